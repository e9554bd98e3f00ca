import { generateMealPlanResponseSchema } from '@saverly/contracts';
import type { GenerateMealPlanResponse } from '@saverly/contracts';
import { api } from '../../../lib/api-client';

const undoPath = (planId: string) => `/api/meal-plans/${encodeURIComponent(planId)}/undo-refresh`;

/**
 * POST /api/meal-plans/:id/undo-refresh: the stored plan as it was before its last refresh (its
 * meal, portion, sides, list and notes), so Save and the list price the meal shown again. Free.
 * Rejects 409 when there is no refresh to undo (undone already, or the plan was shuffled).
 */
export function undoMealRefresh(planId: string, signal?: AbortSignal): Promise<GenerateMealPlanResponse> {
  return api.post(undoPath(planId), undefined, { schema: generateMealPlanResponseSchema, signal });
}
