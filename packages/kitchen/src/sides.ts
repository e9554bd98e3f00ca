/**
 * Simple sides served with a meal's main so a meal reaches the family's calorie target (toast,
 * rice, a baked potato, fruit, yogurt, milk, avocado, almonds, a green salad). Each side is one
 * kitchen food, so its nutrition is the food's SR28 facts, its price the store's price for that
 * food, and the diets it fits are derived from the food's attributes like a recipe's (never
 * hand-tagged). Amounts are in a measure a cook uses: slices, cups, pieces of fruit.
 */
import { DIET_IDS, DIET_RULES, type DietId } from './diets.js';
import { nutritionOf, type NutritionFacts } from './nutrition.js';
import type { Food, MealType } from './schema.js';
import { formatQuantity, toGrams, type UnitId } from './units.js';

export interface SideDefinition {
  readonly id: string;
  readonly foodId: string;
  /** Measure of one step, per person. */
  readonly unit: UnitId;
  /** Quantity of `unit` per person per step (e.g. 1 slice, 1/4 cup dry rice). */
  readonly perStep: number;
  /** At most this many steps per person. */
  readonly maxSteps: number;
  readonly mealTypes: readonly MealType[];
  /** "slice whole-wheat toast" / "slices whole-wheat toast", after the number. */
  readonly singular: string;
  readonly plural: string;
}

export const SIDE_DEFINITIONS: readonly SideDefinition[] = [
  {
    id: 'toast',
    foodId: 'whole-wheat-bread',
    unit: 'slice',
    perStep: 1,
    maxSteps: 2,
    mealTypes: ['breakfast', 'lunch', 'dinner'],
    singular: 'slice whole-wheat toast',
    plural: 'slices whole-wheat toast',
  },
  {
    id: 'rice',
    foodId: 'white-rice',
    unit: 'cup',
    perStep: 0.25,
    maxSteps: 2,
    mealTypes: ['lunch', 'dinner'],
    singular: 'cup white rice (dry), cooked',
    plural: 'cups white rice (dry), cooked',
  },
  {
    id: 'potato',
    foodId: 'potato',
    unit: 'medium',
    perStep: 1,
    maxSteps: 1,
    mealTypes: ['lunch', 'dinner'],
    singular: 'medium baked potato',
    plural: 'medium baked potatoes',
  },
  {
    id: 'sweet-potato',
    foodId: 'sweet-potato',
    unit: 'medium',
    perStep: 1,
    maxSteps: 1,
    mealTypes: ['lunch', 'dinner'],
    singular: 'baked sweet potato',
    plural: 'baked sweet potatoes',
  },
  {
    id: 'banana',
    foodId: 'banana',
    unit: 'medium',
    perStep: 1,
    maxSteps: 1,
    mealTypes: ['breakfast', 'lunch'],
    singular: 'banana',
    plural: 'bananas',
  },
  {
    id: 'apple',
    foodId: 'apple',
    unit: 'medium',
    perStep: 1,
    maxSteps: 1,
    mealTypes: ['breakfast', 'lunch', 'dinner'],
    singular: 'apple',
    plural: 'apples',
  },
  {
    id: 'orange',
    foodId: 'orange',
    unit: 'each',
    perStep: 1,
    maxSteps: 1,
    mealTypes: ['breakfast', 'lunch'],
    singular: 'orange',
    plural: 'oranges',
  },
  {
    id: 'yogurt',
    foodId: 'yogurt',
    unit: 'cup',
    perStep: 0.75,
    maxSteps: 1,
    mealTypes: ['breakfast', 'lunch'],
    singular: 'cup plain yogurt',
    plural: 'cups plain yogurt',
  },
  {
    id: 'milk',
    foodId: 'milk',
    unit: 'cup',
    perStep: 1,
    maxSteps: 1,
    mealTypes: ['breakfast'],
    singular: 'cup milk',
    plural: 'cups milk',
  },
  {
    id: 'avocado',
    foodId: 'avocado',
    unit: 'each',
    perStep: 0.5,
    maxSteps: 2,
    mealTypes: ['breakfast', 'lunch', 'dinner'],
    singular: 'avocado, sliced',
    plural: 'avocados, sliced',
  },
  {
    id: 'almonds',
    foodId: 'almonds',
    unit: 'cup',
    perStep: 0.125,
    maxSteps: 2,
    mealTypes: ['breakfast', 'lunch'],
    singular: 'cup almonds',
    plural: 'cups almonds',
  },
  {
    id: 'green-salad',
    foodId: 'mixed-greens',
    unit: 'cup',
    perStep: 2,
    maxSteps: 1,
    mealTypes: ['lunch', 'dinner'],
    singular: 'cup mixed greens (a green salad)',
    plural: 'cups mixed greens (a green salad)',
  },
];

/** One step of a side for one person, measured on the food. */
export interface SideStep {
  readonly definition: SideDefinition;
  readonly food: Food;
  /** Grams bought per person per step (refuse included: a whole banana). */
  readonly purchasedGrams: number;
  /** Nutrition eaten per person per step. */
  readonly nutrition: NutritionFacts;
  /** Diets whose forbidden attributes the food does not carry (net-carb limits are checked per meal). */
  readonly diets: readonly DietId[];
}

/** The sides with their foods' facts (sides whose food or measure the catalogue lacks are left out). */
export function sideSteps(food: (id: string) => Food | undefined): SideStep[] {
  const out: SideStep[] = [];
  for (const definition of SIDE_DEFINITIONS) {
    const f = food(definition.foodId);
    if (!f) continue;
    const grams = toGrams(f, definition.perStep, definition.unit);
    if (!grams) continue;
    const attributes = new Set(f.attributes);
    out.push({
      definition,
      food: f,
      purchasedGrams: grams.purchased,
      nutrition: nutritionOf(f.nutrientsPer100g, grams.edible),
      diets: DIET_IDS.filter((d) => DIET_RULES[d].forbids.every((a) => !attributes.has(a))),
    });
  }
  return out;
}

/** "4 slices whole-wheat toast", "1/2 avocado, sliced", "1 cup white rice (dry), cooked". */
export function sideText(definition: SideDefinition, steps: number, people: number): string {
  const quantity = definition.perStep * steps * people;
  const one = quantity <= 1 + 1e-9;
  return `${formatQuantity(quantity)} ${one ? definition.singular : definition.plural}`;
}
