import { describe, expect, it } from 'vitest';
import { dietsBroken, loadCatalogue, type CatalogueRecipe } from './index.js';

const catalogue = loadCatalogue();

function find(test: (recipe: CatalogueRecipe) => boolean): CatalogueRecipe {
  const recipe = catalogue.recipes.find(test);
  if (!recipe) throw new Error('no such recipe in the catalogue');
  return recipe;
}

describe('dietsBroken: a meal as served against diets kept now', () => {
  const chicken = find((r) => r.mainProtein === 'chicken' && !r.diets.includes('vegetarian'));
  const veganRecipe = find((r) => r.diets.includes('vegan') && r.diets.includes('gluten-free'));
  const keto = find((r) => r.diets.includes('keto') && r.nutrition.perServing.netCarbohydrateG > 14);

  it('a chicken dish breaks vegetarian and vegan, and no diet its ingredients keep', () => {
    const meal = { recipe: chicken, portion: 1, sideFoodIds: [], netCarbsPerPerson: null };
    expect(dietsBroken(meal, ['vegetarian', 'vegan'], catalogue)).toEqual(['vegetarian', 'vegan']);
    const kept = chicken.diets.filter((d) => d !== 'keto' && d !== 'low-carb');
    expect(dietsBroken(meal, kept, catalogue)).toEqual([]);
    expect(dietsBroken(meal, [], catalogue)).toEqual([]);
  });

  it('a side is judged by its food: milk is not vegan, toast not gluten-free, rice both', () => {
    const served = (sideFoodIds: string[]) => ({
      recipe: veganRecipe,
      portion: 1,
      sideFoodIds,
      netCarbsPerPerson: null,
    });
    expect(dietsBroken(served([]), ['vegan', 'gluten-free'], catalogue)).toEqual([]);
    expect(dietsBroken(served(['milk']), ['vegan', 'gluten-free'], catalogue)).toEqual(['vegan']);
    expect(dietsBroken(served(['whole-wheat-bread']), ['vegan', 'gluten-free'], catalogue)).toEqual([
      'gluten-free',
    ]);
    expect(dietsBroken(served(['white-rice']), ['vegan', 'gluten-free'], catalogue)).toEqual([]);
    // A side a diet never serves although its food breaks no attribute rule: a banana on keto.
    expect(dietsBroken(served(['banana']), ['keto'], catalogue)).toContain('keto');
  });

  it('keto counts the net carbs one person eats: a larger portion can break it', () => {
    const limit = 20;
    const perServing = keto.nutrition.perServing.netCarbohydrateG;
    expect(perServing).toBeLessThanOrEqual(limit);
    const at = (portion: number, netCarbsPerPerson: number | null) =>
      dietsBroken({ recipe: keto, portion, sideFoodIds: [], netCarbsPerPerson }, ['keto'], catalogue);
    expect(at(1, null)).toEqual([]);
    expect(at(1.5, null)).toEqual(['keto']); // over 21 g
    // The meal's own figure (portion and sides) is what counts when it is known.
    expect(at(1, limit + 0.4)).toEqual([]);
    expect(at(1, limit + 3)).toEqual(['keto']);
  });
});
