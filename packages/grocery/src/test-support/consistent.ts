/** Test helper: the invariants every priced list keeps. */
import { expect } from 'vitest';
import type { PricedList } from '../price.js';

/** Summary counts and sums agree with the items; every cent is whole; the list survives JSON. */
export function expectConsistent(list: PricedList): void {
  const s = list.summary;
  const count = (status: string) => list.items.filter((i) => i.status === status).length;
  expect(s.item_count).toBe(list.items.length);
  expect(s.on_sale_count).toBe(count('on_sale'));
  expect(s.matched_count).toBe(count('on_sale') + count('regular'));
  expect(s.not_found_count).toBe(count('not_found'));
  expect(s.pantry_count).toBe(count('pantry'));
  expect(s.item_count).toBe(s.matched_count + s.not_found_count + s.pantry_count);
  expect(s.total_cost_cents).toBe(list.items.reduce((sum, i) => sum + i.cost_cents, 0));
  expect(s.regular_cost_cents).toBe(list.items.reduce((sum, i) => sum + i.regular_cost_cents, 0));
  expect(s.total_savings_cents).toBe(s.regular_cost_cents - s.total_cost_cents);
  for (const item of list.items) {
    for (const cents of [item.cost_cents, item.regular_cost_cents, item.savings_cents])
      expect(Number.isInteger(cents)).toBe(true);
    expect(item.savings_cents).toBe(item.regular_cost_cents - item.cost_cents);
    expect(item.savings_cents).toBeGreaterThanOrEqual(0);
    expect(item.cost_cents).toBe(item.purchases.reduce((sum, p) => sum + p.cost_cents, 0));
    expect(item.regular_cost_cents).toBe(
      item.purchases.reduce((sum, p) => sum + p.count * p.regular_unit_price_cents, 0),
    );
    expect(item.packages).toBe(item.purchases.reduce((sum, p) => sum + p.count, 0));
    if (item.status === 'on_sale' || item.status === 'regular') {
      expect(item.packages).toBeGreaterThan(0);
      expect(item.purchased_grams).toBeGreaterThanOrEqual((item.quantity_needed_grams ?? 0) - 0.1);
      expect(item.status === 'on_sale').toBe(item.purchases.some((p) => p.on_sale));
    } else {
      expect(item.packages).toBe(0);
      expect(item.cost_cents).toBe(0);
    }
  }
  expect(JSON.parse(JSON.stringify(list))).toEqual(list);
}
