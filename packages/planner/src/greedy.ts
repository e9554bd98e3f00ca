/**
 * A greedy plan with local improvement: the MIP's warm start, the fallback when HiGHS finds
 * nothing in time, and the engine of "refresh one meal". Moves are scored incrementally with the
 * same objective as `evaluate` (whole packages shared across meals, penalties, variety, bonuses).
 */
import { mulberry32, type MealType } from '@saverly/kitchen';
import { purchaseCents, type FoodPricing } from './prices.js';
import { WEIGHTS, typeIndex, variantsOf, type Candidate, type Pick, type Problem } from './problem.js';

/** Per-problem constants of the hot loop, computed once per problem. */
interface Tables {
  readonly pricing: readonly FoodPricing[];
  /** Bonus for using each food at all (sale, favoured), cents. */
  readonly bonus: Float64Array;
  readonly proteinRepeat: number;
  readonly proteinBackToBack: number;
  readonly proteinPlanRepeat: number;
  readonly cuisineRepeat: number;
  readonly familyRepeat: number;
  readonly stapleRepeat: number;
  readonly meatFoodRepeat: number;
  readonly meatlessMeal: number;
  readonly occasion: number;
  /**
   * Per candidate, a floor under its score in any selection: its penalty, less the occasion's
   * bonus, plus for each food it uses the least that use can add (its own purchase less the
   * food's bonus when no meal uses the food, else at least 0: a package bill never falls as grams
   * rise, `purchaseCents` being the cheapest cover); variety steps are never negative. Scans skip
   * a candidate whose floor is above the best score found.
   */
  readonly floor: Float64Array;
}
const tablesCache = new WeakMap<Problem, Tables>();
function tablesOf(problem: Problem): Tables {
  let t = tablesCache.get(problem);
  if (!t) {
    const bonus = new Float64Array(problem.foods.length);
    problem.foods.forEach((f, i) => {
      bonus[i] = (f.onSale ? WEIGHTS.saleFoodUsed : 0) + (f.favoured ? WEIGHTS.favouredFoodUsed : 0);
    });
    const occasion = WEIGHTS.occasionMatched * problem.family;
    const floor = new Float64Array(problem.candidates.length);
    for (const c of problem.candidates) {
      let f = c.penalty - (c.occasionMask !== 0 ? occasion : 0);
      // A use of a food no meal uses yet costs its own purchase less the food's bonus; of a food
      // in use, its share of the bill's rise (never negative) and no bonus.
      for (let k = c.useStart; k < c.useEnd; k += 1) {
        const food = problem.useFoods[k]!;
        f += Math.min(0, purchaseCents(problem.foods[food]!, problem.useGrams[k]!) - bonus[food]!);
      }
      floor[c.index] = f;
    }
    t = {
      pricing: problem.foods,
      bonus,
      floor,
      proteinRepeat: WEIGHTS.proteinRepeat * problem.family,
      proteinBackToBack: WEIGHTS.proteinBackToBack * problem.family,
      proteinPlanRepeat: WEIGHTS.proteinPlanRepeat * problem.family,
      cuisineRepeat: problem.cuisineRepeat * problem.family,
      familyRepeat: WEIGHTS.familyRepeat * problem.family,
      stapleRepeat: WEIGHTS.stapleRepeat * problem.family,
      meatFoodRepeat: WEIGHTS.meatFoodRepeat * problem.family,
      meatlessMeal: WEIGHTS.meatlessMeal * problem.family,
      occasion,
    };
    tablesCache.set(problem, t);
  }
  return t;
}

/** Rounding room between a floor and a score summed in another order (cents). */
const FLOOR_SLACK = 1e-6;

/**
 * A pool in the order of its candidates' floors, with each one's place in the pool: a scan for
 * the least score stops at the first floor above the best score found, and breaks a tie by the
 * pool's order, so it finds the candidate a scan of the whole pool would.
 */
interface ByFloor {
  readonly candidates: readonly Candidate[];
  readonly position: Int32Array;
  readonly floor: Float64Array;
}
const floorOrders = new WeakMap<Tables, WeakMap<readonly Candidate[], ByFloor>>();

/** Incremental objective of a partial selection (typed arrays, no allocation per move). */
export class Selection {
  readonly picks: Pick[] = [];
  private readonly t: Tables;
  private readonly grams: Float64Array;
  private readonly foodCost: Float64Array;
  private readonly foodUsers: Int32Array;
  /** Counts per (meal type index × protein id) and (meal type index × cuisine id). */
  private readonly proteins: Int32Array;
  private readonly cuisines: Int32Array;
  /** Counts per protein id over every meal type. */
  private readonly proteinsAll: Int32Array;
  /** Counts per look-alike group over every meal type. */
  private readonly lookalikes: Int32Array;
  /** Counts per dish family over every meal type. */
  private readonly families: Int32Array;
  private readonly staples: Int32Array;
  /** Counts per meat or fish food (`meatFoodOf`) over every meal type. */
  private readonly meatFoods: Int32Array;
  private readonly perType = new Int32Array(3);
  /** Meals without meat or fish, per meal type index. */
  private readonly meatless = new Int32Array(3);
  private occasionCount = 0;
  private readonly used: Uint8Array;
  cost = 0;
  objective: number;
  /** The bill change of the last `score()` / `deltaAdd()` call. */
  lastCost = 0;
  /** The floor under the bill's rise of the last `floorOf()` call (`costFloor`'s sum). */
  lastFloorCost = 0;

