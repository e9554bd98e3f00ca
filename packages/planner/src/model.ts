/**
 * The selection MIP, solved with HiGHS (see ADR 0018):
 *
 *   y[c,t] ∈ {0,1}   candidate recipe c fills one meal of type t (days are placed afterwards)
 *   n[f,o] ∈ ℤ≥0     packages of option o bought for food f (non-pantry foods only)
 *   z ≥ 0            variety excess (same protein / cuisine beyond a cap, per meal type)
 *   s[f] ∈ [0,1]     sale or favoured food f is used
 *   occ ∈ [0,1]      the occasion is matched
 *
 *   min Σ cents[f,o]·n + Σ (pantry¢[c] + penalty[c])·y + Σ w·z − Σ bonus·s − occasion·occ + offset
 *   s.t. Σ_c y[c,t] = days                              for each meal type t
 *        Σ_t y[c,t] ≤ 1                                 no recipe twice
 *        Σ_o grams[f,o]·n[f,o] ≥ Σ grams[c,f]·y[c,·]    enough of every food (packages shared)
 *        Σ_o n[f,o] ≥ ⌈grams[c,f]/max pack⌉·y[c,·]       a used food needs a package (a cut)
 *        z ≥ Σ_{c of protein p} y[c,t] − cap            (⌈days/3⌉ light, ⌈days/2⌉ heavy, per type)
 *        z ≥ Σ_{c of protein p} y[c,·] − ⌈meals/3⌉       (one protein over the whole plan)
 *        s[f] ≤ Σ_{c uses f} y[c,·],  occ ≤ Σ_{tagged} y
 *        Σ cents·n + Σ pantry¢·y ≤ budget               when a budget is given
 */
import type { Highs, Model } from 'highs';
import type { MealType } from '@saverly/kitchen';
import { cheapestPurchase } from './prices.js';
import { WEIGHTS, typeIndex, type Candidate, type Pick, type Problem } from './problem.js';

interface Row {
  readonly indices: number[];
  readonly values: number[];
  readonly lower: number;
  readonly upper: number;
}

/**
 * A package cut kept aside by the relaxation until its solution violates it:
 * Σ_o n[f,o] − need·Σ y[c,·] ≥ 0 (built as a row only then: most never are).
 */
interface LazyCut {
  readonly packs: readonly number[];
  readonly ys: readonly number[];
  readonly need: number;
}
const cutRow = (cut: LazyCut): Row => ({
  indices: [...cut.packs, ...cut.ys],
  values: [...cut.packs.map(() => 1), ...cut.ys.map(() => -cut.need)],
  lower: 0,
  upper: Infinity,
});

/** Rows in HiGHS' CSR form (duplicate columns within a row merged, as HiGHS requires). */
function toCsr(rows: readonly Row[]): { starts: Int32Array; indices: Int32Array; values: Float64Array } {
  const starts = [0];
  const indices: number[] = [];
  const values: number[] = [];
  for (const row of rows) {
    const merged = new Map<number, number>();
    row.indices.forEach((col, k) => merged.set(col, (merged.get(col) ?? 0) + row.values[k]!));
    for (const [col, value] of merged) {
      if (value === 0) continue;
      indices.push(col);
      values.push(value);
    }
    starts.push(indices.length);
  }
  return {
    starts: Int32Array.from(starts),
    indices: Int32Array.from(indices),
    values: Float64Array.from(values),
  };
}

/** An auxiliary column defined by one row over y columns (for the warm start). */
interface Aux {
  readonly col: number;
  readonly cols: readonly number[];
  readonly cap: number;
  /** `excess`: z = max(0, Σ y − cap); `indicator`: s = min(1, Σ y). */
  readonly kind: 'excess' | 'indicator';
}

export interface ModelResult {
  /** `optimal`, `time_limit`, `infeasible`, or `no_solution` (stopped before finding any plan). */
  readonly status: 'optimal' | 'time_limit' | 'infeasible' | 'no_solution';
  readonly picks: Pick[] | null;
  /** HiGHS' objective and dual bound (NaN when unknown). */
  readonly objective: number;
  readonly bound: number;
  readonly variables: number;
  readonly constraints: number;
}

