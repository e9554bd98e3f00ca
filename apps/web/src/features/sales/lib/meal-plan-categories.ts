import { MEAL_PLAN_CATEGORIES } from '@saverly/contracts';

/** Shelf categories whose deals can seed a meal plan (the spec's, in contracts). */
export function canGenerateMealPlan(category: string): boolean {
  return MEAL_PLAN_CATEGORIES.includes(category);
}