  constructor(private readonly problem: Problem) {
    this.t = tablesOf(problem);
    this.objective = problem.offset;
    this.grams = new Float64Array(problem.foods.length);
    this.foodCost = new Float64Array(problem.foods.length);
    this.foodUsers = new Int32Array(problem.foods.length);
    this.proteins = new Int32Array(3 * Math.max(1, problem.proteinCount));
    this.cuisines = new Int32Array(3 * Math.max(1, problem.cuisineCount));
    this.proteinsAll = new Int32Array(Math.max(1, problem.proteinCount));
    this.lookalikes = new Int32Array(Math.max(1, problem.lookalikeCount));
    this.families = new Int32Array(Math.max(1, problem.familyCount));
    this.staples = new Int32Array(Math.max(1, problem.stapleCount));
    this.meatFoods = new Int32Array(Math.max(1, problem.meatFoodCount));
    this.used = new Uint8Array(Math.max(1, problem.dishCount));
  }

  /** Whether the candidate's dish is in the plan (any portion variant, any version of the dish). */
  has(candidate: number): boolean {
    return this.used[this.problem.candidates[candidate]!.dishSlot] === 1;
  }

  count(type: MealType): number {
    return this.perType[typeIndex(type)]!;
  }

  /** Cost of the next (`direction` 1) or the last (−1) meal of this type, protein and cuisine. */
  private varietyStep(ti: number, c: Candidate, direction: 1 | -1): number {
    const p = this.problem;
    const t = this.t;
    const np = this.proteins[ti * p.proteinCount + c.proteinId]! + (direction === 1 ? 1 : 0);
    const nc = this.cuisines[ti * p.cuisineCount + c.cuisineId]! + (direction === 1 ? 1 : 0);
    let v = 0;
    if (np > p.proteinCap) v += t.proteinRepeat;
    if (np > p.typeProteinCap) v += t.proteinBackToBack;
    if (nc > p.cuisineCap) v += t.cuisineRepeat;
    if (c.protein !== 'none') {
      const na = this.proteinsAll[c.proteinId]! + (direction === 1 ? 1 : 0);
      if (na > p.planProteinCap) v += t.proteinPlanRepeat;
    }
    if (c.lookalikeId >= 0 && this.lookalikes[c.lookalikeId]! + (direction === 1 ? 1 : 0) > 1)
      v += c.lookalikeWeight * p.family;
    if (this.families[c.familyId]! + (direction === 1 ? 1 : 0) > p.familyCap) v += t.familyRepeat;
    if (c.stapleId >= 0 && this.staples[c.stapleId]! + (direction === 1 ? 1 : 0) > p.stapleCap)
      v += t.stapleRepeat;
    if (c.meatFoodId >= 0 && this.meatFoods[c.meatFoodId]! + (direction === 1 ? 1 : 0) > p.meatFoodCap)
      v += t.meatFoodRepeat;
    if (c.meatless && this.meatless[ti]! + (direction === 1 ? 1 : 0) > p.meatlessCaps[ti]!)
      v += t.meatlessMeal;
    return v;
  }

  /** The purchase of food use `k` alone (no meal buying its food yet), memoised per problem. */
  private alone(k: number): number {
    const p = this.problem;
    let cents = p.useCents[k]!;
    if (Number.isNaN(cents)) {
      cents = purchaseCents(this.t.pricing[p.useFoods[k]!]!, p.useGrams[k]!);
      p.useCents[k] = cents;
    }
    return cents;
  }

  /**
   * Objective change if `c` were added for the type of index `ti` (the selection is unchanged);
   * the bill change is left in `lastCost`. The same sums in the same order as `deltaAdd`.
   */
  score(c: Candidate, ti: number): number {
    const t = this.t;
    const p = this.problem;
    const foods = p.useFoods;
    const useGrams = p.useGrams;
    let cost = 0;
    let delta = c.penalty + this.varietyStep(ti, c, 1);
    for (let k = c.useStart; k < c.useEnd; k += 1) {
      const food = foods[k]!;
      if (this.foodUsers[food] === 0) {
        // No meal uses the food (grams and cost are 0): the memoised cost of this use alone.
        cost += this.alone(k);
        delta -= t.bonus[food]!;
      } else {
        cost += purchaseCents(t.pricing[food]!, this.grams[food]! + useGrams[k]!) - this.foodCost[food]!;
      }
    }
    if (this.occasionCount === 0 && (c.occasionMask & (1 << ti)) !== 0) delta -= t.occasion;
    this.lastCost = cost;
    return delta + cost;
  }

  /**
   * Whether `c`'s score cannot be below `bound` (its floor is above it): a scan for the least
   * score skips it without scoring it, and finds the same candidate.
   */
  above(c: Candidate, bound: number): boolean {
    return this.t.floor[c.index]! > bound + FLOOR_SLACK;
  }

  /**
   * `score(c, ti)` when it may be under `bound`; Infinity when it cannot be. First a floor in
   * this selection, without pricing the foods the plan already buys (their share of the bill's
   * rise is never negative, and pricing them is the dear part of a score): the candidate's
   * penalty, its variety steps and occasion bonus, and the purchase less the bonus of each food
   * no meal uses. Under the bound, the score itself, summed as `score` sums it.
   */
  scoreUnder(c: Candidate, ti: number, bound: number): number {
    return this.floorOf(c, ti) > bound + FLOOR_SLACK ? Infinity : this.score(c, ti);
  }

