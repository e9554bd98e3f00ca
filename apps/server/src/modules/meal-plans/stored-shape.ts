/**
 * Stored JSON in the wire's shape, read in today's shape. Generated plans (meal_plans.plan) and
 * the meals of saved plans (saved_plan_meals.meal, and the client's `legacy` JSON) written before
 * #15 hold nutrition with the kitchen's camelCase keys (`energyKcal` …); the wire's keys are
 * snake_case now (`energy_kcal` …). Such rows are renamed when read, never rewritten: a row an
 * older server writes during a deploy reads the same, and nothing is stored that the server did
 * not make. The renamed values are not trusted here: every reader still validates them with the
 * contracts' schemas (a stored plan is parsed as a MealPlan, a saved meal's facts field by field).
 */
import type { NutritionFacts } from '@saverly/kitchen';
import { wireNutrition } from './meal-plans.presenter.js';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored nutrition object with the wire's keys; anything not in the old shape is unchanged. */
export function upgradeStoredNutrition(value: unknown): unknown {
  if (!isObject(value) || !('energyKcal' in value) || 'energy_kcal' in value) return value;
  // The old wire shape was the kitchen's NutritionFacts as is; a key missing from it comes out
  // undefined and the contracts' nutritionSchema refuses it where the nutrition is read.
  return wireNutrition(value as unknown as NutritionFacts);
}

/** An object (a meal or a day) whose `nutrition` is read in the wire's shape. */
function withNutrition<T>(value: T): T {
  if (!isObject(value) || !('nutrition' in value)) return value;
  const nutrition = upgradeStoredNutrition(value.nutrition);
  return nutrition === value.nutrition ? value : { ...value, nutrition };
}

/** A stored meal (saved_plan_meals.meal or .legacy, a meal of a stored plan). */
export function upgradeStoredMeal<T>(meal: T): T {
  return withNutrition(meal);
}

/** A stored generated plan (meal_plans.plan): each day's and each meal's nutrition. */
export function upgradeStoredPlan<T>(plan: T): T {
  if (!isObject(plan) || !Array.isArray(plan.days)) return plan;
  const days = (plan.days as unknown[]).map((day) => {
    const upgraded = withNutrition(day);
    if (!isObject(upgraded) || !Array.isArray(upgraded.meals)) return upgraded;
    return { ...upgraded, meals: (upgraded.meals as unknown[]).map(upgradeStoredMeal) };
  });
  return { ...plan, days };
}
