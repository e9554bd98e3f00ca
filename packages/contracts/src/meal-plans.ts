import { z } from 'zod';
import { FAMILY_MAX_MEMBERS } from './limits.js';
import { text } from './text.js';

/**
 * POST /api/generate-meal-plan-assistant: the wizard's preferences in, a priced weekly plan out
 * (spec sections 2, 3 and 7; docs/decisions/0020-meal-plan-api.md).
 *
 * Money follows the sales payload: dollars with two decimals for display (`estimated_cost`,
 * `total_cost` …) and the same amount in integer cents beside it (`…_cents`) for arithmetic.
 */

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner'] as const;
export const mealTypeSchema = z.enum(MEAL_TYPES);
export type MealType = z.infer<typeof mealTypeSchema>;

/** Spec section 2, step 3: the diet toggles, in the order shown. */
export const DIETARY_RESTRICTIONS = [
  'Vegetarian',
  'Vegan',
  'Gluten-Free',
  'Dairy-Free',
  'Keto',
  'Paleo',
  'Low-Carb',
  'Nut-Free',
] as const;
export type DietaryRestriction = (typeof DIETARY_RESTRICTIONS)[number];

/** Spec section 2, step 3: the cuisine toggles, in the order shown. */
export const CUISINE_PREFERENCES = [
  'Italian',
  'Mediterranean',
  'Asian',
  'Mexican',
  'American',
  'Indian',
  'French',
  'Thai',
] as const;
export type CuisinePreference = (typeof CUISINE_PREFERENCES)[number];

/** Spec section 2, step 1: the day choices and their captions. */
export const DAY_OPTIONS = [
  { value: 1, caption: 'Today only' },
  { value: 2, caption: null },
  { value: 3, caption: 'weekend' },
  { value: 5, caption: 'weekdays' },
  { value: 7, caption: 'full week' },
] as const;

/**
 * Spec section 2, step 1: family sizes; the last is shown as '5+', and then the wizard asks exactly
 * how many (5 to `MAX_FAMILY_SIZE`): a family of seven picking "5+" was planned for five (a
 * walk-through; ADR 0020 amendment).
 */
export const FAMILY_SIZES = [1, 2, 3, 4, 5] as const;
/** The "5+" choice. */
export const FAMILY_SIZE_PLUS = 5;
/** The most people a plan by number is for (`family_size`). */
export const MAX_FAMILY_SIZE = 10;
/** The most people one household plan is for (a household's size, ADR 0037). */
export const HOUSEHOLD_PLAN_MAX_PEOPLE = FAMILY_MAX_MEMBERS;

/** Spec section 3: the form's defaults. */
export const DEFAULT_MEAL_PLAN_FORM = {
  numberOfDays: 3,
  familySize: 2,
  specialOccasion: '',
  selectedMeals: { breakfast: true, lunch: true, dinner: true },
  dietaryRestrictions: ['Vegetarian', 'Gluten-Free'] as DietaryRestriction[],
  cuisinePreferences: ['Italian', 'Mediterranean', 'Asian'] as CuisinePreference[],
  cookingTime: 30,
  calorieTarget: 600,
  budget: 75,
} as const;

export const MEAL_PLAN_LIMITS = {
  minCookingMinutes: 5,
  maxCookingMinutes: 600,
  minCalories: 150,
  maxCalories: 2500,
  maxBudgetDollars: 10_000,
  maxOccasionLength: 200,
  maxAvoid: 50,
} as const;

/** Case-insensitive match onto a canonical name ('gluten-free' → 'Gluten-Free'). */
function canonical<const T extends readonly string[]>(names: T) {
  const byKey = new Map(names.map((name) => [name.toLowerCase().replace(/[\s_]+/g, '-'), name]));
  return text(100).transform((value, ctx) => {
    const name = byKey.get(
      value
        .trim()
        .toLowerCase()
        .replace(/[\s_]+/g, '-'),
    );
    if (name) return name;
    ctx.addIssue({ code: 'custom', message: `Must be one of: ${names.join(', ')}` });
    return z.NEVER;
  });
}

