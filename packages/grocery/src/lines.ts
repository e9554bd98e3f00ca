/**
 * Grocery lines: what the selected meals need, one line per ingredient, before aggregation.
 *
 * Lines come from catalogue recipes (scaled to the family exactly as the planner scales them:
 * `family / recipe.servings`) or from free text a person typed, matched to a food by the kitchen's
 * ingredient parser. A line is plain data, so it can be stored and sent as JSON.
 */
import {
  UNITS,
  boughtAs,
  formatAmount as formatKitchenAmount,
  kitchenAmount,
  normalize,
  scaleIngredientText,
  splitIngredientText,
  toGrams,
  type Catalogue,
  type Food,
  type UnitId,
  usedScale,
} from '@saverly/kitchen';

/** One ingredient line of one meal. */
export interface GroceryLine {
  /** The kitchen food the line names; null when nothing matched (priced as "not found"). */
  readonly foodId: string | null;
  /** The line as the family reads it ("3 cups long-grain white rice, rinsed"). */
  readonly text: string;
  /** Amount in `unit`; absent when the line has none ("salt to taste"). */
  readonly quantity?: number;
  readonly unit?: UnitId;
  /**
   * Grams as purchased, when known. Takes precedence over `quantity` and `unit` (a free-text
   * line with a stated package size, "1 (14.5 oz) can tomatoes", knows its weight best).
   */
  readonly grams?: number;
  /** Which meal the line belongs to (e.g. "day-2-dinner"); collected per item for the UI. */
  readonly mealKey?: string;
  /**
   * The amount is what is bought for the line (the fruit its juice comes from, the raw food of a
   * cooked one), not what its text says: the list counts it from `quantity`, never from the
   * text's number ("2 tbsp lemon juice" is 0.66 of a lemon, not 2 lemons).
   */
  readonly boughtAs?: true;
}

/** A meal to take lines from: a catalogue recipe and, optionally, the key to tag its lines with. */
export interface MealRef {
  readonly recipeId: string;
  /** Defaults to the recipe id. */
  readonly mealKey?: string;
}

/**
 * The words of an ingredient line without its leading amount ("2 (14 oz) cans diced tomatoes,
 * drained" → "diced tomatoes, drained"); the line itself when it does not start with an amount.
 */
export function ingredientDescription(text: string): string {
  return splitIngredientText(text).rest;
}

/** "3 cups", "1 1/2 lb", "2" (count with no unit word), in amounts a cook measures. */
export function formatAmount(quantity: number, unit: UnitId): string {
  const amount = kitchenAmount(quantity, unit);
  return formatKitchenAmount(amount.quantity, amount.unit);
}

/**
 * A catalogue recipe's ingredients for a family of `familySize`, scaled like the planner scales
 * meals (`familySize / recipe.servings`), with purchased grams from the catalogue.
 * Throws a RangeError for an unknown recipe id or a family size that is not a positive number.
 */
export function linesForRecipe(
  catalogue: Pick<Catalogue, 'recipe'>,
  recipeId: string,
  familySize: number,
  mealKey: string = recipeId,
): GroceryLine[] {
  const recipe = catalogue.recipe(recipeId);
  if (!recipe) throw new RangeError(`unknown recipe "${recipeId}"`);
  if (!Number.isFinite(familySize) || familySize <= 0)
    throw new RangeError(`family size must be a positive number, got ${familySize}`);
  const scale = familySize / recipe.servings;
  return recipe.ingredients.map((line) => {
    const text = scaleIngredientText({ ...line, name: line.food.name }, scale).text;
    // A cooked form ("2 cups cooked rice") is bought as its raw food, fresh juice as its fruit, at
    // grams ÷ yield (ADR 0028).
    if (line.bought.food.id !== line.foodId)
      return boughtLine(line.bought.food, line.bought.grams * scale, text, mealKey);
    return {
      foodId: line.foodId,
      text,
      quantity: line.quantity * scale,
      unit: line.unit,
      grams: line.grams.purchased * usedScale(line, scale, line.food.name),
      mealKey,
    };
  });
}

