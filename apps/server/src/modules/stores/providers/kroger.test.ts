import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products as productsTable } from '../../../db/schema.js';
import { buildTestApp } from '../../../../test/helpers.js';
import { waitForSync } from '../../../../test/stores-helpers.js';
import { FAKE_CLIENT, startFakeKroger, type FakeProduct } from '../../../../test/fake-kroger.js';
import { KROGER_DAILY_CAPS, gramsFromSize, krogerProvider } from './kroger.js';
import { ProviderLimitError } from './provider.js';

let fake: Awaited<ReturnType<typeof startFakeKroger>>;
let now: Date;
const provider = () => krogerProvider({ baseUrl: fake.baseUrl, ...FAKE_CLIENT, now: () => now });
/** The app runs on the provider's clock, so a sync's day and week are the fixed ones too. */
const clock = { now: () => now };

const products = (prefix: string, n: number): FakeProduct[] =>
  Array.from({ length: n }, (_, i) => ({
    productId: `${prefix}${String(i).padStart(5, '0')}`,
    description: `Kroger Item ${i}`,
    brand: 'Kroger',
    regular: 3.49,
    promo: i % 3 === 0 ? 2.99 : 0,
    size: '16 oz',
  }));

beforeAll(async () => {
  fake = await startFakeKroger();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  now = new Date('2026-11-18T15:00:00Z');
  fake.state.rateLimited = false;
  fake.state.rateLimitAfter = null;
  fake.state.pageOverlap = 0;
  fake.state.catalogue.clear();
  fake.state.productRequests.length = 0;
});

