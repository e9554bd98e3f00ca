/**
 * Pantry staples: foods a family keeps in the cupboard (salt, pepper, oil, spices, flour …), so the
 * grocery list flags them instead of making the family buy salt every week.
 *
 * The default rule is every food in the spices and oils-and-vinegars aisles plus a short list of
 * cupboard foods from other aisles. A family edits its own pantry list starting from
 * `defaultPantryFoodIds(catalogue)`; `priceGroceryList` takes that list in place of the rule.
 */
import type { Aisle, Catalogue, Food } from '@saverly/kitchen';

/** Aisles whose foods are pantry staples by default. */
export const DEFAULT_PANTRY_AISLES: ReadonlySet<Aisle> = new Set<Aisle>(['spices', 'oils-vinegars']);

/** Foods outside the pantry aisles that a family keeps in the cupboard by default. */
export const DEFAULT_PANTRY_FOOD_IDS: ReadonlySet<string> = new Set([
  'water',
  'flour',
  'sugar',
  'brown-sugar',
  'powdered-sugar',
  'baking-powder',
  'baking-soda',
  'cornstarch',
  'vanilla',
  'yeast',
  'soy-sauce',
  'ketchup',
  'mustard',
  'dijon-mustard',
  'hot-sauce',
  'worcestershire',
  'honey',
]);

/** True when the default pantry rule counts this food as a staple the family already has. */
export function isPantryFood(food: Pick<Food, 'id' | 'aisle'>): boolean {
  return DEFAULT_PANTRY_AISLES.has(food.aisle) || DEFAULT_PANTRY_FOOD_IDS.has(food.id);
}

/**
 * Ids of the catalogue's foods that the default rule counts as pantry staples, sorted: the list a
 * family starts from and edits (add the rice they always have, remove the oil they ran out of).
 */
export function defaultPantryFoodIds(catalogue: Pick<Catalogue, 'foods'>): string[] {
  return catalogue.foods
    .filter(isPantryFood)
    .map((food) => food.id)
    .sort();
}
