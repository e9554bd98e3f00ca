/**
 * The optimizer's answer in the API's shape (packages/contracts meal-plans.ts): dollars beside
 * integer cents, meals with a stable id per slot, each day's nutrition per person.
 */
import {
  DIETARY_RESTRICTIONS,
  type Meal,
  type MealPlan,
  type MealPlanPreferences,
  type NearestPlanSummary,
  type Nutrition,
  type StepFoodWarning,
} from '@saverly/contracts';
import {
  dishPictureOf,
  dishImagePath,
  roundNutrition,
  sumNutrition,
  type NutritionFacts,
} from '@saverly/kitchen';
import type { Meal as PlannerMeal, MealPlan as PlannerPlan, RefreshResult } from '@saverly/planner';

export const dollars = (cents: number) => Math.round(cents) / 100;

/**
 * The kitchen's nutrition (camelCase, as the domain packages keep it) in the wire's snake_case
 * (#15: one case convention on the wire).
 */
export function wireNutrition(n: NutritionFacts): Nutrition {
  return {
    energy_kcal: n.energyKcal,
    protein_g: n.proteinG,
    fat_g: n.fatG,
    saturated_fat_g: n.saturatedFatG,
    carbohydrate_g: n.carbohydrateG,
    fiber_g: n.fiberG,
    sugars_g: n.sugarsG,
    sodium_mg: n.sodiumMg,
    net_carbohydrate_g: n.netCarbohydrateG,
  };
}

function presentMeal(meal: PlannerMeal, day = meal.slot.day): Meal {
  return {
    id: `d${day}-${meal.type}`,
    recipe_id: meal.recipeId,
    name: meal.name,
    description: meal.description,
    type: meal.type,
    cuisine: meal.cuisine,
    main_protein: meal.main_protein,
    difficulty: meal.difficulty,
    prep_time: meal.prep_time,
    ...(meal.make_ahead ? { make_ahead: { ...meal.make_ahead } } : {}),
    estimated_cost: dollars(meal.estimated_cost),
    estimated_cost_cents: meal.estimated_cost,
    servings: meal.servings,
    serving_info: meal.serving_info,
    ingredients: meal.ingredients.map((i) => i.text),
    ingredient_details: meal.ingredients.map((i) => ({
      food_id: i.foodId,
      name: i.name,
      text: i.text,
      quantity: i.quantity,
      unit: i.unit,
      grams: i.grams,
      on_sale: i.onSale,
    })),
    instructions: [...meal.instructions],
    nutrition: wireNutrition(roundNutrition(meal.nutrition_per_serving)),
    on_sale_ingredients: meal.ingredients.filter((i) => i.onSale).map((i) => i.name),
    occasions: [...meal.occasions],
    sides: meal.sides.map((side) => ({
      food_id: side.foodId,
      name: side.name,
      text: side.text,
      calories: Math.round(side.calories_per_person),
      estimated_cost: dollars(side.estimated_cost),
      estimated_cost_cents: side.estimated_cost,
      ...(side.method ? { method: side.method } : {}),
    })),
    portion: Math.round(meal.portion * 100) / 100,
    calories: Math.round(meal.calories_per_person),
    ...(meal.calorie_miss ? { calorie_miss: { ...meal.calorie_miss } } : {}),
    image_url: dishImagePath(
      dishPictureOf({ name: meal.name, mainProtein: meal.main_protein, ingredients: meal.ingredients }),
    ),
    ...(meal.own ? { own_recipe: true } : {}),
    ...(meal.step_food_warnings ? { step_food_warnings: stepFoodWarnings(meal.step_food_warnings) } : {}),
    ...(meal.people
      ? {
          people: meal.people.map((share) => ({
            person_id: share.id,
            name: share.name,
            portion: Math.round(share.portion * 100) / 100,
            calories: share.calories,
            target_calories: share.target,
            sides: [...share.sides],
            ...(share.miss ? { calorie_miss: share.miss } : {}),
            ...(share.heat ? { heat: [...share.heat] } : {}),
          })),
        }
      : {}),
  };
}

/**
 * A day per person: what a person eats, mains at their portions and sides (the planner's
 * `nutrition_per_person`), with energy the sum of the meals' calories as each meal shows them,
 * so the day chart's protein, carbohydrate and fat are those of the same food as its calories.
 */
function presentDay(day: number, meals: readonly PlannerMeal[]): MealPlan['days'][number] {
  const presented = meals.map((meal) => presentMeal(meal, day));
  const calories = presented.reduce((sum, meal) => sum + meal.calories, 0);
  const nutrition = wireNutrition(roundNutrition(sumNutrition(meals.map((m) => m.nutrition_per_person))));
  return {
    day,
    meals: presented,
    nutrition: { ...nutrition, energy_kcal: calories },
    calories,
    cost_cents: meals.reduce((sum, m) => sum + m.estimated_cost, 0),
  };
}

