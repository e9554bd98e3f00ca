/**
 * The planner's entry points. `loadPlanner()` loads HiGHS once per process (async, WASM);
 * `planMeals(request)` is then synchronous, takes plain data and returns plain data, so a worker
 * thread can run it (`await loadPlanner()` once in the worker, then call `planMeals` per message).
 */
import * as highsNamespace from 'highs';
import type { Highs } from 'highs';
import { loadCatalogue, type Catalogue, type MealType } from '@saverly/kitchen';
import { greedyPlan } from './greedy.js';
import { solveSelection } from './model.js';
import { placeOnDays } from './placement.js';
import {
  RequestError,
  WEIGHTS,
  buildProblem,
  eligibleRecipes,
  evaluate,
  normalizePreferences,
  type Candidate,
  type NormalizedPreferences,
  type Pick,
  type Problem,
} from './problem.js';
import { renderPlan } from './render.js';
import type { Infeasible, MealPlan, PlanRequest, PlanResult, SolverOptions, SolverReport } from './types.js';

/**
 * The loader, whatever shape the module system gives it: the package's types describe its
 * CommonJS build, while Node's ESM import gives the `highs.mjs` default export.
 */
type Loader = () => Promise<Highs>;
function findLoader(ns: unknown): Loader {
  let current: unknown = ns;
  for (let depth = 0; depth < 3; depth += 1) {
    if (typeof current === 'function') return current as Loader;
    current = (current as { default?: unknown } | null)?.default;
  }
  throw new Error('highs: no loader function found');
}
const highsLoader: Loader = findLoader(highsNamespace);

/** `performance.now()` without depending on DOM or Node typings (the build has neither). */
export const now = (): number =>
  (globalThis as unknown as { performance: { now(): number } }).performance.now();

let highsPromise: Promise<Highs> | undefined;
let highsInstance: Highs | undefined;

/** Loads the HiGHS WASM runtime once per process (idempotent). */
export async function loadPlanner(): Promise<void> {
  highsPromise ??= highsLoader();
  highsInstance = await highsPromise;
}

/** The loaded HiGHS instance (internal; the package's index does not export it). */
export function loadedHighs(): Highs {
  if (!highsInstance) throw new Error('call `await loadPlanner()` once before planMeals()');
  return highsInstance;
}
const highs = loadedHighs;

/** `loadPlanner()` then `planMeals()`. */
export async function createMealPlan(request: PlanRequest): Promise<PlanResult> {
  await loadPlanner();
  return planMeals(request);
}

export const DEFAULT_SOLVER: Required<SolverOptions> = {
  timeLimitSeconds: 1,
  relativeGap: 0.001,
  candidates: 'fast',
  warmStart: true,
  mip: false,
};

/**
 * Iterated-local-search kicks in the default path: on the bench's 7 × 3 cases, 10 kicks took the
 * mean objective gap to the 30 s reference from 2.35 % to about 1 % for a few tens of ms.
 */
const HEURISTIC_KICKS = 10;

const TYPE_NAMES: Record<MealType, string> = { breakfast: 'breakfast', lunch: 'lunch', dinner: 'dinner' };

// ---------------------------------------------------------------------------------------------
// Can the slots be filled at all? (Hall's condition over the ≤ 3 meal types.)
// ---------------------------------------------------------------------------------------------

interface Shortfall {
  readonly types: readonly MealType[];
  readonly available: number;
  readonly needed: number;
}

export function slotShortfalls(
  catalogue: Catalogue,
  prefs: Pick_<NormalizedPreferences, 'types' | 'diets' | 'maxMinutes' | 'avoid' | 'days'>,
): Shortfall[] {
  const eligible = eligibleRecipes(catalogue, prefs);
  const out: Shortfall[] = [];
  const n = prefs.types.length;
  for (let mask = 1; mask < 1 << n; mask += 1) {
    const types = prefs.types.filter((_, i) => mask & (1 << i));
    const available = eligible.filter((e) => e.types.some((t) => types.includes(t))).length;
    if (available < prefs.days * types.length)
      out.push({ types, available, needed: prefs.days * types.length });
  }
  return out;
}
type Pick_<T, K extends keyof T> = { readonly [P in K]: T[P] };

// ---------------------------------------------------------------------------------------------
// Candidate pruning (the fast model)
// ---------------------------------------------------------------------------------------------

