import { convert, loadCatalogue, toGrams } from '@saverly/kitchen';
import { describe, expect, it } from 'vitest';
import type { GroceryLine } from './lines.js';
import { parseGroceryLines } from './lines.js';
import { defaultPantryFoodIds, DEFAULT_PANTRY_FOOD_IDS, isPantryFood } from './pantry.js';
import { priceGroceryList, type PricedList, type StoreOffer } from './price.js';
import { expectConsistent } from './test-support/consistent.js';

const catalogue = loadCatalogue();
const LB = 453.59237;

const offer = (
  productId: string,
  packageGrams: number | null,
  regularCents: number,
  saleCents: number | null = null,
): StoreOffer => ({
  productId,
  name: productId,
  brand: 'Acme',
  size: null,
  packageGrams,
  regularCents,
  saleCents,
});

const OFFERS: Record<string, StoreOffer[]> = {
  'white-rice': [offer('rice-2lb', 2 * LB, 349), offer('rice-5lb', 5 * LB, 799, 599)],
  'chicken-breast': [offer('chk-1.5lb', 1.5 * LB, 644, 499), offer('chk-4lb', 4 * LB, 1599)],
  onion: [offer('onion-each', 150, 89), offer('onion-3lb', 3 * LB, 349)],
  salt: [offer('salt-26oz', 737.09, 129)],
  'olive-oil': [offer('oil-500ml', 460, 899)],
};

const LINES: GroceryLine[] = [
  { foodId: 'white-rice', text: '1 kg rice', quantity: 1, unit: 'kg', mealKey: 'd1-dinner' },
  { foodId: 'chicken-breast', text: '3 lb chicken breast', quantity: 3, unit: 'lb', mealKey: 'd1-dinner' },
  { foodId: 'onion', text: '2 medium onions', quantity: 2, unit: 'medium', mealKey: 'd2-dinner' },
  { foodId: 'salt', text: '1 tsp salt', quantity: 1, unit: 'tsp', mealKey: 'd1-dinner' },
  { foodId: 'olive-oil', text: '2 tbsp olive oil', quantity: 2, unit: 'tbsp', mealKey: 'd2-dinner' },
];

const byId = (list: PricedList) => new Map(list.items.map((item) => [item.id, item]));

