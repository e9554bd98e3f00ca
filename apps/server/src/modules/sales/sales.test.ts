import {
  errorEnvelopeSchema,
  MEAL_PLAN_CATEGORIES,
  salesCategoriesResponseSchema,
  salesNoStoreResponseSchema,
  salesResponseSchema,
  syncStartResponseSchema,
  type SalesResponse,
} from '@saverly/contracts';
import { AISLE_LABELS, foodDiets, loadCatalogue, type DietId } from '@saverly/kitchen';
import { pricedProducts } from '@saverly/stores';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { prices, products, stores, users } from '../../db/schema.js';
import { bearer, createUser, login } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/helpers.js';
import { setDefaultStore, storesNear, SYNC_TEST_MS, waitForSync } from '../../../test/stores-helpers.js';

let app: App;
let token: string;
const store = storesNear('02139')[0]!;
/**
 * The app's clock, fixed on a Wednesday afternoon (UTC): the synced deals, the day the API asks
 * about and the oracle below all read this week, whatever day the suite runs on (a run across
 * Monday 00:00 UTC would otherwise compare two different weeks' deals).
 */
const clock = { t: Date.UTC(2026, 10, 18, 15), now: () => new Date(clock.t) };

beforeAll(async () => {
  app = await buildTestApp({}, { clock });
  const { user, password } = await createUser(app);
  token = (await login(app, user.email, password)).access_token;
  await setDefaultStore(app, token, store.locationId);
  await waitForSync(app, store.locationId);
}, SYNC_TEST_MS);
afterAll(async () => {
  await app.close();
});

async function sales(query = '', headers: Record<string, string> = bearer(token)): Promise<SalesResponse> {
  const res = await app.inject({ method: 'GET', url: `/api/sales${query}`, headers });
  expect(res.statusCode).toBe(200);
  return salesResponseSchema.parse(res.json());
}

/** This week's deals computed straight from packages/stores: the oracle for the API. */
const expected = () => pricedProducts(store, clock.now()).filter((p) => p.deal);

