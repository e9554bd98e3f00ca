/**
 * Catalogue coverage (issue 14, ADR 0028):
 *
 *   npm run coverage -w @saverly/kitchen            # counts and the planner's infeasible share
 *   npm run coverage -w @saverly/kitchen -- --counts   # counts only (no planner runs)
 *   npm run coverage -w @saverly/kitchen -- --every=4  # the planner on every 4th request only
 *
 * 1. Counts of recipes within 15/20/30/45 minutes (total time), per meal type, for every diet,
 *    every pair of diets, and every cuisine. Cells under the issue's floors are marked: a diet ×
 *    meal type needs ≥ 5 at 15 and ≥ 12 at 20 min; a pair ≥ 6 at 30; a cuisine ≥ 6 at 20.
 * 2. The planner over the planner bench's own grid (bench/planner.ts, read with PLANNER_GRID_JSON=1,
 *    never copied): requests with ≤ 2 diets and no tight budget (< $3 per person per meal), each
 *    re-run at a cooking-time limit of 15/20/30/45/60 minutes; the share that has no plan, and why.
 *    Targets: ≤ 35 % at 15, ≤ 15 % at 20, ≤ 5 % at 30.
 *
 * Prints numbers only; never fails.
 */
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CUISINES, DIET_IDS, MEAL_TYPES, loadCatalogue, type DietId, type MealType } from '../src/index.js';

const BANDS = [15, 20, 30, 45] as const;
const LIMITS = [15, 20, 30, 45, 60] as const;
const TARGETS: Readonly<Record<number, number>> = { 15: 0.35, 20: 0.15, 30: 0.05 };
const countsOnly = process.argv.includes('--counts');

const catalogue = loadCatalogue();
const recipes = catalogue.recipes;
const originals = recipes.filter((r) => !/^q[bld]-/.test(r.id)).length;
process.stdout.write(
  `catalogue: ${recipes.length} recipes (${recipes.length - originals} round-two quick meals), ${catalogue.foods.length} foods\n`,
);

/** Cumulative counts per band for recipes passing `keep`, one row per meal type. */
function row(keep: (r: (typeof recipes)[number]) => boolean, type: MealType): number[] {
  const list = recipes.filter((r) => r.mealTypes.includes(type) && keep(r));
  return BANDS.map((band) => list.filter((r) => r.totalMinutes <= band).length);
}

const pad = (text: string | number, width: number) => String(text).padStart(width);
const header = (label: string, width: number) =>
  `${label.padEnd(width)}${MEAL_TYPES.map((t) => `  ${t.padEnd(5 * BANDS.length - 2)}`).join('')}\n` +
  `${''.padEnd(width)}${MEAL_TYPES.map(() => BANDS.map((b) => pad(`≤${b}`, 5)).join('')).join('')}\n`;

/** Prints one table; a cell below its floor is starred. */
function table(
  title: string,
  rows: readonly [string, (r: (typeof recipes)[number]) => boolean][],
  floors: Readonly<Record<number, number>>,
): void {
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  process.stdout.write(
    `\n${title} (cumulative counts by total minutes; * = below the floor ${JSON.stringify(floors)})\n`,
  );
  process.stdout.write(header('', width));
  let short = 0;
  for (const [label, keep] of rows) {
    const cells = MEAL_TYPES.flatMap((type) =>
      row(keep, type).map((count, i) => {
        const floor = floors[BANDS[i]!];
        const below = floor !== undefined && count < floor;
        if (below) short += 1;
        return pad(`${count}${below ? '*' : ''}`, 5);
      }),
    );
    process.stdout.write(`${label.padEnd(width)}${cells.join('')}\n`);
  }
  process.stdout.write(`cells below the floor: ${short}\n`);
}

const has = (diets: readonly DietId[]) => (r: (typeof recipes)[number]) =>
  diets.every((d) => r.diets.includes(d));
table(
  'diet × meal type',
  DIET_IDS.map((d) => [d, has([d])] as const),
  { 15: 5, 20: 12 },
);
const pairs: [string, (r: (typeof recipes)[number]) => boolean][] = [];
for (let i = 0; i < DIET_IDS.length; i += 1)
  for (let j = i + 1; j < DIET_IDS.length; j += 1) {
    const pair = [DIET_IDS[i]!, DIET_IDS[j]!];
    pairs.push([pair.join('+'), has(pair)]);
  }
table('diet pair × meal type', pairs, { 30: 6 });
table(
  'cuisine × meal type',
  CUISINES.map((c) => [c, (r: (typeof recipes)[number]) => r.cuisine === c] as const),
  { 20: 6 },
);

const leftovers = recipes.filter((r) => r.leftovers);
process.stdout.write(
  `\nleftover dinners (batch-friendly, leftovers make a lunch): ${leftovers.length} — ${CUISINES.map((c) => `${c} ${leftovers.filter((r) => r.cuisine === c).length}`).join(', ')}; ${DIET_IDS.map((d) => `${d} ${leftovers.filter((r) => r.diets.includes(d)).length}`).join(', ')}\n`,
);

if (!countsOnly) {
  const { loadPlanner, planMeals, referencePriceBook } = await import('@saverly/planner');
  type Prefs = Parameters<typeof planMeals>[0]['preferences'];
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  const grid = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', '--conditions=source', 'bench/planner.ts'], {
      cwd: root,
      env: { ...process.env, PLANNER_GRID_JSON: '1' },
      maxBuffer: 64 * 1024 * 1024,
      encoding: 'utf8',
    }),
  ) as Prefs[];
  const perPersonMeal = (p: Prefs) =>
    p.budgetDollars == null ? Infinity : p.budgetDollars / (p.familySize * p.days * p.mealTypes.length);
  // --every=k keeps every k-th request (a quicker look on a busy machine); the default is all.
  const every = Number(
    /^--every=(\d+)$/.exec(process.argv.find((a) => a.startsWith('--every=')) ?? '')?.[1] ?? 1,
  );
  const chosen = grid
    .filter((p) => (p.diets ?? []).length <= 2 && perPersonMeal(p) >= 3)
    .filter((_, i) => i % every === 0);
  await loadPlanner();
  const priceBook = referencePriceBook(catalogue);
  process.stdout.write(
    `\ninfeasible share over the planner bench grid (${grid.length} requests; ${chosen.length} with ≤ 2 diets and no tight budget${every > 1 ? `, every ${every}th` : ''}), each at every limit\n`,
  );
  for (const limit of LIMITS) {
    const reasons = new Map<string, number>();
    const started = performance.now();
    for (const prefs of chosen) {
      const result = planMeals({ preferences: { ...prefs, maxCookingMinutes: limit }, priceBook });
      if (!result.ok) reasons.set(result.reason, (reasons.get(result.reason) ?? 0) + 1);
    }
    const failed = [...reasons.values()].reduce((a, b) => a + b, 0);
    const share = failed / chosen.length;
    const target = TARGETS[limit];
    process.stdout.write(
      `  ${pad(limit, 2)} min: ${pad((share * 100).toFixed(1), 5)} % infeasible (${failed}/${chosen.length})` +
        `${target === undefined ? '' : `  target ≤ ${target * 100} % ${share <= target ? 'met' : 'NOT met'}`}` +
        `  [${[...reasons].map(([r, n]) => `${r} ${n}`).join(', ')}]  ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
    );
  }
}
