import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  PLACEHOLDER_IMAGE,
  categoryImage,
  isoWeek,
  pricedProducts,
  searchStores,
  syncOrder,
} from '@saverly/stores';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { prices, products, stores as storesTable, syncRuns } from '../../db/schema.js';
import { createTestDatabase, recordingLog } from '../../../test/helpers.js';
import { builtInProvider } from '../stores/providers/built-in.js';
import {
  ProviderLimitError,
  type ProductPage,
  type ProductPageRequest,
  type StoreProvider,
} from '../stores/providers/provider.js';
import { storesService, type StoreRow } from '../stores/stores.service.js';
import { PRODUCT_IMAGES_DIR } from './inventory.plugin.js';
import { presentRun } from './inventory.presenter.js';
import {
  IMAGES_QUEUE,
  INVENTORY_QUEUE,
  inventoryService,
  type SyncOptions,
  type SyncRunRow,
} from './inventory.service.js';

/**
 * The sync service on its own: a real (PGlite or PostgreSQL) database, the built-in catalogue,
 * a fixed clock and jobs worked inline (no pg-boss), so every run is deterministic.
 */

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Wednesday 2026-11-18 15:00 UTC: ISO week 2026-W47 (Monday 16th to Sunday 22nd). */
const WEDNESDAY = Date.UTC(2026, 10, 18, 15);
const PAGE = 50;

/** Distinct built-in stores, one per test, so no test sees another's runs or products. */
const catalogueStores = searchStores('10001', 50);
let nextStore = 0;
const freshStore = () => catalogueStores[nextStore++]!;

const OPTIONS: SyncOptions = {
  maxApiCalls: 4000,
  includeSaleFocus: true,
  saveProgress: true,
  validateExisting: true,
  requestedBy: null,
};

/** The built-in provider, recording each product page asked for; `before` may hold a call back. */
function recordingProvider(
  before?: (request: ProductPageRequest, call: number) => Promise<void> | void,
  inner: StoreProvider = builtInProvider({ pageSize: PAGE }),
) {
  const requests: ProductPageRequest[] = [];
  const provider: StoreProvider = {
    ...inner,
    async fetchProducts(request): Promise<ProductPage> {
      requests.push(request);
      await before?.(request, requests.length);
      return inner.fetchProducts(request);
    },
  };
  return { provider, requests };
}

/** The built-in catalogue cut to its first `limit` products (fast syncs where the catalogue is not the point). */
function smallCatalogue(limit: number): StoreProvider {
  const inner = builtInProvider({ pageSize: PAGE });
  return {
    ...inner,
    async fetchProducts(request): Promise<ProductPage> {
      const page = await inner.fetchProducts(request);
      const start = typeof request.cursor?.start === 'number' ? request.cursor.start : 0;
      const items = page.items.slice(0, Math.max(0, limit - start));
      const end = start + items.length;
      return { ...page, items, next: end < limit ? page.next : null, total: limit };
    },
  };
}
const SMALL = 120;

/** One worker: the service with its own id, clock, provider and stop switch. */
function worker(
  options: {
    id?: string;
    clock?: { now(): Date };
    provider?: StoreProvider;
    leaseSeconds?: number;
    stopping?: () => boolean;
    onBatch?: (run: SyncRunRow) => void;
    writeChunk?: number;
    imagesDir?: string;
    staleAfterHours?: number;
  } = {},
) {
  const queued: { queue: string; runId: number }[] = [];
  const { log, lines } = recordingLog();
  const stores = storesService({
    db: database.db,
    provider: options.provider ?? builtInProvider({ pageSize: PAGE }),
    staleAfterHours: options.staleAfterHours ?? 24,
  });
  const service = inventoryService({
    db: database.db,
    stores,
    clock: options.clock ?? { now: () => new Date(WEDNESDAY) },
    log,
    enqueue: async (queue, runId) => {
      queued.push({ queue, runId });
    },
    workerId: options.id ?? 'worker-a',
    leaseSeconds: options.leaseSeconds ?? 300,
    imagesDir: options.imagesDir ?? PRODUCT_IMAGES_DIR,
    stopping: options.stopping ?? (() => false),
    ...(options.onBatch ? { onBatch: options.onBatch } : {}),
    ...(options.writeChunk ? { writeChunk: options.writeChunk } : {}),
  });
  return { service, stores, queued, lines };
}

