/**
 * Second step: put the chosen recipes on days. The MIP decides *which* recipes (per meal type);
 * this small search decides *when*, one meal type at a time (dinners first), over every
 * permutation of that type's recipes (at most 7! = 5,040):
 *
 * - never the same main protein on consecutive dinners (the MIP already keeps each protein to
 *   ⌈days/2⌉ dinners, so an order without back-to-back repeats exists; proteins "none" exempt);
 * - other meal types: avoid back-to-back proteins too, more gently;
 * - spread cuisines: no same cuisine on consecutive days, nor twice on one day;
 * - no same protein twice on one day, nor one dish family (fried rice at breakfast, lunch and
 *   dinner of one day: a walk-through's shuffled plan), nor one key food (`keyFoods`: black beans
 *   at breakfast, lunch and dinner of one day, another walk-through's week);
 * - the occasion recipe goes on the last day (usually the weekend);
 * - a dish that needs a night ahead (soaked rice, day-old rice, an overnight marinade) is not on the
 *   first day: a plan starts today, and a walk-through's Day 1 breakfast needed rice cooked the day
 *   before.
 */
import type { MealType } from '@saverly/kitchen';
import { familyOf, type Candidate, type Pick, type Problem } from './problem.js';

const ORDER: readonly MealType[] = ['dinner', 'lunch', 'breakfast'];

export const PLACEMENT_WEIGHTS = {
  backToBackDinnerProtein: 1000,
  backToBackProtein: 20,
  backToBackCuisine: 5,
  sameDayProtein: 30,
  sameDayFamily: 40,
  sameDayKeyFood: 15,
  sameDayCuisine: 3,
  occasionNotLastDay: 50,
  /**
   * A dish that needs a night ahead on the first day. Above one protein twice on a day (30), below
   * one dish family twice on a day (40): three fried rices of a 3-day plan, each on the rice of
   * the day before, go on three days, one of them the first.
   */
  overnightOnFirstDay: 35,
} as const;

/** A wait this long is the night before (make-ahead's "overnight" is 8 hours). */
const OVERNIGHT_MINUTES = 8 * 60;

/** A key food carries at least this share of a recipe's grams. */
const KEY_FOOD_SHARE = 0.2;

const keyFoodCache = new WeakMap<object, ReadonlySet<string>>();
/**
 * The foods a recipe is made of, as a family sees it: each bought food with at least
 * `KEY_FOOD_SHARE` of the recipe's grams (the beans of a burrito bowl, the chickpeas of a curry;
 * not its cilantro or oil).
 */
export function keyFoods(recipe: Candidate['recipe']): ReadonlySet<string> {
  let keys = keyFoodCache.get(recipe);
  if (!keys) {
    const total = recipe.ingredients.reduce((sum, line) => sum + line.bought.grams, 0);
    keys = new Set(
      recipe.ingredients
        .filter((line) => total > 0 && line.bought.grams >= KEY_FOOD_SHARE * total)
        .map((line) => line.bought.food.id),
    );
    keyFoodCache.set(recipe, keys);
  }
  return keys;
}

const permutationCache = new Map<number, readonly (readonly number[])[]>();

/** Every permutation of 0..n−1 (Heap's algorithm), computed once per n. */
function permutations(n: number): readonly (readonly number[])[] {
  const cached = permutationCache.get(n);
  if (cached) return cached;
  const out: number[][] = [];
  const a = Array.from({ length: n }, (_, i) => i);
  const c = new Array<number>(n).fill(0);
  out.push([...a]);
  let i = 0;
  while (i < n) {
    if (c[i]! < i) {
      const j = i % 2 === 0 ? 0 : c[i]!;
      [a[j], a[i]] = [a[i]!, a[j]!];
      out.push([...a]);
      c[i]! += 1;
      i = 0;
    } else {
      c[i] = 0;
      i += 1;
    }
  }
  permutationCache.set(n, out);
  return out;
}

/** Candidate index per day (0-based) per type. */
export type Placement = ReadonlyMap<MealType, readonly number[]>;

export function placeOnDays(problem: Problem, picks: readonly Pick[]): Placement {
  const days = problem.days;
  const placed = new Map<MealType, number[]>();
  const perms = permutations(days);
  let occasionPlaced = false;
  for (const type of ORDER) {
    if (!problem.types.includes(type)) continue;
    const mine = picks.filter((p) => p.type === type).map((p) => p.candidate);
    const others = [...placed.values()];
    const cand = mine.map((i) => problem.candidates[i]!);
    const isOccasion = cand.map((c) => !occasionPlaced && c.occasionTypes.includes(type));
    const family = cand.map((c) => familyOf(c.recipe));
    const otherFamily = others.map((row) => row.map((i) => familyOf(problem.candidates[i]!.recipe)));
    // Every term of an order's score is a pair's (recipe i the day before recipe j) or a
    // recipe's on a day (beside the meals placed already): tabled once, summed per order.
    const n = cand.length;
    const pair = new Int32Array(n * n);
    for (let i = 0; i < n; i += 1)
      for (let j = 0; j < n; j += 1) {
        const prev = cand[i]!;
        const c = cand[j]!;
        let v = 0;
        if (prev.protein === c.protein && c.protein !== 'none')
          v +=
            type === 'dinner'
              ? PLACEMENT_WEIGHTS.backToBackDinnerProtein
              : PLACEMENT_WEIGHTS.backToBackProtein;
        if (prev.cuisine === c.cuisine) v += PLACEMENT_WEIGHTS.backToBackCuisine;
        pair[i * n + j] = v;
      }
    const onDay = new Int32Array(n * days);
    for (let j = 0; j < n; j += 1)
      for (let d = 0; d < days; d += 1) {
        const c = cand[j]!;
        let v = 0;
        for (let k = 0; k < others.length; k += 1) {
          const o = problem.candidates[others[k]![d]!]!;
          if (o.protein === c.protein && c.protein !== 'none') v += PLACEMENT_WEIGHTS.sameDayProtein;
          if (otherFamily[k]![d] === family[j]) v += PLACEMENT_WEIGHTS.sameDayFamily;
          const mineKeys = keyFoods(c.recipe);
          for (const food of keyFoods(o.recipe))
            if (mineKeys.has(food)) v += PLACEMENT_WEIGHTS.sameDayKeyFood;
          if (o.cuisine === c.cuisine) v += PLACEMENT_WEIGHTS.sameDayCuisine;
        }
        if (isOccasion[j] && d !== days - 1) v += PLACEMENT_WEIGHTS.occasionNotLastDay;
        if (d === 0 && (c.recipe.makeAhead?.minutes ?? 0) >= OVERNIGHT_MINUTES)
          v += PLACEMENT_WEIGHTS.overnightOnFirstDay;
        onDay[j * days + d] = v;
      }
    let best: readonly number[] = perms[0]!;
    let bestScore = Infinity;
    for (const perm of perms) {
      let score = 0;
      for (let d = 0; d < days && score < bestScore; d += 1) {
        const j = perm[d]!;
        if (d > 0) score += pair[perm[d - 1]! * n + j]!;
        score += onDay[j * days + d]!;
      }
      if (score < bestScore) {
        bestScore = score;
        best = perm;
        if (score === 0) break;
      }
    }
    if (isOccasion.some(Boolean)) occasionPlaced = true;
    placed.set(
      type,
      best.map((k) => mine[k]!),
    );
  }
  return placed;
}
