import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  KROGER_CART_MAX_ITEMS,
  KROGER_CART_MAX_QUANTITY,
  invalidKrogerProductIds,
  isSafeReturnPath,
  krogerCartRequestSchema,
  krogerConnectRequestSchema,
} from './kroger-cart.js';

/** The paths of a refused value's issues ('' for the root); [] when it is accepted. */
function refused(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
}

describe('Kroger connect: return_to is a path on this site', () => {
  it.each(['/', '/app/meal-planner', '/app/saved-plans/sp-1?tab=list#top', '/a%20b'])(
    'accepts %j',
    (path) => {
      expect(isSafeReturnPath(path)).toBe(true);
      expect(krogerConnectRequestSchema.parse({ return_to: path })).toEqual({ return_to: path });
    },
  );

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/.//evil.example',
    '/app/../..//evil.example',
    'app/relative',
    '/with space',
    '/tab\there',
    `/${'a'.repeat(512)}`,
    '',
  ])('refuses %j', (path) => {
    expect(isSafeReturnPath(path)).toBe(false);
    const result = krogerConnectRequestSchema.safeParse({ return_to: path });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['return_to']);
  });

  it('return_to may be left out (the server uses its default)', () => {
    expect(krogerConnectRequestSchema.parse({})).toEqual({});
  });
});

describe('krogerCartRequestSchema', () => {
  const item = { product_id: '0001111041700', quantity: 2 };

  it('takes 1 to 200 items of 1 to 99 whole packages, and an optional modality', () => {
    expect(krogerCartRequestSchema.parse({ items: [item], modality: 'PICKUP' })).toEqual({
      items: [item],
      modality: 'PICKUP',
    });
    expect(refused(krogerCartRequestSchema, { items: Array(KROGER_CART_MAX_ITEMS).fill(item) })).toEqual([]);
    expect(refused(krogerCartRequestSchema, { items: Array(KROGER_CART_MAX_ITEMS + 1).fill(item) })).toEqual([
      'items',
    ]);
    expect(refused(krogerCartRequestSchema, { items: [] })).toEqual(['items']);
    for (const quantity of [0, KROGER_CART_MAX_QUANTITY + 1, 1.5]) {
      expect(refused(krogerCartRequestSchema, { items: [{ ...item, quantity }] }), String(quantity)).toEqual([
        'items.0.quantity',
      ]);
    }
    expect(refused(krogerCartRequestSchema, { items: [item], modality: 'SHIP' })).toEqual(['modality']);
    expect(refused(krogerCartRequestSchema, { items: [item], modality: 'pickup' })).toEqual(['modality']);
  });

  it('names the product ids that are not UPCs (8 to 14 digits), once each', () => {
    expect(
      invalidKrogerProductIds([
        { product_id: '0001111041700' },
        { product_id: '12345678' },
        { product_id: 'milk.kirkland.1-gal' },
        { product_id: '1234567' },
        { product_id: '123456789012345' },
        { product_id: 'milk.kirkland.1-gal' },
      ]),
    ).toEqual(['milk.kirkland.1-gal', '1234567', '123456789012345']);
  });
});
