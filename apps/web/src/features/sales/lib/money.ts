export { formatMoney } from '../../../lib/money';

/** Shelf categories whose deals can seed a meal plan. */
const MEAL_PLAN_CATEGORIES = ['Meat & Seafood', 'Protein'];

export function canGenerateMealPlan(category: string): boolean {
  return MEAL_PLAN_CATEGORIES.includes(category);
}