const runOf = async (id: number) => {
  const [row] = await database.db.select().from(syncRuns).where(eq(syncRuns.id, id));
  return row!;
};
const storeRow = async (id: number) => {
  const [row] = await database.db.select().from(storesTable).where(eq(storesTable.id, id));
  return row!;
};

/** The store's synced products with their prices, by product id. */
async function stocked(storeId: number) {
  const rows = await database.db
    .select({
      id: products.id,
      productId: products.productId,
      category: products.category,
      imageUrl: products.imageUrl,
      regularCents: prices.regularCents,
      promoCents: prices.promoCents,
      promoValidFrom: prices.promoValidFrom,
      promoValidTo: prices.promoValidTo,
    })
    .from(products)
    .innerJoin(prices, eq(prices.productId, products.id))
    .where(eq(products.storeId, storeId))
    .orderBy(asc(products.id));
  return rows;
}

describe('start', () => {
  it('makes one queued run per store and kind at the clock’s day and queues it once', async () => {
    const { service, stores, queued } = worker();
    const store = (await stores.resolve(freshStore().locationId))!;
    const first = await service.start(store, 'inventory', { ...OPTIONS, maxApiCalls: 2, requestedBy: null });
    expect(first.created).toBe(true);
    expect(first.run).toMatchObject({
      storeId: store.id,
      kind: 'inventory',
      status: 'queued',
      asOf: '2026-11-18',
      maxApiCalls: 2,
      apiCallsUsed: 0,
      itemsProcessed: 0,
      cursor: null,
      leaseOwner: null,
    });
    expect(queued).toEqual([{ queue: INVENTORY_QUEUE, runId: first.run.id }]);

    const again = await service.start(store, 'inventory', OPTIONS);
    expect(again).toMatchObject({ created: false, run: { id: first.run.id, maxApiCalls: 2 } });
    expect(queued).toHaveLength(1);

    // Another kind is another run, on its own queue.
    const images = await service.start(store, 'images', { ...OPTIONS, includeSaleFocus: false });
    expect(images.created).toBe(true);
    expect(images.run.id).not.toBe(first.run.id);
    expect(queued[1]).toEqual({ queue: IMAGES_QUEUE, runId: images.run.id });

    // Once the run has finished, a start makes a new one.
    await service.work(first.run.id);
    expect((await runOf(first.run.id)).status).toBe('stopped');
    const next = await service.start(store, 'inventory', OPTIONS);
    expect(next.created).toBe(true);
    expect(next.run.id).toBeGreaterThan(first.run.id);
  });

  it('two simultaneous starts make one run', async () => {
    const { service, stores, queued } = worker();
    const store = (await stores.resolve(freshStore().locationId))!;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => service.start(store, 'inventory', OPTIONS)),
    );
    expect(new Set(results.map((r) => r.run.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(queued).toHaveLength(1);
  });
});

describe('work: inventory', () => {
  it('fetches every page at the run’s day, writes each product once with this week’s deals, marks the store synced', async () => {
    const { provider, requests } = recordingProvider();
    const { service, stores } = worker({ provider });
    const catalogue = freshStore();
    const store = (await stores.resolve(catalogue.locationId))!;
    const { run } = await service.start(store, 'inventory', { ...OPTIONS, requestedBy: null });
    await service.work(run.id);

    const oracle = pricedProducts(catalogue, new Date(WEDNESDAY));
    const pages = Math.ceil(oracle.length / PAGE);
    const done = await runOf(run.id);
    expect(done).toMatchObject({
      status: 'done',
      error: null,
      apiCallsUsed: pages,
      itemsProcessed: oracle.length,
      itemsTotal: oracle.length,
      cursor: null,
      leaseOwner: null,
    });
    expect(done.startedAt).toBeInstanceOf(Date);
    expect(done.finishedAt!.getTime()).toBeGreaterThanOrEqual(done.startedAt!.getTime());
    expect(requests).toHaveLength(pages);
    expect(requests.every((r) => r.asOf.toISOString() === '2026-11-18T12:00:00.000Z')).toBe(true);
    expect(requests.every((r) => r.saleFocus && r.locationId === catalogue.locationId)).toBe(true);

    const rows = await stocked(store.id);
    expect(rows).toHaveLength(oracle.length);
    const byId = new Map(oracle.map((p) => [p.productId, p]));
    for (const row of rows) {
      const p = byId.get(row.productId)!;
      expect(row.regularCents).toBe(p.regularCents);
      expect(row.promoCents).toBe(p.deal?.saleCents ?? null);
      expect([row.promoValidFrom, row.promoValidTo]).toEqual(
        p.deal ? ['2026-11-16', '2026-11-22'] : [null, null],
      );
      expect(row.imageUrl).toMatch(/^\/images\/products\/[a-z0-9-]+\.svg$/);
    }
    expect(await stores.counts(store.id, '2026-11-18')).toEqual({
      total: oracle.length,
      onSale: oracle.filter((p) => p.deal).length,
    });

    const synced = await storeRow(store.id);
    expect(synced.inventorySyncedAt!.getTime()).toBe(WEDNESDAY);
    expect(synced.inventoryWeek).toBe('2026-W47');

    // A finished run is not worked again.
    await service.work(run.id);
    expect(requests).toHaveLength(pages);
    expect((await runOf(run.id)).apiCallsUsed).toBe(pages);

    expect(presentRun(done)).toEqual({
      id: run.id,
      kind: 'inventory',
      status: 'done',
      api_calls_used: pages,
      max_api_calls: 4000,
      items_processed: oracle.length,
      items_total: oracle.length,
      error: null,
      started_at: done.startedAt!.toISOString(),
      finished_at: done.finishedAt!.toISOString(),
    });
  });

  it('written in small transactions (the embedded database’s writeChunk) it stores the same catalogue', async () => {
    const { service, stores } = worker({ writeChunk: 7 });
    const catalogue = freshStore();
    const store = (await stores.resolve(catalogue.locationId))!;
    const { run } = await service.start(store, 'inventory', OPTIONS);
    await service.work(run.id);
    const oracle = pricedProducts(catalogue, new Date(WEDNESDAY));
    expect(await runOf(run.id)).toMatchObject({
      status: 'done',
      apiCallsUsed: Math.ceil(oracle.length / PAGE),
      itemsProcessed: oracle.length,
    });
    const rows = await stocked(store.id);
    expect(rows.map((r) => r.productId).sort()).toEqual(oracle.map((p) => p.productId).sort());
    expect(rows.filter((r) => r.promoCents !== null)).toHaveLength(oracle.filter((p) => p.deal).length);
  });

  it('a run keeps the day it was started on: started Sunday night, worked after Monday 00:00, it prices Sunday’s week', async () => {
    const clock = { t: Date.UTC(2026, 10, 22, 23, 59, 30), now: () => new Date(clock.t) };
    const { service, stores } = worker({ clock });
    const catalogue = freshStore();
    const store = (await stores.resolve(catalogue.locationId))!;
    const { run } = await service.start(store, 'inventory', OPTIONS);
    expect(run.asOf).toBe('2026-11-22');
    clock.t = Date.UTC(2026, 10, 23, 0, 0, 30);
    await service.work(run.id);

    const sunday = pricedProducts(catalogue, new Date(Date.UTC(2026, 10, 22, 12)));
    const rows = await stocked(store.id);
    const onSale = rows.filter((r) => r.promoCents !== null);
    expect(onSale).toHaveLength(sunday.filter((p) => p.deal).length);
    expect(onSale.every((r) => r.promoValidFrom === '2026-11-16' && r.promoValidTo === '2026-11-22')).toBe(
      true,
    );
    const synced = await storeRow(store.id);
    expect(synced.inventoryWeek).toBe('2026-W47');
    expect(synced.inventorySyncedAt!.getTime()).toBe(clock.t);
    // On Monday that inventory is last week's: stale, so the next caller starts a new sync.
    expect(stores.isStale(synced, clock.now())).toBe(true);
    expect(await stores.counts(store.id, '2026-11-23')).toMatchObject({ onSale: 0 });
  });

  it('max_api_calls stops the run after that many pages, with this week’s deals fetched first', async () => {
    const { service, stores } = worker();
    const catalogue = freshStore();
    const store = (await stores.resolve(catalogue.locationId))!;
    const { run } = await service.start(store, 'inventory', { ...OPTIONS, maxApiCalls: 2 });
    await service.work(run.id);
    expect(await runOf(run.id)).toMatchObject({
      status: 'stopped',
      error: 'Stopped after 2 API calls (max_api_calls)',
      apiCallsUsed: 2,
      itemsProcessed: 2 * PAGE,
      leaseOwner: null,
    });
    const firstFetched = syncOrder(pricedProducts(catalogue, new Date(WEDNESDAY)), true).slice(0, 2 * PAGE);
    expect(firstFetched.every((p) => p.deal)).toBe(true); // the store has more than 100 deals
    const rows = await stocked(store.id);
    expect(rows.map((r) => r.productId).sort()).toEqual(firstFetched.map((p) => p.productId).sort());
    expect(rows.every((r) => r.promoCents !== null)).toBe(true);
    // A stopped run is not a complete inventory: the store is still not synced.
    expect((await storeRow(store.id)).inventorySyncedAt).toBeNull();
  });

  it('without sale focus the pages follow the catalogue order', async () => {
    const { service, stores } = worker();
    const catalogue = freshStore();
    const store = (await stores.resolve(catalogue.locationId))!;
    const { run } = await service.start(store, 'inventory', {
      ...OPTIONS,
      maxApiCalls: 1,
      includeSaleFocus: false,
    });
    await service.work(run.id);
    const rows = await stocked(store.id);
    const first = pricedProducts(catalogue, new Date(WEDNESDAY)).slice(0, PAGE);
    expect(rows.map((r) => r.productId).sort()).toEqual(first.map((p) => p.productId).sort());
    expect(rows.filter((r) => r.promoCents !== null).length).toBe(first.filter((p) => p.deal).length);
  });

  it('a worker that stops between pages lets go of the run; the next resumes at the saved cursor', async () => {
    let stop = false;
    const a = worker({ id: 'worker-a', stopping: () => stop, onBatch: (r) => (stop = r.apiCallsUsed >= 2) });
    const catalogue = freshStore();
    const store = (await a.stores.resolve(catalogue.locationId))!;
    const { run } = await a.service.start(store, 'inventory', OPTIONS);
    await a.service.work(run.id);
    expect(await runOf(run.id)).toMatchObject({
      status: 'running',
      leaseOwner: null,
      apiCallsUsed: 2,
      itemsProcessed: 2 * PAGE,
      cursor: { start: 2 * PAGE },
    });
    expect(await stocked(store.id)).toHaveLength(2 * PAGE);

    const { provider, requests } = recordingProvider();
    const b = worker({ id: 'worker-b', provider });
    await b.service.work(run.id);
    const total = pricedProducts(catalogue, new Date(WEDNESDAY)).length;
    expect(requests[0]!.cursor).toEqual({ start: 2 * PAGE });
    expect(requests).toHaveLength(Math.ceil(total / PAGE) - 2);
    expect(await runOf(run.id)).toMatchObject({
      status: 'done',
      apiCallsUsed: Math.ceil(total / PAGE),
      itemsProcessed: total,
      leaseOwner: null,
    });
    expect(await stocked(store.id)).toHaveLength(total);
  });

  it('without save_progress the cursor is kept only at the end: a successor starts again from the first page', async () => {
    let stop = false;
    const a = worker({ stopping: () => stop, onBatch: (r) => (stop = r.apiCallsUsed >= 2) });
    const catalogue = freshStore();
    const store = (await a.stores.resolve(catalogue.locationId))!;
    const { run } = await a.service.start(store, 'inventory', { ...OPTIONS, saveProgress: false });
    await a.service.work(run.id);
    expect(await runOf(run.id)).toMatchObject({ status: 'running', cursor: null, apiCallsUsed: 2 });

    const { provider, requests } = recordingProvider();
    const b = worker({ id: 'worker-b', provider });
    await b.service.work(run.id);
    const total = pricedProducts(catalogue, new Date(WEDNESDAY)).length;
    const pages = Math.ceil(total / PAGE);
    expect(requests[0]!.cursor).toBeNull();
    expect(requests).toHaveLength(pages);
    // Calls and items count what was fetched (the first two pages twice); products are upserted once.
    expect(await runOf(run.id)).toMatchObject({
      status: 'done',
      cursor: null,
      apiCallsUsed: 2 + pages,
      itemsProcessed: 2 * PAGE + total,
    });
    expect(await stocked(store.id)).toHaveLength(total);
  });

  it('a live lease keeps a second worker off; a stale one is taken over and the old worker’s page is not counted', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let firstBatch!: () => void;
    const firstCommitted = new Promise<void>((resolve) => (firstBatch = resolve));
    const slow = recordingProvider(async (_request, call) => {
      if (call === 2) await gate; // worker A holds its lease while it waits for page 2
    });
    // A's late page 2 has other shelf prices, so a write of it that was not rolled back would show.
    const late: StoreProvider = {
      ...slow.provider,
      async fetchProducts(request) {
        const page = await slow.provider.fetchProducts(request);
        if (slow.requests.length !== 2) return page;
        return { ...page, items: page.items.map((i) => ({ ...i, regularCents: i.regularCents + 1 })) };
      },
    };
    const a = worker({ id: 'worker-a', provider: late, onBatch: () => firstBatch() });
    const catalogue = freshStore();
    const store = (await a.stores.resolve(catalogue.locationId))!;
    const { run } = await a.service.start(store, 'inventory', OPTIONS);
    const working = a.service.work(run.id);
    await firstCommitted;

    const patient = recordingProvider();
    const b = worker({ id: 'worker-b', provider: patient.provider, leaseSeconds: 300 });
    await b.service.work(run.id);
    expect(patient.requests).toHaveLength(0);
    expect(await runOf(run.id)).toMatchObject({ status: 'running', leaseOwner: 'worker-a', apiCallsUsed: 1 });

    // Worker C counts any lease older than 0 s as dead and takes the run over from A's cursor.
    const eager = recordingProvider();
    const c = worker({ id: 'worker-c', provider: eager.provider, leaseSeconds: 0 });
    await c.service.work(run.id);
    expect(eager.requests[0]!.cursor).toEqual({ start: PAGE });

    release();
    await working; // A's page 2 finds the run no longer its own and is rolled back
    const total = pricedProducts(catalogue, new Date(WEDNESDAY)).length;
    const pages = Math.ceil(total / PAGE);
    expect(slow.requests).toHaveLength(2);
    expect(await runOf(run.id)).toMatchObject({
      status: 'done',
      leaseOwner: null,
      apiCallsUsed: pages,
      itemsProcessed: total,
    });
    const rows = await stocked(store.id);
    expect(rows).toHaveLength(total);
    const regular = new Map(
      pricedProducts(catalogue, new Date(WEDNESDAY)).map((p) => [p.productId, p.regularCents]),
    );
    expect(rows.filter((r) => r.regularCents !== regular.get(r.productId))).toEqual([]);
  });

  it('a provider limit stops the run with its reason; any other error fails it and only the log has the cause', async () => {
    const limited = worker({
      provider: recordingProvider(() => {
        throw new ProviderLimitError('Kroger answered 429 (too many requests) for products', null);
      }).provider,
    });
    const store = (await limited.stores.resolve(freshStore().locationId))!;
    const { run } = await limited.service.start(store, 'inventory', OPTIONS);
    await limited.service.work(run.id);
    expect(await runOf(run.id)).toMatchObject({
      status: 'stopped',
      error: 'Kroger answered 429 (too many requests) for products',
      leaseOwner: null,
    });
    expect(limited.lines.some((l) => l.level === 'warn' && l.text.includes('provider limit'))).toBe(true);

    const broken = worker({
      provider: recordingProvider(() => {
        throw new Error('connect ECONNREFUSED 10.0.0.7:443');
      }).provider,
    });
    const other = (await broken.stores.resolve(freshStore().locationId))!;
    const failed = await broken.service.start(other, 'inventory', OPTIONS);
    await broken.service.work(failed.run.id);
    expect(await runOf(failed.run.id)).toMatchObject({
      status: 'failed',
      error: 'The sync failed; see the server log',
      leaseOwner: null,
    });
    expect(broken.lines.some((l) => l.level === 'error' && l.text.includes('ECONNREFUSED'))).toBe(true);
  });

  it('an error while shutting down leaves the run to the next start', async () => {
    let stop = false;
    const w = worker({
      stopping: () => stop,
      provider: recordingProvider(() => {
        stop = true;
        throw new Error('Client has encountered a connection error and is not queryable');
      }).provider,
    });
    const store = (await w.stores.resolve(freshStore().locationId))!;
    const { run } = await w.service.start(store, 'inventory', OPTIONS);
    await w.service.work(run.id);
    expect(await runOf(run.id)).toMatchObject({ status: 'running', error: null, leaseOwner: 'worker-a' });
    expect(await w.service.activeRuns()).toContainEqual(expect.objectContaining({ id: run.id }));
    await w.service.releaseAll();
    expect((await runOf(run.id)).leaseOwner).toBeNull();
  });
});

