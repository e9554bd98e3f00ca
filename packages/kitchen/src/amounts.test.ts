import { describe, expect, it } from 'vitest';
import {
  agreeNoun,
  pluralNoun,
  nameInSentence,
  quotedName,
  kitchenAmount,
  scaleIngredientText,
  scaleStepText,
  splitIngredientText,
  stepPieces,
  usedScale,
  wholeEggs,
  stepVessels,
} from './amounts.js';
import { loadCatalogue } from './index.js';
import { formatQuantity } from './units.js';

const show = (q: number, unit: Parameters<typeof kitchenAmount>[1]) => {
  const a = kitchenAmount(q, unit);
  return `${formatQuantity(a.quantity)} ${a.unit}`;
};

describe('kitchenAmount', () => {
  it('measures spoons and cups with the measuring set', () => {
    expect(show(3 / 8, 'tsp')).toBe('1/2 tsp'); // ties go up
    expect(show(0.3, 'tsp')).toBe('1/4 tsp');
    expect(show(0.05, 'tsp')).toBe('1/8 tsp'); // never nothing
    expect(show(0.5, 'tbsp')).toBe('1 1/2 tsp');
    expect(show(1.5, 'tbsp')).toBe('1 1/2 tbsp');
    expect(show(6, 'tsp')).toBe('2 tbsp');
    // A half tablespoon would be a fifth off: quarters under 2 tablespoons.
    expect(show(3.75, 'tsp')).toBe('1 1/4 tbsp');
    expect(show(1.25, 'tbsp')).toBe('1 1/4 tbsp');
    expect(show(5.25, 'tsp')).toBe('1 3/4 tbsp');
    expect(show(5.5, 'tsp')).toBe('2 tbsp');
    expect(show(3.3, 'tsp')).toBe('1 tbsp');
    expect(show(4.4, 'tsp')).toBe('1 1/2 tbsp');
    expect(show(5 / 8, 'cup')).toBe('2/3 cup');
    expect(show(1 / 8, 'cup')).toBe('2 tbsp');
    // 6 tbsp is 1/3 cup 11 % short: tablespoons under half a cup when a cup measure is that far off.
    expect(show(6, 'tbsp')).toBe('6 tbsp');
    expect(show(3 / 8, 'cup')).toBe('6 tbsp');
    expect(show(5.33, 'tbsp')).toBe('1/3 cup');
    expect(show(4.8, 'tbsp')).toBe('5 tbsp');
    expect(show(0.55, 'cup')).toBe('1/2 cup');
    expect(show(1.26, 'cup')).toBe('1 1/4 cup');
    // Whole teaspoons go with quarters, not eighths ("2 1/8 tsp" in a walk-through's plan).
    expect(show(2.125, 'tsp')).toBe('2 1/4 tsp'); // ties go up
    expect(show(2.1, 'tsp')).toBe('2 tsp');
    expect(show(1.15, 'tsp')).toBe('1 1/4 tsp');
    expect(show(0.125, 'tsp')).toBe('1/8 tsp');
  });
  it('weighs and counts sensibly', () => {
    expect(show(283.5, 'g')).toBe('285 g');
    expect(show(1250, 'g')).toBe('1 1/4 kg');
    expect(show(7.1, 'oz')).toBe('7 oz');
    expect(show(5.6, 'oz')).toBe('5 1/2 oz');
    // From 4 oz, halves ("7 1/4 oz spaghetti" asked a precision no one weighs pasta to); quarters below.
    expect(show(7.2, 'oz')).toBe('7 oz');
    expect(show(4.8, 'oz')).toBe('5 oz');
    expect(show(3.3, 'oz')).toBe('3 1/4 oz');
    // From 8 oz, whole ounces (a walk-through met "13 3/4 oz firm tofu" and "9 1/2 oz diced tomatoes").
    expect(show(13.75, 'oz')).toBe('14 oz');
    expect(show(9.4, 'oz')).toBe('9 oz');
    expect(show(15.6, 'oz')).toBe('1 lb');
    expect(show(20, 'oz')).toBe('1 1/4 lb');
    expect(show(0.5, 'each')).toBe('1/2 each');
    // Below one, quarters: a quarter of a pepper read "1/2 red bell pepper" in each of five meals
    // for one (2 1/2 peppers) beside a list that bought the 2 they need.
    expect(show(0.25, 'each')).toBe('1/4 each');
    expect(show(0.1, 'medium')).toBe('1/4 medium');
    expect(show(0.7, 'each')).toBe('3/4 each');
    expect(show(0.9, 'each')).toBe('1 each');
    expect(show(1.3, 'large')).toBe('1 1/2 large');
    expect(show(2.4, 'each')).toBe('2 1/2 each');
    // From 3 up, whole: a walk-through met "5 1/2 large eggs" in a recipe for a family.
    expect(show(5.5, 'large')).toBe('6 large');
    expect(show(3.2, 'medium')).toBe('3 medium');
    expect(show(0.4, 'clove')).toBe('1 clove');
    expect(show(2.5, 'clove')).toBe('3 clove');
    // Pinches and dashes are volumes, counted whole (a walk-through met "1.3 pinches cayenne").
    expect(show(1.3, 'pinch')).toBe('1 pinch');
    expect(show(0.4, 'dash')).toBe('1 dash');
    expect(show(2.6, 'pinch')).toBe('3 pinch');
  });
});

