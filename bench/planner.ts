/**
 * Meal planner: latency over a grid of requests on the full catalogue, plan quality against a
 * long reference solve of the same model, and refresh latency.
 *
 *   npx tsx --conditions=source bench/planner.ts
 *   PLANNER_REFERENCE_SECONDS=5 npx tsx --conditions=source bench/planner.ts   # quicker
 *
 * Grid: days 1, 3, 7 × meal types (dinner; lunch+dinner; breakfast+lunch+dinner) × diets (none,
 * vegetarian, gluten-free) × budget (none; $3.50 per person per meal), family of 4, cuisines
 * Italian, Mexican and Asian preferred, reference prices with a few sales. Every case is solved
 * `REPEATS` times after a warm-up; a cell's p50/p95/max are over its cases × repeats.
 *
 * Reference: the same model over every eligible recipe (no pruning), HiGHS branch and bound
 * warm-started from the fast plan, 30 s limit, zero gap tolerance — on the 7-day × 3-meal cases
 * and the 3-day × 1-meal cases (12 solves, so the run stays under ~7 minutes).
 * Prints numbers only; never fails on time.
 */
import os from 'node:os';
import { loadCatalogue, type DietId, type MealType } from '@saverly/kitchen';
import {
  loadPlanner,
  planMeals,
  referencePriceBook,
  refreshMeal,
  withSales,
  type PlanPreferences,
  type PlanResult,
} from '@saverly/planner';
import { summarize } from './lib';

const REPEATS = 5;
/** 0 skips the reference solves (latency only). */
const REFERENCE_SECONDS = Number(process.env.PLANNER_REFERENCE_SECONDS ?? 30);

const catalogue = loadCatalogue();
const base = referencePriceBook(catalogue);
// A few sales, as a store would have: 25–40 % off some proteins and produce.
const saleFoods = [
  'chicken-thigh',
  'ground-beef',
  'salmon',
  'red-bell-pepper',
  'broccoli',
  'cheddar',
  'egg',
  'tofu',
];
const priceBook = withSales(
  base,
  saleFoods.flatMap((id, i) =>
    (base.offers[id] ?? []).map((o) => ({
      productId: o.productId,
      saleCents: Math.round(o.regularCents * (0.6 + (i % 3) * 0.075)),
    })),
  ),
);

const DAYS = [1, 3, 7];
const TYPE_SETS: MealType[][] = [['dinner'], ['lunch', 'dinner'], ['breakfast', 'lunch', 'dinner']];
const DIETS: DietId[][] = [[], ['vegetarian'], ['gluten-free']];
const FAMILY = 4;

interface Case {
  readonly label: string;
  readonly prefs: PlanPreferences;
}
const cases: Case[] = [];
for (const days of DAYS)
  for (const types of TYPE_SETS)
    for (const diets of DIETS)
      for (const budget of [null, 3.5]) {
        cases.push({
          label: `${days}d × ${types.length} ${diets.join('+') || 'any'} ${budget === null ? 'no budget' : '$3.50/meal'}`,
          prefs: {
            days,
            familySize: FAMILY,
            mealTypes: types,
            diets,
            cuisines: ['italian', 'mexican', 'asian'],
            maxCookingMinutes: 60,
            caloriesPerMeal: 600,
            budgetDollars: budget === null ? null : budget * FAMILY * days * types.length,
          },
        });
      }

