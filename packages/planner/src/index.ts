/**
 * @saverly/planner — weekly meal plans from a mixed-integer model over recipes, store prices
 * and sales, solved with HiGHS (pure: no I/O). See docs/decisions/0018-meal-plan-optimizer.md.
 *
 * ```ts
 * await loadPlanner(); // once per process (or worker)
 * const result = planMeals({ preferences, priceBook }); // synchronous, plain data in and out
 * ```
 */
export {
  cuisinesFirstBound,
  mealBounds,
  type CuisinesFirstBound,
  type MealBounds,
  type SecondMeasure,
} from './bounds.js';
export { DEFAULT_SOLVER, createMealPlan, loadPlanner, planMeals } from './planner.js';
export { refreshMeal, REFRESH_WEIGHTS } from './refresh.js';
export {
  PANTRY_AISLES,
  PANTRY_FOOD_IDS,
  isPantry,
  packageGramsFor,
  paidCents,
  referencePriceBook,
  withSales,
} from './prices.js';
export { parseOccasion, type OccasionMatch } from './occasion.js';
export { DEFAULT_CALORIES, MAX_FAMILY, WEIGHTS } from './problem.js';
export { PLACEMENT_WEIGHTS } from './placement.js';
export type * from './types.js';
