import { loadCatalogue, mulberry32 } from '@saverly/kitchen';
import { describe, expect, it } from 'vitest';
import { Selection, greedyPlan, improveRelocations } from './greedy.js';
import { referencePriceBook } from './prices.js';
import { buildProblem, evaluate, normalizePreferences, type Problem } from './problem.js';
import type { PlanPreferences } from './types.js';

const catalogue = loadCatalogue();
const priceBook = referencePriceBook(catalogue);

/** A plan of random dishes (each dish once), for the moves to start from. */
function randomSelection(problem: Problem, seed: number): Selection {
  const next = mulberry32(seed);
  const selection = new Selection(problem);
  for (const type of problem.types) {
    const pool = [...(problem.byType.get(type) ?? [])];
    while (selection.count(type) < problem.days) {
      const c = pool.splice(Math.floor(next() * pool.length), 1)[0]!;
      if (!selection.has(c.index)) selection.add(c, type);
    }
  }
  return selection;
}

const requests: PlanPreferences[] = [
  { days: 3, familySize: 2, mealTypes: ['lunch', 'dinner'], caloriesPerMeal: 600 },
  { days: 5, familySize: 4, mealTypes: ['breakfast', 'lunch', 'dinner'], maxCookingMinutes: 30 },
  { days: 2, familySize: 3, mealTypes: ['breakfast', 'lunch'], diets: ['vegetarian'], cuisines: ['indian'] },
];

describe('relocations (a dish moves to its other meal type)', () => {
  it.each(requests.map((r, i) => [i, r] as const))(
    'request %i: never worse, exact, and the plan stays whole (each dish once, each slot filled)',
    (_, prefs) => {
      const problem = buildProblem(catalogue, normalizePreferences(prefs), priceBook);
      let moved = 0;
      for (let seed = 1; seed <= 8; seed += 1) {
        const selection = randomSelection(problem, seed);
        const before = selection.objective;
        const changed = improveRelocations(problem, selection, problem.byType);
        // The incremental objective is the plan's exact one.
        expect(selection.objective).toBeCloseTo(evaluate(problem, selection.picks).objective, 4);
        if (changed) {
          moved += 1;
          expect(selection.objective).toBeLessThan(before);
        } else expect(selection.objective).toBeCloseTo(before, 6);
        for (const type of problem.types) expect(selection.count(type), type).toBe(problem.days);
        const dishes = selection.picks.map((p) => problem.candidates[p.candidate]!.dishSlot);
        expect(new Set(dishes).size).toBe(dishes.length);
        for (const p of selection.picks) expect(problem.candidates[p.candidate]!.types).toContain(p.type);
      }
      // From random plans there is nearly always a dish better in its other slot.
      expect(moved).toBeGreaterThan(0);
    },
  );

  it('keeps within a budget it is given', () => {
    // From the cheapest plans a relocation for calories or variety often costs more: a budget of
    // the plan's bill holds those back.
    let dearer = 0;
    for (const prefs of [
      ...requests,
      { days: 7, familySize: 4, mealTypes: ['lunch', 'dinner'] } as PlanPreferences,
    ]) {
      const problem = buildProblem(catalogue, normalizePreferences(prefs), priceBook);
      const cheapest = greedyPlan(problem, { costOnly: true })!;
      const budget = cheapest.cost;
      const free = new Selection(problem);
      for (const p of cheapest.picks) free.add(problem.candidates[p.candidate]!, p.type);
      improveRelocations(problem, free, problem.byType);
      if (free.cost <= budget + 1e-6) continue;
      dearer += 1;
      const held = new Selection(problem);
      for (const p of cheapest.picks) held.add(problem.candidates[p.candidate]!, p.type);
      improveRelocations(problem, held, problem.byType, budget);
      expect(held.cost).toBeLessThanOrEqual(budget + 1e-6);
    }
    expect(dearer).toBeGreaterThan(0);
  });
});
