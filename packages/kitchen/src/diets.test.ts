import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUNDLED_FOOD_TABLE } from './data.js';
import {
  DIET_IDS,
  DIET_RULES,
  compliantDiets,
  dietsAllowMeat,
  evaluateDiet,
  foodDiets,
  isMeatOrFish,
  type DietId,
} from './diets.js';
import { buildCatalogue, loadCatalogue } from './index.js';
import type { Attribute, Food, Recipe } from './schema.js';

const catalogue = loadCatalogue();
const foods = catalogue.foods;

/**
 * The rules as written in docs/decisions/0011-diet-rules.md, typed out again here on purpose:
 * if DIET_RULES drifts from the ADR, these tests fail.
 */
const ADR_0011: Record<DietId, { forbids: readonly Attribute[]; maxNetCarbsPerServingG?: number }> = {
  vegetarian: { forbids: ['meat', 'poultry', 'pork', 'fish', 'shellfish', 'gelatin'] },
  vegan: { forbids: ['meat', 'poultry', 'pork', 'fish', 'shellfish', 'gelatin', 'dairy', 'egg', 'honey'] },
  'gluten-free': { forbids: ['gluten'] },
  'dairy-free': { forbids: ['dairy'] },
  keto: {
    forbids: ['grain', 'addedSugar', 'starchyVegetable', 'starchyLegume'],
    maxNetCarbsPerServingG: 20,
  },
  paleo: { forbids: ['grain', 'legume', 'dairy', 'refinedSugar', 'processedOil'] },
  'low-carb': { forbids: [], maxNetCarbsPerServingG: 35 },
  'nut-free': { forbids: ['treeNut', 'peanut'] },
};

/** Independent check of one diet: no forbidden attribute, carbs within the limit. */
function satisfies(diet: DietId, ingredientFoods: readonly Food[], netCarbsPerServing: number): boolean {
  const rule = ADR_0011[diet];
  const clean = ingredientFoods.every((food) => food.attributes.every((a) => !rule.forbids.includes(a)));
  const limit = rule.maxNetCarbsPerServingG;
  return clean && (limit === undefined || netCarbsPerServing <= limit);
}

const netCarbsPer100g = (food: Food) =>
  Math.max(0, food.nutrientsPer100g.carbohydrateG - food.nutrientsPer100g.fiberG);

describe('diet rules', () => {
  it('are exactly the rules of ADR 0011', () => {
    for (const diet of DIET_IDS) {
      expect([...DIET_RULES[diet].forbids].sort(), diet).toEqual([...ADR_0011[diet].forbids].sort());
      expect(DIET_RULES[diet].maxNetCarbsPerServingG, diet).toBe(ADR_0011[diet].maxNetCarbsPerServingG);
    }
  });

  it('explain what broke a diet', () => {
    const fishSauce = catalogue.food('fish-sauce');
    const rice = catalogue.food('white-rice');
    if (!fishSauce || !rice) throw new Error('fixture foods missing');
    const verdict = evaluateDiet(DIET_RULES.vegetarian, {
      foods: [fishSauce, rice],
      netCarbohydratePerServingG: 50,
    });
    expect(verdict.ok).toBe(false);
    expect(verdict.violations).toEqual([{ foodId: 'fish-sauce', attribute: 'fish' }]);
    const keto = evaluateDiet(DIET_RULES.keto, { foods: [fishSauce], netCarbohydratePerServingG: 26.5 });
    expect(keto.ok).toBe(false);
    expect(keto.netCarbExcessG).toBeCloseTo(6.5, 5);
    expect(compliantDiets({ foods: [fishSauce], netCarbohydratePerServingG: 1 })).toEqual([
      'gluten-free',
      'dairy-free',
      'keto',
      'paleo',
      'low-carb',
      'nut-free',
    ]);
  });

  it('catch the ingredients that are easy to miss', () => {
    const diets = (id: string) => catalogue.recipe(id)?.diets ?? [];
    // Fish sauce and shrimp: not vegetarian.
    expect(diets('thai-tom-yum-shrimp')).not.toContain('vegetarian');
    // Soy sauce contains wheat: not gluten-free; tamari is.
    expect(diets('asian-vegetable-fried-rice')).not.toContain('gluten-free');
    expect(diets('asian-tofu-scramble-bok-choy')).toContain('gluten-free');
    // Sriracha carries sugar: egg roll in a bowl is low-carb but not keto.
    expect(diets('asian-egg-roll-in-a-bowl')).toContain('low-carb');
    expect(diets('asian-egg-roll-in-a-bowl')).not.toContain('keto');
    // Honey: vegetarian but not vegan.
    expect(diets('italian-yogurt-honey-pistachio-parfait')).not.toContain('vegan');
    // Pistachios: not nut-free.
    expect(diets('italian-yogurt-honey-pistachio-parfait')).not.toContain('nut-free');
    // Butter: not dairy-free, not paleo.
    expect(diets('french-herb-omelet')).not.toContain('dairy-free');
    expect(diets('french-herb-omelet')).toContain('keto');
    // Potatoes, sweet potatoes, lentils, split peas and chickpea flour are not keto even when a
    // serving stays under 20 g net carbs (a keto family does not eat a potato tortilla or dal).
    for (const id of [
      'med-spanish-tortilla',
      'american-sweet-potato-sausage-kale-hash',
      'indian-dal-tadka',
      'french-lentil-salad',
      'indian-besan-chilla',
    ]) {
      expect(catalogue.recipe(id), id).toBeDefined();
      expect(diets(id), id).not.toContain('keto');
      expect(diets(id), id).toContain('low-carb');
    }
    // Soy, green beans and bean sprouts are not starchy: tofu and green-bean dishes stay keto.
    expect(diets('american-garlic-butter-steak-bites')).toContain('keto');
    expect(diets('asian-egg-foo-young')).toContain('keto');
    // A plant-only, grain-free, sugar-free dish satisfies the three hardest diets at once.
    expect(diets('french-ratatouille')).toEqual(expect.arrayContaining(['vegan', 'keto', 'paleo']));
  });
});

