/** Dollars with two decimals: 3.5 → "$3.50". */
export function formatMoney(dollars: number): string {
  return `$${dollars.toFixed(2)}`;
}

/** Shelf categories whose deals can seed a meal plan. */
export const MEAL_PLAN_CATEGORIES = ['Meat & Seafood', 'Protein'];

export function canGenerateMealPlan(category: string): boolean {
  return MEAL_PLAN_CATEGORIES.includes(category);
}