describe('ingredient text', () => {
  it('splits the amount from the words', () => {
    expect(splitIngredientText('2 (14 oz) cans diced tomatoes, drained')).toEqual({
      rest: 'diced tomatoes, drained',
      quantity: true,
      unit: true,
    });
    expect(splitIngredientText('salt to taste')).toEqual({
      rest: 'salt to taste',
      quantity: false,
      unit: false,
    });
  });
  it('makes the noun agree with the number', () => {
    expect(agreeNoun('cucumbers', 1)).toBe('cucumbers'.slice(0, -1));
    expect(agreeNoun('green onions, sliced', 1)).toBe('green onion, sliced');
    expect(agreeNoun('tomato, sliced', 2)).toBe('tomatoes, sliced');
    expect(pluralNoun('loaf')).toBe('loaves');
    expect(agreeNoun('thai chili', 3)).toBe('thai chilies');
    // A word with an accent is one word (a walk-through's list: "need 2 jalapeño").
    expect(agreeNoun('jalapeño', 2)).toBe('jalapeños');
    expect(agreeNoun('jalapeños', 1)).toBe('jalapeño');
    // A food's name in a sentence keeps the capital of a place or a name.
    expect(nameInSentence('Sweet potato')).toBe('sweet potato');
    expect(nameInSentence('French bread / baguette')).toBe('French bread / baguette');
    expect(nameInSentence('Yukon Gold potatoes')).toBe('Yukon Gold potatoes');
    // Its own quotation marks made single inside ours.
    expect(quotedName('Spiced Tofu “Chorizo” Tacos')).toBe('“Spiced Tofu ‘Chorizo’ Tacos”');
    expect(quotedName('Mom\'s "Best" Chili')).toBe("“Mom's ‘Best’ Chili”");
    expect(agreeNoun('chipotle peppers in adobo', 1)).toBe('chipotle pepper in adobo');
    expect(agreeNoun('chipotle pepper in adobo', 2)).toBe('chipotle peppers in adobo');
    expect(
      scaleIngredientText({ text: '2 chipotle peppers in adobo', quantity: 2, unit: 'each' }, 0.5).text,
    ).toBe('1 chipotle pepper in adobo');
    expect(agreeNoun('bay leaves', 2)).toBe('bay leaves');
  });
  it('scales recipe lines into what a cook measures', () => {
    const line = (text: string, quantity: number, unit: Parameters<typeof kitchenAmount>[1]) => ({
      text,
      quantity,
      unit,
    });
    expect(scaleIngredientText(line('2 cucumbers', 2, 'each'), 0.5).text).toBe('1 cucumber');
    // Half a head or a bunch is cut (a walk-through's tacos for 2 of 4 said "1 head cauliflower"
    // beside half the oil); a clove is not.
    const cauliflower = line('1 head cauliflower, cut into small florets', 1, 'head');
    expect(scaleIngredientText(cauliflower, 0.5).text).toBe('1/2 head cauliflower, cut into small florets');
    expect(scaleIngredientText(cauliflower, 0.25).text).toBe('1/4 head cauliflower, cut into small florets');
    // The plan still counts the whole head (usedScale): the rest is not another meal's.
    expect(usedScale(cauliflower, 0.5)).toBe(1);
    expect(scaleIngredientText(line('1 bunch cilantro, chopped', 1, 'bunch'), 0.5).text).toBe(
      '1/2 bunch cilantro, chopped',
    );
    expect(scaleIngredientText(line('3 cloves garlic, minced', 3, 'clove'), 0.5).text).toBe(
      '2 cloves garlic, minced',
    );
    expect(scaleIngredientText(line('3/4 tsp salt', 0.75, 'tsp'), 0.5).text).toBe('1/2 tsp salt');
    expect(scaleIngredientText(line('1 1/4 cups water', 1.25, 'cup'), 0.5).text).toBe('2/3 cup water');
    expect(scaleIngredientText(line('4 large eggs', 4, 'large'), 0.25).text).toBe('1 large egg');
    expect(scaleIngredientText(line('4 large eggs', 4, 'large'), 11 / 8).text).toBe('6 large eggs');
    // Eggs are whole below 3 too ("2 1/2 large eggs"); half an onion is still half.
    expect(scaleIngredientText({ ...line('2 large eggs', 2, 'large'), name: 'Eggs' }, 1.25).text).toBe(
      '3 large eggs',
    );
    expect(scaleIngredientText(line('2 large eggs', 2, 'large'), 0.7).text).toBe('1 large egg');
    expect(scaleIngredientText(line('1 egg', 1, 'each'), 0.3).text).toBe('1 egg');
    expect(scaleIngredientText(line('1 medium onion, diced', 1, 'medium'), 1.5).text).toBe(
      '1 1/2 medium onions, diced',
    );
    expect(scaleIngredientText(line('2 egg yolks', 2, 'each'), 0.75).text).toBe('1 1/2 egg yolks');
    // Blocks are said as blocks, as cans are (session 42): half of two is one block.
    expect(scaleIngredientText(line('2 (14 oz) blocks extra-firm tofu, cubed', 28, 'oz'), 0.5).text).toBe(
      '1 block (14 oz) extra-firm tofu, cubed',
    );
    // A length of ginger stays one piece, its length scaled ("2 -inch piece gingers" once).
    expect(scaleIngredientText(line('1-inch piece ginger, grated', 1, 'inch'), 2).text).toBe(
      '2-inch piece ginger, grated',
    );
    expect(scaleIngredientText(line('2 inch pieces fresh ginger, thinly sliced', 2, 'inch'), 0.5).text).toBe(
      '1-inch piece fresh ginger, thinly sliced',
    );
    expect(scaleIngredientText(line('2 inch ginger, sliced', 2, 'inch'), 0.75).text).toBe(
      '1 1/2-inch piece ginger, sliced',
    );
    expect(scaleIngredientText(line('salt to taste', 0, 'pinch'), 2).text).toBe('salt to taste');
    expect(scaleIngredientText(line('2 cups rice', 2, 'cup'), 1).text).toBe('2 cups rice');
  });
  it('says part of a can, jar or package as a cook uses it, and whole ones as before', () => {
    // A walk-through's one-person shakshuka (1/4 of the recipe) listed "1 can (28 oz) crushed
    // tomatoes" beside 2 eggs: containers were rounded up to whole ones.
    const scaled = (text: string, quantity: number, unit: 'can' | 'package', scale: number) =>
      scaleIngredientText({ text, quantity, unit }, scale).text;
    expect(scaled('1 can (28 oz) crushed tomatoes', 1, 'can', 0.25)).toBe(
      '7 oz crushed tomatoes (1/4 of a 28 oz can)',
    );
    expect(scaled('1 (28 oz) can crushed tomatoes', 1, 'can', 0.25)).toBe(
      '7 oz crushed tomatoes (1/4 of a 28 oz can)',
    );
    expect(scaled('1 can (13.5 fl oz) coconut milk', 1, 'can', 0.6)).toBe(
      '8 fl oz coconut milk (about 2/3 of a 13.5 fl oz can)',
    );
    expect(scaled('2 packages (14 oz each) extra-firm tofu, patted dry and cubed', 2, 'package', 0.4)).toBe(
      '11 oz extra-firm tofu (about 3/4 of a 14 oz package), patted dry and cubed',
    );
    // 5 oz of a 14 oz package is about a third: a walk-through read "about 1/4 of a 14 oz package".
    expect(scaled('1 package (14 oz) extra-firm tofu', 1, 'package', 5 / 14)).toBe(
      '5 oz extra-firm tofu (about 1/3 of a 14 oz package)',
    );
    expect(scaled('1 can (15 oz) chickpeas, drained and rinsed', 1, 'can', 1.5)).toBe(
      '1 1/2 cans (15 oz each) chickpeas, drained and rinsed',
    );
    expect(scaled('1 can coconut milk', 1, 'can', 0.5)).toBe('1/2 can coconut milk');
    // Written in cans but weighed (166 catalogue lines): still cans, as a cook opens them; a
    // walk-through's recipe said "2 lb chickpeas, drained and rinsed".
    const weighed = (text: string, ounces: number, scale: number) =>
      scaleIngredientText({ text, quantity: ounces, unit: 'oz' }, scale).text;
    expect(weighed('2 (15 oz) cans chickpeas, drained and rinsed', 30, 1.07)).toBe(
      'about 2 1/4 cans (15 oz each) chickpeas, drained and rinsed',
    );
    expect(weighed('3 (5 oz) cans tuna in water, drained', 15, 2)).toBe(
      '6 cans (5 oz each) tuna in water, drained',
    );
    expect(weighed('1 (15 oz) can black beans', 15, 0.65)).toBe(
      '10 oz black beans (about 2/3 of a 15 oz can)',
    );
    expect(weighed('2 (15 oz) cans chickpeas, drained and rinsed', 30, 0.4)).toBe(
      '12 oz chickpeas (about 3/4 of a 15 oz can), drained and rinsed',
    );
    expect(weighed('1 (28 oz) can crushed tomatoes', 28, 1.5)).toBe(
      '1 1/2 cans (28 oz each) crushed tomatoes',
    );
    // The size after the container, as a family's own recipe writes it (weighed by its label):
    // a walk-through's read "11 oz (14.5 oz) diced tomatoes" and "1 1/4 lb (14.5 oz) …".
    expect(weighed('1 can (14.5 oz) diced tomatoes', 14.5, 0.75)).toBe(
      '11 oz diced tomatoes (3/4 of a 14.5 oz can)',
    );
    expect(weighed('1 can (14.5 oz) diced tomatoes', 14.5, 1.25)).toBe(
      '1 1/4 cans (14.5 oz each) diced tomatoes',
    );
    expect(weighed('2 cans (15 oz each) black beans, drained', 30, 1.5)).toBe(
      '3 cans (15 oz each) black beans, drained',
    );
    // Tofu and tempeh come in blocks and boxes: said as blocks, not pounds ("2 1/4 lb extra-firm
    // tofu" for a block and a quarter each), and "an 8 oz block".
    expect(weighed('2 (14 oz) blocks extra-firm tofu, pressed and cubed', 28, 1.25)).toBe(
      '2 1/2 blocks (14 oz each) extra-firm tofu, pressed and cubed',
    );
    expect(weighed('1 (12.3 oz) box silken tofu, cubed', 12.3, 1.25)).toBe(
      '1 1/4 boxes (12.3 oz each) silken tofu, cubed',
    );
    expect(weighed('2 (8 oz) blocks tempeh, cut into cubes', 16, 0.25)).toBe(
      '4 oz tempeh (1/2 of an 8 oz block), cut into cubes',
    );
    // A weight that is not its cans' is said as a weight.
    expect(weighed('2 (15 oz) cans chickpeas', 24, 1.5)).toBe('2 1/4 lb chickpeas');
    // Whole containers stay whole (0.95 of a can is the can).
    expect(scaled('2 (14 oz) cans diced tomatoes, drained', 2, 'can', 2)).toBe(
      '4 cans diced tomatoes, drained',
    );
    expect(scaled('1 can (28 oz) crushed tomatoes', 1, 'can', 0.95)).toBe('1 can (28 oz) crushed tomatoes');
  });
  it('scales the count a line says when it counts other pieces than its amount', () => {
    // A walk-through's tortas for three read "1 bolillo roll" (the line was 1.6 baguettes).
    const { recipes } = loadCatalogue();
    const line = (recipeId: string, food: string) =>
      recipes.find((r) => r.id === recipeId)!.ingredients.find((i) => i.foodId === food)!;
    expect(scaleIngredientText(line('mex-pinto-bean-tortas', 'baguette'), 3 / 4).text).toBe(
      '3 bolillo rolls',
    );
    expect(scaleIngredientText(line('mex-molletes', 'baguette'), 5 / 4).text).toBe('2 1/2 bolillo rolls');
    // Steaks weighed in pounds: the cook still counts steaks.
    const steaks = line('french-steak-au-poivre', 'beef-tenderloin');
    expect(steaks.unit).toBe('lb');
    expect(scaleIngredientText(steaks, 3 / 4).text).toBe('3 beef tenderloin steaks');
    expect(scaleIngredientText(steaks, 1 / 4).text).toBe('1 beef tenderloin steak');
  });

  it('never prints a decimal spoon or cup for any catalogue line at family sizes 1–5', () => {
    // ~45,000 scaled lines (841 recipes × 5 family sizes): collected, then one assertion, so the
    // sweep stays fast as the catalogue grows (an expect per line took 13–29 s under load).
    const { recipes } = loadCatalogue();
    const bad: string[] = [];
    for (const recipe of recipes)
      for (let family = 1; family <= 5; family += 1)
        for (const ing of recipe.ingredients) {
          const { text } = scaleIngredientText(ing, family / recipe.servings);
          if (
            /\d\.\d+ (?:tsp|tbsp|cups?)\b/.test(text) ||
            /\d \d\/8 tsp\b/.test(text) ||
            /\d\/\d (?:large |medium |small )?eggs?\b/.test(text) ||
            /(?:^|\s)(?:3|5|7)\/8 /.test(text) ||
            /^1 [a-z-]+s\b(?! )$/.test(text)
          )
            bad.push(`${recipe.id} ×${family}: ${text}`);
        }
    expect(bad).toEqual([]);
  }, 60_000);
});