const unique = <T>(list: T[]) => [...new Set(list)];

/** One of `DIETARY_RESTRICTIONS`, matched case-insensitively ('gluten-free' → 'Gluten-Free'). */
export const dietaryRestrictionSchema = canonical(DIETARY_RESTRICTIONS);

export const avoidMealSchema = z.object({
  name: text(200).trim().min(1),
  type: mealTypeSchema,
  /** The meal's day in the plan (lets the optimizer share packages and spread proteins). */
  day: z.number().int().min(1).max(7).optional(),
});

/** The preferences, exactly the fields of spec section 7 plus two optional extras. */
export const mealPlanPreferencesSchema = z.object({
  days: z.number().int().min(1).max(7),
  family_size: z.number().int().min(1).max(MAX_FAMILY_SIZE),
  meal_types: z
    .array(mealTypeSchema)
    .min(1, 'Choose at least one meal type')
    .max(3)
    .transform((types) => MEAL_TYPES.filter((t) => types.includes(t))),
  dietary_restrictions: z.array(dietaryRestrictionSchema).max(8).default([]).transform(unique),
  cuisine_preferences: z.array(canonical(CUISINE_PREFERENCES)).max(8).default([]).transform(unique),
  /** Max cooking time per meal (prep + cook), minutes; null = no limit. */
  cooking_time: z
    .number()
    .int()
    .min(MEAL_PLAN_LIMITS.minCookingMinutes)
    .max(MEAL_PLAN_LIMITS.maxCookingMinutes)
    .nullable()
    .default(null),
  /** Calories per serving per meal; null = the planner's default (600). */
  calorie_limit: z
    .number()
    .int()
    .min(MEAL_PLAN_LIMITS.minCalories)
    .max(MEAL_PLAN_LIMITS.maxCalories)
    .nullable()
    .default(null),
  /** Budget for the whole plan, dollars; null = no budget. */
  budget_limit: z.number().positive().max(MEAL_PLAN_LIMITS.maxBudgetDollars).nullable().default(null),
  /** The store's location_id; null/absent = the caller's default store, else a built-in default. */
  store_id: text(64).trim().min(1).nullable().default(null),
  special_occasion: text(MEAL_PLAN_LIMITS.maxOccasionLength)
    .trim()
    .nullable()
    .default(null)
    .transform((value) => (value === '' ? null : value)),
  /** Refresh one meal: the name and type of every meal currently in the plan. */
  avoid_similar_to: z.array(avoidMealSchema).max(MEAL_PLAN_LIMITS.maxAvoid).default([]),
  /**
   * Refresh: which of those meals is being replaced. With it the new meal is chosen in the
   * context of the rest of the plan (shared packages, budget, another protein or cuisine than the
   * one it replaces); without it, any meal not in the plan that fits.
   */
  replace: z
    .object({ day: z.number().int().min(1).max(7), type: mealTypeSchema })
    .nullable()
    .default(null),
  /** Products the family wants to use (the deals page's Generate Meal Plan). */
  favor_product_ids: z.array(text(64).min(1)).max(20).default([]),
  /**
   * Refresh: the stored plan the meal belongs to (the `id` of the plan answered). A refresh that
   * names a plan the member owns, and a meal in it, is free; any other refresh counts as a plan
   * (docs/decisions/0020-meal-plan-api.md).
   */
  plan_id: text(64).trim().min(1).nullable().default(null),
  /**
   * A household plan (issue #18, ADR 0037): the ids of the people of the caller's household it is
   * for (GET /api/household), at most 6, each once. Every meal then meets all their dietary
   * restrictions besides `dietary_restrictions`, each person's share is sized to their daily
   * calories over three meals (`calorie_limit` is not used), and the family is their number.
   * Null/absent: the spec's `family_size` equal servings.
   */
  people: z
    .array(text(64).trim().min(1))
    .min(1, 'Choose at least one person')
    .max(HOUSEHOLD_PLAN_MAX_PEOPLE)
    .refine((ids) => new Set(ids).size === ids.length, 'Each person once')
    .nullable()
    .default(null),
  /**
   * The household's own recipes (issue #19, ADR 0038) as candidates beside ours, under every hard
   * rule; only those with every line mapped. Null/absent: on when the household has any.
   */
  include_own_recipes: z.boolean().nullable().default(null),
});
export type MealPlanPreferences = z.infer<typeof mealPlanPreferencesSchema>;
export type MealPlanPreferencesInput = z.input<typeof mealPlanPreferencesSchema>;