describe('Kroger adapter against a local fake', () => {
  it('gets one client-credentials token (HTTP Basic, scope product.compact) and reuses it', async () => {
    const p = provider();
    const before = fake.state.tokenRequests;
    await p.searchStores('45202', 10);
    await p.searchStores('45202', 25);
    expect(fake.state.tokenRequests - before).toBe(1);
  });

  it('maps locations to stores with weekday hours and distance, nearest first', async () => {
    const stores = await provider().searchStores('45202', 50);
    expect(stores.map((s) => s.locationId)).toEqual(['01400943', '01400376']);
    expect(stores[0]).toMatchObject({
      name: 'Kroger 01400943',
      formattedAddress: '100 Test Ave, Cincinnati, OH 45202',
      phone: '5135550100',
      hours: { monday: '6:00 AM - 11:00 PM', tuesday: '6:00 AM - 11:00 PM', sunday: 'Open 24 hours' },
    });
    expect(stores[0]!.distance).toBeLessThan(stores[1]!.distance!);
    expect(await provider().getStore('01400376')).toMatchObject({ locationId: '01400376' });
    expect(await provider().getStore('99999999')).toBeNull();
  });

  it('renews an expired token once on a 401 and retries the call', async () => {
    const p = provider();
    await p.searchStores('45202', 10);
    const tokens = fake.state.tokenRequests;
    fake.expireTokens();
    const stores = await p.searchStores('45202', 10);
    expect(stores).toHaveLength(2);
    expect(fake.state.tokenRequests - tokens).toBe(1);
  });

  it('asks for a new token before the 30 minutes run out, without a 401', async () => {
    const p = provider();
    await p.searchStores('45202', 10);
    const tokens = fake.state.tokenRequests;
    const requests = fake.state.apiRequests;
    now = new Date(now.getTime() + 29.5 * 60_000);
    await p.searchStores('45202', 10);
    expect(fake.state.tokenRequests - tokens).toBe(1);
    expect(fake.state.apiRequests - requests).toBe(1); // no failed call first
  });

  it('pages products with filter.locationId, start ≤ 250 and limit 50, de-duplicating by productId', async () => {
    const p = provider();
    fake.state.catalogue.set('allspice', products('A', 400));
    fake.state.pageOverlap = 5; // each later page repeats the last 5 of the one before
    const seen = new Set<string>();
    let cursor: Record<string, unknown> | null = null;
    let pages = 0;
    do {
      const page = await p.fetchProducts({ locationId: '01400943', cursor, asOf: now, saleFocus: false });
      for (const item of page.items) seen.add(item.productId);
      expect(new Set(page.items.map((i) => i.productId)).size).toBe(page.items.length);
      cursor = page.next;
      pages += 1;
    } while (cursor && cursor.term === 0);
    expect(pages).toBe(6); // starts 0, 50, …, 250: Kroger never serves past 250
    expect(seen.size).toBe(300);
    for (const params of fake.state.productRequests) {
      expect(params.get('filter.locationId')).toBe('01400943');
      expect(Number(params.get('filter.start'))).toBeLessThanOrEqual(250);
      expect(params.get('filter.limit')).toBe('50');
    }
    const first = (
      await p.fetchProducts({ locationId: '01400943', cursor: null, asOf: now, saleFocus: false })
    ).items[0]!;
    expect(first).toMatchObject({
      regularCents: 349,
      promo: { cents: 299, validFrom: '2026-11-18', validTo: '2026-11-22' },
      size: '16 oz',
      aisle: 'Aisle 12',
      imageUrl: 'https://images.example/A00000.jpg',
      foodId: 'allspice',
    });
    expect(first.packageGrams).toBeCloseTo(453.59237, 9);
  });

  it('on a 429 stops with a clear error and makes no more calls until Retry-After has passed', async () => {
    const p = provider();
    fake.state.catalogue.set('allspice', products('B', 10));
    await p.fetchProducts({ locationId: '01400943', cursor: null, asOf: now, saleFocus: false });
    fake.state.rateLimited = true;
    await expect(
      p.fetchProducts({ locationId: '01400943', cursor: null, asOf: now, saleFocus: false }),
    ).rejects.toThrow(/429.*sync stopped/);
    const requests = fake.state.apiRequests;
    for (let i = 0; i < 5; i++) {
      await expect(
        p.fetchProducts({ locationId: '01400943', cursor: null, asOf: now, saleFocus: false }),
      ).rejects.toBeInstanceOf(ProviderLimitError);
    }
    expect(fake.state.apiRequests).toBe(requests); // backed off: nothing reached the server
    fake.state.rateLimited = false;
    now = new Date(now.getTime() + 121_000);
    const page = await p.fetchProducts({ locationId: '01400943', cursor: null, asOf: now, saleFocus: false });
    expect(page.items).toHaveLength(10);
  });

  it(`counts calls and stops at the daily cap of ${KROGER_DAILY_CAPS.locations} location calls`, async () => {
    const p = provider();
    for (let i = 0; i < KROGER_DAILY_CAPS.locations; i++)
      await p.client.get('locations', '/v1/locations', { 'filter.limit': 1 });
    expect(p.client.callsToday('locations')).toBe(KROGER_DAILY_CAPS.locations);
    const requests = fake.state.apiRequests;
    await expect(p.searchStores('45202', 10)).rejects.toThrow(/daily limit of 1600 locations calls/);
    expect(fake.state.apiRequests).toBe(requests);
    now = new Date('2026-11-19T00:00:01Z'); // a new UTC day resets the count
    await expect(p.searchStores('45202', 10)).resolves.toHaveLength(2);
  }, 60_000);

  it('reads mass sizes as grams and leaves fluid ounces and counts alone', () => {
    // The exact pound (453.59237 g) and ounce (1/16 of it), as kitchen defines them, not rounded:
    // a 15 oz can rounded to 425.2 g was short of a recipe's "1 can (15 oz)" and the list bought two.
    expect(gramsFromSize('16 oz')).toBeCloseTo(453.59237, 9);
    expect(gramsFromSize('2 lb')).toBeCloseTo(907.18474, 9);
    expect(gramsFromSize('15 oz')).toBeCloseTo((15 * 453.59237) / 16, 9);
    expect(gramsFromSize('1000 lb')).toBeCloseTo(453_592.37, 6);
    expect(gramsFromSize('16000 oz')).toBeCloseTo(453_592.37, 6);
    expect(gramsFromSize('500 g')).toBe(500);
    expect(gramsFromSize('64 fl oz')).toBeNull();
    expect(gramsFromSize('12 ct')).toBeNull();
  });
});

