/**
 * Zod schemas for the kitchen's data: foods (derived from USDA SR28 by scripts/derive-foods.ts),
 * recipes (hand-written JSON under src/data/recipes) and their ingredient lines.
 *
 * Loading throws a `KitchenDataError` that names the file, the recipe id and the field path, so a
 * broken data file fails the test run (and CI) with a message a person can act on.
 */
import { z } from 'zod';
import { AISLES } from './aisles.js';
import { UNIT_IDS } from './units.js';

/** Food attributes the diet rules are decided by (docs/decisions/0011-diet-rules.md). */
export const ATTRIBUTES = [
  'meat', // flesh of mammals (beef, lamb, pork, veal …) and their broths
  'poultry',
  'pork', // also carries `meat`
  'fish',
  'shellfish',
  'dairy',
  'egg',
  'honey',
  'gelatin',
  'gluten', // wheat, barley, rye and products; oats (cross-contact), soy sauce
  'treeNut', // FDA list incl. pine nuts; coconut is not counted (see ADR 0011)
  'peanut',
  'soy',
  'sesame',
  'grain', // cereal grains and pseudo-grains incl. corn, rice, quinoa, oats; starches made from them
  'legume', // beans, lentils, chickpeas, peas, soy, peanuts
  'starchyLegume', // beans, lentils, chickpeas, split and green peas, their flours, hummus (not soy, peanuts, green beans)
  'starchyVegetable', // potatoes, sweet potatoes, parsnips and what is made of them
  'refinedSugar', // white/brown/powdered sugar, corn syrup, molasses and products sweetened with them
  'addedSugar', // any added sweetener: refinedSugar plus honey, maple syrup
  'processedOil', // industrial seed oils (soybean, canola, peanut…), shortening, products made with them
] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

export const CUISINES = [
  'italian',
  'mediterranean',
  'asian',
  'mexican',
  'american',
  'indian',
  'french',
  'thai',
] as const;
export type Cuisine = (typeof CUISINES)[number];
/**
 * A recipe's cuisine: one of the wizard's eight, or "other" for a family's own recipe that is none
 * of them (jollof rice, a pierogi); the catalogue's recipes are all of the eight (`RecipeSchema`).
 */
export const RECIPE_CUISINES = [...CUISINES, 'other'] as const;
export type RecipeCuisine = (typeof RECIPE_CUISINES)[number];

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const OCCASIONS = [
  'weeknight',
  'birthday',
  'date-night',
  'holiday',
  'game-day',
  'picnic',
  'brunch',
  'kid-friendly',
  'meal-prep',
  'potluck',
  'entertaining',
  'comfort-food',
] as const;
export type Occasion = (typeof OCCASIONS)[number];

/** Main proteins that are meat, poultry or fish (the diets' `isMeatOrFish`). */
export const MEAT_OR_FISH_PROTEINS = [
  'chicken',
  'turkey',
  'beef',
  'pork',
  'lamb',
  'fish',
  'shellfish',
] as const;

export const PROTEINS = [
  ...MEAT_OR_FISH_PROTEINS,
  'egg',
  'dairy',
  'tofu',
  'tempeh',
  'beans',
  'lentils',
  'chickpeas',
  'nuts-seeds',
  'none',
] as const;
export type Protein = (typeof PROTEINS)[number];

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be kebab-case: a-z, 0-9 and single hyphens');
const nonNegative = z.number().finite().nonnegative();

// ---------------------------------------------------------------------------------------------
// Foods (src/data/foods.json, generated)
// ---------------------------------------------------------------------------------------------

const NutrientsSchema = z.strictObject({
  energyKcal: nonNegative,
  proteinG: nonNegative,
  fatG: nonNegative,
  saturatedFatG: nonNegative,
  carbohydrateG: nonNegative,
  fiberG: nonNegative,
  sugarsG: nonNegative,
  sodiumMg: nonNegative,
});
export type Nutrients = z.infer<typeof NutrientsSchema>;