  /**
   * A floor under `score(c, ti)` in this selection (see `scoreUnder`); the purchases of the foods
   * no meal uses, a floor under the bill's rise (`costFloor`), are left in `lastFloorCost`.
   */
  floorOf(c: Candidate, ti: number): number {
    const p = this.problem;
    let floor = c.penalty + this.varietyStep(ti, c, 1);
    if (this.occasionCount === 0 && (c.occasionMask & (1 << ti)) !== 0) floor -= this.t.occasion;
    let cost = 0;
    for (let k = c.useStart; k < c.useEnd; k += 1) {
      const food = p.useFoods[k]!;
      if (this.foodUsers[food] !== 0) continue;
      const alone = this.alone(k);
      cost += alone;
      floor += alone - this.t.bonus[food]!;
    }
    this.lastFloorCost = cost;
    return floor;
  }

  /**
   * A floor under the bill's rise if `c` were added: the purchases of the foods no meal uses yet
   * (a food in use never gets cheaper with more grams). A move it cannot pay for is skipped
   * without pricing the foods in use.
   */
  costFloor(c: Candidate): number {
    const p = this.problem;
    let floor = 0;
    for (let k = c.useStart; k < c.useEnd; k += 1) {
      const food = p.useFoods[k]!;
      if (this.foodUsers[food] !== 0) continue;
      floor += this.alone(k);
    }
    return floor;
  }

  /** `list` by floor, lowest first (see `ByFloor`). */
  byFloor(list: readonly Candidate[]): ByFloor {
    let byList = floorOrders.get(this.t);
    if (!byList) {
      byList = new WeakMap();
      floorOrders.set(this.t, byList);
    }
    let order = byList.get(list);
    if (!order) {
      const floor = this.t.floor;
      const at = list
        .map((c, i) => i)
        .sort((a, b) => floor[list[a]!.index]! - floor[list[b]!.index]! || a - b);
      order = {
        candidates: at.map((i) => list[i]!),
        position: Int32Array.from(at),
        floor: Float64Array.from(at, (i) => floor[list[i]!.index]!),
      };
      byList.set(list, order);
    }
    return order;
  }

  /** Objective change if `c` were added for `type` (the selection is unchanged). */
  deltaAdd(c: Candidate, type: MealType): { delta: number; cost: number } {
    const delta = this.score(c, typeIndex(type));
    return { delta, cost: this.lastCost };
  }

  add(c: Candidate, type: MealType): void {
    const ti = typeIndex(type);
    const delta = this.score(c, ti);
    const p = this.problem;
    this.objective += delta;
    this.cost += this.lastCost;
    this.picks.push({ candidate: c.index, type });
    this.used[c.dishSlot] = 1;
    this.perType[ti]! += 1;
    if (c.meatless) this.meatless[ti]! += 1;
    for (let k = c.useStart; k < c.useEnd; k += 1) {
      const food = p.useFoods[k]!;
      const g = this.grams[food]! + p.useGrams[k]!;
      this.grams[food] = g;
      this.foodCost[food] = purchaseCents(this.t.pricing[food]!, g);
      this.foodUsers[food]! += 1;
    }
    this.proteins[ti * p.proteinCount + c.proteinId]! += 1;
    this.proteinsAll[c.proteinId]! += 1;
    if (c.lookalikeId >= 0) this.lookalikes[c.lookalikeId]! += 1;
    this.families[c.familyId]! += 1;
    if (c.stapleId >= 0) this.staples[c.stapleId]! += 1;
    if (c.meatFoodId >= 0) this.meatFoods[c.meatFoodId]! += 1;
    this.cuisines[ti * p.cuisineCount + c.cuisineId]! += 1;
    if ((c.occasionMask & (1 << ti)) !== 0) this.occasionCount += 1;
  }

  /** What the bill would fall by if the meal at `index` were taken out (the selection is unchanged). */
  freedBy(index: number): number {
    const p = this.problem;
    const c = p.candidates[this.picks[index]!.candidate]!;
    let freed = 0;
    for (let k = c.useStart; k < c.useEnd; k += 1) {
      const food = p.useFoods[k]!;
      const after =
        this.foodUsers[food] === 1
          ? 0
          : purchaseCents(this.t.pricing[food]!, Math.max(0, this.grams[food]! - p.useGrams[k]!));
      freed += this.foodCost[food]! - after;
    }
    return freed;
  }

  remove(index: number): void {
    const pick = this.picks[index]!;
    const p = this.problem;
    const c = p.candidates[pick.candidate]!;
    const ti = typeIndex(pick.type);
    this.picks.splice(index, 1);
    this.used[c.dishSlot] = 0;
    this.perType[ti]! -= 1;
    this.objective -= c.penalty;
    this.objective -= this.varietyStep(ti, c, -1);
    if (c.meatless) this.meatless[ti]! -= 1;
    this.proteins[ti * p.proteinCount + c.proteinId]! -= 1;
    this.proteinsAll[c.proteinId]! -= 1;
    if (c.lookalikeId >= 0) this.lookalikes[c.lookalikeId]! -= 1;
    this.families[c.familyId]! -= 1;
    if (c.stapleId >= 0) this.staples[c.stapleId]! -= 1;
    if (c.meatFoodId >= 0) this.meatFoods[c.meatFoodId]! -= 1;
    this.cuisines[ti * p.cuisineCount + c.cuisineId]! -= 1;
    for (let k = c.useStart; k < c.useEnd; k += 1) {
      const food = p.useFoods[k]!;
      const g = Math.max(0, this.grams[food]! - p.useGrams[k]!);
      const users = this.foodUsers[food]! - 1;
      const before = this.foodCost[food]!;
      const after = users === 0 ? 0 : purchaseCents(this.t.pricing[food]!, g);
      this.grams[food] = users === 0 ? 0 : g;
      this.foodCost[food] = after;
      this.foodUsers[food] = users;
      this.objective += after - before;
      this.cost += after - before;
      if (users === 0) this.objective += this.t.bonus[food]!;
    }
    if ((c.occasionMask & (1 << ti)) !== 0) {
      this.occasionCount -= 1;
      if (this.occasionCount === 0) this.objective += this.t.occasion;
    }
  }
}

