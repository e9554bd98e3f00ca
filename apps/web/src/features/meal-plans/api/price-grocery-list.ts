import { groceryListResponseSchema } from '@saverly/contracts';
import type { GroceryList, MealPlan } from '@saverly/contracts';
import { api } from '../../../lib/api-client';
import { buildGroceryListRequest } from '../lib/plan';
import type { Selection } from '../lib/plan';

const GROCERY_LIST_PATH = '/api/grocery-list';

/** POST /api/grocery-list: prices the selected meals of the plan at its store (spec section 7). */
export async function priceGroceryList(
  plan: MealPlan,
  selected: Selection,
  signal?: AbortSignal,
): Promise<GroceryList> {
  const response = await api.post(GROCERY_LIST_PATH, buildGroceryListRequest(plan, selected), {
    schema: groceryListResponseSchema,
    signal,
  });
  return response.data;
}
