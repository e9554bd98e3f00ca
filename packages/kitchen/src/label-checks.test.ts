import { describe, expect, it } from 'vitest';
import { DIET_RULES } from './diets.js';
import { loadCatalogue } from './index.js';
import { LABEL_CHECK_FOODS, labelCheck } from './label-checks.js';

const catalogue = loadCatalogue();

describe('label checks', () => {
  it('name foods of the catalogue that the diet allows (a food it forbids is never bought)', () => {
    for (const id of LABEL_CHECK_FOODS) {
      const food = catalogue.food(id);
      expect(food, id).toBeDefined();
      for (const diet of ['nut-free', 'vegetarian', 'gluten-free'] as const) {
        if (labelCheck(id, food!.name, [diet]) === null) continue;
        expect(
          DIET_RULES[diet].forbids.filter((a) => food!.attributes.includes(a)),
          `${id} ${diet}`,
        ).toEqual([]);
      }
    }
  });

  it('say what to look for only to a family keeping the diet', () => {
    expect(labelCheck('pumpkin-seeds', 'Pumpkin seeds (pepitas)', ['nut-free'])).toBe(
      'Nut-Free: often packed where nuts are. Choose one without “may contain nuts” on the label.',
    );
    expect(labelCheck('pumpkin-seeds', 'Pumpkin seeds (pepitas)', ['vegetarian', 'gluten-free'])).toBeNull();
    expect(labelCheck('parmesan', 'Parmesan (grated)', ['vegetarian', 'nut-free'])).toBe(
      'Vegetarian: traditional parmesan is made with animal rennet. Choose one labelled vegetarian.',
    );
    expect(labelCheck('cheddar', 'Cheddar cheese', ['vegetarian', 'nut-free', 'gluten-free'])).toBeNull();
    expect(labelCheck('tamari', 'Tamari', ['gluten-free'])).toMatch(
      /^Gluten-Free: .* labelled gluten-free\.$/,
    );
  });
});
