import { groceryListRequestSchema } from '@saverly/contracts';
import { describe, expect, it } from 'vitest';
import {
  cuisineRegained,
  resizedText,
  allMeals,
  buildGroceryListRequest,
  countSelected,
  firstMeal,
  replaceMeal,
  selectAll,
  sumNutrition,
} from './plan';
import { barPercent, planStats } from './plan-stats';
import { buildMeal, buildPlan } from './test-data';

describe('buildGroceryListRequest', () => {
  it('sends the whole plan with each meal marked selected or not', () => {
    const plan = buildPlan(2, ['lunch', 'dinner']);
    const selected = { ...selectAll(plan), 'd1-dinner': false };
    const body = buildGroceryListRequest(plan, selected);
    expect(body.meal_plan.id).toBe('plan-1');
    // The stored plan is named, so the server buys its portions and sides.
    expect(body.plan_id).toBe('plan-1');
    expect(body.meal_plan.store).toEqual(plan.store);
    expect(body.meal_plan.totals).toEqual(plan.totals);
    expect(body.meal_plan.days.flatMap((day) => day.meals.map((meal) => [meal.id, meal.selected]))).toEqual([
      ['d1-lunch', true],
      ['d1-dinner', false],
      ['d2-lunch', true],
      ['d2-dinner', true],
    ]);
    expect(body.meal_plan.days[0]!.meals[0]!.ingredients).toEqual(['1 cup rice', '2 tomatoes, diced']);
    const parsed = groceryListRequestSchema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.meal_plan.days[0]?.meals[1]?.selected).toBe(false);
  });

  it('sends no plan_id for a plan that was not stored', () => {
    const body = buildGroceryListRequest({ ...buildPlan(1, ['dinner']), id: null }, {});
    expect(body.plan_id).toBeNull();
    expect(groceryListRequestSchema.safeParse(body).success).toBe(true);
  });

  it('treats a meal missing from the selection as not selected', () => {
    const body = buildGroceryListRequest(buildPlan(1, ['dinner']), {});
    expect(body.meal_plan.days[0]!.meals[0]!.selected).toBe(false);
  });
});

describe('plan helpers', () => {
  it('counts, selects and finds the first meal of an answer', () => {
    const plan = buildPlan(2, ['dinner']);
    expect(allMeals(plan)).toHaveLength(2);
    expect(countSelected(plan, { 'd1-dinner': true, 'd2-dinner': false })).toBe(1);
    expect(firstMeal(plan)?.id).toBe('d1-dinner');
    expect(firstMeal(buildPlan(0))).toBeUndefined();
    expect(firstMeal(null)).toBeUndefined();
  });

  it("sums nutrition per person: mains at their portions, energy from the meals' calories", () => {
    const meal = buildMeal(1, 'lunch', 'x');
    expect(sumNutrition([meal, meal]).energy_kcal).toBe(1040);
    expect(sumNutrition([]).protein_g).toBe(0);
    const larger = buildMeal(1, 'dinner', 'y', { portion: 1.5, calories: 900 });
    expect(sumNutrition([meal, larger])).toMatchObject({ energy_kcal: 1420, protein_g: 50, fat_g: 37.5 });
  });
});

describe('planStats', () => {
  it('gives each day calories and macros per person and the selected cost against the budget', () => {
    const plan = buildPlan(2, ['lunch', 'dinner']);
    const stats = planStats(plan, { 'd1-lunch': true, 'd1-dinner': true, 'd2-lunch': true });
    expect(stats.days[0]).toMatchObject({ day: 1, calories: 1040, proteinG: 40, carbsG: 140, fatG: 30 });
    const split = stats.days[0]!.split;
    expect(split.protein + split.carbs + split.fat).toBeCloseTo(1);
    expect(split.fat).toBeCloseTo(270 / (160 + 560 + 270));
    expect(stats.dailyCalorieTarget).toBe(1200);
    expect(stats.selectedCostCents).toBe(1350);
    expect(stats.planCostCents).toBe(1800);
    expect(stats.budgetCents).toBe(7500);
  });

  it('says net carbs beside the total for a family that counts them (keto, low-carb)', () => {
    const plan = buildPlan(1, ['lunch', 'dinner']);
    expect(planStats(plan, {}).countsNetCarbs).toBe(false);
    expect(planStats(plan, {}).days[0]).toMatchObject({ carbsG: 140, netCarbsG: 124 });
    for (const diet of ['Keto', 'Low-Carb']) {
      const counting = {
        ...plan,
        preferences: { ...plan.preferences, dietary_restrictions: ['Vegan', diet] },
      };
      expect(planStats(counting, {}).countsNetCarbs, diet).toBe(true);
    }
  });

  it("takes a day's calories from what a person eats that day (portions and sides)", () => {
    const plan = buildPlan(1, ['dinner']);
    const day = { ...plan.days[0]!, calories: 733 };
    expect(planStats({ ...plan, days: [day] }, {}).days[0]!.calories).toBe(733);
  });

  it('reads the budget from the preferences when the totals have none, and none when unset', () => {
    const plan = buildPlan(1, ['dinner']);
    const fromPreferences = planStats({ ...plan, totals: { ...plan.totals, budget_cents: null } }, {});
    expect(fromPreferences.budgetCents).toBe(7500);
    const none = planStats(
      {
        ...plan,
        totals: { ...plan.totals, budget_cents: null },
        preferences: { ...plan.preferences, budget_limit: null, calorie_limit: null },
      },
      {},
    );
    expect(none.budgetCents).toBeNull();
    expect(none.dailyCalorieTarget).toBeNull();
  });

  it('barPercent stays within 0–100', () => {
    expect(barPercent(50, 200)).toBe(25);
    expect(barPercent(300, 200)).toBe(100);
    expect(barPercent(5, 0)).toBe(0);
  });
});

