import type { Recipe } from '@saverly/contracts';
import { describe, expect, it } from 'vitest';
import { bodyOf, EMPTY_RECIPE_FORM, formOf, formProblems, withChoice } from './recipe-form';

const recipe: Recipe = {
  id: 'r1',
  name: 'Chili',
  description: 'Ours.',
  cuisine: 'Mexican',
  meal_types: ['dinner'],
  servings: 4,
  total_minutes: 35,
  prep_minutes: 10,
  cook_minutes: 25,
  image_url: null,
  favourite: false,
  plannable: false,
  unmapped_lines: 1,
  updated_at: '2026-11-27T00:00:00.000Z',
  created_at: '2026-11-27T00:00:00.000Z',
  ingredients: [
    {
      text: '1 onion',
      food_id: 'onion',
      food_name: 'Onion',
      skip: false,
      quantity: 1,
      unit: 'each',
      amount: '1',
      problem: null,
      suggestions: [],
    },
    {
      text: 'ice',
      food_id: null,
      food_name: null,
      skip: true,
      quantity: null,
      unit: null,
      amount: null,
      problem: null,
      suggestions: [],
    },
    {
      text: '2 chiken breasts',
      food_id: null,
      food_name: null,
      skip: false,
      quantity: 2,
      unit: 'each',
      amount: '2',
      problem: 'unsure',
      suggestions: [{ food_id: 'chicken-breast', name: 'Chicken breast' }],
    },
  ],
  steps: ['Cook.', 'Eat.'],
  source_url: null,
  author: null,
  nutrition_per_serving: null,
  diets: [],
  diets_not_met: [],
  step_food_warnings: [],
  cost_per_serving_cents: null,
};

describe('the recipe editor’s form', () => {
  it('sends the lines with the member’s choices, and the numbers as numbers', () => {
    expect(bodyOf(formOf(recipe))).toEqual({
      name: 'Chili',
      description: 'Ours.',
      cuisine: 'Mexican',
      meal_types: ['dinner'],
      servings: 4,
      prep_minutes: 10,
      cook_minutes: 25,
      ingredients: [
        { text: '1 onion', food_id: 'onion' },
        { text: 'ice', skip: true },
        { text: '2 chiken breasts' },
      ],
      steps: ['Cook.', 'Eat.'],
    });
  });

  it('fixes one line from the detail page, and undoes a skip', () => {
    expect(withChoice(recipe, 2, { food_id: 'chicken-breast' }).ingredients[2]).toEqual({
      text: '2 chiken breasts',
      food_id: 'chicken-breast',
    });
    expect(withChoice(recipe, 1, null).ingredients[1]).toEqual({ text: 'ice' });
  });

  it('starts a new recipe at "Other", not at a cuisine it may not be (a jollof started as Italian)', () => {
    expect(EMPTY_RECIPE_FORM.cuisine).toBe('Other');
    expect(bodyOf({ ...EMPTY_RECIPE_FORM, name: 'Jollof', ingredientsText: '2 cups rice' }).cuisine).toBe(
      'Other',
    );
  });

  it('names what is missing before sending', () => {
    expect(formProblems(EMPTY_RECIPE_FORM)).toEqual({
      name: 'Give the recipe a name',
      ingredientsText: 'Add at least one ingredient',
    });
    expect(formProblems({ ...formOf(recipe), servings: '2.5', prepMinutes: '-1', mealTypes: [] })).toEqual({
      servings: 'Servings: a whole number from 1 to 24',
      prepMinutes: 'Minutes: a whole number from 0 to 1440',
      mealTypes: 'Choose at least one meal type',
    });
  });
});
