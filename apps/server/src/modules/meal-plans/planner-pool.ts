/**
 * Runs the optimizer off the request thread. HiGHS' solve is synchronous, so a plan computed on
 * the main thread would stall every other request; a Piscina pool of worker threads takes the
 * tasks instead (`workers: 0` runs them inline, for tests and one-shot tools).
 */
import { loadCatalogue } from '@saverly/kitchen';
import { loadPlanner } from '@saverly/planner';
import { Piscina } from 'piscina';
import { runPlannerTask, type PlannerTask, type PlannerTaskResult } from './planner-task.js';

export interface PlannerPool {
  run(task: PlannerTask, signal?: AbortSignal): Promise<PlannerTaskResult>;
  /** Threads in the pool (0 = inline). */
  readonly threads: number;
  close(): Promise<void>;
}

export function createPlannerPool(options: { workers: number; maxQueue?: number }): PlannerPool {
  if (options.workers === 0) {
    const ready = loadPlanner().then(() => {
      loadCatalogue();
    });
    return {
      threads: 0,
      run: async (task) => {
        await ready;
        return runPlannerTask(task);
      },
      close: async () => {},
    };
  }
  // Running from source (tests, `npm run dev`): the worker is TypeScript too.
  const fromSource = import.meta.url.endsWith('.ts');
  const filename = new URL(`./planner.worker.${fromSource ? 'ts' : 'js'}`, import.meta.url).href;
  const pool = new Piscina<PlannerTask, PlannerTaskResult>({
    filename,
    minThreads: options.workers,
    maxThreads: options.workers,
    maxQueue: options.maxQueue ?? 64,
    idleTimeout: Number.POSITIVE_INFINITY,
    ...(fromSource ? { execArgv: ['--import', 'tsx', '--conditions=source'] } : {}),
  });
  // Load HiGHS and the catalogue in every thread now and plan a few weeks (planner-task.ts
  // warmUp), not on the first family's request.
  for (let i = 0; i < options.workers; i += 1) void pool.run({ kind: 'warm-up' }).catch(() => {});
  return {
    threads: options.workers,
    run: (task, signal) => pool.run(task, signal ? { signal } : {}),
    close: () => pool.destroy(),
  };
}
