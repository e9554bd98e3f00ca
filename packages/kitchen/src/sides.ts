/**
 * Simple sides served with a meal's main so a meal reaches the family's calorie target (toast,
 * rice, a baked potato, fruit, yogurt, milk, avocado, almonds, a green salad). Each side is one
 * kitchen food, so its nutrition is the food's SR28 facts, its price the store's price for that
 * food, and the diets it fits are derived from the food's attributes like a recipe's (never
 * hand-tagged). Amounts are in a measure a cook uses: slices, cups, pieces of fruit. A side goes
 * only beside a dish a cook would serve it with (`sidesForDish`): no rice beside a pasta or a fried
 * rice, no toast beside a sandwich or a curry, no green salad beside a salad.
 */
import { DIET_IDS, DIET_RULES, type DietId } from './diets.js';
import type { DishFacts, DishFamily } from './dish-family.js';
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
  /**
   * Dishes this side is not served with: what a cook would not put beside them (rice or toast
   * beside a bread salad, a pasta or a burrito; a green salad beside a salad).
   */
  readonly notWith: ReadonlySet<DishFamily>;
  /** Foods that make a dish already have this side (bread of any kind for toast): not served twice. */
  readonly sameAs: readonly string[];
  /**
   * Diets this side is never served on although its food breaks none of their rules: a glass of
   * milk or a piece of fruit is milk or fruit sugar a keto eater does not take as a side (a walk-
   * through's keto breakfasts came "with whole milk", 11 g net carbs, within the 20 g limit). In a
   * recipe the carbohydrate limit still decides (a splash of milk in eggs stays keto).
   */
  readonly notForDiets?: readonly DietId[];
  /** "slice whole-wheat toast" / "slices whole-wheat toast", after the number. */
  readonly singular: string;
  readonly plural: string;
  /**
   * What it was called in plans stored before (`singular` and `plural` then): a household share's
   * side is read back by its words (`sideFoodOfText`), and old plans keep theirs.
   */
  readonly formerly?: { readonly singular: string; readonly plural: string };
  /**
   * Minutes to make it, cooked beside the main: a side that takes longer than the family's
   * cooking-time limit is not served (a 60-minute oven potato beside a 20-minute dish broke it).
   */
  readonly minutes: number;
  /** How to make it, for the cook (none for what is only served: fruit, yogurt, milk, nuts). */
  readonly method?: string;
  /**
   * A starch (toast, rice, a potato): a meal has at most one (a walk-through's frittata came with
   * "1 medium baked potato" and rice).
   */
  readonly starch?: true;
}

/**
 * Dishes that are their own starch (bread, a wrap, pasta, noodles, rice, grains, potatoes,
 * pancakes): rice or a potato beside them is not a meal a cook would serve.
 */
const STARCH_DISHES: readonly DishFamily[] = [
  'congee',
  'noodle-soup',
  'noodles',
  'pasta',
  'pizza',
  'taco',
  'wrap',
  'quesadilla',
  'sandwich',
  'burger',
  'toast',
  'grain-bowl',
  'rice-bowl',
  'fried-rice',
  'dumplings',
  'pancakes',
  'oats',
  'baked-goods',
  'quiche',
  'casserole',
  'hash',
  'risotto',
];
/** Plates a side of rice belongs on though they are starch already (tacos, enchiladas). */
const RICE_PLATES: ReadonlySet<DishFamily> = new Set<DishFamily>(['taco', 'quesadilla', 'casserole']);
/** Starch dishes bread still goes beside: pasta (as garlic bread), a quiche, a bake, a hash. */
const BREAD_GOES_BESIDE: ReadonlySet<DishFamily> = new Set<DishFamily>([
  'pasta',
  'quiche',
  'casserole',
  'hash',
  'risotto',
]);
/**
 * Toast goes beside eggs, soups, salads, stews and those starch dishes, but not beside a dish that
 * is bread or a grain already, nor beside those served with rice or their own bread (naan,
 * tortillas, lettuce cups).
 */
