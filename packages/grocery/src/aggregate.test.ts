import { loadCatalogue, toGrams } from '@saverly/kitchen';
import { describe, expect, it } from 'vitest';
import { aggregateLines } from './aggregate.js';
import {
  ingredientDescription,
  linesForMeals,
  linesForRecipe,
  parseGroceryLines,
  parseGroceryText,
  type GroceryLine,
} from './lines.js';

const catalogue = loadCatalogue();
const rice = catalogue.food('white-rice')!;

describe('aggregateLines', () => {
  it('merges cups and grams of rice into one item, through the food’s own conversion', () => {
    const lines: GroceryLine[] = [
      { foodId: 'white-rice', text: '2 cups rice', quantity: 2, unit: 'cup', mealKey: 'mon-dinner' },
      { foodId: 'white-rice', text: '200 g basmati rice', quantity: 200, unit: 'g', mealKey: 'tue-lunch' },
    ];
    const items = aggregateLines(catalogue, lines);
    expect(items).toHaveLength(1);
    const cups = toGrams(rice, 2, 'cup')!.purchased;
    expect(cups).toBe(370); // 185 g per cup (SR28 portion)
    expect(items[0]).toMatchObject({
      id: 'white-rice',
      foodId: 'white-rice',
      name: rice.name,
      texts: ['2 cups rice', '200 g basmati rice'],
      unmeasuredLines: 0,
      mealKeys: ['mon-dinner', 'tue-lunch'],
      aisle: 'grains-pasta',
    });
    expect(items[0]!.grams).toBeCloseTo(cups + 200, 9);
    // Across kinds the amount is shown by weight, in the unit family the lines used.
    expect(items[0]!.quantityText).toBe('570 g');
  });

  it('needs what the lines say: whole eggs as their lines say them, one volume in the lines’ own units, a noun across units', () => {
    // A walk-through's list: "5 large eggs; 2 large eggs; 3 large eggs · need 11 large eggs".
    const eggs = aggregateLines(catalogue, [
      { foodId: 'egg', text: '5 large eggs', quantity: 5.4, unit: 'large' },
      { foodId: 'egg', text: '2 large eggs', quantity: 2.4, unit: 'large' },
      { foodId: 'egg', text: '3 large eggs', quantity: 3.4, unit: 'large' },
    ]);
    expect(eggs[0]!.quantityText).toBe('10 large eggs');
    // And "1/4 cup …; 3 1/2 tbsp …; 2 tbsp …; 2 tbsp …" of mint said "need 1/3 cup" (by grams,
    // whose recipes weigh a spoonful differently): 11 1/2 tbsp is about 3/4 cup.
    const mint = aggregateLines(catalogue, [
      { foodId: 'mint', text: '1/4 cup chopped mint', quantity: 0.25, unit: 'cup' },
      { foodId: 'mint', text: '3 1/2 tbsp chopped mint', quantity: 3.5, unit: 'tbsp' },
      { foodId: 'mint', text: '2 tbsp chopped fresh mint', quantity: 2, unit: 'tbsp' },
      { foodId: 'mint', text: '2 tbsp fresh mint, chopped', quantity: 2, unit: 'tbsp' },
    ]);
    expect(mint[0]!.quantityText).toBe('3/4 cup');
    // Two count units said by weight still say what they count ("need 1/2" said nothing).
    const onion = aggregateLines(catalogue, [
      { foodId: 'red-onion', text: '1/2 small red onion, finely chopped', quantity: 0.5, unit: 'small' },
      { foodId: 'red-onion', text: '1/4 red onion, thinly sliced', quantity: 0.25, unit: 'each' },
    ]);
    expect(onion[0]!.quantityText).toMatch(/^[\d/ ]+ (?:small )?red onions?$/);
  });

  it('needs what the lines say of a count: 5 cloves and 2 cloves need 7, though the exact 7.8 buys', () => {
    const lines: GroceryLine[] = [
      {
        foodId: 'garlic',
        text: '5 cloves garlic, minced',
        quantity: 5.4,
        unit: 'clove',
        mealKey: 'd1-dinner',
      },
      { foodId: 'garlic', text: '2 cloves garlic', quantity: 2.4, unit: 'clove', mealKey: 'd2-dinner' },
    ];
    const [item] = aggregateLines(catalogue, lines);
    expect(item!.quantityText).toBe('7 cloves');
    // The grams bought are the exact amounts'.
    const clove = toGrams(catalogue.food('garlic')!, 1, 'clove')!.purchased;
    expect(item!.grams).toBeCloseTo(clove * 7.8, 6);
    // A can keeps its exact part ("1 1/4 cans" in a line).
    const cans = aggregateLines(catalogue, [
      { foodId: 'crushed-tomatoes', text: '1 1/4 cans crushed tomatoes', quantity: 1.25, unit: 'can' },
    ]);
    expect(cans[0]!.quantityText).not.toBe('1 can');
    // A length of ginger says its whole amount: "1 1/2-inch piece" is 1 1/2 inches, not 1 (a
    // helper's list read "need 1 inch piece" beside the recipe's 1 1/2-inch piece).
    const ginger = aggregateLines(catalogue, [
      { foodId: 'ginger', text: '1 1/2-inch piece ginger, sliced', quantity: 1.5, unit: 'inch' },
      { foodId: 'ginger', text: '1/2-inch piece fresh ginger', quantity: 0.5, unit: 'inch' },
    ]);
    expect(ginger[0]!.quantityText).toMatch(/^2 inch/);
  });

  it('sums one unit in that unit, shows mixed volumes in the main one, and counts repeats', () => {
    const cup = (q: number): GroceryLine => ({
      foodId: 'white-rice',
      text: `${q} cup rice`,
      quantity: q,
      unit: 'cup',
    });
    const same = aggregateLines(catalogue, [cup(1), cup(2), cup(1)]);
    expect(same[0]!.quantityText).toBe('4 cups');
    expect(same[0]!.texts).toEqual(['1 cup rice (×2)', '2 cup rice']);
    expect(same[0]!.grams).toBeCloseTo(4 * 185, 9);
    const mixed = aggregateLines(catalogue, [
      cup(2),
      { foodId: 'white-rice', text: '4 tbsp rice', quantity: 4, unit: 'tbsp' },
    ]);
    expect(mixed[0]!.quantityText).toBe('2 1/4 cups'); // 4 tbsp = 1/4 cup
    const pounds = aggregateLines(catalogue, [
      { foodId: 'white-rice', text: '1 lb rice', quantity: 1, unit: 'lb' },
      { foodId: 'white-rice', text: '1 cup rice', quantity: 1, unit: 'cup' },
    ]);
    expect(pounds[0]!.quantityText).toBe('1 1/2 lb'); // (453.6 + 185) g = 1.41 lb, to the nearest quarter pound
  });

  it('shows a total in grams to the kitchen’s grain, never in fractions or hundredths of a gram', () => {
    // A walk-through's list said "need 824 5/8 g" and "need 590.07 g" of rice: two units summed
    // by weight were printed with every decimal of the sum.
    const rice = (q: number, unit: 'g' | 'cup', text: string): GroceryLine => ({
      foodId: 'white-rice',
      text,
      quantity: q,
      unit,
    });
    const twoUnits = aggregateLines(catalogue, [
      rice(454.625, 'g', '454.625 g rice'),
      rice(2, 'cup', '2 cups rice'),
    ]);
    expect(twoUnits[0]!.grams).toBeCloseTo(824.625, 9);
    expect(twoUnits[0]!.quantityText).toBe('825 g');
    const small = aggregateLines(catalogue, [
      rice(35.07, 'g', '35.07 g rice'),
      rice(0.25, 'cup', '1/4 cup rice'),
    ]);
    expect(small[0]!.quantityText).toBe('81 g'); // 35.07 + 46.25 = 81.32 g: whole grams under 100 g
    const kilos = aggregateLines(catalogue, [rice(900, 'g', '900 g rice'), rice(2, 'cup', '2 cups rice')]);
    expect(kilos[0]!.quantityText).toBe('1 1/4 kg'); // 1,270 g, to 0.05 kg
  });

  it('says a count the meals need without rounding it down past what they use', () => {
    // A walk-through's list said "Buy 2 cucumbers · need 1" for 1.2 cucumbers.
    const cucumbers = (q: number): GroceryLine => ({
      foodId: 'cucumber',
      text: `${q} cucumber`,
      quantity: q,
      unit: 'each',
    });
    // And says what it counts ("need 1 1/2" beside "Buy 2 serrano chiles" read as a bare number).
    expect(aggregateLines(catalogue, [cucumbers(0.7), cucumbers(0.5)])[0]!.quantityText).toBe(
      '1 1/2 cucumbers',
    );
    expect(aggregateLines(catalogue, [cucumbers(1.02)])[0]!.quantityText).toBe('1 cucumber'); // within 5 %
    // Under one, as the line says it (0.2 reads "1/4 cucumber"; a walk-through's list said "need
    // 1/2 red bell pepper" beside "1/4 red bell pepper").
    expect(aggregateLines(catalogue, [cucumbers(0.2)])[0]!.quantityText).toBe('1/4 cucumber');
    expect(aggregateLines(catalogue, [cucumbers(0.25), cucumbers(0.5)])[0]!.quantityText).toBe(
      '3/4 cucumber',
    );
    expect(aggregateLines(catalogue, [cucumbers(0.3)])[0]!.quantityText).toBe('1/4 cucumber'); // as its line
    expect(aggregateLines(catalogue, [cucumbers(2.5), cucumbers(0.7)])[0]!.quantityText).toBe('4 cucumbers');
    // A size counts the food too ("need 11 large" beside "Buy 1 × 1 dozen" on a walk-through).
    const sized = (foodId: string, q: number, unit: 'small' | 'medium' | 'large'): GroceryLine => ({
      foodId,
      text: `${q} ${unit} ${foodId}`,
      quantity: q,
      unit,
    });
    expect(
      aggregateLines(catalogue, [sized('egg', 8, 'large'), sized('egg', 3, 'large')])[0]!.quantityText,
    ).toBe('11 large eggs');
    expect(aggregateLines(catalogue, [sized('egg', 1, 'large')])[0]!.quantityText).toBe('1 large egg');
    expect(aggregateLines(catalogue, [sized('onion', 1.5, 'large')])[0]!.quantityText).toBe(
      '1 1/2 large yellow onions',
    );
    expect(aggregateLines(catalogue, [sized('carrot', 2.5, 'medium')])[0]!.quantityText).toBe(
      '2 1/2 medium carrots',
    );
  });

  it('keeps lines without a weighable amount in the item, without grams', () => {
    const lines = parseGroceryLines(catalogue, ['salt to taste', '1/2 tsp salt', 'Salt']);
    const [salt] = aggregateLines(catalogue, lines);
    expect(salt).toMatchObject({ id: 'salt', unmeasuredLines: 2, quantityText: '1/2 tsp' });
    expect(salt!.grams).toBeCloseTo(toGrams(catalogue.food('salt')!, 0.5, 'tsp')!.purchased, 9);
    const [onlyToTaste] = aggregateLines(catalogue, lines.slice(0, 1));
    expect(onlyToTaste).toMatchObject({ grams: null, quantityText: 'to taste' });
  });

  it('groups unmatched lines by their words, ignoring amount, case and preparation', () => {
    const lines = parseGroceryLines(
      catalogue,
      '1 cup flubber\n2 cups Flubber, chopped\n1 jar zorbleberry spread',
    );
    expect(lines.map((l) => l.foodId)).toEqual([null, null, null]);
    const items = aggregateLines(catalogue, lines);
    expect(items.map((i) => [i.id, i.name, i.quantityText, i.grams, i.aisle])).toEqual([
      ['text:flubber', 'flubber', '3 cups', null, 'other'],
      ['text:zorbleberry spread', 'zorbleberry spread', '1 jar', null, 'other'],
    ]);
  });

  it('treats an unknown food id as unmatched and says so', () => {
    const [item] = aggregateLines(catalogue, [{ foodId: 'no-such-food', text: '2 cups moon dust' }]);
    expect(item).toMatchObject({ id: 'text:moon dust', foodId: null, unknownFoodId: 'no-such-food' });
  });
});