export interface SolveOptions {
  /**
   * Branch-and-bound nodes HiGHS may explore (a deterministic work limit: the same model stops at
   * the same point on any machine). Default 20,000.
   */
  readonly maxNodes?: number;
  /** Optional wall-clock limit (the bench's reference solves only); default none. */
  readonly timeLimitSeconds?: number;
  readonly relativeGap: number;
  /** Minimise the shopping bill only (no penalties, bonuses, budget): the minimum budget. */
  readonly costOnly?: boolean;
  /** Ignore the budget row. */
  readonly ignoreBudget?: boolean;
  /**
   * Maximise the number of meals whose candidate passes this test, within every hard rule and
   * the budget (no penalties, no bill in the objective): a budget-aware upper bound for the
   * bench's quality figures (`mealBounds`). The objective is minus that count. A number weighs
   * the meal (lexicographic counts: 1,000 for a chosen cuisine + 1 for a new dish).
   */
  readonly countMeals?: (c: Candidate) => boolean | number;
  readonly warmStart?: readonly Pick[] | null;
  /** Solve the LP relaxation only (integrality dropped): `bound` is a valid lower bound. */
  readonly relaxation?: boolean;
  /** Relaxation only: add the package cuts as they are violated (default true). */
  readonly lazyCuts?: boolean;
  /**
   * Relaxation with lazy cuts: at most this many rounds of adding violated cuts (a work limit;
   * every round's optimum is a valid bound, later rounds only tighten it). Default unlimited.
   */
  readonly maxCutRounds?: number;
}

export const DEFAULT_MAX_NODES = 20_000;

