/**
 * Issue #13's rules: cuisines first, calories met with portions and sides, a new week every week,
 * deterministic and honest budget answers, wording.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CUISINES,
  DIET_IDS,
  DIET_RULES,
  SIDE_DEFINITIONS,
  dishFamilyOf,
  isMeatOrFish,
  loadCatalogue,
  meatFoodOf,
  type DietId,
  type MealType,
} from '@saverly/kitchen';
import { cuisinesFirstBound, mealBounds } from './bounds.js';
import { loadPlanner, planFloors, planMeals, withinPlanFloor } from './planner.js';
import { referencePriceBook, withSales } from './prices.js';
import {
  buildProblem,
  eligibleRecipes,
  evaluate,
  lookalikeOf,
  stapleOfRecipe,
  normalizePreferences,
  WEIGHTS,
  type Pick,
  type Problem,
} from './problem.js';
import { plainMealsBecause, planNotes } from './notes.js';
import { refreshMeal } from './refresh.js';
import type { MealPlan, PlanPreferences, PlanResult } from './types.js';

const catalogue = loadCatalogue();
const priceBook = referencePriceBook(catalogue);
const SLOW = 600_000;

beforeAll(async () => {
  await loadPlanner();
});

const plan = (preferences: PlanPreferences) => planMeals({ preferences, priceBook });
function expectPlan(result: PlanResult): MealPlan {
  if (!result.ok) throw new Error(`expected a plan, got ${result.reason}: ${result.explanation}`);
  return result;
}
const mealsOf = (p: MealPlan) => p.days.flatMap((d) => d.meals);

describe('avoided meals', () => {
  it('an avoided recipe stays out in every version of its dish (a refresh by name never brings it back)', () => {
    // Two recipes are called "Turkish Red Lentil Soup" (the Mediterranean one and a quick dinner).
    const twins = catalogue.recipes.filter((r) => r.name === 'Turkish Red Lentil Soup').map((r) => r.id);
    expect(twins.length).toBeGreaterThanOrEqual(2);
    const eligible = eligibleRecipes(catalogue, {
      types: ['lunch', 'dinner'],
      diets: [],
      maxMinutes: null,
      avoid: new Set([twins[0]!]),
    }).map((e) => e.recipe.id);
    for (const id of twins) expect(eligible).not.toContain(id);
  });
});

/** 3 vegetarian Italian breakfasts for one, 30 min, 700 kcal, $18: a budget that keeps 2 Italian. */
const italianBreakfasts: PlanPreferences = {
  days: 3,
  familySize: 1,
  mealTypes: ['breakfast'],
  diets: ['vegetarian'],
  cuisines: ['italian'],
  maxCookingMinutes: 30,
  caloriesPerMeal: 700,
  budgetDollars: 18,
};

