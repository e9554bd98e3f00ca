import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { pantryUpdateRequestSchema } from './pantry.js';
import {
  addListItemRequestSchema,
  checkChangesRequestSchema,
  groceryListRequestSchema,
  pantryAnswerRequestSchema,
  savePlanBodySchema,
  savePlanRequestSchema,
  savedPlanParamsSchema,
  savedPlanSummarySchema,
  shoppedRequestSchema,
} from './saved-plans.js';

/** The paths of a refused value's issues ('' for the root); [] when it is accepted. */
function refused(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
}

/** The keys a strict schema refused, or [] when it accepted the value. */
function unrecognized(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.flatMap((i) => (i.code === 'unrecognized_keys' ? i.keys : []));
}

describe('savePlanRequestSchema (POST /api/saved-plans)', () => {
  it('takes a plan id (trimmed) and optionally which meals, a name, a store and a pantry', () => {
    expect(savePlanRequestSchema.parse({ plan_id: ' plan-1 ' })).toEqual({ plan_id: 'plan-1' });
    expect(
      savePlanRequestSchema.parse({
        plan_id: 'plan-1',
        meal_ids: ['d1-dinner', 'd2-lunch'],
        name: '  Week of the 16th ',
        store_id: ' SV-1 ',
        pantry: ['salt', 'olive-oil'],
      }),
    ).toEqual({
      plan_id: 'plan-1',
      meal_ids: ['d1-dinner', 'd2-lunch'],
      name: 'Week of the 16th',
      store_id: 'SV-1',
      pantry: ['salt', 'olive-oil'],
    });
  });

  it('is strict: meals, prices or totals from the client are refused, not trusted', () => {
    expect(unrecognized(savePlanRequestSchema, { plan_id: 'p', total_cost_cents: 1 })).toEqual([
      'total_cost_cents',
    ]);
    expect(unrecognized(savePlanRequestSchema, { plan_id: 'p', meals: [] })).toEqual(['meals']);
  });

  it('bounds its fields', () => {
    expect(refused(savePlanRequestSchema, { plan_id: '   ' })).toEqual(['plan_id']);
    expect(refused(savePlanRequestSchema, { plan_id: 'p'.repeat(65) })).toEqual(['plan_id']);
    expect(refused(savePlanRequestSchema, { plan_id: 'p', meal_ids: [] })).toEqual(['meal_ids']);
    expect(refused(savePlanRequestSchema, { plan_id: 'p', meal_ids: Array(101).fill('m') })).toEqual([
      'meal_ids',
    ]);
    expect(refused(savePlanRequestSchema, { plan_id: 'p', name: 'n'.repeat(121) })).toEqual(['name']);
    expect(refused(savePlanRequestSchema, { plan_id: 'p', name: ' ' })).toEqual(['name']);
    expect(refused(savePlanRequestSchema, { plan_id: 'p', pantry: Array(501).fill('salt') })).toEqual([
      'pantry',
    ]);
  });

  it('the body also takes the older whole-plan shape, read for its id and selected meals', () => {
    const legacy = savePlanBodySchema.parse({
      meal_plan: {
        id: 'plan-1',
        days: [
          {
            day: 1,
            meals: [
              { id: 'd1-dinner', type: 'dinner' },
              { id: 'd1-lunch', selected: false },
            ],
          },
        ],
        totals: { total_cost: 12 },
      },
      name: 'Old',
    });
    expect(legacy).toEqual({
      meal_plan: {
        id: 'plan-1',
        days: [
          {
            day: 1,
            meals: [
              { id: 'd1-dinner', type: 'dinner', selected: true },
              { id: 'd1-lunch', selected: false },
            ],
          },
        ],
      },
      name: 'Old',
    });
    expect(savePlanBodySchema.safeParse({ name: 'neither' }).success).toBe(false);
    expect(savePlanBodySchema.safeParse({ meal_plan: { days: Array(15).fill({ meals: [] }) } }).success).toBe(
      false,
    );
  });
});

describe('groceryListRequestSchema (POST /api/grocery-list)', () => {
  const plan = (days: unknown[]) => ({ meal_plan: { id: 'p', days } });

  it('reads only the fields it prices, dropping the rest of the generated plan', () => {
    const parsed = groceryListRequestSchema.parse({
      meal_plan: {
        id: 'p',
        store: { location_id: 'SV-1', name: 'dropped' },
        days: [
          {
            day: 1,
            meals: [
              { id: 'd1-dinner', recipe_id: 'r1', name: 'Chili', servings: 4, nutrition: { energy_kcal: 1 } },
              { name: 'Toast', ingredients: '2 slices bread\n1 tbsp butter', selected: false },
            ],
          },
        ],
      },
    });
    expect(parsed.meal_plan.store).toEqual({ location_id: 'SV-1' });
    expect(parsed.meal_plan.days[0]!.meals).toEqual([
      { id: 'd1-dinner', recipe_id: 'r1', name: 'Chili', servings: 4, ingredients: [], selected: true },
      { name: 'Toast', ingredients: '2 slices bread\n1 tbsp butter', selected: false },
    ]);
  });

  it('bounds the plan: 14 days, 10 meals a day, 1–20 servings, 100 ingredient lines', () => {
    const meal = { name: 'Chili' };
    expect(refused(groceryListRequestSchema, plan(Array(14).fill({ meals: [meal] })))).toEqual([]);
    expect(refused(groceryListRequestSchema, plan(Array(15).fill({ meals: [meal] })))).toEqual([
      'meal_plan.days',
    ]);
    expect(refused(groceryListRequestSchema, plan([{ meals: Array(11).fill(meal) }]))).toEqual([
      'meal_plan.days.0.meals',
    ]);
    for (const servings of [0, 21, 2.5]) {
      expect(refused(groceryListRequestSchema, plan([{ meals: [{ ...meal, servings }] }]))).toEqual([
        'meal_plan.days.0.meals.0.servings',
      ]);
    }
    expect(
      refused(
        groceryListRequestSchema,
        plan([{ meals: [{ ...meal, ingredients: Array(101).fill('1 egg') }] }]),
      ),
    ).toEqual(['meal_plan.days.0.meals.0.ingredients']);
    expect(refused(groceryListRequestSchema, plan([{ day: 32, meals: [] }]))).toEqual([
      'meal_plan.days.0.day',
    ]);
  });
});

