import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choosePackages, paidCents, type PackageOffer } from './packages.js';

const LB = 453.59237;
const offer = (
  productId: string,
  packageGrams: number,
  regularCents: number,
  saleCents: number | null = null,
) => ({
  productId,
  packageGrams,
  regularCents,
  saleCents,
});

/** Product id → packages, for readable expectations. */
function basket(offers: readonly PackageOffer[], need: number): Record<string, number> {
  const choice = choosePackages(offers, need);
  if (!choice) throw new Error('no choice');
  const out: Record<string, number> = {};
  choice.counts.forEach((count, i) => {
    if (count > 0) out[offers[i]!.productId] = (out[offers[i]!.productId] ?? 0) + count;
  });
  return out;
}

describe('choosePackages: hand-checked cases', () => {
  it('a sale on the big bag beats the small one', () => {
    // Need 2 lb. Two 1 lb bags cost 2 × 300 = 600; one 3 lb bag costs 900, on sale 550.
    const offers = [offer('small-1lb', LB, 300), offer('big-3lb', 3 * LB, 900, 550)];
    expect(basket(offers, 2 * LB)).toEqual({ 'big-3lb': 1 });
    expect(choosePackages(offers, 2 * LB)).toMatchObject({ cents: 550, regularCents: 900, packages: 1 });
    // Without the sale the two small bags win (600 < 900).
    expect(basket([offers[0]!, offer('big-3lb', 3 * LB, 900)], 2 * LB)).toEqual({ 'small-1lb': 2 });
  });

  it('two small beat one big, and a mix can beat both', () => {
    // Need 900 g: 2 × 500 g at 250 = 500 < one 1.5 kg at 800.
    const offers = [offer('small-500g', 500, 250), offer('big-1500g', 1500, 800)];
    expect(basket(offers, 900)).toEqual({ 'small-500g': 2 });
    // Need 1.3 kg with 400 g at 300 and 1 kg at 600: 4 small = 1200, 2 big = 1200, big + small = 900.
    const mixed = [offer('s-400g', 400, 300), offer('b-1kg', 1000, 600)];
    expect(basket(mixed, 1300)).toEqual({ 's-400g': 1, 'b-1kg': 1 });
    expect(choosePackages(mixed, 1300)).toMatchObject({ cents: 900, packages: 2, grams: 1400 });
  });

  it('covers exactly when the need is a whole number of packages (no floating-point overshoot)', () => {
    expect(basket([offer('1lb', LB, 499)], 2 * LB)).toEqual({ '1lb': 2 });
    expect(basket([offer('1lb', LB, 499)], 2 * LB + 0.0004)).toEqual({ '1lb': 2 }); // below 1 mg
    expect(basket([offer('1lb', LB, 499)], 2 * LB + 0.01)).toEqual({ '1lb': 3 });
    expect(basket([offer('third', 100 / 3, 10)], 100)).toEqual({ third: 3 });
  });

  it('breaks ties by fewer packages, then less waste, then product id', () => {
    // 1 × 1 kg and 2 × 500 g both cost 500: one package.
    expect(basket([offer('half', 500, 250), offer('kilo', 1000, 500)], 1000)).toEqual({ kilo: 1 });
    // 500 g and 600 g both cost 300 for a 450 g need: the one that wastes less.
    expect(basket([offer('600g', 600, 300), offer('500g', 500, 300)], 450)).toEqual({ '500g': 1 });
    // Identical offers: the first product id, whatever the order given.
    expect(basket([offer('b', 500, 300), offer('a', 500, 300)], 800)).toEqual({ a: 2 });
  });

  it('pays the regular price when the "sale" is not lower, and ignores invalid offers', () => {
    expect(paidCents(offer('x', 1, 300, 350))).toBe(300);
    const choice = choosePackages([offer('x', 500, 300, 350)], 400);
    expect(choice).toMatchObject({ cents: 300, regularCents: 300 });
    const offers = [
      offer('fractional-cents', 500, 99.5),
      offer('no-weight', 0, 10),
      offer('negative', 500, -1),
      offer('ok', 500, 400),
    ];
    expect(basket(offers, 300)).toEqual({ ok: 1 });
    expect(choosePackages(offers.slice(0, 3), 300)).toBeNull();
  });

  it('buys nothing for no need, and free packages only as many as needed', () => {
    expect(choosePackages([offer('a', 500, 300)], 0)).toEqual({
      counts: [0],
      cents: 0,
      regularCents: 0,
      packages: 0,
      grams: 0,
      exact: true,
    });
    expect(basket([offer('free', 100, 0), offer('paid', 1000, 100)], 250)).toEqual({ free: 3 });
  });
});

// ---------------------------------------------------------------------------------------------
// Against brute force
// ---------------------------------------------------------------------------------------------

interface Basket {
  counts: number[];
  cents: number;
  packages: number;
  grams: number;
  ids: string[];
}