describe('cuisines first (lexicographic)', () => {
  it(
    'Thai only, 5 dinners, family 4, 45 min, 700 kcal: every dinner is Thai when 5 Thai dinners fit',
    () => {
      const prefs: PlanPreferences = {
        days: 5,
        familySize: 4,
        mealTypes: ['dinner'],
        cuisines: ['thai'],
        maxCookingMinutes: 45,
        caloriesPerMeal: 700,
      };
      const fitting = catalogue.recipes.filter(
        (r) => r.cuisine === 'thai' && r.mealTypes.includes('dinner') && r.totalMinutes <= 45,
      ).length;
      expect(fitting).toBeGreaterThanOrEqual(5);
      const result = expectPlan(plan(prefs));
      expect(mealsOf(result).every((m) => m.cuisine === 'thai')).toBe(true);
      expect(result.warnings.join(' ')).not.toMatch(/other cuisines/);
    },
    SLOW,
  );

  it(
    'within a budget, two meals change together when neither can alone (vegan low-carb Indian, $48)',
    () => {
      // The cheapest plan is two Mexican meals; an Indian lunch alone or an Indian dinner alone
      // goes over $48 (no shared packages), the Indian pair fits. Single swaps stopped at the
      // Mexican plan (objective 4× the optimum); budget-aware pair moves find the Indian one.
      const prefs: PlanPreferences = {
        days: 1,
        familySize: 4,
        mealTypes: ['lunch', 'dinner'],
        diets: ['vegan', 'low-carb'],
        cuisines: ['indian'],
        maxCookingMinutes: 30,
        caloriesPerMeal: 850,
        budgetDollars: 48,
      };
      const result = expectPlan(plan(prefs));
      expect(mealsOf(result).map((m) => m.cuisine)).toEqual(['indian', 'indian']);
      expect(result.totals.cost_cents).toBeLessThanOrEqual(4800);
      const exact = expectPlan(
        planMeals({
          preferences: prefs,
          priceBook,
          solver: { mip: true, candidates: 'full', relativeGap: 0 },
        }),
      );
      expect(result.solver.objective).toBeLessThanOrEqual(exact.solver.objective * 1.001);
    },
    SLOW,
  );

  it(
    'over the budget, the best plan brought within it by the cheapest trades keeps more of the cuisine (vegan Mediterranean, $45)',
    () => {
      // Without a budget all 6 meals are Mediterranean ($61.16). Starting the budgeted search
      // only from the cheapest plan kept 1 Mediterranean meal; trading the fewest cheaper meals
      // into the best plan keeps 3 within $45.
      const result = expectPlan(
        plan({
          days: 3,
          familySize: 3,
          mealTypes: ['lunch', 'dinner'],
          diets: ['vegan'],
          cuisines: ['mediterranean'],
          maxCookingMinutes: 30,
          caloriesPerMeal: 400,
          budgetDollars: 45,
        }),
      );
      expect(result.totals.cost_cents).toBeLessThanOrEqual(4500);
      expect(mealsOf(result).filter((m) => m.cuisine === 'mediterranean').length).toBeGreaterThanOrEqual(3);
    },
    SLOW,
  );

  it(
    'under a tight budget the cheapest plan is turned towards the chosen cuisine before calories spend the money (vegetarian Mexican, $55)',
    () => {
      // 5 days of vegetarian Mexican lunches and dinners for two, 30 min, 800 kcal, $55. From the
      // cheapest plan the search spent the money on calories and kept 1 Mexican meal ($52.14);
      // bringing in chosen-cuisine meals first, within the budget, keeps 3.
      const result = expectPlan(
        plan({
          days: 5,
          familySize: 2,
          mealTypes: ['lunch', 'dinner'],
          diets: ['vegetarian'],
          cuisines: ['mexican'],
          maxCookingMinutes: 30,
          caloriesPerMeal: 800,
          budgetDollars: 55,
        }),
      );
      expect(result.totals.cost_cents).toBeLessThanOrEqual(5500);
      expect(mealsOf(result).filter((m) => m.cuisine === 'mexican').length).toBeGreaterThanOrEqual(3);
      expect(result.warnings.join(' ')).toMatch(/from other cuisines/);
    },
    SLOW,
  );

  it(
    'cuisines before calories: a tight budget keeps the chosen cuisine with plain servings, as many as any plan can (Italian breakfasts, $18)',
    () => {
      // 3 vegetarian Italian breakfasts for one, 30 min, 700 kcal, $18: with fitted portions and
      // sides only Mexican breakfasts fit the budget (the plan had 0 Italian); as one recipe serving
      // without sides 2 Italian breakfasts fit, and branch and bound proves no plan has 3.
      const prefs = italianBreakfasts;
      const result = expectPlan(plan(prefs));
      const italian = mealsOf(result).filter((m) => m.cuisine === 'italian').length;
      const bounds = mealBounds({ preferences: prefs, priceBook }, 'mip');
      expect(bounds).toMatchObject({ chosenCuisine: 2, exact: true });
      expect(italian).toBe(2);
      expect(result.totals.cost_cents).toBeLessThanOrEqual(1800);
      expect(result.warnings.join(' ')).toMatch(/one recipe serving per person without sides/);
    },
    SLOW,
  );

  it(
    'cuisines before calories when the budget is already met: fitted chosen-cuisine meals go plain together to make room for one more',
    () => {
      // 7 vegan Thai breakfasts for three, 45 min, 750 kcal, $52.50 (found by bench/planner's
      // budget-aware bound): the plan kept 2 Indian breakfasts and two Thai ones fitted (1.3×,
      // 1.45×) and said Thai ones in their place would not fit. Each fitted Thai breakfast made
      // plain alone saves nothing (the same packages), so no single trade found the plan with 6
      // Thai breakfasts that exists, all plain with a cheap one of another cuisine.
      const prefs: PlanPreferences = {
        days: 7,
        familySize: 3,
        mealTypes: ['breakfast'],
        diets: ['vegan'],
        cuisines: ['thai'],
        maxCookingMinutes: 45,
        caloriesPerMeal: 750,
        budgetDollars: 52.5,
      };
      const result = expectPlan(plan(prefs));
      const thai = mealsOf(result).filter((m) => m.cuisine === 'thai').length;
      expect(thai).toBe(6);
      expect(result.totals.cost_cents).toBeLessThanOrEqual(5250);
      expect(result.warnings).toContain(
        '1 breakfast is from other cuisines: Thai vegan breakfasts in its place would take the plan over your $52.50 budget.',
      );
      // Six is the most: the budget-aware bound (branch and bound over every recipe, fitted and
      // plain) proves no plan within $52.50 has seven.
      const bound = cuisinesFirstBound({ preferences: prefs, priceBook });
      expect(bound?.chosenCuisine).toBe(6);
    },
    SLOW,
  );

  it(
    'uses every fitting recipe of the chosen cuisine before another, and says so in plain words',
    () => {
      const prefs: PlanPreferences = {
        days: 7,
        familySize: 2,
        mealTypes: ['breakfast'],
        diets: ['vegan'],
        cuisines: ['thai'],
        maxCookingMinutes: 10,
      };
      const fitting = catalogue.recipes.filter(
        (r) =>
          r.cuisine === 'thai' &&
          r.mealTypes.includes('breakfast') &&
          r.diets.includes('vegan') &&
          r.totalMinutes <= 10,
      ).length;
      expect(fitting).toBeLessThan(7);
      const result = expectPlan(plan(prefs));
      expect(mealsOf(result).filter((m) => m.cuisine === 'thai')).toHaveLength(fitting);
      const other = 7 - fitting;
      expect(result.warnings).toContain(
        `${fitting === 0 ? 'No' : `Only ${fitting}`} Thai vegan breakfast${fitting === 1 ? ' fits' : 's fit'} 10 minutes; ` +
          `${other} breakfast${other === 1 ? ' is' : 's are'} from other cuisines.`,
      );
    },
    SLOW,
  );

  it(
    'says so in one sentence when every dish of the cuisines is in the plan, some at another meal type',
    () => {
      // A walk-through's plan said "Only 1 Mexican vegan keto nut-free breakfast fit 20 minutes;
      // 3 breakfasts are from other cuisines" beside no Mexican breakfast: that dish was its lunch.
      const prefs: PlanPreferences = {
        days: 3,
        familySize: 4,
        mealTypes: ['breakfast', 'lunch', 'dinner'],
        diets: ['vegan', 'keto', 'nut-free'],
        cuisines: ['mexican'],
        maxCookingMinutes: 20,
        caloriesPerMeal: 700,
      };
      const dishes = new Set(
        catalogue.recipes
          .filter(
            (r) =>
              r.cuisine === 'mexican' &&
              r.totalMinutes <= 20 &&
              ['vegan', 'keto', 'nut-free'].every((d) => r.diets.includes(d as never)) &&
              r.mealTypes.some((t) => prefs.mealTypes.includes(t)),
          )
          .map((r) => catalogue.dishOf(r.name)),
      );
      expect(dishes.size).toBeGreaterThan(1);
      expect(dishes.size).toBeLessThan(9);
      const result = expectPlan(plan(prefs));
      const meals = mealsOf(result);
      expect(meals.filter((m) => m.cuisine === 'mexican')).toHaveLength(dishes.size);
      const other = (type: string) => meals.filter((m) => m.type === type && m.cuisine !== 'mexican').length;
      const counted = (['breakfast', 'lunch', 'dinner'] as const)
        .filter((t) => other(t) > 0)
        .map((t) => `${other(t)} ${t}${other(t) === 1 ? '' : t === 'lunch' ? 'es' : 's'}`);
      const listed =
        counted.length === 1 ? counted[0]! : `${counted.slice(0, -1).join(', ')} and ${counted.at(-1)!}`;
      const has = dishes.size === 2 ? 'both' : `all ${dishes.size}`;
      expect(result.warnings).toContain(
        `Only ${dishes.size} Mexican vegan keto nut-free dishes fit 20 minutes, and the plan has ${has}; ` +
          `${listed} ${9 - dishes.size === 1 ? 'is' : 'are'} from other cuisines.`,
      );
      // No sentence per meal type beside it.
      expect(result.warnings.filter((w) => /from other cuisines/.test(w))).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'no cuisine picked means any (no cuisine warning)',
    () => {
      const result = expectPlan(plan({ days: 3, familySize: 2, mealTypes: ['dinner'] }));
      expect(result.warnings.join(' ')).not.toMatch(/cuisines/);
    },
    SLOW,
  );
});

describe('calories met with portions and sides', () => {
  it(
    'at 600 kcal, ≥ 90 % of meals are within ±15 % per person; portions stay within 0.75×–1.5×',
    () => {
      const result = expectPlan(
        plan({ days: 7, familySize: 4, mealTypes: ['breakfast', 'lunch', 'dinner'], caloriesPerMeal: 600 }),
      );
      const meals = mealsOf(result);
      const within = meals.filter((m) => Math.abs(m.calories_per_person - 600) <= 90).length;
      expect(within / meals.length).toBeGreaterThanOrEqual(0.9);
      for (const m of meals) {
        expect(m.portion).toBeGreaterThanOrEqual(0.75);
        expect(m.portion).toBeLessThanOrEqual(1.5);
        const sides = m.sides.reduce((sum, s) => sum + s.calories_per_person, 0);
        // The meal's kcal is the main's portion plus the sides (rounding aside).
        expect(
          Math.abs(m.calories_per_person - (m.portion * m.nutrition_per_serving.energyKcal + sides)),
        ).toBeLessThanOrEqual(2 + m.sides.length);
      }
      expect(Math.abs(result.totals.calories_per_meal_avg - 600)).toBeLessThanOrEqual(60);
    },
    SLOW,
  );

  it(
    'one starch a meal: two sides are never rice and a baked potato, or toast and rice',
    () => {
      // A walk-through's frittata came with "1 medium baked potato" and rice.
      const starches = new Set(SIDE_DEFINITIONS.filter((d) => d.starch).map((d) => d.foodId));
      expect(starches).toEqual(new Set(['whole-wheat-bread', 'white-rice', 'potato', 'sweet-potato']));
      let pairs = 0;
      for (const caloriesPerMeal of [800, 900])
        for (const mealTypes of [
          ['lunch', 'dinner'],
          ['breakfast', 'lunch'],
        ] as MealType[][]) {
          const meals = mealsOf(expectPlan(plan({ days: 7, familySize: 2, mealTypes, caloriesPerMeal })));
          for (const m of meals) {
            if (m.sides.length === 2) pairs += 1;
            expect(m.sides.filter((s) => starches.has(s.foodId)).length, m.name).toBeLessThanOrEqual(1);
          }
        }
      // The plans do serve two sides (the rule, not their absence, keeps two starches out).
      expect(pairs).toBeGreaterThan(5);
    },
    SLOW,
  );

  it(
    'a side is made within the cooking time: no 25-minute rice beside 20-minute dinners',
    () => {
      const dinners = (maxCookingMinutes: number) =>
        mealsOf(
          expectPlan(
            plan({
              days: 7,
              familySize: 4,
              mealTypes: ['lunch', 'dinner'],
              caloriesPerMeal: 750,
              maxCookingMinutes,
            }),
          ),
        );
      const sideIds = (meals: ReturnType<typeof mealsOf>) =>
        new Set(meals.flatMap((m) => m.sides.map((s) => s.foodId)));
      // With time for it, rice is a side these plans serve (the filter, not chance, keeps it out below).
      expect(sideIds(dinners(45))).toContain('white-rice');
      const quick = dinners(20);
      expect(sideIds(quick)).not.toContain('white-rice');
      expect(quick.some((m) => m.sides.length > 0)).toBe(true);
      for (const m of quick)
        for (const side of m.sides)
          expect(SIDE_DEFINITIONS.find((d) => d.foodId === side.foodId)!.minutes).toBeLessThanOrEqual(20);
    },
    SLOW,
  );

  it(
    'sides are in the shopping list and the cost, and respect every diet (keto net carbs per meal)',
    () => {
      const dietsArb = fc.subarray([...DIET_IDS] as DietId[], { minLength: 1, maxLength: 2 });
      fc.assert(
        fc.property(dietsArb, fc.integer({ min: 400, max: 900 }), (diets, kcal) => {
          const result = plan({
            days: 3,
            familySize: 3,
            mealTypes: ['breakfast', 'dinner'],
            diets,
            caloriesPerMeal: kcal,
          });
          if (!result.ok) return;
          const shopping = new Set(result.shopping.map((i) => i.foodId));
          for (const m of mealsOf(result)) {
            let sideCents = 0;
            let netCarbs = m.portion * m.nutrition_per_serving.netCarbohydrateG;
            for (const side of m.sides) {
              const food = catalogue.food(side.foodId)!;
              expect(shopping.has(side.foodId)).toBe(true);
              for (const diet of diets)
                for (const attribute of DIET_RULES[diet].forbids)
                  expect(food.attributes).not.toContain(attribute);
              expect(Number.isInteger(side.estimated_cost)).toBe(true);
              sideCents += side.estimated_cost;
              const perStep = food.nutrientsPer100g;
              netCarbs +=
                ((perStep.carbohydrateG - perStep.fiberG) / Math.max(1, perStep.energyKcal)) *
                side.calories_per_person;
            }
            expect(sideCents).toBeLessThanOrEqual(m.estimated_cost);
            for (const diet of diets) {
              const limit = DIET_RULES[diet].maxNetCarbsPerServingG;
              if (limit !== undefined) expect(netCarbs).toBeLessThanOrEqual(limit + 1.5);
            }
          }
          const total = mealsOf(result).reduce((sum, m) => sum + m.estimated_cost, 0);
          expect(total).toBe(result.totals.cost_cents);
        }),
        { numRuns: 12, seed: 13 },
      );
    },
    SLOW,
  );

  it(
    'a side goes with its dish: no rice beside a pasta, no second starch beside a wrap or a bread salad, no salad beside a salad',
    () => {
      fc.assert(
        fc.property(fc.constantFrom(...CUISINES), fc.integer({ min: 500, max: 900 }), (cuisine, kcal) => {
          const result = plan({
            days: 5,
            familySize: 2,
            mealTypes: ['breakfast', 'lunch', 'dinner'],
            cuisines: [cuisine],
            caloriesPerMeal: kcal,
          });
          if (!result.ok) return;
          for (const m of mealsOf(result)) {
            const recipe = catalogue.recipe(m.recipeId)!;
            const family = dishFamilyOf(recipe);
            const foods = new Set(recipe.ingredients.map((line) => line.foodId));
            for (const side of m.sides) {
              const definition = SIDE_DEFINITIONS.find((d) => d.foodId === side.foodId)!;
              expect(definition.notWith.has(family), `${side.text} beside ${m.name} (${family})`).toBe(false);
              for (const id of definition.sameAs)
                expect(foods.has(id), `${side.text} beside ${m.name}, which has ${id}`).toBe(false);
            }
          }
        }),
        { numRuns: 10, seed: 19 },
      );
    },
    SLOW,
  );

  it(
    'names the meals the target cannot be met for, and why',
    () => {
      // 1,800 kcal a meal is beyond 1.5× any breakfast plus two sides.
      const result = expectPlan(
        plan({ days: 2, familySize: 2, mealTypes: ['breakfast'], caloriesPerMeal: 1800 }),
      );
      const warning = result.warnings.find((w) => /under 1800 kcal per person/.test(w));
      expect(warning).toBeDefined();
      for (const m of mealsOf(result)) expect(warning).toContain(m.name);
    },
    SLOW,
  );
});

/** 3 dinners, family 4, 700 kcal, 45 minutes, within `budgetDollars`. */
const threeDinners = (budgetDollars: number): PlanPreferences => ({
  days: 3,
  familySize: 4,
  mealTypes: ['dinner'],
  caloriesPerMeal: 700,
  maxCookingMinutes: 45,
  budgetDollars,
});

describe('a tight budget gives up portions meal by meal', () => {
  it(
    'keeps fitted portions where the budget allows and names the meals it keeps plain',
    () => {
      // 3 dinners, family 4, 700 kcal, $21: fitted portions for all three do not fit, nor
      // do the budget's (one serving with rice), and all plain would give up every meal's
      // calories; the plan keeps one meal plain. ($22.50 until the plan's bill bought cooked rice
      // raw and juice as fruit, as the list does: a fitted plan then costs $22.32.)
      const result = expectPlan(plan(threeDinners(21)));
      expect(result.totals.cost_cents).toBeLessThanOrEqual(2100);
      const meals = mealsOf(result);
      // The note names them lightest first: one serving without sides, under the target (a
      // spaghetti whose fitted portion is one serving is not one the budget kept plain).
      const plain = meals
        .filter(
          (m) =>
            m.portion === 1 && (m.sides ?? []).length === 0 && Math.abs(m.calories_per_person - 700) > 105,
        )
        .sort((a, b) => a.calories_per_person - b.calories_per_person);
      const fitted = meals.filter((m) => !plain.includes(m));
      expect(plain.length).toBeGreaterThan(0);
      expect(fitted.length).toBeGreaterThan(0);
      for (const m of fitted) expect(Math.abs(m.calories_per_person - 700)).toBeLessThanOrEqual(105);
      const note = result.warnings.find((w) => w.startsWith('To stay within your $21.00 budget'));
      // Up to four names read as a sentence lists them: "a, b and c".
      expect(plain.length).toBeLessThanOrEqual(4);
      const sentence = (names: string[]) =>
        names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
      // Named with what each gives a person, and said to be under the target when all are (a
      // family read 438 kcal a meal against 600 with no word on calories).
      const under = plain.every((m) => m.calories_per_person < 700 * 0.85);
      // And what full portions would cost instead: a budget the family can ask for.
      const full = /would bring the plan to \$(\d+\.\d\d)\.$/.exec(note ?? '');
      expect(full).not.toBeNull();
      const fullDollars = Number(full![1]);
      expect(note).toBe(
        `To stay within your $21.00 budget, ${plain.length === 1 ? '1 meal is' : `${plain.length} meals are`} one recipe serving per person without sides${under ? ', under your 700 kcal per person' : ''}: ${sentence(plain.map((m) => `${m.name} (${m.calories_per_person} kcal)`))}. Full portions and sides at ${plain.length === 1 ? 'this meal' : 'these meals'} would bring the plan to $${fullDollars.toFixed(2)}.`,
      );
      expect(under).toBe(true);
      expect(fullDollars).toBeGreaterThan(21);
      // That budget holds: asked for, every meal gets its portions and sides, within it.
      const roomier = expectPlan(plan(threeDinners(fullDollars)));
      expect(roomier.totals.cost_cents).toBeLessThanOrEqual(Math.round(fullDollars * 100));
      for (const m of mealsOf(roomier))
        expect(Math.abs(m.calories_per_person - 700)).toBeLessThanOrEqual(105);
      expect(roomier.warnings.join(' ')).not.toMatch(/without sides/);
      // The calorie note names no meal the budget kept plain.
      for (const m of plain)
        expect(
          result.warnings.filter((w) => w.includes('kcal per person') && w !== note).join(' '),
        ).not.toContain(m.name);
    },
    SLOW,
  );
});

describe('a tight budget meets calories the cheap way', () => {
  it(
    'serves one portion with rice or toast rather than a plain serving when that fits the budget',
    () => {
      // The same 3 dinners at $22.50: 1.5× portions do not fit; a portion with a cheap side meets
      // 700. ($24 until session 19: that plan served rice beside a vegetable fried rice, which
      // sides now never do; $25 until the plan's bill bought cooked rice raw and juice as fruit, as
      // the list does: $25 now buys 1.5× portions.)
      const prefs = threeDinners(22.5);
      const result = expectPlan(plan(prefs));
      expect(result.totals.cost_cents).toBeLessThanOrEqual(2250);
      const meals = mealsOf(result);
      for (const m of meals) expect(Math.abs(m.calories_per_person - 700)).toBeLessThanOrEqual(105);
      // At least one meal is a single serving made up with a side (not a bigger portion).
      expect(meals.some((m) => m.portion >= 1 && m.portion < 1.5 && m.sides.length > 0)).toBe(true);
      expect(result.warnings.filter((w) => w.startsWith('To stay within'))).toEqual([]);

      // Refreshing a meal prices the others as planned (their portions and sides, as the server
      // passes them from the stored plan), not at their pricier fitted portions.
      const current = result.days.flatMap((d) =>
        d.meals.map((m) => ({
          day: d.day,
          type: m.type,
          recipeId: m.recipeId,
          plain: m.portion === 1 && m.sides.length === 0,
          portion: m.portion,
          sideFoods: m.sides.map((side) => side.foodId),
        })),
      );
      // The last dinner: the plan keeps a spaghetti of one serving without sides (its fitted
      // portion is 1.05×, and one serving is its cheapest fitted variant too, so it has no plain
      // one) and a dal at 1.35× with rice.
      const refreshed = refreshMeal({ preferences: prefs, priceBook }, current, { day: 3, type: 'dinner' });
      if (!refreshed.ok) throw new Error(refreshed.explanation);
      expect(refreshed.plan_cost_cents).toBeLessThanOrEqual(2250);
      const kept = refreshed
        .plan!.days.flatMap((d) => d.meals)
        .filter((m) => m.recipeId !== refreshed.meal.recipeId);
      expect(kept.map((m) => [m.recipeId, m.portion, m.sides.length])).toEqual(
        meals.slice(0, 2).map((m) => [m.recipeId, m.portion, m.sides.length]),
      );
    },
    SLOW,
  );
});

describe('notes name the meals furthest off first', () => {
  it(
    'a budget note cut at three names the three lightest plain meals, and each meal off its calories says so',
    () => {
      // 5 days of French lunches and dinners for three, 900 kcal, $80: 8 meals kept plain. The
      // note named the first three in plan order and left lighter ones in "and 5 more" (a
      // walk-through's note skipped a 107 kcal fruit cup).
      const result = expectPlan(
        plan({
          days: 5,
          familySize: 3,
          mealTypes: ['lunch', 'dinner'],
          cuisines: ['french'],
          caloriesPerMeal: 900,
          budgetDollars: 80,
        }),
      );
      const plain = mealsOf(result)
        .filter((m) => m.portion === 1 && m.sides.length === 0)
        .sort((a, b) => a.calories_per_person - b.calories_per_person);
      expect(plain.length).toBeGreaterThan(3);
      const note = result.warnings.find((w) => w.startsWith('To stay within your $80.00 budget'));
      const named = plain.slice(0, 3).map((m) => `${m.name} (${m.calories_per_person} kcal)`);
      expect(note).toContain(`: ${named.join(', ')} and ${plain.length - 3} more.`);
      // Each meal more than 15 % off its calories says so, for its card; the others do not.
      for (const meal of mealsOf(result)) {
        const off = Math.abs(meal.calories_per_person - 900) > 0.15 * 900;
        expect(meal.calorie_miss, meal.name).toEqual(
          off
            ? {
                target: 900,
                direction: meal.calories_per_person < 900 ? 'under' : 'over',
                // Kept plain for the budget (the note above), or the dish even with its portion.
                because: meal.portion === 1 && meal.sides.length === 0 ? 'budget' : 'dish',
              }
            : undefined,
        );
      }
    },
    SLOW,
  );
});

describe('a budget with room keeps portions', () => {
  it(
    'keeps a meal plain only for the budget, and says the budget only when it is why',
    () => {
      // 5 paleo nut-free French breakfasts for four, 20 minutes, 500 kcal, $120 (bench grid):
      // fitted portions for all five cost $127.71, so the plan mixes in plain servings. It kept
      // the fruit salad at one plain serving (91 kcal) to save $4.35 against its 1.5× portion
      // (137 kcal, what the plan without a budget serves) while spending $109.02, and said "To
      // stay within your $120.00 budget, 1 meal is one recipe serving …", which was not why.
      const prefs: PlanPreferences = {
        days: 5,
        familySize: 4,
        mealTypes: ['breakfast'],
        diets: ['paleo', 'nut-free'],
        cuisines: ['french'],
        maxCookingMinutes: 20,
        caloriesPerMeal: 500,
        budgetDollars: 120,
      };
      const result = expectPlan(plan(prefs));
      expect(result.totals.cost_cents).toBeLessThanOrEqual(12000);
      const salad = mealsOf(result).find((m) => m.name.startsWith('Summer Fruit Salad'));
      expect(salad?.portion).toBe(1.5);
      expect(result.warnings.filter((w) => w.startsWith('To stay within'))).toEqual([]);
      // Its calories are named for what limits them: the catalogue, not the money.
      expect(result.warnings).toContain(
        `1 meal is under 500 kcal per person even with a 1.5× portion and the sides that fit your choices: ${salad!.name} (${salad!.calories_per_person} kcal).`,
      );

      // Such a plan's note, had the search kept the salad plain anyway (it would, were its
      // portion over $3 a serving dearer): the meal is named for why, not the budget.
      const problem = buildProblem(catalogue, normalizePreferences(prefs), priceBook, new Map(), 'mixed');
      const picks: Pick[] = mealsOf(result).map((m) => {
        const variants = problem.candidates.filter((c) => c.recipe.id === m.recipeId);
        const chosen =
          m === salad
            ? variants.find((c) => c.plain)!
            : variants.find((c) => c.portion === m.portion && c.sides.length === m.sides.length)!;
        return { candidate: chosen.index, type: m.type };
      });
      expect(evaluate(problem, picks).costCents).toBeLessThan(12000);
      expect(planNotes(problem, picks)).toContain(
        `1 meal is one recipe serving per person without sides, under your 500 kcal per person, as a bigger portion would add little for its price: ${salad!.name} (91 kcal).`,
      );
      // Its card says the same: one serving for its price, not for the budget.
      expect(plainMealsBecause(problem, picks)).toBe('price');
      expect(salad!.calorie_miss).toEqual({ target: 500, direction: 'under', because: 'dish' });

      // Plain meals within ±15 % whose portions fit the budget need no note; a note that names
      // the budget says what full portions would cost above it (7 days of keto paleo Asian
      // lunches and dinners for two at $168 said "To stay within your $168.00 budget, 1 meal is
      // one recipe serving …" of a 428 kcal skillet against 500, with $11.75 left). At $170 since
      // session 32: that week keeps its named dishes apart now, and its full portions cost $169.35.
      // At $180 since keto bans potatoes and starchy legumes (ADR 0011): the week's full portions
      // cost $171.70, so at $170 its one plain meal is the budget's, and the note says so. At $190
      // since session 52 (one meat or fish food on at most ⌈meals/8⌉ meals): the week no longer
      // leans on one cheap meat, its full portions cost $186.20, and at $180 the note rightly
      // names its one plain meal.
      for (const budgetDollars of [190, 100]) {
        const other = expectPlan(
          plan({
            days: 7,
            familySize: 2,
            mealTypes: ['lunch', 'dinner'],
            diets: ['keto', 'paleo'],
            cuisines: ['asian'],
            maxCookingMinutes: 60,
            caloriesPerMeal: 500,
            budgetDollars,
          }),
        );
        const notes = other.warnings.filter((w) => w.startsWith('To stay within'));
        if (budgetDollars === 190) expect(notes).toEqual([]);
        else expect(notes).toHaveLength(1);
        for (const note of notes) {
          const full = /would bring the plan to \$(\d+\.\d\d)\.$/.exec(note);
          expect(Number(full?.[1])).toBeGreaterThan(budgetDollars);
        }
      }
    },
    SLOW,
  );
});

describe('the bench’s budget-aware rotation bound', () => {
  it(
    'counts the new dishes the best plan can have: one when every other dinner was planned lately',
    () => {
      const dinners = catalogue.recipes.filter((r) => r.mealTypes.includes('dinner') && r.totalMinutes <= 30);
      const byDish = new Map<string, string[]>();
      for (const r of dinners)
        byDish.set(catalogue.dishOf(r.name), [...(byDish.get(catalogue.dishOf(r.name)) ?? []), r.id]);
      const fresh = dinners.find((r) => byDish.get(catalogue.dishOf(r.name))!.length === 1)!;
      const prefs: PlanPreferences = {
        days: 2,
        familySize: 1,
        mealTypes: ['dinner'],
        maxCookingMinutes: 30,
        budgetDollars: 40,
        recentRecipeIds: dinners.filter((r) => r.id !== fresh.id).map((r) => r.id),
      };
      const newDishes = (recentRecipeIds: readonly string[]) => {
        const bound = cuisinesFirstBound(
          { preferences: { ...prefs, recentRecipeIds }, priceBook },
          'newDishes',
        )!;
        expect(bound).toMatchObject({ chosenCuisine: null, exact: true });
        return bound.then(0);
      };
      expect(newDishes(prefs.recentRecipeIds!)).toBe(1);
      // Nothing planned lately, or one dinner only: every meal can be new.
      expect(newDishes([])).toBe(2);
      expect(newDishes([dinners[0]!.id])).toBe(2);
    },
    SLOW,
  );

  it(
    'bounds calories among the plans with the most chosen-cuisine meals: 2 Italian breakfasts leave room for 1 within ±15 % at $18',
    () => {
      const prefs = italianBreakfasts;
      const bound = cuisinesFirstBound({ preferences: prefs, priceBook })!;
      expect(bound).toMatchObject({ chosenCuisine: 2, exact: true });
      // Alone, every breakfast could be within ±15 % (a non-Italian one); with 2 Italian, 1 only.
      expect(mealBounds({ preferences: prefs, priceBook }, 'mip')?.withinCalories).toBe(3);
      expect(bound.then(2)).toBe(1);
      expect(bound.then(0)).toBe(3);
      const result = expectPlan(plan(prefs));
      const within = mealsOf(result).filter((m) => Math.abs(m.calories_per_person - 700) <= 105).length;
      expect(mealsOf(result).filter((m) => m.cuisine === 'italian')).toHaveLength(2);
      expect(within).toBe(1);
      // With room in the budget the bound is every meal, both ways.
      const roomy = cuisinesFirstBound({ preferences: { ...prefs, budgetDollars: 30 }, priceBook })!;
      expect(roomy.chosenCuisine).toBe(3);
      expect(roomy.then(3)).toBe(3);
    },
    SLOW,
  );
});

describe('a new week every week', () => {
  it('no meat or fish food on more than ⌈meals/8⌉ meals of an unbudgeted week (chorizo three times)', () => {
    // The bench's unbudgeted grid had 26 of 95 plans with one (chorizo in 15); the walk-through's
    // family of four had chorizo twice in 5 days beside tuna three times.
    const requests: PlanPreferences[] = [
      {
        days: 5,
        familySize: 4,
        mealTypes: ['breakfast', 'lunch', 'dinner'],
        cuisines: ['mexican', 'asian', 'american'],
        maxCookingMinutes: 30,
      },
      { days: 7, familySize: 4, mealTypes: ['breakfast', 'lunch', 'dinner'], cuisines: ['mexican'] },
      {
        days: 7,
        familySize: 2,
        mealTypes: ['lunch', 'dinner'],
        cuisines: ['mexican', 'american'],
        maxCookingMinutes: 45,
      },
    ];
    for (const [i, prefs] of requests.entries())
      for (const seed of [0, 1, 2]) {
        const meals = mealsOf(expectPlan(plan({ ...prefs, seed })));
        const counts = new Map<string, number>();
        for (const meal of meals) {
          const food = meatFoodOf(catalogue.recipe(meal.recipeId)!);
          if (food) counts.set(food, (counts.get(food) ?? 0) + 1);
        }
        const cap = Math.ceil(meals.length / 8);
        expect(
          [...counts].filter(([, n]) => n > cap),
          `request ${i}, seed ${seed}`,
        ).toEqual([]);
      }
  });

  const prefs: PlanPreferences = {
    days: 7,
    familySize: 4,
    mealTypes: ['breakfast', 'lunch', 'dinner'],
    caloriesPerMeal: 600,
  };
  /** 5 Thai vegan dinners in 20 minutes: the catalogue has 8, so week 2 must repeat some. */
  const thai: PlanPreferences = {
    days: 5,
    familySize: 2,
    mealTypes: ['dinner'],
    diets: ['vegan'],
    cuisines: ['thai'],
    maxCookingMinutes: 20,
    caloriesPerMeal: 600,
  };

  it(
    'recipes of the last plans are avoided while the catalogue has others',
    () => {
      const history: string[][] = [];
      for (let week = 0; week < 4; week += 1) {
        const result = expectPlan(plan({ ...prefs, recentRecipeIds: history.slice(-3).flat(), seed: week }));
        const ids = mealsOf(result).map((m) => m.recipeId);
        if (week > 0) {
          const before = new Set(history.flat());
          expect(ids.filter((id) => !before.has(id)).length / ids.length).toBeGreaterThanOrEqual(0.8);
        }
        history.push(ids);
      }
    },
    SLOW,
  );

  it(
    'where repeats cannot be avoided, the week repeats the oldest dishes, not last week again',
    () => {
      // Vegan Mediterranean lunches and dinners in 30 minutes: too few for four new weeks, and the
      // cuisine comes first. With every recent dish weighed alike the fourth week was 9 of the
      // third week's 10 dishes again; with last week's weighed more it takes the older ones.
      const small: PlanPreferences = {
        days: 5,
        familySize: 4,
        mealTypes: ['lunch', 'dinner'],
        diets: ['vegan'],
        cuisines: ['mediterranean'],
        maxCookingMinutes: 30,
        caloriesPerMeal: 450,
      };
      const fourthWeek = (graded: boolean) => {
        const history: string[][] = [];
        let again = 0;
        for (let week = 0; week < 4; week += 1) {
          const result = expectPlan(
            plan({
              ...small,
              recentRecipeIds: history.slice(-3).flat(),
              ...(graded ? { lastPlanRecipeIds: history.at(-1) ?? [] } : {}),
              seed: week,
            }),
          );
          expect(mealsOf(result).every((m) => m.cuisine === 'mediterranean')).toBe(true);
          const ids = mealsOf(result).map((m) => m.recipeId);
          again = ids.filter((id) => history.at(-1)?.includes(id)).length;
          history.push(ids);
        }
        return again;
      };
      const flat = fourthWeek(false);
      const graded = fourthWeek(true);
      expect(flat).toBeGreaterThanOrEqual(8);
      expect(graded).toBeLessThanOrEqual(3);
    },
    SLOW,
  );

  it(
    'recent recipes never beat a hard constraint: with too few others, recent ones fill the plan',
    () => {
      const narrow: PlanPreferences = {
        days: 3,
        familySize: 2,
        mealTypes: ['dinner'],
        diets: ['keto', 'vegetarian'],
      };
      const first = expectPlan(plan(narrow));
      const eligible = catalogue.recipes.filter(
        (r) => r.mealTypes.includes('dinner') && r.diets.includes('keto') && r.diets.includes('vegetarian'),
      );
      const recent = eligible.map((r) => r.id);
      const again = expectPlan(plan({ ...narrow, recentRecipeIds: recent }));
      expect(mealsOf(again)).toHaveLength(mealsOf(first).length);
      // And the plan says why last week's dinners are back.
      expect(again.warnings).toContainEqual(
        expect.stringMatching(
          /^From your last plans again: 3 dinners, “.+”, “.+” and “.+”\. No new keto vegetarian dinners fit your choices\.$/,
        ),
      );
    },
    SLOW,
  );

  it(
    'a dish repeated from the last plans is named with its reason: too few new ones, or the budget',
    () => {
      const first = expectPlan(plan({ ...thai, seed: 0 }));
      expect(first.warnings.join(' ')).not.toMatch(/last plans/);
      const recent = mealsOf(first).map((m) => m.recipeId);
      const second = expectPlan(plan({ ...thai, recentRecipeIds: recent, seed: 1 }));
      const repeated = mealsOf(second).filter((m) => recent.includes(m.recipeId));
      expect(repeated).toHaveLength(2);
      const said = second.warnings.find((w) => w.startsWith('From your last plans again: 2 dinners, '));
      expect(said).toMatch(
        /^From your last plans again: 2 dinners, “.+” and “.+”\. Only 3 new Thai vegan dinners fit 20 minutes\.$/,
      );
      for (const m of repeated) expect(said).toContain(`“${m.name}”`);
      // Enough new Italian breakfasts exist, but not within $16 together (the plan spends most of
      // it; $18 until juice was bought as fruit, when $18 bought all but one new).
      const breakfasts = { ...italianBreakfasts, budgetDollars: 16 };
      const week1 = expectPlan(plan({ ...breakfasts, seed: 0 }));
      const week2 = expectPlan(
        plan({ ...breakfasts, recentRecipeIds: mealsOf(week1).map((m) => m.recipeId), seed: 1 }),
      );
      expect(week2.warnings).toContainEqual(
        expect.stringMatching(
          /^From your last plans again: 2 breakfasts, “.+” and “.+”\. New ones would take the plan over your \$16\.00 budget\.$/,
        ),
      );
    },
    SLOW,
  );

  it(
    'names the budget once for every meal type it kept from the last plans',
    () => {
      // A walk-through's plan said "New ones would take the plan over your $75.00 budget." three
      // times in a row, once per meal type: the wizard's defaults for two, a second week.
      const prefs: PlanPreferences = {
        days: 3,
        familySize: 2,
        mealTypes: ['breakfast', 'lunch', 'dinner'],
        diets: ['vegetarian', 'gluten-free'],
        cuisines: ['italian', 'mediterranean', 'asian'],
        maxCookingMinutes: 30,
        caloriesPerMeal: 600,
        budgetDollars: 75,
      };
      const week1 = expectPlan(plan({ ...prefs, seed: 0 }));
      const week2 = expectPlan(
        plan({ ...prefs, seed: 1, recentRecipeIds: mealsOf(week1).map((m) => m.recipeId) }),
      );
      const said = week2.warnings.filter((w) => w.startsWith('From your last plans again:'));
      expect(said).toHaveLength(1);
      expect(said[0]).toMatch(
        /^From your last plans again: \d+ (?:breakfast|lunch|dinner)e?s?, “.+”; \d+ (?:lunch|dinner)(?:es)?, “.+”\. New ones would take the plan over your \$75\.00 budget\.$/,
      );
      expect(said[0]!.match(/New ones would take/g)).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'a refreshed plan’s notes describe it as it now is, counted as when it was made',
    () => {
      const recent = mealsOf(expectPlan(plan({ ...thai, seed: 0 }))).map((m) => m.recipeId);
      const again = { ...thai, recentRecipeIds: recent, seed: 1 };
      const week2 = expectPlan(plan(again));
      const current = week2.days.flatMap((d) =>
        d.meals.map((m) => ({ day: d.day, type: m.type, recipeId: m.recipeId })),
      );
      // A new Thai dinner refreshed: the only others left are last week's or another cuisine's.
      const replaced = week2.days.find((d) => !recent.includes(d.meals[0]!.recipeId))!;
      const result = refreshMeal({ preferences: again, priceBook }, current, {
        day: replaced.day,
        type: 'dinner',
      });
      if (!result.ok || !result.plan) throw new Error('expected a whole plan');
      const meals = mealsOf(result.plan);
      const back = meals.filter((m) => recent.includes(m.recipeId));
      const other = meals.filter((m) => m.cuisine !== 'thai');
      // 2 repeats before; the replacement is a third, or a dinner of another cuisine.
      expect(back.length + other.length).toBe(3);
      const notes = result.plan.warnings;
      expect(result.warnings).toEqual(notes);
      expect(notes.join(' ')).not.toContain(replaced.meals[0]!.name);
      const said = notes.find((w) => w.startsWith('From your last plans again:'));
      // Counted over every Thai vegan 20-minute dinner, the plan's own included, as for week 2.
      expect(said).toMatch(
        new RegExp(
          `^From your last plans again: ${back.length} dinners, .+\\. Only 3 new Thai vegan dinners fit 20 minutes\\.$`,
        ),
      );
      for (const m of back) expect(said).toContain(`“${m.name}”`);
      if (other.length > 0) expect(notes).toContain('1 dinner is from other cuisines.');
      else expect(notes.join(' ')).not.toMatch(/other cuisines/);
    },
    SLOW,
  );

  it(
    'the same seed gives the same plan; other seeds give different plans of near-equal value',
    () => {
      const a = expectPlan(plan({ ...prefs, seed: 11 }));
      const b = expectPlan(plan({ ...prefs, seed: 11 }));
      expect(mealsOf(b).map((m) => m.recipeId)).toEqual(mealsOf(a).map((m) => m.recipeId));
      const plain = expectPlan(plan(prefs));
      const ids = (p: MealPlan) =>
        mealsOf(p)
          .map((m) => m.recipeId)
          .sort()
          .join();
      const seeds = [1, 2, 3, 4].map((seed) => expectPlan(plan({ ...prefs, seed })));
      expect(new Set([plain, ...seeds].map(ids)).size).toBeGreaterThan(2);
      // Near-equal: the seed moves each meal's score by less than WEIGHTS.seedJitter cents a
      // serving, so a seeded plan, scored without the seed, is worse than the unseeded one by less
      // than that over every serving of the week (840 ¢, 5.4 % of this plan's score), had both been
      // found exactly. Measured: up to 4.1 % before session 19's side pairings, 1.3–5.3 % since
      // (the week lost its cheapest calories, rice beside a pasta; this test's 5 % then failed).
      const problem = buildProblem(catalogue, normalizePreferences(prefs), priceBook);
      const score = (p: MealPlan) => objectiveOf(problem, p);
      const spread = WEIGHTS.seedJitter * prefs.familySize * mealsOf(plain).length;
      for (const s of seeds) expect(score(s)).toBeLessThan(score(plain) + spread);
    },
    SLOW,
  );

  it(
    'no main protein on more than ⌈days/2⌉ breakfasts',
    () => {
      for (const diets of [[], ['vegetarian'], ['gluten-free']] as DietId[][]) {
        const result = expectPlan(plan({ days: 7, familySize: 4, mealTypes: ['breakfast'], diets }));
        const counts = new Map<string, number>();
        for (const m of mealsOf(result)) counts.set(m.main_protein, (counts.get(m.main_protein) ?? 0) + 1);
        for (const [protein, n] of counts) if (protein !== 'none') expect(n, protein).toBeLessThanOrEqual(4);
      }
    },
    SLOW,
  );
});

/** A plan's objective in `problem` (recipes matched by id). */
function objectiveOf(problem: Problem, p: MealPlan): number {
  const picks: Pick[] = mealsOf(p).map((m) => ({
    candidate: problem.candidates.find((c) => c.recipe.id === m.recipeId)!.index,
    type: m.type,
  }));
  return evaluate(problem, picks).objective;
}

describe('a dish once a plan', () => {
  it(
    'never plans two versions of one dish (Butter Chicken and Weeknight Butter Chicken), nor refreshes into one',
    () => {
      const requests: PlanPreferences[] = [
        { days: 7, familySize: 4, mealTypes: ['dinner'], cuisines: ['indian'], maxCookingMinutes: 60 },
        { days: 7, familySize: 2, mealTypes: ['lunch', 'dinner'], cuisines: ['thai'], maxCookingMinutes: 45 },
        { days: 7, familySize: 3, mealTypes: ['dinner'], cuisines: ['asian', 'mediterranean'] },
        {
          days: 3,
          familySize: 2,
          mealTypes: ['breakfast', 'lunch', 'dinner'],
          cuisines: ['italian', 'mediterranean', 'asian'],
          maxCookingMinutes: 30,
          caloriesPerMeal: 600,
        },
        // "Chorizo and Sweet Potato Hash with Fried Eggs" and "Chorizo and Sweet Potato Hash" were two
        // dishes to the planner: a walk-through's 2-day plan had both.
        ...[1, 2, 3, 4, 5, 6].map((seed): PlanPreferences => ({
          days: 2,
          familySize: 4,
          mealTypes: ['breakfast', 'lunch', 'dinner'],
          cuisines: ['mexican'],
          maxCookingMinutes: 45,
          caloriesPerMeal: 700,
          seed,
        })),
      ];
      for (const prefs of requests) {
        const result = expectPlan(plan(prefs));
        const dishes = mealsOf(result).map((m) => catalogue.dishOf(catalogue.recipe(m.recipeId)!.name));
        expect(new Set(dishes).size, dishes.join(', ')).toBe(dishes.length);
        const current = result.days.flatMap((d) =>
          d.meals.map((m) => ({ day: d.day, type: m.type, recipeId: m.recipeId })),
        );
        for (const m of current.slice(0, 4)) {
          const refreshed = refreshMeal({ preferences: prefs, priceBook }, current, {
            day: m.day,
            type: m.type,
          });
          if (!refreshed.ok) continue;
          const others = current
            .filter((o) => o !== m)
            .map((o) => catalogue.dishOf(catalogue.recipe(o.recipeId)!.name));
          expect(others).not.toContain(catalogue.dishOf(refreshed.meal.name));
          expect(catalogue.dishOf(refreshed.meal.name)).not.toBe(
            catalogue.dishOf(catalogue.recipe(m.recipeId)!.name),
          );
        }
      }
    },
    SLOW,
  );
});

describe('look-alike dishes', () => {
  const alike = (recipeId: string) => lookalikeOf(catalogue.recipe(recipeId)!);

  it('a plan holds two look-alikes only when it must, and no dish family dominates (tacos 4 times in 9 meals)', () => {
    const result = expectPlan(
      plan({
        days: 3,
        familySize: 1,
        mealTypes: ['breakfast', 'lunch', 'dinner'],
        cuisines: ['asian', 'mexican'],
        maxCookingMinutes: 45,
        caloriesPerMeal: 850,
      }),
    );
    const keys = mealsOf(result).flatMap((m) => alike(m.recipeId) ?? []);
    expect(keys.length).toBeGreaterThan(0);
    expect(
      new Set(keys).size,
      mealsOf(result)
        .map((m) => m.name)
        .join(', '),
    ).toBe(keys.length);
    // At most ⌈9/4⌉ = 3 meals of one dish family (the plan had 4 tacos and tostadas).
    const families = new Map<string, number>();
    for (const m of mealsOf(result)) {
      const family = dishFamilyOf(catalogue.recipe(m.recipeId)!);
      families.set(family, (families.get(family) ?? 0) + 1);
    }
    expect(Math.max(...families.values()), JSON.stringify([...families])).toBeLessThanOrEqual(3);
  });

  it('a refresh does not bring a look-alike of a meal in the plan (two tofu-and-broccoli dinners)', () => {
    const prefs: PlanPreferences = {
      days: 5,
      familySize: 4,
      mealTypes: ['dinner'],
      cuisines: ['asian'],
      maxCookingMinutes: 45,
      caloriesPerMeal: 600,
    };
    const names = [
      'Sesame-Garlic Tofu and Broccoli',
      'Vegetable Fried Rice with Tofu',
      'Chinese Tomato and Egg Stir-Fry',
      'Fifteen-Minute Vegetable Lo Mein',
      'Crispy Orange Chicken',
    ];
    const current = names.map((name, i) => ({
      day: i + 1,
      type: 'dinner' as const,
      recipeId: catalogue.recipes.find((r) => r.name === name)!.id,
    }));
    for (const day of [2, 3, 4, 5]) {
      const refreshed = refreshMeal({ preferences: prefs, priceBook }, current, { day, type: 'dinner' });
      if (!refreshed.ok) throw new Error(refreshed.explanation);
      const others = current.filter((m) => m.day !== day).flatMap((m) => alike(m.recipeId) ?? []);
      expect(others, refreshed.meal.name).not.toContain(alike(refreshed.meal.recipeId));
      // Nor another version of a dish in the plan ("Vegetable Lo Mein" beside the fifteen-minute one).
      expect(refreshed.meal.name).not.toBe('Vegetable Lo Mein');
    }
  });
});

describe('one staple does not carry the week', () => {
  it('puts rice under at most ⌈21/4⌉ = 6 of a 7-day week (it was 11 with no cuisine chosen)', () => {
    const result = expectPlan(
      plan({ days: 7, familySize: 4, mealTypes: ['breakfast', 'lunch', 'dinner'], caloriesPerMeal: 600 }),
    );
    const staples = new Map<string, number>();
    for (const m of mealsOf(result)) {
      const staple = stapleOfRecipe(catalogue.recipe(m.recipeId)!);
      if (staple) staples.set(staple, (staples.get(staple) ?? 0) + 1);
    }
    expect(staples.get('rice') ?? 0).toBeGreaterThan(0);
    for (const [staple, n] of staples) expect(n, staple).toBeLessThanOrEqual(6);
  });
});

describe('a family that eats meat gets meat or fish at some meals', () => {
  const meaty = (p: MealPlan, type: MealType) =>
    mealsOf(p).filter((m) => m.type === type && isMeatOrFish(catalogue.recipe(m.recipeId)!.mainProtein))
      .length;

  it('five dinners for four with no diet: at least 3 with meat or fish (they were dal, chana pulao, rajma, chana masala and a pasta)', () => {
    const result = expectPlan(
      plan({ days: 5, familySize: 4, mealTypes: ['dinner'], maxCookingMinutes: 45, caloriesPerMeal: 600 }),
    );
    expect(meaty(result, 'dinner')).toBeGreaterThanOrEqual(3);
  });

  it('a 7-day week with no diet and no cuisine: meat or fish at ⌈7/2⌉ dinners and ⌊7/3⌋ lunches (it had none in 21 meals)', () => {
    const result = expectPlan(
      plan({
        days: 7,
        familySize: 4,
        mealTypes: ['breakfast', 'lunch', 'dinner'],
        maxCookingMinutes: 30,
        caloriesPerMeal: 600,
      }),
    );
    expect(meaty(result, 'dinner')).toBeGreaterThanOrEqual(4);
    expect(meaty(result, 'lunch')).toBeGreaterThanOrEqual(2);
  });

  it('asks nothing of a vegetarian family, nor of one with a budget that only meatless meals fit', () => {
    const prefs: PlanPreferences = { days: 5, familySize: 4, mealTypes: ['dinner'], maxCookingMinutes: 45 };
    const problem = buildProblem(
      catalogue,
      normalizePreferences({ ...prefs, diets: ['vegetarian'] }),
      priceBook,
    );
    expect(problem.meatlessCaps.every((cap) => cap === Infinity)).toBe(true);
    const omnivore = buildProblem(catalogue, normalizePreferences(prefs), priceBook);
    expect(omnivore.meatlessCaps).toEqual([Infinity, 5 - 1, 2]);
    // The cheapest five dinners (no meat) cost less than the plan with meat: under that budget
    // the plan is still made, meatless (the budget is hard, meat a preference).
    const cheapest = expectPlan(plan({ ...prefs, budgetDollars: 45 }));
    expect(cheapest.totals.cost_cents).toBeLessThanOrEqual(4500);
  });
});

describe('a refresh brings something else, not a look-alike of what the family refreshed out', () => {
  const alike = (recipeId: string) => lookalikeOf(catalogue.recipe(recipeId)!);
  const idOf = (name: string) => catalogue.recipes.find((r) => r.name === name)!.id;

  it.each([
    ['Warm Chickpeas with Tahini and Cumin', 'mediterranean'],
    ['Red Pepper Shakshuka with Feta', 'mediterranean'],
    ['Tofu Shakshuka', 'mediterranean'],
    ['Chicken Pad Thai', 'thai'],
    ['Egg Fried Rice', 'asian'],
  ] as const)('refreshing %s', (name, cuisine) => {
    const recipe = catalogue.recipe(idOf(name))!;
    const type = recipe.mealTypes[0]!;
    const prefs: PlanPreferences = {
      days: 1,
      familySize: 2,
      mealTypes: [type],
      cuisines: [cuisine],
      maxCookingMinutes: 60,
      caloriesPerMeal: 600,
    };
    const current = [{ day: 1, type, recipeId: recipe.id }];
    const first = refreshMeal({ preferences: prefs, priceBook }, current, { day: 1, type });
    if (!first.ok) throw new Error(first.explanation);
    expect(alike(first.meal.recipeId), first.meal.name).not.toBe(alike(recipe.id));
    // Refreshed again, the meal refreshed out first (avoided now) keeps its look-alikes away too.
    const second = refreshMeal(
      { preferences: { ...prefs, avoidRecipeIds: [recipe.id, first.meal.recipeId] }, priceBook },
      [{ day: 1, type, recipeId: first.meal.recipeId }],
      { day: 1, type },
    );
    if (!second.ok) throw new Error(second.explanation);
    expect(alike(second.meal.recipeId), second.meal.name).not.toBe(alike(recipe.id));
  });
});

describe('a refresh keeps the day varied', () => {
  it('does not put the main protein of another meal that day in the new meal (chickpeas at breakfast and dinner)', () => {
    const prefs: PlanPreferences = {
      days: 5,
      familySize: 2,
      mealTypes: ['breakfast', 'lunch', 'dinner'],
      maxCookingMinutes: 45,
      caloriesPerMeal: 600,
    };
    const current = mealsOf(expectPlan(plan(prefs))).map((m) => ({
      day: m.slot.day,
      type: m.slot.type,
      recipeId: m.recipeId,
    }));
    let checked = 0;
    for (const m of current) {
      const refreshed = refreshMeal({ preferences: prefs, priceBook }, current, m);
      if (!refreshed.ok) continue;
      checked += 1;
      const protein = catalogue.recipe(refreshed.meal.recipeId)!.mainProtein;
      if (protein === 'none') continue;
      const sameDay = current
        .filter((o) => o.day === m.day && o !== m)
        .map((o) => catalogue.recipe(o.recipeId)!.mainProtein);
      expect(sameDay, `day ${m.day} ${m.type}: ${refreshed.meal.name}`).not.toContain(protein);
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe('the search within a budget sees every candidate at the end', () => {
  it(
    'takes a single swap the pruned pools of its kicks and insertions leave out (the exact optimum)',
    () => {
      // 3 Italian vegetarian breakfasts for one at $18 with a few sales (bench/planner's prices):
      // the plan kept a plain 202 kcal tamagoyaki where a fitted pan con tomate with avocado (an
      // avocado the plan buys anyway) fit the budget, 4.1 % over the exact optimum: every descent
      // after a kick or an insertion looked at the pruned pools only, where that dish is not.
      const sales = withSales(
        priceBook,
        [
          'chicken-thigh',
          'ground-beef',
          'salmon',
          'red-bell-pepper',
          'broccoli',
          'cheddar',
          'egg',
          'tofu',
        ].flatMap((id, i) =>
          (priceBook.offers[id] ?? []).map((o) => ({
            productId: o.productId,
            saleCents: Math.round(o.regularCents * (0.6 + (i % 3) * 0.075)),
          })),
        ),
      );
      const mine = expectPlan(planMeals({ preferences: italianBreakfasts, priceBook: sales }));
      const exact = expectPlan(
        planMeals({
          preferences: italianBreakfasts,
          priceBook: sales,
          solver: { mip: true, candidates: 'full', relativeGap: 0, timeLimitSeconds: 60 },
        }),
      );
      expect(mine.totals.cost_cents).toBeLessThanOrEqual(1800);
      expect(mine.solver.objective).toBeLessThanOrEqual(exact.solver.objective + 1e-6);
    },
    SLOW,
  );
});

describe('honest, deterministic answers', () => {
  it(
    "a budget below a small plan's minimum is proven too low, the minimum stated as proven, and what keeping the cuisines costs",
    () => {
      // (The cuisines' budget was $23.03, its portions' $35.72, until juice was bought as fruit: a
      // lemon, not a bottle.) The exact search proved $17.86 optimal, but its plan's cost came out 3e-13 ¢ above the
      // greedy plan's (the same plan, summed in another order), which read as HiGHS' false
      // "optimal": the answer said "we found" and searched the fitted problem again (9.7 s).
      const withBudget = (budgetDollars: number) =>
        plan({
          days: 3,
          familySize: 1,
          mealTypes: ['breakfast', 'lunch'],
          diets: ['vegan'],
          cuisines: ['american', 'indian'],
          budgetDollars,
        });
      const result = withBudget(15);
      if (result.ok) throw new Error('expected budget_too_low');
      expect(result.reason).toBe('budget_too_low');
      expect(result.explanation).toBe(
        "No 3-day plan with your choices fits a $15.00 budget at this store's prices. The cheapest possible plan costs $17.86, and 2 of its 6 meals are not American or Indian. Keeping to American or Indian meals costs at least $21.08. At $21.08, each meal is one recipe serving per person without sides (about 278 kcal a meal against your 600). Full portions and sides would bring it to $33.69.",
      );
      expect(result.minimum_budget_cents).toBe(1786);
      expect(result.nearest_plan?.totals.cost_cents).toBe(1786);
      const nearestMeals = result.nearest_plan!.days.flatMap((d) => d.meals);
      expect(nearestMeals.every((m) => m.sides.length === 0 && m.portion === 1)).toBe(true);
      // The budget that keeps the family's cuisines, said and offered, buys a plan that keeps them.
      expect(result.cuisine_budget_cents).toBe(2108);
      const kept = expectPlan(withBudget(21.08));
      expect(kept.totals.cost_cents).toBeLessThanOrEqual(2108);
      expect(mealsOf(kept).every((m) => ['american', 'indian'].includes(m.cuisine))).toBe(true);
      // What the answer says of portions is of that plan, the first button's (a walk-through's
      // answer spoke of the cheapest plan's portions and full-portions price beside buttons of the
      // cuisines plan's): each meal plain, about 278 kcal.
      expect(mealsOf(kept).every((m) => m.sides.length === 0 && m.portion === 1)).toBe(true);
      const mean = mealsOf(kept).reduce((sum, m) => sum + m.calories_per_person, 0) / mealsOf(kept).length;
      expect(Math.abs(mean - 278)).toBeLessThan(1);
      // And the budget that gives that plan its portions and sides (offered as a button): its
      // plan keeps the cuisines, and no meal is left one plain serving under the calories.
      expect(result.full_portions_budget_cents).toBe(3369);
      const full = expectPlan(withBudget(33.69));
      expect(full.totals.cost_cents).toBeLessThanOrEqual(3369);
      expect(mealsOf(full).every((m) => ['american', 'indian'].includes(m.cuisine))).toBe(true);
      const plainUnder = (p: MealPlan) =>
        mealsOf(p).filter((m) => m.portion === 1 && m.sides.length === 0 && m.calories_per_person < 510)
          .length;
      expect(plainUnder(kept)).toBeGreaterThan(0); // the premise: the cuisines' cheapest plan is plain
      expect(plainUnder(full)).toBe(0);
    },
    SLOW,
  );

  it(
    '7 days, 2 people, lunch + dinner, keto, 60 min, 300 kcal, $84 answers the same every time',
    () => {
      const prefs: PlanPreferences = {
        days: 7,
        familySize: 2,
        mealTypes: ['lunch', 'dinner'],
        diets: ['keto'],
        maxCookingMinutes: 60,
        caloriesPerMeal: 300,
        budgetDollars: 84,
      };
      const answers = [plan(prefs), plan(prefs), plan(prefs)].map((r) => {
        const { solver: _solver, ...rest } = r.ok ? r : { ...r, solver: null };
        void _solver;
        return JSON.stringify(r.ok ? rest : { ...r, nearest_plan: r.nearest_plan?.days });
      });
      expect(answers[1]).toBe(answers[0]);
      expect(answers[2]).toBe(answers[0]);
      const result = plan(prefs);
      if (result.ok) expect(result.totals.cost_cents).toBeLessThanOrEqual(8400);
      else {
        expect(result.reason).toBe('budget_too_low');
        // A budget at the minimum returns a plan.
        const again = expectPlan(plan({ ...prefs, budgetDollars: result.minimum_budget_cents! / 100 }));
        expect(again.totals.cost_cents).toBeLessThanOrEqual(result.minimum_budget_cents!);
      }
    },
    SLOW,
  );

  it(
    '2 days, 1 person, B/L/D, vegetarian + gluten-free, Mexican, 45 min: the minimum budget is proven and enough',
    () => {
      const prefs: PlanPreferences = {
        days: 2,
        familySize: 1,
        mealTypes: ['breakfast', 'lunch', 'dinner'],
        diets: ['vegetarian', 'gluten-free'],
        cuisines: ['mexican'],
        maxCookingMinutes: 45,
        budgetDollars: 1,
      };
      const low = plan(prefs);
      expect(low.ok).toBe(false);
      if (low.ok) return;
      expect(low.reason).toBe('budget_too_low');
      expect(low.explanation).toMatch(/The cheapest possible plan costs/);
      const minimum = low.minimum_budget_cents!;
      // One cent under the proven minimum: still too low; at it: a plan (not a time-out).
      const under = plan({ ...prefs, budgetDollars: (minimum - 1) / 100 });
      expect(under).toMatchObject({ ok: false, reason: 'budget_too_low', minimum_budget_cents: minimum });
      const at = expectPlan(plan({ ...prefs, budgetDollars: minimum / 100 }));
      expect(at.totals.cost_cents).toBeLessThanOrEqual(minimum);
      // $18 is answered with a plan or the proven minimum, never "try again".
      const eighteen = plan({ ...prefs, budgetDollars: 18 });
      if (eighteen.ok) expect(eighteen.totals.cost_cents).toBeLessThanOrEqual(1800);
      else expect(eighteen).toMatchObject({ reason: 'budget_too_low', minimum_budget_cents: minimum });
    },
    SLOW,
  );

  /** Two keto vegetarian dinners for two at $1: a small budget too low, proven in a moment. */
  const KETO_VEGETARIAN_TWO_DINNERS: PlanPreferences = {
    days: 2,
    familySize: 2,
    mealTypes: ['dinner'],
    diets: ['keto', 'vegetarian'],
    budgetDollars: 1,
  };

  it(
    'the proven minimum budget is the brute-force cheapest plan (HiGHS without the faulty presolve)',
    () => {
      const prefs = KETO_VEGETARIAN_TWO_DINNERS;
      const result = plan(prefs);
      expect(result).toMatchObject({ ok: false, reason: 'budget_too_low' });
      if (result.ok) return;
      // The budget fallback's problem: every recipe fitted and as one plain serving.
      const problem = buildProblem(catalogue, normalizePreferences(prefs), priceBook, new Map(), 'mixed');
      const list = problem.byType.get('dinner')!;
      let best = Infinity;
      for (let i = 0; i < list.length; i += 1)
        for (let j = i + 1; j < list.length; j += 1)
          if (list[i]!.dishSlot !== list[j]!.dishSlot)
            best = Math.min(
              best,
              evaluate(problem, [
                { candidate: list[i]!.index, type: 'dinner' },
                { candidate: list[j]!.index, type: 'dinner' },
              ]).costCents,
            );
      expect(result.minimum_budget_cents).toBe(Math.ceil(best - 1e-6));
    },
    SLOW,
  );

  it('a proven minimum is kept across requests for the same request but its budget, and only for it', () => {
    const prefs = KETO_VEGETARIAN_TWO_DINNERS;
    const minimum = (result: PlanResult) => (result.ok ? null : (result.minimum_budget_cents ?? null));
    const first = minimum(plan(prefs));
    expect(first).toBeGreaterThan(100);
    // Another budget: the same search, the same minimum; at it, a plan.
    expect(minimum(plan({ ...prefs, budgetDollars: 2 }))).toBe(first);
    const at = expectPlan(plan({ ...prefs, budgetDollars: first! / 100 }));
    expect(at.totals.cost_cents).toBeLessThanOrEqual(first!);
    // Other prices or another family: searched again (a stale minimum would be the first one).
    const cheaper = withSales(
      priceBook,
      Object.values(priceBook.offers).flatMap((list) =>
        list.map((o) => ({ productId: o.productId, saleCents: Math.floor(o.regularCents * 0.8) })),
      ),
    );
    const onSale = minimum(planMeals({ priceBook: cheaper, preferences: prefs }));
    expect(onSale).toBeLessThan(first!);
    expect(minimum(plan({ ...prefs, familySize: 3 }))).toBeGreaterThan(first!);
  });

  it.each([
    { days: 2, familySize: 1, mealTypes: ['dinner'], diets: ['vegetarian'] },
    { days: 1, familySize: 4, mealTypes: ['lunch', 'dinner'], diets: ['vegan'] },
    {
      days: 1,
      familySize: 2,
      mealTypes: ['breakfast', 'dinner'],
      diets: ['gluten-free'],
      cuisines: ['mexican'],
    },
  ] as PlanPreferences[])(
    'the exact search keeps every candidate of every plan under its limit: $mealTypes for $familySize, $days day(s)',
    (prefs) => {
      const problem = buildProblem(catalogue, normalizePreferences(prefs), priceBook, new Map(), 'mixed');
      const pairs: { a: number; b: number; cents: number }[] = [];
      const [first, second] =
        prefs.mealTypes.length === 1 ? [prefs.mealTypes[0]!, prefs.mealTypes[0]!] : prefs.mealTypes;
      const as = problem.byType.get(first!)!;
      const bs = problem.byType.get(second!)!;
      for (const a of as)
        for (const b of bs)
          if (a.dishSlot !== b.dishSlot && (first !== second || a.index < b.index))
            pairs.push({
              a: a.index,
              b: b.index,
              cents: evaluate(problem, [
                { candidate: a.index, type: first! },
                { candidate: b.index, type: second! },
              ]).costCents,
            });
      // Every plan costs at least each of its candidates' floor (the floor is a floor)…
      const floors = planFloors(problem, problem.candidates);
      let tightest = Infinity;
      const above: string[] = [];
      for (const p of pairs)
        for (const c of [p.a, p.b]) {
          const floor = floors.get(c)!;
          if (floor > p.cents + 1e-6) above.push(`${c} in ${p.a}+${p.b}: ${floor} > ${p.cents}`);
          tightest = Math.min(tightest, p.cents - floor);
        }
      expect(above.slice(0, 5)).toEqual([]);
      // … and some plan costs little more than it (else it would prove little).
      expect(tightest).toBeLessThan(100);
      // So the search over the kept candidates, with a limit a little over the cheapest plan,
      // keeps every plan under the limit, and leaves candidates out.
      const limit = pairs.reduce((least, p) => Math.min(least, p.cents), Infinity) * 1.15;
      const kept = new Set(withinPlanFloor(problem, problem.candidates, limit).map((c) => c.index));
      const dropped = pairs.filter((q) => q.cents <= limit && !(kept.has(q.a) && kept.has(q.b)));
      expect(dropped.slice(0, 5)).toEqual([]);
      expect(kept.size).toBeLessThan(problem.candidates.length);
    },
    SLOW,
  );

  it(
    'the minimum cooking time checks the budget too',
    () => {
      const prefs: PlanPreferences = {
        days: 7,
        familySize: 2,
        mealTypes: ['dinner'],
        maxCookingMinutes: 12,
        budgetDollars: 40,
      };
      const result = plan(prefs);
      expect(result).toMatchObject({ ok: false, reason: 'cooking_time_too_short' });
      if (result.ok) return;
      if (result.nearest_plan) {
        expect(result.nearest_plan.totals.cost_cents).toBeLessThanOrEqual(4000);
        expect(result.explanation).toMatch(/makes a full plan possible/);
      } else expect(result.explanation).toMatch(/\$40\.00 budget/);
    },
    SLOW,
  );
});

describe('meals that share their packages', () => {
  it(
    'a chosen-cuisine meal whose packages only other new meals share gets into a plan the budget holds tight',
    () => {
      // A week of French low-carb breakfasts and lunches for two at $70. The croques and ham
      // crêpes share ham, Gruyère and bread: the first alone costs its packages, so single swaps
      // and pair moves within the budget never took it (6 French meals before session 20).
      const prefs: PlanPreferences = {
        days: 7,
        familySize: 2,
        mealTypes: ['breakfast', 'lunch'],
        diets: ['low-carb'],
        cuisines: ['french'],
        maxCookingMinutes: 45,
        caloriesPerMeal: 400,
        budgetDollars: 70,
      };
      const week = expectPlan(plan(prefs));
      expect(week.totals.cost_cents).toBeLessThanOrEqual(7_000);
      const french = mealsOf(week).filter((m) => m.cuisine === 'french');
      expect(french.length).toBeGreaterThanOrEqual(7);
      // Every meal still keeps the diet and the time limit.
      for (const m of mealsOf(week)) expect(m.prep_time).toBeLessThanOrEqual(45);
    },
    SLOW,
  );
});

/** A plan's meals as a refresh names them: with the portions and sides they were planned with. */
const currentMealsOf = (week: MealPlan) =>
  week.days.flatMap((d) =>
    d.meals.map((m) => ({
      day: d.day,
      type: m.type,
      recipeId: m.recipeId,
      plain: m.portion === 1 && m.sides.length === 0,
      portion: m.portion,
      sideFoods: m.sides.map((side) => side.foodId),
    })),
  );

describe('a refresh within a budget the plan spends', () => {
  it(
    'other meals give up sides to make room for a new one, named in the notes; when none fits, the answer says what it would cost',
    () => {
      const prefs: PlanPreferences = {
        days: 7,
        familySize: 4,
        mealTypes: ['breakfast', 'lunch', 'dinner'],
        diets: ['vegetarian'],
        cuisines: ['italian', 'mexican'],
        maxCookingMinutes: 30,
        caloriesPerMeal: 600,
        budgetDollars: 155,
        seed: 2,
      };
      const week = expectPlan(plan(prefs));
      const current = currentMealsOf(week);
      // How many meals the plan's notes say the budget kept to one serving without sides.
      const keptPlain = (p: MealPlan) => {
        const note = p.warnings.find((w) => w.startsWith('To stay within your $155.00 budget, '));
        if (!note) return 0;
        if (note.includes('each meal is')) return mealsOf(p).length;
        return Number(/budget, (\d+) meals? (?:is|are) one recipe serving/.exec(note)![1]);
      };
      const before = keptPlain(week);
      let roomMade = 0;
      let refused = 0;
      for (const slot of current) {
        const result = refreshMeal({ preferences: prefs, priceBook }, current, slot);
        if (result.ok) {
          const after = result.plan!;
          expect(after.totals.cost_cents).toBeLessThanOrEqual(15_500);
          // The replacement itself may be one serving: more than one more means others gave way.
          if (keptPlain(after) > before + 1) roomMade += 1;
          // At most 2 other meals (REFRESH_MAX_SMALLER) got smaller for it.
          expect(keptPlain(after), result.meal.name).toBeLessThanOrEqual(before + 1 + 2);
        } else {
          refused += 1;
          expect(result.reason).toBe('budget_too_low');
          const said = result.explanation.match(
            /^No other (?:breakfast|lunch|dinner) recipe that fits your choices keeps the plan within your \$155\.00 budget(?: unless more than 2 other meals get smaller)?: the cheapest of the \d+ left would take it to \$(\d+\.\d\d)\.$/,
          );
          expect(said, result.explanation).not.toBeNull();
          expect(Number(said![1])).toBeGreaterThan(155);
        }
      }
      // Meals were given up for a new one somewhere (the old refresh refused all but 1 of 21). At
      // $120 until session 19: with sides that go with their dish that week keeps 17 of 21 meals
      // plain and has no room to make; at $128 it kept 16. At $128 until session 20: forced
      // insertions (shared packages) give that week 7 Italian or Mexican meals instead of 4, and
      // 18 plain meals, with no room to make; at $135 it keeps 14. At $145 since session 32: named
      // dishes kept apart (one fried rice, one shakshuka a week) leave a $135 week 17 plain meals
      // and 3 refreshes of 21, none making room; at $145, 17 refreshes, 2 making room. At $150
      // since session 45: sides no longer vary with the seed and juice is bought as fruit, so the
      // $145 week keeps 14 plain meals and 8 refreshes make none; at $150, 7 refreshes, 2 making room.
      // At $155 since session 50: recipes' times count their rests and chills (pasta salad and
      // panzanella no longer fit 30 minutes), and the $150 week keeps 15 plain meals with no
      // refresh making room; at $155, 13 plain, 14 refreshes, 5 making room.
      expect(roomMade).toBeGreaterThan(0);
      expect(refused).toBeLessThan(current.length);
    },
    SLOW,
  );
});

describe('a refresh asks little of the other meals', () => {
  it(
    'makes at most 2 other meals smaller for a new one, else says what a new one would take',
    () => {
      // A week for four at $134 that spends its budget: refreshes made up to 4 other meals
      // smaller each (a walk-through's made up to 7) to fit the new meal.
      const prefs: PlanPreferences = {
        days: 7,
        familySize: 4,
        mealTypes: ['breakfast', 'lunch', 'dinner'],
        maxCookingMinutes: 30,
        caloriesPerMeal: 600,
        budgetDollars: 134,
      };
      const week = expectPlan(plan(prefs));
      const current = currentMealsOf(week);
      const kcalBefore = new Map(
        week.days.flatMap((d) => d.meals.map((m) => [`${d.day}-${m.type}`, m.calories_per_person] as const)),
      );
      let refreshed = 0;
      for (const slot of current) {
        const result = refreshMeal({ preferences: prefs, priceBook }, current, slot);
        if (!result.ok) {
          expect(result.reason).toBe('budget_too_low');
          expect(result.explanation).toMatch(
            /^No other (?:breakfast|lunch|dinner) recipe that fits your choices keeps the plan within your \$134\.00 budget(?: unless more than 2 other meals get smaller)?: the cheapest of the \d+ left would take it to \$\d+\.\d\d\.$/,
          );
          continue;
        }
        refreshed += 1;
        const after = result.plan!;
        expect(after.totals.cost_cents).toBeLessThanOrEqual(13_400);
        const smaller = after.days.flatMap((d) =>
          d.meals.filter(
            (m) =>
              !(d.day === slot.day && m.type === slot.type) &&
              m.calories_per_person < kcalBefore.get(`${d.day}-${m.type}`)! - 1,
          ),
        );
        expect(smaller.length, `refreshing day ${slot.day} ${slot.type}`).toBeLessThanOrEqual(2);
      }
      expect(refreshed).toBeGreaterThan(0);
    },
    SLOW,
  );
});

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Two days of vegetarian Italian or Mexican lunches and dinners for four (a walk-through's choices). */
const italianOrMexican = (budgetDollars: number): PlanPreferences => ({
  days: 2,
  familySize: 4,
  mealTypes: ['lunch', 'dinner'],
  diets: ['vegetarian'],
  cuisines: ['italian', 'mexican'],
  maxCookingMinutes: 45,
  caloriesPerMeal: 600,
  budgetDollars,
});
const neitherItalianNorMexican = (p: MealPlan) =>
  mealsOf(p).filter((m) => !['italian', 'mexican'].includes(catalogue.recipe(m.recipeId)!.cuisine));

describe('the nearest plan of a budget too low', () => {
  it(
    'says what it keeps: not "your other choices" when its meals are from other cuisines',
    () => {
      // Mexican or Thai: the cheapest vegetarian plan has neither (Italian or Mexican until juice
      // was bought as fruit: its cheapest plan then had an Italian meal, said below).
      const prefs: PlanPreferences = { ...italianOrMexican(5), cuisines: ['mexican', 'thai'] };
      const low = plan(prefs);
      if (low.ok || low.reason !== 'budget_too_low') throw new Error('expected budget_too_low');
      const nearest = low.nearest_plan!;
      const other = mealsOf(nearest).filter(
        (m) => !['mexican', 'thai'].includes(catalogue.recipe(m.recipeId)!.cuisine),
      );
      expect(other.length).toBeGreaterThan(0); // the premise: the cheapest plan leaves the cuisines
      expect(nearest.warnings[0]).toBe(
        `This is the cheapest plan we can make with your diets and cooking time, whatever the cuisine: ${dollars(low.minimum_budget_cents!)} (you had set a $5.00 budget).`,
      );
      // The answer itself says the budget it names buys other cuisines (a walk-through's family
      // took "$23.09 would work" and got no Italian or Mexican meal, unwarned).
      expect(other).toHaveLength(4);
      expect(low.explanation).toMatch(
        /^(?:No|We found no) 2-day plan with your choices fits a \$5\.00 budget at this store's prices\. The cheapest (?:possible plan|plan we found) costs \$\d+\.\d\d, and none of its 4 meals is Mexican or Thai\. Keeping to Mexican or Thai meals costs (?:at least \$\d+\.\d\d\.|\$\d+\.\d\d in the cheapest plan we found\.)(?: At \$\d+\.\d\d, (?:each meal is|\d of its 4 meals (?:is|are)) one recipe serving per person without sides \(about \d+ kcal a meal against your \d+\)\.(?: Full portions and sides would bring it to \$\d+\.\d\d\.)?)?$/,
      );
      // And what keeping the cuisines costs, said and offered.
      expect(low.explanation).toContain(`Keeping to Mexican or Thai meals costs `);
      // One meal of the cheapest plan from other cuisines is said in the singular.
      const one = plan({ ...prefs, cuisines: ['italian', 'french'] });
      if (one.ok) throw new Error('expected budget_too_low');
      expect(one.explanation).toContain(', and 1 of its 4 meals is not Italian or French.');
      expect(low.explanation).toContain(dollars(low.cuisine_budget_cents!));
      expect(low.cuisine_budget_cents!).toBeGreaterThan(low.minimum_budget_cents!);
      // No cuisine chosen: every meal keeps to the choices, as before.
      const any = plan({ ...prefs, cuisines: [] });
      if (any.ok || any.reason !== 'budget_too_low') throw new Error('expected budget_too_low');
      expect(any.nearest_plan!.warnings[0]).toMatch(
        /^This is the cheapest plan that meets your other choices: \$\d+\.\d\d \(you had set a \$5\.00 budget\)\.$/,
      );
    },
    SLOW,
  );
});

describe('the notes of a plan the budget binds', () => {
  it('say a carb limit stopped a portion below 1.5×, not that 1.5× was served', () => {
    // A Korean vegetable pancake at 1.2× (501 kcal) was said to be "under 600 kcal per person even
    // with a 1.5× portion": the low-carb limit on its carbs stops its portion there.
    const result = expectPlan(
      plan({
        days: 1,
        familySize: 3,
        mealTypes: ['lunch'],
        diets: ['dairy-free', 'low-carb'],
        cuisines: ['asian'],
        maxCookingMinutes: 45,
        caloriesPerMeal: 600,
        budgetDollars: 18,
      }),
    );
    const [meal] = mealsOf(result);
    expect(meal!.calories_per_person).toBeLessThan(510); // the premise: under the band
    expect(meal!.portion).toBeLessThan(1.5);
    expect(result.warnings).toContain(
      `1 meal is under 600 kcal per person even with a 1.5× portion (less where the low-carb limit on carbs stops it) and the sides that fit your choices: ${meal!.name} (${meal!.calories_per_person} kcal).`,
    );
  });

  it('say in plain words why meals are from other cuisines', () => {
    // A walk-through found "the Italian or Mexican vegetarian dinners that fit 45 minutes do not
    // fit your $30.00 budget together" hard to read.
    const result = expectPlan(plan(italianOrMexican(30)));
    const other = neitherItalianNorMexican(result).filter((m) => m.type === 'dinner');
    expect(other).toHaveLength(1); // the premise
    expect(result.warnings).toContain(
      '1 dinner is from other cuisines: Italian or Mexican vegetarian dinners in its place would take the plan over your $30.00 budget.',
    );
  });

  it('say it once for every meal type the budget sends to other cuisines', () => {
    // The wizard's defaults for a week: the same sentence came three times, once per meal type (the
    // walk-through's $75 was at its store's prices with sales; the reference prices need $95).
    const week = expectPlan(
      plan({
        days: 7,
        familySize: 2,
        mealTypes: ['breakfast', 'lunch', 'dinner'],
        diets: ['vegetarian', 'gluten-free'],
        cuisines: ['italian', 'mediterranean', 'asian'],
        maxCookingMinutes: 30,
        caloriesPerMeal: 600,
        budgetDollars: 95,
      }),
    );
    const chosen = ['italian', 'mediterranean', 'asian'];
    const counts = (['breakfast', 'lunch', 'dinner'] as const)
      .map((type) => ({
        type,
        n: week.days.flatMap((d) => d.meals).filter((m) => m.type === type && !chosen.includes(m.cuisine))
          .length,
      }))
      .filter((row) => row.n > 0);
    expect(counts.length).toBeGreaterThan(1); // the premise: more than one meal type
    const plural = { breakfast: 'breakfasts', lunch: 'lunches', dinner: 'dinners' } as const;
    const said = counts.map((row) => `${row.n} ${row.n === 1 ? row.type : plural[row.type]}`);
    const list = said.length === 2 ? said.join(' and ') : `${said[0]}, ${said[1]} and ${said[2]}`;
    expect(week.warnings.filter((w) => w.includes('from other cuisines'))).toEqual([
      `${list} are from other cuisines: Italian, Mediterranean or Asian vegetarian gluten-free meals in their place would take the plan over your $95.00 budget.`,
    ]);
  });
});

describe('a refresh keeps to the chosen cuisines', () => {
  it(
    'other meals give up sides before a dinner of another cuisine comes in',
    () => {
      // A walk-through's week: refreshing any dinner of a $200 Italian/Mexican vegetarian week that
      // spends its budget gave Dal Tadka (Indian) each time, while an Italian or Mexican dinner fit
      // once other meals gave up their sides (cuisines come before calories, ADR 0018). Re-set to
      // $210 in session 51 (tostadas are bought as shells): at $200 the week itself then had an
      // Indian dinner, no Italian or Mexican one fitting in its place, which the notes say. Back
      // to $200 in session 52 (one main protein on more than a third of the week weighs more): at
      // $210 the day-5 dinner's Mexican replacement then needs 3 other meals smaller, over the
      // refresh's limit of 2 (`REFRESH_MAX_SMALLER`), and $200's week has no Indian dinner again.
      const prefs: PlanPreferences = {
        days: 7,
        familySize: 4,
        mealTypes: ['breakfast', 'lunch', 'dinner'],
        diets: ['vegetarian'],
        cuisines: ['italian', 'mexican'],
        maxCookingMinutes: 45,
        caloriesPerMeal: 600,
        budgetDollars: 200,
      };
      const week = expectPlan(plan(prefs));
      const budgetCents = prefs.budgetDollars! * 100;
      // The premise: the budget is spent (no other dinner fits in what is left, $1.06), and every
      // dinner is of the chosen cuisines.
      expect(week.totals.cost_cents).toBeGreaterThan(budgetCents - 150);
      expect(week.warnings.join(' ')).not.toMatch(/from other cuisines/);
      const current = currentMealsOf(week);
      const cuisines: string[] = [];
      for (const slot of current.filter((m) => m.type === 'dinner')) {
        const result = refreshMeal({ preferences: prefs, priceBook }, current, slot);
        if (!result.ok) throw new Error(result.explanation);
        const recipe = catalogue.recipe(result.meal.recipeId)!;
        cuisines.push(recipe.cuisine);
        expect(recipe.diets).toContain('vegetarian');
        expect(recipe.totalMinutes).toBeLessThanOrEqual(45);
        expect(result.plan!.totals.cost_cents).toBeLessThanOrEqual(budgetCents);
        expect(result.plan!.warnings.join(' ')).not.toMatch(/from other cuisines/);
      }
      expect(cuisines.filter((c) => c !== 'italian' && c !== 'mexican')).toEqual([]);
    },
    SLOW,
  );
});

describe('a refresh is another meal, not a smaller week', () => {
  it(
    'makes at most 2 other meals smaller, also to bring a meal of the chosen cuisines',
    () => {
      // A walk-through's spent $120 week for four: refreshing one lunch for a meal of the family's
      // cuisines took 8 other meals down to one serving without sides (a frittata from 594 to 225
      // kcal a person); the family asked for one other meal. This spent $100 week for two made 8
      // and 9 other meals smaller for a refreshed dinner the same way.
      const prefs: PlanPreferences = {
        days: 7,
        familySize: 2,
        mealTypes: ['lunch', 'dinner'],
        diets: ['vegetarian'],
        cuisines: ['italian', 'mexican'],
        maxCookingMinutes: 30,
        caloriesPerMeal: 700,
        budgetDollars: 100,
      };
      const week = expectPlan(plan(prefs));
      const current = currentMealsOf(week);
      const kcal = (p: MealPlan) =>
        new Map(p.days.flatMap((d) => d.meals.map((m) => [`${d.day}-${m.type}`, m.calories_per_person])));
      const before = kcal(week);
      let most = 0;
      for (const slot of current) {
        const result = refreshMeal({ preferences: prefs, priceBook }, current, slot);
        if (!result.ok) {
          expect(result.reason).toBe('budget_too_low');
          continue;
        }
        const after = kcal(result.plan!);
        const smaller = [...after].filter(
          ([key, value]) => key !== `${slot.day}-${slot.type}` && value < before.get(key)! - 1,
        ).length;
        most = Math.max(most, smaller);
      }
      expect(most).toBeLessThanOrEqual(2);
    },
    SLOW,
  );
});

describe('wording', () => {
  it(
    'counts agree with their nouns: "No …" for none, "1 is needed" for one',
    () => {
      const result = plan({
        days: 1,
        familySize: 2,
        mealTypes: ['dinner'],
        diets: ['keto', 'vegan'],
        maxCookingMinutes: 10,
      });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.explanation).not.toMatch(/Only 0|only 0/);
      expect(result.explanation).not.toMatch(/1 different ones/);
      expect(result.explanation).not.toMatch(/1 [a-z]+ recipes/);
      expect(result.explanation).not.toMatch(/No [a-z]+ recipe that/);
      // No vegetarian low-carb dinner is made in 10 minutes in the catalogue (the premise).
      const none = {
        familySize: 2,
        mealTypes: ['dinner'],
        diets: ['vegetarian', 'low-carb'],
        maxCookingMinutes: 10,
      } as const;
      expect(
        catalogue.recipes.filter(
          (r) =>
            r.mealTypes.includes('dinner') &&
            r.diets.includes('vegetarian') &&
            r.diets.includes('low-carb') &&
            r.totalMinutes <= 10,
        ),
      ).toHaveLength(0);
      const week = plan({ ...none, days: 7, mealTypes: [...none.mealTypes], diets: [...none.diets] });
      expect(week.ok ? '' : week.explanation).toMatch(
        /^No dinner recipes that are all of vegetarian, low-carb can be made in 10 minutes, and 7 different ones are needed\./,
      );
      const day = plan({ ...none, days: 1, mealTypes: [...none.mealTypes], diets: [...none.diets] });
      expect(day.ok ? '' : day.explanation).toMatch(/can be made in 10 minutes, and 1 is needed\./);
    },
    SLOW,
  );

  it(
    'a refresh blocked by the budget says budget; one blocked by variety says so',
    () => {
      const prefs: PlanPreferences = { days: 3, familySize: 2, mealTypes: ['dinner'] };
      const result = expectPlan(plan(prefs));
      const current = result.days.map((d) => ({
        day: d.day,
        type: 'dinner' as const,
        recipeId: d.meals[0]!.recipeId,
      }));
      // A budget of exactly the plan's cost: only a cheaper replacement could fit.
      const tight = refreshMeal({ preferences: { ...prefs, budgetDollars: 0.01 }, priceBook }, current, {
        day: 2,
        type: 'dinner',
      });
      expect(tight).toMatchObject({ ok: false, reason: 'budget_too_low' });
      if (!tight.ok) expect(tight.explanation).toMatch(/\$0\.01 budget/);
      // Every eligible recipe already in the plan: variety, not budget (even with a budget).
      const narrow: PlanPreferences = {
        days: 1,
        familySize: 2,
        mealTypes: ['dinner'],
        avoidRecipeIds: catalogue.recipes.filter((r) => r.id !== current[0]!.recipeId).map((r) => r.id),
        budgetDollars: 500,
      };
      const only = refreshMeal({ preferences: narrow, priceBook }, [current[0]!], { day: 1, type: 'dinner' });
      expect(only).toMatchObject({ ok: false, reason: 'not_enough_recipes' });
      if (!only.ok) expect(only.explanation).not.toMatch(/budget/);
    },
    SLOW,
  );
});
