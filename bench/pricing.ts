/**
 * Grocery list pricing: latency of pricing a week's list (7 days × breakfast, lunch and dinner =
 * 21 catalogue recipes) for a family of 4 at a store. Goal: p95 ≤ 30 ms.
 *
 *   cd bench && npx tsx --conditions=source --expose-gc pricing.ts
 *
 * Each run builds the lines from the recipes (scaled to the family), aggregates them across units
 * and chooses every food's packages (`linesForMeals` + `priceGroceryList`). The store sells every
 * food in 2–4 package sizes (the kitchen's retail packages and bulk sizes, priced from its
 * reference price with a bulk discount and noise), and about one food in four has a sale on one
 * size. Ten different weeks are priced in turn, so runs do not repeat one input. After a warm-up,
 * `RUNS` runs are timed. Prints numbers only; never fails on time.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { linesForMeals, priceGroceryList, type MealRef, type StoreOffer } from '@saverly/grocery';
import { centsPerPurchasedGram, loadCatalogue, mulberry32, toGrams, type MealType } from '@saverly/kitchen';
import { mb, summarize } from './lib';

const RUNS = 200;
const WARMUP = 50;
const FAMILY = 4;
const WEEKS = 10;

const catalogue = loadCatalogue();

// A store: every food in 2–4 sizes, about a quarter of the foods with one size on sale.
const rand = mulberry32(42);
const offers = new Map<string, StoreOffer[]>();
let saleCount = 0;
for (const food of catalogue.foods) {
  const perGram = centsPerPurchasedGram(food);
  const base = food.packages
    .map((pack) => toGrams(food, pack.size, pack.unit)?.purchased ?? 0)
    .filter((grams) => grams > 0);
  const sizes = [...new Set([...base, base[0]! * 2, base[0]! * 3, base[0]! / 2])].slice(
    0,
    2 + Math.floor(rand() * 3),
  );
  const list = sizes.map((grams, i): StoreOffer => {
    const bulk = grams > base[0]! ? 0.85 + rand() * 0.1 : 1 + rand() * 0.1;
    return {
      productId: `${food.id}:${i}`,
      name: `${food.name} (${Math.round(grams)} g)`,
      brand: 'Store brand',
      size: `${Math.round(grams)} g`,
      packageGrams: grams,
      regularCents: Math.max(1, Math.round(perGram * grams * bulk)),
      saleCents: null,
    };
  });
  if (rand() < 0.25) {
    const k = Math.floor(rand() * list.length);
    const sale = list[k]!;
    list[k] = { ...sale, saleCents: Math.round(sale.regularCents * (0.6 + rand() * 0.25)) };
    saleCount += 1;
  }
  offers.set(food.id, list);
}

// Ten weeks of 21 different recipes each.
const types: MealType[] = ['breakfast', 'lunch', 'dinner'];
const weeks: MealRef[][] = [];
for (let w = 0; w < WEEKS; w += 1) {
  const meals: MealRef[] = [];
  for (const type of types) {
    const recipes = catalogue.byMealType.get(type) ?? [];
    const start = Math.floor(rand() * recipes.length);
    for (let day = 1; day <= 7; day += 1)
      meals.push({
        recipeId: recipes[(start + day * 7) % recipes.length]!.id,
        mealKey: `day-${day}-${type}`,
      });
  }
  weeks.push(meals);
}

const priceWeek = (meals: readonly MealRef[]) =>
  priceGroceryList({ catalogue, lines: linesForMeals(catalogue, meals, FAMILY), offers });

const gc = (globalThis as { gc?: () => void }).gc;
console.log(
  `grocery pricing benchmark — node ${process.version}, ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
console.log(
  `  store: ${offers.size} foods, ${[...offers.values()].reduce((n, l) => n + l.length, 0)} offers, ${saleCount} on sale`,
);

for (let i = 0; i < WARMUP; i += 1) priceWeek(weeks[i % WEEKS]!);
gc?.();
const heapBefore = process.memoryUsage().heapUsed;
let notExact = 0;

const samples: number[] = [];
let lines = 0;
let items = 0;
let packages = 0;
for (let i = 0; i < RUNS; i += 1) {
  const meals = weeks[i % WEEKS]!;
  const t0 = performance.now();
  const list = priceWeek(meals);
  samples.push(performance.now() - t0);
  lines += linesForMeals(catalogue, meals, FAMILY).length;
  items += list.summary.item_count;
  packages += list.items.reduce((sum, item) => sum + item.packages, 0);
  notExact += list.warnings.length;
}
gc?.();
const heapAfter = process.memoryUsage().heapUsed;
const s = summarize(samples);
const f = (x: number) => `${x.toFixed(2)} ms`;
console.log(
  `  per list (mean): ${(lines / RUNS).toFixed(0)} lines → ${(items / RUNS).toFixed(0)} items, ${(packages / RUNS).toFixed(0)} packages`,
);
console.log(
  `  linesForMeals + priceGroceryList, 21 meals × family of ${FAMILY}, n ${s.n}: p50 ${f(s.p50)}, p95 ${f(s.p95)}, p99 ${f(s.p99)}, max ${f(s.max)} (goal p95 ≤ 30 ms)`,
);
console.log(
  `  heap used: ${mb(heapAfter)} after the runs, ${mb(heapAfter - heapBefore)} more than before${gc ? '' : ' (add --expose-gc for settled numbers)'}; warnings: ${notExact}`,
);
