import { generateMealPlanResponseSchema, LIMITS } from '@saverly/contracts';
import type { GenerateMealPlanResponse } from '@saverly/contracts';
import { api } from '../../../lib/api-client';

const shuffleMealPlanPath = (planId: string) => `/api/meal-plans/${encodeURIComponent(planId)}/shuffle`;

/**
 * POST /api/meal-plans/:id/shuffle: another plan with the stored plan's preferences. Within an hour
 * of the plan it replaces the plan (same id, no new credit); later it is a new plan that uses one
 * of a free member's plans (ADR 0020). Rejects like generate (403 quota, 422 infeasible).
 */
export function shuffleMealPlan(planId: string, signal?: AbortSignal): Promise<GenerateMealPlanResponse> {
  return api.post(shuffleMealPlanPath(planId), undefined, {
    schema: generateMealPlanResponseSchema,
    timeoutMs: LIMITS.mealPlanTimeoutMs,
    signal,
  });
}
