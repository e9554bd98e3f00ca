import { describe, expect, it } from 'vitest';
import { BUNDLED_FOOD_TABLE, BUNDLED_RECIPE_FILES } from './data.js';
import { LINE_WORD_RULES, lineWordProblems } from './line-facts.js';
import { FoodMatcher } from './matcher.js';
import { parseFoodTable, type Attribute } from './schema.js';

const table = parseFoodTable(BUNDLED_FOOD_TABLE);
const foods = new Map(table.foods.map((food) => [food.id, food]));
const attributesOf = (id: string): readonly Attribute[] => {
  const food = foods.get(id);
  if (!food) throw new Error(`no food ${id}`);
  return food.attributes;
};

/**
 * Real false positives only, each with the reason: `recipe id` + the line's exact text. A line
 * here names an item in words the rules cannot tell apart, and its food is right. Keep it short.
 */
const ALLOWED: ReadonlyMap<string, string> = new Map<string, string>([
  // (none yet: every line in every recipe file agrees with its food's facts)
]);

describe('every recipe line carries what its words name (allergens and diet items)', () => {
  // Read from the raw files, not the built catalogue, so a file another helper is still writing
  // is checked line by line even while one of its recipes does not load yet.
  const lines = Object.entries(BUNDLED_RECIPE_FILES).flatMap(([file, data]) =>
    (data as { id: string; ingredients: { foodId: string; text: string }[] }[]).flatMap((recipe) =>
      recipe.ingredients.map((line) => ({ file, recipe: recipe.id, ...line })),
    ),
  );

  it('covers every recipe file, including the round-two quick-meal files', () => {
    expect(Object.keys(BUNDLED_RECIPE_FILES)).toEqual(
      expect.arrayContaining(['quick-breakfasts.json', 'quick-lunches.json', 'quick-dinners.json']),
    );
    expect(lines.length).toBeGreaterThan(7000);
  });

  it('has no line whose words name an allergen or diet item its food lacks', () => {
    const problems: string[] = [];
    for (const line of lines) {
      if (!foods.has(line.foodId)) continue; // an unknown food id fails the catalogue's own test
      const found = lineWordProblems(line.text, attributesOf(line.foodId));
      if (found.length === 0 || ALLOWED.has(`${line.recipe} ${line.text}`)) continue;
      problems.push(
        `${line.file} ${line.recipe}: "${line.text}" → ${line.foodId} lacks ${found
          .map((p) => `${p.needs.join('/')} (named by "${p.words}")`)
          .join(', ')}`,
      );
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('keeps the allow-list honest: every entry still names a line that needs it', () => {
    const needed = new Set(
      lines
        .filter((line) => foods.has(line.foodId))
        .filter((line) => lineWordProblems(line.text, attributesOf(line.foodId)).length > 0)
        .map((line) => `${line.recipe} ${line.text}`),
    );
    for (const key of ALLOWED.keys()) expect(needed.has(key), key).toBe(true);
  });
});

describe('the rules catch the mis-mappings of issue 14 (the foods they used to map to)', () => {
  it.each([
    ['2 chipotle peppers in adobo', 'dried-chiles', 'sugar'],
    ['3 tbsp gochujang', 'sriracha', 'wheat'],
    ['3 tbsp gochujang', 'sriracha', 'soy'],
    ['8 slices brioche', 'white-bread', 'egg'],
    ['8 slices brioche', 'white-bread', 'dairy'],
    ['4 naan', 'pita', 'dairy'],
    ['1 cup unsweetened almond milk', 'soy-milk', 'tree nut'],
    ['1 cup oat milk', 'soy-milk', 'wheat'],
    ['2 tbsp mirin', 'white-wine', 'sugar'],
    ['2 tbsp Shaoxing wine', 'white-wine', 'wheat'],
    ['2 tbsp white miso', 'gluten-free-miso', 'wheat'],
    ['1 refrigerated pie crust', 'pie-crust', 'meat'],
    ['1 cup cooked rice', 'cauliflower', 'grain'],
    ['1 lb ground beef', 'mushrooms', 'meat'],
    ['2 tbsp fish sauce', 'soy-sauce', 'fish'],
    ['1 tbsp oyster sauce', 'hoisin', 'shellfish'],
    ['1/4 cup honey', 'maple-syrup', 'honey'],
    ['1 envelope gelatin', 'agar', 'gelatin'],
    ['1/4 cup peanuts', 'cashews', 'peanut'],
    // Keto's starch bans (ADR 0011, 2026-12-06): a potato or a pulse mapped to a food without them.
    ['1 lb Yukon Gold potatoes, sliced', 'zucchini', 'starchy vegetable'],
    ['1 medium sweet potato, cubed', 'butternut-squash', 'starchy vegetable'],
    ['1 cup red lentils, rinsed', 'extra-firm-tofu', 'starchy legume'],
    ['1/2 cup hummus', 'tahini', 'starchy legume'],
    ['1 cup besan (chickpea flour)', 'almond-flour', 'starchy legume'],
  ])('"%s" mapped to %s fails the %s rule', (text, foodId, rule) => {
    const attributes = foods.has(foodId) ? attributesOf(foodId) : [];
    expect(lineWordProblems(text, attributes).map((p) => p.rule)).toContain(rule);
  });

  it('and the matcher now maps each of those words to a food that carries it', () => {
    const matcher = new FoodMatcher(table.foods);
    for (const [text, foodId] of [
      ['chipotle peppers in adobo', 'chipotles-in-adobo'],
      ['chipotles in adobo sauce', 'chipotles-in-adobo'],
      ['gochujang', 'gochujang'],
      ['brioche buns', 'brioche'],
      ['naan bread', 'naan'],
      ['unsweetened almond milk', 'almond-milk'],
      ['oat milk', 'oat-milk'],
      ['coconut milk beverage', 'coconut-milk-beverage'],
      ['mirin', 'mirin'],
      ['Shaoxing wine', 'shaoxing-wine'],
      ['rice wine', 'shaoxing-wine'],
      ['sake', 'sake'],
      ['white miso', 'miso'],
      ['gluten-free white miso', 'gluten-free-miso'],
      ['refrigerated pie crust', 'refrigerated-pie-crust'],
      ['frozen pie crust', 'pie-crust'],
      ['tempeh', 'tempeh'],
      ['gluten-free fusilli', 'gluten-free-pasta'],
    ] as const) {
      const match = matcher.match(text);
      expect(match?.foodId, text).toBe(foodId);
      expect(lineWordProblems(text, attributesOf(foodId)), text).toEqual([]);
    }
  });
});

describe('words that only look like an item (no false alarms)', () => {
  it.each([
    ['1 (13.5 oz) can coconut milk', 'coconut-milk'],
    ['1 cup butter beans, drained', 'white-beans'],
    ['8 oz green beans, trimmed', 'green-beans'],
    ['1 eggplant, cubed', 'eggplant'],
    ['1/4 tsp ground nutmeg', 'nutmeg'],
    ['1 cup sugar snap peas', 'snap-peas'],
    ['4 oz oyster mushrooms', 'mushrooms'],
    ['1/2 tsp cream of tartar', 'baking-powder'],
    ['1 small butternut squash', 'butternut-squash'],
    ['12 oz gluten-free spaghetti', 'gluten-free-pasta'],
    ['2 cups cauliflower rice', 'cauliflower'],
    ['1 tbsp rice vinegar', 'rice-vinegar'],
    ['1 can water chestnuts', 'water-chestnuts'],
    ['1 tsp peppercorns', 'black-pepper'],
    ['1/2 cup dairy-free yogurt', 'coconut-yogurt'],
    ['8 oz egg noodles', 'egg-noodles'],
    // Not starchy: soy, pod vegetables and sprouts.
    ['14 oz extra-firm tofu, cubed', 'extra-firm-tofu'],
    ['1 cup shelled edamame', 'frozen-edamame'],
    ['1 cup snow peas', 'snow-peas'],
    ['2 cups bean sprouts', 'bean-sprouts'],
    ['1 lb Yukon Gold potatoes, sliced', 'yukon-gold-potato'],
    ['1 can (15 oz) black beans, drained', 'black-beans'],
  ])('"%s" → %s', (text, foodId) => {
    const attributes = foods.get(foodId)?.attributes ?? [];
    expect(lineWordProblems(text, attributes)).toEqual([]);
  });

  it('every rule has words, needs at least one attribute, and a unique id', () => {
    expect(new Set(LINE_WORD_RULES.map((r) => r.id)).size).toBe(LINE_WORD_RULES.length);
    for (const rule of LINE_WORD_RULES) expect(rule.needs.length).toBeGreaterThan(0);
  });
});