export interface GreedyOptions {
  /** Only these candidates may be used (default: all). */
  readonly allowed?: ReadonlySet<number>;
  /** Score moves by cost only (for the cheapest plan and tight budgets). */
  readonly costOnly?: boolean;
  /** Single-swap improvement passes (default 4). */
  readonly passes?: number;
  /** Iterated-local-search kicks after the descent (default 0). */
  readonly kicks?: number;
  /** Also try pair moves (default true). */
  readonly pairs?: boolean;
  /**
   * Build the plan and try pair moves over these candidates only (single swaps still look at
   * every allowed candidate); falls back to all when they cannot fill the plan.
   */
  readonly pairPool?: ReadonlySet<number> | undefined;
}

/** Each meal type's pool kept to the candidates of `pairPool` (the pruned pools); all without one. */
export function focusedOn(
  pools: ReadonlyMap<MealType, readonly Candidate[]>,
  pairPool: ReadonlySet<number> | undefined,
): ReadonlyMap<MealType, readonly Candidate[]> {
  if (!pairPool) return pools;
  return new Map([...pools].map(([t, list]) => [t, list.filter((c) => pairPool.has(c.index))]));
}

/** The move's score: the objective change, or the bill change only. */
function score(selection: Selection, c: Candidate, ti: number, costOnly: boolean): number {
  const delta = selection.score(c, ti);
  return costOnly ? selection.lastCost : delta;
}

/**
 * Greedy construction (cheapest objective increase first, over every open meal type), then
 * best-improvement swaps of one recipe at a time. Returns null when the candidates cannot fill
 * the plan.
 */
export function greedyPlan(problem: Problem, options: GreedyOptions = {}): Selection | null {
  const costOnly = options.costOnly ?? false;
  const allowed = options.allowed;
  const pool = (type: MealType) =>
    (problem.byType.get(type) ?? []).filter((c) => allowed === undefined || allowed.has(c.index));
  const pools = new Map(problem.types.map((t) => [t, pool(t)]));
  const focused = focusedOn(pools, options.pairPool);
  const selection = new Selection(problem);
  const total = problem.days * problem.types.length;
  while (selection.picks.length < total) {
    let bestC: Candidate | null = null;
    let bestType: MealType = problem.types[0]!;
    let bestS = Infinity;
    for (const type of problem.types) {
      // Fill the type with the fewest alternatives left first when it is nearly exhausted.
      if (selection.count(type) >= problem.days) continue;
      const ti = typeIndex(type);
      for (const c of focused.get(type)!) {
        if (selection.has(c.index)) continue;
        // By cost, a candidate whose new packages alone cost more than the best is not priced.
        if (costOnly && selection.costFloor(c) > bestS + FLOOR_SLACK) continue;
        const s = costOnly ? score(selection, c, ti, true) : selection.scoreUnder(c, ti, bestS);
        if (s === Infinity) continue;
        if (!bestC || s < bestS) {
          bestC = c;
          bestType = type;
          bestS = s;
        }
      }
    }
    if (!bestC) {
      if (focused === pools) return null;
      return greedyPlan(problem, { ...options, pairPool: undefined });
    }
    selection.add(bestC, bestType);
  }
  improve(problem, selection, pools, options.passes ?? 4, costOnly);
  if (options.pairs ?? true) {
    // One round: measured on 24 grid cases, pair moves improve the objective by ~0.2 % on
    // average; a second round added time and nothing measurable.
    if (improvePairs(problem, selection, focused, costOnly))
      improve(problem, selection, pools, options.passes ?? 4, costOnly);
  }
  const kicks = options.kicks ?? 0;
  if (kicks > 0) return kick(problem, selection, pools, focused, kicks, 2, costOnly, allowed);
  return selection;
}

function rebuild(problem: Problem, picks: readonly Pick[]): Selection {
  const s = new Selection(problem);
  for (const p of picks) s.add(problem.candidates[p.candidate]!, p.type);
  return s;
}

/**
 * Iterated local search: take three meals of one type out, refill them greedily without the
 * recipes just removed, descend with single swaps, keep the result when it is better.
 */