/**
 * The candidates the fast model keeps, per meal type: the best `4·days + 8` by a standalone score
 * (every food pro rata at this week's prices + calorie/cuisine penalties − occasion and
 * sale/favourite bonuses), the best two of every main protein and of every cuisine, every
 * occasion recipe's best three, and the greedy plan's recipes (so the warm start stays
 * feasible and the MIP's answer is never worse than the greedy one).
 */
export function pruneCandidates(problem: Problem, keep: readonly Pick[]): Candidate[] {
  const chosen = new Set<number>(keep.map((p) => p.candidate));
  const limit = 4 * problem.days + 8;
  for (const type of problem.types) {
    const list = [...(problem.byType.get(type) ?? [])];
    const standalone = (c: Candidate) => {
      let s = c.proRataCents + c.penalty;
      if (c.occasionTypes.includes(type)) s -= WEIGHTS.occasionMatched * problem.family;
      for (const use of c.uses) {
        const f = problem.foods[use.food]!;
        if (f.onSale) s -= WEIGHTS.saleFoodUsed;
        if (f.favoured) s -= WEIGHTS.favouredFoodUsed;
      }
      return s;
    };
    const scored = list
      .map((c) => ({ c, s: standalone(c) }))
      .sort((a, b) => a.s - b.s || a.c.index - b.c.index);
    scored.slice(0, limit).forEach(({ c }) => chosen.add(c.index));
    const perGroup = new Map<string, number>();
    for (const { c } of scored) {
      for (const group of [
        `p:${c.protein}`,
        `c:${c.cuisine}`,
        ...(c.occasionTypes.includes(type) ? ['o'] : []),
      ]) {
        const n = perGroup.get(group) ?? 0;
        const cap = group === 'o' ? 3 : 2;
        if (n < cap) {
          chosen.add(c.index);
          perGroup.set(group, n + 1);
        }
      }
    }
  }
  return problem.candidates.filter((c) => chosen.has(c.index));
}

// ---------------------------------------------------------------------------------------------
// Solve
// ---------------------------------------------------------------------------------------------

interface Solved {
  readonly picks: Pick[];
  readonly report: SolverReport;
}

/**
 * 1. Heuristic: greedy construction + single and pair swaps over every eligible recipe.
 * 2. Lower bound: the LP relaxation of the full model (every eligible recipe) — cheap, and a
 *    valid bound for the whole problem, so the reported gap is honest even when the MIP below
 *    only sees pruned candidates. An infeasible relaxation proves the budget cannot be met.
 * 3. If the gap is above the target and time is left, the MIP (pruned candidates unless
 *    `candidates: 'full'`) warm-started from the heuristic; its plan is taken when better, and
 *    over the full candidate set its dual bound replaces the LP bound when stronger.
 */
function solve(
  problem: Problem,
  options: Required<SolverOptions>,
  started: number,
): { solved: Solved | null; infeasible: boolean } {
  const h = highs();
  const pairPool = new Set(pruneCandidates(problem, []).map((c) => c.index));
  let heuristic = greedyPlan(problem, { pairPool, kicks: HEURISTIC_KICKS });
  if (heuristic && problem.budgetCents !== null && heuristic.cost > problem.budgetCents + 1e-6) {
    const cheap = greedyPlan(problem, { costOnly: true, pairPool, kicks: HEURISTIC_KICKS });
    heuristic = cheap && cheap.cost <= problem.budgetCents + 1e-6 ? cheap : null;
  }
  const lp = solveSelection(h, problem, problem.candidates, {
    timeLimitSeconds: options.timeLimitSeconds,
    relativeGap: options.relativeGap,
    relaxation: true,
  });
  if (lp.status === 'infeasible') return { solved: null, infeasible: true };
  let bound = Number.isFinite(lp.bound) ? lp.bound : 0;
  let picks: Pick[] | null = heuristic ? [...heuristic.picks] : null;
  let objective = picks ? evaluate(problem, picks).objective : Infinity;
  let status: SolverReport['status'] = 'heuristic';
  let candidates = problem.candidates.length;
  let variables = lp.variables;
  let constraints = lp.constraints;
  const gapOf = (obj: number, b: number) => (obj > 0 ? Math.max(0, (obj - b) / obj) : 0);
  const elapsed = () => (now() - started) / 1000;
  const remaining = options.timeLimitSeconds - elapsed();
  if (options.mip && (!picks || gapOf(objective, bound) > options.relativeGap) && remaining > 0.02) {
    const pool = options.candidates === 'full' ? problem.candidates : pruneCandidates(problem, picks ?? []);
    const result = solveSelection(h, problem, pool, {
      timeLimitSeconds: remaining,
      relativeGap: options.relativeGap,
      warmStart: options.warmStart ? picks : null,
    });
    candidates = pool.length;
    variables = result.variables;
    constraints = result.constraints;
    const full = pool.length === problem.candidates.length;
    if (full && result.status === 'infeasible') return { solved: null, infeasible: true };
    if (result.picks) {
      const value = evaluate(problem, result.picks).objective;
      if (value < objective - 1e-6) {
        picks = result.picks;
        objective = value;
      }
    }
    if (full && Number.isFinite(result.bound)) bound = Math.max(bound, result.bound);
    status =
      result.status === 'optimal' && full
        ? 'optimal'
        : result.status === 'optimal'
          ? 'optimal_pruned'
          : 'time_limit';
  }
  if (!picks) return { solved: null, infeasible: false };
  bound = Math.min(bound, objective);
  const gap = gapOf(objective, bound);
  if (gap <= options.relativeGap) status = 'optimal';
  return {
    solved: {
      picks,
      report: {
        status,
        gap,
        objective,
        bound,
        ms: now() - started,
        candidates,
        variables,
        constraints,
      },
    },
    infeasible: false,
  };
}

