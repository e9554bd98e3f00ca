import { describe, expect, it } from 'vitest';
import { loadCatalogue, mapIngredientLine, resolveOwnRecipe } from './index.js';

const catalogue = loadCatalogue();
const map = (text: string, extra: { foodId?: string | null; skip?: boolean } = {}) =>
  mapIngredientLine(catalogue, { text, ...extra }, { suggest: true });

describe('mapping a family recipe’s lines (issue #19)', () => {
  it('maps lines the matcher is sure of, with the amount from the text', () => {
    expect(map('1½ cups whole milk')).toMatchObject({
      foodId: 'milk',
      quantity: 1.5,
      unit: 'cup',
      problem: null,
    });
    expect(map('1 (14.5 oz) can diced tomatoes')).toMatchObject({
      foodId: 'canned-tomatoes',
      quantity: 14.5,
      unit: 'oz',
      problem: null,
    });
    // No amount: a pinch.
    expect(map('salt to taste')).toMatchObject({ foodId: 'salt', unit: 'pinch', problem: null });
  });

  it('asks about a misspelt food, with the right one among the suggestions', () => {
    const line = map('2 chiken breasts');
    expect(line.problem).toBe('unsure');
    expect(line.foodId).toBeNull();
    expect(line.suggestions[0]?.foodId).toBe('chicken-breast');
  });

  it('says when no food is found, and when a picked food has no amount it can weigh', () => {
    expect(map('3 sprigs of flubberwort').problem).toBe('no_food');
    expect(map('a handful of fresh cilantro').problem).toBe('no_amount');
    expect(map('2 chiken breasts', { foodId: 'chicken-breast' })).toMatchObject({
      foodId: 'chicken-breast',
      problem: null,
    });
    expect(map('2 cups flour', { foodId: 'no-such-food' }).problem).toBe('unknown_food');
  });

  it('skips what is not food; a recipe is resolved only when every line is ready', () => {
    expect(map('ice cubes', { skip: true })).toMatchObject({ skip: true, problem: null });
    const recipe = {
      id: 'r1',
      name: 'Toast',
      description: '',
      cuisine: 'american' as const,
      mealTypes: ['breakfast' as const],
      servings: 2,
      prepMinutes: 2,
      cookMinutes: 3,
      steps: ['Toast the bread.', 'Butter it.'],
      ingredients: [
        { text: '4 slices whole-wheat bread', foodId: null, skip: false },
        { text: '1 tbsp butter', foodId: null, skip: false },
        { text: '2 sprigs flubberwort', foodId: null, skip: false },
      ],
    };
    const broken = resolveOwnRecipe(catalogue, recipe);
    expect(broken).toMatchObject({ ok: false, unmapped: 1 });
    const fixed = resolveOwnRecipe(catalogue, {
      ...recipe,
      ingredients: recipe.ingredients.map((l, i) => (i === 2 ? { ...l, skip: true } : l)),
    });
    expect(fixed.ok).toBe(true);
    if (fixed.ok) {
      expect(fixed.recipe.ingredients).toHaveLength(2);
      expect(fixed.recipe.diets).toContain('vegetarian');
      expect(fixed.recipe.diets).not.toContain('vegan');
    }
  });
});
