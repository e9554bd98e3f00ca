// A saved plan's default name says what the plan is (a walk-through's "Week of December 7", "(2)"
// and "(3)" could not be told apart: a keto plan for one looked like the family's week).
import { describe, expect, it } from 'vitest';
import { planShape } from './saved-plans.service.js';

const plan = (preferences: object) => ({ preferences });

describe('planShape', () => {
  it('says days, meals, diets and people', () => {
    expect(
      planShape(
        plan({
          days: 7,
          family_size: 4,
          meal_types: ['breakfast', 'lunch', 'dinner'],
          dietary_restrictions: [],
        }),
      ),
    ).toBe('7 days for 4 people');
    expect(
      planShape(plan({ days: 3, family_size: 1, meal_types: ['dinner'], dietary_restrictions: ['Keto'] })),
    ).toBe('3 keto dinners for 1 person');
    expect(
      planShape(
        plan({
          days: 5,
          family_size: 3,
          meal_types: ['dinner', 'breakfast', 'lunch'],
          dietary_restrictions: ['Vegetarian', 'Gluten-Free'],
        }),
      ),
    ).toBe('5 vegetarian, gluten-free days for 3 people');
    expect(
      planShape(plan({ days: 2, family_size: 3, meal_types: ['dinner', 'lunch'], dietary_restrictions: [] })),
    ).toBe('2 days of lunch and dinner for 3 people');
    expect(
      planShape(plan({ days: 1, family_size: 2, meal_types: ['lunch'], dietary_restrictions: [] })),
    ).toBe('1 lunch for 2 people');
  });

  it('a household plan is for its people, with the diets they keep beside the ticked ones', () => {
    const household = plan({
      days: 7,
      family_size: 3,
      meal_types: ['breakfast', 'lunch', 'dinner'],
      dietary_restrictions: ['Gluten-Free'],
      people: ['a', 'b', 'c', 'd'],
    });
    expect(planShape(household)).toBe('7 gluten-free days for 4 people');
    expect(planShape(household, ['Gluten-Free', 'Dairy-Free'])).toBe(
      '7 gluten-free, dairy-free days for 4 people',
    );
  });

  it('leaves many diets out, so the name stays one a family can keep', () => {
    const diets = ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Nut-Free', 'Low-Sodium'];
    const shape = planShape(
      plan({ days: 7, family_size: 6, meal_types: ['breakfast', 'dinner'], dietary_restrictions: diets }),
    );
    expect(shape).toBe('7 days of breakfast and dinner for 6 people');
  });

  it('has nothing to say of a stored plan without readable preferences', () => {
    expect(planShape(null)).toBeNull();
    expect(planShape({})).toBeNull();
    expect(planShape(plan({ days: 'seven', family_size: 4, meal_types: ['dinner'] }))).toBeNull();
  });
});
