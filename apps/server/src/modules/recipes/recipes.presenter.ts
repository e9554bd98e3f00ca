import {
  DIETARY_RESTRICTIONS,
  listWords,
  type MealType,
  type OwnRecipeCuisine,
  type Recipe,
  type RecipeLine,
  type RecipeSummary,
} from '@saverly/contracts';
import {
  DIET_RULES,
  formatQuantity,
  unitLabel,
  type DietVerdict,
  type LineMapping,
  type OwnRecipeResolution,
} from '@saverly/kitchen';
import { stepFoodWarnings, wireNutrition } from '../meal-plans/meal-plans.presenter.js';
import type { RecipeRow } from './recipes.repository.js';

/** Kitchen diet ids ('gluten-free') onto the wizard's names ('Gluten-Free'). */
const dietName = (id: string) => DIETARY_RESTRICTIONS.find((name) => name.toLowerCase() === id);

/**
 * Why a recipe is not for a diet, from its verdicts: the ingredients that break the rule ("has
 * all-purpose flour and butter") or the carbs over its limit ("27 g net carbs a serving; Keto
 * allows 20 g"). A family's recipe that never shows up in their gluten-free plans says why here.
 */
function dietsNotMet(
  verdicts: readonly DietVerdict[],
  foodName: (id: string) => string | null,
): Recipe['diets_not_met'] {
  return verdicts.flatMap((verdict) => {
    const diet = dietName(verdict.diet);
    if (verdict.ok || !diet) return [];
    const foods = [...new Set(verdict.violations.map((v) => foodName(v.foodId)?.toLowerCase() ?? v.foodId))];
    const limit = DIET_RULES[verdict.diet].maxNetCarbsPerServingG;
    const reason =
      foods.length > 0
        ? `has ${listWords(foods, 3)}`
        : `${Math.round(verdict.netCarbExcessG + (limit ?? 0))} g net carbs a serving; ${diet} allows ${limit ?? 0} g`;
    return [{ diet, reason }];
  });
}

export function presentSummary(
  row: RecipeRow,
  resolution: OwnRecipeResolution,
  favourite: boolean,
): RecipeSummary {
  return {
    id: row.id,
    name: row.name,
    cuisine: row.cuisine as OwnRecipeCuisine,
    meal_types: row.mealTypes as MealType[],
    servings: row.servings,
    total_minutes: row.prepMinutes + row.cookMinutes,
    image_url: row.imageUrl,
    favourite,
    plannable: resolution.ok,
    unmapped_lines: resolution.lines.filter((line) => line.problem !== null).length,
    diets: resolution.ok ? resolution.recipe.diets.flatMap((id) => dietName(id) ?? []) : [],
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentLine(line: LineMapping, foodName: (id: string) => string | null): RecipeLine {
  return {
    text: line.text,
    food_id: line.foodId,
    food_name: line.foodId ? foodName(line.foodId) : null,
    skip: line.skip,
    quantity: line.quantity,
    unit: line.unit,
    amount:
      line.quantity === null
        ? null
        : line.unit === null || line.unit === 'each'
          ? formatQuantity(line.quantity)
          : `${formatQuantity(line.quantity)} ${unitLabel(line.unit, line.quantity)}`,
    problem: line.problem,
    suggestions: line.suggestions.map((s) => ({ food_id: s.foodId, name: s.name })),
  };
}

export function presentRecipe(
  row: RecipeRow,
  resolution: OwnRecipeResolution,
  favourite: boolean,
  costPerServingCents: number | null,
  foodName: (id: string) => string | null,
): Recipe {
  return {
    ...presentSummary(row, resolution, favourite),
    description: row.description,
    prep_minutes: row.prepMinutes,
    cook_minutes: row.cookMinutes,
    ingredients: resolution.lines.map((line) => presentLine(line, foodName)),
    steps: row.steps,
    source_url: row.sourceUrl,
    author: row.author,
    nutrition_per_serving: resolution.ok ? wireNutrition(resolution.recipe.nutrition.perServing) : null,
    diets_not_met: resolution.ok ? dietsNotMet(resolution.recipe.dietVerdicts, foodName) : [],
    step_food_warnings: resolution.ok ? stepFoodWarnings(resolution.recipe.stepFoodMentions) : [],
    cost_per_serving_cents: costPerServingCents,
    created_at: row.createdAt.toISOString(),
  };
}
