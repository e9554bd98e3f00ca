import type { MealPlan } from '@saverly/contracts';
import type { Selection } from './plan';

interface DayStats {
  day: number;
  calories: number;
  proteinG: number;
  carbsG: number;
  /** Carbohydrate minus fibre: what keto and low-carb count. */
  netCarbsG: number;
  fatG: number;
  /** Shares of the day's calories from protein, carbohydrate and fat (0–1, summing to 1 or all 0). */
  split: { protein: number; carbs: number; fat: number };
  /** The selected meals' estimated cost that day, cents. */
  selectedCostCents: number;
}

export interface PlanStats {
  days: DayStats[];
  /** Calories per person per day the preferences aim at (calorie target × meals a day), if known. */
  dailyCalorieTarget: number | null;
  selectedCostCents: number;
  planCostCents: number;
  budgetCents: number | null;
  /**
   * Whether the family counts net carbs (keto or low-carb): the chart then says them beside the
   * total (a walk-through's keto day read "C 76 g", 48 g net, and looked not keto).
   */
  countsNetCarbs: boolean;
}

const NET_CARB_DIETS = new Set(['keto', 'low-carb']);

const KCAL_PER_G = { protein: 4, carbs: 4, fat: 9 } as const;

/**
 * The numbers behind step 4's charts, per person per day and for the plan's cost against its budget.
 * A day's calories are what a person eats (`day.calories`: the meals at their portions, with sides).
 */
export function planStats(plan: MealPlan, selected: Selection): PlanStats {
  const days = plan.days.map((day): DayStats => {
    const {
      protein_g: proteinG,
      carbohydrate_g: carbohydrateG,
      net_carbohydrate_g: netCarbohydrateG,
      fat_g: fatG,
    } = day.nutrition;
    const protein = proteinG * KCAL_PER_G.protein;
    const carbs = carbohydrateG * KCAL_PER_G.carbs;
    const fat = fatG * KCAL_PER_G.fat;
    const macroKcal = protein + carbs + fat;
    return {
      day: day.day,
      calories: Math.round(day.calories),
      proteinG: Math.round(proteinG),
      carbsG: Math.round(carbohydrateG),
      netCarbsG: Math.round(netCarbohydrateG),
      fatG: Math.round(fatG),
      split:
        macroKcal > 0
          ? { protein: protein / macroKcal, carbs: carbs / macroKcal, fat: fat / macroKcal }
          : { protein: 0, carbs: 0, fat: 0 },
      selectedCostCents: day.meals
        .filter((meal) => selected[meal.id])
        .reduce((sum, meal) => sum + meal.estimated_cost_cents, 0),
    };
  });
  const mealsPerDay = plan.preferences.meal_types.length;
  const calorieLimit = plan.preferences.calorie_limit;
  const budgetCents =
    plan.totals.budget_cents ??
    (plan.preferences.budget_limit === null ? null : Math.round(plan.preferences.budget_limit * 100));
  return {
    days,
    dailyCalorieTarget: calorieLimit !== null && mealsPerDay > 0 ? calorieLimit * mealsPerDay : null,
    selectedCostCents: days.reduce((sum, day) => sum + day.selectedCostCents, 0),
    planCostCents: plan.days.reduce(
      (sum, day) => sum + day.meals.reduce((daySum, meal) => daySum + meal.estimated_cost_cents, 0),
      0,
    ),
    budgetCents,
    countsNetCarbs: plan.preferences.dietary_restrictions.some((d) => NET_CARB_DIETS.has(d.toLowerCase())),
  };
}

/** One person's days in a household plan (ADR 0037): what they eat each day and their own target. */
export interface PersonDays {
  /** The person's id in the household (null for a share without one). */
  id: string | null;
  name: string;
  /** kcal they eat each day: their shares of the day's meals, sides included. */
  days: { day: number; calories: number }[];
  /** Their calories for the plan's meals of a day: their target per meal × the plan's meals a day. */
  dailyTarget: number;
}

/**
 * Each person of a household plan, in the plan's order, with their own day totals; an empty list
 * for a plan for a number of people (every portion is then the same).
 */
export function peopleDays(plan: MealPlan): PersonDays[] {
  const first = plan.days.flatMap((day) => day.meals).find((meal) => (meal.people?.length ?? 0) > 0);
  if (!first?.people) return [];
  const mealsPerDay = plan.preferences.meal_types.length;
  return first.people.map((person, index) => {
    const shareOf = (meal: MealPlan['days'][number]['meals'][number]) =>
      meal.people?.find((share) => (person.person_id ? share.person_id === person.person_id : false)) ??
      meal.people?.[index];
    return {
      id: person.person_id,
      name: person.name,
      days: plan.days.map((day) => ({
        day: day.day,
        calories: Math.round(day.meals.reduce((sum, meal) => sum + (shareOf(meal)?.calories ?? 0), 0)),
      })),
      dailyTarget: Math.round(person.target_calories * mealsPerDay),
    };
  });
}

/** Width of a bar as a percentage of `max`, kept within 0–100. */
export function barPercent(value: number, max: number): number {
  if (max <= 0 || value <= 0) return 0;
  return Math.min(100, (value / max) * 100);
}