const NOT_WITH_TOAST: readonly DishFamily[] = [
  ...STARCH_DISHES.filter((family) => !BREAD_GOES_BESIDE.has(family)),
  'curry',
  'dal',
  'stir-fry',
  'lettuce-wraps',
];
/**
 * Foods that make a dish its own starch, by kind: toast goes beside no dish with bread of its own,
 * rice beside none with rice, grains or pasta (tortillas and naan do not count), a potato beside
 * none with any starch (a potato curry still gets rice).
 */
const BREADS = [
  'whole-wheat-bread',
  'white-bread',
  'baguette',
  'brioche',
  'bagel',
  'english-muffin',
  'croutons',
  'naan',
  'pita',
  'hamburger-bun',
  'flour-tortilla',
  'corn-tortilla',
];
const RICE_AND_GRAINS = [
  'white-rice',
  'brown-rice',
  'cooked-white-rice',
  'cooked-brown-rice',
  'sticky-rice',
  'arborio-rice',
  'barley',
  'bulgur',
  'cooked-bulgur',
  'couscous',
  'cooked-couscous',
  'quinoa',
  'cooked-quinoa',
  'grits',
];
const PASTA_AND_NOODLES = [
  'pasta',
  'cooked-pasta',
  'whole-wheat-pasta',
  'gluten-free-pasta',
  'macaroni',
  'lasagna-noodles',
  'egg-noodles',
  'rice-noodles',
  'cooked-rice-noodles',
];
const POTATOES = ['potato', 'red-potato', 'yukon-gold-potato', 'sweet-potato'];

/** A salad's own greens or a bowl of fruit (with the fruit it has). */
const SALADS: readonly DishFamily[] = ['salad'];
const FRUIT_DISHES: readonly DishFamily[] = ['fruit-salad', 'smoothie', 'yogurt-bowl'];
const YOGURT_DISHES: readonly DishFamily[] = ['yogurt-bowl', 'smoothie'];

