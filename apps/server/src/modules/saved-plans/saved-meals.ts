/**
 * The meals of a saved plan: taken from the member's stored generated plan (the server's own
 * answer), never from the client, and shown back with every fact of the spec's meal
 * (docs/decisions/0031-saved-plan-aggregate.md).
 */
import {
  MEAL_TYPES,
  makeAheadSchema,
  mealShareSchema,
  mealSideSchema,
  mealTypeSchema,
  nutritionSchema,
  stepFoodWarningSchema,
  type MealType,
  type SavedMeal,
} from '@saverly/contracts';
import { dishImagePath, dishPictureOf, loadCatalogue, sideMethod } from '@saverly/kitchen';
import { z } from 'zod';
import type { PricedMealInput } from './pricing.js';
import type { NewSavedPlanMeal, SavedPlanMealRow } from './saved-plans.repository.js';
import type { JudgedMeal } from '../meal-plans/meal-plans.service.js';

/** What a saved plan needs of a meal of the stored generated plan; the rest is kept as is. */
const planMealSchema = z
  .object({
    id: z.string().min(1).max(64),
    recipe_id: z.string().min(1),
    type: mealTypeSchema,
    servings: z.number().int().min(1),
    portion: z.number().positive().catch(1),
    sides: z.array(mealSideSchema).catch([]),
    name: z.string(),
    ingredients: z.array(z.string()),
    instructions: z.array(z.string()),
  })
  .loose();

const nullable = <T extends z.ZodType>(schema: T) => schema.nullable().optional().catch(null);

/** The facts shown of a stored meal (new fields of the generated plan may be missing in old ones). */
const factsSchema = z.object({
  name: z.string().catch(''),
  description: nullable(z.string()),
  cuisine: nullable(z.string()),
  difficulty: nullable(z.enum(['easy', 'medium', 'hard'])),
  prep_time: nullable(z.number().int().min(0)),
  /** Plans made before make-ahead times (and meals without one) have none. */
  make_ahead: makeAheadSchema.optional().catch(undefined),
  estimated_cost: nullable(z.number().min(0)),
  estimated_cost_cents: nullable(z.number().int().min(0)),
  serving_info: nullable(z.string()),
  ingredients: z
    .union([z.array(z.string()), z.string().transform((s) => s.split('\n').filter((l) => l.trim() !== ''))])
    .catch([]),
  instructions: z.array(z.string()).catch([]),
  nutrition: nullable(nutritionSchema),
  calories: nullable(z.number()),
  /** A household plan's shares (issue #18); absent from other plans and older ones. */
  people: nullable(z.array(mealShareSchema)),
  /** The family's own recipe (issue #19); absent from other meals and older plans. */
  own_recipe: z.boolean().catch(false).optional(),
  /** A family recipe's steps to check (ADR 0038); absent from other meals and older plans. */
  step_food_warnings: z
    .array(
      stepFoodWarningSchema.extend({ step: z.number().int().min(1).max(1000), words: z.string().max(200) }),
    )
    .max(50)
    .optional()
    .catch(undefined),
});

/** The meals of a stored generated plan, in plan order (meals that do not parse are left out). */
export function mealsOfStoredPlan(plan: unknown): z.infer<typeof planMealSchema>[] {
  const days = (plan as { days?: unknown } | null)?.days;
  if (!Array.isArray(days)) return [];
  const out: z.infer<typeof planMealSchema>[] = [];
  for (const day of days as { meals?: unknown }[]) {
    if (!Array.isArray(day?.meals)) continue;
    for (const meal of day.meals) {
      const parsed = planMealSchema.safeParse(meal);
      if (parsed.success) out.push(parsed.data);
    }
  }
  return out;
}

