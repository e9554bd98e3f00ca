import { readStorage, writeStorage } from '../../../lib/storage';

/** docs/decisions/0019-stores-web.md: a local list until the grocery-list issue syncs it. */
export const SHOPPING_LIST_KEY = 'saverly_shopping_list';

export interface ShoppingListItem {
  product_id: string;
  name: string;
  price: number;
  store: string;
}

export function readShoppingList(): ShoppingListItem[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(SHOPPING_LIST_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is ShoppingListItem =>
            typeof item === 'object' &&
            item !== null &&
            typeof (item as ShoppingListItem).product_id === 'string' &&
            typeof (item as ShoppingListItem).name === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** Adds the item (once per product and store) and returns the new list. */
export function addToShoppingList(item: ShoppingListItem): ShoppingListItem[] {
  const list = readShoppingList();
  const next = list.some((entry) => entry.product_id === item.product_id && entry.store === item.store)
    ? list
    : [...list, item];
  writeStorage(SHOPPING_LIST_KEY, JSON.stringify(next));
  return next;
}
