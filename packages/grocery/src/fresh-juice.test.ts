import { buildCatalogue, BUNDLED_FOOD_TABLE } from '@saverly/kitchen';
import { describe, expect, it } from 'vitest';
import { linesForRecipe, parseGroceryText } from './lines.js';
import { priceGroceryList } from './price.js';
import { fixtureOffers } from './test-support/offers.js';

// Tacos that need the juice of a lime, lime wedges and a little lemon juice: a walk-through's list
// bought a 15 fl oz bottle of lime juice beside the limes (ADR 0028, 2026-12-07 amendment).
const catalogue = buildCatalogue({
  foodTable: BUNDLED_FOOD_TABLE,
  recipeFiles: {
    'test.json': [
      {
        id: 'lime-tacos',
        name: 'Lime tacos',
        description: 'Beans with lime, for the fresh-juice test.',
        cuisine: 'mexican',
        mealTypes: ['dinner'],
        servings: 4,
        prepMinutes: 5,
        cookMinutes: 5,
        difficulty: 'easy',
        mainProtein: 'beans',
        occasions: [],
        ingredients: [
          { foodId: 'lime-juice', quantity: 1, unit: 'each', preparation: '', text: 'juice of 1 lime' },
          {
            foodId: 'lime',
            quantity: 2,
            unit: 'each',
            preparation: 'cut into wedges',
            text: '2 limes, cut into wedges',
          },
          { foodId: 'lemon-juice', quantity: 2, unit: 'tbsp', preparation: '', text: '2 tbsp lemon juice' },
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
          { step: 2, text: 'Squeeze over the lime and lemon juice.' },
          { step: 3, text: 'Serve with the lime wedges.' },
        ],
      },
    ],
  },
});

describe('fresh juice on the grocery list', () => {
  it('"juice of 1 lime" is one lime, counted beside the recipe\'s whole limes', () => {
    const [juice, wedges, lemon] = linesForRecipe(catalogue, 'lime-tacos', 4);
    expect(juice).toMatchObject({ foodId: 'lime', unit: 'each', text: 'juice of 1 lime' });
    expect(juice!.quantity).toBeCloseTo(1, 6);
    expect(wedges).toMatchObject({ foodId: 'lime', unit: 'each', quantity: 2 });
    // 2 tbsp of lemon juice (30.9 g) from lemons that give 47 g each.
    expect(lemon).toMatchObject({ foodId: 'lemon', unit: 'each' });
    expect(lemon!.quantity).toBeCloseTo((2 * 15.47) / 47, 1);
    // For 8: the juice of two limes.
    expect(linesForRecipe(catalogue, 'lime-tacos', 8)[0]!.quantity).toBeCloseTo(2, 6);
  });

  it('the priced list buys three limes and one lemon, and no bottle of juice', () => {
    const lines = linesForRecipe(catalogue, 'lime-tacos', 4);
    const list = priceGroceryList({ catalogue, lines, offers: fixtureOffers(catalogue) });
    const ids = list.items.map((item) => item.food_id);
    expect(ids).not.toContain('lime-juice');
    expect(ids).not.toContain('lemon-juice');
    const limes = list.items.find((item) => item.food_id === 'lime')!;
    const lemons = list.items.find((item) => item.food_id === 'lemon')!;
    const lime = 67 / (1 - 0.16); // a lime as bought (SR28: 67 g edible, 16 % refuse)
    const lemon = 58 / (1 - 0.47);
    expect(limes.quantity_needed_grams).toBeCloseTo(3 * lime, 1);
    expect(limes.purchased_grams).toBeCloseTo(3 * lime, 1);
    expect(lemons.purchased_grams).toBeCloseTo(lemon, 1);
    expect(limes.quantity_text).toBe('3 limes');
    // 2 tbsp of juice is two thirds of a lemon, not the "2" its line starts with (a walk-through's
    // week said "need 20 lemons" for the juice of 8).
    expect(lemons.quantity_text).toBe('3/4 lemon');
    expect(limes.original_ingredient).toContain('juice of 1 lime');
  });

  it('typed "juice of 2 limes" is two limes; a line without an amount still names the fruit', () => {
    const line = parseGroceryText(catalogue, 'juice of 2 limes');
    expect(line).toMatchObject({ foodId: 'lime', unit: 'each' });
    expect(line!.quantity).toBeCloseTo(2, 6);
    expect(parseGroceryText(catalogue, 'lemon juice')?.foodId).toBe('lemon');
  });
});
