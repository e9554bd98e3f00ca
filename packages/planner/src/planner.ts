/**
 * The planner's entry points. `loadPlanner()` loads HiGHS once per process (async, WASM);
 * `planMeals(request)` is then synchronous, takes plain data and returns plain data, so a worker
 * thread can run it (`await loadPlanner()` once in the worker, then call `planMeals` per message).
 */
import * as highsNamespace from 'highs';
import type { Highs } from 'highs';
import { type Catalogue, type MealType } from '@saverly/kitchen';
import { catalogueFor } from './own.js';
import {
  Selection,
  focusedOn,
  greedyPlan,
  improve,
  improveRelocations,
  kick,
  improveWithinBudget,
  insertAndRepair,
  repairToBudget,
} from './greedy.js';
import { DEFAULT_MAX_NODES, solveSelection } from './model.js';
import { placeOnDays } from './placement.js';
import {
  RequestError,
  WEIGHTS,
  buildProblem,
  eligibleRecipes,
  evaluate,
  normalizePreferences,
  withoutJitter,
  variantsOf,
  cuisineCostProblem,
  type Candidate,
  type NormalizedPreferences,
  type Pick,
  type Problem,
} from './problem.js';
import {
  TYPE_NAMES,
  cheapestPortionsSentence,
  chosenCuisines,
  fullPortionsBudget,
  money,
  ownRecipeNotes,
  planNotes,
} from './notes.js';
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
const now = (): number => (globalThis as unknown as { performance: { now(): number } }).performance.now();

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
  maxNodes: DEFAULT_MAX_NODES,
  timeLimitSeconds: Infinity,
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

/**
 * Rounds of package cuts added to the LP that bounds the reported gap (a work limit, never the
 * clock). Every round's optimum is a valid bound; on the bench's 7 × 3 cases three rounds reach
 * 99.2 % of the bound with every cut (min 97.1 %) for 64 % of the LP time (issue #13).
 */
const BOUND_CUT_ROUNDS = 3;

// ---------------------------------------------------------------------------------------------
// Can the slots be filled at all? (Hall's condition over the ≤ 3 meal types.)
// ---------------------------------------------------------------------------------------------

interface Shortfall {
  readonly types: readonly MealType[];
  readonly available: number;
  readonly needed: number;
}

