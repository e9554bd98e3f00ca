import { describe, expect, it } from 'vitest';
import {
  dishPictureOf,
  loadCatalogue,
  mapIngredientLine,
  resolveOwnRecipe,
  stepsNamingOtherFoods,
} from './index.js';

const catalogue = loadCatalogue();
const map = (text: string, extra: { foodId?: string | null; skip?: boolean } = {}) =>
  mapIngredientLine(catalogue, { text, ...extra }, { suggest: true });

describe('mapping a family recipe’s lines (issue #19)', () => {
  it('maps lines the matcher is sure of, with the amount from the text', () => {
    expect(map('1½ cups whole milk')).toMatchObject({
      foodId: 'milk',
      quantity: 1.5,
      unit: 'cup',
      problem: null,
    });
    expect(map('1 (14.5 oz) can diced tomatoes')).toMatchObject({
      foodId: 'canned-tomatoes',
      quantity: 14.5,
      unit: 'oz',
      problem: null,
    });
    // No amount: a pinch.
    expect(map('salt to taste')).toMatchObject({ foodId: 'salt', unit: 'pinch', problem: null });
  });

  it('asks about a misspelt food, with the right one among the suggestions', () => {
    const line = map('2 chiken breasts');
    expect(line.problem).toBe('unsure');
    expect(line.foodId).toBeNull();
    expect(line.suggestions[0]?.foodId).toBe('chicken-breast');
  });

  it('says when no food is found, and when a picked food has no amount it can weigh', () => {
    expect(map('3 sprigs of flubberwort').problem).toBe('no_food');
    expect(map('a handful of fresh cilantro').problem).toBe('no_amount');
    expect(map('2 chiken breasts', { foodId: 'chicken-breast' })).toMatchObject({
      foodId: 'chicken-breast',
      problem: null,
    });
    expect(map('2 cups flour', { foodId: 'no-such-food' }).problem).toBe('unknown_food');
  });

  it('skips what is not food; a recipe is resolved only when every line is ready', () => {
    expect(map('ice cubes', { skip: true })).toMatchObject({ skip: true, problem: null });
    const recipe = {
      id: 'r1',
      name: 'Toast',
      description: '',
      cuisine: 'american' as const,
      mealTypes: ['breakfast' as const],
      servings: 2,
      prepMinutes: 2,
      cookMinutes: 3,
      steps: ['Toast the bread.', 'Butter it.'],
      ingredients: [
        { text: '4 slices whole-wheat bread', foodId: null, skip: false },
        { text: '1 tbsp butter', foodId: null, skip: false },
        { text: '2 sprigs flubberwort', foodId: null, skip: false },
      ],
    };
    const broken = resolveOwnRecipe(catalogue, recipe);
    expect(broken).toMatchObject({ ok: false, unmapped: 1 });
    const fixed = resolveOwnRecipe(catalogue, {
      ...recipe,
      ingredients: recipe.ingredients.map((l, i) => (i === 2 ? { ...l, skip: true } : l)),
    });
    expect(fixed.ok).toBe(true);
    if (fixed.ok) {
      expect(fixed.recipe.ingredients).toHaveLength(2);
      expect(fixed.recipe.diets).toContain('vegetarian');
      expect(fixed.recipe.diets).not.toContain('vegan');
    }
  });

  it('takes a broth for flavour, not for the main protein, and draws a Jollof rice as a rice dish', () => {
    // A helper's Jollof rice with chicken broth read as a chicken dish, drawn as a grilled cutlet.
    const jollof = (extra: string[]) =>
      resolveOwnRecipe(catalogue, {
        id: 'r3',
        name: 'Jollof rice',
        description: '',
        cuisine: 'american' as const,
        mealTypes: ['dinner' as const],
        servings: 6,
        prepMinutes: 15,
        cookMinutes: 45,
        steps: ['Cook it all together.'],
        ingredients: [
          '2 cups long-grain rice',
          '2 tomatoes',
          '1 onion',
          '1 red bell pepper',
          '2 tbsp tomato paste',
          '1/4 cup vegetable oil',
          '3 cups chicken broth',
          ...extra,
        ].map((text) => ({ text, foodId: null, skip: false })),
      });
    const plain = jollof([]);
    if (!plain.ok) throw new Error('expected the recipe to resolve');
    expect(plain.recipe.mainProtein).toBe('none');
    expect(
      dishPictureOf({
        ...plain.recipe,
        ingredients: plain.recipe.ingredients.map((l) => ({ foodId: l.food.id })),
      }),
    ).toBe('fried-rice');
    // With chicken pieces in it, it is a chicken dish.
    const withChicken = jollof(['1 1/2 lb chicken thighs']);
    if (!withChicken.ok) throw new Error('expected the recipe to resolve');
    expect(withChicken.recipe.mainProtein).toBe('chicken');
  });

  describe('steps that name a food the ingredients do not have', () => {
    const congee = (lines: string[], steps: string[]) => {
      const resolved = resolveOwnRecipe(catalogue, {
        id: 'r2',
        name: 'Grandma’s Chicken Congee',
        description: '',
        cuisine: 'asian' as const,
        mealTypes: ['breakfast' as const],
        servings: 4,
        prepMinutes: 10,
        cookMinutes: 30,
        steps,
        ingredients: lines.map((text) => ({ text, foodId: null, skip: false })),
      });
      if (!resolved.ok) throw new Error('expected the recipe to resolve');
      const mentions = stepsNamingOtherFoods(catalogue, resolved.recipe, steps);
      // The resolved recipe carries them, for its page and the plans it is in (none: absent).
      expect(resolved.recipe.stepFoodMentions).toEqual(mentions.length > 0 ? mentions : undefined);
      return mentions;
    };
    const lines = ['1 cup jasmine rice', '1 lb chicken thighs', '2 tbsp gluten-free tamari', '2 scallions'];

    it('names soy sauce left in a step of a recipe made gluten-free with tamari (a walk-through)', () => {
      const steps = [
        'Simmer the rice and chicken for 30 minutes.',
        'Season with soy sauce, salt and sesame oil.',
      ];
      expect(congee(lines, steps)).toEqual([
        {
          step: 2,
          words: 'soy sauce',
          foodId: 'soy-sauce',
          diets: ['gluten-free'],
        },
      ]);
    });

    it('names nothing the lines already say, nor foods the recipe’s diets allow', () => {
      // "tamari" is its line; rice, salt and scallions break no diet the recipe meets.
      expect(congee(lines, ['Season with the tamari and scallions; serve with rice and salt.'])).toEqual([]);
      // "milk" beside a line of oat milk is that oat milk.
      const oat = congee([...lines, '1 cup oat milk'], ['Stir in the milk.']);
      expect(oat).toEqual([]);
      // Shapes, actions and a line's own food by one of its names: not other foods.
      expect(
        congee(
          [...lines, '8 oz rice noodles'],
          ['Shape walnut-sized balls; wrap them in lettuce.', 'Toss the noodles with the sauce.'],
        ),
      ).toEqual([]);
      // A dairy food the dairy-free recipe does not have: butter, named once for its step.
      const butter = congee(lines, ['Finish with butter, then more butter.']);
      expect(butter.map((m) => [m.step, m.words, m.diets.includes('dairy-free')])).toEqual([
        [1, 'butter', true],
      ]);
    });
  });
});