/** Spec section 3: "preferences, either wrapped or bare". */
export const generateMealPlanRequestSchema = z.union([
  z.object({ preferences: mealPlanPreferencesSchema }).transform((body) => body.preferences),
  mealPlanPreferencesSchema,
]);

/**
 * Nutrition on the wire, snake_case like every other key (#15). The kitchen package's
 * NutritionFacts (camelCase) is mapped onto it by the server's presenter.
 */
export const nutritionSchema = z.object({
  energy_kcal: z.number(),
  protein_g: z.number(),
  fat_g: z.number(),
  saturated_fat_g: z.number(),
  carbohydrate_g: z.number(),
  fiber_g: z.number(),
  sugars_g: z.number(),
  sodium_mg: z.number(),
  /** Carbohydrate minus fibre: what the keto and low-carb rules count. */
  net_carbohydrate_g: z.number(),
});
export type Nutrition = z.infer<typeof nutritionSchema>;

export const mealIngredientSchema = z.object({
  food_id: z.string(),
  name: z.string(),
  /** "1 1/2 cups diced onion", scaled to the family. */
  text: z.string(),
  quantity: z.number(),
  unit: z.string(),
  grams: z.number(),
  on_sale: z.boolean(),
});

/** A side dish of a meal, for the family ("4 slices whole-wheat toast"). */
export const mealSideSchema = z.object({
  food_id: z.string(),
  name: z.string(),
  text: z.string(),
  /** kcal per person. */
  calories: z.number(),
  estimated_cost: z.number(),
  estimated_cost_cents: z.number().int(),
  /** How to make it, for the cook ("Start the rice first: …"); absent for fruit, milk, nuts. */
  method: z.string().max(500).optional(),
});
export type MealSide = z.infer<typeof mealSideSchema>;

/** One person's share of a household meal ("Sam: 0.8×, 380 kcal, 1 slice of toast"). */
/**
 * A family recipe's step that names a food no ingredient line has, and that a diet the recipe
 * meets forbids ("Season with soy sauce" beside gluten-free tamari; ADR 0038): the step to check.
 */
export const stepFoodWarningSchema = z.object({
  step: z.number().int(),
  words: z.string(),
  diets: z.array(z.enum(DIETARY_RESTRICTIONS)),
});
export type StepFoodWarning = z.infer<typeof stepFoodWarningSchema>;

export const mealShareSchema = z.object({
  /** The household person's id. */
  person_id: z.string().nullable(),
  name: z.string(),
  /** Their portion of the main, as a multiple of one recipe serving (0.75–1.5). */
  portion: z.number(),
  /** kcal they eat at this meal: their portion plus their sides. */
  calories: z.number(),
  /** Their calories per meal (their day over three meals). */
  target_calories: z.number(),
  /** Their sides, e.g. "1 slice whole-wheat toast". */
  sides: z.array(z.string()),
  /**
   * Their kcal is more than 15 % under or over their target (a budget's one plain serving, a
   * dish too small or too big even at 0.75–1.5×); absent when within, and in plans saved before.
   */
  calorie_miss: z.enum(['under', 'over']).optional(),
  /**
   * A young child's share (1–8 years) of a meal with chili heat: the ingredients that bring it, in
   * the recipe's words ("serrano chile", "red pepper flakes"), so the cook can set the child's
   * share aside before they go in. Absent otherwise, and in plans saved before.
   */
  heat: z.array(z.string()).optional(),
});
export type MealShare = z.infer<typeof mealShareSchema>;