describe('usedScale (what a scaled line tells the cook to use is bought)', () => {
  const line = (text: string, quantity: number, unit: Parameters<typeof kitchenAmount>[1]) => ({
    text,
    quantity,
    unit,
  });

  it('follows a count the line says, up or down', () => {
    // Half of "1 clove garlic" says "1 clove garlic": a whole clove is used and bought (a
    // walk-through's list bought one head for lines that said 14 cloves).
    expect(scaleIngredientText(line('1 clove garlic, minced', 1, 'clove'), 0.5).text).toMatch(/^1 clove/);
    expect(usedScale(line('1 clove garlic, minced', 1, 'clove'), 0.5)).toBe(1);
    expect(usedScale(line('3 cloves garlic', 3, 'clove'), 0.5)).toBeCloseTo(2 / 3);
    // Eggs are cracked whole: 2 1/2 eggs are 3.
    expect(usedScale(line('5 large eggs', 5, 'large'), 0.5)).toBeCloseTo(3 / 5);
    expect(usedScale(line('5', 5, 'each'), 0.5, 'Eggs')).toBeCloseTo(3 / 5);
    // Halves of a few: 1.4 onions are said "1 1/2", 2.2 avocados "2".
    expect(usedScale(line('2 onions, sliced', 2, 'each'), 0.7)).toBeCloseTo(1.5 / 2);
    expect(usedScale(line('4 avocados', 4, 'each'), 0.55)).toBeCloseTo(2 / 4);
  });

  it('leaves weights, measures, part of a can and a recipe’s own line exact', () => {
    expect(usedScale(line('1 1/3 cups rice', 4 / 3, 'cup'), 0.37)).toBe(0.37);
    expect(usedScale(line('250 g spinach', 250, 'g'), 0.37)).toBe(0.37);
    expect(usedScale(line('1 (14 oz) can coconut milk', 1, 'can'), 0.37)).toBe(0.37);
    expect(usedScale(line('1 1/2 cloves garlic', 1.5, 'clove'), 1)).toBe(1);
    expect(usedScale(line('salt to taste', 0, 'each'), 0.5)).toBe(0.5);
  });
});

