import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Meal } from '@saverly/contracts';
import { buildMeal } from '../lib/test-data';
import { MealCard } from './meal-card';

const noop = () => undefined;

function card(onSale: string[], extra: Partial<Meal> = {}, expanded = false) {
  return render(
    <MealCard
      meal={buildMeal(1, 'dinner', 'Bean Chili', { on_sale_ingredients: onSale, ...extra })}
      selected
      expanded={expanded}
      refreshing={false}
      refreshBlocked={false}
      onToggleSelected={noop}
      onToggleExpanded={noop}
      onRefresh={noop}
    />,
  );
}

describe('MealCard', () => {
  it('says above the steps that the list has the family’s amounts and counts, as the cook view does', () => {
    card([], {}, true);
    expect(
      screen.getByText(
        'Measure and count from the list above: it has the amounts for your family. A count in a step (eggs, pieces) may be the recipe’s own.',
      ),
    ).toBeTruthy();
  });

  it('marks a meal that no longer fits a diet someone keeps now, naming them and the diets', () => {
    card([], { diet_conflict: { diets: ['Vegetarian', 'Gluten-Free'], people: ['Maya', 'Sam'] } });
    expect(screen.getByText("Doesn't fit Maya and Sam's Vegetarian and Gluten-Free diets now")).toBeTruthy();
  });

  it('a family recipe of none of the eight cuisines says "Our recipe", not "Other"', () => {
    card([], { cuisine: 'other', own_recipe: true });
    expect(screen.getByText('Our recipe')).toBeTruthy();
    expect(screen.queryByText('Other')).toBeNull();
  });

  it('says a meal’s cuisine', () => {
    card([], { cuisine: 'mexican' });
    expect(screen.getByText('Mexican')).toBeTruthy();
  });

  it('says nothing of diets on a meal that fits them', () => {
    card([]);
    expect(screen.queryByText(/^Doesn't fit/)).toBeNull();
  });

  it('a household meal: each person’s part of the dish; a side’s kcal is in its share', () => {
    const almonds = {
      food_id: 'almonds',
      name: 'Almonds',
      text: '2 tbsp almonds',
      calories: 34,
      estimated_cost: 0.29,
      estimated_cost_cents: 29,
    };
    card(
      [],
      {
        sides: [almonds],
        people: [
          {
            person_id: 'a',
            name: 'Alex',
            portion: 1.5,
            calories: 679,
            target_calories: 700,
            sides: ['2 tbsp almonds'],
          },
          { person_id: 's', name: 'Sam', portion: 1.3, calories: 499, target_calories: 500, sides: [] },
          { person_id: 'l', name: 'Leo', portion: 1.05, calories: 403, target_calories: 400, sides: [] },
        ],
      },
      true,
    );
    expect(
      screen.getByRole('list', { name: "Each person's portion" }).querySelectorAll('li')[0]!.textContent,
    ).toBe('Alex about 2/5 of the dish · 679 kcal with 2 tbsp almonds');
    const sides = screen.getByRole('list', { name: 'Sides' });
    expect(sides.textContent).toBe('2 tbsp almonds ($0.29)');
    expect(sides.textContent).not.toMatch(/per person/);
  });

  it('names the chili heat under a young child’s share only', () => {
    card([], {
      people: [
        { person_id: 'c', name: 'Chidi', portion: 1.5, calories: 820, target_calories: 850, sides: [] },
        {
          person_id: 'o',
          name: 'Obi',
          portion: 0.75,
          calories: 410,
          target_calories: 470,
          sides: [],
          heat: ['serrano chile', 'red pepper flakes'],
        },
      ],
    });
    const shares = screen.getByRole('list', { name: "Each person's portion" }).querySelectorAll('li');
    expect(shares[0]!.textContent).not.toMatch(/Hot/);
    expect(shares[1]!.textContent).toContain(
      'Hot for a young child: serrano chile and red pepper flakes. Set Obi’s share aside before they go in, or use less.',
    );
  });

  it('counts the meal’s ingredients on sale as ingredients (the list counts its items)', () => {
    card(['black-beans', 'tomato']);
    expect(screen.getByText('2 ingredients on sale')).toBeTruthy();
  });

  it('says one ingredient in the singular, and nothing when none is on sale', () => {
    const { unmount } = card(['black-beans']);
    expect(screen.getByText('1 ingredient on sale')).toBeTruthy();
    unmount();
    card([]);
    expect(screen.queryByText(/on sale/)).toBeNull();
  });

  it('marks a meal far off the family’s calories, and says nothing of one within them', () => {
    const { container, unmount } = card([], {
      calories: 107,
      calorie_miss: { target: 600, direction: 'under' },
    });
    const fact = container.querySelector('.mp-meal__kcal-miss');
    expect(fact?.textContent).toBe('107 kcal per person, under your 600');
    unmount();
    // Each card says why: the plan's note names three meals and counts the rest.
    for (const [miss, said] of [
      [
        { target: 600, direction: 'under', because: 'budget' },
        'under your 600: one serving, to fit your budget',
      ],
      [
        { target: 600, direction: 'under', because: 'price' },
        'under your 600: one serving, as more adds little for its price',
      ],
      [{ target: 600, direction: 'under', because: 'dish' }, 'under your 600 even with a bigger portion'],
      [{ target: 400, direction: 'over', because: 'dish' }, 'over your 400 even as a smaller portion'],
    ] as const) {
      const why = card([], { calories: 107, calorie_miss: miss });
      expect(why.container.querySelector('.mp-meal__kcal-miss')?.textContent).toBe(
        `107 kcal per person, ${said}`,
      );
      why.unmount();
    }
    const within = card([], { calories: 560 });
    expect(within.container.querySelector('.mp-meal__kcal-miss')).toBeNull();
    expect(screen.getByText(/560 kcal/).textContent).toBe('560 kcal per person');
  });

  it('says the hours a meal needs ahead beside its minutes, and what to start in its details', () => {
    // A walk-through's "Easy · 17 min" breakfast had to marinate 6 hours.
    const { container, unmount } = card(
      [],
      { prep_time: 17, make_ahead: { minutes: 360, text: 'Marinate at least 6 hours' } },
      true,
    );
    expect(container.querySelector('.mp-meal__ahead')?.textContent).toBe('+ 6 h ahead');
    // Said after the minutes with a space ("17 min + 6 h ahead", not "17 min+ 6 h ahead").
    expect(container.querySelector('.mp-meal__ahead')?.parentElement?.textContent).toMatch(
      / min \+ 6 h ahead$/,
    );
    expect(screen.getByText('Start ahead: marinate at least 6 hours.')).toBeTruthy();
    unmount();
    const plain = card([], { prep_time: 25 }, true);
    expect(plain.container.querySelector('.mp-meal__ahead')).toBeNull();
    expect(screen.queryByText(/Start ahead/)).toBeNull();
  });
});
