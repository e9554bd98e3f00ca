import { AISLE_LABELS, loadCatalogue, toGrams } from '@saverly/kitchen';
import { describe, expect, it } from 'vitest';
import { categoryImage, PLACEHOLDER_IMAGE } from './categories.js';
import { storeProducts } from './products.js';
import { pricedProducts, syncOrder, weeklyDeals } from './sales.js';
import { searchStores } from './stores.js';
import { isoWeek } from './week.js';

const [storeA, storeB] = searchStores('10001', 25);

describe('store products', () => {
  const products = storeProducts(storeA!);

  it('stocks every kitchen food, in store and national brands, with unique product ids', () => {
    const foods = new Set(products.map((p) => p.foodId));
    const sold = loadCatalogue().foods.filter((f) => f.price.cents > 0);
    expect(foods.size).toBe(sold.length);
    expect(sold.length).toBeGreaterThan(340);
    expect(new Set(products.map((p) => p.productId)).size).toBe(products.length);
    expect(products.some((p) => p.brand === storeA!.storeBrand)).toBe(true);
    expect(new Set(products.map((p) => p.brand)).size).toBeGreaterThan(20);
    const aisleOf = new Map(loadCatalogue().foods.map((f) => [f.id, f.aisle]));
    for (const p of products) {
      // The deals' category is the grocery list's aisle name (one vocabulary, ADR 0036).
      expect(p.category).toBe(AISLE_LABELS[aisleOf.get(p.foodId)!]);
      expect(Number.isInteger(p.regularCents)).toBe(true);
      expect(p.regularCents % 10).toBe(9);
    }
  });

  it('weighs each package exactly as the kitchen weighs its label, so a recipe’s whole pieces buy as many', () => {
    // A walk-through's list bought 2 green bell peppers for "1 green bell pepper": the store's
    // "1 ct" weighed 145.1 g (rounded) against the kitchen's 145.12 g. Both the list (short by at
    // most 1 mg) and the planner (a whole package per started one) then buy one package more.
    const foods = new Map(loadCatalogue().foods.map((f) => [f.id, f]));
    let counted = 0;
    for (const p of products) {
      if (p.packageGrams === null) continue;
      const label = toGrams(foods.get(p.foodId)!, p.packageQuantity, p.packageUnit)!.purchased;
      if (p.packageUnit === 'each') counted += 1;
      for (const k of [1, 2, 3, 7]) {
        expect(k * label - k * p.packageGrams).toBeLessThanOrEqual(0.001);
        expect(Math.ceil((k * label) / p.packageGrams - 1e-9)).toBe(k);
      }
    }
    expect(counted).toBeGreaterThan(20);
  });

  it('prices each product near its documented reference price per gram', () => {
    const foods = new Map(loadCatalogue().foods.map((f) => [f.id, f]));
    for (const p of products) {
      const food = foods.get(p.foodId)!;
      const ref = toGrams(food, food.price.quantity, food.price.unit);
      if (!ref || p.packageGrams === null || food.price.cents < 100) continue;
      const referenceCents = (food.price.cents / ref.purchased) * p.packageGrams;
      if (p.regularCents < 50) {
        // Loose single items: rounding to a price ending in 9 dominates, so compare in cents.
        expect(Math.abs(p.regularCents - referenceCents)).toBeLessThan(16);
        continue;
      }
      // Chain level 0.9–1.12, brand 0.85–1.12, volume discount, ±4 %, rounding to ..9.
      expect(p.regularCents / referenceCents).toBeGreaterThan(0.55);
      expect(p.regularCents / referenceCents).toBeLessThan(1.45);
    }
  });

  it('draws every aisle label’s category; other providers’ categories get the placeholder', () => {
    for (const label of Object.values(AISLE_LABELS)) expect(categoryImage(label)).not.toBe(PLACEHOLDER_IMAGE);
    expect(categoryImage('pasta, rice & grains')).toBe('grains.svg');
    expect(categoryImage('Natural & Organic')).toBe(PLACEHOLDER_IMAGE);
  });

  it('varies prices from store to store', () => {
    const other = new Map(storeProducts(storeB!).map((p) => [p.productId, p.regularCents]));
    const shared = products.filter((p) => other.has(p.productId));
    expect(shared.length).toBeGreaterThan(100);
    expect(shared.filter((p) => other.get(p.productId) !== p.regularCents).length).toBeGreaterThan(
      shared.length / 2,
    );
  });
});

describe('weekly sales', () => {
  const monday = new Date('2026-11-16T10:00:00Z');
  const nextWeek = new Date('2026-11-23T10:00:00Z');

  it('ISO weeks run Monday to Sunday', () => {
    expect(isoWeek(new Date('2026-11-22T23:00:00Z'))).toMatchObject({
      key: '2026-W47',
      start: '2026-11-16',
      end: '2026-11-22',
    });
    expect(isoWeek(new Date('2027-01-01T00:00:00Z'))).toMatchObject({ key: '2026-W53', start: '2026-12-28' });
    expect(isoWeek(new Date('2025-12-29T00:00:00Z')).key).toBe('2026-W01');
  });

  it('puts a realistic share of products on sale at 10–50 % off, valid for the week', () => {
    const products = pricedProducts(storeA!, monday);
    const deals = products.filter((p) => p.deal);
    expect(deals.length / products.length).toBeGreaterThan(0.08);
    expect(deals.length / products.length).toBeLessThan(0.3);
    for (const p of deals) {
      const off = 1 - p.deal!.saleCents / p.regularCents;
      expect(off).toBeGreaterThan(0.03);
      expect(off).toBeLessThan(0.6);
      expect(p.deal).toMatchObject({ validFrom: '2026-11-16', validTo: '2026-11-22' });
    }
  });

  it('is the same for the same store and week, and differs by store and by week', () => {
    const ids = (m: Map<string, unknown>) => [...m.keys()].sort();
    const week = isoWeek(monday);
    expect(ids(weeklyDeals(storeA!, week))).toEqual(
      ids(weeklyDeals(storeA!, isoWeek(new Date('2026-11-22T20:00:00Z')))),
    );
    expect(ids(weeklyDeals(storeA!, week))).not.toEqual(ids(weeklyDeals(storeA!, isoWeek(nextWeek))));
    expect(ids(weeklyDeals(storeA!, week))).not.toEqual(ids(weeklyDeals(storeB!, week)));
  });

  it('never puts a zest on sale: its fruit is the product a circular shows', () => {
    // Over a year of weeks at two stores, about 1 in 7 products a week is on sale: a zest would be.
    let weeks = 0;
    for (const store of [storeA!, storeB!])
      for (let w = 0; w < 52; w += 1) {
        const week = isoWeek(new Date(monday.getTime() + w * 7 * 24 * 3600 * 1000));
        const zests = [...weeklyDeals(store, week).keys()].filter((id) =>
          /^(citrus|orange|lime)-zest\./.test(id),
        );
        expect(zests, week.key).toEqual([]);
        weeks += 1;
      }
    expect(weeks).toBe(104);
    expect(storeProducts(storeA!).some((p) => p.foodId === 'orange-zest')).toBe(true);
  });

  it('sync order puts the deals first when asked', () => {
    const products = pricedProducts(storeA!, monday);
    const ordered = syncOrder(products, true);
    const firstPlain = ordered.findIndex((p) => !p.deal);
    expect(ordered.slice(firstPlain).every((p) => !p.deal)).toBe(true);
    expect(new Set(ordered.map((p) => p.productId)).size).toBe(products.length);
  });
});