describe('replaceMeal', () => {
  it('takes out the notes that name the replaced meal and keeps the others; given notes replace them', () => {
    const plan = buildPlan(2, ['dinner'], {
      warnings: [
        'From your last plans again: 1 dinner, “Oat Bowl Dinner”.',
        '2 dinners are from other cuisines.',
      ],
    });
    const old = plan.days[0]!.meals[0]!;
    const named = {
      ...plan,
      warnings: [`From your last plans again: 1 dinner, “${old.name}”.`, plan.warnings[1]!],
    };
    const after = replaceMeal(named, old.id, buildMeal(1, 'dinner', 'Spicy Chickpea Bowl'));
    expect(after.days[0]!.meals[0]!.name).toBe('Spicy Chickpea Bowl');
    expect(after.warnings).toEqual(['2 dinners are from other cuisines.']);
    // A note about another meal stays.
    expect(replaceMeal(plan, old.id, buildMeal(1, 'dinner', 'Spicy Chickpea Bowl')).warnings).toEqual(
      plan.warnings,
    );
    // Undo: the notes of the plan as it was.
    expect(replaceMeal(after, old.id, old, named.warnings).warnings).toEqual(named.warnings);
  });
});

describe('resizedText', () => {
  it('names the three meals shrunk most, and counts the rest', () => {
    const meal = (name: string, before: number, after: number) => ({ name, before, after });
    expect(
      resizedText([
        meal('A', 500, 450),
        meal('B', 600, 300),
        meal('C', 550, 400),
        meal('D', 590, 438),
        meal('E', 560, 540),
      ]),
    ).toBe(
      '5 other meals are now smaller so the new meal fits your budget: B (600 → 300 kcal a person), D (590 → 438 kcal a person), C (550 → 400 kcal a person) and 2 more',
    );
    expect(resizedText([meal('A', 500, 450)])).toBe(
      '1 other meal is now smaller so the new meal fits your budget: A (500 → 450 kcal a person)',
    );
    expect(resizedText([meal('A', 500, 450), meal('B', 600, 300)], 'Thai')).toBe(
      '2 other meals are now smaller so this meal can be Thai, one of your cuisines, within your budget: B (600 → 300 kcal a person) and A (500 → 450 kcal a person)',
    );
    // Four are all named: never "and 1 more" where the one name fits.
    expect(
      resizedText([meal('A', 500, 450), meal('B', 600, 300), meal('C', 550, 400), meal('D', 590, 438)]),
    ).toBe(
      '4 other meals are now smaller so the new meal fits your budget: B (600 → 300 kcal a person), D (590 → 438 kcal a person), C (550 → 400 kcal a person) and A (500 → 450 kcal a person)',
    );
  });

  it('says a household meal shared out again at the same mean kcal as such, not "693 → 693"', () => {
    expect(
      resizedText([
        { name: 'Turkish Red Lentil Soup', before: 693, after: 693 },
        { name: 'Imam Bayildi', before: 671, after: 740 },
      ]),
    ).toBe(
      '2 other meals changed with it: Turkish Red Lentil Soup (shared out differently, 693 kcal a person) and Imam Bayildi (671 → 740 kcal a person)',
    );
  });

  it('cuisineRegained: the new meal is of the family’s cuisines and the old one was not', () => {
    const plan = buildPlan();
    const meal = (cuisine: string) => ({ ...plan.days[0]!.meals[0]!, cuisine });
    // The plan's cuisines: Italian, Mediterranean, Asian.
    // The planner's ids on the meals, the family's words in the answer.
    expect(cuisineRegained(plan, meal('indian'), meal('asian'))).toBe('Asian');
    expect(cuisineRegained(plan, meal('italian'), meal('asian'))).toBeUndefined();
    expect(cuisineRegained(plan, meal('indian'), meal('thai'))).toBeUndefined();
  });
});
