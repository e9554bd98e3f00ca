import {
  listWords,
  notesAfterReplacing,
  type GroceryListRequest,
  type Meal,
  type MealPlan,
  type Nutrition,
  type PlanDay,
} from '@saverly/contracts';
import { plural } from '../../../lib/plural';

export type Selection = Record<string, boolean>;

export function allMeals(plan: MealPlan | null): Meal[] {
  return plan ? plan.days.flatMap((day) => day.meals) : [];
}

/** Every meal of a fresh plan starts selected (spec section 4). */
export function selectAll(plan: MealPlan): Selection {
  return Object.fromEntries(allMeals(plan).map((meal) => [meal.id, true]));
}

/** The meals `mealIds` on the list and every other meal off it (a saved plan's kept meals). */
export function selectionOf(plan: MealPlan, mealIds: readonly string[]): Selection {
  const kept = new Set(mealIds);
  return Object.fromEntries(allMeals(plan).map((meal) => [meal.id, kept.has(meal.id)]));
}

export function countSelected(plan: MealPlan | null, selected: Selection): number {
  return allMeals(plan).filter((meal) => selected[meal.id]).length;
}

export function findMeal(plan: MealPlan | null, mealId: string): Meal | undefined {
  return allMeals(plan).find((meal) => meal.id === mealId);
}

const NUTRIENTS: (keyof Nutrition)[] = [
  'energy_kcal',
  'protein_g',
  'fat_g',
  'saturated_fat_g',
  'carbohydrate_g',
  'fiber_g',
  'sugars_g',
  'sodium_mg',
  'net_carbohydrate_g',
];

/**
 * A day's nutrition per person, as the server computes it: each main per serving times its
 * portion, with energy the meals' calories per person (mains and sides).
 */
export function sumNutrition(meals: Pick<Meal, 'nutrition' | 'portion' | 'calories'>[]): Nutrition {
  const total = Object.fromEntries(NUTRIENTS.map((key) => [key, 0])) as Nutrition;
  for (const meal of meals) {
    for (const key of NUTRIENTS) total[key] += meal.nutrition[key] * meal.portion;
  }
  total.energy_kcal = meals.reduce((sum, meal) => sum + meal.calories, 0);
  for (const key of NUTRIENTS) total[key] = Math.round(total[key] * 10) / 10;
  return total;
}

/**
 * Spec section 4: refreshing one meal replaces only that meal. The new meal takes the old one's
 * `id` (its `d{day}-{type}` slot, so its selection and expansion carry over) and its day's totals
 * are recomputed; every other meal and day is left as it was. The plan's notes that name the
 * replaced meal ("From your last plans again: 2 dinners, “…”", a meal under its calories)
 * no longer describe the plan and go with it; `warnings` puts given notes in their place instead
 * (Undo: the notes of the plan as it was).
 */
export function replaceMeal(
  plan: MealPlan,
  mealId: string,
  replacement: Meal,
  warnings?: readonly string[],
): MealPlan {
  const replaced = findMeal(plan, mealId);
  const days = plan.days.map((day): PlanDay => {
    if (!day.meals.some((meal) => meal.id === mealId)) return day;
    const meals = day.meals.map((meal) => (meal.id === mealId ? { ...replacement, id: meal.id } : meal));
    return {
      ...day,
      meals,
      nutrition: sumNutrition(meals),
      calories: meals.reduce((sum, meal) => sum + meal.calories, 0),
      cost_cents: meals.reduce((sum, meal) => sum + meal.estimated_cost_cents, 0),
    };
  });
  return {
    ...plan,
    days,
    warnings: warnings
      ? [...warnings]
      : replaced
        ? notesAfterReplacing(plan.warnings, replaced.name)
        : plan.warnings,
  };
}

/** A meal another meal's refresh made smaller: kcal a person, before and after. */
export interface ResizedMeal {
  readonly name: string;
  readonly before: number;
  readonly after: number;
}

