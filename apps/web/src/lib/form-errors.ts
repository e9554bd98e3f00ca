import { isApiError } from './api-client';

export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';

/** Login and signup show the returned error, else the unexpected-error message (spec section 8). */
export function returnedErrorMessage(error: unknown): string {
  return isApiError(error) ? error.message : UNEXPECTED_ERROR;
}

/**
 * How long a rate-limited member waits, from the server's Retry-After (spec section 8 keeps the
 * message; a walk-through's member read "Please wait" without knowing for how long, though the
 * server said 75 seconds). Undefined for other errors.
 */
export function retryDetails(error: unknown): string | undefined {
  if (!isApiError(error) || error.type !== 'rate_limit' || error.retryAfter === undefined) return undefined;
  const seconds = Math.max(1, error.retryAfter);
  if (seconds < 90) return `You can try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  return `You can try again in about ${Math.round(seconds / 60)} minutes.`;
}

/** Screens whose spec wording is "the server message, else <fallback>". */
export function serverMessageOr(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}

/** Moves focus to a form control by name, so keyboard and screen reader users land on the problem. */
export function focusField(form: HTMLFormElement | null, name: string): void {
  const control = form?.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
}