/**
 * What must be done hours before the meal (marinate, soak, chill), which `prep_time` does not
 * count: "Marinate at least 6 hours", 360. Absent when nothing is.
 */
export const makeAheadSchema = z.object({
  minutes: z.number().int().min(0),
  text: z.string().min(1).max(120),
});
export type MakeAhead = z.infer<typeof makeAheadSchema>;

/**
 * A meal that no longer fits a diet someone it feeds keeps now (their household needs changed
 * after the plan was made): which diets (spec names) and whose (household people's names; empty
 * when the plan's own diets are the ones). Worked out when the plan is read, never stored.
 */
export const dietConflictSchema = z.object({
  diets: z.array(z.string()),
  people: z.array(z.string()),
});
export type DietConflict = z.infer<typeof dietConflictSchema>;

export const mealSchema = z.object({
  /** Stable within a plan: `d{day}-{type}`. */
  id: z.string(),
  recipe_id: z.string(),
  name: z.string(),
  description: z.string(),
  type: mealTypeSchema,
  cuisine: z.string(),
  main_protein: z.string(),
  difficulty: z.enum(['easy', 'medium', 'hard']),
  /** Total minutes, prep + cook. */
  prep_time: z.number().int(),
  /** Hours ahead it needs (marinating, soaking, chilling), not in `prep_time`. */
  make_ahead: makeAheadSchema.optional(),
  /** The meal's share of the plan's shopping bill, dollars. */
  estimated_cost: z.number(),
  estimated_cost_cents: z.number().int(),
  servings: z.number().int(),
  serving_info: z.string(),
  /** Ingredient lines as text for the family. */
  ingredients: z.array(z.string()),
  ingredient_details: z.array(mealIngredientSchema),
  /** "1. Heat the oil …" */
  instructions: z.array(z.string()),
  nutrition: nutritionSchema,
  on_sale_ingredients: z.array(z.string()),
  occasions: z.array(z.string()),
  /** Simple sides served with the main (toast, rice, fruit …); their cost is in `estimated_cost`. */
  sides: z.array(mealSideSchema),
  /** The main's portion per person, as a multiple of one recipe serving (0.75–1.5). */
  portion: z.number(),
  /** kcal one person eats at this meal: the main's portion plus the sides. */
  calories: z.number(),
  /**
   * `calories` is more than 15 % off the per-person target, and which way (a meal the budget kept
   * plain, or one the catalogue cannot bring closer); absent when within it and for household plans.
   */
  calorie_miss: z
    .object({
      target: z.number(),
      direction: z.enum(['under', 'over']),
      /**
       * Why: 'budget' (one serving, no sides, to stay within the budget), 'price' (one serving: a
       * bigger portion adds little for its price) or 'dish' (even with its portion and sides).
       * Absent on plans saved before it was said.
       */
      because: z.enum(['budget', 'price', 'dish']).optional(),
    })
    .strict()
    .optional(),
  /** The dish's picture, a URL path (`/images/dishes/<family>.svg`, ADR 0034). */
  image_url: z.string().optional(),
  /** The family's own recipe (issue #19), not one of ours. */
  own_recipe: z.boolean().optional(),
  /** A household plan: each chosen person's share, in the order asked. */
  people: z.array(mealShareSchema).optional(),
  /** A diet kept now that the meal breaks; absent when it breaks none. */
  diet_conflict: dietConflictSchema.optional(),
  /** A family recipe's steps to check (`stepFoodWarningSchema`); absent when none. */
  step_food_warnings: z.array(stepFoodWarningSchema).optional(),
});
export type Meal = z.infer<typeof mealSchema>;

