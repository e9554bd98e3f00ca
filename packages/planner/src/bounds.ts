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
import { loadCatalogue } from '@saverly/kitchen';
import { solveSelection } from './model.js';
import { loadedHighs } from './planner.js';
import { WEIGHTS, buildProblem, normalizePreferences, type Candidate, type Problem } from './problem.js';
import type { PlanRequest } from './types.js';

export interface MealBounds {
  /** Chosen-cuisine meals (null: the family picked no cuisine). */
  readonly chosenCuisine: number | null;
  /** Meals within ±15 % of the per-person calorie target (main portion + sides). */
  readonly withinCalories: number;
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
  const most = (test: (c: Candidate) => boolean): { count: number; exact: boolean } | null => {
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
  return {
    chosenCuisine: cuisine?.count ?? null,
    withinCalories: calories.count,
    exact: calories.exact && (cuisine?.exact ?? true),
  };
}
