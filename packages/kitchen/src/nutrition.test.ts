import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NUTRIENT_KEYS, nutritionOf, recipeNutrition, roundNutrition, sumNutrition } from './nutrition.js';
import type { Nutrients } from './schema.js';

const butter: Nutrients = {
  energyKcal: 717,
  proteinG: 0.85,
  fatG: 81.11,
  saturatedFatG: 51.368,
  carbohydrateG: 0.06,
  fiberG: 0,
  sugarsG: 0.06,
  sodiumMg: 643,
};
const lentils: Nutrients = {
  energyKcal: 353,
  proteinG: 25.8,
  fatG: 1.06,
  saturatedFatG: 0.154,
  carbohydrateG: 60.08,
  fiberG: 10.7,
  sugarsG: 2.03,
  sodiumMg: 6,
};

const nutrientsArb = fc.record(
  Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, fc.double({ min: 0, max: 900, noNaN: true })])) as Record<
    keyof Nutrients,
    fc.Arbitrary<number>
  >,
);

describe('nutrition', () => {
  it('scales per-100 g facts by the edible grams', () => {
    const n = nutritionOf(butter, 14);
    expect(n.energyKcal).toBeCloseTo(100.38, 2);
    expect(n.fatG).toBeCloseTo(11.355, 3);
  });

  it('counts net carbohydrate as carbohydrate minus fibre', () => {
    const n = nutritionOf(lentils, 100);
    expect(n.netCarbohydrateG).toBeCloseTo(49.38, 2);
  });

  it('sums lines and divides by servings', () => {
    const r = recipeNutrition(
      [
        { per100g: butter, edibleGrams: 28 },
        { per100g: lentils, edibleGrams: 200 },
      ],
      4,
    );
    expect(r.total.energyKcal).toBeCloseTo(717 * 0.28 + 353 * 2, 6);
    expect(r.perServing.energyKcal).toBeCloseTo(r.total.energyKcal / 4, 6);
    expect(() => recipeNutrition([], 0)).toThrow(RangeError);
  });

  it('is additive and linear (property)', () => {
    fc.assert(
      fc.property(
        nutrientsArb,
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        (per100, a, b) => {
          const whole = nutritionOf(per100, a + b);
          const parts = sumNutrition([nutritionOf(per100, a), nutritionOf(per100, b)]);
          return NUTRIENT_KEYS.every((k) => Math.abs(whole[k] - parts[k]) <= 1e-6 * Math.max(1, whole[k]));
        },
      ),
    );
  });

  it('rounds for display', () => {
    const r = roundNutrition(nutritionOf(lentils, 123.4));
    expect(Number.isInteger(r.energyKcal)).toBe(true);
    expect(Number.isInteger(r.sodiumMg)).toBe(true);
    expect(r.proteinG).toBe(Math.round(25.8 * 1.234 * 10) / 10);
  });
});
