import type { GroceryItem, SavedPlan } from '@saverly/contracts';
import type { OutboxEntry } from './outbox';

export type Checks = SavedPlan['checks'];
type Check = Checks[string];

const newer = (a: Check | undefined, b: Check | undefined): Check | undefined => {
  if (!a) return b;
  if (!b) return a;
  return Date.parse(b.changed_at) > Date.parse(a.changed_at) ? b : a;
};

/** Two sets of checks merged item by item: the newest change wins (the server's own rule). */
export function mergeChecks(a: Checks, b: Checks): Checks {
  const merged: Checks = { ...a };
  for (const [itemId, check] of Object.entries(b)) merged[itemId] = newer(merged[itemId], check)!;
  return merged;
}

/** The checks as the shopper sees them: the server's (or kept) state with queued changes applied. */
export function effectiveChecks(checks: Checks, pending: readonly OutboxEntry[]): Checks {
  const queued: Checks = {};
  for (const entry of pending) {
    queued[entry.item_id] = newer(queued[entry.item_id], {
      checked: entry.checked,
      changed_at: entry.changed_at,
    })!;
  }
  return mergeChecks(checks, queued);
}

export function checkedMap(checks: Checks): Record<string, boolean> {
  return Object.fromEntries(Object.entries(checks).map(([itemId, check]) => [itemId, check.checked]));
}

/** Items of one aisle in list order, checked ones moved to the bottom. */
export function uncheckedFirst(
  items: readonly GroceryItem[],
  checked: Record<string, boolean>,
): GroceryItem[] {
  return [...items.filter((item) => !checked[item.id]), ...items.filter((item) => checked[item.id])];
}

/** The items a shopper ticks off: everything but pantry staples. */
export function checkableItems(items: readonly GroceryItem[]): GroceryItem[] {
  return items.filter((item) => item.status !== 'pantry');
}