export const planDaySchema = z.object({
  day: z.number().int(),
  meals: z.array(mealSchema),
  /** Per person for the day (the sum of that day's meals per serving). */
  nutrition: nutritionSchema,
  /** kcal one person eats that day: the sum of its meals' `calories` (portions and sides). */
  calories: z.number(),
  cost_cents: z.number().int(),
});
export type PlanDay = z.infer<typeof planDaySchema>;

/** The plan's shopping list as the optimizer bought it (priced in detail by /api/grocery-list). */
export const planGroceryItemSchema = z.object({
  food_id: z.string(),
  name: z.string(),
  product_id: z.string().nullable(),
  packages: z.number().int(),
  grams_needed: z.number(),
  cost_cents: z.number().int(),
  on_sale: z.boolean(),
  pantry: z.boolean(),
});

export const mealPlanSchema = z.object({
  /** The stored plan's id (plans of signed-in users are kept; docs/decisions/0020). */
  id: z.string().nullable(),
  created_at: z.string(),
  store: z.object({ location_id: z.string(), name: z.string() }),
  preferences: z.object({
    days: z.number().int(),
    family_size: z.number().int(),
    meal_types: z.array(mealTypeSchema),
    dietary_restrictions: z.array(z.string()),
    cuisine_preferences: z.array(z.string()),
    cooking_time: z.number().int().nullable(),
    calorie_limit: z.number().int().nullable(),
    budget_limit: z.number().nullable(),
    special_occasion: z.string().nullable(),
    /** A household plan's people (ids), else null. */
    people: z.array(z.string()).nullable().optional(),
    /** False when the plan left the household's own recipes out (issue #19). */
    include_own_recipes: z.boolean().nullable().optional(),
  }),
  days: z.array(planDaySchema),
  grocery_list: z.array(planGroceryItemSchema),
  totals: z.object({
    total_cost: z.number(),
    total_cost_cents: z.number().int(),
    total_savings: z.number(),
    total_savings_cents: z.number().int(),
    budget_cents: z.number().int().nullable(),
    calories_per_meal: z.number(),
    meals: z.number().int(),
  }),
  optimizer: z.object({
    status: z.string(),
    /** Relative gap to a proven lower bound (0 = proven optimal). */
    gap: z.number(),
    solve_ms: z.number(),
    candidates: z.number().int(),
  }),
  /**
   * Notes a person can read, shown above the plan. A refresh's answer (a one-meal plan) carries
   * the whole plan's notes as they are with the new meal when the server holds the plan
   * (`plan_id`), as its `totals.total_cost` is the whole plan's cost (ADR 0020).
   */
  warnings: z.array(z.string()),
});
export type MealPlan = z.infer<typeof mealPlanSchema>;

/**
 * A plan's notes once one of its meals is replaced (a refresh): the notes that name the replaced
 * meal ("From your last plans again: 2 dinners, “…”", a meal under its calories, a meal the
 * budget kept plain) no longer describe the plan and go with it; the others stay. The one rule for
 * the wizard's plan and the stored plan alike.
 */
export function notesAfterReplacing(warnings: readonly string[], replacedName: string): string[] {
  return warnings.filter((note) => !note.includes(replacedName));
}

/** Free-plan usage this calendar month (UTC); `limit` null = unlimited (premium). */
export const mealPlanQuotaSchema = z.object({
  used: z.number().int(),
  limit: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  resets_at: z.string(),
});
export type MealPlanQuota = z.infer<typeof mealPlanQuotaSchema>;

