import { generateMealPlanResponseSchema, LIMITS } from '@saverly/contracts';
import type { GenerateMealPlanResponse, MealPlanPreferencesInput } from '@saverly/contracts';
import { api } from '../../../lib/api-client';

const GENERATE_MEAL_PLAN_PATH = '/api/generate-meal-plan-assistant';

/**
 * POST /api/generate-meal-plan-assistant with `{preferences}` and the 180 s meal-plan timeout
 * (spec section 7). Also used to refresh one meal (one day, one type, `avoid_similar_to`).
 * A 422 `infeasible` or 403 `quota_exceeded` rejects with an ApiError carrying the details.
 */
export function generateMealPlan(
  preferences: MealPlanPreferencesInput,
  signal?: AbortSignal,
): Promise<GenerateMealPlanResponse> {
  return api.post(
    GENERATE_MEAL_PLAN_PATH,
    { preferences },
    { schema: generateMealPlanResponseSchema, timeoutMs: LIMITS.mealPlanTimeoutMs, signal },
  );
}
