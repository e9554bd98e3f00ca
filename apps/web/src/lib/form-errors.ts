import { isApiError } from './api-client';

export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';

/** Login and signup show the returned error, else the unexpected-error message (spec section 8). */
export function returnedErrorMessage(error: unknown): string {
  return isApiError(error) ? error.message : UNEXPECTED_ERROR;
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
