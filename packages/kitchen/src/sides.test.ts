import { describe, expect, it } from 'vitest';
import { DIET_RULES, loadCatalogue } from './index.js';
import { dishFamilyOf } from './dish-family.js';
import { SIDE_DEFINITIONS, sideFoodOfText, sideMethod, sidesForDish, sideSteps, sideText } from './sides.js';

const catalogue = loadCatalogue();

describe('sides', () => {
  const steps = sideSteps((id) => catalogue.food(id));

  it('every side is a kitchen food with a measure, real nutrition and a price', () => {
    expect(steps).toHaveLength(SIDE_DEFINITIONS.length);
    for (const s of steps) {
      expect(s.purchasedGrams, s.definition.id).toBeGreaterThan(0);
      expect(s.nutrition.energyKcal, s.definition.id).toBeGreaterThan(0);
      expect(s.food.price.cents, s.definition.id).toBeGreaterThan(0);
      for (const id of s.definition.sameAs)
        expect(catalogue.food(id), `${s.definition.id}: ${id}`).toBeDefined();
    }
  });

  it('says how long each side takes and how to make the ones that are cooked', () => {
    const byId = new Map(SIDE_DEFINITIONS.map((d) => [d.id, d]));
    // Cooked beside the main: rice 25 minutes (18 simmering, 5 resting), potatoes in the
    // microwave, toast and a salad at the end; fruit, yogurt, milk and nuts are only served.
    expect(byId.get('rice')!.minutes).toBe(25);
    expect(byId.get('potato')!.minutes).toBeLessThanOrEqual(15);
    expect(byId.get('rice')!.method).toMatch(/^Start the rice first/);
    expect(byId.get('potato')!.method).toMatch(/microwave/);
    for (const id of ['banana', 'apple', 'orange', 'yogurt', 'milk', 'almonds']) {
      expect(byId.get(id)!.minutes, id).toBe(0);
      expect(byId.get(id)!.method, id).toBeUndefined();
    }
    for (const d of SIDE_DEFINITIONS) {
      expect(d.minutes, d.id).toBeGreaterThanOrEqual(0);
      // Anything that takes time says how it is done, as a sentence.
      if (d.minutes > 0) expect(d.method, d.id).toMatch(/^[A-Z].*\.$/);
    }
    expect(sideMethod('white-rice')).toBe(byId.get('rice')!.method);
    expect(sideMethod('banana')).toBeUndefined();
    expect(sideMethod('chicken-thigh')).toBeUndefined();
  });

  it("derives a side's diets from its food's attributes", () => {
    const of = (id: string) => steps.find((s) => s.definition.id === id)!;
    expect(of('toast').diets).not.toContain('gluten-free');
    expect(of('toast').diets).not.toContain('paleo');
    expect(of('yogurt').diets).not.toContain('vegan');
    expect(of('yogurt').diets).not.toContain('dairy-free');
    expect(of('yogurt').diets).toContain('vegetarian');
    expect(of('almonds').diets).not.toContain('nut-free');
    expect(of('rice').diets).not.toContain('keto');
    expect(of('apple').diets).toContain('vegan');
    // Potatoes by their attribute (ADR 0011); milk and fruit by the side's own rule: no keto eater
    // takes a glass of milk or an orange as a side, though each fits 20 g of net carbs.
    for (const id of ['potato', 'sweet-potato', 'milk', 'orange', 'apple', 'banana'])
      expect(of(id).diets, id).not.toContain('keto');
    expect(of('milk').diets).toContain('low-carb');
    expect(of('orange').diets).toContain('paleo');
    expect(of('yogurt').diets).toContain('keto');
    expect(of('avocado').diets).toContain('keto');
    for (const s of steps)
      for (const d of s.diets)
        for (const a of DIET_RULES[d].forbids)
          expect(s.food.attributes, `${s.definition.id} ${d}`).not.toContain(a);
  });

  it('writes amounts for the family in kitchen words', () => {
    const def = (id: string) => SIDE_DEFINITIONS.find((d) => d.id === id)!;
    expect(sideText(def('toast'), 1, 4)).toBe('4 slices whole-wheat toast');
    expect(sideText(def('toast'), 1, 1)).toBe('1 slice whole-wheat toast');
    expect(sideText(def('avocado'), 1, 1)).toBe('1/2 avocado, sliced');
    // Measured dry, said so (it read as a cup of either to two walk-throughs' families).
    expect(sideText(def('rice'), 2, 2)).toBe('1 cup white rice, measured dry');
    expect(sideText(def('rice'), 1, 1)).toBe('1/4 cup white rice, measured dry');
    expect(sideText(def('apple'), 1, 3)).toBe('3 apples');
    // Eighths of a cup as tablespoons (a walk-through's "3/8 cup almonds").
    expect(sideText(def('almonds'), 1, 3)).toBe('6 tbsp almonds');
    expect(sideText(def('almonds'), 1, 1)).toBe('2 tbsp almonds');
    expect(sideText(def('almonds'), 2, 2)).toBe('1/2 cup almonds');
  });

  it('serves beside a dish only what a cook would: no second starch, no salad beside a salad', () => {
    const beside = (name: string) => {
      const recipe = catalogue.recipes.find((r) => r.name === name);
      if (!recipe) throw new Error(`no recipe named ${name}`);
      return sidesForDish(steps, recipe, dishFamilyOf(recipe)).map((s) => s.definition.id);
    };
    // A bread salad is its own starch: no toast, rice or potato beside it.
    const panzanella = beside('Tuscan Bread Salad (Panzanella)');
    for (const starch of ['toast', 'rice', 'potato', 'sweet-potato'])
      expect(panzanella).not.toContain(starch);
    // Tostadas get rice, as a Mexican plate does, but no toast or potato.
    expect(beside('Chicken Tinga Tostadas')).toContain('rice');
    for (const starch of ['toast', 'potato', 'sweet-potato'])
      expect(beside('Chicken Tinga Tostadas')).not.toContain(starch);
    expect(beside('Tuscan Bread Salad (Panzanella)')).not.toContain('green-salad');
    // A pasta gets bread (as garlic bread would be) and a salad, never rice or a potato.
    expect(beside('Spaghetti Aglio e Olio')).toEqual(expect.arrayContaining(['toast', 'green-salad']));
    expect(beside('Spaghetti Aglio e Olio')).not.toContain('rice');
    expect(beside('Spaghetti Aglio e Olio')).not.toContain('potato');
    // Rice beside a curry (not toast), toast beside eggs.
    expect(beside('Chicken Tikka Masala')).toContain('rice');
    expect(beside('Chicken Tikka Masala')).not.toContain('toast');
    expect(beside('Denver Omelet')).toContain('toast');
    // Almonds beside oats, not beside a congee (a walk-through's plan served "1 cup almonds" with one).
    expect(beside('Chai-Spiced Overnight Oats')).toContain('almonds');
    expect(beside('Quick Ginger Tofu Congee')).not.toContain('almonds');
    // Avocado beside tacos, not beside a dal, a curry or a pasta (a household's dal came with one).
    expect(beside('Chicken Tinga Tostadas')).toContain('avocado');
    for (const dish of ['Dal Tadka', 'Chicken Tikka Masala', 'Spaghetti Aglio e Olio'])
      expect(beside(dish), dish).not.toContain('avocado');
  });
});

describe('sideFoodOfText', () => {
  it("reads every side's food back from the text one person's share carries", () => {
    for (const d of SIDE_DEFINITIONS)
      for (let steps = 1; steps <= d.maxSteps; steps += 1)
        expect(sideFoodOfText(sideText(d, steps, 1)), sideText(d, steps, 1)).toBe(d.foodId);
    expect(sideFoodOfText('1 medium baked potato')).toBe('potato');
    expect(sideFoodOfText('1 baked sweet potato')).toBe('sweet-potato');
    expect(sideFoodOfText('2 slices garlic bread')).toBeUndefined();
    // A plan stored before the rice was "measured dry" says it as it was then.
    expect(sideFoodOfText('1/4 cup white rice (dry), cooked')).toBe('white-rice');
    expect(sideFoodOfText('3/4 cup white rice (dry), cooked')).toBe('white-rice');
  });
});