describe('priceGroceryList', () => {
  it('leaves water from the tap off the list', () => {
    const water: GroceryLine = {
      foodId: 'water',
      text: '2 cups water',
      quantity: 2,
      unit: 'cup',
      mealKey: 'd1-dinner',
    };
    const list = priceGroceryList({ catalogue, lines: [...LINES, water], offers: OFFERS });
    expect(list.items.map((item) => item.id)).not.toContain('water');
    expect(list.items).toHaveLength(LINES.length);
  });

  it('adds up cost, regular cost and savings in whole cents over several items', () => {
    const list = priceGroceryList({ catalogue, lines: LINES, offers: OFFERS });
    const items = byId(list);
    // Rice, 1 kg: two 2 lb bags 698, one 5 lb bag on sale 599 (regular 799).
    expect(items.get('white-rice')).toMatchObject({
      status: 'on_sale',
      packages: 1,
      cost_cents: 599,
      regular_cost_cents: 799,
      savings_cents: 200,
      quantity_needed_grams: 1000,
      quantity_text: '1 kg',
      meal_keys: ['d1-dinner'],
      aisle: 'grains-pasta',
    });
    expect(items.get('white-rice')!.purchases).toEqual([
      {
        product_id: 'rice-5lb',
        name: 'rice-5lb',
        brand: 'Acme',
        size: null,
        store_aisle: null,
        package_grams: 5 * LB,
        count: 1,
        unit_price_cents: 599,
        regular_unit_price_cents: 799,
        on_sale: true,
        cost_cents: 599,
      },
    ]);
    // Chicken, 3 lb: two 1.5 lb packs on sale 2 × 499 = 998 (regular 1288) beat the 4 lb pack 1599.
    expect(items.get('chicken-breast')).toMatchObject({
      status: 'on_sale',
      packages: 2,
      cost_cents: 998,
      regular_cost_cents: 1288,
      savings_cents: 290,
    });
    // Onions, 2 medium (< 300 g as purchased): two loose onions 178 beat the 3 lb bag 349.
    const onionGrams = toGrams(catalogue.food('onion')!, 2, 'medium')!.purchased;
    expect(onionGrams).toBeGreaterThan(150);
    expect(onionGrams).toBeLessThanOrEqual(300);
    expect(items.get('onion')).toMatchObject({
      status: 'regular',
      packages: 2,
      cost_cents: 178,
      regular_cost_cents: 178,
      savings_cents: 0,
      quantity_text: '2 medium yellow onions',
    });
    expect(list.summary).toEqual({
      total_cost_cents: 599 + 998 + 178,
      regular_cost_cents: 799 + 1288 + 178,
      total_savings_cents: 200 + 290,
      matched_count: 3,
      on_sale_count: 2,
      not_found_count: 0,
      pantry_count: 2,
      item_count: 5,
    });
    expect(list.warnings).toEqual([]);
    expectConsistent(list);
  });

  it('lists default pantry staples as pantry, at no cost, and prices them when the family removes them', () => {
    expect(isPantryFood(catalogue.food('salt')!)).toBe(true);
    expect(isPantryFood(catalogue.food('olive-oil')!)).toBe(true);
    expect(isPantryFood(catalogue.food('flour')!)).toBe(true); // by id, outside the pantry aisles
    expect(isPantryFood(catalogue.food('white-rice')!)).toBe(false);
    const defaults = defaultPantryFoodIds(catalogue);
    expect(defaults).toContain('salt');
    expect(defaults).toContain('black-pepper');
    for (const id of DEFAULT_PANTRY_FOOD_IDS) expect(catalogue.food(id), id).toBeDefined();

    const standard = byId(priceGroceryList({ catalogue, lines: LINES, offers: OFFERS }));
    expect(standard.get('salt')).toMatchObject({
      status: 'pantry',
      cost_cents: 0,
      packages: 0,
      purchases: [],
    });
    expect(standard.get('salt')!.quantity_needed_grams).toBeGreaterThan(0);

    const noSalt = defaults.filter((id) => id !== 'salt');
    const list = priceGroceryList({ catalogue, lines: LINES, offers: OFFERS, pantryFoodIds: noSalt });
    expect(byId(list).get('salt')).toMatchObject({ status: 'regular', packages: 1, cost_cents: 129 });
    expect(byId(list).get('olive-oil')).toMatchObject({ status: 'pantry', cost_cents: 0 });
    expect(list.summary.total_cost_cents).toBe(599 + 998 + 178 + 129);
    expectConsistent(list);

    // The family's own list replaces the rule: rice at home, oil to buy.
    const own = byId(
      priceGroceryList({ catalogue, lines: LINES, offers: OFFERS, pantryFoodIds: new Set(['white-rice']) }),
    );
    expect(own.get('white-rice')!.status).toBe('pantry');
    expect(own.get('olive-oil')).toMatchObject({ status: 'regular', cost_cents: 899 });
  });

  it('marks unmatched lines and foods the store does not sell as not found, keeping name and need', () => {
    const lines = [
      ...LINES,
      ...parseGroceryLines(catalogue, ["1 jar grandma's relish", '2 cups broccoli florets']),
    ];
    const list = priceGroceryList({ catalogue, lines, offers: OFFERS });
    const items = byId(list);
    expect(items.get('text:grandma relish')).toMatchObject({
      food_id: null,
      matched_name: "grandma's relish",
      original_ingredient: "1 jar grandma's relish",
      status: 'not_found',
      quantity_needed_grams: null,
      quantity_text: '1 jar',
      cost_cents: 0,
      aisle: 'other',
    });
    const broccoli = items.get('broccoli')!;
    expect(broccoli).toMatchObject({
      status: 'not_found',
      quantity_text: '2 cups',
      cost_cents: 0,
      packages: 0,
    });
    expect(broccoli.matched_name).toBe(catalogue.food('broccoli')!.name);
    expect(broccoli.quantity_needed_grams).toBeGreaterThan(100);
    expect(list.summary).toMatchObject({ not_found_count: 2, item_count: 7, total_cost_cents: 1775 });
    // Unmatched lines sort last (aisle "other").
    expect(list.items.at(-1)!.id).toBe('text:grandma relish');
    expectConsistent(list);
  });

  it('accepts offers as a Map or an object, weighs packages from quantity and unit, and skips bad ones', () => {
    const asMap = priceGroceryList({ catalogue, lines: LINES, offers: new Map(Object.entries(OFFERS)) });
    expect(asMap).toEqual(priceGroceryList({ catalogue, lines: LINES, offers: OFFERS }));

    const server = {
      ...offer('onion-3lb-label', null, 349),
      packageQuantity: 3,
      packageUnit: 'lb',
      category: 'produce',
      priceCents: 349,
    };
    const offers = {
      onion: [server, { ...offer('onion-bad-unit', null, 1), packageUnit: 'crate', packageQuantity: 1 }],
      'white-rice': [offer('rice-half-cent', 2 * LB, 349.5)],
    };
    const list = priceGroceryList({ catalogue, lines: LINES, offers });
    const items = byId(list);
    expect(items.get('onion')!.purchases[0]).toMatchObject({ product_id: 'onion-3lb-label', count: 1 });
    expect(items.get('onion')!.purchases[0]!.package_grams).toBeCloseTo(3 * LB, 9);
    expect(items.get('white-rice')!.status).toBe('not_found');
    expect(list.warnings).toEqual([
      'offer rice-half-cent for white-rice: prices must be whole, non-negative cents',
      'offer onion-bad-unit for onion: no package weight',
    ]);
    expectConsistent(list);
  });

  it('buys the cheapest package for a food needed in an amount it cannot weigh', () => {
    const list = priceGroceryList({
      catalogue,
      lines: [{ foodId: 'onion', text: 'onions, as needed' }],
      offers: OFFERS,
    });
    expect(list.items[0]).toMatchObject({
      quantity_needed_grams: null,
      quantity_text: 'as needed',
      packages: 1,
      cost_cents: 89,
    });
  });

  it('merges the same food from several meals into one item', () => {
    const list = priceGroceryList({
      catalogue,
      lines: [
        ...parseGroceryLines(catalogue, ['2 cups rice'], 'mon'),
        ...parseGroceryLines(catalogue, ['200 g basmati rice', '1 1/2 lb chicken breast'], 'tue'),
      ],
      offers: OFFERS,
    });
    const rice = byId(list).get('white-rice')!;
    expect(rice).toMatchObject({
      original_ingredient: '2 cups rice; 200 g basmati rice',
      quantity_needed_grams: 570,
      meal_keys: ['mon', 'tue'],
      packages: 1,
      cost_cents: 349,
    });
    expect(byId(list).get('chicken-breast')).toMatchObject({ packages: 1, cost_cents: 499 });
    expect(list.items.map((i) => i.aisle)).toEqual(['poultry', 'grains-pasta']);
    expectConsistent(list);
  });
});

