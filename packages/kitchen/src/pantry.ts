/**
 * Pantry staples: foods a family keeps in the cupboard (salt, pepper, oil, spices, flour …). The
 * planner charges them pro rata (the family uses up a share) and the grocery list does not make
 * the family buy them every week; both use this one rule. A family edits its own pantry starting
 * from `pantryStapleIds(catalogue)`.
 */
import type { Catalogue } from './catalogue.js';
import type { Aisle } from './aisles.js';
import type { Food } from './schema.js';

/** Aisles whose foods are pantry staples. */
export const PANTRY_AISLES: ReadonlySet<Aisle> = new Set<Aisle>(['spices', 'oils-vinegars']);

/** Foods outside those aisles that a family keeps in the cupboard. */
export const PANTRY_FOOD_IDS: ReadonlySet<string> = new Set([
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

/**
 * Staples from the tap: never bought, so never asked about ("Do you have these at home?" asked a
 * walk-through's family about Water).
 */
export const TAP_FOOD_IDS: ReadonlySet<string> = new Set(['water']);

/** True when the staple rule counts this food as one the family already has. */
export function isPantryStaple(food: Pick<Food, 'id' | 'aisle'>): boolean {
  return PANTRY_AISLES.has(food.aisle) || PANTRY_FOOD_IDS.has(food.id);
}

/** Ids of the catalogue's staples, sorted: the pantry a family starts from and edits. */
export function pantryStapleIds(catalogue: Pick<Catalogue, 'foods'>): string[] {
  return catalogue.foods
    .filter(isPantryStaple)
    .map((food) => food.id)
    .sort();
}