export const generateMealPlanResponseSchema = z.object({
  success: z.literal(true),
  data: mealPlanSchema,
  quota: mealPlanQuotaSchema,
  /**
   * A refresh of a stored plan (`plan_id`): that plan as it now is, every meal (a tight budget may
   * have given other meals up to one serving without sides to make room), its totals, list and
   * notes, so a client shows what Save and the list will price (ADR 0020).
   */
  plan: mealPlanSchema.optional(),
});
export type GenerateMealPlanResponse = z.infer<typeof generateMealPlanResponseSchema>;

/**
 * When no plan meets every hard constraint the call answers 422 with the error envelope
 * (`error: 'infeasible'`) and these details: why, the nearest plan when there is one, and the
 * minimum budget or cooking time that would work.
 */
export const INFEASIBLE_REASONS = [
  'not_enough_recipes',
  'cooking_time_too_short',
  'budget_too_low',
  'no_plan_found',
] as const;
/** The nearest plan in brief: what a free member is shown of it (its cost and its meals). */
export const nearestPlanSummarySchema = z.object({
  total_cost: z.number(),
  total_cost_cents: z.number().int(),
  meals: z.array(z.object({ day: z.number().int(), type: mealTypeSchema, name: z.string() })),
});
export type NearestPlanSummary = z.infer<typeof nearestPlanSummarySchema>;
export const infeasibleDetailsSchema = z.object({
  reason: z.enum(INFEASIBLE_REASONS),
  minimum_budget: z.number().nullable(),
  /**
   * When the plan at `minimum_budget` leaves the family's cuisines: the budget (dollars) of the
   * cheapest plan with the most meals of their cuisines, so a suggestion can keep them.
   */
  cuisine_budget: z.number().nullable().optional(),
  /**
   * The budget (dollars) at which the suggested plan (the cuisines' one when `cuisine_budget` is
   * given) has its portions and sides for the calories; null when its meals already do.
   */
  full_portions_budget: z.number().nullable().optional(),
  minimum_cooking_time: z.number().int().nullable(),
  /** The whole nearest plan for premium members; null for free members (ADR 0020). */
  nearest_plan: mealPlanSchema.nullable(),
  /** The nearest plan's cost and meal names, for every member. */
  nearest_plan_summary: nearestPlanSummarySchema.nullable().optional(),
});
export type InfeasibleDetails = z.infer<typeof infeasibleDetailsSchema>;

export const mealPlanQuotaResponseSchema = z.object({ success: z.literal(true), quota: mealPlanQuotaSchema });

/**
 * GET /api/meal-plans/latest: the member's latest generated plan (the generate answer's shape,
 * with its `plan_id`), so the wizard comes back to it after a reload or a discarded tab; 404 when
 * the member has none (docs/decisions/0032-wizard-state-and-preferences.md). `created_at` and
 * `saved` let step 1 offer a recent plan the family has not saved yet.
 */
export const latestMealPlanResponseSchema = generateMealPlanResponseSchema.extend({
  plan_id: z.string(),
  created_at: z.string(),
  /** Saved to the household's plans (Save Recipe & List) since it was made. */
  saved: z.boolean(),
  /**
   * The newest saved plan holding the plan's meals as they are now (no refresh since), with the
   * meals it kept on the list; null when none does.
   */
  saved_plan: z
    .object({ id: z.string(), name: z.string(), meal_ids: z.array(z.string()) })
    .strict()
    .nullable(),
});
export type LatestMealPlanResponse = z.infer<typeof latestMealPlanResponseSchema>;

/**
 * GET /api/meal-plans/favor/:productId: the deal the deals page's Generate Meal Plan names, by its
 * name, and the diets (spec names) that exclude it, so the wizard can ask before planning.
 */
export const favorProductResponseSchema = z.object({
  success: z.literal(true),
  product: z.object({ id: z.string(), name: z.string(), brand: z.string() }),
  excluded_by: z.array(z.enum(DIETARY_RESTRICTIONS)),
});
export type FavorProductResponse = z.infer<typeof favorProductResponseSchema>;
