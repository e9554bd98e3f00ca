import {
  KROGER_CART_MAX_ITEMS,
  KROGER_CART_MAX_QUANTITY,
  KROGER_CONNECT_ACTION,
  KROGER_CONNECT_RESULTS,
  KROGER_UPC_PATTERN,
  krogerCartResponseSchema,
  krogerConnectResponseSchema,
  krogerStatusResponseSchema,
} from '@saverly/contracts';
import type { GroceryList, KrogerCartItem, KrogerConnectResult } from '@saverly/contracts';
import { api, isApiError } from './api-client';

/** Send to Kroger Cart (docs/decisions/0022-kroger-cart.md): the calls the list actions make. */

export function fetchKrogerStatus(signal?: AbortSignal) {
  return api.get('/api/kroger/status', { schema: krogerStatusResponseSchema, signal });
}

/** Starts the consent flow; the browser then goes to `authorize_url` and comes back to `returnTo`. */
export async function startKrogerConnect(returnTo: string): Promise<string> {
  const { authorize_url } = await api.post(
    '/api/kroger/connect',
    { return_to: returnTo },
    { schema: krogerConnectResponseSchema },
  );
  return authorize_url;
}

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

/**
 * The cart lines of a list: the products bought (on sale or regular price), as the list's
 * purchases say when it has them, else the item's product × packages; one line per product, the
 * quantity within Kroger's bounds. Only Kroger UPCs can go to a Kroger cart.
 */
export function krogerCartItems(list: GroceryList): KrogerCartItem[] {
  const quantities = new Map<string, number>();
  const add = (productId: string | null, count: number) => {
    if (!productId || !KROGER_UPC_PATTERN.test(productId)) return;
    quantities.set(productId, (quantities.get(productId) ?? 0) + Math.max(1, count));
  };
  for (const item of list.enhanced_grocery_list) {
    if (item.status !== 'on_sale' && item.status !== 'regular') continue;
    if (item.purchases.length > 0) {
      for (const purchase of item.purchases) add(purchase.product_id, purchase.count);
    } else {
      add(item.product_id, item.packages);
    }
  }
  return [...quantities]
    .map(([product_id, quantity]) => ({ product_id, quantity: Math.min(quantity, KROGER_CART_MAX_QUANTITY) }))
    .slice(0, KROGER_CART_MAX_ITEMS);
}

/** The `?kroger=` result the consent callback adds to the return path, when it is one we know. */
export function krogerConnectResult(value: string | null): KrogerConnectResult | null {
  return KROGER_CONNECT_RESULTS.find((result) => result === value) ?? null;
}