function slotShortfalls(
  catalogue: Catalogue,
  prefs: Pick_<NormalizedPreferences, 'types' | 'diets' | 'maxMinutes' | 'avoid' | 'days'>,
): Shortfall[] {
  // Each dish's meal types (the union over its versions): two versions of one dish fill one slot
  // (a plan holds a dish once), so dishes, not recipes, are counted.
  const dishTypes = new Map<string, number>();
  for (const e of eligibleRecipes(catalogue, prefs)) {
    const dish = catalogue.dishOf(e.recipe.name);
    let mask = dishTypes.get(dish) ?? 0;
    for (const t of e.types) mask |= 1 << prefs.types.indexOf(t);
    dishTypes.set(dish, mask);
  }
  const out: Shortfall[] = [];
  const n = prefs.types.length;
  for (let mask = 1; mask < 1 << n; mask += 1) {
    const types = prefs.types.filter((_, i) => mask & (1 << i));
    let available = 0;
    for (const typesOfDish of dishTypes.values()) if ((typesOfDish & mask) !== 0) available += 1;
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
function pruneCandidates(problem: Problem, keep: readonly Pick[]): Candidate[] {
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
    // Recipes, not candidates, are counted: a mixed problem's variants of one recipe (fitted,
    // the budget's, plain) are kept together, scored by the best of them, so three variants do
    // not crowd other recipes out of the pool.
    const variants = new Map<string, Candidate[]>();
    const best = new Map<string, number>();
    for (const c of list) {
      const id = c.recipe.id;
      variants.set(id, [...(variants.get(id) ?? []), c]);
      best.set(id, Math.min(best.get(id) ?? Infinity, standalone(c)));
    }
    const scored = [...variants.values()].sort(
      (a, b) => best.get(a[0]!.recipe.id)! - best.get(b[0]!.recipe.id)! || a[0]!.index - b[0]!.index,
    );
    const keepRecipe = (group: readonly Candidate[]) => group.forEach((c) => chosen.add(c.index));
    scored.slice(0, limit).forEach(keepRecipe);
    const perGroup = new Map<string, number>();
    for (const group of scored) {
      const c = group[0]!;
      for (const key of [
        `p:${c.protein}`,
        `c:${c.cuisine}`,
        ...(c.occasionTypes.includes(type) ? ['o'] : []),
      ]) {
        const n = perGroup.get(key) ?? 0;
        const cap = key === 'o' ? 3 : 2;
        if (n < cap) {
          keepRecipe(group);
          perGroup.set(key, n + 1);
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

/** The cheapest plan that meets everything but the budget (HiGHS, every eligible recipe, gap 0). */
interface Cheapest {
  readonly picks: Pick[];
  readonly costCents: number;
  /** HiGHS proved it the cheapest (within the node limit). */
  readonly proven: boolean;
  readonly bound: number;
  readonly variables: number;
  readonly constraints: number;
}

/**
 * The cheapest plan's search (issue 13). Proving the exact minimum of a week's package bill is
 * expensive: HiGHS' root node alone took ~5 s of CPU on the bench's 7 × 3 budget cases (node
 * limits of 500, 2,000 and 20,000 all measured 6–7 s). Small plans (≤ `CHEAPEST_FULL_SLOTS`
 * meals) are solved exactly over every candidate and the minimum is proven; larger ones over
 * the cheapest candidates per meal type (by their pro-rata bill) plus the greedy's, and the
 * answer says "the cheapest plan we found". Both are work limits: the same answer on any machine.
 */
const CHEAPEST_FULL_SLOTS = 6;
const CHEAPEST_MAX_NODES = 2_000;

/** Per meal type the `2·days + 6` cheapest candidates by pro-rata bill, plus `keep`. */
function cheapPool(problem: Problem, keep: readonly Pick[]): Candidate[] {
  const chosen = new Set(keep.map((p) => p.candidate));
  const limit = 2 * problem.days + 6;
  for (const type of problem.types)
    [...(problem.byType.get(type) ?? [])]
      .sort((a, b) => a.proRataCents - b.proRataCents || a.index - b.index)
      .slice(0, limit)
      .forEach((c) => chosen.add(c.index));
  return problem.candidates.filter((c) => chosen.has(c.index));
}

/**
 * A portion variant that can never make a plan cheaper than another variant of its recipe (a
 * mixed problem has the fitted one, the budget's cheapest fitted one and one plain serving):
 * package bills only grow with grams, so a variant with at least another's grams of every food is
 * dominated (of two equal ones, the later). Dropping dominated variants keeps the cheapest plan
 * exact and shrinks the cost-only model.
 */
function costDominated(problem: Problem, c: Candidate): boolean {
  if (problem.portions !== 'mixed') return false;
  return variantsOf(problem, c).some((other) => {
    if (other === c) return false;
    const atMost = atMostGrams(other, c);
    return atMost === 'less' || (atMost === 'equal' && other.index < c.index);
  });
}

/** Whether `a` uses at most `b`'s grams of every food ('less': and fewer of one), else null. */
function atMostGrams(a: Candidate, b: Candidate): 'less' | 'equal' | null {
  const grams = new Map(b.uses.map((u) => [u.food, u.grams]));
  let less = a.uses.length < b.uses.length;
  for (const u of a.uses) {
    const theirs = grams.get(u.food);
    if (theirs === undefined || u.grams > theirs + 1e-9) return null;
    if (u.grams < theirs - 1e-9) less = true;
  }
  return less ? 'less' : 'equal';
}

/**
 * The least any plan with `c` in it pays: each of `c`'s foods at its cheapest price per gram, and
 * at least one whole package of each food it buys (a plan buys packages, shared or not). A
 * candidate whose floor is above a plan already found is in no cheaper plan: for a small family
 * most are (one person's three days: 119 of 211), and the exact cheapest-plan search need not see
 * them.
 */
function costFloor(problem: Problem, c: Candidate): number {
  let cents = c.pantryCents;
  for (const use of c.uses) {
    const pricing = problem.foods[use.food]!;
    if (pricing.pantry) continue;
    const onePackage = Math.min(...pricing.options.map((o) => o.cents));
    cents += Math.max(onePackage, use.grams * pricing.centsPerGram);
  }
  return cents;
}

/**
 * `costFloor` with the plan's other meals counted: a plan with `c` also fills every other meal,
 * and pays at least the pro-rata bill of each one's foods that `c` does not buy (a food's grams at
 * its cheapest price per gram, shared or not; `c`'s own foods are in its floor already). So the
 * floor of `c` in meal type `t` is its `costFloor` plus, per meal type, the smallest such bills of
 * as many other candidates as the type has meals left. Exact: every plan with `c` costs at least
 * it. Over the candidates a cheapest-plan search may use (`pool`), against the cost of a plan
 * already found, it keeps a candidate when any of its meal types may still give a cheaper plan:
 * a 3-day lunch and dinner plan for four kept 271 of 521 and proved its minimum in 3.2 s, not 7.4.
 */
export function withinPlanFloor(problem: Problem, pool: readonly Candidate[], limit: number): Candidate[] {
  const floors = planFloors(problem, pool, limit);
  return pool.filter((c) => floors.get(c.index)! <= limit + 1e-6);
}

/**
 * Each candidate's plan floor (`withinPlanFloor`), the least of its meal types'; Infinity where
 * its own packages are already over `limit` (not computed further) or its plan cannot be filled.
 */
export function planFloors(
  problem: Problem,
  pool: readonly Candidate[],
  limit = Infinity,
): Map<number, number> {
  const nonPantry = (food: number) => !problem.foods[food]!.pantry;
  // Per meal type, the pool by pro-rata bill; per food, what each user's pro-rata bill of it is.
  const byBill = new Map<MealType, Candidate[]>();
  const usersOf = new Map<number, { c: Candidate; cents: number }[]>();
  for (const c of pool) {
    for (const type of c.types) {
      const list = byBill.get(type);
      if (list) list.push(c);
      else byBill.set(type, [c]);
    }
    for (const use of c.uses) {
      if (!nonPantry(use.food)) continue;
      const entry = { c, cents: use.grams * problem.foods[use.food]!.centsPerGram };
      const list = usersOf.get(use.food);
      if (list) list.push(entry);
      else usersOf.set(use.food, [entry]);
    }
  }
  for (const list of byBill.values()) list.sort((a, b) => a.proRataCents - b.proRataCents);
  const floors = new Map<number, number>();
  for (const c of pool) {
    const own = costFloor(problem, c);
    if (own > limit + 1e-6) {
      floors.set(c.index, Infinity);
      continue;
    }
    // What each other candidate's bill loses to `c`'s foods.
    const shared = new Map<number, number>();
    for (const use of c.uses)
      for (const user of usersOf.get(use.food) ?? [])
        if (user.c !== c) shared.set(user.c.index, (shared.get(user.c.index) ?? 0) + user.cents);
    // Per meal type, the sums of its smallest bills without `c`'s foods: sums[k] of k meals.
    const sums = new Map<MealType, number[]>();
    for (const type of problem.types) {
      const list = byBill.get(type) ?? [];
      const lowered = list
        .filter((d) => shared.has(d.index) && d.dishSlot !== c.dishSlot)
        .map((d) => d.proRataCents - shared.get(d.index)!)
        .sort((a, b) => a - b);
      const out = [0];
      let i = 0;
      let j = 0;
      while (out.length <= problem.days) {
        while (i < list.length && (shared.has(list[i]!.index) || list[i]!.dishSlot === c.dishSlot)) i += 1;
        const next =
          i < list.length && (j >= lowered.length || list[i]!.proRataCents <= lowered[j]!)
            ? list[i++]!.proRataCents
            : j < lowered.length
              ? lowered[j++]!
              : null;
        if (next === null) break;
        out.push(out.at(-1)! + next);
      }
      sums.set(type, out);
    }
    let floor = Infinity;
    for (const type of c.types) {
      let rest = 0;
      for (const t of problem.types) {
        // Undefined: too few candidates left to fill the type.
        rest += sums.get(t)![problem.days - (t === type ? 1 : 0)] ?? Infinity;
      }
      floor = Math.min(floor, own + rest);
    }
    floors.set(c.index, floor);
  }
  return floors;
}

const cheapestGreedyCache = new WeakMap<Problem, Selection | null>();
/**
 * The cheapest plan the greedy search finds over every candidate (the budget set aside), once per
 * problem: the exact search starts from it, and where it already fits the budget no exact search
 * is needed.
 */
function cheapestGreedy(problem: Problem, allowed?: ReadonlySet<number>): Selection | null {
  if (!allowed && cheapestGreedyCache.has(problem)) return cheapestGreedyCache.get(problem)!;
  const greedy = greedyPlan(
    { ...problem, budgetCents: null },
    { costOnly: true, kicks: HEURISTIC_KICKS, ...(allowed ? { allowed } : {}) },
  );
  if (!allowed) cheapestGreedyCache.set(problem, greedy);
  return greedy;
}

const cheapestCache = new WeakMap<Problem, Cheapest | null>();
/**
 * The cheapest plans of some candidates only, per candidate list: the bill ignores the budget, so
 * a request's problem and its budget-free copy (`{ ...problem, budgetCents: null }`, the same
 * candidates and foods) share one search. A budget too low asked for it twice (the plan's start
 * and "Keeping to … meals costs at least $X"): 0.4–0.8 s of HiGHS each for one person's 2 × 3.
 */
const allowedCheapestCache = new WeakMap<
  readonly Candidate[],
  Map<string, { readonly problem: Problem; readonly result: Cheapest | null }>
>();
/**
 * Exact cheapest plans kept across requests, by the request but its budget: a family told its
 * budget is too low presses "Use a $18.51 budget" (or tries another amount) and the same proof was
 * searched again, 4–5 s of HiGHS each for one person's 2 × 3 (session 50). The search ignores the
 * budget (`sameBill`), so the answer is the one a search would give again. The newest
 * `ACROSS_REQUESTS_KEPT` are kept.
 */
const acrossRequests = new Map<string, Cheapest | null>();
const ACROSS_REQUESTS_KEPT = 32;
/** The requests' problems (by their candidates) and each one's key but for the budget. */
const requestOf = new WeakMap<
  readonly Candidate[],
  { readonly problem: Problem; readonly key: () => string }
>();

/** Registers `problem` as built from `request`, for `acrossRequests`. */
function fromRequest(problem: Problem, request: PlanRequest): Problem {
  let key: string | undefined;
  requestOf.set(problem.candidates, {
    problem,
    key: () =>
      (key ??= `${problem.portions} ${digest(
        JSON.stringify([
          { ...request.preferences, budgetDollars: null },
          request.ownRecipes ?? null,
          request.priceBook,
        ]),
      )}`),
  });
  return problem;
}

/**
 * 64 bits of a string (two 32-bit FNV-1a hashes of different seeds) with its length: a key for
 * a request's text (a store's price book is ~300 KB) without keeping the text.
 */
function digest(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 13);
  }
  return `${text.length}:${(a >>> 0).toString(36)}:${(b >>> 0).toString(36)}`;
}

/** The cheapest plan; with `allowed`, of those candidates only. */
function cheapestPlan(
  problem: Problem,
  options: Required<SolverOptions>,
  allowed?: ReadonlySet<number>,
): Cheapest | null {
  if (!allowed && cheapestCache.has(problem)) return cheapestCache.get(problem)!;
  const registered = requestOf.get(problem.candidates);
  const across =
    registered && sameBill(registered.problem, problem)
      ? `${registered.key()} ${options.maxNodes} ${options.timeLimitSeconds} ${allowed ? [...allowed].sort((x, y) => x - y).join(',') : '*'}`
      : null;
  if (across !== null && acrossRequests.has(across)) {
    const kept = acrossRequests.get(across)!;
    if (!allowed) cheapestCache.set(problem, kept);
    return kept;
  }
  const result = cheapestPlanWithin(problem, options, allowed);
  if (across !== null) {
    if (acrossRequests.size >= ACROSS_REQUESTS_KEPT)
      acrossRequests.delete(acrossRequests.keys().next().value!);
    acrossRequests.set(across, result);
  }
  return result;
}

/** `cheapestPlan` within one request (its problems and their budget-free copies). */
function cheapestPlanWithin(
  problem: Problem,
  options: Required<SolverOptions>,
  allowed?: ReadonlySet<number>,
): Cheapest | null {
  if (allowed) {
    const key = `${options.maxNodes} ${options.timeLimitSeconds} ${[...allowed].sort((a, b) => a - b).join(',')}`;
    const cached = allowedCheapestCache.get(problem.candidates)?.get(key);
    if (cached && sameBill(cached.problem, problem)) return cached.result;
    const result = cheapestPlanOf(problem, options, allowed);
    const byKey =
      allowedCheapestCache.get(problem.candidates) ??
      new Map<string, { readonly problem: Problem; readonly result: Cheapest | null }>();
    byKey.set(key, { problem, result });
    allowedCheapestCache.set(problem.candidates, byKey);
    return result;
  }
  const result = cheapestPlanOf(problem, options);
  cheapestCache.set(problem, result);
  return result;
}

/** Whether two problems are one but for their budget (which the cost-only search ignores). */
function sameBill(a: Problem, b: Problem): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof Problem>;
  return [...keys].every((key) => key === 'budgetCents' || a[key] === b[key]);
}

function cheapestPlanOf(
  problem: Problem,
  options: Required<SolverOptions>,
  allowed?: ReadonlySet<number>,
): Cheapest | null {
  const unbounded: Problem = { ...problem, budgetCents: null };
  const greedy = cheapestGreedy(problem, allowed);
  const greedyCost = greedy ? evaluate(unbounded, greedy.picks).costCents : Infinity;
  const full = problem.days * problem.types.length <= CHEAPEST_FULL_SLOTS;
  // Every plan at most the greedy plan's cost (so every cheapest plan) is made of the candidates
  // kept: the pool's optimum and its dual bound hold for the whole problem.
  const pool = withinPlanFloor(
    unbounded,
    (full ? unbounded.candidates : cheapPool(unbounded, greedy?.picks ?? [])).filter(
      (c) => (!allowed || allowed.has(c.index)) && !costDominated(problem, c),
    ),
    greedyCost,
  );
  const result = solveSelection(highs(), unbounded, pool, {
    maxNodes: full ? options.maxNodes : Math.min(options.maxNodes, CHEAPEST_MAX_NODES),
    ...(Number.isFinite(options.timeLimitSeconds) ? { timeLimitSeconds: options.timeLimitSeconds } : {}),
    relativeGap: 0,
    costOnly: true,
    warmStart: greedy?.picks ?? null,
  });
  const mipCost = result.picks ? evaluate(unbounded, result.picks).costCents : Infinity;
  const picks = mipCost <= greedyCost ? result.picks : (greedy?.picks ?? null);
  const out = picks
    ? {
        picks: [...picks],
        costCents: Math.min(mipCost, greedyCost),
        proven: full && result.status === 'optimal' && mipCost <= greedyCost + 1e-6,
        // The pool's dual bound is not a bound for the whole problem.
        bound: full ? result.bound : 0,
        variables: result.variables,
        constraints: result.constraints,
      }
    : null;
  return out;
}

/**
 * 1. Heuristic: greedy construction + single and pair swaps over every eligible recipe. Over the
 *    budget, the cheapest greedy plan improved by swaps that keep it within the budget.
 * 2. Lower bound: the LP relaxation of the full model (every eligible recipe) — cheap, and a
 *    valid bound for the whole problem, so the reported gap is honest even when the MIP below
 *    only sees pruned candidates. An infeasible relaxation proves the budget cannot be met.
 * 3. With `mip`, the MIP (pruned candidates unless `candidates: 'full'`) warm-started from the
 *    heuristic; its plan is taken when better, and over the full candidate set its dual bound
 *    replaces the LP bound when stronger.
 * 4. Still no plan within the budget: the exact cheapest plan decides. At or under the budget it
 *    is the plan (improved within the budget); over it, the budget is too low (`cheapest`).
 * Every limit is a work limit (nodes), never the clock: the same request, the same answer.
 */
function solve(
  problem: Problem,
  options: Required<SolverOptions>,
  started: number,
  /**
   * The same request with more variants per recipe (the `mixed` problem for a `fit` one): when no
   * plan of it fits the budget, none of this one does, and its proof is the one the answer needs.
   */
  wider?: () => Problem,
): { solved: Solved | null; infeasible: boolean; proven?: boolean } {
  const h = highs();
  const budget = problem.budgetCents;
  const pools = new Map(problem.types.map((t) => [t, problem.byType.get(t) ?? []]));
  const pairPool = new Set(pruneCandidates(problem, []).map((c) => c.index));
  // The cheapest plan we find, first when the fitted portions of a large plan may not fit the
  // budget: when even it is over, the plan falls back to plain servings (the `mixed` problem,
  // whose variants include these) at once, without the search for the best fitted plan and its
  // repair (a third of a second on a 14-meal plan for four, issue #13).
  let cheapest: Selection | null | undefined;
  if (
    budget !== null &&
    !options.mip &&
    problem.portions === 'fit' &&
    problem.days * problem.types.length > CHEAPEST_FULL_SLOTS
  ) {
    cheapest = greedyPlan(problem, { costOnly: true, pairPool, kicks: HEURISTIC_KICKS });
    if (!cheapest || cheapest.cost > budget + 1e-6) return { solved: null, infeasible: true };
  }
  let heuristic = greedyPlan(problem, { pairPool, kicks: HEURISTIC_KICKS });
  if (heuristic && budget !== null && heuristic.cost > budget + 1e-6) {
    // Over the budget: two starts, each improved within it, the better kept: the best plan
    // brought within the budget by the cheapest trades (keeps most of what the family asked
    // for), and the cheapest plan (finds a plan when the trades cannot).
    const over = new Selection(problem);
    for (const p of heuristic.picks) over.add(problem.candidates[p.candidate]!, p.type);
    const repaired = repairToBudget(problem, over, pools, budget);
    const cheap = cheapest ?? greedyPlan(problem, { costOnly: true, pairPool, kicks: HEURISTIC_KICKS });
    // The cheapest plan of the chosen cuisines (other cuisines only for meal types they cannot
    // fill): cuisines come first, and neither start above keeps them when the budget is tight.
    const chosen = chosenCuisineCandidates(problem);
    let cheapChosen = chosen
      ? greedyPlan(problem, { costOnly: true, allowed: chosen, kicks: HEURISTIC_KICKS })
      : null;
    // A small plan's exact cheapest plan of the chosen cuisines when the greedy one is over the
    // budget: a budget too low offers "Keeping to … meals costs at least $X" from that search
    // (`cheapestOfCuisines`), and the plan asked for at $X must find it (a walk-through's $21.08
    // vegan American-or-Indian plan came back with an Asian breakfast said not to fit).
    if (
      chosen &&
      problem.portions === 'mixed' &&
      !options.mip &&
      problem.days * problem.types.length <= CHEAPEST_FULL_SLOTS &&
      !(cheapChosen && cheapChosen.cost <= budget + 1e-6)
    ) {
      const exact = cheapestPlan(problem, options, chosen);
      if (exact && exact.costCents <= budget + 1e-6) {
        cheapChosen = new Selection(problem);
        for (const p of exact.picks) cheapChosen.add(problem.candidates[p.candidate]!, p.type);
      }
    }
    // Between the two: the cheapest plan with the most chosen-cuisine meals the budget allows
    // (some meals from other cuisines when not all of them fit), carried over to this problem.
    let cheapMost: Selection | null = null;
    if (
      chosen &&
      cheap &&
      cheap.cost <= budget + 1e-6 &&
      !(cheapChosen && cheapChosen.cost <= budget + 1e-6)
    ) {
      const byCuisine = cuisineCostProblem(problem);
      const most = new Selection(byCuisine);
      for (const p of cheap.picks) most.add(byCuisine.candidates[p.candidate]!, p.type);
      const cuisinePools = new Map(byCuisine.types.map((t) => [t, byCuisine.byType.get(t) ?? []]));
      improveWithinBudget(byCuisine, most, cuisinePools, budget, HEURISTIC_KICKS, pairPool);
      cheapMost = new Selection(problem);
      for (const p of most.picks) cheapMost.add(problem.candidates[p.candidate]!, p.type);
    }
    const starts = [
      repaired,
      cheap && cheap.cost <= budget + 1e-6 ? cheap : null,
      cheapChosen && cheapChosen.cost <= budget + 1e-6 ? cheapChosen : null,
      cheapMost,
    ].filter((s): s is Selection => s !== null);
    heuristic = null;
    for (const start of starts) {
      const improved = improveWithinBudget(problem, start, pools, budget, HEURISTIC_KICKS, pairPool);
      if (!heuristic || improved.objective < heuristic.objective - 1e-6) heuristic = improved;
    }
    if (heuristic) heuristic = insertAndRepair(problem, heuristic, pools, budget, pairPool);
  } else if (heuristic && budget !== null && offCuisineMeals(problem, heuristic.picks) > 0) {
    // Within the budget with meals of other cuisines: a chosen-cuisine meal may still fit when
    // others give up portions (cuisines come before calories).
    heuristic = insertAndRepair(problem, heuristic, pools, budget, pairPool);
  }
  // Fitted portions over the budget for the heuristic: large plans fall back to plain servings at
  // once (the exact check costs seconds there), before the bound's LP (a quarter of a second on a
  // 14-meal plan, and no plan to bound); small ones (≤ CHEAPEST_FULL_SLOTS meals) let the exact
  // cheapest fitted plan decide first, so a family keeps its portions when they fit.
  if (
    !heuristic &&
    !options.mip &&
    budget !== null &&
    problem.portions === 'fit' &&
    problem.days * problem.types.length > CHEAPEST_FULL_SLOTS
  )
    return { solved: null, infeasible: true };
  const lp = solveSelection(h, problem, problem.candidates, {
    maxNodes: options.maxNodes,
    relativeGap: options.relativeGap,
    relaxation: true,
    maxCutRounds: BOUND_CUT_ROUNDS,
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
  const runMip = (pool: readonly Candidate[], warm: readonly Pick[] | null) => {
    const result = solveSelection(h, problem, pool, {
      maxNodes: options.maxNodes,
      ...(Number.isFinite(options.timeLimitSeconds) ? { timeLimitSeconds: options.timeLimitSeconds } : {}),
      relativeGap: options.relativeGap,
      warmStart: options.warmStart ? warm : null,
    });
    candidates = pool.length;
    variables = result.variables;
    constraints = result.constraints;
    const full = pool.length === problem.candidates.length;
    if (result.picks) {
      // Checked with the exact objective: a MIP answer is only taken when it is really better.
      const value = evaluate(problem, result.picks).objective;
      if (value < objective - 1e-6) {
        picks = result.picks;
        objective = value;
      }
    }
    if (full && result.status === 'optimal' && Number.isFinite(result.bound))
      bound = Math.max(bound, result.bound);
    status =
      result.status === 'optimal' && full
        ? 'optimal'
        : result.status === 'optimal'
          ? 'optimal_pruned'
          : 'time_limit';
    return result;
  };
  if (options.mip && (!picks || gapOf(objective, bound) > options.relativeGap)) {
    const pool = options.candidates === 'full' ? problem.candidates : pruneCandidates(problem, picks ?? []);
    const result = runMip(pool, picks);
    if (pool.length === problem.candidates.length && result.status === 'infeasible')
      return { solved: null, infeasible: true };
  }
  if (!picks && budget !== null) {
    // A plan of the wider problem within the budget, found by its cheapest greedy plan: the wider
    // problem's own search finds the plan, and no exact search is needed (it took seconds on a
    // small plan: 6.8 s for 6 meals that fit the budget plain).
    if (wider) {
      const cheapWider = cheapestGreedy(wider());
      if (cheapWider && cheapWider.cost <= budget + 1e-6)
        return { solved: null, infeasible: true, proven: false };
    }
    // A budget below the wider problem's proven minimum is below this one's too: its exact search
    // (seconds on a small plan) is the one the answer needs anyway, and this one's is skipped.
    const widest = wider ? cheapestPlan(wider(), options) : null;
    if (widest?.proven && widest.costCents > budget + 1e-6)
      return { solved: null, infeasible: true, proven: true };
    // A plan of the wider problem fits: it is found there (its variants include these), without a
    // second exact search here.
    if (widest && widest.costCents <= budget + 1e-6) return { solved: null, infeasible: true, proven: false };
    // The cheapest greedy plan over every candidate (the searches above keep to the pair pool)
    // fits: a plan exists, and the exact search is not needed (a 2-day plan for one at $18, a
    // dollar over its $17.21 minimum, spent 3 s proving the minimum it did not need).
    const greedy = cheapestGreedy(problem);
    let cheapPicks: readonly Pick[];
    if (greedy && greedy.cost <= budget + 1e-6) cheapPicks = greedy.picks;
    else {
      const cheapest = cheapestPlan(problem, options);
      if (!cheapest || cheapest.costCents > budget + 1e-6)
        return { solved: null, infeasible: true, proven: cheapest?.proven ?? false };
      cheapPicks = cheapest.picks;
    }
    // A plan within the budget exists: start from the cheapest and improve within the budget.
    const start = new Selection(problem);
    for (const p of cheapPicks) start.add(problem.candidates[p.candidate]!, p.type);
    const improved = improveWithinBudget(problem, start, pools, budget, HEURISTIC_KICKS, pairPool);
    picks = [...insertAndRepair(problem, improved, pools, budget, pairPool).picks];
    objective = evaluate(problem, picks).objective;
    status = 'heuristic';
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

/**
 * A seeded plan, improved by single swaps, relocations (a dish moves to another meal type) and
 * 16 rounds of iterated local search (two passes each) against the true objective (the seed's
 * noise on the recipes left out): the seed moves the search to another plan, this keeps that plan
 * about as good as the unseeded one (issue 13: "different, equally good plans"), within the
 * budget. Single swaps alone left a seeded 7-day plan for four 846 above the unseeded one, over
 * the 840 the seed's noise can move it (session 32; 6 one-pass kicks brought it to 588; pair
 * moves helped nothing for ~45 ms). Session 33's meatless-meal term and named dishes moved it to
 * 922 (seed 1) and 1,597 (seed 4): more one-pass kicks saturate (32 left 883), two passes each
 * bring seeds 1–4 to 742, 692, 363, 52 (worst of seeds 1–12: 883). A heuristic's spread, not a
 * bound: see ADR 0018 addendum 23.
 */
function polish(problem: Problem, solved: Solved): Solved {
  if (problem.seed === null) return solved;
  const plain = withoutJitter(problem);
  const selection = new Selection(plain);
  for (const p of solved.picks) selection.add(plain.candidates[p.candidate]!, p.type);
  const before = selection.objective;
  improve(plain, selection, plain.byType, 4, false, problem.budgetCents);
  if (improveRelocations(plain, selection, plain.byType, problem.budgetCents))
    improve(plain, selection, plain.byType, 4, false, problem.budgetCents);
  // The kicks refill and descend over the pruned pools around the plan, as the unseeded path's
  // kicks do: on the bench's 7 × 3 cases and 12 smaller ones, 3 seeds each, the same mean
  // objective (26,325 against 26,340 over all of them) for ~17 % less CPU (ADR 0018 addendum 35).
  const focused = focusedOn(
    plain.byType,
    new Set(pruneCandidates(plain, selection.picks).map((c) => c.index)),
  );
  const kicked = kick(plain, selection, plain.byType, focused, 16, 2, false, undefined, problem.budgetCents);
  if (kicked.objective >= before - 1e-6) return solved;
  const picks = [...kicked.picks];
  return { picks, report: { ...solved.report, objective: evaluate(problem, picks).objective } };
}

/**
 * The candidates of the chosen cuisines, and every candidate of a meal type they cannot fill
 * (fewer dishes than days); null when the family picked no cuisine.
 */
function chosenCuisineCandidates(problem: Problem): Set<number> | null {
  if (problem.cuisines.length === 0) return null;
  const out = new Set<number>();
  for (const type of problem.types) {
    const pool = problem.byType.get(type) ?? [];
    const chosen = pool.filter((c) => c.chosen);
    const dishes = new Set(chosen.map((c) => c.dishSlot)).size;
    for (const c of dishes >= problem.days ? chosen : pool) out.add(c.index);
  }
  return out;
}

/**
 * The cheapest plan we found with the most meals of the family's cuisines (other cuisines only for
 * the meal types theirs cannot fill): its cost, as a budget that buys it, and its meals from other
 * cuisines. A budget of it gets a plan at least as true to the cuisines: `solve` starts from the
 * same plan.
 */
function cheapestOfCuisines(
  unbounded: Problem,
  options: Required<SolverOptions>,
): { cents: number; off: number; proven: boolean; picks: readonly Pick[] } | null {
  const allowed = chosenCuisineCandidates(unbounded);
  const found = allowed ? cheapestPlan(unbounded, options, allowed) : null;
  if (!found) return null;
  return {
    picks: found.picks,
    cents: Math.round(found.costCents),
    off: offCuisineMeals(unbounded, found.picks),
    proven: found.proven,
  };
}

/** Meals from a cuisine the family did not pick (0 when they picked none). */
function offCuisineMeals(problem: Problem, picks: readonly Pick[]): number {
  if (problem.cuisines.length === 0) return 0;
  return picks.filter((p) => !problem.candidates[p.candidate]!.chosen).length;
}

function finish(problem: Problem, solved: Solved, extraWarnings: readonly string[] = []): MealPlan {
  const placement = placeOnDays(problem, solved.picks);
  return renderPlan(problem, placement, solved.report, planNotes(problem, solved.picks, extraWarnings));
}

function listTypes(types: readonly MealType[]): string {
  const names = types.map((t) => TYPE_NAMES[t]);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

const plural = (n: number) => (n === 1 ? '' : 's');
/** "1 is needed" / "4 different ones are needed". */
const needs = (n: number) => (n === 1 ? '1 is needed' : `${n} different ones are needed`);
/** Cooking-time limits tried for `cooking_time_too_short` when the budget fails too. */
const TIME_TRIES = 6;

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
      ? ` that ${worst.available === 1 ? 'is' : 'are'}${prefs.diets.length > 1 ? ' all of' : ''} ${prefs.diets.join(', ')}`
      : '';
  // Is the cooking-time limit the cause?
  if (prefs.maxMinutes !== null && slotShortfalls(catalogue, { ...prefs, maxMinutes: null }).length === 0) {
    const times = [...new Set(catalogue.recipes.map((r) => r.totalMinutes))]
      .filter((t) => t > prefs.maxMinutes!)
      .sort((a, b) => a - b)
      .filter((t) => slotShortfalls(catalogue, { ...prefs, maxMinutes: t }).length === 0);
    // The shortest limit at which a full plan exists, the budget included (each try is a plan:
    // at most `TIME_TRIES` of them, then the answer says the budget is short too).
    let minimum = times[0]!;
    let nearest: PlanResult | null = null;
    // Longer limits only add recipes: when even no limit cannot meet the budget, none will.
    if (prefs.budgetCents !== null) {
      const unlimited = planMeals({
        ...request,
        preferences: { ...request.preferences, maxCookingMinutes: null },
      });
      if (!unlimited.ok && unlimited.reason === 'budget_too_low') nearest = unlimited;
    }
    const hopeless = nearest !== null;
    const tried = times.slice(0, TIME_TRIES);
    for (const t of hopeless ? [] : tried) {
      const result = planMeals({ ...request, preferences: { ...request.preferences, maxCookingMinutes: t } });
      if (result.ok) {
        minimum = t;
        nearest = result;
        break;
      }
      nearest ??= result;
      if (result.reason !== 'budget_too_low') break;
    }
    const only =
      worst.available === 0
        ? `No ${listTypes(worst.types)} recipes${dietText} can be made in ${prefs.maxMinutes} minutes`
        : `Only ${worst.available} ${listTypes(worst.types)} recipe${plural(worst.available)}${dietText} can be made in ${prefs.maxMinutes} minutes`;
    const budgetNote =
      nearest && !nearest.ok && nearest.reason === 'budget_too_low'
        ? ` Allowing ${minimum} minutes gives enough recipes, but no plan fits your ${money(prefs.budgetCents ?? 0)} budget ${hopeless ? 'even without a time limit' : `at any limit up to ${tried.at(-1)!} minutes`}: ${nearest.explanation}`
        : ` Allowing ${minimum} minutes makes a full plan possible.`;
    return {
      ok: false,
      reason: 'cooking_time_too_short',
      explanation: `${only}, and ${needs(worst.needed)}.${budgetNote}`,
      minimum_cooking_minutes: minimum,
      ...(nearest?.ok ? { nearest_plan: nearest } : {}),
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
      `${worst.available === 0 ? 'We have no' : `We have only ${worst.available}`} ${listTypes(worst.types)} recipe${worst.available === 1 ? '' : 's'}${dietText}${timeText}, ` +
      `and a ${prefs.days}-day plan needs ${worst.needed === 1 ? '1' : `${worst.needed} different ones`}. ` +
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
  const catalogue = catalogueFor(request.ownRecipes);
  const shortfalls = slotShortfalls(catalogue, prefs);
  if (shortfalls.length > 0) return notEnoughRecipes(catalogue, prefs, shortfalls, request, options);

  /** A plan, with why none of the family's own recipes is in it when none is (`ownRecipeNotes`). */
  const done = (problem: Problem, solved: Solved) => {
    const planned = new Set(solved.picks.map((p) => problem.candidates[p.candidate]!.recipe.id));
    return finish(problem, solved, ownRecipeNotes(catalogue, prefs, planned));
  };
  const fitted = fromRequest(buildProblem(catalogue, prefs, request.priceBook), request);
  // Each recipe also as its budget variants (thrifty portions, one plain serving): built when
  // needed, once, so its exact cheapest plan is searched at most once.
  let mixedProblem: Problem | null = null;
  const mixed = () =>
    (mixedProblem ??= fromRequest(
      buildProblem(catalogue, prefs, request.priceBook, new Map(), 'mixed'),
      request,
    ));
  const first = solve(fitted, options, started, mixed);
  if (first.solved) {
    if (fitted.budgetCents !== null && offCuisineMeals(fitted, first.solved.picks) > 0) {
      // Cuisines come before calories: where the budget keeps a chosen-cuisine recipe out only
      // because of its fitted portion and sides, that recipe as one plain serving may fit. The
      // plan with both variants is kept when it is better (same objective, same weights).
      const both = mixed();
      const second = solve(both, options, started);
      if (second.solved && second.solved.report.objective < first.solved.report.objective - 1e-6) {
        return done(both, polish(both, second.solved));
      }
    }
    return done(fitted, polish(fitted, first.solved));
  }
  let problem = fitted;
  let { infeasible } = first;
  /** False when "no plan fits the budget" rests on a search that was not exhaustive. */
  let proven = first.proven ?? true;
  if (fitted.budgetCents !== null && infeasible) {
    // Portions and sides for the calorie target do not fit the budget (calories are soft, the
    // budget is hard): each recipe also as one serving per person without sides, so the plan
    // gives up portions and sides only for the meals where the budget needs it.
    problem = mixed();
    // Its exact cheapest plan, when `fitted` needed it, is searched once (cached per problem).
    const second = solve(problem, options, started);
    if (second.solved) {
      // Meals kept plain are named (`planNotes`); those fitted the budget's way (one serving with
      // rice or toast) meet the calories: no note.
      return done(problem, polish(problem, second.solved));
    }
    infeasible = second.infeasible;
    proven = second.proven ?? true;
  }

  if (problem.budgetCents !== null && infeasible) {
    // Proven: no plan meets the budget. The cheapest plan that meets everything else.
    const cheapest = cheapestPlan(problem, options);
    if (cheapest) {
      const unbounded: Problem = { ...problem, budgetCents: null };
      // The cheapest plan's total as shown: a budget of it fits that plan (`Problem.budgetCents`).
      const minimum = Math.round(cheapest.costCents);
      const found = cheapest.proven ? 'The cheapest possible plan costs' : 'The cheapest plan we found costs';
      const report: SolverReport = {
        status: cheapest.proven ? 'optimal' : 'time_limit',
        gap:
          cheapest.costCents > 0
            ? Math.max(0, (cheapest.costCents - cheapest.bound) / cheapest.costCents)
            : 0,
        objective: cheapest.costCents,
        bound: Math.min(cheapest.bound, cheapest.costCents),
        ms: now() - started,
        candidates: unbounded.candidates.length,
        variables: cheapest.variables,
        constraints: cheapest.constraints,
      };
      // The cheapest plan need not keep to the family's cuisines (a walk-through's $20
      // Italian/Mexican week: 19 of 21 meals Indian or Asian): then it says what it does keep.
      const kept = [
        ...(prefs.diets.length > 0 ? ['diets'] : []),
        ...(prefs.maxMinutes !== null ? ['cooking time'] : []),
      ];
      const offCuisine = offCuisineMeals(unbounded, cheapest.picks);
      const what =
        offCuisine > 0
          ? `the cheapest plan we can make${kept.length > 0 ? ` with your ${kept.join(' and ')}` : ''}, whatever the cuisine`
          : 'the cheapest plan that meets your other choices';
      // The budget it names buys that plan: said, when its meals leave the family's cuisines (a
      // walk-through's family set $23.09 and got 9 meals, none Italian or Mexican, unwarned).
      const meals = cheapest.picks.length;
      const cuisines = chosenCuisines(problem);
      const cuisinesLeft =
        offCuisine === 0
          ? ''
          : offCuisine < meals
            ? `, and ${offCuisine} of its ${meals} meals ${offCuisine === 1 ? 'is' : 'are'} not ${cuisines}`
            : meals === 1
              ? `, and its meal is not ${cuisines}`
              : `, and none of its ${meals} meals is ${cuisines}`;
      const nearest = finish(unbounded, { picks: cheapest.picks, report }, [
        // True before and after the family takes the plan (the form then holds its cost as the
        // budget: "over your $5.00 budget" beside a $43.53 budget read wrong on a walk-through).
        `This is ${what}: ${money(minimum)} (you had set a ${money(problem.budgetCents)} budget).`,
      ]);
      // What keeping the family's cuisines costs, when the cheapest plan leaves them: a
      // walk-through's "Use a $15.47 budget" for 3 Thai dinners gave 3 Indian ones (a Thai plan
      // cost $26.94). The cheapest plan we found with the most meals of their cuisines.
      const ofCuisines = offCuisine > 0 ? cheapestOfCuisines(unbounded, options) : null;
      const keeps =
        ofCuisines && ofCuisines.off < offCuisine && ofCuisines.cents > minimum
          ? ` Keeping ${ofCuisines.off === 0 ? `to ${cuisines} meals` : `${meals - ofCuisines.off} of the ${meals} meals ${cuisines}`} costs ` +
            (ofCuisines.proven
              ? `at least ${money(ofCuisines.cents)}.`
              : `${money(ofCuisines.cents)} in the cheapest plan we found.`)
          : '';
      // The budget that gives the suggested plan (the one keeping the cuisines when offered) its
      // portions and sides: a walk-through's one-person keto answer said "Full portions and sides
      // would bring it to $40.72" and offered no way to plan with it (issue #13). Offered as a
      // button that says its price; the answer is long enough already.
      // And what its portions are, said of the same plan, the one the first button buys (the
      // cuisines' plan when offered): a walk-through's answer said "At $69.67, each meal is one
      // recipe serving (about 331 kcal …). Full portions and sides would bring it to $87.77" of the
      // cheapest plan, beside buttons of $80.87 and $97.23 (the cuisines plan's); the family pressed
      // $80.87 and got days of 854–979 kcal nothing had mentioned.
      const suggested = keeps ? ofCuisines! : { picks: cheapest.picks, cents: minimum };
      const full = fullPortionsBudget(unbounded, suggested.picks, suggested.cents);
      const portions = cheapestPortionsSentence(unbounded, suggested.picks, suggested.cents);
      return {
        ok: false,
        reason: 'budget_too_low',
        explanation:
          (proven
            ? `No ${prefs.days}-day plan with your choices fits a ${money(problem.budgetCents)} budget at this store's prices. `
            : `We found no ${prefs.days}-day plan with your choices that fits a ${money(problem.budgetCents)} budget at this store's prices. `) +
          `${found} ${money(minimum)}${cuisinesLeft}.${keeps}${portions}`,
        minimum_budget_cents: minimum,
        ...(keeps ? { cuisine_budget_cents: ofCuisines!.cents } : {}),
        ...(full !== null ? { full_portions_budget_cents: full } : {}),
        nearest_plan: nearest,
      };
    }
  }
  return {
    ok: false,
    reason: 'no_plan_found',
    explanation:
      'We could not find a plan with these choices within our search limit. Loosen the budget or the diet choices.',
  };
}
