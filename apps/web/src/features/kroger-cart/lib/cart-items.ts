import { KROGER_CART_MAX_ITEMS, KROGER_CART_MAX_QUANTITY, KROGER_UPC_PATTERN } from '@saverly/contracts';
import type { GroceryList, KrogerCartItem } from '@saverly/contracts';

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
