import { savedPlanResponseSchema } from '@saverly/contracts';
import type { MealPlan, SavedPlan } from '@saverly/contracts';
import { api } from '../../../lib/api-client';
import { buildGroceryListRequest } from '../lib/plan';
import type { Selection } from '../lib/plan';

const SAVED_PLANS_PATH = '/api/saved-plans';

/**
 * Save Recipe & List: POST /api/saved-plans with the plan as the family has it now (refreshed
 * meals, each meal's selection); the server prices it again and keeps plan and list (ADR 0021).
 */
export async function savePlan(plan: MealPlan, selected: Selection): Promise<SavedPlan> {
  const response = await api.post(SAVED_PLANS_PATH, buildGroceryListRequest(plan, selected), {
    schema: savedPlanResponseSchema,
  });
  return response.data;
}
