import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMeal } from '../lib/test-data';
import { MealCard } from './meal-card';

const noop = () => undefined;

function card(onSale: string[]) {
  return render(
    <MealCard
      meal={buildMeal(1, 'dinner', 'Bean Chili', { on_sale_ingredients: onSale })}
      selected
      expanded={false}
      refreshing={false}
      refreshBlocked={false}
      onToggleSelected={noop}
      onToggleExpanded={noop}
      onRefresh={noop}
    />,
  );
}

describe('MealCard', () => {
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
});
