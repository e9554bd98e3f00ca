/**
 * The family's own recipes (issue #19). Prints, over the 24 fixture pages written for the import
 * tests (apps/server/test/fixtures/recipe-pages/expected.json):
 * - the share of ingredient lines the kitchen maps to the right food without help, and the time a
 *   line takes (mapping alone, and with suggestions for a person to pick from);
 * - the time to resolve the recipes (cold, and every line's food already picked);
 * - plans with and without the family's recipes (7 days × 3 meals, family 4, each of 12 seeds):
 *   planner CPU p50/p95 beside the quality figures (family meals per plan, meals from the chosen
 *   cuisines, meals within ±15 % of the calorie target, diet violations).
 * Numbers only; never fails on time.
 *
 *   npx tsx --conditions=source bench/own-recipes.ts
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CUISINES,
  OWN_RECIPE_PREFIX,
  evaluateDiets,
  loadCatalogue,
  mapIngredientLine,
  resolveOwnRecipe,
  type CatalogueRecipe,
  type Cuisine,
  type DietId,
  type OwnRecipe,
} from '@saverly/kitchen';
import { loadPlanner, planMeals, referencePriceBook, type PlanPreferences } from '@saverly/planner';
import { summarize } from './lib';

interface Page {
  name: string;
  cuisine: string | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  servings: number | null;
  ingredientLines: string[];
  steps: { text: string }[];
  expectedFoods: (string | null)[];
}

const SEEDS = Number(process.env.OWN_RECIPES_SEEDS ?? 12);
const pages = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, '../apps/server/test/fixtures/recipe-pages/expected.json'),
    'utf8',
  ),
) as Page[];
const catalogue = loadCatalogue();
const priceBook = referencePriceBook(catalogue);
const cpuMs = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

console.log(
  `own-recipes benchmark — node ${process.version}, ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${pages.length} fixture pages`,
);

// Mapping without help, and what a line costs.
let right = 0;
let lines = 0;
const mapMs: number[] = [];
const suggestMs: number[] = [];
for (const page of pages) {
  page.ingredientLines.forEach((text, i) => {
    let start = process.cpuUsage();
    const line = mapIngredientLine(catalogue, { text });
    mapMs.push(cpuMs(start));
    start = process.cpuUsage();
    catalogue.parser.suggest(text);
    suggestMs.push(cpuMs(start));
    const want = page.expectedFoods[i] ?? null;
    lines += 1;
    if (want === null ? line.foodId === null || line.foodId === 'water' : line.foodId === want) right += 1;
  });
}
const map = summarize(mapMs);
const suggest = summarize(suggestMs);
console.log(
  `\nmapping: ${right} of ${lines} lines (${((100 * right) / lines).toFixed(1)} %) to the right food without help (target ≥ 90 %)`,
);
console.log(
  `  CPU ms a line: mapping p50 ${map.p50.toFixed(2)}, p95 ${map.p95.toFixed(2)}; its suggestions (only asked for a line to fix) p50 ${suggest.p50.toFixed(2)}, p95 ${suggest.p95.toFixed(2)}`,
);

// The pages as a family's recipes, every line's food picked (as the member confirms them).
const cuisineOf = (words: string | null): Cuisine => {
  const word = (words ?? '').toLowerCase();
  return (CUISINES as readonly string[]).includes(word) ? (word as Cuisine) : 'american';
};
const own: OwnRecipe[] = pages.map((page, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: page.name,
  description: '',
  cuisine: cuisineOf(page.cuisine),
  mealTypes: ['lunch', 'dinner'],
  servings: page.servings ?? 4,
  prepMinutes: page.prepMinutes ?? 30,
  cookMinutes: page.cookMinutes ?? 30,
  ingredients: page.ingredientLines.map((text, j) => ({
    text,
    foodId: page.expectedFoods[j] ?? null,
    skip: page.expectedFoods[j] === null,
  })),
  steps: page.steps.map((s) => s.text),
}));
for (const picked of [false, true]) {
  const recipes = picked
    ? own
    : own.map((r) => ({ ...r, ingredients: r.ingredients.map((l) => ({ ...l, foodId: null })) }));
  const start = process.cpuUsage();
  const plannable = recipes.filter((r) => resolveOwnRecipe(catalogue, r).ok).length;
  console.log(
    `resolve ${recipes.length} recipes (${picked ? "every line's food picked" : 'foods from the matcher'}): ${cpuMs(start).toFixed(0)} ms CPU, ${plannable} plannable`,
  );
}

// Plans with and without the family's recipes (after a warm-up plan of each kind).
await loadPlanner();
planMeals({
  priceBook,
  preferences: { days: 7, familySize: 4, mealTypes: ['breakfast', 'lunch', 'dinner'] },
});
const favourites = own.map((r) => `${OWN_RECIPE_PREFIX}${r.id}`);
const resolvedById = new Map<string, CatalogueRecipe>(
  own.flatMap((r) => {
    const result = resolveOwnRecipe(catalogue, r);
    return result.ok ? [[`${OWN_RECIPE_PREFIX}${r.id}`, result.recipe] as [string, CatalogueRecipe]] : [];
  }),
);
const base: PlanPreferences = {
  days: 7,
  familySize: 4,
  mealTypes: ['breakfast', 'lunch', 'dinner'],
  cuisines: ['italian', 'mexican', 'indian'],
  maxCookingMinutes: 60,
  caloriesPerMeal: 600,
};
for (const [label, withOwn, withFavourites, diets] of [
  ['ours only', false, false, []],
  ['with the family recipes', true, false, []],
  ['with the family recipes, all favourites', true, true, []],
  ['with the family recipes, vegetarian', true, true, ['vegetarian']],
] as [string, boolean, boolean, DietId[]][]) {
  const cpu: number[] = [];
  let meals = 0;
  let ownMeals = 0;
  let chosen = 0;
  let within = 0;
  let violations = 0;
  for (let seed = 0; seed < SEEDS; seed += 1) {
    const start = process.cpuUsage();
    const result = planMeals({
      priceBook,
      ...(withOwn ? { ownRecipes: own } : {}),
      preferences: { ...base, diets, seed, ...(withFavourites ? { favouriteRecipeIds: favourites } : {}) },
    });
    cpu.push(cpuMs(start));
    if (!result.ok) continue;
    for (const meal of result.days.flatMap((d) => d.meals)) {
      meals += 1;
      if (meal.own) {
        ownMeals += 1;
        const recipe = resolvedById.get(meal.recipeId)!;
        const verdicts = evaluateDiets({
          foods: recipe.ingredients.map((l) => l.food),
          netCarbohydratePerServingG: recipe.nutrition.perServing.netCarbohydrateG,
        });
        if (diets.some((diet) => !verdicts.find((v) => v.diet === diet)?.ok)) violations += 1;
      }
      if (meal.own || (meal.cuisine !== 'other' && (base.cuisines ?? []).includes(meal.cuisine))) chosen += 1;
      if (Math.abs(meal.calories_per_person - 600) <= 90) within += 1;
    }
  }
  const s = summarize(cpu);
  const pct = (n: number) => `${((100 * n) / Math.max(1, meals)).toFixed(1)} %`;
  console.log(`\n${label}${diets.length ? ` (${diets.join(', ')})` : ''}: ${SEEDS} plans of 7 × 3, family 4`);
  console.log(`  planner CPU ms: p50 ${s.p50.toFixed(0)}, p95 ${s.p95.toFixed(0)}, max ${s.max.toFixed(0)}`);
  console.log(
    `  family meals ${(ownMeals / SEEDS).toFixed(1)} a plan; chosen cuisines (family recipes count) ${pct(chosen)}; within ±15 % of 600 kcal ${pct(within)}; diet violations ${violations}`,
  );
}
