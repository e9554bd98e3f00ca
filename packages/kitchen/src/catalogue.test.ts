import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, FOOD_TABLE_FILE, buildFoodTable } from '../scripts/food-table.js';
import { DIET_IDS } from './diets.js';
import { dishKey } from './dish-family.js';
import { loadCatalogue } from './index.js';
import { normalize } from './matcher.js';
import { CUISINES, MEAL_TYPES, type Food, type Protein } from './schema.js';

const catalogue = loadCatalogue();

describe('catalogue size and coverage', () => {
  it('has at least 300 foods and 400 recipes', () => {
    expect(catalogue.foods.length).toBeGreaterThanOrEqual(300);
    expect(catalogue.recipes.length).toBeGreaterThanOrEqual(400);
  });

  it.each(CUISINES.flatMap((cuisine) => MEAL_TYPES.map((meal) => [cuisine, meal] as const)))(
    'cuisine %s × %s has at least 10 recipes',
    (cuisine, meal) => {
      expect(catalogue.find({ cuisine, mealType: meal }).length).toBeGreaterThanOrEqual(10);
    },
  );

  it.each(DIET_IDS.flatMap((diet) => MEAL_TYPES.map((meal) => [diet, meal] as const)))(
    'diet %s × %s has at least 12 recipes',
    (diet, meal) => {
      expect(catalogue.find({ diets: [diet], mealType: meal }).length).toBeGreaterThanOrEqual(12);
    },
  );
});