describe('scaleStepText (the amounts a step measures, for the family)', () => {
  it('scales measured amounts as the list does, keeping the step’s own word', () => {
    expect(scaleStepText('Heat 1 tablespoon of oil in a skillet.', 2)).toBe(
      'Heat 2 tablespoons of oil in a skillet.',
    );
    expect(scaleStepText('Whisk with 3 to 4 tablespoons of water.', 0.5)).toBe(
      'Whisk with 1 1/2 to 2 tablespoons of water.',
    );
    expect(scaleStepText('Add 1/2 cup water.', 3)).toBe('Add 1 1/2 cups water.');
    expect(scaleStepText('Then add 2 3/4 cups of the broth.', 0.9375)).toBe(
      'Then add 2 1/2 cups of the broth.',
    );
    expect(scaleStepText('Add 1 tsp cumin and 8 oz pasta.', 1.5)).toBe(
      'Add 1 1/2 tsp cumin and 12 oz pasta.',
    );
    expect(scaleStepText('Boil 1 lb pasta.', 0.75)).toBe('Boil 3/4 lb pasta.');
    expect(scaleStepText('Add 200 g spinach.', 1.25)).toBe('Add 250 g spinach.');
    // The kitchen's unit when it changes the unit: 3 tsp is a tablespoon, and so is a
    // tablespoon cooked 0.98× (it read "3 tsp of oil" on a walk-through).
    expect(scaleStepText('Add 1 tsp cumin.', 3)).toBe('Add 1 tbsp cumin.');
    expect(scaleStepText('Fry it in 1 tablespoon of oil.', 0.98)).toBe('Fry it in 1 tablespoon of oil.');
    expect(kitchenAmount(0.98, 'tbsp')).toEqual({ quantity: 1, unit: 'tbsp' });
    expect(kitchenAmount(3.9, 'tbsp')).toEqual({ quantity: 1 / 4, unit: 'cup' });
  });

  it('leaves times, temperatures, sizes, counts and unmeasured words as written', () => {
    const step =
      'Bake 35 minutes at 425°F, cut into 2-inch pieces, beat 2 eggs, add another tablespoon of oil and 1/2 teaspoon salt.';
    expect(scaleStepText(step, 2)).toBe(
      'Bake 35 minutes at 425°F, cut into 2-inch pieces, beat 2 eggs, add another tablespoon of oil and 1 teaspoon salt.',
    );
    expect(scaleStepText(step, 1)).toBe(step);
    // A measure per piece is the piece's size: more pancakes, not bigger ones.
    expect(scaleStepText('Pour 1/3 cup batter per pancake, then flip; add 1 tbsp butter.', 2)).toBe(
      'Pour 1/3 cup batter per pancake, then flip; add 2 tbsp butter.',
    );
    expect(scaleStepText('Ladle in 1/2 cup of the mixture per patty.', 3)).toBe(
      'Ladle in 1/2 cup of the mixture per patty.',
    );
    // A package size in brackets is the package's, not an amount to scale.
    expect(scaleStepText('Add 1 (14 oz) can of tomatoes.', 2)).toBe('Add 1 (14 oz) can of tomatoes.');
  });

  it('reads every catalogue step without losing a word, at family sizes 1–5', () => {
    // Only the amounts change: the words around them are the recipe's.
    const catalogue = loadCatalogue();
    const strip = (t: string) =>
      t.replace(/[\d/½¼¾⅓⅔⅛]+(?:\s+[\d/]+)?\s*(?:to|-|–)?\s*/g, '').replace(/\s+/g, ' ');
    for (const recipe of catalogue.recipes)
      for (const s of recipe.instructions)
        for (const scale of [1 / recipe.servings, 2 / recipe.servings, 5 / recipe.servings]) {
          const scaled = scaleStepText(s.text, scale);
          expect(scaled.length, `${recipe.id} ${s.step}`).toBeGreaterThan(0);
          expect(scaled, `${recipe.id} ${s.step}`).not.toMatch(/NaN|Infinity|\b0 (?:cup|tbsp|tsp|oz|lb|g)\b/);
          // Same words once numbers and unit words are set aside.
          const words = (t: string) =>
            strip(t)
              .replace(
                /\b(?:cups?|tablespoons?|tbsp|teaspoons?|tsp|ounces?|oz|pounds?|lbs?|grams?|g|ml)\b/gi,
                '',
              )
              .replace(/\s+/g, ' ')
              .trim();
          expect(words(scaled), `${recipe.id} ${s.step}`).toBe(words(s.text));
        }
  });
});