/** Every vector of counts 0 … ⌈need / size⌉, the best covering one by the documented order. */
function bruteForce(offers: readonly PackageOffer[], need: number): Basket {
  const limits = offers.map((o) => Math.ceil(need / o.packageGrams));
  // Covered to the milligram, as documented.
  const counts = offers.map(() => 0);
  let best: Basket | null = null;
  const better = (a: Basket, b: Basket) => {
    if (a.cents !== b.cents) return a.cents < b.cents;
    if (a.packages !== b.packages) return a.packages < b.packages;
    if (a.grams !== b.grams) return a.grams < b.grams;
    return a.ids.join('\u0000') < b.ids.join('\u0000');
  };
  for (;;) {
    const grams = counts.reduce((sum, n, i) => sum + n * offers[i]!.packageGrams, 0);
    if (grams >= need - 0.001) {
      const candidate: Basket = {
        counts: [...counts],
        cents: counts.reduce((sum, n, i) => sum + n * paidCents(offers[i]!), 0),
        packages: counts.reduce((a, b) => a + b, 0),
        grams,
        ids: counts.flatMap((n, i) => Array<string>(n).fill(offers[i]!.productId)).sort(),
      };
      if (best === null || better(candidate, best)) best = candidate;
    }
    let k = 0;
    while (k < counts.length && counts[k] === limits[k]) counts[k++] = 0;
    if (k === counts.length) break;
    counts[k]! += 1;
  }
  return best!;
}

const SIZES = [150, 200, 250, 300, 400, 453.5, 500, 600, 750, 1000];
const offersArb = fc
  .uniqueArray(
    fc.record({
      productId: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
      packageGrams: fc.oneof(
        fc.constantFrom(...SIZES),
        fc.integer({ min: 600, max: 4000 }).map((q) => q / 4),
      ),
      regularCents: fc.integer({ min: 0, max: 40 }).map((n) => n * 25),
      sale: fc.option(fc.integer({ min: 0, max: 40 }).map((n) => n * 25)),
    }),
    { minLength: 1, maxLength: 4, selector: (o) => o.productId },
  )
  .map((list) =>
    list.map((o): PackageOffer => ({
      productId: o.productId,
      packageGrams: o.packageGrams,
      regularCents: o.regularCents,
      saleCents: o.sale,
    })),
  );
const needArb = fc.integer({ min: 1, max: 6000 }).map((q) => q / 4);

describe('choosePackages: properties', () => {
  it('matches brute force (cost, packages, grams and the basket itself), with and without the cents table', () => {
    fc.assert(
      fc.property(offersArb, needArb, (offers, need) => {
        const expected = bruteForce(offers, need);
        for (const strategy of ['auto', 'table', 'search'] as const) {
          const got = choosePackages(offers, need, strategy)!;
          expect(got.exact).toBe(true);
          expect(got.cents).toBe(expected.cents);
          expect(got.packages).toBe(expected.packages);
          expect(got.grams).toBeCloseTo(expected.grams, 6);
          expect(got.counts).toEqual(expected.counts);
          expect(got.regularCents).toBe(
            expected.counts.reduce((sum, n, i) => sum + n * offers[i]!.regularCents, 0),
          );
        }
      }),
      { numRuns: 400 },
    );
  });

  it('does not depend on the order of the offers; cents are whole and savings never negative', () => {
    fc.assert(
      fc.property(offersArb, needArb, fc.integer(), (offers, need, seed) => {
        const shuffled = [...offers].sort(
          (a, b) => ((a.productId.charCodeAt(0) * seed) % 7) - ((b.productId.charCodeAt(0) * seed) % 7),
        );
        const byId = (list: readonly PackageOffer[]) => {
          const choice = choosePackages(list, need)!;
          expect(Number.isInteger(choice.cents) && Number.isInteger(choice.regularCents)).toBe(true);
          expect(choice.regularCents).toBeGreaterThanOrEqual(choice.cents);
          expect(choice.grams).toBeGreaterThanOrEqual(need - 0.001);
          return Object.fromEntries(list.map((o, i) => [o.productId, choice.counts[i]]));
        };
        expect(byId(shuffled)).toEqual(byId(offers));
      }),
      { numRuns: 300 },
    );
  });
});

/** Least cost to cover `need` whole grams with whole-gram packages: a table over grams. */
function leastCostByGrams(offers: readonly PackageOffer[], need: number): number {
  const cost = new Array<number>(need + 1).fill(Infinity);
  cost[0] = 0;
  for (let g = 1; g <= need; g += 1)
    for (const o of offers)
      cost[g] = Math.min(cost[g]!, cost[Math.max(0, g - o.packageGrams)]! + paidCents(o));
  return cost[need]!;
}

describe('choosePackages: large needs', () => {
  it('finds the least cost for tens of kilos over many offers of nearly the same price per gram', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 200, max: 5000 }), { minLength: 5, maxLength: 8 }),
        fc.integer({ min: 100, max: 140 }),
        fc.integer({ min: 5_000, max: 60_000 }),
        (sizes, centsPerKg, need) => {
          const offers = sizes.map((grams, i) =>
            offer(`p${i}`, grams, Math.round((grams * (centsPerKg + ((i * 7) % 5))) / 1000) + (i % 3)),
          );
          const t0 = performance.now();
          const got = choosePackages(offers, need)!;
          const ms = performance.now() - t0;
          expect(got.cents).toBe(leastCostByGrams(offers, need));
          expect(got.grams).toBeGreaterThanOrEqual(need - 0.001);
          expect(ms).toBeLessThan(2000); // a guard against blow-ups, not a benchmark
        },
      ),
      { numRuns: 40 },
    );
  });
});
