// A saved meal shows what its stored generated meal said, make-ahead hours included (a walk-through's
// "17 min" breakfast had to marinate 6 hours), and nothing for meals and older plans without them.
import { savedMealSchema } from '@saverly/contracts';
import { describe, expect, it } from 'vitest';
import { mealsOfStoredPlan, presentSavedMeal, savedMealRows } from './saved-meals.js';

const meal = (extra: object = {}) => ({
  id: 'd1-breakfast',
  recipe_id: 'asian-soy-marinated-eggs',
  type: 'breakfast',
  servings: 2,
  portion: 1,
  sides: [],
  name: 'Soy-Marinated Eggs',
  ingredients: ['4 large eggs'],
  instructions: ['1. Boil the eggs.'],
  prep_time: 17,
  ...extra,
});

function present(stored: object) {
  const [row] = savedMealRows(mealsOfStoredPlan({ days: [{ day: 1, meals: [stored] }] }), null);
  return savedMealSchema.parse(
    presentSavedMeal({
      ...row!,
      savedPlanId: 'plan',
      recipeId: row!.recipeId ?? null,
      meal: row!.meal ?? null,
      legacy: null,
      portion: row!.portion ?? 1,
      sides: row!.sides ?? [],
    }),
  );
}

describe('presentSavedMeal', () => {
  it('keeps the hours a meal needs ahead', () => {
    const ahead = { minutes: 360, text: 'Marinate at least 6 hours' };
    expect(present(meal({ make_ahead: ahead })).make_ahead).toEqual(ahead);
  });

  it('says nothing of them for a meal without, or a stored value that is not one', () => {
    expect(present(meal())).not.toHaveProperty('make_ahead');
    expect(present(meal({ make_ahead: { minutes: 'six', text: '' } }))).not.toHaveProperty('make_ahead');
  });

  it('says how to make a side saved before sides carried it, and nothing for one only served', () => {
    const side = (food_id: string, name: string) => ({
      food_id,
      name,
      text: `2 ${name}`,
      calories: 100,
      estimated_cost: 0.5,
      estimated_cost_cents: 50,
    });
    const shown = present(meal({ sides: [side('white-rice', 'White rice'), side('banana', 'Banana')] }));
    expect(shown.sides[0]!.method).toMatch(/^Start the rice first/);
    expect(shown.sides[1]).not.toHaveProperty('method');
  });
});
