import { loadPlanner } from '@saverly/planner';
import { beforeAll, describe, expect, it } from 'vitest';
import { runPlannerTask } from './planner-task.js';

beforeAll(() => loadPlanner(), 60_000);

describe('a planner worker’s warm-up', () => {
  it('plans each of its weeks (a catalogue change that made one fail would leave the worker cold)', () => {
    expect(runPlannerTask({ kind: 'warm-up' })).toEqual({ kind: 'warm-up', planned: 3 });
    // Three weeks planned from a cold planner: 5.4 s in CI, 21.5 s with the browser suite running
    // beside Vitest on 2 cores, close to the suite's 30 s.
  }, 120_000);
});
