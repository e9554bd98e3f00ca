import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadCatalogue, toGrams } from '@saverly/kitchen';
import {
  cheapestPurchase,
  isPantry,
  packageGramsFor,
  pricingFor,
  purchaseCents,
  referencePriceBook,
  withSales,
  type FoodPricing,
} from './prices.js';
import { parseOccasion } from './occasion.js';

const catalogue = loadCatalogue();
const book = referencePriceBook(catalogue);

describe('price books', () => {
  it('has reference offers for every food, priced from the kitchen', () => {
    for (const food of catalogue.foods) {
      const offers = book.offers[food.id]!;
      expect(offers.length).toBeGreaterThan(0);
      for (const offer of offers) {
        expect(offer.packageGrams).toBeGreaterThan(0);
        expect(Number.isInteger(offer.regularCents)).toBe(true);
        expect(offer.saleCents).toBeNull();
      }
    }
  });

  it('converts a labelled package to grams through the kitchen', () => {
    expect(packageGramsFor(catalogue, 'ground-beef', 1, 'lb')).toBeCloseTo(453.6, 1);
    expect(packageGramsFor(catalogue, 'no-such-food', 1, 'lb')).toBeNull();
  });

  it('applies sales by product id and leaves other offers alone', () => {
    const offer = book.offers['onion']![0]!;
    const sale = withSales(book, [{ productId: offer.productId, saleCents: 1 }]);
    expect(sale.offers['onion']![0]!.saleCents).toBe(1);
    expect(sale.offers['garlic']).toEqual(book.offers['garlic']);
    const pricing = pricingFor(catalogue.food('onion')!, sale, new Set());
    expect(pricing.onSale).toBe(true);
    expect(pricing.options[0]!.cents).toBe(1);
  });

  it('drops dominated and invalid offers, and falls back to reference prices', () => {
    const food = catalogue.food('mushrooms')!;
    const custom = {
      source: 'test',
      offers: {
        mushrooms: [
          { productId: 'a', name: 'small', packageGrams: 200, regularCents: 300, saleCents: null },
          { productId: 'b', name: 'big, cheaper', packageGrams: 400, regularCents: 250, saleCents: null },
          { productId: 'c', name: 'broken', packageGrams: 0, regularCents: 100, saleCents: null },
        ],
      },
    };
    const pricing = pricingFor(food, custom, new Set(['b']));
    expect(pricing.options.map((o) => o.productId)).toEqual(['b']);
    expect(pricing.favoured).toBe(true);
    expect(pricing.reference).toBe(false);
    const fallback = pricingFor(catalogue.food('garlic')!, custom, new Set());
    expect(fallback.reference).toBe(true);
  });

  it('pantry staples are the spice and oil aisles plus a short list', () => {
    expect(isPantry(catalogue.food('salt')!)).toBe(true);
    expect(isPantry(catalogue.food('olive-oil')!)).toBe(true);
    expect(isPantry(catalogue.food('flour')!)).toBe(true);
    expect(isPantry(catalogue.food('onion')!)).toBe(false);
    expect(isPantry(catalogue.food('ground-beef')!)).toBe(false);
  });
});

describe('cheapest purchase', () => {
  const pricing = (options: { grams: number; cents: number }[], pantry = false): FoodPricing => ({
    foodId: 'x',
    name: 'x',
    pantry,
    options: options.map((o, i) => ({ productId: `p${i}`, ...o, regularCents: o.cents, onSale: false })),
    centsPerGram: Math.min(...options.map((o) => o.cents / o.grams)),
    onSale: false,
    favoured: false,
    reference: false,
  });

  it('buys whole packages, shared by every use', () => {
    const p = pricing([{ grams: 500, cents: 200 }]);
    expect(cheapestPurchase(p, 1).cents).toBe(200);
    expect(cheapestPurchase(p, 500).cents).toBe(200);
    expect(cheapestPurchase(p, 501).cents).toBe(400);
    expect(cheapestPurchase(p, 0).cents).toBe(0);
  });

  it('"1 lb spaghetti" fits one 16 oz package (16 oz is exactly 1 lb)', () => {
    const spaghetti = catalogue.food('pasta')!;
    const sixteenOunces = packageGramsFor(catalogue, 'pasta', 16, 'oz')!;
    const p = pricingFor(
      spaghetti,
      {
        source: 'test',
        offers: {
          pasta: [
            {
              productId: 's',
              name: 'Spaghetti 16 oz',
              packageGrams: sixteenOunces,
              regularCents: 150,
              saleCents: null,
            },
          ],
        },
      },
      new Set(),
    );
    const oneLb = toGrams(spaghetti, 1, 'lb')!.purchased;
    expect(cheapestPurchase(p, oneLb).counts).toEqual([1]);
    expect(cheapestPurchase(p, oneLb).cents).toBe(150);
  });

  it('charges pantry staples pro rata', () => {
    const p = pricing([{ grams: 500, cents: 200 }], true);
    expect(cheapestPurchase(p, 50).cents).toBeCloseTo(20, 9);
  });

  it('finds the cheapest mix of package sizes (checked by brute force)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ grams: fc.integer({ min: 50, max: 1000 }), cents: fc.integer({ min: 50, max: 1500 }) }),
          {
            minLength: 1,
            maxLength: 3,
          },
        ),
        fc.integer({ min: 1, max: 3000 }),
        (options, grams) => {
          const p = pricing(options);
          const found = cheapestPurchase(p, grams);
          let best = Infinity;
          const max = options.map((o) => Math.ceil(grams / o.grams));
          const walk = (i: number, g: number, c: number) => {
            if (i === options.length) {
              if (g >= grams) best = Math.min(best, c);
              return;
            }
            for (let n = 0; n <= max[i]!; n += 1)
              walk(i + 1, g + n * options[i]!.grams, c + n * options[i]!.cents);
          };
          walk(0, 0, 0);
          expect(found.cents).toBe(best);
          const bought = found.counts.reduce((sum, n, i) => sum + n * options[i]!.grams, 0);
          expect(bought).toBeGreaterThanOrEqual(grams);
          expect(purchaseCents(p, grams)).toBe(best);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('occasions', () => {
  it.each([
    ["Sam's birthday on Saturday", 'birthday', 'dinner'],
    ['date night', 'date-night', 'dinner'],
    ['Game day!', 'game-day', 'dinner'],
    ['picnic at the lake', 'picnic', 'lunch'],
    ['Sunday brunch', 'brunch', 'breakfast'],
  ])('%s → %s', (text, occasion, meal) => {
    const match = parseOccasion(text);
    expect(match?.occasion).toBe(occasion);
    expect(match?.mealTypes[0]).toBe(meal);
  });

  it('ignores text without an occasion', () => {
    expect(parseOccasion('nothing special')).toBeNull();
    expect(parseOccasion('')).toBeNull();
    expect(parseOccasion(null)).toBeNull();
  });
});