export const SIDE_DEFINITIONS: readonly SideDefinition[] = [
  {
    id: 'toast',
    starch: true,
    foodId: 'whole-wheat-bread',
    unit: 'slice',
    perStep: 1,
    maxSteps: 2,
    mealTypes: ['breakfast', 'lunch', 'dinner'],
    notWith: new Set(NOT_WITH_TOAST),
    sameAs: BREADS,
    singular: 'slice whole-wheat toast',
    plural: 'slices whole-wheat toast',
    minutes: 5,
    method: 'Toast the bread just before serving.',
  },
  {
    id: 'rice',
    starch: true,
    foodId: 'white-rice',
    unit: 'cup',
    perStep: 0.25,
    maxSteps: 2,
    mealTypes: ['lunch', 'dinner'],
    notWith: new Set([...STARCH_DISHES.filter((family) => !RICE_PLATES.has(family)), 'salad']),
    sameAs: [...RICE_AND_GRAINS, ...PASTA_AND_NOODLES],
    // Measured dry: "1/4 cup white rice (dry), cooked" read as a quarter cup of either to two
    // walk-throughs' families (it cooks to about three times that).
    singular: 'cup white rice, measured dry',
    plural: 'cups white rice, measured dry',
    formerly: { singular: 'cup white rice (dry), cooked', plural: 'cups white rice (dry), cooked' },
    minutes: 25,
    method:
      'Start the rice first: rinse it, bring it to a boil in twice its volume of salted water, then cover and simmer on low for 18 minutes; rest it 5 minutes and fluff with a fork.',
  },
  {
    id: 'potato',
    starch: true,
    foodId: 'potato',
    unit: 'medium',
    perStep: 1,
    maxSteps: 1,
    mealTypes: ['lunch', 'dinner'],
    notWith: new Set([...STARCH_DISHES, 'curry', 'dal', 'stir-fry', 'lettuce-wraps']),
    sameAs: [...BREADS, ...RICE_AND_GRAINS, ...PASTA_AND_NOODLES, ...POTATOES],
    singular: 'medium baked potato',
    plural: 'medium baked potatoes',
    minutes: 12,
    method:
      'Scrub and prick the potatoes and microwave them 8–10 minutes, turning once, until a knife slides in; split them and season with salt and pepper.',
  },
  {
    id: 'sweet-potato',
    starch: true,
    foodId: 'sweet-potato',
    unit: 'medium',
    perStep: 1,
    maxSteps: 1,
    mealTypes: ['lunch', 'dinner'],
    notWith: new Set([...STARCH_DISHES, 'curry', 'dal', 'stir-fry', 'lettuce-wraps']),
    sameAs: [...BREADS, ...RICE_AND_GRAINS, ...PASTA_AND_NOODLES, ...POTATOES],
    singular: 'baked sweet potato',
    plural: 'baked sweet potatoes',
    minutes: 12,
    method:
      'Scrub and prick the sweet potatoes and microwave them 8–12 minutes, turning once, until soft; split them and season with salt.',
  },
  {
    id: 'banana',
    notForDiets: ['keto'],
    foodId: 'banana',
    unit: 'medium',
    perStep: 1,
    maxSteps: 1,
    mealTypes: ['breakfast', 'lunch'],
    notWith: new Set(FRUIT_DISHES),
    sameAs: ['banana'],
    singular: 'banana',
    plural: 'bananas',
    minutes: 0,
  },
  {
    id: 'apple',
    notForDiets: ['keto'],
    foodId: 'apple',
    unit: 'medium',
    perStep: 1,
    maxSteps: 1,
    mealTypes: ['breakfast', 'lunch', 'dinner'],
    notWith: new Set(FRUIT_DISHES),
    sameAs: ['apple'],
    singular: 'apple',
    plural: 'apples',
    minutes: 0,
  },
  {
    id: 'orange',
    notForDiets: ['keto'],
    foodId: 'orange',
    unit: 'each',
    perStep: 1,
    maxSteps: 1,
    mealTypes: ['breakfast', 'lunch'],
    notWith: new Set(FRUIT_DISHES),
    sameAs: ['orange'],
    singular: 'orange',
    plural: 'oranges',
    minutes: 0,
  },
  {
    id: 'yogurt',
    foodId: 'yogurt',
    unit: 'cup',
    perStep: 0.75,
    maxSteps: 1,
    mealTypes: ['breakfast', 'lunch'],
    notWith: new Set(YOGURT_DISHES),
    sameAs: ['yogurt'],
    singular: 'cup plain yogurt',
    plural: 'cups plain yogurt',
    minutes: 0,
  },
  {
    id: 'milk',
    notForDiets: ['keto'],
    foodId: 'milk',
    unit: 'cup',
    perStep: 1,
    maxSteps: 1,
    mealTypes: ['breakfast'],
    notWith: new Set<DishFamily>(['smoothie']),
    sameAs: ['milk'],
    singular: 'cup milk',
    plural: 'cups milk',
    minutes: 0,
  },
  {
    id: 'avocado',
    foodId: 'avocado',
    unit: 'each',
    perStep: 0.5,
    maxSteps: 2,
    mealTypes: ['breakfast', 'lunch', 'dinner'],
    // Nor beside a dal, a curry, a congee, a noodle soup, dumplings or a pasta: a planned
    // household dal came "with 1/2 avocado, sliced".
    notWith: new Set<DishFamily>([
      'fruit-salad',
      'smoothie',
      'yogurt-bowl',
      'oats',
      'pancakes',
      'baked-goods',
      'dal',
      'curry',
      'congee',
      'noodle-soup',
      'dumplings',
      'pasta',
    ]),
    sameAs: ['avocado'],
    singular: 'avocado, sliced',
    plural: 'avocados, sliced',
    minutes: 2,
    method: 'Halve, pit and slice the avocado just before serving; a pinch of salt.',
  },
  {
    id: 'almonds',
    foodId: 'almonds',
    unit: 'cup',
    perStep: 0.125,
    maxSteps: 2,
    mealTypes: ['breakfast', 'lunch'],
    // Not beside a bowl of soup, curry or congee (a walk-through's plan served almonds with a congee).
    notWith: new Set<DishFamily>(['congee', 'soup', 'noodle-soup', 'curry', 'dal', 'stew', 'chili']),
    sameAs: ['almonds'],
    singular: 'cup almonds',
    plural: 'cups almonds',
    minutes: 0,
  },
  {
    id: 'green-salad',
    foodId: 'mixed-greens',
    unit: 'cup',
    perStep: 2,
    maxSteps: 1,
    mealTypes: ['lunch', 'dinner'],
    notWith: new Set(SALADS),
    sameAs: ['mixed-greens'],
    singular: 'cup mixed greens (a green salad)',
    plural: 'cups mixed greens (a green salad)',
    minutes: 5,
    method:
      'Rinse and dry the greens; season with salt and pepper, or dress with oil and vinegar from the pantry, just before serving.',
  },
];

