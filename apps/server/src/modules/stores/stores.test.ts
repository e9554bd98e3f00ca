import {
  errorEnvelopeSchema,
  inventoryStatusResponseSchema,
  loginResponseSchema,
  profileResponseSchema,
  setDefaultStoreResponseSchema,
  storeSearchResponseSchema,
} from '@saverly/contracts';
import { distanceMiles, lookupZip, pricedProducts } from '@saverly/stores';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { products, syncRuns } from '../../db/schema.js';
import { bearer, createUser, login, nextIp } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/helpers.js';
import { storesNear, SYNC_TEST_MS, waitForSync } from '../../../test/stores-helpers.js';

let app: App;
/**
 * The app's clock, fixed on a Wednesday afternoon (UTC): the sync prices this week's deals, and
 * the status and the oracle below count the same week's, whatever day the suite runs on.
 */
const clock = { now: () => new Date(Date.UTC(2026, 10, 18, 15)) };
beforeAll(async () => {
  app = await buildTestApp({}, { clock });
});
afterAll(async () => {
  await app.close();
});

const search = (payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/stores/search',
    payload: payload as object,
    remoteAddress: nextIp(),
  });

describe('POST /api/stores/search', () => {
  it('lists stores nearest first with the spec fields and true distances in miles', async () => {
    const res = await search({ zip_code: '60614', radius: 25 });
    expect(res.statusCode).toBe(200);
    const body = storeSearchResponseSchema.parse(res.json());
    expect(body.stores.length).toBeGreaterThanOrEqual(3);
    const origin = lookupZip('60614')!;
    const distances = body.stores.map((s) => s.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const store of body.stores) {
      expect(store.store_id).toBe(store.location_id);
      expect(store.name).toBeTruthy();
      expect(store.formatted_address).toMatch(/, [A-Z]{2} \d{5}$/);
      expect(store.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      expect(store.hours).toHaveProperty('monday');
      expect(store.distance).toBeLessThanOrEqual(25);
      expect(store.distance).toBeGreaterThan(0);
    }
    // Hand-checked: Chicago's Lincoln Park (60614) to the Loop (60601) is 3.0 miles.
    expect(distanceMiles(origin, lookupZip('60601')!)).toBeCloseTo(3.0, 1);
  });

  it('defaults the radius to 25 miles, and a wider radius finds at least as many', async () => {
    const near = storeSearchResponseSchema.parse((await search({ zip_code: '30301' })).json());
    const far = storeSearchResponseSchema.parse((await search({ zip_code: '30301', radius: 100 })).json());
    expect(near.stores.map((s) => s.location_id)).toEqual(storesNear('30301', 25).map((s) => s.locationId));
    expect(far.stores.length).toBeGreaterThan(near.stores.length);
    expect(far.stores.filter((s) => s.distance! <= 25).map((s) => s.location_id)).toEqual(
      near.stores.map((s) => s.location_id),
    );
  });

  it.each(['1234', '123456', 'abcde', '', '1234a'])('refuses zip %j with the spec message', async (zip) => {
    const res = await search({ zip_code: zip, radius: 25 });
    expect(res.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body.message).toBe('Please enter a valid 5-digit zip code');
  });

  it.each(['00000', '99999'])('refuses five digits that are no US zip code (%j) as unknown', async (zip) => {
    const res = await search({ zip_code: zip, radius: 25 });
    expect(res.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body.message).toBe(`${zip} is not a US zip code we know. Please check the zip code.`);
  });

  it.each([0, 5, 30, 101, 'ten'])('refuses radius %j', async (radius) => {
    const res = await search({ zip_code: '10001', radius });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'validation',
      message: 'Radius must be 10, 25, 50 or 100 miles',
    });
  });

  it('accepts each radius option', async () => {
    for (const radius of [10, 25, 50, 100]) {
      const body = storeSearchResponseSchema.parse((await search({ zip_code: '10001', radius })).json());
      expect(body.stores.every((s) => s.distance! <= radius)).toBe(true);
    }
  });

  it("says so when nothing is in range: 200, no stores, 'No stores found within 10 miles of 59001'", async () => {
    const res = await search({ zip_code: '59001', radius: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ stores: [], message: 'No stores found within 10 miles of 59001' });
  });
});