/** What the diet rule reads of a stored plan's meal (`MealPlansService.dietsKept`). */
export function judgedMealOf(meal: z.infer<typeof planMealSchema>): JudgedMeal {
  const facts = factsSchema.pick({ nutrition: true, people: true }).parse(meal);
  return {
    id: meal.id,
    recipe_id: meal.recipe_id,
    portion: meal.portion,
    sides: meal.sides,
    nutrition: facts.nutrition ?? null,
    ...(facts.people ? { people: facts.people } : {}),
  };
}

const dayOf = (mealId: string) => Number(/^d(\d+)-/.exec(mealId)?.[1] ?? 1);

/** Rows for saved_plan_meals: every meal of the plan, `selected` when kept. */
export function savedMealRows(
  meals: readonly z.infer<typeof planMealSchema>[],
  selected: ReadonlySet<string> | null,
): NewSavedPlanMeal[] {
  return meals.map((meal, position) => ({
    mealId: meal.id,
    position,
    day: dayOf(meal.id),
    type: meal.type,
    recipeId: meal.recipe_id,
    selected: selected ? selected.has(meal.id) : true,
    servings: meal.servings,
    portion: meal.portion,
    sides: meal.sides,
    meal,
    legacy: null,
  }));
}

const typeOf = (value: string): MealType =>
  (MEAL_TYPES as readonly string[]).includes(value) ? (value as MealType) : 'dinner';

/** A saved meal as the API shows it. */
export function presentSavedMeal(row: SavedPlanMealRow): SavedMeal {
  const fromPlan = row.meal !== null && planMealSchema.safeParse(row.meal).success;
  const facts = factsSchema.parse((fromPlan ? row.meal : row.legacy) ?? {});
  const sides = z.array(mealSideSchema).safeParse(row.sides);
  return {
    id: row.mealId,
    day: row.day,
    type: typeOf(row.type),
    recipe_id: row.recipeId,
    selected: row.selected,
    servings: row.servings,
    portion: row.portion,
    // A meal saved before sides said how to make them gets the kitchen's method.
    sides: sides.success
      ? sides.data.map((side) => {
          const method = side.method ?? sideMethod(side.food_id);
          return method ? { ...side, method } : side;
        })
      : [],
    name: facts.name || 'Meal',
    description: facts.description ?? null,
    cuisine: facts.cuisine ?? null,
    difficulty: facts.difficulty ?? null,
    prep_time: facts.prep_time ?? null,
    ...(facts.make_ahead ? { make_ahead: facts.make_ahead } : {}),
    estimated_cost: facts.estimated_cost ?? null,
    estimated_cost_cents: facts.estimated_cost_cents ?? null,
    serving_info: facts.serving_info ?? null,
    ingredients: facts.ingredients,
    instructions: facts.instructions,
    nutrition: facts.nutrition ?? null,
    calories: facts.calories ?? null,
    source: fromPlan ? 'plan' : 'legacy',
    image_url: pictureOf(row.recipeId, facts.name || 'Meal'),
    ...(facts.people ? { people: facts.people } : {}),
    ...(facts.own_recipe === true ? { own_recipe: true } : {}),
    ...(facts.step_food_warnings && facts.step_food_warnings.length > 0
      ? { step_food_warnings: facts.step_food_warnings }
      : {}),
  };
}

/** The dish family's drawing: from the catalogue recipe when known, else from the name alone. */
function pictureOf(recipeId: string | null, name: string): string {
  const recipe = recipeId ? loadCatalogue().recipe(recipeId) : undefined;
  return dishImagePath(
    dishPictureOf(
      recipe
        ? {
            name: recipe.name,
            mainProtein: recipe.mainProtein,

            ingredients: recipe.ingredients,
          }
        : { name, ingredients: [] },
    ),
  );
}

/** A saved meal as pricing reads it. */
export function pricedMealOf(row: SavedPlanMealRow): PricedMealInput {
  const meal = presentSavedMeal(row);
  return {
    id: meal.id,
    recipeId: meal.recipe_id,
    servings: meal.servings,
    portion: meal.portion,
    sides: meal.sides,
    ingredients: meal.ingredients,
  };
}