describe('inventory sync through the Kroger provider', () => {
  it('syncs every term, keeps one row per productId across overlapping pages, counts its calls', async () => {
    const app = await buildTestApp({}, { storeProvider: provider(), clock });
    try {
      // Two terms find products, with fuzzy overlap between pages and across terms.
      fake.state.catalogue.set('allspice', products('C', 120));
      fake.state.catalogue.set('bacon', [...products('C', 30), ...products('D', 20)]);
      fake.state.pageOverlap = 7;
      const store = (await app.stores.resolve('01400943'))!;
      await app.inventory.start(store, 'inventory', {
        maxApiCalls: 4000,
        includeSaleFocus: false,
        saveProgress: true,
        validateExisting: true,
        requestedBy: null,
      });
      const run = await waitForSync(app, '01400943', 120_000);
      expect(run.status).toBe('done');
      const rows = await app.database.db
        .select()
        .from(productsTable)
        .where(eq(productsTable.storeId, store.id));
      expect(rows).toHaveLength(140); // C00000–C00119 and D00000–D00019
      expect(rows.find((r) => r.productId === 'C00001')!.foodId).toBe('allspice'); // first term wins
      // One call per term, plus the extra pages of "allspice" (3 pages); tokens are not counted.
      const terms = fake.state.productRequests.length;
      expect(run.apiCallsUsed).toBe(terms);
      expect(terms).toBeGreaterThan(340);
    } finally {
      await app.close();
    }
  }, 180_000);

  it('a 429 in the middle of a sync stops the run cleanly with the reason, keeping what it saved', async () => {
    const app = await buildTestApp({}, { storeProvider: provider(), clock });
    try {
      fake.state.catalogue.set('allspice', products('E', 40));
      const store = (await app.stores.resolve('01400376'))!;
      fake.state.rateLimitAfter = fake.state.apiRequests + 10;
      await app.inventory.start(store, 'inventory', {
        maxApiCalls: 4000,
        includeSaleFocus: false,
        saveProgress: true,
        validateExisting: true,
        requestedBy: null,
      });
      const run = await waitForSync(app, '01400376', 60_000);
      expect(run.status).toBe('stopped');
      expect(run.error).toMatch(
        /^Kroger answered 429 \(too many requests\) for products; sync stopped, retry after /,
      );
      expect(run.apiCallsUsed).toBeLessThanOrEqual(10);
      const [saved] = await app.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(productsTable)
        .where(eq(productsTable.storeId, store.id));
      expect(saved!.n).toBe(40);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('store search through Kroger: results in the spec shape; a 429 answers 503 "Error searching for stores"', async () => {
    const app = await buildTestApp({}, { storeProvider: provider(), clock });
    try {
      const ok = await app.inject({
        method: 'POST',
        url: '/api/stores/search',
        payload: { zip_code: '45202', radius: 10 },
      });
      expect(ok.json()).toMatchObject({
        stores: [
          { location_id: '01400943', store_id: '01400943', hours: { sunday: 'Open 24 hours' } },
          { location_id: '01400376' },
        ],
      });
      fake.state.rateLimited = true;
      const limited = await app.inject({
        method: 'POST',
        url: '/api/stores/search',
        payload: { zip_code: '45202', radius: 10 },
      });
      expect(limited.statusCode).toBe(503);
      expect(limited.json()).toMatchObject({ error: 'unavailable', message: 'Error searching for stores' });
    } finally {
      await app.close();
    }
  });
});
