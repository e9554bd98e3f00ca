import { savedPlanResponseSchema } from '@saverly/contracts';
import type { SavedPlan } from '@saverly/contracts';
import { api } from '../../../lib/api-client';

/**
 * POST /api/saved-plans/current/items: a member's deal goes onto their newest saved list (the
 * server starts 'My shopping list' when there is none). Resolves with that list.
 */
export async function addDealToCurrentList(productId: string, quantity = 1): Promise<SavedPlan> {
  const { data } = await api.post(
    '/api/saved-plans/current/items',
    { product_id: productId, quantity },
    { schema: savedPlanResponseSchema },
  );
  return data;
}