describe('every recipe', () => {
  it('resolves every ingredient to a food and a positive weight in grams', () => {
    for (const recipe of catalogue.recipes) {
      for (const line of recipe.ingredients) {
        expect(catalogue.food(line.foodId), `${recipe.id}: ${line.text}`).toBe(line.food);
        expect(line.grams.edible, `${recipe.id}: ${line.text}`).toBeGreaterThan(0);
        expect(line.grams.purchased).toBeGreaterThanOrEqual(line.grams.edible);
      }
    }
  }, 60_000); // ~9,000 lines with a labelled expect each: slow on a loaded machine

  it('has between 80 and 1,500 kcal per serving', () => {
    const outside = catalogue.recipes
      .filter((r) => r.nutrition.perServing.energyKcal < 80 || r.nutrition.perServing.energyKcal > 1500)
      .map((r) => `${r.id}: ${r.nutrition.perServing.energyKcal}`);
    expect(outside).toEqual([]);
  });

  it('has numbered, non-empty instructions (1..n in order)', () => {
    for (const recipe of catalogue.recipes) {
      expect(recipe.instructions.length).toBeGreaterThanOrEqual(3);
      recipe.instructions.forEach((instruction, index) => {
        expect(instruction.step, recipe.id).toBe(index + 1);
        expect(instruction.text.trim().length, recipe.id).toBeGreaterThan(10);
      });
    }
  });

  it('totals prep and cook time', () => {
    for (const r of catalogue.recipes) expect(r.totalMinutes).toBe(r.prepMinutes + r.cookMinutes);
  });

  it('has a positive reference cost in whole cents', () => {
    for (const r of catalogue.recipes) {
      expect(Number.isInteger(r.costPerServingCents), r.id).toBe(true);
      expect(Number.isInteger(r.costTotalCents), r.id).toBe(true);
      expect(r.costPerServingCents, r.id).toBeGreaterThan(0);
      // Whole-recipe cost is the sum of the lines, rounded once.
      const sum = r.ingredients.reduce((total, line) => total + line.costCents, 0);
      expect(r.costTotalCents).toBe(Math.round(sum));
    }
  });

  it('names a main protein that one of its ingredients provides', () => {
    const provides: Record<Protein, (food: Food) => boolean> = {
      chicken: (f) =>
        f.attributes.includes('poultry') && f.id.includes('chicken') && f.id !== 'chicken-broth',
      turkey: (f) => f.attributes.includes('poultry') && f.id.includes('turkey'),
      beef: (f) =>
        f.attributes.includes('meat') &&
        !f.attributes.includes('pork') &&
        !f.id.includes('lamb') &&
        f.id !== 'beef-broth',
      pork: (f) => f.attributes.includes('pork'),
      lamb: (f) => f.id.includes('lamb'),
      fish: (f) => f.attributes.includes('fish') && f.aisle !== 'condiments-sauces',
      shellfish: (f) => f.attributes.includes('shellfish') && f.aisle !== 'condiments-sauces',
      egg: (f) => f.attributes.includes('egg') && f.aisle === 'dairy-eggs',
      dairy: (f) => f.attributes.includes('dairy'),
      tofu: (f) => f.id.includes('tofu'),
      tempeh: (f) => f.id === 'tempeh',
      beans: (f) => f.attributes.includes('legume') && /bean|edamame/.test(f.id),
      lentils: (f) => /lentil|split-peas/.test(f.id),
      chickpeas: (f) => /chickpea|hummus/.test(f.id),
      'nuts-seeds': (f) =>
        f.attributes.includes('treeNut') || f.attributes.includes('peanut') || /seed/.test(f.id),
      none: () => true,
    };
    const mismatched = catalogue.recipes
      .filter((r) => !r.ingredients.some((line) => provides[r.mainProtein](line.food)))
      .map((r) => `${r.id} (${r.mainProtein})`);
    expect(mismatched).toEqual([]);
  });

  it('buys the fruit a zest line names: an orange for orange zest, a lime for lime zest', () => {
    // A walk-through's list said "Lemon, for its zest" beside "1 tbsp orange zest".
    const zests = catalogue.recipes.flatMap((r) => r.ingredients).filter((l) => /\bzest\b/i.test(l.text));
    expect(zests.length).toBeGreaterThan(20);
    for (const line of zests) {
      const fruit = /\borange\b/i.test(line.text) ? 'Orange' : /\blime\b/i.test(line.text) ? 'Lime' : 'Lemon';
      expect(line.food.name, line.text).toBe(`${fruit}, for its zest`);
    }
    expect(new Set(zests.map((l) => l.food.id))).toEqual(
      new Set(['citrus-zest', 'orange-zest', 'lime-zest']),
    );
  });

  it('buys tostada shells for a recipe that uses tostadas, and tortillas for one that bakes them', () => {
    const lines = catalogue.recipes
      .filter((r) => /tostada/i.test(r.name))
      .flatMap((r) => r.ingredients)
      .filter((l) => /tostada|tortilla/i.test(l.text));
    expect(lines.length).toBeGreaterThanOrEqual(6);
    for (const line of lines)
      expect(line.food.id, line.text).toBe(/tostada/i.test(line.text) ? 'tostada-shells' : 'corn-tortilla');
  });

  it('buys smoked paprika for every line that says smoked, and paprika for the rest', () => {
    const lines = catalogue.recipes
      .flatMap((r) => r.ingredients)
      .filter((l) => /paprika|piment[oó]n\b/i.test(l.text));
    expect(lines.filter((l) => l.food.id === 'smoked-paprika').length).toBeGreaterThanOrEqual(40);
    for (const line of lines)
      expect(line.food.id, line.text).toBe(
        /smoked|piment[oó]n\b/i.test(line.text) ? 'smoked-paprika' : 'paprika',
      );
  });

  it('keeps mild Kashmiri chili apart from cayenne and chili powder blends', () => {
    const lines = catalogue.recipes.flatMap((r) => r.ingredients).filter((l) => /kashmiri/i.test(l.text));
    expect(lines.length).toBeGreaterThan(30);
    for (const line of lines) expect(line.food.name, line.text).toBe('Kashmiri chili powder');
  });

  it('keeps mild gochugaru apart from cayenne', () => {
    const lines = catalogue.recipes.flatMap((r) => r.ingredients).filter((l) => /gochugaru/i.test(l.text));
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) expect(line.food.id, line.text).toBe('gochugaru');
  });

  it('buys whole cinnamon and cardamom as sticks and pods, not the ground jar', () => {
    const lines = catalogue.recipes.flatMap((r) => r.ingredients);
    const whole = lines.filter((l) => /cinnamon sticks?|cardamom pods?/i.test(l.text));
    expect(whole.length).toBeGreaterThanOrEqual(10);
    for (const line of whole)
      expect(line.food.name, line.text).toBe(
        /cinnamon/i.test(line.text) ? 'Cinnamon sticks' : 'Green cardamom pods',
      );
    for (const line of lines.filter((l) => /ground (?:cinnamon|cardamom)/i.test(l.text)))
      expect(line.food.name, line.text).toMatch(/^Ground /);
  });

  it('uses unique ids', () => {
    expect(new Set(catalogue.recipes.map((r) => r.id)).size).toBe(catalogue.recipes.length);
  });
});