/**
 * The other meals a refresh changed (`after`: the stored plan as the server answered it): a
 * budget may give meals up to one serving without sides to make room for the new one (ADR 0018,
 * addendum 14). A walk-through's family saw a frittata go from 543 to 225 kcal with only "New
 * meal: …" said, so the answer names them. A meal is the same meal when its slot holds the same
 * recipe; it changed when what a person eats (portion, sides, kcal) did.
 */
export function mealsResized(before: MealPlan, after: MealPlan, refreshedId: string): ResizedMeal[] {
  const old = new Map(allMeals(before).map((meal) => [meal.id, meal]));
  return allMeals(after).flatMap((meal) => {
    const was = old.get(meal.id);
    if (meal.id === refreshedId || !was || was.recipe_id !== meal.recipe_id) return [];
    const sides = (m: Meal) => m.sides.map((side) => side.text).join('|');
    const same =
      Math.round(was.calories) === Math.round(meal.calories) &&
      Math.abs(was.portion - meal.portion) < 1e-6 &&
      sides(was) === sides(meal);
    return same
      ? []
      : [{ name: meal.name, before: Math.round(was.calories), after: Math.round(meal.calories) }];
  });
}

/**
 * What a refresh did to other meals, in words: "2 other meals are now smaller so the new meal
 * fits your budget: Frittata (543 → 225 kcal a person), …" (it said "to stay within your budget",
 * which a walk-through read as the plan being over it). With `cuisine`, the new meal is of the family's
 * cuisines in place of one from another: the planner lets more meals get smaller for that
 * (cuisines before calories), and the words say it was for the cuisine.
 */
export function resizedText(resized: readonly ResizedMeal[], cuisine?: string): string {
  const smaller = resized.every((meal) => meal.after < meal.before);
  // The furthest shrunk first, three named: seven names made a 600 px column under one card.
  const named = [...resized]
    .sort((a, b) => b.before - b.after - (a.before - a.after))
    // A household meal shared out again at the same mean: "(693 → 693 kcal a person)" read as no change.
    .map((meal) =>
      meal.before === meal.after
        ? `${meal.name} (shared out differently, ${meal.after} kcal a person)`
        : `${meal.name} (${meal.before} → ${meal.after} kcal a person)`,
    );
  const list = listWords(named, 4);
  return smaller
    ? `${plural(resized.length, 'other meal')} ${resized.length === 1 ? 'is' : 'are'} now smaller ${cuisine ? `so this meal can be ${cuisine}, one of your cuisines, within your budget` : 'so the new meal fits your budget'}: ${list}`
    : `${plural(resized.length, 'other meal')} changed with it: ${list}`;
}

/**
 * The cuisine a refresh brought a meal into, in the family's word: the new meal's when it is one of
 * the family's cuisines and the meal it replaced was not (else undefined).
 */
export function cuisineRegained(plan: MealPlan, previous: Meal, next: Meal): string | undefined {
  // Meals carry the planner's id ("thai"), the preferences the family's word ("Thai").
  const named = (meal: Meal) =>
    plan.preferences.cuisine_preferences.find((c) => c.toLowerCase() === meal.cuisine.toLowerCase());
  return named(previous) === undefined ? named(next) : undefined;
}

/** The first meal of the first day of a refresh answer (spec section 7), if there is one. */
export function firstMeal(plan: MealPlan | null | undefined): Meal | undefined {
  return plan?.days[0]?.meals[0];
}

/**
 * POST /api/grocery-list (spec section 7): the whole plan, each meal carrying `selected`; only the
 * selected meals are priced. The server reads the fields of its request schema and ignores the rest.
 * `plan_id` names the stored plan: the server buys each meal of it as planned (the main at its
 * portion plus its sides, ADR 0021). Save Recipe & List sends the same body.
 */
export function buildGroceryListRequest(plan: MealPlan, selected: Selection) {
  return {
    plan_id: plan.id,
    meal_plan: {
      ...plan,
      days: plan.days.map((day) => ({
        ...day,
        meals: day.meals.map((meal) => ({ ...meal, selected: selected[meal.id] === true })),
      })),
    },
  } satisfies GroceryListRequest;
}