describe('default store and inventory', () => {
  let token: string;
  let userId: number;
  let credentials: { email: string; password: string };
  const [store, other] = storesNear('98101');

  beforeAll(async () => {
    const { user, password } = await createUser(app);
    userId = user.id;
    credentials = { email: user.email, password };
    token = (await login(app, user.email, password)).access_token;
  });

  it('set-default needs a signed-in user', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/stores/set-default',
      payload: { store_id: store!.locationId },
    });
    expect(res.statusCode).toBe(401);
  });

  it("refuses an unknown store with 'Error setting default store'", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/stores/set-default',
      headers: bearer(token),
      payload: { store_id: 'SV-99999-1' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Error setting default store' });
  });

  it('status before any store: not syncing, nothing exists', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/stores/inventory-status',
      headers: bearer(token),
    });
    expect(inventoryStatusResponseSchema.parse(res.json()).inventory_status).toMatchObject({
      is_syncing: false,
      exists: false,
      store: null,
    });
  });

  it(
    'sets the store, triggers a sync that fills the inventory, and the profile returns the store',
    async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/stores/set-default',
        headers: bearer(token),
        payload: { store_id: store!.locationId },
      });
      expect(res.statusCode).toBe(200);
      const body = setDefaultStoreResponseSchema.parse(res.json());
      expect(body.inventory_status).toEqual({ sync_triggered: true, total_products: 0 });

      const run = await waitForSync(app, store!.locationId);
      expect(run).toMatchObject({ status: 'done', error: null });
      expect(run.apiCallsUsed).toBeGreaterThan(1);
      expect(run.apiCallsUsed).toBeLessThanOrEqual(4000);

      const status = inventoryStatusResponseSchema.parse(
        (
          await app.inject({ method: 'GET', url: '/api/stores/inventory-status', headers: bearer(token) })
        ).json(),
      ).inventory_status;
      expect(status).toMatchObject({ is_syncing: false, exists: true });
      expect(status.total_products).toBeGreaterThan(700);
      expect(status.sale_products).toBeGreaterThan(50);
      expect(status.message).toBe(
        // Thousands separated: "1,073 products".
        `${String(status.total_products).replace(/\B(?=(\d{3})+$)/g, ',')} products, ${status.sale_products} on sale this week`,
      );
      expect(status.last_run).toMatchObject({ status: 'done', max_api_calls: 4000 });

      const profile = profileResponseSchema.parse(
        (await app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) })).json(),
      );
      expect(profile.user.default_store).toEqual({
        location_id: store!.locationId,
        store_id: store!.locationId,
        name: store!.name,
        formatted_address: store!.formattedAddress,
        phone: store!.phone,
        hours: store!.hours,
      });
    },
    SYNC_TEST_MS,
  );

  it('offersForStore gives the planner each food’s products with grams and this week’s price', async () => {
    const stored = (await app.stores.resolve(store!.locationId))!;
    const now = clock.now();
    const offers = await app.stores.offersForStore(stored.id, now);
    const oracle = pricedProducts(store!, now);
    expect(offers.size).toBe(new Set(oracle.map((p) => p.foodId)).size);
    const bacon = offers.get('bacon')!;
    expect(bacon.length).toBeGreaterThanOrEqual(2);
    for (const offer of bacon) {
      const p = oracle.find((o) => o.productId === offer.productId)!;
      expect(offer).toMatchObject({
        regularCents: p.regularCents,
        saleCents: p.deal?.saleCents ?? null,
        priceCents: p.deal?.saleCents ?? p.regularCents,
        packageGrams: p.packageGrams,
        size: p.size,
      });
    }
    const perGram = bacon.map((o) => o.priceCents / o.packageGrams!);
    expect(perGram).toEqual([...perGram].sort((a, b) => a - b));
  });

  it('picking the same store again does not sync again (inventory is fresh)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/stores/set-default',
      headers: bearer(token),
      payload: { store_id: store!.locationId },
    });
    const body = setDefaultStoreResponseSchema.parse(res.json());
    expect(body.inventory_status.sync_triggered).toBe(false);
    expect(body.inventory_status.total_products).toBeGreaterThan(700);
  });

  it(
    'two simultaneous triggers for one store make one run',
    async () => {
      const { user, password } = await createUser(app);
      const second = (await login(app, user.email, password)).access_token;
      const [a, b] = await Promise.all(
        [token, second].map((t) =>
          app.inject({
            method: 'POST',
            url: '/api/stores/set-default',
            headers: bearer(t),
            payload: { store_id: other!.locationId },
          }),
        ),
      );
      expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
      await waitForSync(app, other!.locationId);
      const stored = await app.stores.resolve(other!.locationId);
      const runs = await app.database.db.select().from(syncRuns).where(eq(syncRuns.storeId, stored!.id));
      expect(runs).toHaveLength(1);
      expect(runs[0]!.status).toBe('done');
    },
    SYNC_TEST_MS,
  );

  it('login returns the default store too, and it is only the caller’s', async () => {
    const { user, password } = await createUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
      remoteAddress: nextIp(),
    });
    expect(loginResponseSchema.parse(res.json()).user.default_store).toBeNull();
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: credentials,
      remoteAddress: nextIp(),
    });
    expect(loginResponseSchema.parse(again.json()).user.default_store).toMatchObject({
      location_id: other!.locationId,
      store_id: other!.locationId,
      name: other!.name,
    });
    const mine = await app.stores.defaultStoreOf(userId);
    expect(mine?.locationId).toBe(other!.locationId);
  });

  it(
    'a resync upserts: product count is unchanged and no product is duplicated',
    async () => {
      const stored = (await app.stores.resolve(store!.locationId))!;
      const before = await app.database.db
        .select({ n: count() })
        .from(products)
        .where(eq(products.storeId, stored.id));
      const { run } = await app.inventory.start(stored, 'inventory', {
        maxApiCalls: 4000,
        includeSaleFocus: false,
        saveProgress: true,
        validateExisting: true,
        requestedBy: null,
      });
      expect(run.status).toBe('queued');
      await waitForSync(app, store!.locationId);
      const after = await app.database.db
        .select({ n: count() })
        .from(products)
        .where(eq(products.storeId, stored.id));
      expect(after[0]!.n).toBe(before[0]!.n);
    },
    SYNC_TEST_MS,
  );

  it(
    'a small call budget stops the run cleanly and says so',
    async () => {
      const [, , third] = storesNear('98101');
      const stored = (await app.stores.resolve(third!.locationId))!;
      await app.inventory.start(stored, 'inventory', {
        maxApiCalls: 3,
        includeSaleFocus: true,
        saveProgress: true,
        validateExisting: true,
        requestedBy: null,
      });
      const run = await waitForSync(app, third!.locationId);
      expect(run).toMatchObject({ status: 'stopped', apiCallsUsed: 3, itemsProcessed: 150 });
      expect(run.error).toBe('Stopped after 3 API calls (max_api_calls)');
    },
    SYNC_TEST_MS,
  );
});