/**
 * Hand-computed nutrition: grams worked out by hand from the recipe text and the documented
 * portion weights, energy and protein per 100 g copied from the SR28 row (NDB number). The
 * catalogue must agree within 5% (it rounds, and takes a few volumes through density).
 */
const SPOT_CHECKS: readonly {
  id: string;
  servings: number;
  lines: readonly [what: string, grams: number, kcalPer100g: number, proteinPer100g: number][];
}[] = [
  {
    id: 'italian-spaghetti-aglio-olio',
    servings: 4,
    lines: [
      ['1 lb spaghetti (NDB 20120)', 453.59, 371, 13.04],
      ['1/2 cup olive oil: SR28 1 cup = 216 g (NDB 4053)', 108, 884, 0],
      ['6 cloves garlic × 3 g (NDB 11215)', 18, 149, 6.36],
      ['1/2 tsp pepper flakes: SR28 1 tsp = 2 g (NDB 2031)', 1, 318, 12.01],
      ['1/3 cup parsley: SR28 1 cup = 60 g (NDB 11297)', 20, 36, 2.97],
      ['1 tbsp lemon juice: SR28 1 cup = 244 g ÷ 16 (NDB 9152)', 15.25, 25, 0.38],
    ],
  },
  {
    id: 'french-herb-omelet',
    servings: 1,
    lines: [
      ['3 large eggs × 50 g (NDB 1123)', 150, 143, 12.58],
      ['1 tbsp butter: SR28 14 g (NDB 1001)', 14, 717, 0.85],
      ['1 tsp chives: SR28 1 g (NDB 11156)', 1, 30, 3.27],
      ['1 tsp parsley: SR28 1 tbsp = 4 g ÷ 3 (NDB 11297)', 4 / 3, 36, 2.97],
      ['1/4 tsp tarragon: SR28 1 tsp = 0.6 g (NDB 2041)', 0.15, 295, 22.77],
    ],
  },
  {
    id: 'american-bunless-burgers',
    servings: 4,
    lines: [
      ['1 1/2 lb ground chuck 80% (NDB 23572)', 680.39, 254, 17.17],
      ['1/2 tsp black pepper: SR28 1 tsp = 2 g (NDB 2030)', 1, 255, 10.95],
      ['1/2 tsp garlic powder: SR28 1 tsp = 3 g (NDB 2020)', 1.5, 332, 16.8],
      ['1 large onion: 150 g (NDB 11282)', 150, 40, 1.1],
      ['1 tbsp avocado oil: SR28 14 g (NDB 4581)', 14, 884, 0],
      ['8 butter lettuce leaves × 8 g (NDB 11250)', 64, 13, 1.35],
      ['1 large tomato: 182 g (NDB 11529)', 182, 18, 0.88],
      ['1 avocado: SR28 136 g (NDB 9038)', 136, 167, 1.96],
      ['2 tbsp mustard: SR28 1 cup = 249 g ÷ 8 (NDB 2046)', 31.1, 67, 4.37],
    ],
  },
  {
    id: 'med-tahini-banana-smoothie',
    servings: 2,
    lines: [
      ['2 medium bananas × 118 g (NDB 9040)', 236, 89, 1.09],
      ['2 tbsp tahini: SR28 15 g each (NDB 12166)', 30, 595, 17],
      ['3 Medjool dates × 23.52 g (NDB 9421)', 70.56, 277, 1.81],
      ['1 1/2 cups soy milk × 243 g (NDB 16222)', 364.5, 33, 2.86],
      ['1/2 tsp cinnamon: 1 tsp = 3 g (NDB 2010)', 1.5, 247, 3.99],
    ],
  },
  {
    id: 'asian-korean-steamed-eggs',
    servings: 2,
    lines: [
      ['4 large eggs × 50 g (NDB 1123)', 200, 143, 12.58],
      ['1 green onion: 15 g (NDB 11291)', 15, 32, 1.83],
      ['1/2 tsp sesame oil: SR28 1 tbsp = 13.6 g ÷ 6 (NDB 4058)', 2.27, 884, 0],
      ['1/2 tsp sesame seeds: SR28 1 tbsp = 9 g ÷ 6 (NDB 12023)', 1.5, 573, 17.73],
    ],
  },
  {
    id: 'french-croque-monsieur',
    servings: 4,
    lines: [
      ['8 slices white bread × 25 g (NDB 18069)', 200, 266, 7.64],
      ['2 tbsp Dijon: SR28 1 cup = 249 g ÷ 8 (NDB 2046)', 31.1, 67, 4.37],
      ['8 oz ham (NDB 7029)', 226.8, 163, 16.6],
      ['1 1/2 cups shredded Gruyère × 108 g (NDB 1023)', 162, 413, 29.81],
      ['2 tbsp butter × 14 g (NDB 1001)', 28, 717, 0.85],
    ],
  },
  {
    id: 'indian-mango-lassi',
    servings: 2,
    lines: [
      ['1 mango: SR28 207 g (NDB 9176)', 207, 65, 0.51],
      ['1 cup yogurt: SR28 245 g (NDB 1116)', 245, 61, 3.47],
      ['1/2 cup whole milk: SR28 1 cup = 244 g (NDB 1077)', 122, 60, 3.22],
      ['1 tbsp honey: SR28 21 g (NDB 19296)', 21, 304, 0.3],
      ['1/8 tsp cardamom: SR28 1 tsp = 2 g (NDB 2006)', 0.25, 311, 10.76],
    ],
  },
  {
    id: 'mex-avocado-baked-eggs-salsa',
    servings: 2,
    lines: [
      ['2 avocados × 136 g (NDB 9038)', 272, 167, 1.96],
      ['4 large eggs × 50 g (NDB 1123)', 200, 143, 12.58],
      ['1/8 tsp chili powder: SR28 1 tsp = 3 g (NDB 2009)', 0.375, 314, 12.26],
      ['1/4 cup salsa: SR28 1 cup = 259 g (NDB 6164)', 64.75, 27, 1.54],
      ['1 tbsp cilantro: SR28 1/4 cup = 4 g (NDB 11165)', 1, 23, 2.13],
    ],
  },
  {
    id: 'thai-crab-omelet',
    servings: 2,
    lines: [
      ['4 large eggs × 50 g (NDB 1123)', 200, 143, 12.58],
      ['4 oz crab meat (NDB 15141)', 113.4, 99, 20.52],
      ['2 tsp fish sauce: SR28 1 tbsp = 18 g (NDB 6179)', 12, 35, 5.06],
      ['2 green onions × 15 g (NDB 11291)', 30, 32, 1.83],
      ['2 tbsp coconut oil: SR28 13.6 g each (NDB 4047)', 27.2, 862, 0],
      ['1 tbsp cilantro (NDB 11165)', 1, 23, 2.13],
    ],
  },
  {
    id: 'french-jambon-beurre',
    servings: 4,
    lines: [
      ['1 baguette: 250 g (NDB 18029)', 250, 289, 11.75],
      ['4 tbsp unsalted butter × 14 g (NDB 1145)', 56, 717, 0.85],
      ['8 oz ham (NDB 7029)', 226.8, 163, 16.6],
      ['1/2 cup cornichons: SR28 1 cup = 143 g (NDB 11937)', 71.5, 12, 0.6],
    ],
  },
];

