import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DEFAULT_SALES_LIMIT, MAX_SALES_LIMIT, salesItemSchema, salesQuerySchema } from './sales.js';
import {
  fullInventoryStartRequestSchema,
  imageManagementStartRequestSchema,
  syncRunSchema,
} from './inventory.js';
import { STORE_RADII, setDefaultStoreRequestSchema, storeSearchRequestSchema } from './stores.js';

/** The paths of a refused value's issues ('' for the root); [] when it is accepted. */
function refused(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
}

describe('store search and default store', () => {
  it('search takes a zip and an optional radius as a number or text (the service checks the values)', () => {
    expect(storeSearchRequestSchema.parse({ zip_code: '02139' })).toEqual({ zip_code: '02139' });
    expect(storeSearchRequestSchema.parse({ zip_code: '02139', radius: 50 })).toMatchObject({ radius: 50 });
    expect(storeSearchRequestSchema.parse({ zip_code: '02139', radius: '50' })).toMatchObject({
      radius: '50',
    });
    expect(refused(storeSearchRequestSchema, {})).toEqual(['zip_code']);
    expect(refused(storeSearchRequestSchema, { zip_code: 2139 })).toEqual(['zip_code']);
    expect(refused(storeSearchRequestSchema, { zip_code: '0'.repeat(21) })).toEqual(['zip_code']);
    expect(refused(storeSearchRequestSchema, { zip_code: '02139', radius: '1'.repeat(11) })).toEqual([
      'radius',
    ]);
    expect(refused(storeSearchRequestSchema, { zip_code: '02139', radius: true })).toEqual(['radius']);
    expect(STORE_RADII).toEqual([10, 25, 50, 100]);
  });

  it('set-default needs a store id of 1 to 64 characters', () => {
    expect(setDefaultStoreRequestSchema.parse({ store_id: 'SV-02139-1' })).toEqual({
      store_id: 'SV-02139-1',
    });
    expect(refused(setDefaultStoreRequestSchema, { store_id: '' })).toEqual(['store_id']);
    expect(refused(setDefaultStoreRequestSchema, { store_id: 'x'.repeat(65) })).toEqual(['store_id']);
    expect(refused(setDefaultStoreRequestSchema, {})).toEqual(['store_id']);
  });
});

describe('admin sync starts', () => {
  it('full inventory: spec defaults (4000 calls, sale items first, progress saved) for a missing or empty body', () => {
    const defaults = { max_api_calls: 4000, include_sale_focus: true, save_progress: true };
    expect(fullInventoryStartRequestSchema.parse(undefined)).toEqual(defaults);
    expect(fullInventoryStartRequestSchema.parse({})).toEqual(defaults);
    expect(fullInventoryStartRequestSchema.parse({ max_api_calls: 1, save_progress: false })).toEqual({
      ...defaults,
      max_api_calls: 1,
      save_progress: false,
    });
  });

  it('image management: 1000 checks of every image by default', () => {
    expect(imageManagementStartRequestSchema.parse(undefined)).toEqual({
      max_api_calls: 1000,
      validate_existing: true,
    });
    expect(imageManagementStartRequestSchema.parse({ validate_existing: false, store_id: 'SV-1' })).toEqual({
      max_api_calls: 1000,
      validate_existing: false,
      store_id: 'SV-1',
    });
  });

  it.each([fullInventoryStartRequestSchema, imageManagementStartRequestSchema])(
    'the call budget is a whole number from 1 to 10 000 (%#)',
    (schema) => {
      for (const ok of [1, 10_000]) expect(refused(schema, { max_api_calls: ok })).toEqual([]);
      for (const bad of [0, -1, 10_001, 2.5, '100', null]) {
        expect(refused(schema, { max_api_calls: bad }), String(bad)).toEqual(['max_api_calls']);
      }
      expect(refused(schema, { store_id: '' })).toEqual(['store_id']);
    },
  );

  it('the flags are booleans, not truthy text', () => {
    expect(refused(fullInventoryStartRequestSchema, { include_sale_focus: 'yes' })).toEqual([
      'include_sale_focus',
    ]);
    expect(refused(imageManagementStartRequestSchema, { validate_existing: 1 })).toEqual([
      'validate_existing',
    ]);
  });

  it('a run’s kind and status are one of the known ones', () => {
    const run = {
      id: 1,
      kind: 'inventory',
      status: 'running',
      api_calls_used: 3,
      max_api_calls: 4000,
      items_processed: 150,
      items_total: null,
      error: null,
      started_at: '2026-11-18T15:00:00.000Z',
      finished_at: null,
    };
    expect(syncRunSchema.parse(run)).toEqual(run);
    expect(refused(syncRunSchema, { ...run, kind: 'prices' })).toEqual(['kind']);
    expect(refused(syncRunSchema, { ...run, status: 'paused' })).toEqual(['status']);
  });
});

