import { generateMealPlanResponseSchema } from '@saverly/contracts';
import type { GenerateMealPlanResponse } from '@saverly/contracts';
import { api } from '../../../lib/api-client';

const undoPath = (planId: string) => `/api/meal-plans/${encodeURIComponent(planId)}/undo-refresh`;

/**
 * POST /api/meal-plans/:id/undo-refresh: the stored plan as it was before its last refresh (its
 * meal, portion, sides, list and notes), so Save and the list price the meal shown again. Free.
 * Undoes a refresh, or a shuffle within the plan's free hour (the same plan id). Rejects 409 when
 * there is nothing to undo (undone already, or the plan was refreshed or shuffled since).
 */
export function undoMealRefresh(planId: string, signal?: AbortSignal): Promise<GenerateMealPlanResponse> {
  return api.post(undoPath(planId), undefined, { schema: generateMealPlanResponseSchema, signal });
}
