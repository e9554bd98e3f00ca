/**
 * The optimizer's worker thread: HiGHS and the catalogue load once per thread, then each task is
 * one synchronous `planMeals` or `refreshMeal` call on plain data (docs/decisions/0020).
 */
import { loadCatalogue } from '@saverly/kitchen';
import { loadPlanner } from '@saverly/planner';
import { runPlannerTask, type PlannerTask, type PlannerTaskResult } from './planner-task.js';

const ready = loadPlanner().then(() => {
  loadCatalogue();
});

export default async function run(task: PlannerTask): Promise<PlannerTaskResult> {
  await ready;
  return runPlannerTask(task);
}
