/**
 * Refresh one meal: the best replacement for one slot, given the rest of the plan (packages
 * already bought make some recipes cheaper), never one of the current meals, and not too similar
 * to the meal it replaces (another main protein or cuisine where possible). No MIP: one pass
 * over the slot's candidates with the greedy's incremental objective, well under 50 ms.
 */
import { type MealType } from '@saverly/kitchen';
import { catalogueFor } from './own.js';
import { Selection } from './greedy.js';
import {
  RequestError,
  buildProblem,
  eligibleRecipes,
  evaluate,
  familyOf,
  lookalikeOf,
  normalizePreferences,
  type Candidate,
  type Pick,
} from './problem.js';
import { estimateNotes, plainMealsBecause, planNotes } from './notes.js';
import { PLACEMENT_WEIGHTS } from './placement.js';
import { mealShares, renderMeal, renderPlan } from './render.js';
import type { CurrentMeal, PlanRequest, RefreshResult } from './types.js';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Per serving: replacing a meal with the same main protein / the same cuisine; a new meal with the
 * main protein or the dish family of another meal that day (chickpeas at breakfast and dinner: a
 * walk-through). As a cuisine repeat: a few dollars for a family, beside near-equal bills.
 */
export const REFRESH_WEIGHTS = {
  sameProtein: 300,
  sameCuisine: 150,
  sameDayProtein: 300,
  sameDayFamily: 150,
  /**
   * Per serving, a look-alike (`lookalikeOf`) of the meal refreshed or of one refreshed out of the
   * plan before: the family asked for something else, and Balila for Warm Chickpeas with Tahini
   * is not (a session-31 walk-through). As a recent recipe weighs: below cuisines and calories.
   */
  outLookalike: 1500,
} as const;

/**
 * At most this many other meals give up their portions and sides so that a new meal fits a spent
 * budget (the family asked for another meal, not a smaller week): refreshes of a spent $134 week
 * for four made up to 4 other meals smaller each. Beyond it the answer is `budget_too_low` with
 * what a new meal would cost. A meal of the family's cuisines in place of one from another cuisine
 * keeps to it too (session 42): without a limit, a walk-through's refresh of a spent $120 week
 * for four took 8 other meals to one serving without sides (a frittata from 594 to 225 kcal).
 */
const REFRESH_MAX_SMALLER = 2;