describe('derived diets over the whole catalogue', () => {
  it('never claim a diet an ingredient breaks, and always claim one the recipe satisfies', () => {
    for (const recipe of catalogue.recipes) {
      const ingredientFoods = recipe.ingredients.map((line) => line.food);
      const netCarbs =
        recipe.ingredients.reduce(
          (sum, line) =>
            sum +
            (line.food.cooked
              ? (line.bought.grams * netCarbsPer100g(line.bought.food)) / 100
              : (line.grams.edible * netCarbsPer100g(line.food)) / 100),
          0,
        ) / recipe.servings;
      for (const diet of DIET_IDS) {
        expect(recipe.diets.includes(diet), `${recipe.id} / ${diet}`).toBe(
          satisfies(diet, ingredientFoods, netCarbs),
        );
      }
    }
  });
});

describe('derived diets for arbitrary recipes (property)', () => {
  const line = fc.record({
    food: fc.constantFrom(...foods),
    grams: fc.integer({ min: 1, max: 600 }),
  });
  const recipeArb = fc.record({
    lines: fc.array(line, { minLength: 2, maxLength: 8 }),
    servings: fc.integer({ min: 1, max: 8 }),
  });

  it('match the ADR rules for any mix of real foods and amounts', () => {
    fc.assert(
      fc.property(recipeArb, ({ lines, servings }) => {
        const recipe: Recipe = {
          id: 'generated',
          name: 'Generated recipe',
          description: 'A recipe generated for a property test.',
          cuisine: 'american',
          mealTypes: ['dinner'],
          servings,
          prepMinutes: 5,
          cookMinutes: 5,
          difficulty: 'easy',
          mainProtein: 'none',
          occasions: [],
          ingredients: lines.map(({ food, grams }) => ({
            foodId: food.id,
            quantity: grams,
            unit: 'g',
            preparation: '',
            text: `${grams} g ${food.name}`,
          })),
          instructions: [
            { step: 1, text: 'Put everything in a bowl.' },
            { step: 2, text: 'Stir everything together.' },
            { step: 3, text: 'Serve straight away.' },
          ],
        };
        const built = buildCatalogue({
          foodTable: BUNDLED_FOOD_TABLE,
          recipeFiles: { 'generated.json': [recipe] },
        });
        const derived = built.recipe('generated')?.diets ?? [];
        // Grams are as purchased; nutrition counts the edible part.
        // A cooked form counts as its raw food at grams ÷ yield (ADR 0028).
        const netCarbs =
          lines.reduce((sum, { food, grams }) => {
            const raw = food.cooked ? foods.find((f) => f.id === food.cooked?.rawFoodId) : undefined;
            if (food.cooked && raw) return sum + (grams / food.cooked.yield) * (netCarbsPer100g(raw) / 100);
            return sum + (grams * (1 - food.refusePct / 100) * netCarbsPer100g(food)) / 100;
          }, 0) / servings;
        const ingredientFoods = lines.map((l) => l.food);
        for (const diet of DIET_IDS) {
          if (derived.includes(diet) !== satisfies(diet, ingredientFoods, netCarbs)) return false;
        }
        return true;
      }),
      { numRuns: 150 },
    );
  }, 60_000); // 150 catalogue builds: ~3 s alone, far more on a loaded 2-core machine
});

