import { z } from 'zod';
import {
  CUISINE_PREFERENCES,
  DIETARY_RESTRICTIONS,
  MEAL_TYPES,
  mealTypeSchema,
  nutritionSchema,
  stepFoodWarningSchema,
} from './meal-plans.js';
import { text } from './text.js';

/**
 * The family's own recipes (issue #19, docs/decisions/0038-own-recipes.md): imported from a link
 * or written in the app, private to the member's household. Every ingredient line is mapped to a
 * food of the kitchen's table (by the matcher, or by the member from suggestions); a recipe is
 * plannable only when every line is mapped or skipped. Nutrition, diets and cost are the server's,
 * computed from the foods, never sent by the client. Requests are strict: an unknown field is a 400.
 */

export const RECIPE_LIMITS = {
  nameMax: 120,
  descriptionMax: 2000,
  linesMax: 60,
  lineMax: 300,
  stepsMax: 40,
  stepMax: 2000,
  servingsMax: 24,
  minutesMax: 24 * 60,
  urlMax: 2048,
  /** Recipes one household may keep. */
  perHousehold: 300,
  /**
   * Request body budget of POST /api/recipes and PUT /api/recipes/:id: the largest valid recipe
   * (every field at its limit, in 3-byte UTF-8 characters, ≈ 330 KB) fits; the default 64 KiB does not.
   */
  bodyBytes: 524_288,
} as const;

export const RECIPE_MESSAGES = {
  notFound: 'No such recipe in your household',
  full: `A household keeps at most ${RECIPE_LIMITS.perHousehold} recipes. Delete one first.`,
  unknownFood: 'No such food',
  alreadyImported: (name: string) => `“${name}” from that page is already in your recipes.`,
} as const;

/** Why a line is not ready, as the member reads it beside the line. */
export const RECIPE_LINE_PROBLEMS = ['no_food', 'unsure', 'no_amount', 'unknown_food'] as const;
export type RecipeLineProblem = (typeof RECIPE_LINE_PROBLEMS)[number];
export const RECIPE_LINE_PROBLEM_TEXT: Readonly<Record<RecipeLineProblem, string>> = {
  no_food: 'We could not tell which food this is. Pick one, or skip it if it is not food to buy.',
  unsure: 'Is this the food? Pick the right one, or skip it if it is not food to buy.',
  no_amount: 'Say how much, e.g. “2 cups”, “300 g” or “1 can”.',
  unknown_food: 'That food is no longer in our table. Pick another.',
};

const slug = text(64).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Not a food id');

/** One ingredient line as the member sends it: the text, and the food they picked or skip. */
export const recipeLineInputSchema = z.strictObject({
  text: text(RECIPE_LIMITS.lineMax).trim().min(1, 'An ingredient line cannot be empty'),
  /** The food the member picked; absent/null: the matcher's, when it is sure. */
  food_id: slug.nullable().optional(),
  /** "Not food, skip" (water, ice, a serving suggestion). */
  skip: z.boolean().optional(),
});
export type RecipeLineInput = z.infer<typeof recipeLineInputSchema>;

const minutes = z.number().int().min(0).max(RECIPE_LIMITS.minutesMax);

/**
 * A family recipe's cuisine: one of the wizard's eight, or "Other" for a dish of none of them
 * (jollof rice, pierogi). The planner counts a family's recipe as one of their cuisines whichever
 * it is (ADR 0038).
 */
export const OWN_RECIPE_CUISINES = [...CUISINE_PREFERENCES, 'Other'] as const;
export type OwnRecipeCuisine = (typeof OWN_RECIPE_CUISINES)[number];

/** POST /api/recipes and PUT /api/recipes/:id. */
export const recipeInputSchema = z.strictObject({
  name: text(RECIPE_LIMITS.nameMax).trim().min(2, 'Give the recipe a name'),
  description: text(RECIPE_LIMITS.descriptionMax).trim().default(''),
  cuisine: z.enum(OWN_RECIPE_CUISINES),
  meal_types: z
    .array(mealTypeSchema)
    .min(1, 'Choose at least one meal type')
    .max(3)
    .transform((types) => MEAL_TYPES.filter((t) => types.includes(t))),
  servings: z.number().int().min(1).max(RECIPE_LIMITS.servingsMax),
  prep_minutes: minutes,
  cook_minutes: minutes,
  ingredients: z
    .array(recipeLineInputSchema)
    .min(1, 'Add at least one ingredient')
    .max(RECIPE_LIMITS.linesMax),
  steps: z
    .array(text(RECIPE_LIMITS.stepMax).trim().min(1, 'A step cannot be empty'))
    .max(RECIPE_LIMITS.stepsMax)
    .default([]),
});
export type RecipeInput = z.infer<typeof recipeInputSchema>;
export type RecipeInputBody = z.input<typeof recipeInputSchema>;