describe('GET /api/sales', () => {
  it("answers the default store's deals with the spec fields, highest savings first, 200 by default", async () => {
    const body = await sales();
    const deals = expected();
    expect(body.store_location).toEqual({
      location_id: store.locationId,
      name: store.name,
      address: store.formattedAddress,
    });
    expect(body.summary.total_items).toBe(deals.length);
    expect(body.sales_items).toHaveLength(Math.min(200, deals.length));
    const savings = body.sales_items.map((i) => i.savings_cents);
    expect(savings).toEqual([...savings].sort((a, b) => b - a));
    const byId = new Map(deals.map((d) => [d.productId, d]));
    for (const item of body.sales_items) {
      const deal = byId.get(item.id)!;
      expect(item).toMatchObject({
        name: deal.name,
        brand: deal.brand,
        category: deal.category,
        size: deal.size,
        sale_price_cents: deal.deal!.saleCents,
        regular_price_cents: deal.regularCents,
        savings_cents: deal.regularCents - deal.deal!.saleCents,
        sale_price: deal.deal!.saleCents / 100,
        regular_price: deal.regularCents / 100,
      });
      expect(item.savings).toBeCloseTo(item.regular_price - item.sale_price, 2);
      expect(item.image_url).toMatch(/^\/images\/products\/[a-z-]+\.svg$/);
    }
  });

  it('summary arithmetic: totals over every matching deal, average = total / count, rounded to cents', async () => {
    const body = await sales('?limit=5');
    const deals = expected();
    const totalCents = deals.reduce((sum, d) => sum + d.regularCents - d.deal!.saleCents, 0);
    expect(body.summary).toEqual({
      total_items: deals.length,
      total_savings: totalCents / 100,
      average_savings: Math.round(totalCents / deals.length) / 100,
      available_categories: [...new Set(deals.map((d) => d.category))].sort(),
      matching_categories: new Set(deals.map((d) => d.category)).size,
      returned_items: 5,
    });
    expect(body.sales_items).toHaveLength(5);
  });

  it('filters by category (case-insensitive; "all" means no filter)', async () => {
    const body = await sales('?category=meat%20%26%20seafood');
    const meat = expected().filter((d) => d.category === 'Meat & Seafood');
    expect(meat.length).toBeGreaterThan(0);
    expect(body.summary.total_items).toBe(meat.length);
    expect(body.sales_items.every((i) => i.category === 'Meat & Seafood')).toBe(true);
    // The "Categories" tile follows the filter like the other tiles; the filter's options do not.
    expect(body.summary.matching_categories).toBe(1);
    expect(body.summary.available_categories.length).toBeGreaterThan(1);
    expect((await sales('?category=all')).summary.total_items).toBe(expected().length);
    expect((await sales('?category=Nonexistent')).summary.total_items).toBe(0);
  });

  it('names its categories as the grocery list names aisles; Meat & Seafood deals can seed a plan (ADR 0036)', async () => {
    const labels = new Set<string>(Object.values(AISLE_LABELS));
    const { available_categories: categories } = (await sales()).summary;
    for (const name of categories) expect(labels.has(name)).toBe(true);
    expect(categories).toContain(AISLE_LABELS.meat);
    // The spec's rule on the web (contracts) names the kitchen's label.
    expect(MEAL_PLAN_CATEGORIES).toContain(AISLE_LABELS.meat);
  });

  it('searches name and brand, case-insensitively, with % and _ taken literally', async () => {
    const brand = store.storeBrand;
    const byBrand = await sales(`?search=${encodeURIComponent(brand.toUpperCase())}`);
    const want = expected().filter(
      (d) =>
        d.name.toLowerCase().includes(brand.toLowerCase()) ||
        d.brand.toLowerCase().includes(brand.toLowerCase()),
    );
    expect(byBrand.summary.total_items).toBe(want.length);
    expect(byBrand.summary.matching_categories).toBe(new Set(want.map((d) => d.category)).size);
    expect(
      byBrand.sales_items.every((i) => `${i.name} ${i.brand}`.toLowerCase().includes(brand.toLowerCase())),
    ).toBe(true);
    // '%' and '_' match only names that contain them (e.g. "2% milk"), not everything.
    for (const literal of ['%', '_']) {
      const matching = expected().filter((d) => `${d.name} ${d.brand}`.includes(literal)).length;
      expect(matching).toBeLessThan(expected().length / 2);
      expect((await sales(`?search=${encodeURIComponent(literal)}`)).summary.total_items).toBe(matching);
    }
  });

  it('sorts by lowest price and by name', async () => {
    const byPrice = (await sales('?sort=price')).sales_items.map((i) => i.sale_price_cents);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const byName = (await sales('?sort=name')).sales_items.map((i) => i.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
  });

  it('keeps only the deals every diet asked allows on its own (a vegetarian sees no meat first)', async () => {
    const fits = (foodId: string, diets: DietId[]) => {
      const allowed = foodDiets(loadCatalogue().food(foodId)!);
      return diets.every((d) => allowed.includes(d));
    };
    const vegetarian = await sales('?diets=Vegetarian&limit=500');
    const want = expected().filter((d) => fits(d.foodId, ['vegetarian']));
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(expected().length);
    expect(vegetarian.summary.total_items).toBe(want.length);
    expect(new Set(vegetarian.sales_items.map((i) => i.id))).toEqual(new Set(want.map((d) => d.productId)));
    expect(vegetarian.sales_items.some((i) => i.category === AISLE_LABELS.meat)).toBe(false);
    // Still highest savings first.
    const savings = vegetarian.sales_items.map((i) => i.savings_cents);
    expect(savings).toEqual([...savings].sort((a, b) => b - a));
    // The categories offered are the ones the diets keep deals in (no Meat & Seafood), with a
    // category chosen too.
    expect(vegetarian.summary.available_categories).toEqual([...new Set(want.map((d) => d.category))].sort());
    expect(vegetarian.summary.available_categories).not.toContain(AISLE_LABELS.meat);
    const produce = await sales('?diets=Vegetarian&category=Produce');
    expect(produce.summary.available_categories).toEqual(vegetarian.summary.available_categories);
    // Every diet at once, case-insensitively; with a category too.
    const strict = await sales('?diets=vegan,gluten-free&category=all');
    expect(strict.summary.total_items).toBe(
      expected().filter((d) => fits(d.foodId, ['vegan', 'gluten-free'])).length,
    );
    expect(strict.summary.total_items).toBeLessThanOrEqual(vegetarian.summary.total_items);
    // An unknown diet is a 400 in the error shape, not an empty page.
    const bad = await app.inject({
      method: 'GET',
      url: '/api/sales?diets=Carnivore',
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
    errorEnvelopeSchema.parse(bad.json());
  });

  it('bounds the limit: 1 works, 0 and 501 are refused', async () => {
    expect((await sales('?limit=1')).sales_items).toHaveLength(1);
    for (const limit of ['0', '501', 'x']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/sales?limit=${limit}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(400);
      errorEnvelopeSchema.parse(res.json());
    }
    const bad = await app.inject({ method: 'GET', url: '/api/sales?sort=random', headers: bearer(token) });
    expect(bad.statusCode).toBe(400);
  });

  it('a visitor sees a picked store by store_id; without one, action_required set_default_store', async () => {
    const visitor = await sales(`?store_id=${store.locationId}`, {});
    expect(visitor.summary.total_items).toBe(expected().length);
    const none = await app.inject({ method: 'GET', url: '/api/sales' });
    expect(none.statusCode).toBe(200);
    expect(salesNoStoreResponseSchema.parse(none.json())).toEqual({
      success: false,
      action_required: 'set_default_store',
      message: 'Please select your store in the Profile page to see deals and sales.',
    });
    const unknown = await app.inject({ method: 'GET', url: '/api/sales?store_id=SV-99999-9' });
    expect(unknown.statusCode).toBe(404);
  });

  it(
    'a visitor asking about a never-synced store starts no sync (a signed-in member does)',
    async () => {
      const cold = storesNear('60601')[0]!;
      for (const url of [
        `/api/sales?store_id=${cold.locationId}`,
        `/api/sales/categories?store_id=${cold.locationId}`,
      ]) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
      }
      const visitorView = salesResponseSchema.parse(
        (await app.inject({ method: 'GET', url: `/api/sales?store_id=${cold.locationId}` })).json(),
      );
      expect(visitorView).toMatchObject({ inventory_syncing: false, summary: { total_items: 0 } });
      const stored = (await app.stores.resolve(cold.locationId))!;
      expect(await app.inventory.latestRun(stored.id, 'inventory')).toBeUndefined();

      const member = await sales(`?store_id=${cold.locationId}`);
      expect(member.inventory_syncing).toBe(true);
      expect(await app.inventory.latestRun(stored.id, 'inventory')).toBeDefined();
      await waitForSync(app, cold.locationId);
    },
    SYNC_TEST_MS,
  );

  it('a signed-in user with no store gets action_required; a bad token gets 401', async () => {
    const { user, password } = await createUser(app);
    const fresh = (await login(app, user.email, password)).access_token;
    const res = await app.inject({ method: 'GET', url: '/api/sales', headers: bearer(fresh) });
    expect(res.json()).toMatchObject({ action_required: 'set_default_store' });
    const bad = await app.inject({ method: 'GET', url: '/api/sales', headers: bearer('garbage') });
    expect(bad.statusCode).toBe(401);
  });

  it('sends the prepared answer as brotli, gzip or plain JSON with one strong ETag, and 304 when the caller has it', async () => {
    const get = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: `/api/sales?store_id=${store.locationId}&sort=price`, headers });
    const plain = await get({});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    const etag = String(plain.headers['etag']);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/); // strong: no W/
    expect(plain.headers['cache-control']).toBe('private, no-cache');
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    const body = salesResponseSchema.parse(plain.json());
    expect(body.sales_items.length).toBeGreaterThan(0);

    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['etag']).toBe(etag);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get({ 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const notModified = await get({ 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers['etag']).toBe(etag);
    const stale = await get({ 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);

    // Another question is another answer.
    const byName = await app.inject({
      method: 'GET',
      url: `/api/sales?store_id=${store.locationId}&sort=name`,
    });
    expect(byName.headers['etag']).not.toBe(etag);
  });

  it('GET /api/sales/categories counts deals per category', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/sales/categories', headers: bearer(token) });
    const body = salesCategoriesResponseSchema.parse(res.json());
    const counts = new Map<string, number>();
    for (const d of expected()) counts.set(d.category, (counts.get(d.category) ?? 0) + 1);
    expect(body.categories).toEqual(
      [...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, count]) => ({ name, count })),
    );
  });
});