export function solveSelection(
  highs: Highs,
  problem: Problem,
  candidates: readonly Candidate[],
  options: SolveOptions,
): ModelResult {
  const count = options.countMeals;
  const costOnly = (options.costOnly ?? false) || count !== undefined;
  const colCost: number[] = [];
  const colLower: number[] = [];
  const colUpper: number[] = [];
  const integrality: (0 | 1)[] = [];
  const rows: Row[] = [];
  /**
   * The relaxation leaves the package cuts out at first and adds the ones its solution violates
   * (row generation): most are slack at the optimum, and the LP with every cut satisfied is the
   * full LP's optimum. Any intermediate optimum is a relaxation's too, hence also a valid bound.
   */
  const lazy = options.relaxation === true && options.lazyCuts !== false;
  const lazyCuts: LazyCut[] = [];
  const aux: Aux[] = [];
  const addCol = (cost: number, lower: number, upper: number, integer: boolean): number => {
    colCost.push(cost);
    colLower.push(lower);
    colUpper.push(upper);
    integrality.push(integer ? 1 : 0);
    return colCost.length - 1;
  };

  // y[c,t]
  const yCols = new Map<number, Map<MealType, number>>();
  const yList: { col: number; c: Candidate; type: MealType }[] = [];
  for (const c of candidates) {
    const byType = new Map<MealType, number>();
    for (const type of c.types) {
      const cost = count ? -Number(count(c)) : c.pantryCents + (costOnly ? 0 : c.penalty);
      const col = addCol(cost, 0, 1, true);
      byType.set(type, col);
      yList.push({ col, c, type });
    }
    yCols.set(c.index, byType);
  }
  const yLists = new Map<number, readonly number[]>();
  for (const [index, byType] of yCols) yLists.set(index, [...byType.values()]);
  const yOf = (c: Candidate): readonly number[] => yLists.get(c.index)!;

  // Foods used by the candidates.
  const usersOf = new Map<number, { c: Candidate; grams: number }[]>();
  for (const c of candidates)
    for (const use of c.uses) {
      const list = usersOf.get(use.food);
      if (list) list.push({ c, grams: use.grams });
      else usersOf.set(use.food, [{ c, grams: use.grams }]);
    }

  const budgetRow: Row = {
    indices: [],
    values: [],
    lower: -Infinity,
    upper: problem.budgetCents ?? Infinity,
  };
  for (const { col, c } of yList) {
    if (c.pantryCents > 0) {
      budgetRow.indices.push(col);
      budgetRow.values.push(c.pantryCents);
    }
  }

  const nCols = new Map<number, number[]>();
  for (const [food, users] of usersOf) {
    const pricing = problem.foods[food]!;
    if (pricing.pantry) continue;
    const totalGrams = users.reduce((sum, u) => sum + u.grams, 0);
    const cols = pricing.options.map((o) => {
      const col = addCol(count ? 0 : o.cents, 0, Math.ceil(totalGrams / o.grams + 1e-9), true);
      budgetRow.indices.push(col);
      budgetRow.values.push(o.cents);
      return col;
    });
    nCols.set(food, cols);
    // Coverage: Σ grams·n − Σ grams·y ≥ 0.
    const cover: Row = {
      indices: [...cols],
      values: pricing.options.map((o) => o.grams),
      lower: 0,
      upper: Infinity,
    };
    const biggest = Math.max(...pricing.options.map((o) => o.grams));
    for (const u of users) {
      for (const col of yOf(u.c)) {
        cover.indices.push(col);
        cover.values.push(-u.grams);
      }
      // Cut: a recipe that uses the food needs at least ⌈grams/biggest⌉ packages of it.
      const cut: LazyCut = { packs: cols, ys: yOf(u.c), need: Math.ceil(u.grams / biggest - 1e-9) };
      if (lazy) lazyCuts.push(cut);
      else rows.push(cutRow(cut));
    }
    rows.push(cover);
  }

  // Slots per type and no recipe twice.
  for (const type of problem.types) {
    const cols = yList.filter((y) => y.type === type).map((y) => y.col);
    rows.push({ indices: cols, values: cols.map(() => 1), lower: problem.days, upper: problem.days });
  }
  // No dish twice (in any meal type, in either portion variant, in either version of the dish).
  const byDish = new Map<number, number[]>();
  for (const c of candidates) {
    const list = byDish.get(c.dishSlot);
    if (list) list.push(...yOf(c));
    else byDish.set(c.dishSlot, [...yOf(c)]);
  }
  for (const cols of byDish.values())
    if (cols.length > 1) rows.push({ indices: cols, values: cols.map(() => 1), lower: -Infinity, upper: 1 });

  if (!costOnly) {
    // Variety: z ≥ Σ y − cap, for groups that can exceed their cap.
    const group = (type: MealType, pick: (c: Candidate) => string) => {
      const groups = new Map<string, number[]>();
      for (const y of yList) {
        if (y.type !== type) continue;
        const k = pick(y.c);
        const list = groups.get(k);
        if (list) list.push(y.col);
        else groups.set(k, [y.col]);
      }
      return groups;
    };
    const excess = (cols: number[], cap: number, weight: number) => {
      if (cols.length <= cap) return;
      const z = addCol(weight * problem.family, 0, Infinity, false);
      aux.push({ col: z, cols, cap, kind: 'excess' });
      rows.push({ indices: [z, ...cols], values: [1, ...cols.map(() => -1)], lower: -cap, upper: Infinity });
    };
    for (const type of problem.types) {
      for (const cols of group(type, (c) => c.protein).values()) {
        excess(cols, problem.proteinCap, WEIGHTS.proteinRepeat);
        excess(cols, problem.typeProteinCap, WEIGHTS.proteinBackToBack);
      }
      for (const cols of group(type, (c) => c.cuisine).values())
        excess(cols, problem.cuisineCap, problem.cuisineRepeat);
      // Meals without meat or fish beyond the type's cap (a family that eats meat).
      const meatlessCap = problem.meatlessCaps[typeIndex(type)]!;
      if (Number.isFinite(meatlessCap))
        excess(
          yList.filter((y) => y.type === type && y.c.meatless).map((y) => y.col),
          meatlessCap,
          WEIGHTS.meatlessMeal,
        );
    }
    // One main protein over the whole plan (the dish family).
    const plan = new Map<string, number[]>();
    for (const y of yList) {
      if (y.c.protein === 'none') continue;
      const list = plan.get(y.c.protein);
      if (list) list.push(y.col);
      else plan.set(y.c.protein, [y.col]);
    }
    for (const cols of plan.values()) excess(cols, problem.planProteinCap, WEIGHTS.proteinPlanRepeat);
    // Look-alike dishes (one family, protein and headline vegetable): the first is free; and one
    // dish family over the whole plan (fried rice, tacos …). A group of no more dishes than its
    // cap needs no term (a plan holds a dish once): most look-alike groups are one dish.
    const grouped = (id: (c: Candidate) => number, cap: number, weightOf: (c: Candidate) => number) => {
      const groups = new Map<number, { cols: number[]; dishes: Set<number>; weight: number }>();
      for (const y of yList) {
        const key = id(y.c);
        if (key < 0) continue;
        let group = groups.get(key);
        if (!group) groups.set(key, (group = { cols: [], dishes: new Set(), weight: weightOf(y.c) }));
        group.cols.push(y.col);
        group.dishes.add(y.c.dishSlot);
      }
      for (const group of groups.values()) if (group.dishes.size > cap) excess(group.cols, cap, group.weight);
    };
    // One weight per look-alike group: a named dish's group weighs more (`namedDishRepeat`).
    grouped(
      (c) => c.lookalikeId,
      1,
      (c) => c.lookalikeWeight,
    );
    grouped(
      (c) => c.familyId,
      problem.familyCap,
      () => WEIGHTS.familyRepeat,
    );
    // And one staple over the whole plan (rice under 11 of 21 meals).
    grouped(
      (c) => c.stapleId,
      problem.stapleCap,
      () => WEIGHTS.stapleRepeat,
    );
    // And one meat or fish food (chorizo three times in a week, each a different dish).
    grouped(
      (c) => c.meatFoodId,
      problem.meatFoodCap,
      () => WEIGHTS.meatFoodRepeat,
    );
    // Bonuses: s[f] ≤ Σ y of users.
    for (const [food, users] of usersOf) {
      const pricing = problem.foods[food]!;
      const bonus =
        (pricing.onSale ? WEIGHTS.saleFoodUsed : 0) + (pricing.favoured ? WEIGHTS.favouredFoodUsed : 0);
      if (bonus === 0) continue;
      const s = addCol(-bonus, 0, 1, false);
      const cols = users.flatMap((u) => yOf(u.c));
      aux.push({ col: s, cols, cap: 0, kind: 'indicator' });
      rows.push({ indices: [s, ...cols], values: [1, ...cols.map(() => -1)], lower: -Infinity, upper: 0 });
    }
    if (problem.occasion) {
      const cols = yList.filter((y) => y.c.occasionTypes.includes(y.type)).map((y) => y.col);
      if (cols.length > 0) {
        const occ = addCol(-WEIGHTS.occasionMatched * problem.family, 0, 1, false);
        aux.push({ col: occ, cols, cap: 0, kind: 'indicator' });
        rows.push({
          indices: [occ, ...cols],
          values: [1, ...cols.map(() => -1)],
          lower: -Infinity,
          upper: 0,
        });
      }
    }
  }
  if (problem.budgetCents !== null && !options.ignoreBudget && (!costOnly || count)) rows.push(budgetRow);

  const { starts, indices, values } = toCsr(rows);
  const inf = highs.infinity;
  const clamp = (x: number) => (x === Infinity ? inf : x === -Infinity ? -inf : x);
  const numCols = colCost.length;
  const numRows = rows.length;
  const model: Model = highs.createModel({
    numCols,
    numRows,
    offset: costOnly ? 0 : problem.offset,
    colCost,
    colLower,
    colUpper: colUpper.map(clamp),
    rowLower: rows.map((r) => clamp(r.lower)),
    rowUpper: rows.map((r) => clamp(r.upper)),
    matrix: { format: 'csr', numRows, numCols, starts, indices, values },
    ...(options.relaxation ? {} : { integrality }),
  });
  try {
    model.options.set({
      output_flag: false,
      ...(options.timeLimitSeconds !== undefined && Number.isFinite(options.timeLimitSeconds)
        ? { time_limit: options.timeLimitSeconds }
        : {}),
      mip_rel_gap: options.relativeGap,
      mip_max_nodes: options.maxNodes ?? DEFAULT_MAX_NODES,
      // HiGHS 1.x presolve can return 'optimal' for a non-optimal integer solution of these
      // package models (4 of 59 cost-only models came back $2.99–$3.49 above the true minimum,
      // issue #13); without it the answers are the optimum (checked in the tests by brute force).
      presolve: 'off',
      // The relaxation is solved once, from scratch: skipping presolve and using the serial
      // dual simplex measured ~30 % faster on the 7 × 3 bench model (noisy, never slower).
      ...(options.relaxation ? { simplex_strategy: 1 } : {}),
      // The cost-only model's LP bound is weak (one person's 2 × 3 plan: 1,359 at the root against
      // a 1,851 optimum) and HiGHS spent its time at the root re-solving the LP with a pool of
      // cuts that closed little of that gap: a pool of one cut proved the same optima in about
      // half the time (seven budget_too_low requests of ≤ 6 meals: 25.5 s → 11.8 s).
      ...(options.costOnly && !options.relaxation ? { mip_pool_soft_limit: 1 } : {}),
    });
    if (options.relaxation) {
      model.run();
      let added = 0;
      let pending = lazyCuts;
      let rounds = 0;
      // The optimum of the last LP solved to optimality: a relaxation of the full LP, so a valid
      // bound even if a later round stops early.
      let relaxed = NaN;
      while (
        pending.length > 0 &&
        rounds < (options.maxCutRounds ?? Infinity) &&
        model.getModelStatus() === highs.constants.modelStatus.optimal
      ) {
        relaxed = model.getObjectiveValue();
        const x = model.getSolution().colValue;
        const violated: Row[] = [];
        const rest: LazyCut[] = [];
        for (const cut of pending) {
          let activity = 0;
          for (const col of cut.packs) activity += x[col]!;
          for (const col of cut.ys) activity -= cut.need * x[col]!;
          if (activity < -1e-7) violated.push(cutRow(cut));
          else rest.push(cut);
        }
        if (violated.length === 0) break;
        rounds += 1;
        const csr = toCsr(violated);
        model.addRows({
          lower: Float64Array.from(violated, (r) => clamp(r.lower)),
          upper: Float64Array.from(violated, (r) => clamp(r.upper)),
          matrix: { format: 'csr', numRows: violated.length, numCols, ...csr },
        });
        added += violated.length;
        pending = rest;
        model.run();
      }
      const ok = model.getModelStatus() === highs.constants.modelStatus.optimal;
      const infeasible = model.getModelStatus() === highs.constants.modelStatus.infeasible;
      return {
        status: ok ? 'optimal' : infeasible ? 'infeasible' : 'no_solution',
        picks: null,
        objective: ok ? model.getObjectiveValue() : NaN,
        bound: ok ? model.getObjectiveValue() : infeasible ? NaN : relaxed,
        variables: numCols,
        constraints: numRows + added,
      };
    }
    if (options.warmStart && options.warmStart.length > 0) {
      const start = warmStartVector(problem, options.warmStart, numCols, yCols, nCols, aux);
      if (start) model.setSolution({ colValue: start });
    }
    model.run();
    const status = model.getModelStatus();
    const codes = highs.constants.modelStatus;
    const hasSolution = Number(model.info.get('primal_solution_status')) === 2;
    if (status === codes.infeasible) {
      return {
        status: 'infeasible',
        picks: null,
        objective: NaN,
        bound: NaN,
        variables: numCols,
        constraints: numRows,
      };
    }
    const bound = Number(model.info.get('mip_dual_bound'));
    if (!hasSolution) {
      return {
        status: 'no_solution',
        picks: null,
        objective: NaN,
        bound,
        variables: numCols,
        constraints: numRows,
      };
    }
    const x = model.getSolution().colValue;
    const picks: Pick[] = yList
      .filter((y) => x[y.col]! > 0.5)
      .map((y) => ({ candidate: y.c.index, type: y.type }));
    return {
      status: status === codes.optimal ? 'optimal' : 'time_limit',
      picks,
      objective: model.getObjectiveValue(),
      bound,
      variables: numCols,
      constraints: numRows,
    };
  } finally {
    model.dispose();
  }
}