export function kick(
  problem: Problem,
  start: Selection,
  pools: ReadonlyMap<MealType, readonly Candidate[]>,
  focused: ReadonlyMap<MealType, readonly Candidate[]>,
  rounds: number,
  passes: number,
  costOnly: boolean,
  allowed: ReadonlySet<number> | undefined,
  budget: number | null = null,
): Selection {
  const value = (s: Selection) => (costOnly ? s.cost : s.objective);
  // A seeded PRNG, so plans are reproducible.
  const next = mulberry32(problem.days * 7919 + problem.types.length * 104729 + problem.candidates.length);
  let best = start;
  for (let round = 0; round < rounds; round += 1) {
    const trial = rebuild(problem, best.picks);
    const type = problem.types[Math.floor(next() * problem.types.length)]!;
    const positions = trial.picks.map((p, i) => (p.type === type ? i : -1)).filter((i) => i >= 0);
    const take = Math.min(positions.length, 3);
    const removed = new Set<number>();
    for (let k = 0; k < take; k += 1) {
      const at = Math.floor(next() * positions.length);
      const index = positions.splice(at, 1)[0]!;
      removed.add(trial.picks[index]!.candidate);
    }
    for (let i = trial.picks.length - 1; i >= 0; i -= 1)
      if (removed.has(trial.picks[i]!.candidate)) trial.remove(i);
    const ti = typeIndex(type);
    for (let k = 0; k < take; k += 1) {
      let choice: { c: Candidate; s: number } | null = null;
      for (const c of focused.get(type) ?? []) {
        if (trial.has(c.index) || removed.has(c.index) || (allowed && !allowed.has(c.index))) continue;
        if (budget !== null && trial.cost + trial.costFloor(c) > budget + 1e-6) continue;
        if (costOnly && choice && trial.costFloor(c) > choice.s + FLOOR_SLACK) continue;
        const s: number = costOnly
          ? score(trial, c, ti, true)
          : trial.scoreUnder(c, ti, choice ? choice.s : Infinity);
        if (s === Infinity) continue;
        if (budget !== null && trial.cost + trial.lastCost > budget + 1e-6) continue;
        if (!choice || s < choice.s) choice = { c, s };
      }
      if (!choice) break;
      trial.add(choice.c, type);
    }
    if (trial.count(type) !== problem.days) continue;
    // The descent after a kick looks at the pruned pools only: on the bench's 7 × 3 cases ~25 %
    // less CPU for the same plans (objective +0.1 %; a full descent of the kept plan at the end
    // changed none of them, so there is none).
    improve(problem, trial, focused, passes, costOnly, budget);
    if (value(trial) < value(best) - 1e-6) best = trial;
  }
  return best;
}

/**
 * Within a budget, a pair move tries this many first meals (best by score) and fills the second
 * with the best one the budget still allows: the best first meal alone often leaves no room.
 */
const BUDGET_PAIR_FIRSTS = 8;

/**
 * Pair moves: take two meals out and put the best two back (greedily), which finds recipes that
 * share a package with each other but with nothing else in the plan. With a budget, the first
 * meal is chosen among its `BUDGET_PAIR_FIRSTS` best so the pair fits together.
 */
function improvePairs(
  problem: Problem,
  selection: Selection,
  pools: ReadonlyMap<MealType, readonly Candidate[]>,
  costOnly = false,
  /** Only pairs that keep the bill within this many cents (null: no limit). */
  budget: number | null = null,
): boolean {
  let improvedAny = false;
  const value = () => (costOnly ? selection.cost : selection.objective);
  const fits = () => budget === null || selection.cost + selection.lastCost <= budget + 1e-6;
  /**
   * The `limit` best candidates of `type` by score that keep the bill within the budget, ties in
   * the pool's order. By objective, the pool is scanned by its candidates' floors in any plan and
   * the scan stops at the first floor above the worst kept once `limit` are kept (nor can any
   * after it be kept), so it keeps what a scan of the whole pool would.
   */
  const best = (type: MealType, limit: number, under = Infinity): Candidate[] => {
    const ti = typeIndex(type);
    /** The score a candidate must be under to be kept: the worst kept once full, else `under`. */
    const cap = () => (found.length === limit ? Math.min(found[limit - 1]!.s, under) : under);
    const found: { c: Candidate; s: number; at: number }[] = [];
    const pool = pools.get(type) ?? [];
    const order = costOnly ? null : selection.byFloor(pool);
    const size = order ? order.candidates.length : pool.length;
    for (let k = 0; k < size; k += 1) {
      if (order && order.floor[k]! > cap() + FLOOR_SLACK) break;
      const c = order ? order.candidates[k]! : pool[k]!;
      const at = order ? order.position[k]! : k;
      if (selection.has(c.index)) continue;
      let newPackages: number;
      if (costOnly) {
        newPackages = selection.costFloor(c);
        if (newPackages > cap() + FLOOR_SLACK) continue;
      } else {
        // Not scored when its floor in this plan is above the worst kept (it would not be kept).
        const floor = selection.floorOf(c, ti);
        newPackages = selection.lastFloorCost;
        if (floor > cap() + FLOOR_SLACK) continue;
      }
      if (budget !== null && selection.cost + newPackages > budget + 1e-6) continue;
      const s = score(selection, c, ti, costOnly);
      if (!fits()) continue;
      const entry = { c, s, at };
      if (found.length < limit) found.push(entry);
      else {
        const worst = found[limit - 1]!;
        if (s < worst.s || (s === worst.s && at < worst.at)) found[limit - 1] = entry;
        else continue;
      }
      found.sort((x, y) => x.s - y.s || x.at - y.at);
    }
    return found.map((f) => f.c);
  };
  for (let i = 0; i < selection.picks.length; i += 1) {
    for (let j = i + 1; j < selection.picks.length; j += 1) {
      const a = selection.picks[i]!;
      const b = selection.picks[j]!;
      const before = value();
      const ca = problem.candidates[a.candidate]!;
      const cb = problem.candidates[b.candidate]!;
      selection.remove(j);
      selection.remove(i);
      let chosen: [Candidate, Candidate] | null = null;
      let chosenValue = before - 1e-6;
      for (const first of best(a.type, budget === null ? 1 : BUDGET_PAIR_FIRSTS)) {
        selection.add(first, a.type);
        // Only a second meal that makes the pair better than the best pair so far is of use.
        const second = best(b.type, 1, chosenValue - value())[0];
        if (second) {
          selection.add(second, b.type);
          if (value() < chosenValue) {
            chosen = [first, second];
            chosenValue = value();
          }
          selection.remove(selection.picks.length - 1);
        }
        selection.remove(selection.picks.length - 1);
      }
      if (chosen) improvedAny = true;
      const [first, second] = chosen ?? [ca, cb];
      selection.add(first, a.type);
      selection.add(second, b.type);
      // Restore positions i and j (added picks are at the end).
      const secondPick = selection.picks.pop()!;
      const firstPick = selection.picks.pop()!;
      selection.picks.splice(i, 0, firstPick);
      selection.picks.splice(j, 0, secondPick);
    }
  }
  return improvedAny;
}

