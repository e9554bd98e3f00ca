import { loadPlanner } from '@saverly/planner';
import { beforeAll, describe, expect, it } from 'vitest';
import { runPlannerTask } from './planner-task.js';

beforeAll(() => loadPlanner(), 60_000);

describe('a planner worker’s warm-up', () => {
  it('plans each of its weeks (a catalogue change that made one fail would leave the worker cold)', () => {
    expect(runPlannerTask({ kind: 'warm-up' })).toEqual({ kind: 'warm-up', planned: 3 });
  });
});