/** Calories per meal per person over the plan (what step 4's tile shows). */
function caloriesPerMeal(meals: readonly PlannerMeal[]): number {
  if (meals.length === 0) return 0;
  return Math.round(meals.reduce((sum, m) => sum + m.calories_per_person, 0) / meals.length);
}

export interface PresentContext {
  id: string | null;
  createdAt: Date;
  store: { location_id: string; name: string };
  preferences: MealPlanPreferences;
}

function presentPreferences(p: MealPlanPreferences): MealPlan['preferences'] {
  return {
    days: p.days,
    family_size: p.family_size,
    meal_types: p.meal_types,
    dietary_restrictions: p.dietary_restrictions,
    cuisine_preferences: p.cuisine_preferences,
    cooking_time: p.cooking_time,
    calorie_limit: p.calorie_limit,
    budget_limit: p.budget_limit,
    special_occasion: p.special_occasion,
    ...(p.people ? { people: [...p.people] } : {}),
    ...(p.include_own_recipes === false ? { include_own_recipes: false } : {}),
  };
}

/** A plan's budget in integer cents (its `budget_limit` in dollars); null without one. */
export const budgetCents = (p: Pick<MealPlanPreferences, 'budget_limit'>) =>
  p.budget_limit === null ? null : Math.round(p.budget_limit * 100);

export function presentPlan(plan: PlannerPlan, context: PresentContext): MealPlan {
  const p = context.preferences;
  return {
    id: context.id,
    created_at: context.createdAt.toISOString(),
    store: context.store,
    preferences: presentPreferences(p),
    days: plan.days.map((day) => presentDay(day.day, day.meals)),
    grocery_list: plan.shopping.map((item) => ({
      food_id: item.foodId,
      name: item.name,
      product_id: item.productId,
      packages: item.packages,
      grams_needed: item.gramsNeeded,
      cost_cents: item.cents,
      on_sale: item.onSale,
      pantry: item.pantry,
    })),
    totals: {
      total_cost: dollars(plan.totals.cost_cents),
      total_cost_cents: plan.totals.cost_cents,
      total_savings: dollars(plan.totals.savings_cents),
      total_savings_cents: plan.totals.savings_cents,
      budget_cents: budgetCents(p),
      calories_per_meal: caloriesPerMeal(plan.days.flatMap((d) => d.meals)),
      meals: plan.totals.meals,
    },
    optimizer: {
      status: plan.solver.status,
      gap: plan.solver.gap,
      solve_ms: Math.round(plan.solver.ms * 10) / 10,
      candidates: plan.solver.candidates,
    },
    warnings: [...plan.warnings],
  };
}

/**
 * A refreshed meal as a one-day plan (spec section 7: the client takes the first meal of the
 * first day). Totals are the whole plan's cost with the new meal in it.
 */
export function presentRefresh(
  result: Extract<RefreshResult, { ok: true }>,
  day: number,
  context: PresentContext,
): MealPlan {
  const meal = presentMeal(result.meal, day);
  return {
    id: context.id,
    created_at: context.createdAt.toISOString(),
    store: context.store,
    preferences: presentPreferences(context.preferences),
    days: [{ ...presentDay(day, [result.meal]), day: 1 }],
    grocery_list: [],
    totals: {
      total_cost: dollars(result.plan_cost_cents),
      total_cost_cents: result.plan_cost_cents,
      total_savings: 0,
      total_savings_cents: 0,
      budget_cents: budgetCents(context.preferences),
      calories_per_meal: meal.calories,
      meals: 1,
    },
    optimizer: { status: 'refresh', gap: 0, solve_ms: 0, candidates: 0 },
    warnings: [...result.warnings],
  };
}

/** The nearest plan in brief (its cost and meals): what a free member is shown of it (ADR 0020). */
export function presentNearestSummary(plan: MealPlan): NearestPlanSummary {
  return {
    total_cost: plan.totals.total_cost,
    total_cost_cents: plan.totals.total_cost_cents,
    meals: plan.days.flatMap((d) => d.meals.map((m) => ({ day: d.day, type: m.type, name: m.name }))),
  };
}

/** A recipe's steps that name a food no line has (kitchen ids), with the diets in the family's words. */
export function stepFoodWarnings(
  mentions:
    | readonly { readonly step: number; readonly words: string; readonly diets: readonly string[] }[]
    | undefined,
): StepFoodWarning[] {
  return (mentions ?? []).map((mention) => ({
    step: mention.step,
    words: mention.words,
    diets: mention.diets.flatMap(
      (id) => DIETARY_RESTRICTIONS.find((name) => name.toLowerCase() === id) ?? [],
    ),
  }));
}
