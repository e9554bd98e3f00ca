import { describe, expect, it } from 'vitest';
import { CHILI_HEAT_FOODS, chiliHeatWords, isYoungChild } from './heat.js';
import { loadCatalogue } from './index.js';

const catalogue = loadCatalogue();
const line = (text: string, foodId: string, grams: number) => ({
  text,
  grams: { edible: grams },
  food: catalogue.food(foodId)!,
});

describe('chili heat and young children', () => {
  it('names foods of the kitchen only, and none of the mild ones', () => {
    for (const id of CHILI_HEAT_FOODS.keys()) expect(catalogue.food(id), id).toBeDefined();
    for (const mild of [
      'poblano',
      'green-chiles',
      'dried-chiles',
      'kashmiri-chili',
      'chili-powder',
      'ginger',
    ])
      expect(CHILI_HEAT_FOODS.has(mild), mild).toBe(false);
  });

  it('says each hot line in the recipe’s words, once', () => {
    expect(
      chiliHeatWords(
        [
          line('2 serrano chiles, minced', 'serrano', 12),
          line('1 tsp crushed red pepper flakes', 'cayenne', 2),
          line('1 tsp red pepper flakes', 'cayenne', 2),
          line('1 onion', 'onion', 110),
        ],
        4,
      ),
    ).toEqual(['serrano chile', 'crushed red pepper flakes', 'red pepper flakes']);
    // "Chile" is the alias's "chili"; a line none of the names is in says its own words.
    expect(
      chiliHeatWords(
        [
          line('1 green chile, minced', 'serrano', 6),
          line('1/2 tsp ground Sichuan or red chili', 'cayenne', 1),
        ],
        2,
      ),
    ).toEqual(['green chile', 'ground Sichuan or red chili']);
    // Every catalogue recipe's words are its own lines'.
    for (const recipe of catalogue.recipes)
      for (const word of chiliHeatWords(recipe.ingredients, recipe.servings))
        expect(
          recipe.ingredients.some((l) => l.text.includes(word)),
          `${recipe.name}: ${word}`,
        ).toBe(true);
  });

  it('counts dried chili and hot sauce from an amount a child tastes, fresh chiles and chorizo at any', () => {
    // A pinch of cayenne in a pimento cheese for four is not heat (a walk-through's note said it was).
    expect(chiliHeatWords([line('1 pinch cayenne', 'cayenne', 0.1)], 4)).toEqual([]);
    expect(chiliHeatWords([line('1/4 tsp red pepper flakes', 'cayenne', 0.5)], 4)).toEqual([]);
    expect(chiliHeatWords([line('1/2 tsp red pepper flakes', 'cayenne', 1)], 4)).toEqual([
      'red pepper flakes',
    ]);
    // The same 1/4 tsp in a dish for two is twice as much a serving.
    expect(chiliHeatWords([line('1/4 tsp red pepper flakes', 'cayenne', 0.5)], 2)).toEqual([
      'red pepper flakes',
    ]);
    expect(chiliHeatWords([line('1 tsp hot sauce', 'hot-sauce', 4.7)], 4)).toEqual([]);
    expect(chiliHeatWords([line('1 tbsp hot sauce', 'hot-sauce', 14)], 4)).toEqual(['hot sauce']);
    expect(chiliHeatWords([line('1/2 jalapeño, minced', 'jalapeno', 7)], 6)).toEqual(['jalapeño']);
    expect(chiliHeatWords([line('4 oz Mexican chorizo', 'chorizo', 113)], 4)).toEqual(['Mexican chorizo']);
  });

  it('takes children of 1–8 as young, and no one else', () => {
    expect(isYoungChild('child_1_3')).toBe(true);
    expect(isYoungChild('child_4_8')).toBe(true);
    for (const band of ['child_9_13', 'teen_14_18', 'adult', 'older_adult', null, undefined] as const)
      expect(isYoungChild(band)).toBe(false);
  });
});