describe('syncIfStale', () => {
  it('starts a sync for a never-synced store, not for a fresh one; again after the hours allowed or a new week', async () => {
    const clock = { t: WEDNESDAY, now: () => new Date(clock.t) };
    const { service, stores, queued } = worker({
      clock,
      staleAfterHours: 24,
      provider: smallCatalogue(SMALL),
    });
    const store = (await stores.resolve(freshStore().locationId))!;
    const resolved = async () => (await stores.findById(store.id))!;

    expect(await service.syncIfStale(store, null)).toEqual({ triggered: true });
    expect(queued).toHaveLength(1);
    // Asked again while that run is queued: still syncing, and no second job.
    expect(await service.syncIfStale(store, null)).toEqual({ triggered: true });
    expect(queued).toHaveLength(1);
    await service.work(queued[0]!.runId);

    expect(await service.syncIfStale(await resolved(), null)).toEqual({ triggered: false });
    clock.t = WEDNESDAY + 23 * 3_600_000;
    expect(await service.syncIfStale(await resolved(), null)).toEqual({ triggered: false });
    expect(queued).toHaveLength(1);

    clock.t = WEDNESDAY + 25 * 3_600_000; // Thursday, past the 24 hours allowed
    expect(await service.syncIfStale(await resolved(), null)).toEqual({ triggered: true });
    expect(queued).toHaveLength(2);
    const second = await runOf(queued[1]!.runId);
    expect(second.asOf).toBe('2026-11-19');
    await service.work(second.id);

    // Synced Sunday 23:00, asked Monday 00:30: an hour old, but last week's deals.
    clock.t = Date.UTC(2026, 10, 22, 23);
    const sunday = await service.start(await resolved(), 'inventory', OPTIONS);
    await service.work(sunday.run.id);
    clock.t = Date.UTC(2026, 10, 23, 0, 30);
    expect(await service.syncIfStale(await resolved(), null)).toEqual({ triggered: true });
  });
});

