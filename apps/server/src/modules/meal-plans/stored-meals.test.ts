// A refresh reads the stored plan's meals back into the planner's words (issue #13): which meals
// a budgeted plan kept plain, and each one-portion meal's portion and side foods, so a meal
// planned as the budget's cheapest fitted portions is priced as it was planned.
import { describe, expect, it } from 'vitest';
import { storedCurrentMeals } from './meal-plans.service.js';

const side = (food_id: unknown) => ({ food_id, name: 'x', text: 'x', calories: 1 });

describe('storedCurrentMeals', () => {
  it('passes plain, portion and side foods, a household’s shares; odd rows carry no portion', () => {
    const plan = {
      days: [
        {
          day: 1,
          meals: [
            { recipe_id: 'a', type: 'dinner', portion: 1.05, sides: [side('white-rice')] },
            { recipe_id: 'b', type: 'lunch', portion: 1, sides: [] },
            {
              recipe_id: 'c',
              type: 'breakfast',
              portion: 1,
              sides: [],
              people: [
                { portion: 1, sides: [] },
                { portion: 1, sides: [] },
              ],
            },
          ],
        },
        {
          day: 2,
          meals: [
            { recipe_id: 'd', type: 'dinner', portion: 1.2, sides: [side(7)] },
            { recipe_id: 'e', type: 'dinner' },
            { recipe_id: 'f', type: 'snack', portion: 1, sides: [] },
            { type: 'dinner', portion: 1, sides: [] },
          ],
        },
        { day: 'x', meals: [{ recipe_id: 'g', type: 'dinner' }] },
      ],
    };
    expect(storedCurrentMeals(plan)).toEqual([
      { day: 1, type: 'dinner', recipeId: 'a', plain: false, portion: 1.05, sideFoods: ['white-rice'] },
      { day: 1, type: 'lunch', recipeId: 'b', plain: true, portion: 1, sideFoods: [] },
      {
        day: 1,
        type: 'breakfast',
        recipeId: 'c',
        plain: true,
        shares: [
          { portion: 1, sides: 0 },
          { portion: 1, sides: 0 },
        ],
      },
      { day: 2, type: 'dinner', recipeId: 'd', plain: false },
      { day: 2, type: 'dinner', recipeId: 'e', plain: false },
    ]);
    for (const odd of [null, {}, { days: 'x' }, 5]) expect(storedCurrentMeals(odd)).toEqual([]);
  });

  it('reads a household meal as plain when each share has no sides and at most one serving', () => {
    const meal = (people: unknown[]) => ({
      days: [{ day: 1, meals: [{ recipe_id: 'a', type: 'dinner', portion: 1, sides: [], people }] }],
    });
    // A plain meal gives a child less where one serving would overfeed her (the planner's
    // `plainShare`): a walk-through's refresh read it as full portions and sides.
    const child = storedCurrentMeals(
      meal([
        { portion: 1, sides: [] },
        { portion: 0.85, sides: [] },
      ]),
    );
    expect(child).toEqual([
      {
        day: 1,
        type: 'dinner',
        recipeId: 'a',
        plain: true,
        shares: [
          { portion: 1, sides: 0 },
          { portion: 0.85, sides: 0 },
        ],
      },
    ]);
    // With a side, or more than a serving, it is not plain; its shares still say how it was planned.
    const fitted = storedCurrentMeals(
      meal([
        { portion: 1, sides: ['1 cup rice'] },
        { portion: 1, sides: [] },
      ]),
    );
    expect(fitted[0]).toMatchObject({
      plain: false,
      shares: [
        { portion: 1, sides: 1 },
        { portion: 1, sides: 0 },
      ],
    });
    expect(storedCurrentMeals(meal([{ portion: 1.2, sides: [] }]))[0]?.plain).toBe(false);
    // A share without a portion (an odd row): plain is false and no shares are passed.
    expect(storedCurrentMeals(meal([{ sides: [] }]))).toEqual([
      { day: 1, type: 'dinner', recipeId: 'a', plain: false },
    ]);
  });
});