/** POST /api/recipes/import. */
export const importRecipeRequestSchema = z.strictObject({
  url: text(RECIPE_LIMITS.urlMax).trim().min(1, 'Paste the link of a recipe page'),
});

/** POST /api/recipes/:id/favourite: any recipe, ours (catalogue id) or the family's. */
export const favouriteRequestSchema = z.strictObject({ favourite: z.boolean() });

export const recipeLineSchema = z.object({
  text: z.string(),
  food_id: z.string().nullable(),
  food_name: z.string().nullable(),
  skip: z.boolean(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  /** The amount as a cook reads it ("1 ½ cups", "2 cloves", "3"); null when the line has none. */
  amount: z.string().nullable(),
  problem: z.enum(RECIPE_LINE_PROBLEMS).nullable(),
  suggestions: z.array(z.object({ food_id: z.string(), name: z.string() })),
});
export type RecipeLine = z.infer<typeof recipeLineSchema>;

export const recipeSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  cuisine: z.enum(OWN_RECIPE_CUISINES),
  meal_types: z.array(mealTypeSchema),
  servings: z.number().int(),
  total_minutes: z.number().int(),
  image_url: z.string().nullable(),
  favourite: z.boolean(),
  /** Every line mapped or skipped: the planner may use it. */
  plannable: z.boolean(),
  /** Lines still to map. */
  unmapped_lines: z.number().int(),
  /** Diets the recipe meets, from every ingredient (the planner's rules); empty until plannable. */
  diets: z.array(z.enum(DIETARY_RESTRICTIONS)),
  updated_at: z.string(),
});
export type RecipeSummary = z.infer<typeof recipeSummarySchema>;

export const recipeSchema = recipeSummarySchema.extend({
  description: z.string(),
  prep_minutes: z.number().int(),
  cook_minutes: z.number().int(),
  ingredients: z.array(recipeLineSchema),
  steps: z.array(z.string()),
  source_url: z.string().nullable(),
  author: z.string().nullable(),
  /** Per serving, from the foods; null until plannable. */
  nutrition_per_serving: nutritionSchema.nullable(),
  /**
   * The diets it does not meet and why, in the family's words ("has all-purpose flour", "27 g net
   * carbs a serving; Keto allows 20 g"): why the planner leaves it out of such a plan. Empty until
   * plannable.
   */
  diets_not_met: z.array(z.object({ diet: z.enum(DIETARY_RESTRICTIONS), reason: z.string() })),
  /**
   * Foods a step names that no ingredient line has, and that break a diet the recipe meets ("Season
   * with soy sauce" after the soy sauce was changed to tamari): the step to mend before a cook reaches
   * for the wrong bottle. The diets stay the ingredients' (ADR 0038). Empty until plannable.
   */
  step_food_warnings: z.array(stepFoodWarningSchema),
  /** At the member's store today, with this week's sales; null until plannable. */
  cost_per_serving_cents: z.number().int().nullable(),
  created_at: z.string(),
});
export type Recipe = z.infer<typeof recipeSchema>;

export const recipeResponseSchema = z.object({ success: z.literal(true), recipe: recipeSchema });
export type RecipeResponse = z.infer<typeof recipeResponseSchema>;
export const recipeListResponseSchema = z.object({
  success: z.literal(true),
  recipes: z.array(recipeSummarySchema),
  /** Every recipe the household marked favourite: ours by catalogue id, theirs as `own-<id>`. */
  favourite_recipe_ids: z.array(z.string()),
});
export type RecipeListResponse = z.infer<typeof recipeListResponseSchema>;
export const favouriteResponseSchema = z.object({
  success: z.literal(true),
  recipe_id: z.string(),
  favourite: z.boolean(),
});
export type FavouriteResponse = z.infer<typeof favouriteResponseSchema>;

/** GET /api/recipes/foods?q=: foods to pick for a line (the member's search). */
export const foodSearchResponseSchema = z.object({
  success: z.literal(true),
  foods: z.array(z.object({ food_id: z.string(), name: z.string() })),
});
export type FoodSearchResponse = z.infer<typeof foodSearchResponseSchema>;

/** POST /api/recipes/lines: how lines map, for the editor's live feedback (nothing is stored). */
export const previewLinesRequestSchema = z.strictObject({
  ingredients: z.array(recipeLineInputSchema).max(RECIPE_LIMITS.linesMax),
});
export const previewLinesResponseSchema = z.object({
  success: z.literal(true),
  lines: z.array(recipeLineSchema),
});
export type PreviewLinesResponse = z.infer<typeof previewLinesResponseSchema>;

export const recipeIdParamsSchema = z.strictObject({ id: text(100).min(1) });
export const foodSearchQuerySchema = z.strictObject({ q: text(100).default('') });
