import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './index.js';
import { CHILI_HEAT_FOOD_IDS, chiliHeatWords, isYoungChild } from './heat.js';

const catalogue = loadCatalogue();

describe('chili heat and young children', () => {
  it('names foods of the kitchen only, and none of the mild ones', () => {
    for (const id of CHILI_HEAT_FOOD_IDS) expect(catalogue.food(id), id).toBeDefined();
    for (const mild of [
      'poblano',
      'green-chiles',
      'dried-chiles',
      'kashmiri-chili',
      'chili-powder',
      'ginger',
    ])
      expect(CHILI_HEAT_FOOD_IDS.has(mild), mild).toBe(false);
  });

  it('says each hot line in the recipe’s words, once', () => {
    const recipe = catalogue.recipes.find(
      (r) => r.ingredients.filter((line) => CHILI_HEAT_FOOD_IDS.has(line.food.id)).length >= 2,
    )!;
    const words = chiliHeatWords(recipe.ingredients);
    expect(words.length).toBeGreaterThanOrEqual(1);
    for (const word of words)
      expect(
        recipe.ingredients.some((line) => line.text.toLowerCase().includes(word)),
        word,
      ).toBe(true);
    const flakes = catalogue.food('cayenne')!;
    const serrano = catalogue.food('serrano')!;
    expect(
      chiliHeatWords([
        { text: '2 serrano chiles, minced', food: serrano },
        { text: '1/2 tsp crushed red pepper flakes', food: flakes },
        { text: 'a pinch of red pepper flakes', food: flakes },
        { text: '1 onion', food: catalogue.food('onion')! },
      ]),
    ).toEqual(['serrano chile', 'crushed red pepper flakes', 'red pepper flakes']);
  });

  it('takes children of 1–8 as young, and no one else', () => {
    expect(isYoungChild('child_1_3')).toBe(true);
    expect(isYoungChild('child_4_8')).toBe(true);
    for (const band of ['child_9_13', 'teen_14_18', 'adult', 'older_adult', null, undefined] as const)
      expect(isYoungChild(band)).toBe(false);
  });
});