/**
 * A line bought as another food (`boughtAs`): `grams` of `food` in grams (a cooked cup is not a
 * raw cup), or in the fruit's count when it is sold by the piece (juice: "1 1/2 limes" beside the
 * recipe's whole limes, one item).
 */
function boughtLine(food: Food, grams: number, text: string, mealKey: string | undefined): GroceryLine {
  const each = food.packages[0]?.unit === 'each' ? toGrams(food, 1, 'each')?.purchased : undefined;
  return {
    foodId: food.id,
    text,
    ...(each ? { quantity: grams / each, unit: 'each' as const } : { quantity: grams, unit: 'g' as const }),
    grams,
    ...(mealKey === undefined ? {} : { mealKey }),
    boughtAs: true,
  };
}

/** `linesForRecipe` for every meal, in order. */
export function linesForMeals(
  catalogue: Pick<Catalogue, 'recipe'>,
  meals: readonly MealRef[],
  familySize: number,
): GroceryLine[] {
  return meals.flatMap((meal) => linesForRecipe(catalogue, meal.recipeId, familySize, meal.mealKey));
}

/**
 * One free-text ingredient line ("2 cups rice", "salt to taste", "1 jar of grandma's relish")
 * matched to a food by the kitchen's parser; `foodId` is null when nothing matched. Returns null
 * for blank lines and group headers ("For the dressing:").
 */
export function parseGroceryText(
  catalogue: Pick<Catalogue, 'parser'> & Partial<Pick<Catalogue, 'food'>>,
  text: string,
  mealKey?: string,
): GroceryLine | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const parsed = catalogue.parser.parse(trimmed);
  if (parsed.isGroupHeader) return null;
  const food = parsed.foodId === null ? undefined : catalogue.food?.(parsed.foodId);
  const lookup = catalogue.food;
  const bought = food && lookup ? boughtAs(food, 1, lookup) : undefined;
  if (food && bought && bought.food !== food) {
    // Cooked forms are bought raw, fresh juice as its fruit (ADR 0028); a line with no amount
    // still names what is bought.
    const grams =
      parsed.grams?.purchased ??
      (parsed.quantity !== null && parsed.unit !== null
        ? toGrams(food, parsed.quantity, parsed.unit)?.purchased
        : undefined);
    if (grams === undefined)
      return { foodId: bought.food.id, text: trimmed, ...(mealKey === undefined ? {} : { mealKey }) };
    return boughtLine(bought.food, grams * bought.grams, trimmed, mealKey);
  }
  return {
    foodId: parsed.foodId,
    text: trimmed,
    ...(parsed.quantity !== null && parsed.unit !== null
      ? { quantity: parsed.quantity, unit: parsed.unit }
      : {}),
    ...(parsed.grams ? { grams: parsed.grams.purchased } : {}),
    ...(mealKey === undefined ? {} : { mealKey }),
  };
}

/**
 * Free text with one ingredient per line (or a list of lines), parsed with `parseGroceryText`;
 * blank lines and group headers are skipped.
 */
export function parseGroceryLines(
  catalogue: Pick<Catalogue, 'parser'> & Partial<Pick<Catalogue, 'food'>>,
  text: string | readonly string[],
  mealKey?: string,
): GroceryLine[] {
  const lines = typeof text === 'string' ? text.split(/\r?\n/) : text;
  const out: GroceryLine[] = [];
  for (const line of lines) {
    const parsed = parseGroceryText(catalogue, line, mealKey);
    if (parsed) out.push(parsed);
  }
  return out;
}

/** Grouping key of a line no food matched: its words before any comma, normalized. */
export function unmatchedKey(text: string): string {
  const description = ingredientDescription(text);
  const head = description.split(',')[0] ?? '';
  const key = normalize(head);
  return key === '' ? normalize(text) : key;
}

/** True when `unit` is one of the kitchen's units (for data that arrives as plain strings). */
export const isUnit = (unit: unknown): unit is UnitId =>
  typeof unit === 'string' && Object.hasOwn(UNITS, unit);
