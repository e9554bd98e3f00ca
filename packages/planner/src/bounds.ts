/**
 * Budget-aware upper bounds for the planner's quality figures (issue #13, `bench/planner`): the
 * most meals any plan could take from the family's chosen cuisines, and the most that could land
 * within ±15 % of the calorie target, under every hard rule (diets, time, the slots, a dish once)
 * and the budget at this week's package prices. Each is its own count, maximised alone: a plan
 * that takes the most chosen-cuisine meals may have fewer meals within the band (cuisines come
 * first), so the calorie figure bounds what any plan could do, not what the cuisine-first plan can.
 * `cuisinesFirstBound` ranks as the planner does: the most chosen-cuisine meals, then the most
 * meals within ±15 % (or the most new dishes) among those plans.
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

/** The problem the bounds search: every recipe fitted, and with a budget also as one plain serving. */
function boundsProblem(request: PlanRequest): Problem {
  const prefs = normalizePreferences(request.preferences);
  // With a budget every recipe is there fitted and as one plain serving (the planner's fallback),
  // so the bound covers both.
  return buildProblem(
    loadCatalogue(),
    prefs,
    request.priceBook,
    new Map(),
    prefs.budgetCents === null ? 'fit' : 'mixed',
  );
}

/**
 * The most meals (a number weighs a meal) any plan could count under every hard rule and the
 * budget, with whether the search proved it; null when no plan fits at all.
 */
function mostMeals(
  problem: Problem,
  test: (c: Candidate) => boolean | number,
  method: 'lp' | 'mip',
  maxNodes: number,
): { count: number; exact: boolean } | null {
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
}

const withinBand = (problem: Problem) => {
  const band = WEIGHTS.calorieMissFraction * problem.calories;
  return (c: Candidate) => Math.abs(c.mealKcal - problem.calories) <= band;
};

/** `null` when no plan meets the hard rules and the budget at all. */
export function mealBounds(
  request: PlanRequest,
  /** `lp`: the linear relaxation (fast, a looser bound); `mip`: branch and bound with a node limit. */
  method: 'lp' | 'mip' = 'lp',
  maxNodes = 2_000,
): MealBounds | null {
  const problem = boundsProblem(request);
  const most = (test: (c: Candidate) => boolean | number) => mostMeals(problem, test, method, maxNodes);
  const calories = most(withinBand(problem));
  if (!calories) return null;
  const cuisine = problem.cuisines.length > 0 ? most((c) => c.chosen) : null;
  return {
    chosenCuisine: cuisine?.count ?? null,
    withinCalories: calories.count,
    exact: calories.exact && (cuisine?.exact ?? true),
  };
}

/** What the cuisines-first bound counts after the chosen-cuisine meals. */
export type SecondMeasure =
  /** Meals within ±15 % of the per-person calorie target (main portion + sides). */
  | 'calories'
  /** Meals whose dish (`dishOf`) is not among the request's `recentRecipeIds`' dishes. */
  | 'newDishes';

export interface CuisinesFirstBound {
  /** The most chosen-cuisine meals any plan within the budget could have (null: no cuisine picked). */
  readonly chosenCuisine: number | null;
  /**
   * The most meals the second measure counts among the plans with the most chosen-cuisine meals,
   * given that a plan with `chosen` of them exists (the planner's own count: the most is at least
   * that, so the answer stays an upper bound). Cuisines first, as the planner ranks them; never
   * above the meals of the plan.
   */
  then(chosen: number): number;
  /** The search finished: both are the exact lexicographic maxima. */
  readonly exact: boolean;
}

/**
 * One branch and bound for the planner's first rank and one after it, under the budget (issue
 * #13's "where the catalogue allows" for budgeted plans of any size, `bench/planner`): the count
 * maximised is `meals + 1` per chosen-cuisine meal plus one per meal the second measure counts, so
 * its bound divided by `meals + 1` bounds the chosen-cuisine meals, and what is left above a
 * plan's own chosen-cuisine meals bounds the second measure of any plan with at least as many.
 * When that search does not finish, a second one of the chosen-cuisine meals alone tightens
 * their count. Node-limited (a work limit); the dual bound holds whether or not the search
 * finished. `null` when no plan fits at all.
 */
export function cuisinesFirstBound(
  request: PlanRequest,
  second: SecondMeasure = 'calories',
  maxNodes = 300,
): CuisinesFirstBound | null {
  const problem = boundsProblem(request);
  const slots = problem.days * problem.types.length;
  const weight = problem.cuisines.length > 0 ? slots + 1 : 0;
  let counted: (c: Candidate) => boolean;
  if (second === 'calories') counted = withinBand(problem);
  else {
    const recent = new Set(
      [...normalizePreferences(request.preferences).recent].flatMap((id) => {
        const r = loadCatalogue().recipe(id);
        return r ? [loadCatalogue().dishOf(r.name)] : [];
      }),
    );
    counted = (c) => !recent.has(loadCatalogue().dishOf(c.recipe.name));
  }
  const both = mostMeals(problem, (c) => (c.chosen ? weight : 0) + (counted(c) ? 1 : 0), 'mip', maxNodes);
  if (!both) return null;
  let chosenCuisine = weight > 0 ? Math.min(slots, Math.floor(both.count / weight)) : null;
  // An unfinished search's bound on the weighted count is looser for the cuisines than a search
  // of the cuisines alone (which often finishes where the weighted one does not): the smaller holds.
  if (chosenCuisine !== null && !both.exact) {
    const alone = mostMeals(problem, (c) => c.chosen, 'mip', maxNodes);
    if (alone) chosenCuisine = Math.min(chosenCuisine, alone.count);
  }
  return {
    chosenCuisine,
    then: (chosen) => Math.max(0, Math.min(slots, both.count - weight * chosen)),
    exact: both.exact,
  };
}
