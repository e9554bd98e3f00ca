/**
 * Budget-aware upper bounds for the planner's quality figures (issue #13, `bench/planner`): the
 * most meals any plan could take from the family's chosen cuisines, and the most that could land
 * within ±15 % of the calorie target, under every hard rule (diets, time, the slots, a dish once)
 * and the budget at this week's package prices. Each is its own count, maximised alone: a plan
 * that takes the most chosen-cuisine meals may have fewer meals within the band (cuisines come
 * first), so the calorie figure bounds what any plan could do, not what the cuisine-first plan can.
 *
 * Solved by HiGHS branch and bound with a node limit (a work limit, never the clock); the dual
 * bound it reports is an upper bound whether or not the search finished.
 */
import { dishKey, loadCatalogue } from '@saverly/kitchen';
import { solveSelection } from './model.js';
import { loadedHighs } from './planner.js';
import { WEIGHTS, buildProblem, normalizePreferences, type Candidate, type Problem } from './problem.js';
import type { PlanRequest } from './types.js';

export interface MealBounds {
  /** Chosen-cuisine meals (null: the family picked no cuisine). */
  readonly chosenCuisine: number | null;
  /** Meals within ±15 % of the per-person calorie target (main portion + sides). */
  readonly withinCalories: number;
  /**
   * With `recentRecipeIds`: the most meals whose dish is not in them among the plans with the
   * most chosen-cuisine meals (cuisines first, as the planner ranks them); null without recent
   * recipes, or when that search did not finish (a lexicographic count is only exact then).
   */
  readonly newDishes: number | null;
  /** Both searches finished: the bounds are the exact maxima. */
  readonly exact: boolean;
}

/** `null` when no plan meets the hard rules and the budget at all. */
export function mealBounds(
  request: PlanRequest,
  /** `lp`: the linear relaxation (fast, a looser bound); `mip`: branch and bound with a node limit. */
  method: 'lp' | 'mip' = 'lp',
  maxNodes = 2_000,
): MealBounds | null {
  const prefs = normalizePreferences(request.preferences);
  // With a budget every recipe is there fitted and as one plain serving (the planner's fallback),
  // so the bound covers both.
  const problem: Problem = buildProblem(
    loadCatalogue(),
    prefs,
    request.priceBook,
    new Map(),
    prefs.budgetCents === null ? 'fit' : 'mixed',
  );
  const most = (test: (c: Candidate) => boolean | number): { count: number; exact: boolean } | null => {
    const result = solveSelection(loadedHighs(), problem, problem.candidates, {
      maxNodes,
      relativeGap: 0,
      countMeals: test,
      relaxation: method === 'lp',
    });
    if (result.status === 'infeasible' || !Number.isFinite(result.bound)) return null;
    return {
      count: Math.floor(-result.bound + 1e-6),
      exact: method === 'mip' && result.status === 'optimal',
    };
  };
  const band = WEIGHTS.calorieMissFraction * problem.calories;
  const calories = most((c) => Math.abs(c.mealKcal - problem.calories) <= band);
  if (!calories) return null;
  const cuisine = problem.cuisines.length > 0 ? most((c) => c.chosen) : null;
  let newDishes: number | null = null;
  if (prefs.recent.size > 0) {
    const recentDishes = new Set(
      [...prefs.recent].flatMap((id) => {
        const r = loadCatalogue().recipe(id);
        return r ? [dishKey(r.name)] : [];
      }),
    );
    // Cuisines first: 1,000 a chosen-cuisine meal outweighs every new dish of a plan.
    const both = most((c) => (c.chosen ? 1_000 : 0) + (recentDishes.has(dishKey(c.recipe.name)) ? 0 : 1));
    if (both?.exact && (cuisine === null || cuisine.exact))
      newDishes = both.count - 1_000 * (cuisine?.count ?? problem.days * problem.types.length);
  }
  return {
    chosenCuisine: cuisine?.count ?? null,
    withinCalories: calories.count,
    newDishes,
    exact: calories.exact && (cuisine?.exact ?? true),
  };
}