export function refreshMeal(
  request: PlanRequest,
  currentMeals: readonly CurrentMeal[],
  slot: { readonly day: number; readonly type: MealType },
): RefreshResult {
  let prefs;
  try {
    prefs = normalizePreferences(request.preferences);
  } catch (error) {
    if (error instanceof RequestError)
      return { ok: false, reason: 'invalid_request', explanation: error.message };
    throw error;
  }
  const replaced = currentMeals.find((m) => m.day === slot.day && m.type === slot.type);
  if (!replaced)
    return {
      ok: false,
      reason: 'invalid_request',
      explanation: `There is no ${slot.type} on day ${slot.day} to refresh.`,
    };
  const catalogue = catalogueFor(request.ownRecipes);
  const types = [...new Set([...prefs.types, ...currentMeals.map((m) => m.type)])];
  const forced = new Map<string, MealType[]>();
  for (const m of currentMeals) forced.set(m.recipeId, [...(forced.get(m.recipeId) ?? []), m.type]);
  const days = Math.max(prefs.days, ...currentMeals.map((m) => m.day));
  // With a budget every recipe is there fitted and as one plain serving: a budgeted plan keeps some
  // meals plain (cuisines before calories), and its replacement may need to be plain too.
  const problem = buildProblem(
    catalogue,
    { ...prefs, types, days },
    request.priceBook,
    forced,
    prefs.budgetCents === null ? 'fit' : 'mixed',
  );
  const eligible = new Set(
    eligibleRecipes(catalogue, { ...prefs, types: [slot.type] }).map((e) => e.recipe.id),
  );
  const current = new Set(currentMeals.map((m) => m.recipeId));
  // Nor another version of a dish the plan has (or the family asked to avoid).
  const currentDishes = new Set(
    currentMeals
      .map((m) => catalogue.recipe(m.recipeId))
      .flatMap((r) => (r ? [catalogue.dishOf(r.name)] : [])),
  );
  // A recipe's fitted candidate comes first; a `mixed` problem's budget variants (the cheapest
  // fitted portions, one plain serving) after it.
  const byRecipe = new Map<string, Candidate>();
  const plainByRecipe = new Map<string, Candidate>();
  const thriftyByRecipe = new Map<string, Candidate>();
  for (const c of problem.candidates)
    (c.plain ? plainByRecipe : c.thrifty ? thriftyByRecipe : byRecipe).set(c.recipe.id, c);
  const plainMeals = new Set(currentMeals.filter((m) => m.plain));
  // A stored meal with the budget variant's portion and sides was planned as that variant.
  const isThrifty = (m: CurrentMeal) => {
    const t = thriftyByRecipe.get(m.recipeId);
    if (!t) return false;
    // A household's: each share's portion and number of sides as the variant has them.
    if (t.shares)
      return (
        m.shares !== undefined &&
        m.shares.length === t.shares.length &&
        t.shares.every(
          (share, i) =>
            Math.abs(share.portion - m.shares![i]!.portion) < 1e-6 &&
            share.sides.length === m.shares![i]!.sides,
        )
      );
    if (m.portion === undefined || m.sideFoods === undefined) return false;
    const foods = t.sides.map((side) => side.step.food.id);
    return (
      Math.abs(t.portion - m.portion) < 1e-6 &&
      foods.length === m.sideFoods.length &&
      foods.every((f, i) => f === m.sideFoods![i])
    );
  };
  // A recipe has no plain variant when another of its variants already is one serving without
  // sides (problem.ts): a plain meal is then that variant, not the fitted one.
  const plainOf = (recipeId: string) =>
    plainByRecipe.get(recipeId) ??
    [thriftyByRecipe.get(recipeId), byRecipe.get(recipeId)].find(
      (c) => c !== undefined && c.portion === 1 && c.sides.length === 0,
    );
  const candidateOf = (m: CurrentMeal) =>
    (plainMeals.has(m) ? plainOf(m.recipeId) : isThrifty(m) ? thriftyByRecipe.get(m.recipeId) : undefined) ??
    byRecipe.get(m.recipeId);
  const othersSelected = () => {
    const s = new Selection(problem);
    for (const m of currentMeals) {
      if (m === replaced) continue;
      const c = candidateOf(m);
      if (c) s.add(c, m.type);
    }
    return s;
  };
  let selection = othersSelected();
  // Meals named without their portions (the spec's refresh by name) of a plan that met its budget:
  // the plan kept some of them plain. The fewest plain meals, the biggest savings first, that bring
  // the rest within the budget stand for them.
  const budget = problem.budgetCents;
  if (budget !== null && currentMeals.every((m) => m.plain === undefined)) {
    while (selection.cost > budget + 1e-6) {
      let best: { meal: CurrentMeal; cost: number } | null = null;
      for (const m of currentMeals) {
        if (m === replaced || plainMeals.has(m) || !plainByRecipe.has(m.recipeId)) continue;
        plainMeals.add(m);
        const cost = othersSelected().cost;
        plainMeals.delete(m);
        if (!best || cost < best.cost) best = { meal: m, cost };
      }
      if (!best || best.cost >= selection.cost - 1e-6) break;
      plainMeals.add(best.meal);
      selection = othersSelected();
    }
  }
  /** The meals kept plain as planned: those made plain beyond them count against the limit. */
  const plainAsPlanned = plainMeals.size;
  const old = candidateOf(replaced);
  const sameDay = currentMeals.filter((m) => m.day === slot.day && m !== replaced).map(candidateOf);
  const neighbours =
    slot.type === 'dinner'
      ? currentMeals.filter((m) => m.type === 'dinner' && Math.abs(m.day - slot.day) === 1).map(candidateOf)
      : [];
  const family = problem.family;
  // The look-alike groups of the meal refreshed and of those refreshed out before (avoided, and
  // not another meal of the plan: those count in the selection's own look-alike term).
  const others = new Set(currentMeals.filter((m) => m !== replaced).map((m) => m.recipeId));
  const outLookalikes = new Set(
    [replaced.recipeId, ...prefs.avoid]
      .filter((id) => !others.has(id))
      .flatMap((id) => {
        const recipe = catalogue.recipe(id);
        const key = recipe ? lookalikeOf(recipe) : null;
        return key === null ? [] : [key];
      }),
  );
  /**
   * The best replacement with the other meals as `selection` has them, within the budget; with
   * `chosenOnly`, among the family's chosen cuisines only.
   */
  const search = (chosenOnly = false) => {
    let best: { index: number; score: number } | null = null;
    /**
     * Recipes that fit everything but the budget (each once, whatever its portion variants: they
     * are adjacent candidates), and the cheapest plan one of them makes: "the cheapest of the 648
     * left" counted variants.
     */
    let overBudget = 0;
    let lastOver: string | null = null;
    /** Of those, the ones from the family's chosen cuisines. */
    let chosenOverBudget = 0;
    let cheapest = Infinity;
    for (const c of problem.candidates) {
      if (
        !eligible.has(c.recipe.id) ||
        current.has(c.recipe.id) ||
        currentDishes.has(catalogue.dishOf(c.recipe.name)) ||
        !c.types.includes(slot.type) ||
        (chosenOnly && !c.chosen)
      )
        continue;
      const move = selection.deltaAdd(c, slot.type);
      if (problem.budgetCents !== null && selection.cost + move.cost > problem.budgetCents + 1e-6) {
        if (c.recipe.id !== lastOver) overBudget += 1;
        lastOver = c.recipe.id;
        if (c.chosen) chosenOverBudget += 1;
        cheapest = Math.min(cheapest, selection.cost + move.cost);
        continue;
      }
      let score = move.delta;
      if (old && c.protein === old.protein) score += REFRESH_WEIGHTS.sameProtein * family;
      if (old && c.cuisine === old.cuisine) score += REFRESH_WEIGHTS.sameCuisine * family;
      if (outLookalikes.size > 0) {
        const key = lookalikeOf(c.recipe);
        if (key !== null && outLookalikes.has(key)) score += REFRESH_WEIGHTS.outLookalike * family;
      }
      for (const n of neighbours)
        if (n && n.protein === c.protein && c.protein !== 'none')
          score += PLACEMENT_WEIGHTS.backToBackDinnerProtein * family;
      // The day's other meals, per serving as the rest of the score (placement's 30 for the
      // whole family weighed nothing beside a few cents' difference in the bill).
      for (const o of sameDay) {
        if (!o) continue;
        if (o.protein === c.protein && c.protein !== 'none') score += REFRESH_WEIGHTS.sameDayProtein * family;
        if (familyOf(o.recipe) === familyOf(c.recipe)) score += REFRESH_WEIGHTS.sameDayFamily * family;
      }
      if (!best || score < best.score) best = { index: c.index, score };
    }
    return { best, overBudget, chosenOverBudget, cheapest };
  };
  /** Meals that can still give up their portions and sides (not the one refreshed). */
  const relaxableMeals = () =>
    currentMeals.filter((m) => m !== replaced && !plainMeals.has(m) && plainByRecipe.has(m.recipeId));
  /**
   * Other meals give up their portions and sides, the biggest saving first, until `search` finds a
   * replacement, none of `relaxable` is left to give up or `limit` meals have; when none is found
   * the meals keep their portions and `from` is the answer.
   */
  const giveUpUntilFound = (
    relaxable: readonly CurrentMeal[],
    chosenOnly: boolean,
    from: ReturnType<typeof search>,
    limit: number,
  ) => {
    const kept = new Set(plainMeals);
    let result = from;
    let given = 0;
    while (!result.best && given < limit) {
      let step: { meal: CurrentMeal; cost: number } | null = null;
      for (const m of relaxable) {
        if (plainMeals.has(m)) continue;
        plainMeals.add(m);
        const cost = othersSelected().cost;
        plainMeals.delete(m);
        if (!step || cost < step.cost) step = { meal: m, cost };
      }
      if (!step) break;
      plainMeals.add(step.meal);
      given += 1;
      selection = othersSelected();
      result = search(chosenOnly);
    }
    if (result.best) return result;
    plainMeals.clear();
    for (const m of kept) plainMeals.add(m);
    selection = othersSelected();
    return from;
  };
  let found = search();
  /** A new meal fits only if more than `REFRESH_MAX_SMALLER` other meals get smaller. */
  let capped = false;
  // A plan that spends its budget leaves a replacement little room (its packages are shared, so
  // the replaced meal frees little). Then up to `REFRESH_MAX_SMALLER` other meals give up their
  // portions and sides, the biggest saving first, until one fits (the answer names them).
  if (!found.best && budget !== null && found.overBudget > 0) {
    const relaxable = relaxableMeals();
    for (const m of relaxable) plainMeals.add(m);
    selection = othersSelected();
    const loosest = search();
    for (const m of relaxable) plainMeals.delete(m);
    selection = othersSelected();
    found = loosest.best ? giveUpUntilFound(relaxable, false, found, REFRESH_MAX_SMALLER) : loosest;
    capped = loosest.best !== null && found.best === null;
  }
  // Cuisines come before calories (ADR 0018): when the only replacements within the budget are
  // from other cuisines and one from the family's cuisines is not, other meals give up portions
  // and sides (the biggest saving first, the fewest meals) to make room for it, as a generated
  // plan would; it is taken when the plan is then better. A walk-through refreshed three dinners
  // of a spent $200 Italian/Mexican week and got Dal Tadka each time.
  if (
    found.best &&
    budget !== null &&
    !problem.candidates[found.best.index]!.chosen &&
    found.chosenOverBudget > 0
  ) {
    const kept = new Set(plainMeals);
    const offCuisine = found;
    const withOffCuisine = othersSelected();
    withOffCuisine.add(problem.candidates[offCuisine.best!.index]!, slot.type);
    // Within the same limit as any refresh, counting the meals already made smaller for it.
    const chosen = giveUpUntilFound(
      relaxableMeals(),
      true,
      search(true),
      Math.max(0, REFRESH_MAX_SMALLER - (plainMeals.size - plainAsPlanned)),
    );
    const better =
      chosen.best !== null &&
      (() => {
        const withChosen = othersSelected();
        withChosen.add(problem.candidates[chosen.best.index]!, slot.type);
        return withChosen.objective < withOffCuisine.objective - 1e-6;
      })();
    if (better) found = chosen;
    else {
      plainMeals.clear();
      for (const m of kept) plainMeals.add(m);
      selection = othersSelected();
      found = offCuisine;
    }
  }
  const best = found.best;
  if (!best) {
    // Say which constraint blocked it: the budget only when a recipe was left but cost too much.
    if (found.overBudget > 0 && problem.budgetCents !== null)
      return {
        ok: false,
        reason: 'budget_too_low',
        explanation:
          `No other ${slot.type} recipe that fits your choices keeps the plan within your ${dollars(problem.budgetCents)} budget` +
          (capped ? ` unless more than ${REFRESH_MAX_SMALLER} other meals get smaller` : '') +
          (Number.isFinite(found.cheapest)
            ? `: the cheapest of ${found.overBudget === 1 ? 'the 1 left' : `the ${found.overBudget} left`} would take it to ${dollars(Math.ceil(found.cheapest - 1e-6))}.`
            : '.'),
      };
    return {
      ok: false,
      reason: 'not_enough_recipes',
      explanation: `Every other ${slot.type} recipe that fits your choices is already in your plan; there is none left.`,
    };
  }
  const chosen = problem.candidates[best.index]!;
  selection.add(chosen, slot.type);
  const picks = selection.picks;
  const ev = evaluate(problem, picks);
  const shares = mealShares(problem, picks, ev);
  const meal = renderMeal(
    problem,
    chosen,
    slot.day,
    slot.type,
    shares[picks.length - 1]!,
    ev,
    plainMealsBecause(problem, picks),
  );
  const plan = wholePlan(problem, currentMeals, replaced, chosen.index, candidateOf, picks);
  return {
    ok: true,
    meal,
    plan_cost_cents: Math.round(ev.costCents),
    warnings: plan ? plan.warnings : estimateNotes(problem, [picks[picks.length - 1]!]),
    ...(plan ? { plan } : {}),
  };
}

