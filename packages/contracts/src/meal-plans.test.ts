import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CUISINE_PREFERENCES,
  DIETARY_RESTRICTIONS,
  MEAL_PLAN_LIMITS,
  generateMealPlanRequestSchema,
  mealPlanPreferencesSchema,
} from './meal-plans.js';
import { DEFAULT_SAVED_PREFERENCES, savedPreferencesSchema } from './preferences.js';

/** The paths of a refused value's issues ('' for the root); [] when it is accepted. */
function refused(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
}

const MINIMAL = { days: 3, family_size: 2, meal_types: ['dinner'] };

describe('mealPlanPreferencesSchema', () => {
  it('fills every optional field with its default', () => {
    expect(mealPlanPreferencesSchema.parse(MINIMAL)).toEqual({
      days: 3,
      family_size: 2,
      meal_types: ['dinner'],
      dietary_restrictions: [],
      cuisine_preferences: [],
      cooking_time: null,
      calorie_limit: null,
      budget_limit: null,
      store_id: null,
      special_occasion: null,
      avoid_similar_to: [],
      replace: null,
      favor_product_ids: [],
      plan_id: null,
      people: null,
      include_own_recipes: null,
    });
  });

  it('takes a household plan’s people: 1 to 6 ids, each once', () => {
    expect(refused(mealPlanPreferencesSchema, { ...MINIMAL, people: ['p1', 'p2'] })).toEqual([]);
    expect(mealPlanPreferencesSchema.parse({ ...MINIMAL, people: [' p1 '] }).people).toEqual(['p1']);
    for (const people of [[], ['p1', 'p1'], ['1', '2', '3', '4', '5', '6', '7'], [''], 'p1', [7]]) {
      const fields = refused(mealPlanPreferencesSchema, { ...MINIMAL, people }).map(
        (path) => path.split('.')[0],
      );
      expect(fields, JSON.stringify(people)).toEqual(['people']);
    }
  });

  it('takes 1 to 7 days and families of 1 to 10 ("5+" says how many), whole numbers', () => {
    for (const days of [1, 7]) expect(refused(mealPlanPreferencesSchema, { ...MINIMAL, days })).toEqual([]);
    for (const days of [0, 8, 2.5, '3']) {
      expect(refused(mealPlanPreferencesSchema, { ...MINIMAL, days }), String(days)).toEqual(['days']);
    }
    for (const family_size of [1, 5, 7, 10])
      expect(refused(mealPlanPreferencesSchema, { ...MINIMAL, family_size })).toEqual([]);
    for (const family_size of [0, 11, 2.5]) {
      expect(refused(mealPlanPreferencesSchema, { ...MINIMAL, family_size })).toEqual(['family_size']);
    }
  });

  it('puts meal types in breakfast, lunch, dinner order without repeats; needs at least one', () => {
    expect(
      mealPlanPreferencesSchema.parse({ ...MINIMAL, meal_types: ['dinner', 'breakfast', 'dinner'] })
        .meal_types,
    ).toEqual(['breakfast', 'dinner']);
    const none = mealPlanPreferencesSchema.safeParse({ ...MINIMAL, meal_types: [] });
    expect(none.error?.issues[0]).toMatchObject({
      path: ['meal_types'],
      message: 'Choose at least one meal type',
    });
    expect(refused(mealPlanPreferencesSchema, { ...MINIMAL, meal_types: ['brunch'] })).toEqual([
      'meal_types.0',
    ]);
  });

  it('matches diets and cuisines case- and spacing-insensitively onto their spec names, once each', () => {
    const parsed = mealPlanPreferencesSchema.parse({
      ...MINIMAL,
      dietary_restrictions: ['gluten free', 'GLUTEN-FREE', 'gluten_free', 'vegan', ' Low carb '],
      cuisine_preferences: ['italian', 'THAI'],
    });
    expect(parsed.dietary_restrictions).toEqual(['Gluten-Free', 'Vegan', 'Low-Carb']);
    expect(parsed.cuisine_preferences).toEqual(['Italian', 'Thai']);
    const unknown = mealPlanPreferencesSchema.safeParse({ ...MINIMAL, dietary_restrictions: ['Carnivore'] });
    expect(unknown.error?.issues[0]).toMatchObject({
      path: ['dietary_restrictions', 0],
      message: `Must be one of: ${DIETARY_RESTRICTIONS.join(', ')}`,
    });
    expect(refused(mealPlanPreferencesSchema, { ...MINIMAL, cuisine_preferences: ['Klingon'] })).toEqual([
      'cuisine_preferences.0',
    ]);
    expect(CUISINE_PREFERENCES).toHaveLength(8);
  });

  it('bounds cooking time (5–600 min), calories (150–2500) and the budget (dollars, above 0, at most 10 000)', () => {
    const { minCookingMinutes, maxCookingMinutes, minCalories, maxCalories, maxBudgetDollars } =
      MEAL_PLAN_LIMITS;
    const field = (name: string, value: unknown) =>
      refused(mealPlanPreferencesSchema, { ...MINIMAL, [name]: value });
    expect([minCookingMinutes, maxCookingMinutes, null].map((v) => field('cooking_time', v))).toEqual([
      [],
      [],
      [],
    ]);
    for (const v of [minCookingMinutes - 1, maxCookingMinutes + 1, 30.5])
      expect(field('cooking_time', v)).toEqual(['cooking_time']);
    expect([minCalories, maxCalories].map((v) => field('calorie_limit', v))).toEqual([[], []]);
    for (const v of [minCalories - 1, maxCalories + 1])
      expect(field('calorie_limit', v)).toEqual(['calorie_limit']);
    // The budget is dollars with cents allowed, unlike the integer-cents response fields.
    expect(mealPlanPreferencesSchema.parse({ ...MINIMAL, budget_limit: 75.5 }).budget_limit).toBe(75.5);
    expect(field('budget_limit', maxBudgetDollars)).toEqual([]);
    for (const v of [0, -5, maxBudgetDollars + 0.01, '75'])
      expect(field('budget_limit', v)).toEqual(['budget_limit']);
  });

  it('trims the occasion, reads an empty one as none, bounds it at 200 characters', () => {
    const occasion = (special_occasion: unknown) =>
      mealPlanPreferencesSchema.parse({ ...MINIMAL, special_occasion }).special_occasion;
    expect(occasion('  Birthday dinner ')).toBe('Birthday dinner');
    expect(occasion('')).toBeNull();
    expect(occasion('   ')).toBeNull();
    expect(refused(mealPlanPreferencesSchema, { ...MINIMAL, special_occasion: 'x'.repeat(201) })).toEqual([
      'special_occasion',
    ]);
  });

  it('bounds the refresh and favour lists', () => {
    const avoid = { name: 'Chicken Tikka', type: 'dinner', day: 2 };
    expect(
      refused(mealPlanPreferencesSchema, { ...MINIMAL, avoid_similar_to: Array(50).fill(avoid) }),
    ).toEqual([]);
    expect(
      refused(mealPlanPreferencesSchema, { ...MINIMAL, avoid_similar_to: Array(51).fill(avoid) }),
    ).toEqual(['avoid_similar_to']);
    expect(
      refused(mealPlanPreferencesSchema, { ...MINIMAL, avoid_similar_to: [{ ...avoid, name: '   ' }] }),
    ).toEqual(['avoid_similar_to.0.name']);
    expect(
      refused(mealPlanPreferencesSchema, { ...MINIMAL, avoid_similar_to: [{ ...avoid, day: 8 }] }),
    ).toEqual(['avoid_similar_to.0.day']);
    expect(refused(mealPlanPreferencesSchema, { ...MINIMAL, replace: { day: 1, type: 'snack' } })).toEqual([
      'replace.type',
    ]);
    expect(
      refused(mealPlanPreferencesSchema, { ...MINIMAL, favor_product_ids: Array(21).fill('p') }),
    ).toEqual(['favor_product_ids']);
    expect(refused(mealPlanPreferencesSchema, { ...MINIMAL, favor_product_ids: [''] })).toEqual([
      'favor_product_ids.0',
    ]);
  });

  it('trims store and plan ids; a blank one is refused', () => {
    const parsed = mealPlanPreferencesSchema.parse({ ...MINIMAL, store_id: ' SV-1 ', plan_id: ' p-1 ' });
    expect([parsed.store_id, parsed.plan_id]).toEqual(['SV-1', 'p-1']);
    expect(refused(mealPlanPreferencesSchema, { ...MINIMAL, store_id: '  ' })).toEqual(['store_id']);
    expect(refused(mealPlanPreferencesSchema, { ...MINIMAL, plan_id: 'x'.repeat(65) })).toEqual(['plan_id']);
  });
});

