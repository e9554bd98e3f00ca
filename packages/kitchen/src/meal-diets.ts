/**
 * Which diets a meal as served breaks: the recipe's ingredients (their attributes, as the recipe's
 * own verdicts say), each side's food (its attributes and the sides a diet never serves, ADR 0011
 * and sides.ts), and for the carb-limited diets the net carbohydrate one person eats at it, main
 * portion and sides together (the rule the planner plans by, ADR 0018).
 *
 * The planner never plans a meal that breaks a diet of its request. This answers the later
 * question: a plan already made, and a person of the household who now keeps a diet it did not
 * (a daughter turned vegetarian after the week was planned).
 */
import type { Catalogue, CatalogueRecipe } from './catalogue.js';
import { DIET_RULES, type DietId } from './diets.js';
import { sideSteps, type SideStep } from './sides.js';

export interface ServedMeal {
  readonly recipe: Pick<CatalogueRecipe, 'dietVerdicts' | 'nutrition'>;
  /** The main's portion per person, as a multiple of one recipe serving. */
  readonly portion: number;
  /** The foods of the sides served with it. */
  readonly sideFoodIds: readonly string[];
  /**
   * Net carbohydrate one person eats at the meal (portion and sides), grams; null when unknown,
   * then the main's portion alone is counted.
   */
  readonly netCarbsPerPerson: number | null;
}

/** Meals are shown to 0.1 g: a meal planned at the limit may read a rounding over it. */
const CARB_ROUNDING_G = 0.5;

const stepsOf = new WeakMap<Catalogue, ReadonlyMap<string, SideStep>>();

/**
 * The diets of `diets` the meal breaks, in the order given. A side that is none of the kitchen's
 * is judged by its food's attributes; one whose food the catalogue does not know, by nothing.
 */
export function dietsBroken(meal: ServedMeal, diets: readonly DietId[], catalogue: Catalogue): DietId[] {
  if (diets.length === 0) return [];
  let steps = stepsOf.get(catalogue);
  if (!steps) {
    steps = new Map(sideSteps((id) => catalogue.food(id)).map((step) => [step.food.id, step]));
    stepsOf.set(catalogue, steps);
  }
  const netCarbs = meal.netCarbsPerPerson ?? meal.portion * meal.recipe.nutrition.perServing.netCarbohydrateG;
  return diets.filter((diet) => {
    const rule = DIET_RULES[diet];
    const verdict = meal.recipe.dietVerdicts.find((v) => v.diet === diet);
    if (verdict && verdict.violations.length > 0) return true;
    for (const id of meal.sideFoodIds) {
      const step = steps.get(id);
      if (step) {
        if (!step.diets.includes(diet)) return true;
        continue;
      }
      const attributes = catalogue.food(id)?.attributes ?? [];
      if (rule.forbids.some((attribute) => attributes.includes(attribute))) return true;
    }
    const limit = rule.maxNetCarbsPerServingG;
    return limit !== undefined && netCarbs > limit + CARB_ROUNDING_G;
  });
}