describe('buy_text: counts a shopper reads', () => {
  const each = (foodId: string) => toGrams(catalogue.food(foodId)!, 1, 'each')!.purchased;
  const piece = (productId: string, foodId: string, cents: number): StoreOffer => ({
    ...offer(productId, Math.round(each(foodId) * 10) / 10, cents),
    size: '1 ct',
    packageUnit: 'each',
    packageQuantity: 1,
  });

  it('says foods sold by the piece in pieces: "Buy 12 bananas", "Buy 1 green bell pepper"', () => {
    const list = priceGroceryList({
      catalogue,
      lines: [
        { foodId: 'banana', text: '12 bananas', grams: (12 * Math.round(each('banana') * 10)) / 10 },
        {
          foodId: 'green-bell-pepper',
          text: '1 green bell pepper',
          grams: Math.round(each('green-bell-pepper') * 10) / 10,
        },
      ],
      offers: {
        banana: [piece('banana-1ct', 'banana', 25)],
        'green-bell-pepper': [piece('pepper-1ct', 'green-bell-pepper', 99)],
      },
      pantryFoodIds: [],
    });
    const items = byId(list);
    expect(items.get('banana')).toMatchObject({ packages: 12, buy_text: 'Buy 12 bananas' });
    expect(items.get('green-bell-pepper')).toMatchObject({
      packages: 1,
      buy_text: 'Buy 1 green bell pepper',
    });
  });

  it('says the need in fluid ounces beside packages sold by them, not in pounds', () => {
    // A walk-through's list read "Coconut milk: Buy 1 × 27 fl oz + 1 × 13.5 fl oz · need 2 1/2 lb".
    const milk = catalogue.food('coconut-milk')!;
    const can = toGrams(milk, 13.5, 'fl-oz')!.purchased;
    const cup = toGrams(milk, 1, 'cup')!.purchased;
    const list = priceGroceryList({
      catalogue,
      lines: [
        {
          foodId: 'coconut-milk',
          text: '1 can (13.5 oz) coconut milk',
          quantity: 13.5,
          unit: 'oz',
          grams: can,
        },
        {
          foodId: 'coconut-milk',
          text: '1 1/3 cups coconut milk',
          quantity: 4 / 3,
          unit: 'cup',
          grams: (4 / 3) * cup,
        },
      ],
      offers: {
        'coconut-milk': [
          { ...offer('milk-13', can, 229), size: '13.5 fl oz', packageUnit: 'fl-oz', packageQuantity: 13.5 },
        ],
      },
      pantryFoodIds: [],
    });
    const item = list.items[0]!;
    const ounces = Math.round(convert(milk, can + (4 / 3) * cup, 'g', 'fl-oz')!);
    expect(item.quantity_text).toBe(`${ounces} fl oz`);
    expect(item.buy_text).toBe(`Buy ${item.packages} × 13.5 fl oz`);
    expect(item.packages * 13.5).toBeGreaterThanOrEqual(ounces);
  });

  it('says the need in ounces beside cans labelled in ounces, not in pounds', () => {
    // A walk-through's list read "Canned black beans: Buy 3 × 30 oz + 1 × 15 oz · need 6 3/4 lb".
    const beans = catalogue.food('black-beans')!;
    const can = toGrams(beans, 15, 'oz')!.purchased;
    const cup = toGrams(beans, 1, 'cup')!.purchased;
    const lines: GroceryLine[] = [
      { foodId: 'black-beans', text: '3 cans (15 oz) black beans', quantity: 45, unit: 'oz', grams: 3 * can },
      { foodId: 'black-beans', text: '2 cups black beans', quantity: 2, unit: 'cup', grams: 2 * cup },
    ];
    const ounces = Math.round((3 * can + 2 * cup) / 28.349523125);
    // The built-in store's offers say their unit; a Kroger offer says it only in its size.
    for (const cans of [
      [
        { ...offer('beans-15', can, 119), size: '15 oz', packageUnit: 'oz', packageQuantity: 15 },
        { ...offer('beans-30', 2 * can, 199), size: '30 oz', packageUnit: 'oz', packageQuantity: 30 },
      ],
      [
        { ...offer('beans-15', can, 119), size: '15 oz' },
        { ...offer('beans-30', 2 * can, 199), size: '30 oz' },
      ],
    ]) {
      const item = priceGroceryList({ catalogue, lines, offers: { 'black-beans': cans }, pantryFoodIds: [] })
        .items[0]!;
      expect(ounces).toBeGreaterThan(16);
      expect(item.quantity_text).toBe(`${ounces} oz`);
      expect(item.buy_text).toMatch(/^Buy \d × 30 oz/);
    }
    // Sold by the pound, the need stays in pounds.
    const item = priceGroceryList({
      catalogue,
      lines,
      offers: { 'black-beans': [{ ...offer('beans-5lb', 5 * LB, 899), size: '5 lb', packageUnit: 'lb' }] },
      pantryFoodIds: [],
    }).items[0]!;
    expect(item.quantity_text).toMatch(/ lb$/);
  });

  it('takes a lemon’s zest off the lemons it buys anyway, not a second lemon', () => {
    // A walk-through's list: "Lemon · Buy 1 lemon · need 1/2 lemon" and "Lemon, for its zest ·
    // Buy 1 lemon, for its zest", where one lemon gives both.
    const lemon = catalogue.food('lemon')!;
    const zestFood = catalogue.food('citrus-zest')!;
    const each = toGrams(lemon, 1, 'each')!.purchased;
    const zestEach = toGrams(zestFood, 1, 'each')!.purchased;
    const offers = {
      lemon: [{ ...offer('lemon-1', each, 79), size: '1 ct', packageUnit: 'each', packageQuantity: 1 }],
      'citrus-zest': [
        { ...offer('zest-1', zestEach, 35), size: '1 ct', packageUnit: 'each', packageQuantity: 1 },
      ],
    };
    const juice: GroceryLine = {
      foodId: 'lemon',
      text: '1/2 lemon, juiced',
      quantity: 0.5,
      unit: 'each',
      grams: each / 2,
      mealKey: 'd1-lunch',
    };
    const zest = (n: number): GroceryLine => ({
      foodId: 'citrus-zest',
      text: `zest of ${n} lemon`,
      quantity: n,
      unit: 'each',
      grams: n * zestEach,
      mealKey: 'd2-dinner',
    });
    const one = priceGroceryList({ catalogue, lines: [juice, zest(1)], offers, pantryFoodIds: [] });
    expect(one.items.map((i) => i.food_id)).toEqual(['lemon']);
    expect(one.items[0]).toMatchObject({
      packages: 1,
      buy_text: 'Buy 1 lemon',
      quantity_text: '1/2 lemon + the zest of 1',
      meal_keys: ['d1-lunch', 'd2-dinner'],
    });
    expect(one.summary.total_cost_cents).toBe(79);
    // Zest of two lemons beside half a lemon's juice: the second lemon is bought for its zest.
    const two = priceGroceryList({ catalogue, lines: [juice, zest(2)], offers, pantryFoodIds: [] });
    expect(two.items.map((i) => i.food_id).sort()).toEqual(['citrus-zest', 'lemon']);
  });

  it('says a package that is one head or bunch as a shopper counts it: "Buy 1 head", not "Buy 1 × 1 head"', () => {
    const cabbage =
      catalogue.food('green-cabbage') ??
      catalogue.foods.find((f) => f.packages.some((p) => p.unit === 'head'))!;
    const head = toGrams(cabbage, 1, 'head')!.purchased;
    const list = (grams: number) =>
      priceGroceryList({
        catalogue,
        lines: [{ foodId: cabbage.id, text: 'cabbage', quantity: grams, unit: 'g', grams }],
        offers: { [cabbage.id]: [{ ...offer('head-1', head, 199), size: '1 head' }] },
        pantryFoodIds: [],
      }).items[0]!;
    expect(list(head / 2).buy_text).toBe('Buy 1 head');
    expect(list(head * 1.5).buy_text).toBe('Buy 2 heads');
  });

  it('buys crusty bread as loaves, whichever crusty bread the recipe names', () => {
    // A walk-through's panini on sourdough slices read "Buy 2 French bread / baguettes".
    const bread = catalogue.food('baguette')!;
    const each = toGrams(bread, 1, 'each')!.purchased;
    const list = priceGroceryList({
      catalogue,
      lines: [
        {
          foodId: 'baguette',
          text: '9 slices sourdough bread',
          quantity: 1.25 * each,
          unit: 'g',
          grams: 1.25 * each,
        },
      ],
      offers: {
        baguette: [{ ...offer('loaf-1', each, 299), size: '1 ct', packageUnit: 'each', packageQuantity: 1 }],
      },
      pantryFoodIds: [],
    });
    expect(list.items[0]!.matched_name).toBe('Loaf of crusty bread');
    expect(list.items[0]!.buy_text).toMatch(/^Buy 2 loaves of crusty bread\b/);
  });

  it('says a piece’s plural as the lines do: "Buy 2 mangoes · need 2 mangoes"', () => {
    const list = priceGroceryList({
      catalogue,
      lines: [
        { foodId: 'mango', text: '2 mangoes, diced', quantity: 2, unit: 'each', grams: 2 * each('mango') },
      ],
      offers: { mango: [piece('mango-1ct', 'mango', 99)] },
      pantryFoodIds: [],
    });
    expect(list.items[0]).toMatchObject({ quantity_text: '2 mangoes', buy_text: 'Buy 2 mangoes' });
  });

  it('says what the meals need when whole pieces are more than that', () => {
    const pepper = Math.round(each('green-bell-pepper') * 10) / 10;
    const list = priceGroceryList({
      catalogue,
      lines: [{ foodId: 'green-bell-pepper', text: '1¼ green bell peppers', grams: 1.25 * pepper }],
      offers: { 'green-bell-pepper': [piece('pepper-1ct', 'green-bell-pepper', 99)] },
      pantryFoodIds: [],
    });
    expect(list.items[0]!.buy_text).toBe('Buy 2 green bell peppers (the meals need 1¼)');
  });

  it('adds no second count when the list says the need in the recipes’ own pieces', () => {
    // A small onion is ¾ of the store's: "Buy 1 yellow onion (the meals need ¾) · need 1 small"
    // read as a contradiction on the saved list.
    const small = toGrams(catalogue.food('onion')!, 1, 'small')!.purchased;
    const list = priceGroceryList({
      catalogue,
      lines: [
        {
          foodId: 'onion',
          text: '1 small onion',
          quantity: 1,
          unit: 'small',
          grams: small,
        },
      ],
      offers: { onion: [piece('onion-1ct', 'onion', 79)] },
      pantryFoodIds: [],
    });
    const item = list.items[0]!;
    expect(item.quantity_text).toBe('1 small yellow onion');
    expect(item.buy_text).toBe('Buy 1 yellow onion');
  });

  it('says why it buys more or fewer pieces than the lines’ sized ones: the store’s are another size', () => {
    // A walk-through's list read "Buy 11 yellow onions · need 8 large yellow onions".
    const onion = catalogue.food('onion')!;
    const price = (text: string, n: number, unit: 'large' | 'small') =>
      priceGroceryList({
        catalogue,
        lines: [{ foodId: 'onion', text, quantity: n, unit, grams: toGrams(onion, n, unit)!.purchased }],
        offers: { onion: [piece('onion-1ct', 'onion', 79)] },
        pantryFoodIds: [],
      }).items[0]!;
    const large = price('8 large onions, chopped', 8, 'large');
    expect(large.quantity_text).toBe('8 large yellow onions');
    expect(large.packages).toBeGreaterThan(8);
    expect(large.buy_text).toBe(`Buy ${large.packages} yellow onions (about the weight of 8 large ones)`);
    const small = price('6 small onions', 6, 'small');
    expect(small.packages).toBeLessThan(6);
    expect(small.buy_text).toBe(`Buy ${small.packages} yellow onions (about the weight of 6 small ones)`);
    expect(price('2 1/2 small onions, diced', 2.5, 'small').buy_text).toBe(
      'Buy 2 yellow onions (about the weight of 2 1/2 small ones)',
    );
    // A whole onion for a part of one is no weight of it: the need beside it says the part.
    const part = price('1/4 small onion, minced', 0.25, 'small');
    expect(part.quantity_text).toBe('1/4 small yellow onion');
    expect(part.buy_text).toBe('Buy 1 yellow onion');
    // As many as the lines say: nothing to explain.
    expect(price('1 small onion', 1, 'small').buy_text).toBe('Buy 1 yellow onion');
  });

  it('says why it buys a piece more than the lines say: their exact amounts come to more', () => {
    // A walk-through's list read "Buy 8 avocados · need 7": lines said 2 and 5 of 2.2 and 5.1.
    const avocado = toGrams(catalogue.food('avocado')!, 1, 'each')!.purchased;
    const price = (exact: readonly [number, number]) =>
      priceGroceryList({
        catalogue,
        lines: [
          { foodId: 'avocado', text: '2 avocados, sliced', quantity: exact[0], unit: 'each' },
          { foodId: 'avocado', text: '5 avocados', quantity: exact[1], unit: 'each' },
        ],
        offers: { avocado: [piece('avocado-1ct', 'avocado', 125)] },
        pantryFoodIds: [],
      }).items[0]!;
    const over = price([2.2, 5.1]);
    expect(over.quantity_text).toBe('7 avocados');
    expect(over.packages).toBe(8);
    expect(over.quantity_needed_grams).toBeCloseTo(7.3 * avocado, 0);
    expect(over.buy_text).toBe("Buy 8 avocados (the recipes' exact amounts come to 7¼)");
    expect(price([2.05, 5.05]).buy_text).toBe(
      "Buy 8 avocados (the recipes' exact amounts come to a little over 7)",
    );
    // A pack bigger than the need is the pack's size, not the exact amounts.
    const pack = priceGroceryList({
      catalogue,
      lines: [
        { foodId: 'avocado', text: '2 avocados, sliced', quantity: 2.2, unit: 'each' },
        { foodId: 'avocado', text: '5 avocados', quantity: 5.1, unit: 'each' },
      ],
      offers: {
        avocado: [
          {
            ...offer(
              'avocado-bag',
              Math.round(toGrams(catalogue.food('avocado')!, 1, 'each')!.purchased * 12),
              899,
            ),
            size: '12 ct',
            packageUnit: 'each',
            packageQuantity: 12,
          },
        ],
      },
      pantryFoodIds: [],
    }).items[0]!;
    expect(pack.buy_text).toBe('Buy 12 avocados');
    // Bought as the lines say: nothing to explain.
    const even = price([1.9, 5]);
    expect(even.packages).toBe(7);
    expect(even.buy_text).toBe('Buy 7 avocados');
  });

  it('says plural pieces as a shopper would: avocados and jalapeños, but tomatoes', () => {
    const buy = (foodId: string, n: number) =>
      priceGroceryList({
        catalogue,
        lines: [{ foodId, text: `${n} ${foodId}`, grams: n * (Math.round(each(foodId) * 10) / 10) }],
        offers: { [foodId]: [piece(`${foodId}-1ct`, foodId, 99)] },
        pantryFoodIds: [],
      }).items[0]!.buy_text;
    expect(buy('avocado', 2)).toBe('Buy 2 avocados');
    expect(buy('tomato', 3)).toBe('Buy 3 tomatoes');
  });

  it('says a weight the meals need in the system the store sells the food by', () => {
    // A walk-through's list read "Buy 1 × 5 lb · need 1.95 kg": recipes in grams, a store in pounds.
    const sized = (id: string, grams: number, cents: number, size: string, packageUnit?: string) => ({
      ...offer(id, grams, cents),
      size,
      ...(packageUnit === undefined ? {} : { packageUnit, packageQuantity: 1 }),
    });
    const lines: GroceryLine[] = [
      { foodId: 'white-rice', text: '900 g rice', quantity: 900, unit: 'g' },
      { foodId: 'white-rice', text: '1 cup rice', quantity: 1, unit: 'cup' },
      { foodId: 'chicken-breast', text: '1 1/2 lb chicken breast', quantity: 1.5, unit: 'lb' },
      { foodId: 'onion', text: '2 cups chopped onion', quantity: 2, unit: 'cup' },
      { foodId: 'potato', text: '500 g potatoes', quantity: 500, unit: 'g' },
    ];
    const list = priceGroceryList({
      catalogue,
      lines,
      offers: {
        'white-rice': [sized('rice-5lb', 5 * LB, 799, '5 lb')],
        'chicken-breast': [sized('chk-1kg', 1000, 899, '1 kg')],
        onion: [sized('onion-3lb', 3 * LB, 349, '3 lb')],
        potato: [sized('potato-500g', 500, 199, '500 g', 'g')],
      },
    });
    const items = byId(list);
    const rice = items.get('white-rice')!;
    // 900 g + 185 g = 1,085 g = 2.39 lb: said in pounds, to the quarter, as the 5 lb bag is.
    expect(rice.buy_text).toBe('Buy 1 × 5 lb');
    expect(rice.quantity_text).toBe('2 1/2 lb');
    // 1 1/2 lb from a store that sells chicken by the kilo: 680 g.
    expect(items.get('chicken-breast')!.quantity_text).toBe('680 g');
    // Cups stay cups (a cook's measure, not a weight); grams from a store in grams stay grams.
    expect(items.get('onion')!.quantity_text).toBe('2 cups');
    expect(items.get('potato')!.quantity_text).toBe('500 g');
  });

  it('buys no more packages than needed, and says so when a bigger package is cheaper', () => {
    const list = priceGroceryList({ catalogue, lines: LINES, offers: OFFERS, pantryFoodIds: ['salt'] });
    const items = byId(list);
    // Rice: 1 kg; the 5 lb bag on sale (599) costs less than two 2 lb bags (698), which would do.
    expect(items.get('white-rice')!.buy_text).toBe(
      'Buy 1 × 2268 g (cheaper than 2 × 907 g, which would also do)',
    );
    expect(items.get('salt')!.buy_text).toBeNull();
    for (const item of list.items) {
      if (item.status === 'pantry' || item.status === 'not_found') continue;
      // Dropping any one package would no longer cover the need.
      for (const p of item.purchases)
        expect(item.purchased_grams - p.package_grams, item.id).toBeLessThan(item.quantity_needed_grams!);
    }
  });
});
