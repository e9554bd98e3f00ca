import { beforeEach, describe, expect, it } from 'vitest';
import { readFavourites, toggleFavourite } from './favourites';
import { canGenerateMealPlan } from './meal-plan-categories';
import { formatMoney } from '../../../lib/money';
import { addToShoppingList, readShoppingList, SHOPPING_LIST_KEY } from './shopping-list';

beforeEach(() => localStorage.clear());

describe('local shopping list', () => {
  it('adds each product once per store and keeps it in saverly_shopping_list', () => {
    const item = { product_id: 'egg.store.12', name: 'Eggs', price: 2.49, store: 'SV-10001-1' };
    expect(addToShoppingList(item)).toHaveLength(1);
    expect(addToShoppingList(item)).toHaveLength(1);
    expect(addToShoppingList({ ...item, product_id: 'milk.store.1' })).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem(SHOPPING_LIST_KEY) ?? '[]')).toHaveLength(2);
  });

  it('reads garbage as an empty list', () => {
    localStorage.setItem(SHOPPING_LIST_KEY, '{oops');
    expect(readShoppingList()).toEqual([]);
  });
});

describe('favourites and money', () => {
  it('toggles a favourite in local storage', () => {
    const once = toggleFavourite(readFavourites(), 'a');
    expect(once).toEqual(['a']);
    expect(readFavourites()).toEqual(['a']);
    expect(toggleFavourite(once, 'a')).toEqual([]);
  });

  it('formats dollars and knows the meal-plan categories', () => {
    expect(formatMoney(3.5)).toBe('$3.50');
    expect(canGenerateMealPlan('Meat & Seafood')).toBe(true);
    expect(canGenerateMealPlan('Protein')).toBe(true);
    expect(canGenerateMealPlan('Produce')).toBe(false);
  });
});