describe('salesQuerySchema', () => {
  it('defaults to the 200 biggest savings', () => {
    expect(DEFAULT_SALES_LIMIT).toBe(200);
    expect(salesQuerySchema.parse({})).toEqual({ limit: 200, sort: 'savings', diets: [] });
  });

  it('reads the limit from the query string as a whole number from 1 to 500', () => {
    expect(salesQuerySchema.parse({ limit: '1' }).limit).toBe(1);
    expect(salesQuerySchema.parse({ limit: String(MAX_SALES_LIMIT) }).limit).toBe(500);
    for (const bad of ['0', '501', '2.5', 'x', '-3'])
      expect(refused(salesQuerySchema, { limit: bad }), bad).toEqual(['limit']);
  });

  it('sorts only by savings, price or name', () => {
    for (const sort of ['savings', 'price', 'name']) expect(salesQuerySchema.parse({ sort }).sort).toBe(sort);
    expect(refused(salesQuerySchema, { sort: 'random' })).toEqual(['sort']);
    expect(refused(salesQuerySchema, { sort: 'PRICE' })).toEqual(['sort']);
  });

  it('bounds the filters: category and search 100 characters, store_id 1 to 64', () => {
    expect(refused(salesQuerySchema, { category: 'c'.repeat(100), search: 's'.repeat(100) })).toEqual([]);
    expect(refused(salesQuerySchema, { category: 'c'.repeat(101) })).toEqual(['category']);
    expect(refused(salesQuerySchema, { search: 's'.repeat(101) })).toEqual(['search']);
    expect(refused(salesQuerySchema, { store_id: '' })).toEqual(['store_id']);
  });

  it('reads diets as a comma-separated list of the wizard’s diet names, once each', () => {
    expect(salesQuerySchema.parse({ diets: 'Vegetarian,gluten-free,VEGETARIAN' }).diets).toEqual([
      'Vegetarian',
      'Gluten-Free',
    ]);
    expect(salesQuerySchema.parse({ diets: 'low carb' }).diets).toEqual(['Low-Carb']);
    expect(salesQuerySchema.parse({ diets: '' }).diets).toEqual([]);
    expect(refused(salesQuerySchema, { diets: 'Vegetarian,Carnivore' })).toEqual(['diets.1']);
    expect(refused(salesQuerySchema, { diets: 'x'.repeat(201) })).toEqual(['diets']);
  });
});

describe('salesItemSchema', () => {
  const item = {
    id: 'milk.kirkland.1-gal',
    name: 'Whole Milk',
    brand: 'Kirkland',
    category: 'Dairy & Eggs',
    size: '1 gal',
    image_url: '/images/products/milk.svg',
    sale_price: 2.99,
    regular_price: 3.49,
    savings: 0.5,
    sale_price_cents: 299,
    regular_price_cents: 349,
    savings_cents: 50,
    valid_from: '2026-11-16',
    valid_to: '2026-11-22',
  };

  it('carries dollars for display and the same amounts in integer cents', () => {
    expect(salesItemSchema.parse(item)).toEqual(item);
    for (const field of ['sale_price_cents', 'regular_price_cents', 'savings_cents']) {
      expect(refused(salesItemSchema, { ...item, [field]: 2.99 }), field).toEqual([field]);
    }
  });
});
