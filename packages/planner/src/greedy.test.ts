import { loadCatalogue, mulberry32 } from '@saverly/kitchen';
import { describe, expect, it } from 'vitest';
import { Selection, greedyPlan, improve, improveRelocations, repairToBudget } from './greedy.js';
import { referencePriceBook, withSales } from './prices.js';
import {
  buildProblem,
  evaluate,
  normalizePreferences,
  typeIndex,
  type Candidate,
  type Problem,
} from './problem.js';
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

describe('floors (a score no candidate can go under)', () => {
  // Sales, favoured products and an occasion: every bonus a score can take off. Pantry foods are
  // charged by the gram, so a teaspoon of one on sale costs less than its bonus.
  const onSale = ['chicken-thigh', 'egg', 'canned-tomatoes', 'onion', 'tomato', 'olive-oil', 'salt', 'sugar'];
  const sales = onSale.flatMap((id) =>
    (priceBook.offers[id] ?? []).map((o) => ({
      productId: o.productId,
      saleCents: Math.max(1, o.regularCents - 150),
    })),
  );
  const book = withSales(priceBook, sales);
  const favoured = ['chicken-thigh', 'olive-oil', 'flour', 'garlic'].flatMap((id) =>
    (priceBook.offers[id] ?? []).map((o) => o.productId),
  );
  const problems = [
    ...requests,
    { days: 4, familySize: 3, mealTypes: ['lunch', 'dinner'], specialOccasion: "Sam's birthday" },
  ].map((prefs, i) =>
    buildProblem(
      catalogue,
      normalizePreferences({ ...(prefs as PlanPreferences), favouredProductIds: favoured, seed: i + 1 }),
      book,
    ),
  );
  // Everything at 1¢: a meal's bonuses outweigh its bill, so its score is under its penalty.
  const penny = withSales(
    priceBook,
    Object.values(priceBook.offers).flatMap((list) =>
      list.map((o) => ({ productId: o.productId, saleCents: 1 })),
    ),
  );
  problems.push(buildProblem(catalogue, normalizePreferences(requests[0]!), penny));

  it('a floor is never above the score, and holds a good part of the pool back from a scan', () => {
    let held = 0;
    let skippedInPlan = 0;
    let scored = 0;
    for (const problem of problems) {
      expect(problem.foods.some((f) => f.onSale)).toBe(true);
      for (let seed = 0; seed <= 6; seed += 1) {
        // An empty plan (every food unused: each bonus is there to take), then random plans with
        // one meal out.
        const selection = seed === 0 ? new Selection(problem) : randomSelection(problem, seed);
        if (seed > 0) selection.remove(seed % selection.picks.length);
        for (const type of problem.types) {
          const ti = typeIndex(type);
          const pool = (problem.byType.get(type) ?? []).filter((c) => !selection.has(c.index));
          const scores = pool.map((c) => selection.score(c, ti));
          pool.forEach((c, k) => {
            expect(selection.above(c, scores[k]!), c.recipe.id).toBe(false);
            // Under a bound at its score, the score itself, to the last bit.
            expect(selection.scoreUnder(c, ti, scores[k]!)).toBe(scores[k]);
            // The floor's new packages are `costFloor`'s, and never above the bill's rise.
            expect(selection.floorOf(c, ti)).toBeLessThanOrEqual(scores[k]! + 1e-6);
            expect(selection.lastFloorCost).toBe(selection.costFloor(c));
            selection.score(c, ti);
            expect(selection.lastFloorCost).toBeLessThanOrEqual(selection.lastCost + 1e-6);
          });
          const least = Math.min(...scores);
          held += pool.filter((c) => selection.above(c, least)).length;
          const skipped = pool.filter((c) => selection.scoreUnder(c, ti, least) === Infinity).length;
          // This selection's floor (the foods it buys already) is at least as tight.
          expect(skipped).toBeGreaterThanOrEqual(pool.filter((c) => selection.above(c, least)).length);
          skippedInPlan += skipped;
          scored += pool.length;
        }
      }
    }
    // The floors have teeth: from random plans a scan skips over a quarter of the pool unscored.
    expect(held / scored).toBeGreaterThan(0.2);
    expect(skippedInPlan / scored).toBeGreaterThan(0.5);
  });

  /** `improve` as it was before floors: every candidate scored, the first least one taken. */
  function improveByScanning(problem: Problem, selection: Selection, passes: number, budget: number | null) {
    for (let pass = 0; pass < passes; pass += 1) {
      let improved = false;
      for (let i = 0; i < selection.picks.length; i += 1) {
        const pick = selection.picks[i]!;
        const current = problem.candidates[pick.candidate]!;
        const before = selection.objective;
        selection.remove(i);
        const base = selection.objective;
        let best: { c: Candidate; s: number } | null = null;
        for (const c of problem.byType.get(pick.type) ?? []) {
          if (selection.has(c.index)) continue;
          const s = selection.score(c, typeIndex(pick.type));
          if (budget !== null && selection.cost + selection.lastCost > budget + 1e-6) continue;
          if (!best || s < best.s) best = { c, s };
        }
        const take = best && base + best.s < before - 1e-6 ? best.c : current;
        improved ||= take !== current;
        selection.add(take, pick.type);
        selection.picks.splice(i, 0, selection.picks.pop()!);
      }
      if (!improved) break;
    }
  }

  /** `repairToBudget` as it was before floors: every trade priced, the first cheapest taken. */
  function repairByScanning(problem: Problem, selection: Selection, budget: number): Selection | null {
    for (let round = 0; round < 4 * selection.picks.length && selection.cost > budget + 1e-6; round += 1) {
      let best: { i: number; c: Candidate; ratio: number } | null = null;
      for (let i = 0; i < selection.picks.length; i += 1) {
        if (selection.freedBy(i) <= 1e-6) continue;
        const pick = selection.picks[i]!;
        const current = problem.candidates[pick.candidate]!;
        const beforeObjective = selection.objective;
        const beforeCost = selection.cost;
        selection.remove(i);
        const freed = beforeCost - selection.cost;
        for (const c of problem.byType.get(pick.type) ?? []) {
          if (selection.has(c.index)) continue;
          if (selection.costFloor(c) >= freed - 1e-6) continue;
          const delta = selection.score(c, typeIndex(pick.type));
          const saved = beforeCost - (selection.cost + selection.lastCost);
          if (saved <= 1e-6) continue;
          const ratio = (selection.objective + delta - beforeObjective) / saved;
          if (!best || ratio < best.ratio) best = { i, c, ratio };
        }
        selection.add(current, pick.type);
        selection.picks.splice(i, 0, selection.picks.pop()!);
      }
      if (!best) return null;
      const type = selection.picks[best.i]!.type;
      selection.remove(best.i);
      selection.add(best.c, type);
      selection.picks.splice(best.i, 0, selection.picks.pop()!);
    }
    return selection.cost <= budget + 1e-6 ? selection : null;
  }

  it('a repair to the budget makes the trades a scan of every trade makes', () => {
    let traded = 0;
    for (const problem of problems) {
      for (let seed = 1; seed <= 3; seed += 1) {
        for (const share of [0.85, 0.6]) {
          const a = randomSelection(problem, seed);
          const b = randomSelection(problem, seed);
          const start = a.picks.map((p) => p.candidate);
          const budget = a.cost * share;
          const repaired = repairToBudget(problem, a, problem.byType, budget);
          const scanned = repairByScanning(problem, b, budget);
          expect(repaired === null).toBe(scanned === null);
          expect(a.picks).toEqual(b.picks);
          expect(a.objective).toBeCloseTo(b.objective, 6);
          if (repaired) expect(repaired.cost).toBeLessThanOrEqual(budget + 1e-6);
          if (a.picks.some((p, k) => p.candidate !== start[k])) traded += 1;
        }
      }
    }
    // The repairs did trade meals (the comparison is not of plans left as they were).
    expect(traded).toBeGreaterThan(15);
  });

  it('single swaps make the moves a scan of every candidate makes, with and without a budget', () => {
    for (const problem of problems) {
      for (let seed = 1; seed <= 4; seed += 1) {
        for (const budgeted of [false, true]) {
          const a = randomSelection(problem, seed);
          const b = randomSelection(problem, seed);
          // A budget a little under the random plan's bill: moves that cost more are held back.
          const budget = budgeted ? a.cost * 0.97 : null;
          improve(problem, a, problem.byType, 3, false, budget);
          improveByScanning(problem, b, 3, budget);
          expect(a.picks).toEqual(b.picks);
          expect(a.objective).toBeCloseTo(b.objective, 6);
        }
      }
    }
  });
});