/**
 * Relocations: a dish that can fill two of the plan's meal types moves to the other one, taking
 * the place of one of its meals, and its old slot gets the best dish left. A single swap cannot
 * make this move (the dish is in the plan, so it cannot be swapped in elsewhere) and pair moves
 * are ~10× dearer: a seeded week had Dan Dan Noodles at lunch and a $4-dearer chicken dinner
 * where the unseeded week had the noodles at dinner and cold sesame noodles at lunch. Exact:
 * each move's value is the objective after it. Returns whether any move was made.
 */
export function improveRelocations(
  problem: Problem,
  selection: Selection,
  pools: ReadonlyMap<MealType, readonly Candidate[]>,
  budget: number | null = null,
): boolean {
  if (problem.types.length < 2) return false;
  let improvedAny = false;
  for (let i = 0; i < selection.picks.length; i += 1) {
    const pick = selection.picks[i]!;
    const dish = problem.candidates[pick.candidate]!;
    const others = dish.types.filter((t) => t !== pick.type);
    if (others.length === 0) continue;
    const before = selection.objective;
    selection.remove(i);
    // The best dish for the slot it leaves (not itself).
    const ti = typeIndex(pick.type);
    let refill: { c: Candidate; s: number } | null = null;
    for (const c of pools.get(pick.type) ?? []) {
      if (c.dishSlot === dish.dishSlot || selection.has(c.index)) continue;
      const s = selection.scoreUnder(c, ti, refill ? refill.s : Infinity);
      if (s === Infinity) continue;
      if (!refill || s < refill.s) refill = { c, s };
    }
    if (!refill) {
      selection.add(dish, pick.type);
      selection.picks.splice(i, 0, selection.picks.pop()!);
      continue;
    }
    selection.add(refill.c, pick.type);
    let best: { at: number; type: MealType; value: number } | null = null;
    for (const type of others) {
      const to = typeIndex(type);
      for (let j = 0; j < selection.picks.length; j += 1) {
        const other = selection.picks[j]!;
        if (other.type !== type) continue;
        const out = problem.candidates[other.candidate]!;
        selection.remove(j);
        const value = selection.objective + selection.score(dish, to);
        const fits = budget === null || selection.cost + selection.lastCost <= budget + 1e-6;
        selection.add(out, type);
        selection.picks.splice(j, 0, selection.picks.pop()!);
        if (fits && value < before - 1e-6 && (!best || value < best.value)) best = { at: j, type, value };
      }
    }
    if (best) {
      selection.remove(best.at);
      selection.add(dish, best.type);
      improvedAny = true;
    } else {
      selection.remove(selection.picks.length - 1);
      selection.add(dish, pick.type);
      selection.picks.splice(i, 0, selection.picks.pop()!);
    }
  }
  return improvedAny;
}

/**
 * A plan within the budget made as good as local search can while it stays within it: single
 * swaps, pair moves (two meals change together: a better meal that costs more paid for by a
 * cheaper one), then `kicks` rounds of iterated local search. Every move keeps the bill within
 * `budget`. Issue 13: on small budgeted plans single swaps alone stuck at the cheapest plan's
 * cuisines and calories (an objective 3× the optimum on a 2-meal case).
 */
export function improveWithinBudget(
  problem: Problem,
  start: Selection,
  pools: ReadonlyMap<MealType, readonly Candidate[]>,
  budget: number,
  kicks: number,
  pairPool?: ReadonlySet<number>,
): Selection {
  const focused = focusedOn(pools, pairPool);
  improve(problem, start, pools, 4, false, budget);
  if (improvePairs(problem, start, focused, false, budget)) improve(problem, start, pools, 4, false, budget);
  if (kicks === 0) return start;
  const kicked = kick(problem, start, pools, focused, kicks, 2, false, undefined, budget);
  // The kicks' descents look at the pruned pools only: a last one over every candidate takes the
  // swaps they cannot see (a 3-breakfast plan for one at $18 kept a plain 202 kcal tamagoyaki
  // where a fitted pan con tomate fit the budget: 4.1 % over the exact optimum).
  improve(problem, kicked, pools, 4, false, budget);
  return kicked;
}

/** Candidates of each meal type `insertAndRepair` tries, best by their shared-package score. */
const INSERT_TRIES = 24;
/**
 * Cheapest chosen-cuisine candidates (any calories) `insertAndRepair` also tries for each meal
 * type that has a meal of another cuisine.
 */
const CHEAP_CUISINE_TRIES = 6;

/**
 * The plain variant (one serving, no sides) of a candidate's recipe in a mixed problem (a recipe's
 * variants are adjacent candidates), else the candidate itself (it is one serving already).
 */
function plainOf(problem: Problem, c: Candidate): Candidate {
  return variantsOf(problem, c).find((v) => v.plain) ?? c;
}