function finish(problem: Problem, solved: Solved, extraWarnings: readonly string[] = []): MealPlan {
  const placement = placeOnDays(problem, solved.picks);
  const warnings = [...problem.warnings, ...extraWarnings];
  if (
    problem.occasion &&
    !solved.picks.some((p) => problem.candidates[p.candidate]!.occasionTypes.includes(p.type))
  )
    warnings.push(`No recipe for “${problem.occasion.occasion.replace('-', ' ')}” fits your other choices.`);
  return renderPlan(problem, placement, solved.report, warnings);
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function listTypes(types: readonly MealType[]): string {
  const names = types.map((t) => TYPE_NAMES[t]);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

/** Answers for a request whose slots cannot all be filled. */
function notEnoughRecipes(
  catalogue: Catalogue,
  prefs: NormalizedPreferences,
  shortfalls: readonly Shortfall[],
  request: PlanRequest,
  options: Required<SolverOptions>,
): Infeasible {
  const worst = shortfalls[0]!;
  const dietText =
    prefs.diets.length > 0
      ? ` that ${prefs.diets.length > 1 ? 'are all of' : 'are'} ${prefs.diets.join(', ')}`
      : '';
  // Is the cooking-time limit the cause?
  if (prefs.maxMinutes !== null && slotShortfalls(catalogue, { ...prefs, maxMinutes: null }).length === 0) {
    const times = [...new Set(catalogue.recipes.map((r) => r.totalMinutes))]
      .filter((t) => t > prefs.maxMinutes!)
      .sort((a, b) => a - b);
    const minimum = times.find((t) => slotShortfalls(catalogue, { ...prefs, maxMinutes: t }).length === 0)!;
    const nearest = planMeals({
      ...request,
      preferences: { ...request.preferences, maxCookingMinutes: minimum },
    });
    return {
      ok: false,
      reason: 'cooking_time_too_short',
      explanation:
        `Only ${worst.available} ${listTypes(worst.types)} recipe${worst.available === 1 ? '' : 's'}${dietText} ` +
        `can be made in ${prefs.maxMinutes} minutes, and ${worst.needed} different ones are needed. ` +
        `Allowing ${minimum} minutes makes a full plan possible.`,
      minimum_cooking_minutes: minimum,
      ...(nearest.ok ? { nearest_plan: nearest } : {}),
    };
  }
  // Diets (or avoided recipes): offer the meal types that can be filled.
  const failing = new Set(shortfalls.flatMap((s) => s.types));
  const keep = prefs.types.filter(
    (t) => !failing.has(t) || slotShortfalls(catalogue, { ...prefs, types: [t] }).length === 0,
  );
  let nearest: PlanResult | null = null;
  for (let size = keep.length; size >= 1 && !nearest; size -= 1) {
    // Largest set of meal types that works (dinner first).
    const order = [...keep].sort((a, b) => (a === 'dinner' ? -1 : b === 'dinner' ? 1 : 0));
    const types = order.slice(0, size);
    if (slotShortfalls(catalogue, { ...prefs, types }).length === 0) {
      const result = planMeals({
        ...request,
        preferences: { ...request.preferences, mealTypes: types },
        solver: options,
      });
      if (result.ok) nearest = result;
    }
  }
  const timeText = prefs.maxMinutes !== null ? ` within ${prefs.maxMinutes} minutes` : '';
  return {
    ok: false,
    reason: 'not_enough_recipes',
    explanation:
      `We have only ${worst.available} ${listTypes(worst.types)} recipe${worst.available === 1 ? '' : 's'}${dietText}${timeText}, ` +
      `and a ${prefs.days}-day plan needs ${worst.needed} different ones. ` +
      (nearest?.ok
        ? `Here is a plan for ${listTypes(nearest.days[0]!.meals.map((m) => m.type))} only.`
        : 'Try fewer days or fewer diet restrictions.'),
    ...(nearest?.ok ? { nearest_plan: nearest } : {}),
  };
}

/**
 * Plans the week. Synchronous after `loadPlanner()`; plain data in, plain data out.
 * Never returns a plan that breaks a diet, the time limit or the budget: when they cannot all be
 * met, the answer is an `Infeasible` with the reason and the nearest plan.
 */
export function planMeals(request: PlanRequest): PlanResult {
  const started = now();
  const options: Required<SolverOptions> = { ...DEFAULT_SOLVER, ...(request.solver ?? {}) };
  let prefs: NormalizedPreferences;
  try {
    prefs = normalizePreferences(request.preferences);
  } catch (error) {
    if (error instanceof RequestError)
      return { ok: false, reason: 'invalid_request', explanation: error.message };
    throw error;
  }
  const catalogue = loadCatalogue();
  const shortfalls = slotShortfalls(catalogue, prefs);
  if (shortfalls.length > 0) return notEnoughRecipes(catalogue, prefs, shortfalls, request, options);

  const problem = buildProblem(catalogue, prefs, request.priceBook);
  let outcome = solve(problem, options, started);
  if (!outcome.solved && !outcome.infeasible && !options.mip)
    outcome = solve(
      problem,
      { ...options, mip: true, timeLimitSeconds: Math.max(options.timeLimitSeconds, 2) },
      started,
    );
  const { solved, infeasible } = outcome;
  if (solved) return finish(problem, solved);

  if (problem.budgetCents !== null && infeasible) {
    // Proven: no plan meets the budget. Find the cheapest plan that meets everything else.
    const unbounded: Problem = { ...problem, budgetCents: null };
    const cheapest = solveSelection(highs(), unbounded, unbounded.candidates, {
      timeLimitSeconds: Math.max(options.timeLimitSeconds, 2),
      relativeGap: 0,
      costOnly: true,
      warmStart: greedyPlan(unbounded, { costOnly: true })?.picks ?? null,
    });
    if (cheapest.picks) {
      const ev = evaluate(unbounded, cheapest.picks);
      const minimum = Math.ceil(ev.costCents - 1e-6);
      const proven = cheapest.status === 'optimal';
      const found = proven ? 'The cheapest possible plan costs' : 'The cheapest plan we found costs';
      const report: SolverReport = {
        status: proven ? 'optimal' : 'time_limit',
        gap: ev.costCents > 0 ? Math.max(0, (ev.costCents - cheapest.bound) / ev.costCents) : 0,
        objective: ev.costCents,
        bound: cheapest.bound,
        ms: now() - started,
        candidates: unbounded.candidates.length,
        variables: cheapest.variables,
        constraints: cheapest.constraints,
      };
      const nearest = finish(unbounded, { picks: cheapest.picks, report }, [
        `This is the cheapest plan that meets your other choices: ${money(minimum)}, over your ${money(problem.budgetCents)} budget.`,
      ]);
      return {
        ok: false,
        reason: 'budget_too_low',
        explanation:
          `No ${prefs.days}-day plan with your choices fits a ${money(problem.budgetCents)} budget at this store's prices. ` +
          `${found} ${money(minimum)}.`,
        minimum_budget_cents: minimum,
        nearest_plan: nearest,
      };
    }
  }
  return {
    ok: false,
    reason: 'no_plan_found',
    explanation:
      'We could not finish a plan in time with these choices. Try again, or loosen the budget or the diet choices.',
  };
}
