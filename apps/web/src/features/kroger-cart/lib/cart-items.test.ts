import type { GroceryItem } from '@saverly/contracts';
import { describe, expect, it } from 'vitest';
import { buildGroceryItem, buildGroceryList } from '../../../test/grocery-factories';
import { krogerCartItems } from './cart-items';

const purchase = (product_id: string, count: number): GroceryItem['purchases'][number] => ({
  product_id,
  name: 'Rice',
  brand: null,
  size: '2 lb',
  count,
  unit_price_cents: 199,
  regular_unit_price_cents: 199,
  on_sale: false,
});

describe('krogerCartItems', () => {
  it("takes the list's purchases when it has them, else product × packages; one line per product", () => {
    const list = buildGroceryList([
      buildGroceryItem({
        id: 'rice',
        product_id: '0001111000001',
        packages: 3,
        purchases: [purchase('0001111000001', 1), purchase('0001111000002', 2)],
      }),
      buildGroceryItem({ id: 'rice-again', product_id: '0001111000001', packages: 2 }),
    ]);
    expect(krogerCartItems(list)).toEqual([
      { product_id: '0001111000001', quantity: 3 },
      { product_id: '0001111000002', quantity: 2 },
    ]);
  });

  it('sends only bought Kroger UPCs, at least one each and never more than Kroger takes', () => {
    const list = buildGroceryList([
      buildGroceryItem({ id: 'built-in', product_id: 'SV-10001-1-rice' }),
      buildGroceryItem({ id: 'salt', status: 'pantry', product_id: '0001111000003' }),
      buildGroceryItem({ id: 'sumac', status: 'not_found', product_id: null }),
      buildGroceryItem({ id: 'zero', product_id: '0001111000004', packages: 0 }),
      buildGroceryItem({ id: 'flour', product_id: '0001111000005', packages: 500 }),
    ]);
    expect(krogerCartItems(list)).toEqual([
      { product_id: '0001111000004', quantity: 1 },
      { product_id: '0001111000005', quantity: 99 },
    ]);
  });
});
