/**
 * The indexed catalogue: foods by id, and recipes with everything derived from their
 * ingredients — diets, nutrition per serving and per recipe, reference cost, total time.
 */
import { makeAheadOf, type MakeAhead } from './make-ahead.js';
import type { StepFoodMention } from './own-recipes.js';
import { DIET_IDS, evaluateDiets, type DietId, type DietVerdict } from './diets.js';
import { recipeNutrition, roundNutrition, type NutritionFacts } from './nutrition.js';
import { dishKey, makesLeftovers } from './dish-family.js';
import { IngredientParser } from './parse.js';
import {
  KitchenDataError,
  parseFoodTable,
  parseRecipeFile,
  type Attribute,
  type Cuisine,
  type Food,
  type FoodTable,
  type IngredientLine,
  type MealType,
  type Occasion,
  type Protein,
  type Recipe,
  type RecipeCuisine,
} from './schema.js';
import { toGrams, type Grams } from './units.js';

export interface ResolvedIngredient extends IngredientLine {
  readonly food: Food;
  readonly grams: Grams;
  /** Reference cost of the purchased grams, in (fractional) cents; sum then round. */
  readonly costCents: number;
  /**
   * What is bought for the line (`boughtAs`): the food itself, a cooked form's raw food ("2 cups
   * cooked rice") or fresh juice's fruit, at grams ÷ yield (ADR 0028). Lists and costs go through
   * this, and a cooked form's nutrition.
   */
  readonly bought: { readonly food: Food; readonly grams: number };
}

export interface CatalogueRecipe extends Omit<Recipe, 'ingredients' | 'cuisine'> {
  /** The catalogue's are of the eight; a family's own may be "other". */
  readonly cuisine: RecipeCuisine;
  readonly ingredients: readonly ResolvedIngredient[];
  readonly totalMinutes: number;
  /** Rounded for display: kcal and mg whole, grams to 0.1. */
  readonly nutrition: { readonly perServing: NutritionFacts; readonly total: NutritionFacts };
  /** Diets the recipe satisfies, derived from its ingredients (never hand-tagged). */
  readonly diets: readonly DietId[];
  readonly dietVerdicts: readonly DietVerdict[];
  /** Union of the ingredients' attributes. */
  readonly attributes: readonly Attribute[];
  readonly costTotalCents: number;
  readonly costPerServingCents: number;
  /**
   * A batch-friendly dinner whose leftovers make a lunch (derived: a dish family that keeps, or
   * 6+ servings; `makesLeftovers`). Tagged for the planner to use later; not planned on yet.
   */
  readonly leftovers: boolean;
  /** What must be done hours ahead (marinate, soak, chill), read from its steps; null: nothing. */
  readonly makeAhead: MakeAhead | null;
  /**
   * A family's own recipe (`resolveOwnRecipe`): foods its steps name that no line has and a diet
   * it meets forbids (`stepsNamingOtherFoods`), said beside its steps wherever they are read.
   * Absent for the catalogue's recipes.
   */
  readonly stepFoodMentions?: readonly StepFoodMention[];
}

export interface RecipeFilter {
  readonly cuisine?: Cuisine;
  readonly mealType?: MealType;
  /** All of these diets must be satisfied. */
  readonly diets?: readonly DietId[];
  readonly occasion?: Occasion;
  readonly mainProtein?: Protein;
  readonly maxTotalMinutes?: number;
  /** Recipes using any of these foods are left out (dislikes, allergies by food). */
  readonly excludeFoodIds?: readonly string[];
}

export interface Catalogue {
  readonly foods: readonly Food[];
  readonly recipes: readonly CatalogueRecipe[];
  readonly priceIndex: FoodTable['priceIndex'];
  food(id: string): Food | undefined;
  recipe(id: string): CatalogueRecipe | undefined;
  readonly byCuisine: ReadonlyMap<RecipeCuisine, readonly CatalogueRecipe[]>;
  readonly byMealType: ReadonlyMap<MealType, readonly CatalogueRecipe[]>;
  readonly byDiet: ReadonlyMap<DietId, readonly CatalogueRecipe[]>;
  readonly byOccasion: ReadonlyMap<Occasion, readonly CatalogueRecipe[]>;
  readonly byProtein: ReadonlyMap<Protein, readonly CatalogueRecipe[]>;
  find(filter: RecipeFilter): CatalogueRecipe[];
  /**
   * The dish a recipe name is in this catalogue: `dishKey(name)`, and "X with Y" is the dish X
   * when the catalogue has X ("Chicken Piccata with Angel Hair" is "Chicken Piccata", "Chorizo and
   * Sweet Potato Hash with Fried Eggs" is "Chorizo and Sweet Potato Hash"): a plan holds a dish
   * once, and a family counted both in one plan.
   */
  dishOf(name: string): string;
  /** Free-text ingredient parser over this catalogue's foods. */
  readonly parser: IngredientParser;
}