/**
 * Forced insertions, each repaired to the budget (issue 13, tight budgets). A meal whose whole
 * packages it would share with meals not yet in the plan (a croque monsieur's ham and Gruyère,
 * shared with a croque madame and ham crêpes) pays those packages alone in any single swap or
 * pair move, so the search within a budget never takes the first of them, and the plan keeps
 * cheap meals of other cuisines kept plain. Each of the `INSERT_TRIES` best candidates of each
 * type not in the plan, by its score with every package shared (its foods pro rata, with its
 * penalties), goes in place of the meal of its type it replaces best, over the budget if need be;
 * the cheapest trades bring the plan back within the budget (`repairToBudget`), single swaps
 * within it follow (the packages now bought make the other meals that share them cheap), and the
 * result is kept when it is better. A fixed order and a fixed count: the same plan on any machine.
 */
export function insertAndRepair(
  problem: Problem,
  start: Selection,
  pools: ReadonlyMap<MealType, readonly Candidate[]>,
  budget: number,
  pairPool?: ReadonlySet<number>,
): Selection {
  const focused = focusedOn(pools, pairPool);
  // What it tries: chosen-cuisine meals within ±15 % of the target, and (below) the cheapest
  // chosen-cuisine meals of any calories where a meal is of another cuisine. A plan whose every
  // meal is both is left as it is.
  const band = WEIGHTS.calorieMissFraction * problem.calories;
  const wanted = (c: Candidate) => c.chosen && Math.abs(c.mealKcal - problem.calories) <= band;
  if (start.picks.every((p) => wanted(problem.candidates[p.candidate]!))) return start;
  let best = start;
  const tries: { c: Candidate; type: MealType }[] = [];
  const shared = (c: Candidate) => c.proRataCents + c.penalty;
  for (const type of problem.types) {
    const list = (focused.get(type) ?? [])
      .filter(wanted)
      .sort((a, b) => shared(a) - shared(b) || a.index - b.index);
    for (const c of list.slice(0, INSERT_TRIES)) tries.push({ c, type });
  }
  // Cuisines come before calories: for a meal type with a meal of another cuisine, the cheapest
  // chosen-cuisine meals of any calories are tried too, with every meal first made one plain
  // serving. Package bills make this a move of many meals: a week of Thai vegan breakfasts for
  // three at $52.50 kept 2 Indian ones (and said Thai ones would not fit) where 6 Thai fit once
  // the fitted Thai portions went plain together: each alone saved nothing (the same packages).
  const plainFirst = new Set<Candidate>();
  const triedAlready = new Set(tries.map((t) => t.c.index));
  if (problem.portions === 'mixed')
    for (const type of problem.types) {
      const other = start.picks.some((p) => p.type === type && !problem.candidates[p.candidate]!.chosen);
      if (!other) continue;
      const list = [
        ...new Set((focused.get(type) ?? []).filter((c) => c.chosen).map((c) => plainOf(problem, c))),
      ]
        .filter((c) => !triedAlready.has(c.index))
        .sort((a, b) => a.proRataCents - b.proRataCents || a.index - b.index);
      for (const c of list.slice(0, CHEAP_CUISINE_TRIES)) {
        tries.push({ c, type });
        plainFirst.add(c);
      }
    }
  for (const { c, type } of tries) {
    if (best.picks.some((p) => p.candidate === c.index)) continue;
    const trial = plainFirst.has(c)
      ? rebuild(
          problem,
          best.picks.map((p) => ({
            candidate: plainOf(problem, problem.candidates[p.candidate]!).index,
            type: p.type,
          })),
        )
      : rebuild(problem, best.picks);
    const ti = typeIndex(type);
    // In place of the meal of its type where the objective is least; a dish already in the plan
    // (another portion of it, another version) can only take its own place.
    let out: { i: number; s: number } | null = null;
    for (let i = 0; i < trial.picks.length; i += 1) {
      const pick = trial.picks[i]!;
      if (pick.type !== type) continue;
      const current = problem.candidates[pick.candidate]!;
      // A chosen-cuisine meal tried for the cuisines takes a meal of another cuisine's place.
      if (plainFirst.has(c) && current.chosen) continue;
      trial.remove(i);
      if (!trial.has(c.index)) {
        const s = trial.objective + trial.score(c, ti);
        if (!out || s < out.s) out = { i, s };
      }
      trial.add(current, pick.type);
      trial.picks.splice(i, 0, trial.picks.pop()!);
    }
    if (!out) continue;
    trial.remove(out.i);
    trial.add(c, type);
    if (!repairToBudget(problem, trial, plainFirst.has(c) ? pools : focused, budget)) continue;
    improve(problem, trial, focused, 2, false, budget);
    if (trial.objective < best.objective - 1e-6) best = trial;
  }
  // The descents above look at the pruned pools: a last one over every candidate (as after the
  // kicks, `improveWithinBudget`).
  if (best !== start) improve(problem, best, pools, 4, false, budget);
  return best;
}

/**
 * Brings a plan over the budget within it by the cheapest trade: while the bill is over, the swap
 * of one meal (any plan meal, any candidate of its type) that costs the least objective per cent
 * saved. Issue 13: starting a budgeted search only from the cheapest plan lost what the family
 * asked for (cuisines, calories, a new week) wherever a few cheaper meals would have done; with a
 * $84 budget a week of Indian breakfasts kept 5 of 7 new dishes at $76.51 where 6 fit. Returns
 * the plan (changed in place), or null when no swap lowers the bill and it is still over.
 */
