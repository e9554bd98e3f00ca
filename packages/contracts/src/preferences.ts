import { z } from 'zod';
import {
  DEFAULT_MEAL_PLAN_FORM,
  DIETARY_RESTRICTIONS,
  MEAL_TYPES,
  mealPlanPreferencesSchema,
  type MealType,
} from './meal-plans.js';

/**
 * GET and PUT /api/preferences: the family's planning preferences, remembered per member, in the
 * generate request's own field names (docs/decisions/0032-wizard-state-and-preferences.md). The
 * store and the one-off fields of a request (special occasion, deals, refresh fields) are not
 * preferences. Strict: an unknown field is a 400, never silently dropped.
 */
const fields = mealPlanPreferencesSchema.shape;
export const savedPreferencesSchema = z.strictObject({
  days: fields.days,
  family_size: fields.family_size,
  meal_types: fields.meal_types,
  dietary_restrictions: fields.dietary_restrictions,
  cuisine_preferences: fields.cuisine_preferences,
  cooking_time: fields.cooking_time,
  calorie_limit: fields.calorie_limit,
  budget_limit: fields.budget_limit,
  /**
   * Who's eating (ADR 0037 amendment): the household's people the plans are for, null for a
   * number of people (`family_size`). Absent: never chosen; the answer then offers everyone when
   * the household has two or more people.
   */
  people: fields.people.unwrap().optional(),
});
export type SavedPreferences = z.infer<typeof savedPreferencesSchema>;
export type SavedPreferencesInput = z.input<typeof savedPreferencesSchema>;

/** The spec's defaults (section 3) as saved preferences: what a first visit starts from. */
export const DEFAULT_SAVED_PREFERENCES: SavedPreferences = {
  days: DEFAULT_MEAL_PLAN_FORM.numberOfDays,
  family_size: DEFAULT_MEAL_PLAN_FORM.familySize,
  meal_types: MEAL_TYPES.filter((t: MealType) => DEFAULT_MEAL_PLAN_FORM.selectedMeals[t]),
  dietary_restrictions: [...DEFAULT_MEAL_PLAN_FORM.dietaryRestrictions],
  cuisine_preferences: [...DEFAULT_MEAL_PLAN_FORM.cuisinePreferences],
  cooking_time: DEFAULT_MEAL_PLAN_FORM.cookingTime,
  calorie_limit: DEFAULT_MEAL_PLAN_FORM.calorieTarget,
  budget_limit: DEFAULT_MEAL_PLAN_FORM.budget,
};

/**
 * The answer of both calls. `saved` is false while the member has never saved any (the answer is
 * then the spec's defaults, and the wizard says which diets are ticked for them).
 */
export const preferencesResponseSchema = z.object({
  success: z.literal(true),
  preferences: z.object({
    days: z.number().int(),
    family_size: z.number().int(),
    meal_types: z.array(z.enum(MEAL_TYPES)),
    dietary_restrictions: z.array(z.string()),
    cuisine_preferences: z.array(z.string()),
    cooking_time: z.number().int().nullable(),
    calorie_limit: z.number().int().nullable(),
    budget_limit: z.number().nullable(),
    people: z.array(z.string()).nullable().optional(),
  }),
  saved: z.boolean(),
  updated_at: z.string().nullable(),
  /**
   * The family's diets: the saved ones (none when nothing is saved) and every need a person of
   * the household keeps, as a plan for the whole household keeps them (ADR 0037). What the Sales
   * page's "Only deals for our diets" filters by. Optional: a copy a phone kept still parses.
   */
  family_diets: z.array(z.enum(DIETARY_RESTRICTIONS)).optional(),
});
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>;