/**
 * How to make the side of this food (`SideDefinition.method`), for a meal stored before sides
 * carried it; undefined for a food no side is made of or one only served.
 */
export function sideMethod(foodId: string): string | undefined {
  return SIDE_DEFINITIONS.find((definition) => definition.foodId === foodId)?.method;
}

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
      diets: DIET_IDS.filter(
        (d) => DIET_RULES[d].forbids.every((a) => !attributes.has(a)) && !definition.notForDiets?.includes(d),
      ),
    });
  }
  return out;
}

/**
 * The sides a cook would serve beside `dish` (of `family`): none its family does not go with
 * (`notWith`), and none it already has (rice beside a dish with rice, toast beside a bread salad).
 */
export function sidesForDish<T extends { readonly definition: SideDefinition }>(
  sides: readonly T[],
  dish: DishFacts,
  family: DishFamily,
): T[] {
  const foods = new Set(dish.ingredients.map((line) => line.foodId));
  return sides.filter(
    (side) => !side.definition.notWith.has(family) && !side.definition.sameAs.some((id) => foods.has(id)),
  );
}

/** "4 slices whole-wheat toast", "1/2 avocado, sliced", "1 cup white rice, measured dry". */
export function sideText(definition: SideDefinition, steps: number, people: number): string {
  const quantity = definition.perStep * steps * people;
  // Eighths of a cup are no cup a kitchen has: "3/8 cup almonds" is 6 tablespoons.
  const quarters = quantity * 4;
  if (definition.unit === 'cup' && quantity < 1 && Math.abs(quarters - Math.round(quarters)) > 1e-9)
    return `${formatQuantity(quantity * 16)} tbsp ${definition.plural.replace(/^cups?\s+/, '')}`;
  const one = quantity <= 1 + 1e-9;
  return `${formatQuantity(quantity)} ${one ? definition.singular : definition.plural}`;
}

/**
 * The food of a side from its text as `sideText` wrote it ("1 slice whole-wheat toast",
 * "6 tbsp almonds"): a household person's sides are kept as text (ADR 0037). Undefined when no
 * side reads so.
 */
export function sideFoodOfText(text: string): string | undefined {
  const words = text.toLowerCase();
  const known = SIDE_DEFINITIONS.filter((d) =>
    [d, ...(d.formerly ? [d.formerly] : [])]
      .flatMap((names) => [names.singular, names.plural, names.plural.replace(/^cups?\s+/, '')])
      .some((name) => words.endsWith(` ${name}`)),
  );
  // The longest name read is the one meant.
  return known.sort((a, b) => b.plural.length - a.plural.length)[0]?.foodId;
}