describe('nutrition spot checks against hand-computed values', () => {
  it('covers 10 recipes', () => expect(SPOT_CHECKS).toHaveLength(10));

  it.each(SPOT_CHECKS)('$id', ({ id, servings, lines }) => {
    const recipe = catalogue.recipe(id);
    expect(recipe, id).toBeDefined();
    expect(recipe?.servings).toBe(servings);
    const kcal = lines.reduce((sum, [, grams, per100]) => sum + (grams * per100) / 100, 0) / servings;
    const protein = lines.reduce((sum, [, grams, , per100]) => sum + (grams * per100) / 100, 0) / servings;
    const actual = recipe?.nutrition.perServing;
    expect(Math.abs((actual?.energyKcal ?? 0) - kcal) / kcal).toBeLessThan(0.05);
    expect(Math.abs((actual?.proteinG ?? 0) - protein) / protein).toBeLessThan(0.05);
  });
});

describe('foods', () => {
  it('records the SR28 NDB number and description of every figure', () => {
    for (const food of catalogue.foods) {
      expect(food.source.ndb).toBeGreaterThan(1000);
      expect(food.source.description.length).toBeGreaterThan(3);
    }
  });

  it('gives every alias to one food only, so matching is never ambiguous', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const food of catalogue.foods) {
      for (const alias of new Set([food.name, ...food.aliases].map(normalize))) {
        const other = owner.get(alias);
        if (other !== undefined && other !== food.id) clashes.push(`"${alias}": ${other} and ${food.id}`);
        owner.set(alias, food.id);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('can weigh and price every package and reference price', () => {
    for (const food of catalogue.foods) {
      expect(food.packages.length, food.id).toBeGreaterThan(0);
      expect(Number.isInteger(food.price.cents), food.id).toBe(true);
    }
  });

  it.skipIf(!existsSync(`${DEFAULT_DATA_DIR}/usda/sr28-foods-per-100g.csv`))(
    'matches a fresh derivation from ../shared/data (the committed table is up to date)',
    () => {
      const committed: unknown = JSON.parse(readFileSync(FOOD_TABLE_FILE, 'utf8'));
      expect(buildFoodTable(DEFAULT_DATA_DIR)).toEqual(committed);
    },
    60_000, // parses the 7,413-row SR28 file: ~2 s alone, far more on a loaded 2-core machine
  );
});

describe('finding recipes', () => {
  it('filters by cuisine, meal, diets, time, occasion and excluded foods', () => {
    const found = catalogue.find({
      cuisine: 'italian',
      mealType: 'dinner',
      diets: ['vegetarian'],
      maxTotalMinutes: 60,
    });
    expect(found.length).toBeGreaterThan(0);
    for (const r of found) {
      expect(r.cuisine).toBe('italian');
      expect(r.mealTypes).toContain('dinner');
      expect(r.diets).toContain('vegetarian');
      expect(r.totalMinutes).toBeLessThanOrEqual(60);
    }
    const noEggs = catalogue.find({ excludeFoodIds: ['egg'] });
    expect(noEggs.every((r) => r.ingredients.every((line) => line.foodId !== 'egg'))).toBe(true);
    expect(catalogue.find({ occasion: 'birthday' }).every((r) => r.occasions.includes('birthday'))).toBe(
      true,
    );
  });

  it('indexes by cuisine, meal type, diet, occasion and protein consistently with find()', () => {
    for (const cuisine of CUISINES)
      expect(catalogue.byCuisine.get(cuisine)).toEqual(catalogue.find({ cuisine }));
    for (const diet of DIET_IDS)
      expect(catalogue.byDiet.get(diet)).toEqual(catalogue.find({ diets: [diet] }));
    for (const meal of MEAL_TYPES)
      expect(catalogue.byMealType.get(meal)).toEqual(catalogue.find({ mealType: meal }));
  });
});

describe('cooked forms are bought and counted as their raw food (ADR 0028)', () => {
  const rice = catalogue.food('white-rice')!;
  const cookedRice = catalogue.food('cooked-white-rice')!;

  it('every cooked form names a raw food and an SR28 yield, and is priced through it', () => {
    const cooked = catalogue.foods.filter((f) => f.cooked);
    expect(cooked.map((f) => f.id)).toEqual(
      expect.arrayContaining([
        'cooked-white-rice',
        'cooked-brown-rice',
        'cooked-quinoa',
        'cooked-pasta',
        'cooked-lentils',
      ]),
    );
    for (const food of cooked) {
      const raw = catalogue.food(food.cooked!.rawFoodId);
      expect(raw, food.id).toBeDefined();
      expect(raw!.cooked, food.id).toBeUndefined();
      // SR28's cooked row ≈ raw row ÷ yield, so the yield is the one the data implies (±5 %).
      const implied = raw!.nutrientsPer100g.energyKcal / food.nutrientsPer100g.energyKcal;
      expect(Math.abs(food.cooked!.yield / implied - 1), food.id).toBeLessThan(0.05);
      // Never priced below the raw food it is made from, per gram of raw food.
      expect(food.price.unit).toBe('lb');
    }
    expect(cookedRice.cooked!.yield).toBeCloseTo(2.8, 5);
  });

  it('a recipe with "2 cups cooked rice" buys 2 × 158 g ÷ 2.8 of raw rice, costed and counted as raw rice', () => {
    const recipe = catalogue.recipes
      .flatMap((r) => r.ingredients.map((line) => ({ r, line })))
      .find(({ line }) => line.foodId === 'cooked-white-rice');
    expect(recipe).toBeDefined();
    const { line } = recipe!;
    expect(line.bought.food.id).toBe('white-rice');
    expect(line.bought.grams).toBeCloseTo(line.grams.purchased / 2.8, 6);
    const rawCentsPerGram = rice.price.cents / (453.59237 * rice.price.quantity);
    expect(rice.price.unit).toBe('lb');
    expect(line.costCents).toBeCloseTo(line.bought.grams * rawCentsPerGram, 6);
    // 2 cups cooked = 316 g cooked = 112.9 g raw.
    const twoCups = 2 * cookedRice.portions.find((p) => p.unit === 'cup')!.grams;
    expect(twoCups).toBeCloseTo(316, 0);
    expect(twoCups / cookedRice.cooked!.yield).toBeCloseTo(112.86, 1);
  });
});

describe('dishOf: the dish a recipe is in this catalogue', () => {
  const catalogue = loadCatalogue();

  it('takes "X with Y" as the dish X when the catalogue has X', () => {
    for (const [withSomething, plain] of [
      ['Chicken Piccata with Angel Hair', 'Chicken Piccata'],
      ['Chorizo and Sweet Potato Hash with Fried Eggs', 'Chorizo and Sweet Potato Hash'],
      ['Steak au Poivre with Green Salad', 'Steak au Poivre'],
    ] as const) {
      expect(
        catalogue.recipes.some((r) => r.name === withSomething),
        withSomething,
      ).toBe(true);
      expect(catalogue.dishOf(withSomething)).toBe(catalogue.dishOf(plain));
    }
  });

  it('keeps "X with Y" its own dish when the catalogue has no X, and "X with Y" apart from "X with Z"', () => {
    expect(catalogue.dishOf('Chicken with Broccoli')).not.toBe(catalogue.dishOf('Chicken with Cashews'));
    expect(catalogue.dishOf('Zucchini Noodles with Pesto')).toBe(dishKey('Zucchini Noodles with Pesto'));
    expect(catalogue.dishOf('Zucchini Noodles with Pesto')).not.toBe(dishKey('Zucchini Noodles'));
  });
});
