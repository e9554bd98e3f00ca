import { buildCatalogue, BUNDLED_FOOD_TABLE } from '@saverly/kitchen';
import { describe, expect, it } from 'vitest';
import { linesForRecipe, parseGroceryText } from './lines.js';
import { priceGroceryList } from './price.js';
import { fixtureOffers } from './test-support/offers.js';

// One recipe that needs "2 cups cooked rice" (ADR 0028: cooked forms are bought raw, yield applied).
const catalogue = buildCatalogue({
  foodTable: BUNDLED_FOOD_TABLE,
  recipeFiles: {
    'test.json': [
      {
        id: 'rice-and-beans',
        name: 'Rice and beans',
        description: 'Cooked rice with black beans, for the cooked-forms test.',
        cuisine: 'mexican',
        mealTypes: ['dinner'],
        servings: 4,
        prepMinutes: 5,
        cookMinutes: 5,
        difficulty: 'easy',
        mainProtein: 'beans',
        occasions: [],
        ingredients: [
          {
            foodId: 'cooked-white-rice',
            quantity: 2,
            unit: 'cup',
            preparation: '',
            text: '2 cups cooked rice',
          },
          {
            foodId: 'black-beans',
            quantity: 15,
            unit: 'oz',
            preparation: '',
            text: '1 (15 oz) can black beans',
          },
        ],
        instructions: [
          { step: 1, text: 'Warm the beans in a pan.' },
          { step: 2, text: 'Stir in the cooked rice.' },
          { step: 3, text: 'Serve straight away.' },
        ],
      },
    ],
  },
});
const RAW_GRAMS = (2 * 158) / 2.8; // 2 cups cooked (SR28: 158 g a cup) ÷ yield 2.8 = 112.9 g raw

describe('cooked forms on the grocery list', () => {
  it('a recipe line "2 cups cooked rice" becomes raw long-grain rice of the right weight', () => {
    const [rice] = linesForRecipe(catalogue, 'rice-and-beans', 4);
    expect(rice).toMatchObject({ foodId: 'white-rice', unit: 'g', text: '2 cups cooked rice' });
    expect(rice!.grams).toBeCloseTo(RAW_GRAMS, 6);
    expect(rice!.quantity).toBeCloseTo(RAW_GRAMS, 6);
    // Scaled for a family of 8: twice the raw rice.
    expect(linesForRecipe(catalogue, 'rice-and-beans', 8)[0]!.grams).toBeCloseTo(2 * RAW_GRAMS, 6);
  });

  it('the priced list buys raw rice for it and never lists the cooked form', () => {
    const lines = linesForRecipe(catalogue, 'rice-and-beans', 4);
    const list = priceGroceryList({ catalogue, lines, offers: fixtureOffers(catalogue) });
    const ids = list.items.map((item) => item.food_id);
    expect(ids).toContain('white-rice');
    expect(ids).not.toContain('cooked-white-rice');
    const rice = list.items.find((item) => item.food_id === 'white-rice')!;
    expect(rice.quantity_needed_grams).toBeCloseTo(RAW_GRAMS, 1);
  });

  it('typed text "2 cups cooked rice" is bought as raw rice too', () => {
    const line = parseGroceryText(catalogue, '2 cups cooked rice');
    expect(line?.foodId).toBe('white-rice');
    expect(line?.grams).toBeCloseTo(RAW_GRAMS, 6);
    expect(parseGroceryText(catalogue, 'cooked quinoa')?.foodId).toBe('quinoa');
  });
});
