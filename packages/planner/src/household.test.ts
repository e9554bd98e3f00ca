/**
 * Issue #18: one shared plan for a household, each person's share sized to their own calories,
 * every person's restrictions holding at every meal, the shopping list buying for the sum.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DIET_IDS,
  chiliHeatWords,
  loadCatalogue,
  sideSteps,
  sideText,
  usedScale,
  type DietId,
  type MealType,
} from '@saverly/kitchen';
import { loadPlanner, planMeals } from './planner.js';
import { householdPortions } from './portions.js';
import { refreshMeal } from './refresh.js';
import { referencePriceBook } from './prices.js';
import type { CurrentMeal, MealPlan, PlanPerson, PlanResult } from './types.js';

const catalogue = loadCatalogue();
const priceBook = referencePriceBook(catalogue);
const SLOW = 600_000;
/** Each side food's diets (kitchen: the diets whose forbidden attributes the food does not carry). */
const sideDiets = new Map(sideSteps((id) => catalogue.food(id)).map((s) => [s.food.id, s.diets]));

/** A person's side read back as its side and steps ("1 avocado, sliced": the avocado, 2 steps). */
function sideStepsOf(text: string): { id: string; steps: number } {
  for (const { definition } of sideSteps((id) => catalogue.food(id)))
    for (let n = 1; n <= definition.maxSteps; n += 1)
      if (sideText(definition, n, 1) === text) return { id: definition.id, steps: n };
  throw new Error(`no side reads "${text}"`);
}

beforeAll(async () => {
  await loadPlanner();
});

function expectPlan(result: PlanResult): MealPlan {
  if (!result.ok) throw new Error(`expected a plan, got ${result.reason}: ${result.explanation}`);
  return result;
}
const mealsOf = (p: MealPlan) => p.days.flatMap((d) => d.meals);

const family: PlanPerson[] = [
  { name: 'Ana', caloriesPerMeal: 700 },
  { name: 'Sam', caloriesPerMeal: 400 },
  { name: 'Lee', caloriesPerMeal: 850 },
];