describe('work: images', () => {
  async function syncedStore(w: ReturnType<typeof worker>) {
    const store = (await w.stores.resolve(freshStore().locationId))!;
    const { run } = await w.service.start(store, 'inventory', OPTIONS);
    await w.service.work(run.id);
    expect(await runOf(run.id)).toMatchObject({ status: 'done', itemsProcessed: SMALL });
    return (await w.stores.findById(store.id)) as StoreRow;
  }
  let plainHttp: { url: string; requests: number; close: () => Promise<void> };
  beforeAll(async () => {
    let requests = 0;
    const server = createServer((_req, res) => {
      requests += 1;
      res.writeHead(200, { 'content-type': 'image/svg+xml' });
      res.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    plainHttp = {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      get requests() {
        return requests;
      },
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  });
  afterAll(() => plainHttp.close());
  const setImage = (id: number, imageUrl: string) =>
    database.db.update(products).set({ imageUrl }).where(eq(products.id, id));

  it('repairs broken references with the category image, checking only unserved ones unless validate_existing', async () => {
    const w = worker({ provider: smallCatalogue(SMALL) });
    const store = await syncedStore(w);
    const rows = await stocked(store.id);
    const broken = [rows[3]!, rows[100]!, rows[rows.length - 1]!];
    await setImage(broken[0]!.id, '/images/products/missing.svg');
    // Only https images count: this one answers with an image, but over plain http.
    await setImage(broken[1]!.id, `${plainHttp.url}/photo.svg`);
    await setImage(broken[2]!.id, '/images/products/../../etc/passwd.svg');

    const { run } = await w.service.start(store, 'images', { ...OPTIONS, validateExisting: false });
    await w.service.work(run.id);
    expect(await runOf(run.id)).toMatchObject({
      status: 'done',
      error: null,
      apiCallsUsed: 3, // served images are skipped, not checked
      itemsProcessed: 3,
      leaseOwner: null,
    });
    const after = new Map((await stocked(store.id)).map((r) => [r.id, r]));
    for (const b of broken) {
      expect(after.get(b.id)!.imageUrl).toBe(`/images/products/${categoryImage(b.category)}`);
    }
    expect(plainHttp.requests).toBe(0); // refused without asking
    // Everything else is untouched.
    for (const r of rows.filter((r) => !broken.includes(r)))
      expect(after.get(r.id)!.imageUrl).toBe(r.imageUrl);

    // validate_existing checks every product, one call each; nothing is left to repair.
    const all = await w.service.start(store, 'images', { ...OPTIONS, validateExisting: true });
    await w.service.work(all.run.id);
    expect(await runOf(all.run.id)).toMatchObject({
      status: 'done',
      apiCallsUsed: rows.length,
      itemsProcessed: 0,
    });
  });

  it('stops at max_api_calls with the last checked product as its cursor', async () => {
    const w = worker({ provider: smallCatalogue(SMALL) });
    const store = await syncedStore(w);
    const rows = await stocked(store.id);
    const { run } = await w.service.start(store, 'images', { ...OPTIONS, maxApiCalls: 10 });
    await w.service.work(run.id);
    expect(await runOf(run.id)).toMatchObject({
      status: 'stopped',
      error: 'Stopped after 10 checks (max_api_calls)',
      apiCallsUsed: 10,
      itemsProcessed: 0,
      cursor: { afterId: rows[9]!.id },
    });
  });

  it('falls back to the placeholder when the category image is not served', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'saverly-images-'));
    try {
      writeFileSync(path.join(dir, PLACEHOLDER_IMAGE), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      const setup = worker({ provider: smallCatalogue(SMALL) });
      const store = await syncedStore(setup);
      const rows = await stocked(store.id);
      const victims = rows.slice(0, 5).map((r) => r.id);
      for (const id of victims) await setImage(id, '/images/products/gone.svg');

      // With only the placeholder in the images folder, every other drawing is "not served" too.
      const w = worker({ imagesDir: dir });
      const { run } = await w.service.start(store, 'images', { ...OPTIONS, maxApiCalls: 5 });
      await w.service.work(run.id);
      expect(await runOf(run.id)).toMatchObject({ apiCallsUsed: 5, itemsProcessed: 5 });
      const fixed = await database.db
        .select({ imageUrl: products.imageUrl })
        .from(products)
        .where(inArray(products.id, victims));
      expect(fixed.map((r) => r.imageUrl)).toEqual(
        victims.map(() => `/images/products/${PLACEHOLDER_IMAGE}`),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('today', () => {
  it('is the clock’s UTC day, the day whose deals count as this week’s', () => {
    expect(worker({ clock: { now: () => new Date('2026-11-22T23:59:59.999Z') } }).service.today()).toBe(
      '2026-11-22',
    );
    expect(worker({ clock: { now: () => new Date('2026-11-23T00:00:00.000Z') } }).service.today()).toBe(
      '2026-11-23',
    );
    expect(isoWeek(new Date('2026-11-23T00:00:00Z')).key).toBe('2026-W48');
  });
});
