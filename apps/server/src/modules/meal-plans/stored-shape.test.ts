import { nutritionSchema } from '@saverly/contracts';
import { describe, expect, it } from 'vitest';
import { upgradeStoredMeal, upgradeStoredNutrition, upgradeStoredPlan } from './stored-shape.js';

/** Nutrition as the server stored it before #15 (the kitchen's keys). */
const OLD = {
  energyKcal: 520,
  proteinG: 20,
  fatG: 15,
  saturatedFatG: 3,
  carbohydrateG: 70,
  fiberG: 8,
  sugarsG: 6,
  sodiumMg: 400,
  netCarbohydrateG: 62,
};
const WIRE = {
  energy_kcal: 520,
  protein_g: 20,
  fat_g: 15,
  saturated_fat_g: 3,
  carbohydrate_g: 70,
  fiber_g: 8,
  sugars_g: 6,
  sodium_mg: 400,
  net_carbohydrate_g: 62,
};

describe('stored JSON from before snake_case nutrition (#15)', () => {
  it('renames old nutrition keys, leaves today’s shape and anything else as it is', () => {
    expect(upgradeStoredNutrition(OLD)).toEqual(WIRE);
    expect(nutritionSchema.parse(upgradeStoredNutrition(OLD))).toEqual(WIRE);
    expect(upgradeStoredNutrition(WIRE)).toBe(WIRE);
    for (const other of [null, undefined, 5, 'x', [OLD], {}])
      expect(upgradeStoredNutrition(other)).toBe(other);
  });

  it('an incomplete or odd old object still fails the contracts’ schema (nothing is made up)', () => {
    const { sodiumMg: _, ...partial } = OLD;
    expect(nutritionSchema.safeParse(upgradeStoredNutrition(partial)).success).toBe(false);
    expect(nutritionSchema.safeParse(upgradeStoredNutrition({ ...OLD, fatG: '15' })).success).toBe(false);
  });

  it('upgrades a meal and every day and meal of a plan, without changing the stored object', () => {
    const meal = { id: 'd1-dinner', name: 'Stew', nutrition: OLD };
    expect(upgradeStoredMeal(meal)).toEqual({ ...meal, nutrition: WIRE });
    expect(meal.nutrition).toBe(OLD);
    expect(upgradeStoredMeal({ name: 'No facts' })).toEqual({ name: 'No facts' });
    expect(upgradeStoredMeal(null)).toBeNull();

    const plan = {
      id: 'p',
      days: [
        { day: 1, nutrition: OLD, meals: [meal, { ...meal, id: 'd1-lunch', nutrition: WIRE }] },
        { day: 2, meals: [] },
        'odd',
      ],
    };
    expect(upgradeStoredPlan(plan)).toEqual({
      id: 'p',
      days: [
        {
          day: 1,
          nutrition: WIRE,
          meals: [
            { ...meal, nutrition: WIRE },
            { ...meal, id: 'd1-lunch', nutrition: WIRE },
          ],
        },
        { day: 2, meals: [] },
        'odd',
      ],
    });
    expect(plan.days[0]).toMatchObject({ nutrition: OLD });
    expect(upgradeStoredPlan(null)).toBeNull();
    expect(upgradeStoredPlan({ days: 'x' })).toEqual({ days: 'x' });
  });
});