describe('product images', () => {
  it('serves each category image and the placeholder as SVG', async () => {
    const body = await sales();
    for (const url of new Set([
      ...body.sales_items.map((i) => i.image_url),
      '/images/products/placeholder.svg',
    ])) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
    expect((await app.inject({ method: 'GET', url: '/images/products/nope.svg' })).statusCode).toBe(404);
  });
});

describe('admin sync endpoints', () => {
  let adminToken: string;
  beforeAll(async () => {
    const { user, password } = await createUser(app);
    await app.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    adminToken = (await login(app, user.email, password)).access_token;
    await setDefaultStore(app, adminToken, store.locationId);
  });

  it.each(['/api/full-inventory/start', '/api/image-management/start'])(
    '%s: 401 visitor, 403 member',
    async (url) => {
      expect((await app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
      const res = await app.inject({ method: 'POST', url, payload: {}, headers: bearer(token) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'forbidden' });
    },
  );

  it(
    'full inventory start uses the spec defaults (4000, sale focus, save progress)',
    async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/full-inventory/start',
        payload: {},
        headers: bearer(adminToken),
      });
      expect(res.statusCode).toBe(200);
      const body = syncStartResponseSchema.parse(res.json());
      expect(body.run).toMatchObject({ kind: 'inventory', max_api_calls: 4000 });
      expect(body.started).toBe(true);
      const again = syncStartResponseSchema.parse(
        (
          await app.inject({
            method: 'POST',
            url: '/api/full-inventory/start',
            payload: {},
            headers: bearer(adminToken),
          })
        ).json(),
      );
      if (again.started)
        expect(again.run.id).not.toBe(body.run.id); // the first had already finished
      else expect(again.run.id).toBe(body.run.id);
      expect((await waitForSync(app, store.locationId)).status).toBe('done');
    },
    SYNC_TEST_MS,
  );

  it('image management repairs broken references with the category image (default 1000, validate_existing)', async () => {
    const stored = (await app.stores.resolve(store.locationId))!;
    const [victim] = await app.database.db
      .select()
      .from(products)
      .where(eq(products.storeId, stored.id))
      .orderBy(asc(products.id))
      .limit(1);
    await app.database.db
      .update(products)
      .set({ imageUrl: '/images/products/missing.svg' })
      .where(eq(products.id, victim!.id));
    const res = await app.inject({
      method: 'POST',
      url: '/api/image-management/start',
      payload: {},
      headers: bearer(adminToken),
    });
    const body = syncStartResponseSchema.parse(res.json());
    expect(body.run).toMatchObject({ kind: 'images', max_api_calls: 1000 });
    const deadline = Date.now() + 30_000;
    let run = await app.inventory.findRun(body.run.id);
    while (run && (run.status === 'queued' || run.status === 'running') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      run = await app.inventory.findRun(body.run.id);
    }
    // Every product is a check (validate_existing), up to the budget of 1000; one was repaired.
    const [stocked] = await app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.storeId, stored.id));
    const n = stocked!.n;
    expect(n).toBeGreaterThan(700);
    expect(run).toMatchObject({
      status: n > 1000 ? 'stopped' : 'done',
      itemsProcessed: 1,
      apiCallsUsed: Math.min(1000, n),
      error: n > 1000 ? 'Stopped after 1000 checks (max_api_calls)' : null,
    });
    const [fixed] = await app.database.db.select().from(products).where(eq(products.id, victim!.id));
    expect(fixed!.imageUrl).toMatch(/^\/images\/products\/[a-z-]+\.svg$/);
    expect(fixed!.imageUrl).not.toBe('/images/products/missing.svg');
  });
});

