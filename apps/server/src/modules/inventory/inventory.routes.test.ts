import { errorEnvelopeSchema, syncStartResponseSchema } from '@saverly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { syncRuns, users } from '../../db/schema.js';
import { bearer, createUser, login } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/helpers.js';
import { setDefaultStore, storesNear, SYNC_TEST_MS, waitForSync } from '../../../test/stores-helpers.js';
import { builtInProvider } from '../stores/providers/built-in.js';
import type { StoreProvider } from '../stores/providers/provider.js';

/**
 * POST /api/full-inventory/start and POST /api/image-management/start through the whole app
 * (pg-boss included). The provider holds a store's pages while the test says so, so "a sync is
 * already running" is a state the test controls, not a race.
 */

const held = new Set<string>();
const inner = builtInProvider();
const provider: StoreProvider = {
  ...inner,
  async fetchProducts(request) {
    while (held.has(request.locationId)) await new Promise((resolve) => setTimeout(resolve, 20));
    return inner.fetchProducts(request);
  },
};

/** Wednesday 2026-11-18 15:00 UTC. */
const clock = { now: () => new Date(Date.UTC(2026, 10, 18, 15)) };
const [home, other, third] = storesNear('78701', 25);

let app: App;
let adminId: number;
let adminToken: string;
let memberToken: string;

beforeAll(async () => {
  app = await buildTestApp({}, { clock, storeProvider: provider });
  const member = await createUser(app);
  memberToken = (await login(app, member.user.email, member.password)).access_token;
  const admin = await createUser(app);
  await app.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  adminId = admin.user.id;
  adminToken = (await login(app, admin.user.email, admin.password)).access_token;
});
afterAll(async () => {
  held.clear();
  await app.close();
});

const post = (url: string, payload: unknown, token: string | null = adminToken) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });

const storedRun = async (id: number) => {
  const [row] = await app.database.db.select().from(syncRuns).where(eq(syncRuns.id, id));
  return row!;
};

describe.each(['/api/full-inventory/start', '/api/image-management/start'])('%s', (url) => {
  it('is for admins: 401 for a visitor, 403 for a member', async () => {
    expect((await post(url, {}, null)).statusCode).toBe(401);
    const member = await post(url, {}, memberToken);
    expect(member.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(member.json())).toMatchObject({ error: 'forbidden' });
  });

  it('without store_id needs the admin’s default store; an unknown store_id is a 400 on that field', async () => {
    const none = await post(url, {});
    expect(none.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(none.json())).toMatchObject({
      error: 'validation',
      message: 'Select a default store first',
      details: { fields: [{ path: 'body.store_id', message: 'Store not found' }] },
    });
    const unknown = await post(url, { store_id: 'SV-99999-9' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'validation', message: 'Store not found' });
    expect(await app.database.db.select().from(syncRuns)).toEqual([]);
  });

  it.each([
    { max_api_calls: 0 },
    { max_api_calls: 10_001 },
    { max_api_calls: 2.5 },
    { max_api_calls: '50' },
    { store_id: '' },
    { store_id: 'x'.repeat(65) },
    { store_id: 42 },
  ])('refuses %j with a validation error and starts nothing', async (body) => {
    const res = await post(url, body);
    expect(res.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(res.json()).error).toBe('validation');
    expect(await app.database.db.select().from(syncRuns)).toEqual([]);
  });
});

describe('POST /api/full-inventory/start', () => {
  it(
    'starts a sync of the named store with the options given, and answers with that run while it runs',
    async () => {
      held.add(other!.locationId);
      const res = await post('/api/full-inventory/start', {
        store_id: `  ${other!.locationId} `,
        max_api_calls: 2,
        include_sale_focus: false,
        save_progress: false,
      });
      expect(res.statusCode).toBe(200);
      const body = syncStartResponseSchema.parse(res.json());
      expect(body).toMatchObject({
        success: true,
        started: true,
        message: 'Inventory sync started',
        run: {
          kind: 'inventory',
          status: 'queued',
          max_api_calls: 2,
          api_calls_used: 0,
          items_processed: 0,
          error: null,
          finished_at: null,
        },
      });
      const stored = (await app.stores.resolve(other!.locationId))!;
      expect(await storedRun(body.run.id)).toMatchObject({
        storeId: stored.id,
        asOf: '2026-11-18',
        includeSaleFocus: false,
        saveProgress: false,
        validateExisting: true,
        requestedBy: adminId,
      });

      const again = syncStartResponseSchema.parse(
        (await post('/api/full-inventory/start', { store_id: other!.locationId, max_api_calls: 9 })).json(),
      );
      expect(again).toMatchObject({
        started: false,
        message: 'An inventory sync is already running for this store',
        run: { id: body.run.id, max_api_calls: 2 },
      });

      held.delete(other!.locationId);
      const run = await waitForSync(app, other!.locationId);
      expect(run).toMatchObject({
        id: body.run.id,
        status: 'stopped',
        apiCallsUsed: 2,
        itemsProcessed: 100,
        error: 'Stopped after 2 API calls (max_api_calls)',
      });
    },
    SYNC_TEST_MS,
  );

  it(
    'uses the spec defaults and the admin’s default store when the body is empty',
    async () => {
      held.add(home!.locationId);
      await setDefaultStore(app, adminToken, home!.locationId); // queues the default store's own sync
      const res = await post('/api/full-inventory/start', {});
      const body = syncStartResponseSchema.parse(res.json());
      // The sync set-default started is the one running: the answer is that run.
      expect(body).toMatchObject({ started: false, run: { kind: 'inventory', max_api_calls: 4000 } });
      const stored = (await app.stores.resolve(home!.locationId))!;
      expect(await storedRun(body.run.id)).toMatchObject({
        storeId: stored.id,
        includeSaleFocus: true,
        saveProgress: true,
        requestedBy: adminId,
      });
      held.delete(home!.locationId);
      expect((await waitForSync(app, home!.locationId)).status).toBe('done');
    },
    SYNC_TEST_MS,
  );
});

describe('POST /api/image-management/start', () => {
  it('defaults to 1000 checks of every image at the default store; options are stored as given', async () => {
    const res = await post('/api/image-management/start', {});
    expect(res.statusCode).toBe(200);
    const body = syncStartResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      started: true,
      message: 'Image sync started',
      run: { kind: 'images', max_api_calls: 1000 },
    });
    const stored = (await app.stores.resolve(home!.locationId))!;
    expect(await storedRun(body.run.id)).toMatchObject({
      storeId: stored.id,
      kind: 'images',
      validateExisting: true,
      includeSaleFocus: false,
      saveProgress: true,
      requestedBy: adminId,
    });

    const named = syncStartResponseSchema.parse(
      (
        await post('/api/image-management/start', {
          store_id: third!.locationId,
          max_api_calls: 5,
          validate_existing: false,
        })
      ).json(),
    );
    expect(named).toMatchObject({ started: true, run: { kind: 'images', max_api_calls: 5 } });
    const thirdStore = (await app.stores.resolve(third!.locationId))!;
    expect(await storedRun(named.run.id)).toMatchObject({ storeId: thirdStore.id, validateExisting: false });
  });
});
