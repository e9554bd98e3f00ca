import { infeasibleDetailsSchema, type InfeasibleDetails } from '@saverly/contracts';
import { API_ERROR_MESSAGES, isApiError } from '../../../lib/api-client';
import type { MessageType } from '../../../components/message';
import { messageTypeFor } from '../../../components/message';

/** Spec section 8: refreshing one meal that brings no meal back. */
export const REFRESH_FAILED_MESSAGE = 'Failed to generate a new meal. Please try again.';

export type WizardErrorSource = 'generate' | 'refresh' | 'shuffle' | 'pricing';

/** An error shown above the form (spec section 8: generation and pricing errors). */
export interface WizardError {
  source: WizardErrorSource;
  message: string;
  messageType: MessageType;
  /** 403 `quota_exceeded`: the free plans of the month are used up. */
  quotaExceeded?: boolean;
  /** 422 `infeasible`: why, the nearest plan and the minimum budget/cooking time that would work. */
  infeasible?: InfeasibleDetails;
  /** A refresh error belongs to this meal and is shown on its card. */
  mealId?: string;
}

/** Reads an API error into what the wizard shows; the server's message wins over the default. */
export function toWizardError(error: unknown, source: WizardErrorSource): WizardError {
  if (!isApiError(error)) {
    return { source, message: API_ERROR_MESSAGES.unknown, messageType: 'error' };
  }
  const base: WizardError = { source, message: error.message, messageType: messageTypeFor(error) };
  const code = error.details?.error;
  if (code === 'quota_exceeded') return { ...base, quotaExceeded: true };
  if (code === 'infeasible') {
    // An answer about the family's choices (no plan fits them; here is what would), not a failure:
    // shown as information (a polite status, not a red alert), as a refresh with no meal is.
    const answer: WizardError = { ...base, messageType: 'info' };
    if (source === 'refresh') return answer;
    const details = infeasibleDetailsSchema.safeParse(error.details?.details);
    return details.success ? { ...answer, infeasible: details.data } : answer;
  }
  return base;
}