export interface CatalogueInput {
  /** The generated food table (src/data/foods.json), unvalidated. */
  readonly foodTable: unknown;
  /** Recipe files by name (src/data/recipes/*.json), unvalidated. */
  readonly recipeFiles: Readonly<Record<string, unknown>>;
}

function groupBy<K, V>(items: readonly V[], keys: (item: V) => readonly K[]): Map<K, V[]> {
  const map = new Map<K, V[]>();
  for (const item of items) {
    for (const key of keys(item)) {
      const list = map.get(key);
      if (list) list.push(item);
      else map.set(key, [item]);
    }
  }
  return map;
}

/**
 * What a line of `food` weighing `grams` (edible = purchased for cooked forms) is bought as: the
 * food itself; for a cooked form its raw food and grams ÷ yield (ADR 0028); for fresh juice its
 * fruit and grams ÷ yield ("juice of 1 lime" buys a lime, not a bottle). Throws for a cooked form
 * or juice whose food is missing (the derive script checks this too).
 */
export function boughtAs(
  food: Food,
  grams: number,
  foodById: (id: string) => Food | undefined,
): { food: Food; grams: number } {
  const from = food.cooked
    ? { id: food.cooked.rawFoodId, yield: food.cooked.yield }
    : food.juiceOf
      ? { id: food.juiceOf.fruitFoodId, yield: food.juiceOf.yield }
      : null;
  if (!from) return { food, grams };
  const bought = foodById(from.id);
  if (!bought) throw new Error(`food ${food.id}: ${from.id}, what it is bought as, is not in the table`);
  return { food: bought, grams: grams / from.yield };
}

/**
 * A citrus zest and the fruit it comes off. The zest is its own food (its nutrition, a part of a
 * fruit's price), and a list that also buys the fruit takes the zest off those same fruits
 * (grocery `priceGroceryList`): a walk-through's list bought "1 lemon" for its juice and "1 lemon,
 * for its zest" beside it.
 */
export const ZEST_FRUIT_FOOD_IDS: Readonly<Record<string, string>> = {
  'citrus-zest': 'lemon',
  'lime-zest': 'lime',
  'orange-zest': 'orange',
};

/** Reference price of a food per purchased gram, in cents. */
export function centsPerPurchasedGram(food: Food): number {
  const grams = toGrams(food, food.price.quantity, food.price.unit);
  if (!grams || grams.purchased <= 0) throw new Error(`food ${food.id}: its price unit has no weight`);
  return food.price.cents / grams.purchased;
}

/**
 * One recipe's ingredients resolved to foods and grams, with its nutrition, derived diets, cost and
 * time; null (with `problems` added) when a line's food or unit does not resolve. The same code for
 * the bundled recipes and a family's own (own-recipes.ts).
 */
export function resolveRecipe(
  recipe: Omit<Recipe, 'cuisine'> & { readonly cuisine: RecipeCuisine },
  foods: ReadonlyMap<string, Food>,
  problems: string[],
): CatalogueRecipe | null {
  const resolved: ResolvedIngredient[] = [];
  recipe.ingredients.forEach((line, index) => {
    const food = foods.get(line.foodId);
    if (!food) {
      problems.push(
        `recipe "${recipe.id}" field ingredients[${index}].foodId: unknown food "${line.foodId}"`,
      );
      return;
    }
    const grams = toGrams(food, line.quantity, line.unit);
    if (!grams) {
      problems.push(
        `recipe "${recipe.id}" field ingredients[${index}].unit: food "${food.id}" has no weight for "${line.unit}"`,
      );
      return;
    }
    const bought = boughtAs(food, grams.purchased, (id) => foods.get(id));
    resolved.push({
      ...line,
      food,
      grams,
      costCents: bought.grams * centsPerPurchasedGram(bought.food),
      bought,
    });
  });
  if (resolved.length !== recipe.ingredients.length) return null;

  const nutrition = recipeNutrition(
    // A cooked form counts as its raw food at grams ÷ yield, so nutrition and cost agree (ADR 0028).
    resolved.map((line) =>
      line.food.cooked
        ? { per100g: line.bought.food.nutrientsPer100g, edibleGrams: line.bought.grams }
        : { per100g: line.food.nutrientsPer100g, edibleGrams: line.grams.edible },
    ),
    recipe.servings,
  );
  const dietVerdicts = evaluateDiets({
    foods: resolved.map((line) => line.food),
    netCarbohydratePerServingG: nutrition.perServing.netCarbohydrateG,
  });
  const costTotal = resolved.reduce((sum, line) => sum + line.costCents, 0);
  return {
    ...recipe,
    ingredients: resolved,
    totalMinutes: recipe.prepMinutes + recipe.cookMinutes,
    nutrition: { perServing: roundNutrition(nutrition.perServing), total: roundNutrition(nutrition.total) },
    diets: dietVerdicts.filter((v) => v.ok).map((v) => v.diet),
    dietVerdicts,
    attributes: [...new Set(resolved.flatMap((line) => line.food.attributes))].sort(),
    costTotalCents: Math.round(costTotal),
    costPerServingCents: Math.round(costTotal / recipe.servings),
    leftovers: makesLeftovers(recipe),
    makeAhead: makeAheadOf(recipe),
  };
}