await loadPlanner();
console.log(
  `planner benchmark — node ${process.version}, ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
// Warm-up (JIT, WASM memory growth).
for (const c of cases.slice(-6)) planMeals({ preferences: c.prefs, priceBook });

const timings = new Map<string, number[]>();
const cpuTimings = new Map<string, number[]>();
const fast = new Map<Case, PlanResult>();
for (const c of cases) {
  const cell = `${c.prefs.days} d × ${c.prefs.mealTypes.length} meal${c.prefs.mealTypes.length > 1 ? 's' : ''}`;
  for (let r = 0; r < REPEATS; r += 1) {
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const result = planMeals({ preferences: c.prefs, priceBook });
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    timings.set(cell, [...(timings.get(cell) ?? []), ms]);
    cpuTimings.set(cell, [...(cpuTimings.get(cell) ?? []), (cpu.user + cpu.system) / 1000]);
    if (r === 0) fast.set(c, result);
  }
}

console.log(
  '\nlatency of planMeals (default options: heuristic + LP bound), ms: wall clock, then CPU time of the process',
);
console.log(
  `  ${'cell'.padEnd(16)} ${'n'.padStart(4)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)} ${'cpu p50'.padStart(8)} ${'cpu p95'.padStart(8)}  mean gap to LP bound`,
);
for (const [cell, samples] of timings) {
  const s = summarize(samples);
  const cpu = summarize(cpuTimings.get(cell) ?? []);
  const gaps = cases
    .filter((c) => `${c.prefs.days} d × ${c.prefs.mealTypes.length}` === cell.replace(/ meals?$/, ''))
    .map((c) => fast.get(c))
    .filter((r): r is Extract<PlanResult, { ok: true }> => r?.ok === true)
    .map((r) => r.solver.gap);
  const meanGap = gaps.length ? gaps.reduce((a, b) => a + b, 0) / gaps.length : NaN;
  console.log(
    `  ${cell.padEnd(16)} ${String(s.n).padStart(4)} ${s.p50.toFixed(1).padStart(8)} ${s.p95.toFixed(1).padStart(8)} ${s.max.toFixed(1).padStart(8)} ${cpu.p50.toFixed(1).padStart(8)} ${cpu.p95.toFixed(1).padStart(8)}  ${(meanGap * 100).toFixed(2)} %`,
  );
}
const infeasible = [...fast.entries()].filter(([, r]) => !r.ok);
if (infeasible.length > 0)
  console.log(
    `  infeasible cases: ${infeasible.map(([c, r]) => `${c.label} (${r.ok ? '' : r.reason})`).join('; ')}`,
  );

// Reference solves.
const referenced = cases.filter(
  (c) =>
    REFERENCE_SECONDS > 0 &&
    ((c.prefs.days === 7 && c.prefs.mealTypes.length === 3) ||
      (c.prefs.days === 3 && c.prefs.mealTypes.length === 1)),
);
console.log(`\nquality against the reference (full model, HiGHS, ${REFERENCE_SECONDS} s, gap 0)`);
console.log(
  `  ${'case'.padEnd(42)} ${'fast obj'.padStart(9)} ${'ref obj'.padStart(9)} ${'obj gap'.padStart(8)} ${'fast $'.padStart(8)} ${'ref $'.padStart(8)} ${'ref status'.padStart(10)} ${'ref s'.padStart(6)}`,
);
const objGaps = new Map<string, number[]>();
for (const c of referenced) {
  const mine = fast.get(c)!;
  const t0 = performance.now();
  const ref = planMeals({
    preferences: c.prefs,
    priceBook,
    solver: { mip: true, candidates: 'full', timeLimitSeconds: REFERENCE_SECONDS, relativeGap: 0 },
  });
  const seconds = (performance.now() - t0) / 1000;
  if (!mine.ok || !ref.ok) {
    console.log(
      `  ${c.label.padEnd(42)} ${mine.ok ? 'plan' : mine.reason} / ${ref.ok ? 'plan' : ref.reason}`,
    );
    continue;
  }
  const gap = (mine.solver.objective - ref.solver.objective) / ref.solver.objective;
  const cell = `${c.prefs.days}×${c.prefs.mealTypes.length}`;
  objGaps.set(cell, [...(objGaps.get(cell) ?? []), gap]);
  console.log(
    `  ${c.label.padEnd(42)} ${mine.solver.objective.toFixed(0).padStart(9)} ${ref.solver.objective.toFixed(0).padStart(9)} ${(gap * 100).toFixed(2).padStart(6)} % ${(mine.totals.cost_cents / 100).toFixed(2).padStart(8)} ${(ref.totals.cost_cents / 100).toFixed(2).padStart(8)} ${ref.solver.status.padStart(10)} ${seconds.toFixed(1).padStart(6)}`,
  );
}
for (const [cell, gaps] of objGaps)
  console.log(
    `  mean objective gap ${cell}: ${((gaps.reduce((a, b) => a + b, 0) / gaps.length) * 100).toFixed(2)} % over ${gaps.length} cases`,
  );

// Refresh: every slot of every 7-day × 3-meal plan.
const refreshMs: number[] = [];
for (const c of cases.filter((x) => x.prefs.days === 7 && x.prefs.mealTypes.length === 3)) {
  const plan = fast.get(c);
  if (!plan?.ok) continue;
  const current = plan.days.flatMap((d) =>
    d.meals.map((m) => ({ day: d.day, type: m.type, recipeId: m.recipeId })),
  );
  for (const slot of current) {
    const t0 = performance.now();
    refreshMeal({ preferences: c.prefs, priceBook }, current, slot);
    refreshMs.push(performance.now() - t0);
  }
}
const r = summarize(refreshMs);
console.log(
  `\nrefreshMeal (7 d × 3 meals, every slot): n ${r.n}, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, max ${r.max.toFixed(1)} ms`,
);
// Others share the 2 cores: the load at the end says how far the wall-clock numbers can be trusted.
console.log(
  `load at the end ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
