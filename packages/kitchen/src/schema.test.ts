import { describe, expect, it } from 'vitest';
import { BUNDLED_FOOD_TABLE } from './data.js';
import { buildCatalogue } from './catalogue.js';
import { KitchenDataError, formatPath, parseFoodTable, parseRecipeFile, type Recipe } from './schema.js';

const valid: Recipe = {
  id: 'test-toast',
  name: 'Buttered Toast',
  description: 'Toast with butter, for tests.',
  cuisine: 'american',
  mealTypes: ['breakfast'],
  servings: 2,
  prepMinutes: 2,
  cookMinutes: 3,
  difficulty: 'easy',
  mainProtein: 'none',
  occasions: ['kid-friendly'],
  ingredients: [
    { foodId: 'white-bread', quantity: 4, unit: 'slice', preparation: '', text: '4 slices bread' },
    { foodId: 'butter', quantity: 2, unit: 'tbsp', preparation: 'softened', text: '2 tbsp butter, softened' },
  ],
  instructions: [
    { step: 1, text: 'Toast the bread until golden.' },
    { step: 2, text: 'Spread with the softened butter.' },
    { step: 3, text: 'Cut in half and serve warm.' },
  ],
};

function problemsOf(fn: () => unknown): string[] {
  try {
    fn();
  } catch (error) {
    if (error instanceof KitchenDataError) return [...error.problems];
    throw error;
  }
  return [];
}

describe('recipe validation names the file, the recipe id and the field', () => {
  it('accepts a valid file', () => {
    expect(parseRecipeFile('ok.json', [valid])).toHaveLength(1);
  });

  it('reports a bad field', () => {
    const broken = {
      ...valid,
      ingredients: [valid.ingredients[0], { ...valid.ingredients[1], unit: 'bucket' }],
    };
    const problems = problemsOf(() => parseRecipeFile('american.json', [broken]));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('american.json: recipe "test-toast" field ingredients[1].unit');
  });

  it('reports steps that are not numbered 1..n', () => {
    const broken = {
      ...valid,
      instructions: [valid.instructions[0], { ...valid.instructions[1], step: 3 }, valid.instructions[2]],
    };
    expect(problemsOf(() => parseRecipeFile('x.json', [broken]))[0]).toContain('field instructions[1].step');
  });

  it('reports a recipe without a usable id by position', () => {
    const { id: _id, ...noId } = valid;
    expect(problemsOf(() => parseRecipeFile('x.json', [valid, noId]))[0]).toContain(
      'x.json: recipe #1 field id',
    );
  });

  it('collects every problem at once and rejects non-arrays', () => {
    const a = { ...valid, servings: 0 };
    const b = { ...valid, id: 'other', difficulty: 'impossible' };
    expect(problemsOf(() => parseRecipeFile('x.json', [a, b]))).toHaveLength(2);
    expect(() => parseRecipeFile('x.json', { recipes: [] })).toThrow(KitchenDataError);
  });

  it('fails the catalogue build for an unknown food or a unit the food cannot weigh', () => {
    const unknownFood = {
      ...valid,
      ingredients: [{ ...valid.ingredients[0], foodId: 'dragon-fruit-jam' }, valid.ingredients[1]],
    };
    const noWeight = {
      ...valid,
      id: 'test-toast-2',
      ingredients: [valid.ingredients[0], { ...valid.ingredients[1], unit: 'head' }],
    };
    const problems = problemsOf(() =>
      buildCatalogue({ foodTable: BUNDLED_FOOD_TABLE, recipeFiles: { 'x.json': [unknownFood, noWeight] } }),
    );
    expect(problems).toEqual([
      'x.json: recipe "test-toast" field ingredients[0].foodId: unknown food "dragon-fruit-jam"',
      'x.json: recipe "test-toast-2" field ingredients[1].unit: food "butter" has no weight for "head"',
    ]);
  });

  it('rejects the same recipe id in two files', () => {
    const problems = problemsOf(() =>
      buildCatalogue({
        foodTable: BUNDLED_FOOD_TABLE,
        recipeFiles: { 'a.json': [valid], 'b.json': [valid] },
      }),
    );
    expect(problems).toEqual(['b.json: recipe "test-toast" field id: duplicate of a recipe in a.json']);
  });
});

describe('food table validation', () => {
  it('accepts the bundled table', () => {
    expect(parseFoodTable(BUNDLED_FOOD_TABLE).foods.length).toBeGreaterThan(300);
  });

  it('names the food and the field', () => {
    const table = structuredClone(BUNDLED_FOOD_TABLE) as {
      foods: { id: string; nutrientsPer100g: { energyKcal: number } }[];
    };
    const first = table.foods[0];
    if (!first) throw new Error('empty table');
    first.nutrientsPer100g.energyKcal = -1;
    const problems = problemsOf(() => parseFoodTable(table));
    expect(problems[0]).toContain(`food "${first.id}" field foods[0].nutrientsPer100g.energyKcal`);
  });

  it('formats zod paths', () => {
    expect(formatPath(['ingredients', 2, 'unit'])).toBe('ingredients[2].unit');
    expect(formatPath([])).toBe('');
  });
});