describe('household plans (issue #18)', () => {
  it(
    'one who needs fewer calories never has more of the main, or of a side, than one who needs more',
    () => {
      const people: PlanPerson[] = [
        { name: 'Ana', caloriesPerMeal: 750 },
        { name: 'Leo', caloriesPerMeal: 500 },
        { name: 'Sam', caloriesPerMeal: 400 },
      ];
      let checked = 0;
      for (const diets of [[], ['vegetarian'], ['gluten-free']] as DietId[][]) {
        const plan = expectPlan(
          planMeals({
            priceBook,
            preferences: {
              days: 5,
              familySize: 3,
              mealTypes: ['breakfast', 'lunch', 'dinner'],
              diets,
              people,
            },
          }),
        );
        for (const meal of mealsOf(plan)) {
          const shares = meal.people!;
          for (const a of shares)
            for (const b of shares)
              if (a.target > b.target)
                expect(a.portion, `${meal.name}: ${a.name} and ${b.name}`).toBeGreaterThanOrEqual(b.portion);
          // Nor more of a side: the steps of the biggest eater who has it, in proportion to
          // calories (at least one), one step of a side no bigger eater has (a walk-through's
          // 6-year-old had a whole avocado).
          for (const b of shares) {
            if (shares.every((a) => a.target <= b.target)) continue;
            const bigger = shares
              .filter((a) => a.target > b.target)
              .sort((x, y) => y.target - x.target)
              .flatMap((a) => a.sides.map((text) => ({ ...sideStepsOf(text), target: a.target })));
            for (const side of b.sides.map(sideStepsOf)) {
              const first = bigger.find((x) => x.id === side.id);
              const most = first ? Math.max(1, Math.round((first.steps / first.target) * b.target)) : 1;
              expect(side.steps, `${meal.name}: ${b.name}'s ${side.id}`).toBeLessThanOrEqual(most);
              checked += 1;
            }
          }
        }
      }
      expect(checked).toBeGreaterThan(0);
    },
    SLOW,
  );

  it('sizes a side to each eater from the biggest eater who has it, not from the one just before', () => {
    // Scaled from the eater just before, each rounding up, the Okafor week's 9-year-old (633 kcal)
    // and 4-year-old (500) kept a whole avocado each beside the adults' (850 and 750).
    const avocado = sideSteps((id) => catalogue.food(id)).find((s) => s.definition.id === 'avocado')!;
    const asked: (number | undefined)[] = [];
    const shares = householdPortions([750, 850, 633, 500], (target, _max, cap) => {
      asked.push(cap?.get('avocado'));
      const steps = Math.min(avocado.definition.maxSteps, cap?.get('avocado') ?? avocado.definition.maxSteps);
      return { portion: 1, kcal: target, sides: [{ step: avocado, steps, kcalPerPerson: 0 }] };
    });
    expect(asked).toEqual([undefined, 2, 1, 1]);
    expect(shares.map((s) => s.sides[0]!.steps)).toEqual([2, 2, 1, 1]);
  });

  it(
    'sizes each person’s share to their calories, and the ingredients are the sum of the shares',
    () => {
      const plan = expectPlan(
        planMeals({
          priceBook,
          preferences: {
            days: 3,
            familySize: 3,
            mealTypes: ['breakfast', 'lunch', 'dinner'],
            people: family,
          },
        }),
      );
      let within = 0;
      let shares = 0;
      for (const meal of mealsOf(plan)) {
        expect(meal.people?.map((p) => p.name)).toEqual(['Ana', 'Sam', 'Lee']);
        expect(meal.servings).toBe(3);
        for (const share of meal.people!) {
          expect(share.target).toBe(family.find((p) => p.name === share.name)!.caloriesPerMeal);
          expect(share.portion).toBeGreaterThanOrEqual(0.75);
          expect(share.portion).toBeLessThanOrEqual(1.5);
          shares += 1;
          if (Math.abs(share.calories - share.target) <= 0.15 * share.target) within += 1;
        }
        // Sam's share is smaller than Lee's wherever their portions differ.
        const [, sam, lee] = meal.people!;
        expect(sam!.calories).toBeLessThan(lee!.calories);
        // The pot holds every share: each line is the recipe's grams × Σ portions / servings.
        const recipe = catalogue.recipe(meal.recipeId)!;
        const portions = meal.people!.reduce((sum, p) => sum + p.portion, 0);
        const line = recipe.ingredients[0]!;
        const scaled = meal.ingredients.find((i) => i.foodId === line.foodId)!;
        // (A count is bought as the line says it: "1 clove" for half of one, `usedScale`.)
        expect(scaled.grams).toBeCloseTo(
          line.grams.purchased * usedScale(line, portions / recipe.servings, line.food.name),
          -1,
        );
      }
      // Without a budget the catalogue lets nearly every share land within ±15 %.
      expect(within / shares).toBeGreaterThanOrEqual(0.9);
      expect(plan.warnings.join(' ')).not.toMatch(/per person even/);
    },
    SLOW,
  );

  it(
    'a tight budget’s plain meal gives a child at most one serving, and less where one would overfeed her',
    () => {
      // A walk-through's $120 week for Maria, David and an 8-year-old (750 / 750 / 500 kcal): the
      // budget's plain meals gave the child the adults' serving (658 kcal of quesadillas).
      const people: PlanPerson[] = [
        { name: 'Maria', caloriesPerMeal: 750 },
        { name: 'David', caloriesPerMeal: 750 },
        { name: 'Sofia', caloriesPerMeal: 500 },
      ];
      const plan = expectPlan(
        planMeals({
          priceBook,
          preferences: {
            days: 7,
            familySize: 3,
            mealTypes: ['breakfast', 'lunch', 'dinner'],
            cuisines: ['italian', 'mexican'],
            maxCookingMinutes: 30,
            budgetDollars: 120,
            people,
            seed: 3,
          },
        }),
      );
      let plain = 0;
      let smaller = 0;
      for (const meal of mealsOf(plan)) {
        const [maria, david, sofia] = meal.people!;
        // Whatever the budget made of the meal (fitted, its cheapest fitted portions or plain),
        // one who needs fewer calories never has more of the main (the walk-through's child had
        // 1.1 servings of pasta beside the adults' one serving and sides).
        for (const a of meal.people!)
          for (const b of meal.people!)
            if (a.target > b.target)
              expect(a.portion, `${meal.name}: ${a.name} and ${b.name}`).toBeGreaterThanOrEqual(b.portion);
        if (meal.sides.length > 0 || maria!.portion !== 1 || david!.portion !== 1) continue;
        plain += 1;
        const serving = catalogue.recipe(meal.recipeId)!.nutrition.perServing.energyKcal;
        expect(sofia!.portion, meal.name).toBeLessThanOrEqual(1);
        if (serving > 500 * 1.15) {
          // Her calories' portion, never under 3/4 of a serving: nearer her 500 than a serving.
          expect(sofia!.portion, meal.name).toBeLessThan(1);
          expect(sofia!.portion, meal.name).toBeGreaterThanOrEqual(0.75);
          expect(Math.abs(sofia!.calories - 500), meal.name).toBeLessThan(serving - 500);
          smaller += 1;
          expect(meal.serving_info, meal.name).toMatch(
            /^3 portions of at most one serving \(the recipe serves \d+\)/,
          );
        } else expect(sofia!.portion, meal.name).toBe(1);
      }
      expect(plain).toBeGreaterThan(0);
      expect(smaller).toBeGreaterThan(0);
      expect(plan.warnings.join(' ')).toMatch(/at most one recipe serving per person, without sides/);
    },
    SLOW,
  );

  it(
    'every meal meets every chosen person’s restrictions (random households)',
    () => {
      const dietSubsets = fc.subarray([...DIET_IDS] as DietId[], { minLength: 0, maxLength: 1 });
      const person = fc.record({
        name: fc.constantFrom('Ana', 'Sam', 'Lee', 'Mia', 'Ben', 'Gran'),
        caloriesPerMeal: fc.integer({ min: 250, max: 950 }),
        diets: dietSubsets,
      });
      const types = fc.subarray(['breakfast', 'lunch', 'dinner'] as MealType[], { minLength: 1 });
      let planned = 0;
      fc.assert(
        fc.property(
          fc.array(person, { minLength: 1, maxLength: 6 }),
          types,
          fc.integer({ min: 1, max: 2 }),
          (people, mealTypes, days) => {
            const result = planMeals({
              priceBook,
              preferences: { days, familySize: people.length, mealTypes, people, maxCookingMinutes: 60 },
            });
            const union = new Set(people.flatMap((p) => p.diets));
            if (!result.ok) {
              // Only the catalogue may refuse (too few recipes meet everyone's restrictions).
              expect(result.reason).toBe('not_enough_recipes');
              return;
            }
            planned += 1;
            for (const meal of mealsOf(result)) {
              const recipe = catalogue.recipe(meal.recipeId)!;
              for (const diet of union) expect(recipe.diets).toContain(diet);
              expect(meal.people).toHaveLength(people.length);
              // The sides are each person's, and fit everyone's restrictions too.
              for (const side of meal.sides)
                for (const diet of union) expect(sideDiets.get(side.foodId)).toContain(diet);
            }
          },
        ),
        { numRuns: 25, seed: 18 },
      );
      // Most random households get a plan: the property is not passing on refusals alone.
      expect(planned).toBeGreaterThanOrEqual(15);
    },
    SLOW,
  );

  it('refuses a seventh person and a person without a sensible calorie figure, by name', () => {
    const seven = Array.from({ length: 7 }, (_, i) => ({ name: `P${i + 1}`, caloriesPerMeal: 600 }));
    const tooMany = planMeals({
      priceBook,
      preferences: { days: 1, familySize: 7, mealTypes: ['dinner'], people: seven },
    });
    expect(tooMany).toMatchObject({
      ok: false,
      reason: 'invalid_request',
      explanation: 'a plan is for at most 6 people',
    });
    const odd = planMeals({
      priceBook,
      preferences: {
        days: 1,
        familySize: 1,
        mealTypes: ['dinner'],
        people: [{ name: 'Sam', caloriesPerMeal: 20 }],
      },
    });
    expect(odd).toMatchObject({
      ok: false,
      reason: 'invalid_request',
      explanation: 'Sam: calories per meal must be 100–3000',
    });
  });

  it(
    'a refresh of a spent household week keeps the other meals as planned, plain shares and budget portions alike',
    () => {
      // A walk-through's family of four (633 / 800 / 900 / 467 kcal), gluten- and dairy-free, Asian
      // and Mediterranean, 40 minutes, $180 for 7 days of three meals: its refresh of one lunch
      // made 10 other meals change, or failed on the budget (a plain dinner with the 8-year-old's
      // 0.85 was read back as full portions with sides, and the budget's fitted portions as full
      // ones). Re-set in session 51 to $190 (avocado no longer beside a dal or curry, tostadas
      // bought as shells): at $180–$183 and $187 the new week left the refreshed lunch no room but
      // one other meal made smaller, which a refresh may do (up to 2) and says; this test is of a
      // refresh that needs none.
      const preferences = {
        days: 7,
        familySize: 4,
        mealTypes: ['breakfast', 'lunch', 'dinner'] as MealType[],
        diets: ['gluten-free', 'dairy-free'] as DietId[],
        cuisines: ['asian', 'mediterranean'] as const,
        maxCookingMinutes: 40,
        budgetDollars: 190,
        people: [
          { name: 'Dana', caloriesPerMeal: 633 },
          { name: 'Mark', caloriesPerMeal: 800 },
          { name: 'Leo', caloriesPerMeal: 900 },
          { name: 'Mia', caloriesPerMeal: 467 },
        ],
      };
      const plan = expectPlan(planMeals({ priceBook, preferences }));
      const meals = mealsOf(plan);
      // The premise: plain meals where the child has less than a serving, and budget portions.
      expect(
        meals.some(
          (m) => m.people!.every((p) => p.sides.length === 0) && m.people!.some((p) => p.portion < 1),
        ),
      ).toBe(true);
      // Each share far off its target says so (the card's "228 of 900 kcal"), and only those.
      const allShares = meals.flatMap((m) => m.people!);
      for (const share of allShares) {
        const off = Math.abs(share.calories - share.target) / share.target;
        if (Math.abs(off - 0.15) < 0.005) continue; // rounding at the band's edge
        expect(share.miss, `${share.name} ${share.calories} of ${share.target}`).toBe(
          off > 0.15 ? (share.calories < share.target ? 'under' : 'over') : undefined,
        );
      }
      expect(allShares.some((share) => share.miss === 'under')).toBe(true);
      // The meals as the server reads them back from the stored plan (storedCurrentMeals).
      const current: CurrentMeal[] = meals.map((m) => ({
        day: m.slot.day,
        type: m.type,
        recipeId: m.recipeId,
        plain: m.people!.every((p) => p.portion <= 1 && p.sides.length === 0),
        shares: m.people!.map((p) => ({ portion: Math.round(p.portion * 100) / 100, sides: p.sides.length })),
      }));
      const result = refreshMeal({ preferences, priceBook }, current, { day: 1, type: 'lunch' });
      if (!result.ok) throw new Error(result.explanation);
      expect(result.plan_cost_cents).toBeLessThanOrEqual(preferences.budgetDollars * 100);
      // The week spends all but a few cents of the budget: a lunch of the family's cuisines would
      // need more than 2 other meals made smaller (the refresh's limit), and the notes say why.
      if (!['asian', 'mediterranean'].includes(result.meal.cuisine ?? ''))
        expect(result.warnings.join(' ')).toMatch(
          new RegExp(
            `from other cuisines: Asian or Mediterranean gluten-free dairy-free meals in their place would take the plan over your \\$${preferences.budgetDollars}\\.00 budget`,
          ),
        );
      const after = mealsOf(result.plan!);
      const shares = (m: (typeof meals)[number]) => m.people!.map((p) => [p.portion, p.sides]);
      for (const [i, m] of after.entries()) {
        if (m.slot.day === 1 && m.type === 'lunch') continue;
        expect(m.recipeId).toBe(meals[i]!.recipeId);
        expect(shares(m), m.name).toEqual(shares(meals[i]!));
      }
    },
    SLOW,
  );

  it('names the chili heat in a young child’s share, in the recipe’s words, and in no one else’s', () => {
    // A walk-through's 4-year-old had chorizo, serrano and red pepper flakes in a week, unmentioned.
    const people: PlanPerson[] = [
      { name: 'Chidi', caloriesPerMeal: 850, ageBand: 'adult' },
      { name: 'Ada', caloriesPerMeal: 630, ageBand: 'child_9_13' },
      { name: 'Obi', caloriesPerMeal: 470, ageBand: 'child_4_8' },
    ];
    const weekFor = (them: PlanPerson[]) =>
      expectPlan(
        planMeals({
          priceBook,
          preferences: {
            days: 7,
            familySize: 3,
            mealTypes: ['lunch', 'dinner'],
            cuisines: ['mexican', 'thai'],
            people: them,
            seed: 2,
          },
        }),
      );
    const plan = weekFor(people);
    const meals = plan.days.flatMap((d) => d.meals);
    let hot = 0;
    for (const meal of meals) {
      const recipe = catalogue.recipe(meal.recipeId)!;
      const words = chiliHeatWords(recipe.ingredients, recipe.servings);
      const [chidi, ada, obi] = meal.people!;
      expect(chidi!.heat).toBeUndefined();
      expect(ada!.heat).toBeUndefined();
      if (words.length === 0) {
        expect(obi!.heat, meal.name).toBeUndefined();
        continue;
      }
      hot += 1;
      expect(obi!.heat, meal.name).toEqual(words);
    }
    // Mexican and Thai lunches and dinners for a week: some are hot.
    expect(hot).toBeGreaterThan(0);
    // Without an age band, no one's share names it.
    const unaged = weekFor(people.map(({ ageBand: _, ...p }) => p));
    expect(unaged.days.flatMap((d) => d.meals.flatMap((m) => m.people!)).some((s) => s.heat)).toBe(false);
  });
});