export function repairToBudget(
  problem: Problem,
  selection: Selection,
  pools: ReadonlyMap<MealType, readonly Candidate[]>,
  budget: number,
): Selection | null {
  // Each round saves money, so the loop ends; the cap only guards against rounding.
  for (let round = 0; round < 4 * selection.picks.length && selection.cost > budget + 1e-6; round += 1) {
    let best: { i: number; c: Candidate; ratio: number; at: number } | null = null;
    for (let i = 0; i < selection.picks.length; i += 1) {
      // What taking the meal out saves: a swap saves less (its meal costs something), so a meal
      // whose packages other meals keep buying is not swapped (nor taken out to look), and a
      // candidate whose new packages alone cost that much is not priced.
      if (selection.freedBy(i) <= 1e-6) continue;
      const pick = selection.picks[i]!;
      const current = problem.candidates[pick.candidate]!;
      const beforeObjective = selection.objective;
      const beforeCost = selection.cost;
      selection.remove(i);
      const ti = typeIndex(pick.type);
      const freed = beforeCost - selection.cost;
      // The objective the removal alone changed: a candidate's trade is this plus its score.
      const removed = selection.objective - beforeObjective;
      // Candidates by their floor in any plan: a trade costs at least `removed + floor` of
      // objective for at most `freed` saved, so the scan stops at the first candidate whose
      // least trade cannot beat the best found (nor can any after it), and skips one whose
      // floor in this plan cannot. Ties keep the pool's order, so the scan finds the trade a
      // scan of the whole pool would (a week for four spent 2.3 million candidate looks here).
      const order = selection.byFloor(pools.get(pick.type) ?? []);
      for (let k = 0; k < order.candidates.length; k += 1) {
        if (best && beyond(removed + order.floor[k]!, freed, best.ratio)) break;
        const c = order.candidates[k]!;
        if (selection.has(c.index)) continue;
        const floor = selection.floorOf(c, ti);
        const most = freed - selection.lastFloorCost;
        if (most <= 1e-6) continue;
        if (best && beyond(removed + floor, most, best.ratio)) continue;
        const delta = selection.score(c, ti);
        const saved = beforeCost - (selection.cost + selection.lastCost);
        if (saved <= 1e-6) continue;
        const ratio = (selection.objective + delta - beforeObjective) / saved;
        const at = order.position[k]!;
        if (!best || ratio < best.ratio || (ratio === best.ratio && best.i === i && at < best.at))
          best = { i, c, ratio, at };
      }
      selection.add(current, pick.type);
      const moved = selection.picks.pop()!;
      selection.picks.splice(i, 0, moved);
    }
    if (!best) return null;
    const type = selection.picks[best.i]!.type;
    selection.remove(best.i);
    selection.add(best.c, type);
    const moved = selection.picks.pop()!;
    selection.picks.splice(best.i, 0, moved);
  }
  return selection.cost <= budget + 1e-6 ? selection : null;
}

/**
 * Whether a trade of at least `least` objective (non-negative) for at most `most` cents saved
 * is above `ratio`: it cannot be the cheapest trade.
 */
function beyond(least: number, most: number, ratio: number): boolean {
  const floor = least - FLOOR_SLACK;
  return floor >= 0 && floor / (most + 1e-6) > ratio;
}

/** Best-improvement single swaps, `passes` times over the plan. */
export function improve(
  problem: Problem,
  selection: Selection,
  pools: ReadonlyMap<MealType, readonly Candidate[]>,
  passes: number,
  costOnly = false,
  /** Only moves that keep the bill within this many cents (null: no limit). */
  budget: number | null = null,
): void {
  for (let pass = 0; pass < passes; pass += 1) {
    let improved = false;
    for (let i = 0; i < selection.picks.length; i += 1) {
      const pick = selection.picks[i]!;
      const current = problem.candidates[pick.candidate]!;
      const before = costOnly ? selection.cost : selection.objective;
      selection.remove(i);
      const base = costOnly ? selection.cost : selection.objective;
      const ti = typeIndex(pick.type);
      // Only a score under `gain` makes a move: a candidate whose floor is above it, or above the
      // best found, is not scored (the same move is found).
      const gain = before - base - 1e-6;
      let best: { c: Candidate; s: number } | null = null;
      const pool = pools.get(pick.type) ?? [];
      if (costOnly) {
        for (const c of pool) {
          if (selection.has(c.index)) continue;
          if (selection.costFloor(c) > (best ? Math.min(best.s, gain) : gain) + FLOOR_SLACK) continue;
          const s = score(selection, c, ti, costOnly);
          if (budget !== null && selection.cost + selection.lastCost > budget + 1e-6) continue;
          if (!best || s < best.s) best = { c, s };
        }
      } else {
        const order = selection.byFloor(pool);
        let at = -1;
        // The budget's room once the meal is out: a candidate whose new packages alone are over
        // it is not scored.
        const room = budget === null ? Infinity : budget + 1e-6 - selection.cost;
        for (let k = 0; k < order.candidates.length; k += 1) {
          if (order.floor[k]! > (best ? Math.min(best.s, gain) : gain) + FLOOR_SLACK) break;
          const c = order.candidates[k]!;
          if (selection.has(c.index)) continue;
          if (room !== Infinity && selection.costFloor(c) > room) continue;
          const s = selection.scoreUnder(c, ti, best ? Math.min(best.s, gain) : gain);
          if (s === Infinity) continue;
          if (budget !== null && selection.cost + selection.lastCost > budget + 1e-6) continue;
          if (!best || s < best.s || (s === best.s && order.position[k]! < at)) {
            best = { c, s };
            at = order.position[k]!;
          }
        }
      }
      if (best && base + best.s < before - 1e-6) {
        selection.add(best.c, pick.type);
        improved = true;
      } else {
        selection.add(current, pick.type);
      }
      // add() appends; move the new pick back to position i to keep the loop simple.
      const moved = selection.picks.pop()!;
      selection.picks.splice(i, 0, moved);
    }
    if (!improved) break;
  }
}