/**
 * Validates the food table and every recipe file, resolves every ingredient to a food and grams,
 * and derives diets, nutrition, cost and total time. Throws `KitchenDataError` listing every
 * problem (file, recipe id, field) when the data is broken.
 */
export function buildCatalogue(input: CatalogueInput): Catalogue {
  const table = parseFoodTable(input.foodTable);
  const foods = new Map(table.foods.map((food) => [food.id, food]));
  if (foods.size !== table.foods.length)
    throw new KitchenDataError('duplicate food ids in the food table', []);

  const problems: string[] = [];
  const seen = new Map<string, string>();
  const recipes: CatalogueRecipe[] = [];
  for (const [fileName, data] of Object.entries(input.recipeFiles)) {
    let parsed: Recipe[];
    try {
      parsed = parseRecipeFile(fileName, data);
    } catch (error) {
      if (error instanceof KitchenDataError) {
        problems.push(...error.problems);
        continue;
      }
      throw error;
    }
    for (const recipe of parsed) {
      const other = seen.get(recipe.id);
      if (other !== undefined) {
        problems.push(`${fileName}: recipe "${recipe.id}" field id: duplicate of a recipe in ${other}`);
        continue;
      }
      seen.set(recipe.id, fileName);
      const before = problems.length;
      const resolved = resolveRecipe(recipe, foods, problems);
      for (let i = before; i < problems.length; i += 1) problems[i] = `${fileName}: ${problems[i]}`;
      if (resolved) recipes.push(resolved);
    }
  }
  if (problems.length > 0) {
    throw new KitchenDataError(`Invalid recipe data (${problems.length}):\n${problems.join('\n')}`, problems);
  }
  recipes.sort((a, b) => a.id.localeCompare(b.id));
  let parser: IngredientParser | undefined;
  return indexCatalogue(table.foods, foods, recipes, table.priceIndex, () => {
    parser ??= new IngredientParser(table.foods);
    return parser;
  });
}

/**
 * The bundled catalogue with a family's own recipes added (issue #19): same foods, prices and
 * parser, the indexes rebuilt over both. Ids must not clash (own recipes' ids start `own-`).
 */
export function extendCatalogue(base: Catalogue, extra: readonly CatalogueRecipe[]): Catalogue {
  if (extra.length === 0) return base;
  const recipes = [...base.recipes, ...extra.filter((recipe) => !base.recipe(recipe.id))];
  return indexCatalogue(
    base.foods,
    new Map(base.foods.map((food) => [food.id, food])),
    recipes,
    base.priceIndex,
    () => base.parser,
  );
}

function indexCatalogue(
  foodList: readonly Food[],
  foods: ReadonlyMap<string, Food>,
  recipes: readonly CatalogueRecipe[],
  priceIndex: FoodTable['priceIndex'],
  parserOf: () => IngredientParser,
): Catalogue {
  const byId = new Map(recipes.map((recipe) => [recipe.id, recipe]));
  const dishes = new Set(recipes.map((recipe) => dishKey(recipe.name)));
  // Read for every eligible recipe of every plan: each name's dish is worked out once.
  const dishByName = new Map<string, string>();
  const dishOf = (name: string): string => {
    let dish = dishByName.get(name);
    if (dish === undefined) {
      const key = dishKey(name);
      const cut = name.search(/\swith\s/i);
      const base = cut <= 0 ? key : dishKey(name.slice(0, cut));
      dish = base !== key && dishes.has(base) ? base : key;
      dishByName.set(name, dish);
    }
    return dish;
  };
  const byDiet = groupBy(recipes, (r) => r.diets);
  for (const diet of DIET_IDS) if (!byDiet.has(diet)) byDiet.set(diet, []);

  return {
    foods: foodList,
    recipes,
    priceIndex,
    food: (id) => foods.get(id),
    recipe: (id) => byId.get(id),
    byCuisine: groupBy(recipes, (r) => [r.cuisine]),
    byMealType: groupBy(recipes, (r) => r.mealTypes),
    byDiet,
    byOccasion: groupBy(recipes, (r) => r.occasions),
    byProtein: groupBy(recipes, (r) => [r.mainProtein]),
    find(filter) {
      const excluded = new Set(filter.excludeFoodIds ?? []);
      return recipes.filter(
        (r) =>
          (filter.cuisine === undefined || r.cuisine === filter.cuisine) &&
          (filter.mealType === undefined || r.mealTypes.includes(filter.mealType)) &&
          (filter.diets ?? []).every((diet) => r.diets.includes(diet)) &&
          (filter.occasion === undefined || r.occasions.includes(filter.occasion)) &&
          (filter.mainProtein === undefined || r.mainProtein === filter.mainProtein) &&
          (filter.maxTotalMinutes === undefined || r.totalMinutes <= filter.maxTotalMinutes) &&
          r.ingredients.every((line) => !excluded.has(line.foodId)),
      );
    },
    dishOf,
    get parser() {
      return parserOf();
    },
  };
}