const PortionSchema = z.strictObject({
  unit: z.enum(UNIT_IDS),
  grams: z.number().positive(),
  /** `sr28`: a household weight from the SR28 row; `saverly`: supplied by us (see `note`). */
  source: z.enum(['sr28', 'saverly']),
  note: z.string().min(1),
});
export type Portion = z.infer<typeof PortionSchema>;

const PackageSchema = z.strictObject({
  size: z.number().positive(),
  unit: z.enum(UNIT_IDS),
});
export type RetailPackage = z.infer<typeof PackageSchema>;

const PriceSchema = z.strictObject({
  /** Integer cents for `quantity` `unit` of the food as purchased. */
  cents: z.number().int().nonnegative(),
  quantity: z.number().positive(),
  unit: z.enum(UNIT_IDS),
  source: z.enum(['bls', 'estimate']),
  bls: z
    .strictObject({
      series: z.string(),
      item: z.string(),
      period: z.string().regex(/^\d{4}-\d{2}$/),
      usd: z.number().positive(),
      cpiFactor: z.number().positive(),
    })
    .optional(),
});
export type Price = z.infer<typeof PriceSchema>;

export const FoodSchema = z.strictObject({
  id: slug,
  name: z.string().min(1),
  aliases: z.array(z.string().min(1)),
  aisle: z.enum(AISLES),
  attributes: z.array(z.enum(ATTRIBUTES)),
  source: z.strictObject({
    ndb: z.number().int().positive(),
    description: z.string().min(1),
    proxy: z.string().min(1).optional(),
    /** Set for a documented composite: the SR28 rows and their shares (ADR 0028). */
    composite: z
      .strictObject({
        parts: z
          .array(
            z.strictObject({
              ndb: z.number().int().positive(),
              description: z.string().min(1),
              share: z.number().positive().max(1),
            }),
          )
          .min(2),
        why: z.string().min(1),
      })
      .optional(),
  }),
  nutrientsPer100g: NutrientsSchema,
  refusePct: z.number().min(0).max(95),
  densityGPerMl: z.number().positive().nullable(),
  portions: z.array(PortionSchema),
  packages: z.array(PackageSchema).min(1),
  price: PriceSchema,
  /**
   * A cooked form is bought as its raw food: `yield` grams cooked per gram raw (rice ≈ 3). Costs,
   * grocery lists and nutrition use the raw food and grams ÷ yield (ADR 0028).
   */
  cooked: z
    .strictObject({
      rawFoodId: slug,
      yield: z.number().min(1).max(10),
      note: z.string().min(1),
    })
    .optional(),
  /**
   * Fresh juice is bought as its fruit: `yield` grams of juice per purchased gram of fruit (a
   * lime's 30 g from 67 g). Costs and grocery lists use the fruit and grams ÷ yield; nutrition
   * stays the juice's (ADR 0028, 2026-12-07 amendment).
   */
  juiceOf: z
    .strictObject({
      fruitFoodId: slug,
      yield: z.number().positive().max(1),
      note: z.string().min(1),
    })
    .optional(),
  note: z.string().optional(),
});
export type Food = z.infer<typeof FoodSchema>;

const FoodTableSchema = z.strictObject({
  generatedBy: z.string(),
  sources: z.array(z.string()),
  priceIndex: z.strictObject({
    series: z.string(),
    referencePeriod: z.string(),
    referenceValue: z.number().positive(),
    note: z.string(),
  }),
  foods: z.array(FoodSchema).min(1),
});
export type FoodTable = z.infer<typeof FoodTableSchema>;

// ---------------------------------------------------------------------------------------------
// Recipes (src/data/recipes/*.json, hand-written)
// ---------------------------------------------------------------------------------------------

export const IngredientLineSchema = z.strictObject({
  foodId: slug,
  quantity: z.number().finite().positive(),
  unit: z.enum(UNIT_IDS),
  /** How the food is prepared ("finely chopped", "drained and rinsed"); empty when nothing. */
  preparation: z.string(),
  /** The line as a person reads it in the recipe. */
  text: z.string().min(1),
});
export type IngredientLine = z.infer<typeof IngredientLineSchema>;