describe('list and pantry changes', () => {
  it('check changes are strict, timestamped with an offset, 1 to 500 at a time', () => {
    const change = { item_id: 'bananas', checked: true, changed_at: '2026-11-18T15:00:00.000Z' };
    expect(checkChangesRequestSchema.parse({ changes: [change] })).toEqual({ changes: [change] });
    expect(
      refused(checkChangesRequestSchema, {
        changes: [{ ...change, changed_at: '2026-11-18T16:00:00+01:00' }],
      }),
    ).toEqual([]);
    for (const changed_at of ['2026-11-18', '2026-11-18 15:00:00', 'yesterday', 1_763_478_000_000]) {
      expect(
        refused(checkChangesRequestSchema, { changes: [{ ...change, changed_at }] }),
        String(changed_at),
      ).toEqual(['changes.0.changed_at']);
    }
    expect(refused(checkChangesRequestSchema, { changes: [] })).toEqual(['changes']);
    expect(refused(checkChangesRequestSchema, { changes: Array(501).fill(change) })).toEqual(['changes']);
    expect(unrecognized(checkChangesRequestSchema, { changes: [{ ...change, price_cents: 1 }] })).toEqual([
      'price_cents',
    ]);
    expect(unrecognized(checkChangesRequestSchema, { changes: [change], shopped: true })).toEqual([
      'shopped',
    ]);
  });

  it('shopped, pantry answers and params are strict', () => {
    expect(shoppedRequestSchema.parse({ shopped: true })).toEqual({ shopped: true });
    expect(refused(shoppedRequestSchema, { shopped: 'true' })).toEqual(['shopped']);
    expect(unrecognized(shoppedRequestSchema, { shopped: true, at: 'now' })).toEqual(['at']);
    expect(pantryAnswerRequestSchema.parse({ food_id: 'salt', have: false })).toEqual({
      food_id: 'salt',
      have: false,
    });
    expect(refused(pantryAnswerRequestSchema, { food_id: '', have: true })).toEqual(['food_id']);
    expect(unrecognized(pantryAnswerRequestSchema, { food_id: 'salt', have: true, quantity: 2 })).toEqual([
      'quantity',
    ]);
    expect(unrecognized(savedPlanParamsSchema, { id: 'p', other: 'x' })).toEqual(['other']);
    expect(refused(savedPlanParamsSchema, { id: '' })).toEqual(['id']);
  });

  it('a deal added to the list: one package by default, 1 to 99 whole packages', () => {
    expect(addListItemRequestSchema.parse({ product_id: 'milk.1' })).toEqual({
      product_id: 'milk.1',
      quantity: 1,
    });
    expect(addListItemRequestSchema.parse({ product_id: 'milk.1', quantity: 99 }).quantity).toBe(99);
    for (const quantity of [0, 100, 1.5, '2']) {
      expect(refused(addListItemRequestSchema, { product_id: 'milk.1', quantity }), String(quantity)).toEqual(
        ['quantity'],
      );
    }
    expect(unrecognized(addListItemRequestSchema, { product_id: 'milk.1', price_cents: 1 })).toEqual([
      'price_cents',
    ]);
  });

  it('the pantry is replaced as a strict list of up to 500 food ids', () => {
    expect(pantryUpdateRequestSchema.parse({ food_ids: [] })).toEqual({ food_ids: [] });
    expect(refused(pantryUpdateRequestSchema, { food_ids: Array(501).fill('salt') })).toEqual(['food_ids']);
    expect(refused(pantryUpdateRequestSchema, { food_ids: [''] })).toEqual(['food_ids.0']);
    expect(unrecognized(pantryUpdateRequestSchema, { food_ids: [], staples: [] })).toEqual(['staples']);
  });
});

describe('savedPlanSummarySchema', () => {
  it('money is integer cents beside the dollars', () => {
    const summary = {
      id: 'sp-1',
      name: 'Week',
      created_at: '2026-11-18T15:00:00.000Z',
      store: { location_id: 'SV-1', name: 'Market' },
      days: 3,
      meals: 9,
      total_cost: 84.27,
      total_cost_cents: 8427,
      total_savings: 6.1,
      total_savings_cents: 610,
      bought_savings_cents: 0,
      item_count: 31,
      checked_count: 0,
      shopped_at: null,
    };
    expect(savedPlanSummarySchema.parse(summary)).toEqual(summary);
    for (const field of ['total_cost_cents', 'total_savings_cents', 'bought_savings_cents']) {
      expect(refused(savedPlanSummarySchema, { ...summary, [field]: 84.27 }), field).toEqual([field]);
    }
  });
});