describe('GET /api/sales caching', () => {
  it(
    'reuses an answer for a minute; a finished sync or the minute passing shows the new prices',
    async () => {
      // Its own clock, fixed mid-week: the minute it moves on stays in the week the sync priced.
      const cacheClock = { t: Date.UTC(2026, 10, 18, 15), now: () => new Date(cacheClock.t) };
      const cached = await buildTestApp({}, { clock: cacheClock });
      try {
        const other = storesNear('60601')[0]!;
        const { user, password } = await createUser(cached);
        const relogin = async () => (await login(cached, user.email, password)).access_token;
        const t = await relogin();
        await setDefaultStore(cached, t, other.locationId);
        await waitForSync(cached, other.locationId);
        const stored = (await cached.stores.resolve(other.locationId))!;
        const get = async (token = t) => {
          const res = await cached.inject({
            method: 'GET',
            url: '/api/sales?sort=name',
            headers: bearer(token),
          });
          return salesResponseSchema.parse(res.json()).sales_items[0]!;
        };
        const deal = await get();
        const etagOf = async () =>
          (await cached.inject({ method: 'GET', url: '/api/sales?sort=name', headers: bearer(t) })).headers[
            'etag'
          ];
        const firstEtag = await etagOf();
        const db = cached.database.db;
        const setPromo = (cents: number) =>
          db
            .update(prices)
            .set({ promoCents: cents })
            .where(
              inArray(
                prices.productId,
                db
                  .select({ id: products.id })
                  .from(products)
                  .where(and(eq(products.storeId, stored.id), eq(products.productId, deal.id))),
              ),
            );
        const p = deal.sale_price_cents;
        await setPromo(p - 1);
        expect((await get()).sale_price_cents).toBe(p); // cached
        // A finished sync stamps the store: the next request computes again.
        await db
          .update(stores)
          .set({ inventorySyncedAt: new Date(cacheClock.t + 1) })
          .where(eq(stores.id, stored.id));
        expect((await get()).sale_price_cents).toBe(p - 1);
        expect(await etagOf()).not.toBe(firstEtag); // the sync invalidated the prepared bytes
        await setPromo(p - 2);
        expect((await get()).sale_price_cents).toBe(p - 1); // cached again
        cacheClock.t += 61_000;
        expect((await get(await relogin())).sale_price_cents).toBe(p - 2);
      } finally {
        await cached.close();
      }
    },
    SYNC_TEST_MS,
  );
});
