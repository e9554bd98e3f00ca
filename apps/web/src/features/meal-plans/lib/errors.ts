import {
  fieldIssueSchema,
  infeasibleDetailsSchema,
  MEAL_PLAN_LIMITS,
  type InfeasibleDetails,
} from '@saverly/contracts';
import { formatNumber } from '../../../lib/en-us';
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
  if (code === 'validation') {
    const said = fieldSentences(error.details?.details);
    if (said) return { ...base, message: said };
  }
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

/** Each wizard field the server checks, said in the step's own words and bounds. */
const FIELD_SENTENCES: Record<string, string> = {
  cooking_time: `Max cooking time must be ${MEAL_PLAN_LIMITS.minCookingMinutes} to ${MEAL_PLAN_LIMITS.maxCookingMinutes} minutes.`,
  budget_limit: `Budget per plan must be more than $0 and at most $${formatNumber(MEAL_PLAN_LIMITS.maxBudgetDollars)}, or left empty for no budget.`,
  calorie_limit: `Calories per meal must be ${formatNumber(MEAL_PLAN_LIMITS.minCalories)} to ${formatNumber(MEAL_PLAN_LIMITS.maxCalories)}.`,
  days: 'Choose 1 to 7 days.',
  family_size: 'Choose a family size.',
};

/**
 * What the family typed that the server refused, field by field: a walk-through's 99999 minutes
 * and a -5 budget answered only "Invalid request data" with no field named. Null when no field of
 * the form is named (the server's message stands).
 */
function fieldSentences(details: unknown): string | null {
  const fields = (details as { fields?: unknown } | undefined)?.fields;
  if (!Array.isArray(fields)) return null;
  const paths = fields.flatMap((field) => {
    const issue = fieldIssueSchema.safeParse(field);
    return issue.success ? [issue.data.path] : [];
  });
  // A wrapped body ({preferences}) is also read as a bare one, whose every field is then missing
  // ("body.days"): the wrapped issues are the ones about what was typed.
  const wrapped = paths.filter((path) => path.startsWith('body.preferences.'));
  const sentences = new Set<string>();
  for (const path of wrapped.length > 0 ? wrapped : paths) {
    const sentence = FIELD_SENTENCES[path.split('.').at(-1) ?? ''];
    if (sentence) sentences.add(sentence);
  }
  return sentences.size > 0 ? [...sentences].join(' ') : null;
}