describe('meat or fish', () => {
  it('names meat, poultry and fish proteins, not eggs, dairy, pulses, soy or nuts', () => {
    for (const p of ['chicken', 'turkey', 'beef', 'pork', 'lamb', 'fish', 'shellfish'] as const)
      expect(isMeatOrFish(p), p).toBe(true);
    for (const p of [
      'egg',
      'dairy',
      'tofu',
      'tempeh',
      'beans',
      'lentils',
      'chickpeas',
      'nuts-seeds',
      'none',
    ] as const)
      expect(isMeatOrFish(p), p).toBe(false);
  });

  it('a family eats meat or fish unless a diet forbids both', () => {
    expect(dietsAllowMeat([])).toBe(true);
    expect(dietsAllowMeat(['keto', 'gluten-free', 'dairy-free', 'paleo', 'nut-free', 'low-carb'])).toBe(true);
    expect(dietsAllowMeat(['vegetarian'])).toBe(false);
    expect(dietsAllowMeat(['gluten-free', 'vegan'])).toBe(false);
  });

  it('every recipe with meat or fish as its main protein is neither vegetarian nor vegan', () => {
    const wrong = catalogue.recipes
      .filter(
        (r) => isMeatOrFish(r.mainProtein) && (r.diets.includes('vegetarian') || r.diets.includes('vegan')),
      )
      .map((r) => r.id);
    expect(wrong).toEqual([]);
  });
});

describe('foodDiets: a deal on its own', () => {
  const of = (id: string) => foodDiets(catalogue.food(id)!);

  it('leaves out the diets a food’s attributes break', () => {
    expect(of('chicken-thigh')).not.toContain('vegetarian');
    expect(of('chicken-thigh')).toEqual(
      expect.arrayContaining(['gluten-free', 'dairy-free', 'keto', 'paleo']),
    );
    expect(of('salmon')).not.toContain('vegan');
    expect(of('cheddar')).not.toContain('dairy-free');
    expect(of('cheddar')).toEqual(expect.arrayContaining(['vegetarian', 'keto', 'gluten-free']));
    expect(of('egg')).toContain('vegetarian');
    expect(of('egg')).not.toContain('vegan');
    expect(of('tofu')).toContain('vegan');
    expect(of('tofu')).not.toContain('paleo');
    expect(of('white-bread')).not.toContain('gluten-free');
    expect(of('peanut-butter')).not.toContain('nut-free');
    expect(of('honey')).not.toContain('vegan');
    expect(of('potato')).not.toContain('keto');
    expect(of('black-beans')).not.toContain('keto');
  });

  it('judges keto and low-carb on net carbs per 100 g', () => {
    // Banana 20.2 g net: low-carb, not keto; apple 11.4 g: not keto; strawberries 5.7 g and
    // broccoli 4.0 g: keto; white bread 48 g: neither.
    expect(of('banana')).toContain('low-carb');
    expect(of('banana')).not.toContain('keto');
    expect(of('apple')).not.toContain('keto');
    expect(of('strawberries')).toContain('keto');
    expect(of('broccoli')).toContain('keto');
    expect(of('milk')).toContain('keto');
    expect(of('white-bread')).not.toContain('low-carb');
    expect(foodDiets({ attributes: [], nutrientsPer100g: { carbohydrateG: 12, fiberG: 2 } })).toContain(
      'keto',
    ); // 10 g net: at the limit
    expect(foodDiets({ attributes: [], nutrientsPer100g: { carbohydrateG: 12.1, fiberG: 2 } })).not.toContain(
      'keto',
    );
  });

  it('never calls a food fit for a diet whose forbidden attribute it carries', () => {
    for (const food of foods)
      for (const id of foodDiets(food))
        expect(
          DIET_RULES[id].forbids.filter((a) => food.attributes.includes(a)),
          `${food.id} ${id}`,
        ).toEqual([]);
  });
});
