import {
  type MealType,
  type OwnRecipeCuisine,
  type Recipe,
  type RecipeInputBody,
  type RecipeLineInput,
} from '@saverly/contracts';
import type { LineChoice } from '../components/line-fixer';

/** The editor's fields as typed (numbers as text until sent). */
export interface RecipeForm {
  name: string;
  description: string;
  cuisine: OwnRecipeCuisine;
  mealTypes: MealType[];
  servings: string;
  prepMinutes: string;
  cookMinutes: string;
  /** One ingredient per line. */
  ingredientsText: string;
  /** One step per line. */
  stepsText: string;
  /** The member's food or skip for a line, by the line's text. */
  choices: Record<string, Exclude<LineChoice, null>>;
}

export const EMPTY_RECIPE_FORM: RecipeForm = {
  name: '',
  description: '',
  // Not a guess: a walk-through's jollof rice started as Italian (ADR 0038 amendment).
  cuisine: 'Other',
  mealTypes: ['dinner'],
  servings: '4',
  prepMinutes: '15',
  cookMinutes: '20',
  ingredientsText: '',
  stepsText: '',
  choices: {},
};

const nonEmptyLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** A stored recipe in the editor: every line's food kept as the member's choice. */
export function formOf(recipe: Recipe): RecipeForm {
  const choices: RecipeForm['choices'] = {};
  for (const line of recipe.ingredients) {
    if (line.skip) choices[line.text] = { skip: true };
    else if (line.food_id) choices[line.text] = { food_id: line.food_id };
  }
  return {
    name: recipe.name,
    description: recipe.description,
    cuisine: recipe.cuisine,
    mealTypes: [...recipe.meal_types],
    servings: String(recipe.servings),
    prepMinutes: String(recipe.prep_minutes),
    cookMinutes: String(recipe.cook_minutes),
    ingredientsText: recipe.ingredients.map((line) => line.text).join('\n'),
    stepsText: recipe.steps.join('\n'),
    choices,
  };
}

const lineInput = (text: string, choice: LineChoice | undefined): RecipeLineInput =>
  choice && 'skip' in choice ? { text, skip: true } : choice ? { text, food_id: choice.food_id } : { text };

/** The ingredient lines as the API takes them, with the member's choices. */
export function linesOf(form: RecipeForm): RecipeLineInput[] {
  return nonEmptyLines(form.ingredientsText).map((text) => lineInput(text, form.choices[text]));
}

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The request body; the server checks every field again. */
export function bodyOf(form: RecipeForm): RecipeInputBody {
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    cuisine: form.cuisine,
    meal_types: form.mealTypes,
    servings: whole(form.servings),
    prep_minutes: whole(form.prepMinutes),
    cook_minutes: whole(form.cookMinutes),
    ingredients: linesOf(form),
    steps: nonEmptyLines(form.stepsText),
  };
}

/** Problems the member can fix before sending, by field. */
export function formProblems(form: RecipeForm): Partial<Record<keyof RecipeForm, string>> {
  const problems: Partial<Record<keyof RecipeForm, string>> = {};
  if (form.name.trim().length < 2) problems.name = 'Give the recipe a name';
  if (form.mealTypes.length === 0) problems.mealTypes = 'Choose at least one meal type';
  const servings = whole(form.servings);
  if (!(servings >= 1 && servings <= 24)) problems.servings = 'Servings: a whole number from 1 to 24';
  for (const key of ['prepMinutes', 'cookMinutes'] as const) {
    const minutes = whole(form[key]);
    if (!(minutes >= 0 && minutes <= 1440)) problems[key] = 'Minutes: a whole number from 0 to 1440';
  }
  if (nonEmptyLines(form.ingredientsText).length === 0)
    problems.ingredientsText = 'Add at least one ingredient';
  return problems;
}

/** A stored recipe with one line's choice changed, as the API takes it (the detail page's fixes). */
export function withChoice(recipe: Recipe, index: number, choice: LineChoice): RecipeInputBody {
  const form = formOf(recipe);
  const text = recipe.ingredients[index]?.text;
  if (text !== undefined) {
    if (choice === null) delete form.choices[text];
    else form.choices[text] = choice;
  }
  return bodyOf(form);
}