describe('stepVessels', () => {
  it('gives each person eating a glass or bowl when the recipe gives each of its servings one', () => {
    // A walk-through's smoothie for three "poured into two glasses".
    expect(stepVessels('Blend until smooth and pour into two glasses.', 2, 3)).toBe(
      'Blend until smooth and pour into three glasses.',
    );
    expect(stepVessels('Divide among four jars, cover and chill.', 4, 2)).toBe(
      'Divide among two jars, cover and chill.',
    );
    expect(stepVessels('Spread it in two shallow bowls.', 2, 12)).toBe('Spread it in 12 shallow bowls.');
    // One person shares nothing out: a walk-through read "Divide the yogurt into one bowl".
    expect(stepVessels('Divide the yogurt between two bowls.', 2, 1)).toBe('Transfer the yogurt to a bowl.');
    expect(stepVessels('Warm the rice and divide it between two bowls.', 2, 1)).toBe(
      'Warm the rice and transfer it to a bowl.',
    );
    expect(stepVessels('Divide among four jars, cover and refrigerate overnight.', 4, 1)).toBe(
      'Transfer to a jar, cover and refrigerate overnight.',
    );
    expect(
      stepVessels(
        'Warm the chicken in the broth, divide the noodles, bok choy and chicken among bowls.',
        4,
        1,
      ),
    ).toBe('Warm the chicken in the broth, transfer the noodles, bok choy and chicken to a bowl.');
    expect(stepVessels('Toss and divide among four shallow plates.', 4, 1)).toBe(
      'Toss and transfer to a shallow plate.',
    );
    expect(stepVessels('Divide among plates, top each with an egg and finish with crema.', 4, 1)).toBe(
      'Transfer to a plate, top it with an egg and finish with crema.',
    );
    expect(stepVessels('Pour into two glasses.', 2, 1)).toBe('Pour into a glass.');
    // Bowls and plates not counted, for one person (a walk-through read "Spoon into bowls").
    expect(stepVessels('Spoon into bowls and top with the berries.', 4, 1)).toBe(
      'Spoon into a bowl and top with the berries.',
    );
    expect(stepVessels('Cook the fish 3 minutes per side; move to plates.', 4, 1)).toBe(
      'Cook the fish 3 minutes per side; move to a plate.',
    );
    expect(stepVessels('Top bowls of hot rice with the spinach.', 4, 1)).toBe(
      'Top a bowl of hot rice with the spinach.',
    );
    expect(stepVessels('Ladle the soup into ovenproof bowls.', 4, 1)).toBe(
      'Ladle the soup into an ovenproof bowl.',
    );
    expect(stepVessels('Serve cold in glasses or bowls.', 4, 1)).toBe('Serve cold in a glass or bowl.');
    expect(stepVessels('Halve the eggs and add them to the plates.', 4, 1)).toBe(
      'Halve the eggs and add them to the plate.',
    );
    expect(stepVessels('Divide into jars, cover and refrigerate overnight.', 4, 1)).toBe(
      'Transfer to a jar, cover and refrigerate overnight.',
    );
    expect(stepVessels('Spoon the polenta into bowls, top each with an egg.', 4, 1)).toBe(
      'Spoon the polenta into a bowl, top it with an egg.',
    );
    expect(stepVessels('Ladle the soup into bowls and swirl pistou into each.', 4, 1)).toBe(
      'Ladle the soup into a bowl and swirl pistou into it.',
    );
    // Not for two, and not cups or small bowls beside something else.
    expect(stepVessels('Spoon into bowls.', 4, 2)).toBe('Spoon into bowls.');
    expect(stepVessels('Put the eggs in egg cups or small bowls on each plate.', 2, 1)).toBe(
      'Put the eggs in egg cups or small bowls on each plate.',
    );
    // Shared out among a count that is not one per serving, or among bowls for two: left as written.
    expect(stepVessels('Divide the dough between two bowls.', 4, 1)).toBe(
      'Divide the dough between two bowls.',
    );
    expect(stepVessels('Divide the rice among bowls.', 4, 2)).toBe('Divide the rice among bowls.');
    // A count that is not one per serving, or the recipe's own number of people, stays.
    expect(stepVessels('Arrange on two plates.', 4, 3)).toBe('Arrange on two plates.');
    expect(stepVessels('Pour into two glasses.', 2, 2)).toBe('Pour into two glasses.');
    expect(stepVessels('Whisk two eggs in a bowl.', 2, 3)).toBe('Whisk two eggs in a bowl.');
  });
});

