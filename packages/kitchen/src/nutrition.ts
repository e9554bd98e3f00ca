/**
 * Nutrition from quantities × portion weights × SR28 nutrient facts per 100 g.
 */
import type { Nutrients } from './schema.js';

export interface NutritionFacts extends Nutrients {
  /** Carbohydrate by difference minus dietary fibre: what the keto and low-carb rules count. */
  readonly netCarbohydrateG: number;
}

export const NUTRIENT_KEYS = [
  'energyKcal',
  'proteinG',
  'fatG',
  'saturatedFatG',
  'carbohydrateG',
  'fiberG',
  'sugarsG',
  'sodiumMg',
] as const satisfies readonly (keyof Nutrients)[];

const ZERO_NUTRITION: NutritionFacts = {
  energyKcal: 0,
  proteinG: 0,
  fatG: 0,
  saturatedFatG: 0,
  carbohydrateG: 0,
  fiberG: 0,
  sugarsG: 0,
  sodiumMg: 0,
  netCarbohydrateG: 0,
};

function withNetCarbs(n: Nutrients): NutritionFacts {
  return { ...n, netCarbohydrateG: Math.max(0, n.carbohydrateG - n.fiberG) };
}

/** Nutrition of `edibleGrams` of a food whose facts are per 100 g. */
export function nutritionOf(per100g: Nutrients, edibleGrams: number): NutritionFacts {
  const factor = edibleGrams / 100;
  const out = { ...ZERO_NUTRITION } as Record<keyof Nutrients, number>;
  for (const key of NUTRIENT_KEYS) out[key] = per100g[key] * factor;
  return withNetCarbs(out);
}

export function sumNutrition(parts: readonly Nutrients[]): NutritionFacts {
  const out = { ...ZERO_NUTRITION } as Record<keyof Nutrients, number>;
  for (const part of parts) for (const key of NUTRIENT_KEYS) out[key] += part[key];
  return withNetCarbs(out);
}

export function scaleNutrition(n: Nutrients, factor: number): NutritionFacts {
  const out = { ...ZERO_NUTRITION } as Record<keyof Nutrients, number>;
  for (const key of NUTRIENT_KEYS) out[key] = n[key] * factor;
  return withNetCarbs(out);
}

/** Display rounding: kcal and mg to whole numbers, grams to one decimal. */
export function roundNutrition(n: NutritionFacts): NutritionFacts {
  const r1 = (x: number) => Math.round(x * 10) / 10;
  return {
    energyKcal: Math.round(n.energyKcal),
    proteinG: r1(n.proteinG),
    fatG: r1(n.fatG),
    saturatedFatG: r1(n.saturatedFatG),
    carbohydrateG: r1(n.carbohydrateG),
    fiberG: r1(n.fiberG),
    sugarsG: r1(n.sugarsG),
    sodiumMg: Math.round(n.sodiumMg),
    netCarbohydrateG: r1(n.netCarbohydrateG),
  };
}

export interface RecipeNutrition {
  readonly total: NutritionFacts;
  readonly perServing: NutritionFacts;
}

/** Whole-recipe and per-serving nutrition (unrounded; round for display with `roundNutrition`). */
export function recipeNutrition(
  lines: readonly { readonly per100g: Nutrients; readonly edibleGrams: number }[],
  servings: number,
): RecipeNutrition {
  if (!(servings > 0)) throw new RangeError('servings must be positive');
  const total = sumNutrition(lines.map((line) => nutritionOf(line.per100g, line.edibleGrams)));
  return { total, perServing: scaleNutrition(total, 1 / servings) };
}