describe('generateMealPlanRequestSchema', () => {
  it('takes the preferences wrapped or bare, to the same result', () => {
    const bare = generateMealPlanRequestSchema.parse({ ...MINIMAL, budget_limit: 50 });
    const wrapped = generateMealPlanRequestSchema.parse({ preferences: { ...MINIMAL, budget_limit: 50 } });
    expect(wrapped).toEqual(bare);
    expect(bare).toMatchObject({ days: 3, budget_limit: 50, cooking_time: null });
  });

  it('refuses a body that is neither', () => {
    expect(generateMealPlanRequestSchema.safeParse({ preferences: { days: 3 } }).success).toBe(false);
    expect(generateMealPlanRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe('savedPreferencesSchema', () => {
  it('the spec defaults are valid saved preferences', () => {
    expect(savedPreferencesSchema.parse(DEFAULT_SAVED_PREFERENCES)).toEqual(DEFAULT_SAVED_PREFERENCES);
    expect(DEFAULT_SAVED_PREFERENCES).toMatchObject({
      days: 3,
      family_size: 2,
      meal_types: ['breakfast', 'lunch', 'dinner'],
      budget_limit: 75,
    });
  });

  it('is strict: an unknown field or a one-off request field is a 400, never dropped', () => {
    for (const extra of [{ store_id: 'SV-1' }, { special_occasion: 'Party' }, { budget: 75 }]) {
      const result = savedPreferencesSchema.safeParse({ ...DEFAULT_SAVED_PREFERENCES, ...extra });
      expect(result.success, JSON.stringify(extra)).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: Object.keys(extra) });
    }
  });

  it('keeps the generate request’s limits and canonical names', () => {
    expect(refused(savedPreferencesSchema, { ...DEFAULT_SAVED_PREFERENCES, days: 8 })).toEqual(['days']);
    expect(
      savedPreferencesSchema.parse({ ...DEFAULT_SAVED_PREFERENCES, dietary_restrictions: ['nut free'] })
        .dietary_restrictions,
    ).toEqual(['Nut-Free']);
    const { days: _days, ...missing } = DEFAULT_SAVED_PREFERENCES;
    expect(refused(savedPreferencesSchema, missing)).toEqual(['days']);
  });
});