const InstructionSchema = z.strictObject({
  step: z.number().int().positive(),
  text: z.string().trim().min(10, 'an instruction needs a real sentence'),
});
export type Instruction = z.infer<typeof InstructionSchema>;

const uniqueList = <T extends z.ZodType<string>>(item: T) =>
  z.array(item).refine((list) => new Set(list).size === list.length, 'contains duplicates');

export const RecipeSchema = z
  .strictObject({
    id: slug,
    name: z.string().trim().min(3),
    description: z.string().trim().min(10),
    cuisine: z.enum(CUISINES),
    mealTypes: uniqueList(z.enum(MEAL_TYPES)).min(1),
    servings: z.number().int().min(1).max(24),
    prepMinutes: z
      .number()
      .int()
      .min(0)
      .max(24 * 60),
    cookMinutes: z
      .number()
      .int()
      .min(0)
      .max(24 * 60),
    difficulty: z.enum(DIFFICULTIES),
    mainProtein: z.enum(PROTEINS),
    occasions: uniqueList(z.enum(OCCASIONS)),
    ingredients: z.array(IngredientLineSchema).min(2),
    instructions: z.array(InstructionSchema).min(3).max(12),
  })
  .superRefine((recipe, ctx) => {
    recipe.instructions.forEach((instruction, index) => {
      if (instruction.step !== index + 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['instructions', index, 'step'],
          message: `steps must be numbered 1..n in order (expected ${index + 1}, got ${instruction.step})`,
        });
      }
    });
  });
export type Recipe = z.infer<typeof RecipeSchema>;

// ---------------------------------------------------------------------------------------------
// Loading with errors that name the recipe and the field
// ---------------------------------------------------------------------------------------------

export class KitchenDataError extends Error {
  override readonly name = 'KitchenDataError';
  constructor(
    message: string,
    readonly problems: readonly string[],
  ) {
    super(message);
  }
}

/** `ingredients[2].unit` from zod's path array. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    const name = String(key);
    return out === '' ? name : `${out}.${name}`;
  }, '');
}

function describeIssues(error: z.ZodError, prefix: string): string[] {
  return error.issues.map((issue) => {
    const path = formatPath(issue.path);
    return `${prefix}${path === '' ? '' : ` field ${path}`}: ${issue.message}`;
  });
}

/**
 * Validates one recipe file (a JSON array of recipes). Every problem is collected and reported
 * together, each naming the file, the recipe id (or its index when the id itself is broken) and
 * the field.
 */
export function parseRecipeFile(fileName: string, data: unknown): Recipe[] {
  if (!Array.isArray(data)) {
    throw new KitchenDataError(`${fileName}: a recipe file must be a JSON array of recipes`, [
      `${fileName}: not an array`,
    ]);
  }
  const recipes: Recipe[] = [];
  const problems: string[] = [];
  data.forEach((raw: unknown, index) => {
    const result = RecipeSchema.safeParse(raw);
    if (result.success) {
      recipes.push(result.data);
      return;
    }
    const rawId =
      typeof raw === 'object' && raw !== null && 'id' in raw && typeof raw.id === 'string' ? raw.id : null;
    const label = rawId === null ? `recipe #${index}` : `recipe "${rawId}"`;
    problems.push(...describeIssues(result.error, `${fileName}: ${label}`));
  });
  if (problems.length > 0) {
    throw new KitchenDataError(
      `Invalid recipe data (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.join('\n')}`,
      problems,
    );
  }
  return recipes;
}

/** Validates the generated food table; a problem names the food id and the field. */
export function parseFoodTable(data: unknown): FoodTable {
  const result = FoodTableSchema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const [, index] = issue.path;
    const foods = (data as { foods?: { id?: unknown }[] } | null)?.foods;
    const id = typeof index === 'number' ? foods?.[index]?.id : undefined;
    const label = typeof id === 'string' ? `food "${id}"` : 'food table';
    return `${label} field ${formatPath(issue.path)}: ${issue.message}`;
  });
  throw new KitchenDataError(`Invalid food table:\n${problems.join('\n')}`, problems);
}
