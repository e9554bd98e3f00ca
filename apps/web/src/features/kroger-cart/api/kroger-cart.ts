import { KROGER_CONNECT_ACTION, krogerCartResponseSchema } from '@saverly/contracts';
import type { KrogerCartItem } from '@saverly/contracts';
import { api, isApiError } from '../../../lib/api-client';

/** POST /api/kroger/cart: the number of lines Kroger added. */
export async function sendToKrogerCart(items: KrogerCartItem[]): Promise<number> {
  const { added } = await api.post('/api/kroger/cart', { items }, { schema: krogerCartResponseSchema });
  return added;
}

/** A 409 whose details ask for the Kroger account to be linked first. */
export function isKrogerConnectRequired(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 409) return false;
  const details = error.details?.details;
  return (
    typeof details === 'object' &&
    details !== null &&
    (details as { action_required?: unknown }).action_required === KROGER_CONNECT_ACTION
  );
}