describe('stepPieces', () => {
  it('makes the pieces a recipe makes per serving as the amounts are scaled', () => {
    // A one-person household read "Make eight wells, crack in the eggs" beside "2 large eggs".
    expect(stepPieces('Make eight wells, crack in the eggs, cover and cook.', 4, 1, 1 / 4)).toBe(
      'Make two wells, crack in the eggs, cover and cook.',
    );
    // One person at 1 1/2 servings: 3 eggs on the list, 3 hollows (a walk-through read 2).
    expect(stepPieces('Make 8 hollows, crack in the eggs.', 4, 1, 1.5 / 4)).toBe(
      'Make 3 hollows, crack in the eggs.',
    );
    expect(stepPieces('Stir in the pork and shape into 8 small patties.', 4, 1, 1.5 / 4)).toBe(
      'Stir in the pork and shape into 3 small patties.',
    );
    // Rounded as eggs are: 8 × 1 1/4 / 4 = 2 1/2 → 3.
    expect(stepPieces('Make 8 hollows.', 4, 1, 1.25 / 4)).toBe('Make 3 hollows.');
    expect(stepPieces('Season the beef and shape into four patties.', 4, 2, 2 / 4)).toBe(
      'Season the beef and shape into two patties.',
    );
    expect(stepPieces('Shape the beef into four patties slightly wider than the buns.', 4, 1, 1 / 4)).toBe(
      'Shape the beef into one patty slightly wider than the buns.',
    );
    expect(stepPieces('Roll into 20 walnut-sized balls.', 4, 6, 6 / 4)).toBe(
      'Roll into 30 walnut-sized balls.',
    );
    // Pieces counted without a noun: rice balls for one of a recipe's four (a walk-through read
    // "repeat to make 8" for one person).
    const balls = 'Press into a firm ball and roll in sesame seeds; repeat to make 8.';
    expect(stepPieces(balls, 4, 1, 1 / 4)).toBe(
      'Press into a firm ball and roll in sesame seeds; repeat to make 2.',
    );
    expect(stepPieces(balls, 4, 3, 3 / 4)).toBe(
      'Press into a firm ball and roll in sesame seeds; repeat to make 6.',
    );
    // Not a whole number per serving: as written.
    expect(stepPieces('Repeat to make 6.', 4, 1, 1 / 4)).toBe('Repeat to make 6.');
    // A family of four at 1 1/4 servings each: the 10 eggs on the list, 10 wells.
    expect(stepPieces('Make eight wells.', 4, 4, 5 / 4)).toBe('Make ten wells.');
    expect(stepPieces('Layer turkey on four slices and top with a second slice.', 4, 1, 1 / 4)).toBe(
      'Layer turkey on one slice and top with a second slice.',
    );
    // "per person" follows each person's portion: a recipe for two, one person at 1 1/4 servings
    // (a walk-through read "Make three hollows … (three per person)" beside 4 eggs).
    expect(stepPieces('Make six hollows, crack in the eggs (three per person).', 2, 1, 1.25 / 2)).toBe(
      'Make four hollows, crack in the eggs (four per person).',
    );
    expect(stepPieces('Make six hollows, crack in the eggs (three per person).', 2, 3, 3 / 2)).toBe(
      'Make nine hollows, crack in the eggs (three per person).',
    );
  });

  it('makes wells and hollows for the eggs on the list, and says one egg as one', () => {
    // A walk-through's skillet for one read "Make 10 little wells" beside "4 large eggs".
    const skillet = 'Make 10 little wells, crack in the eggs, cover and cook for 4 to 5 minutes.';
    expect(stepPieces(skillet, 4, 1, 1.5 / 4, 10)).toBe(
      'Make 4 little wells, crack in the eggs, cover and cook for 4 to 5 minutes.',
    );
    // Times and measures are not counts named again ("4 to 5 minutes" beside four wells).
    expect(
      stepPieces('Make four wells, crack in the eggs, cover and cook 4 to 5 minutes.', 4, 1, 1 / 4, 4),
    ).toBe('Make one well, crack in the egg, cover and cook 4 to 5 minutes.');
    // One egg on the list: "Fry the eggs" of a recipe's two (a walk-through's banh mi for one).
    expect(stepPieces('Fry the eggs in the oil until the whites are set.', 2, 1, 1 / 2, 2)).toBe(
      'Fry the egg in the oil until the whites are set.',
    );
    expect(stepPieces('Whisk the eggs. Add the eggs.', 4, 1, 1 / 4, 4)).toBe('Whisk the egg. Add the egg.');
    // And after it in its sentence "them" is "it"; for one person, one on each toast is it on the
    // toast (a walk-through read "peel and halve them" and "set one on each toast" after one egg).
    expect(stepPieces('Drain, cool the eggs in cold water and peel and halve them.', 4, 1, 1 / 4, 4)).toBe(
      'Drain, cool the egg in cold water and peel and halve it.',
    );
    const toast = 'Fry the eggs until the edges are crisp and set one on each toast. Serve them warm.';
    expect(stepPieces(toast, 2, 1, 1 / 2, 2)).toBe(
      'Fry the egg until the edges are crisp and set it on the toast. Serve them warm.',
    );
    // "them" before the eggs, or in another sentence, is something else.
    expect(stepPieces('Toast the buns, then fill them; fry the eggs.', 2, 1, 1 / 2, 2)).toBe(
      'Toast the buns, then fill them; fry the egg.',
    );
    // Two people sharing one egg: "one on each" is left as written.
    expect(stepPieces(toast, 4, 2, 2 / 4, 2)).toBe(
      'Fry the egg until the edges are crisp and set one on each toast. Serve them warm.',
    );
    // More than one egg on the list: as written.
    expect(stepPieces('Fry the eggs in the oil.', 2, 2, 1, 2)).toBe('Fry the eggs in the oil.');
    expect(wholeEggs(loadCatalogue().recipe('qb-green-shakshuka')!.ingredients)).toBe(8);
  });

  it('leaves counts that are not per serving, named again, or one piece to divide into', () => {
    // Not a whole number per serving.
    expect(stepPieces('Make 10 little wells, crack in the eggs.', 4, 1, 1 / 4)).toBe(
      'Make 10 little wells, crack in the eggs.',
    );
    // The same count named again, of pieces this does not see.
    const sandwiches = 'Spread over four slices of bread and top with the other four to make sandwiches.';
    expect(stepPieces(sandwiches, 4, 2, 2 / 4)).toBe(sandwiches);
    // One piece is nothing to divide.
    const dough = 'Knead into a soft dough; rest 20 minutes and divide into 4 balls.';
    expect(stepPieces(dough, 4, 1, 1 / 4)).toBe(dough);
    expect(stepPieces(dough, 4, 2, 2 / 4)).toBe(
      'Knead into a soft dough; rest 20 minutes and divide into 2 balls.',
    );
    // The recipe as written, and amounts (eggs are scaled with the list).
    expect(stepPieces('Make four wells.', 4, 4, 1)).toBe('Make four wells.');
    expect(stepPieces('Whisk four eggs and make four wells.', 4, 1, 1 / 4)).toBe(
      'Whisk four eggs and make four wells.',
    );
    expect(stepPieces('Whisk 8 eggs.', 4, 1, 1 / 4)).toBe('Whisk 8 eggs.');
  });
});
