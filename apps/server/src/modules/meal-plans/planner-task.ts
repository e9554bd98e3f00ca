/** What crosses the worker boundary: plain data in, plain data out. */
import {
  planMeals,
  refreshMeal,
  type CurrentMeal,
  type PlanRequest,
  type PlanResult,
  type RefreshResult,
} from '@saverly/planner';
import type { MealType } from '@saverly/kitchen';

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
  | { kind: 'warm-up' }
  | { kind: 'plan'; result: PlanResult; ms: number }
  | { kind: 'refresh'; result: RefreshResult; ms: number };

export function runPlannerTask(task: PlannerTask): PlannerTaskResult {
  const started = performance.now();
  switch (task.kind) {
    case 'warm-up':
      return { kind: 'warm-up' };
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
