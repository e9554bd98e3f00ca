/** What crosses the worker boundary: plain data in, plain data out. */
import {
  planMeals,
  referencePriceBook,
  refreshMeal,
  type CurrentMeal,
  type PlanRequest,
  type PlanResult,
  type RefreshResult,
} from '@saverly/planner';
import { loadCatalogue, type MealType } from '@saverly/kitchen';

export type PlannerTask =
  | { kind: 'warm-up' }
  | { kind: 'plan'; request: PlanRequest }
  | {
      kind: 'refresh';
      request: PlanRequest;
      current: CurrentMeal[];
      slot: { day: number; type: MealType };
    };

export type PlannerTaskResult =
  | { kind: 'warm-up'; planned: number }
  | { kind: 'plan'; result: PlanResult; ms: number }
  | { kind: 'refresh'; result: RefreshResult; ms: number };

export function runPlannerTask(task: PlannerTask): PlannerTaskResult {
  const started = performance.now();
  switch (task.kind) {
    case 'warm-up':
      return { kind: 'warm-up', planned: warmUp() };
    case 'plan':
      return { kind: 'plan', result: planMeals(task.request), ms: performance.now() - started };
    case 'refresh':
      return {
        kind: 'refresh',
        result: refreshMeal(task.request, task.current, task.slot),
        ms: performance.now() - started,
      };
  }
}

/**
 * Weeks a worker plans when it starts, before any family's: V8 compiles the planner's hot paths
 * on the first plans, which took 250, 175 and 90 ms where a compiled plan takes ~60 (bench/household).
 * A week as most families ask, one with a budget and one for a household's people; at the
 * reference prices (no store needed). Seeded and with a last plan's recipes, as the service asks
 * (`toPlanPreferences`): a seeded plan is polished by its own search, which unseeded warm-up weeks
 * left cold: a family's first plan after a start took 176–212 ms where the next took 79–99; with
 * these weeks it takes 60–103 (a refresh among them made no first refresh faster: 25–48 ms either
 * way). Returns how many planned.
 */
function warmUp(): number {
  const priceBook = referencePriceBook(loadCatalogue());
  const week = {
    days: 7,
    familySize: 4,
    mealTypes: ['breakfast', 'lunch', 'dinner'] as MealType[],
    maxCookingMinutes: 45,
  };
  const first = planMeals({ priceBook, preferences: { ...week, seed: 1 } });
  const last = first.ok ? first.days.flatMap((d) => d.meals.map((m) => m.recipeId)) : [];
  const requests: PlanRequest[] = [
    { priceBook, preferences: { ...week, budgetDollars: 160, cuisines: ['italian', 'mexican'], seed: 2 } },
    {
      priceBook,
      preferences: {
        ...week,
        recentRecipeIds: last,
        lastPlanRecipeIds: last,
        seed: 3,
        familySize: 3,
        people: [
          { name: 'A', caloriesPerMeal: 700 },
          { name: 'B', caloriesPerMeal: 550, diets: ['vegetarian'] },
          { name: 'C', caloriesPerMeal: 450 },
        ],
      },
    },
  ];
  return [first, ...requests.map((request) => planMeals(request))].filter((r) => r.ok).length;
}
