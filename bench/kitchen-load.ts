/**
 * Kitchen catalogue: cold load + index time and memory.
 *
 *   npx tsx --conditions=source --expose-gc bench/kitchen-load.ts
 *
 * "Cold" is a fresh process: the import (JSON modules parsed) and the first loadCatalogue()
 * (zod validation of every food and recipe, unit conversion, nutrition, diets, costs, indexes)
 * are timed separately. A warm rebuild and ingredient-line parsing are timed for comparison.
 * Prints numbers only; never fails on time.
 */
import { performance } from 'node:perf_hooks';

const gc = (globalThis as { gc?: () => void }).gc;
const memory = () => {
  gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  return { heap: heapUsed / 1024 / 1024, rss: rss / 1024 / 1024 };
};

const before = memory();
const t0 = performance.now();
const kitchen = await import('@saverly/kitchen');
const t1 = performance.now();
const catalogue = kitchen.loadCatalogue();
const t2 = performance.now();
const after = memory();

const t3 = performance.now();
kitchen.buildCatalogue({ foodTable: kitchen.BUNDLED_FOOD_TABLE, recipeFiles: kitchen.BUNDLED_RECIPE_FILES });
const t4 = performance.now();

const lines = [
  '2 1/2 cups chopped yellow onion',
  '1 (14.5 oz) can diced tomatoes',
  '3 cloves garlic, minced',
];
const t5 = performance.now();
for (let i = 0; i < 100; i += 1) for (const line of lines) catalogue.parser.parse(line);
const t6 = performance.now();

const ms = (value: number) => `${value.toFixed(1)} ms`;
const rows: [string, string][] = [
  ['foods / recipes', `${catalogue.foods.length} / ${catalogue.recipes.length}`],
  ['import (JSON modules parsed)', ms(t1 - t0)],
  ['first loadCatalogue() (validate + derive + index)', ms(t2 - t1)],
  ['cold total', ms(t2 - t0)],
  ['warm rebuild (buildCatalogue again)', ms(t4 - t3)],
  [
    'heap used after load',
    `${(after.heap - before.heap).toFixed(1)} MB${gc ? '' : ' (add --expose-gc for a settled number)'}`,
  ],
  ['rss growth', `${(after.rss - before.rss).toFixed(1)} MB`],
  ['parse one ingredient line (mean of 300)', `${((t6 - t5) / 300).toFixed(3)} ms`],
];

console.log('kitchen catalogue load');
for (const [label, value] of rows) console.log(`  ${label.padEnd(50)} ${value}`);