/**
 * A complete starting vector from a plan: y from the picks, n from the cheapest purchase of each
 * food, and each auxiliary at its best value given y (HiGHS checks the point's feasibility).
 */
function warmStartVector(
  problem: Problem,
  picks: readonly Pick[],
  numCols: number,
  yCols: ReadonlyMap<number, ReadonlyMap<MealType, number>>,
  nCols: ReadonlyMap<number, readonly number[]>,
  aux: readonly Aux[],
): number[] | null {
  const x = new Array<number>(numCols).fill(0);
  const grams = new Map<number, number>();
  for (const pick of picks) {
    const col = yCols.get(pick.candidate)?.get(pick.type);
    if (col === undefined) return null;
    x[col] = 1;
    for (const use of problem.candidates[pick.candidate]!.uses)
      grams.set(use.food, (grams.get(use.food) ?? 0) + use.grams);
  }
  for (const [food, cols] of nCols) {
    const purchase = cheapestPurchase(problem.foods[food]!, grams.get(food) ?? 0);
    cols.forEach((col, k) => (x[col] = purchase.counts[k] ?? 0));
  }
  for (const a of aux) {
    const sum = a.cols.reduce((total, col) => total + x[col]!, 0);
    x[a.col] = a.kind === 'excess' ? Math.max(0, sum - a.cap) : Math.min(1, sum);
  }
  return x;
}