describe('lines', () => {
  it('scales a recipe to the family like the planner does (family / servings)', () => {
    const recipe = catalogue.recipes.find(
      (r) => r.servings === 4 && r.ingredients.some((l) => l.unit === 'cup'),
    )!;
    const forTwo = linesForRecipe(catalogue, recipe.id, 2, 'day-1-dinner');
    const forFour = linesForRecipe(catalogue, recipe.id, 4);
    expect(forFour.map((l) => l.text)).toEqual(recipe.ingredients.map((l) => l.text));
    recipe.ingredients.forEach((line, i) => {
      expect(forTwo[i]).toMatchObject({ foodId: line.foodId, unit: line.unit, mealKey: 'day-1-dinner' });
      expect(forTwo[i]!.quantity).toBeCloseTo(line.quantity / 2, 12);
      expect(forTwo[i]!.grams).toBeCloseTo(line.grams.purchased / 2, 9);
    });
    expect(forFour[0]!.mealKey).toBe(recipe.id);
    expect(linesForMeals(catalogue, [{ recipeId: recipe.id }, { recipeId: recipe.id }], 4)).toHaveLength(
      2 * recipe.ingredients.length,
    );
    expect(() => linesForRecipe(catalogue, 'no-such-recipe', 4)).toThrow(RangeError);
    expect(() => linesForRecipe(catalogue, recipe.id, 0)).toThrow(RangeError);
  });

  it('rewrites the amount of scaled lines and keeps the words', () => {
    const withCans = catalogue.recipes.find((r) => r.ingredients.some((l) => l.text.includes('1 cup')))!;
    const line = withCans.ingredients.findIndex((l) => l.text.startsWith('1 cup '));
    const scaled = linesForRecipe(catalogue, withCans.id, withCans.servings * 2)[line]!;
    expect(scaled.text).toBe(`2 cups ${withCans.ingredients[line]!.text.slice('1 cup '.length)}`);
    expect(ingredientDescription('2 (14 oz) cans diced tomatoes, drained')).toBe('diced tomatoes, drained');
    expect(ingredientDescription('1 1/2 lb russet potatoes')).toBe('russet potatoes');
    expect(ingredientDescription('salt to taste')).toBe('salt to taste');
  });

  it('parses free text with the kitchen parser (unmatched → null food, headers skipped)', () => {
    expect(parseGroceryText(catalogue, '2 cups rice', 'm1')).toEqual({
      foodId: 'white-rice',
      text: '2 cups rice',
      quantity: 2,
      unit: 'cup',
      grams: 370,
      mealKey: 'm1',
    });
    expect(parseGroceryText(catalogue, '1 cup flubber')).toEqual({
      foodId: null,
      text: '1 cup flubber',
      quantity: 1,
      unit: 'cup',
    });
    // A stated package size is the weight.
    const can = parseGroceryText(catalogue, '1 (14.5 oz) can diced tomatoes')!;
    expect(can.foodId).toBe('canned-tomatoes');
    expect(can.grams).toBeCloseTo(14.5 * 28.349523125, 4);
    expect(parseGroceryText(catalogue, '   ')).toBeNull();
    expect(
      parseGroceryLines(catalogue, 'For the dressing:\n\n2 tbsp olive oil').map((l) => l.foodId),
    ).toEqual(['olive-oil']);
  });
});