/**
 * The plan with the replacement in the refreshed slot (`picks`: its meals), rendered like a
 * generated plan with its notes, when the current meals fill every day × type slot once (else
 * null: a partial plan cannot be rendered).
 */
function wholePlan(
  problem: ReturnType<typeof buildProblem>,
  currentMeals: readonly CurrentMeal[],
  replaced: CurrentMeal,
  chosen: number,
  candidateOf: (meal: CurrentMeal) => { readonly index: number } | undefined,
  picks: readonly Pick[],
) {
  const placement = new Map<MealType, number[]>(problem.types.map((t) => [t, []]));
  let filled = 0;
  for (const m of currentMeals) {
    const row = placement.get(m.type);
    const index = m === replaced ? chosen : candidateOf(m)?.index;
    if (!row || index === undefined || m.day < 1 || m.day > problem.days || row[m.day - 1] !== undefined)
      return null;
    row[m.day - 1] = index;
    filled += 1;
  }
  if (filled !== problem.days * problem.types.length) return null;
  const solver = {
    status: 'heuristic',
    gap: 0,
    objective: 0,
    bound: 0,
    ms: 0,
    candidates: 0,
    variables: 0,
    constraints: 0,
  } as const;
  // Its notes are worked out again for the plan as it now is (the replaced meal's gone with it).
  return renderPlan(problem, placement, solver, planNotes(problem, picks));
}
