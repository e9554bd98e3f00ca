import { existsSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  SET_DEFAULT_STORE_ERROR,
  type InventoryStatus,
  type SetDefaultStoreResponse,
  type syncStartResponseSchema,
} from '@saverly/contracts';
import { categoryImage, isoWeek, PLACEHOLDER_IMAGE } from '@saverly/stores';
import { TransactionRollbackError } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { ProviderLimitError } from '../stores/providers/provider.js';
import type { StoreRow, StoresService } from '../stores/stores.service.js';
import { presentDefaultStoreSet, presentStatus, presentSyncStart } from './inventory.presenter.js';
import { inventoryRepository, type SyncKind, type SyncRunRow } from './inventory.repository.js';

export type { SyncRunRow };

export const INVENTORY_QUEUE = 'inventory-sync';
export const IMAGES_QUEUE = 'image-management';
const PRODUCT_IMAGES_PATH = '/images/products';
const IMAGE_PAGE = 50;
/** How often `awaitSync` looks at the run. */
const SYNC_POLL_MS = 200;

export interface SyncOptions {
  maxApiCalls: number;
  includeSaleFocus: boolean;
  saveProgress: boolean;
  validateExisting: boolean;
  requestedBy: number | null;
}

const DEFAULT_INVENTORY_OPTIONS: SyncOptions = {
  maxApiCalls: 4000,
  includeSaleFocus: true,
  saveProgress: true,
  validateExisting: true,
  requestedBy: null,
};

export interface InventoryDeps {
  db: Db;
  stores: StoresService;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Queues a job for a run (pg-boss in the app; tests may run jobs inline). */
  enqueue: (queue: string, runId: number) => Promise<void>;
  /** This process's worker id (lease owner). */
  workerId: string;
  leaseSeconds: number;
  /** Where the served product images live, to check local image references. */
  imagesDir: string;
  /** True once the app is shutting down: jobs stop between batches. */
  stopping: () => boolean;
  /** Called after each committed batch (the crash test's progress signal). */
  onBatch?: (run: SyncRunRow) => void;
  /**
   * Products written per transaction (default: a whole provider page). The embedded PGlite runs
   * every statement on the event loop and holds its one connection for a whole transaction, so
   * there a page is written in small transactions with a yield between them (ADR 0027).
   */
  writeChunk?: number;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Inventory and image sync runs (docs/decisions/0016-inventory-sync-jobs.md). A run is a row
 * in sync_runs; the pg-boss job only says "work on run N". Each page of products is upserted
 * in the same transaction that advances the run's cursor, call count and heartbeat, so a
 * killed worker resumes at the first uncommitted page and never duplicates a product.
 */
export function inventoryService(deps: InventoryDeps) {
  const { db, stores, clock, log } = deps;
  const repo = inventoryRepository(db);

  async function start(store: StoreRow, kind: SyncKind, options: SyncOptions) {
    const { run, created } = await repo.createOrGetActive({
      storeId: store.id,
      kind,
      asOf: isoDay(clock.now()),
      maxApiCalls: options.maxApiCalls,
      includeSaleFocus: options.includeSaleFocus,
      saveProgress: options.saveProgress,
      validateExisting: options.validateExisting,
      requestedBy: options.requestedBy,
    });
    if (created) await deps.enqueue(kind === 'inventory' ? INVENTORY_QUEUE : IMAGES_QUEUE, run.id);
    return { run, created };
  }

  async function runInventory(run: SyncRunRow, store: StoreRow) {
    let current = run;
    const asOf = new Date(`${run.asOf}T12:00:00Z`);
    for (;;) {
      if (deps.stopping()) {
        await repo.release(run.id, deps.workerId);
        return;
      }
      if (current.apiCallsUsed >= current.maxApiCalls) {
        await repo.finish(
          db,
          run.id,
          deps.workerId,
          'stopped',
          `Stopped after ${current.apiCallsUsed} API calls (max_api_calls)`,
        );
        return;
      }
      const page = await stores.provider.fetchProducts({
        locationId: store.locationId,
        cursor: current.cursor ?? null,
        asOf,
        saleFocus: run.includeSaleFocus,
      });
      const done = page.next === null;
      // All but the last chunk only write products (an upsert, so a page written again after a
      // crash leaves one row each) and check the lease; the last commits the page's progress.
      const chunk = Math.max(1, deps.writeChunk ?? page.items.length);
      let written = 0;
      let kept = true;
      for (let from = 0; kept && (from < page.items.length || from === 0); from += chunk) {
        const items = page.items.slice(from, from + chunk);
        const last = from + chunk >= page.items.length;
        await yieldToEventLoop();
        kept = await db
          .transaction(async (tx) => {
            written += await stores.upsertProducts(tx, store.id, items);
            const ok = await repo.advance(
              tx,
              run.id,
              deps.workerId,
              last
                ? {
                    cursor: page.next,
                    saveCursor: run.saveProgress || done,
                    apiCalls: page.apiCalls,
                    items: written,
                    total: page.total,
                  }
                : { cursor: null, saveCursor: false, apiCalls: 0, items: 0, total: null },
            );
            if (!ok) tx.rollback(); // another worker took the run over: this page is theirs
            if (last && done) {
              await repo.finish(tx, run.id, deps.workerId, 'done', null);
              await stores.markSynced(tx, store.id, clock.now(), isoWeek(asOf).key);
            }
            return ok;
          })
          .catch((err: unknown) => {
            if (err instanceof TransactionRollbackError) return false;
            throw err;
          });
        if (last) break;
      }
      if (!kept) return;
      current = {
        ...current,
        cursor: page.next,
        apiCallsUsed: current.apiCallsUsed + page.apiCalls,
        itemsProcessed: current.itemsProcessed + page.items.length,
      };
      deps.onBatch?.(current);
      if (done) return;
    }
  }

  function imageIsServed(url: string): boolean {
    if (!url.startsWith(`${PRODUCT_IMAGES_PATH}/`)) return false;
    const file = url.slice(PRODUCT_IMAGES_PATH.length + 1);
    return /^[a-z0-9-]+\.svg$/.test(file) && existsSync(path.join(deps.imagesDir, file));
  }

  async function remoteImageOk(url: string): Promise<boolean> {
    if (!/^https:\/\//.test(url)) return false;
    try {
      const res = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(5000) });
      return res.ok && (res.headers.get('content-type') ?? '').startsWith('image/');
    } catch {
      return false;
    }
  }

  /**
   * Checks image references and repairs broken ones with the category's image (placeholder
   * when none). Each check is one call of the budget; with validate_existing false only
   * references that are not served images are checked.
   */
  async function runImages(run: SyncRunRow, store: StoreRow) {
    let calls = run.apiCallsUsed;
    let afterId = typeof run.cursor?.afterId === 'number' ? run.cursor.afterId : 0;
    for (;;) {
      await yieldToEventLoop();
      if (deps.stopping()) return repo.release(run.id, deps.workerId);
      const page = await stores.productsAfter(store.id, afterId, IMAGE_PAGE);
      if (page.length === 0) {
        await repo.finish(db, run.id, deps.workerId, 'done', null);
        return;
      }
      let used = 0;
      let repaired = 0;
      let lastId = afterId;
      let outOfBudget = false;
      await db.transaction(async (tx) => {
        for (const product of page) {
          const local = product.imageUrl.startsWith('/');
          if (!run.validateExisting && local && imageIsServed(product.imageUrl)) {
            lastId = product.id;
            continue;
          }
          if (calls + used >= run.maxApiCalls) {
            outOfBudget = true;
            break;
          }
          used += 1;
          const ok = local ? imageIsServed(product.imageUrl) : await remoteImageOk(product.imageUrl);
          if (!ok) {
            const file = categoryImage(product.category);
            const replacement = `${PRODUCT_IMAGES_PATH}/${existsSync(path.join(deps.imagesDir, file)) ? file : PLACEHOLDER_IMAGE}`;
            await stores.setImage(tx, product.id, replacement);
            repaired += 1;
          }
          lastId = product.id;
        }
        await repo.advance(tx, run.id, deps.workerId, {
          cursor: { afterId: lastId },
          saveCursor: true,
          apiCalls: used,
          items: repaired,
          total: null,
        });
      });
      calls += used;
      afterId = lastId;
      if (outOfBudget) {
        await repo.finish(
          db,
          run.id,
          deps.workerId,
          'stopped',
          `Stopped after ${calls} checks (max_api_calls)`,
        );
        return;
      }
    }
  }

  /** Works on one run: claims it, then runs it to the end (or until stopped or out of budget). */
  async function work(runId: number): Promise<void> {
    const run = await repo.claim(runId, deps.workerId, deps.leaseSeconds);
    if (!run) return; // finished, or another worker holds a live lease
    const store = await stores.findById(run.storeId);
    if (!store) return;
    try {
      if (run.kind === 'inventory') await runInventory(run, store);
      else await runImages(run, store);
    } catch (err) {
      if (err instanceof ProviderLimitError) {
        await repo.finish(db, run.id, deps.workerId, 'stopped', err.message);
        log.warn({ runId, err: err.message }, 'sync stopped by the provider limit');
        return;
      }
      if (deps.stopping()) {
        // Shutting down (the database may already be closing): leave the run for the next start.
        log.warn({ err, runId }, 'sync interrupted by shutdown');
        return;
      }
      log.error({ err, runId }, 'sync failed');
      await repo.finish(db, run.id, deps.workerId, 'failed', 'The sync failed; see the server log');
    }
  }

  /** Starts an inventory sync when the store's inventory is missing or stale. */
  async function syncIfStale(store: StoreRow, requestedBy: number | null) {
    if (!stores.isStale(store, clock.now())) return { triggered: false };
    const { run, created } = await start(store, 'inventory', { ...DEFAULT_INVENTORY_OPTIONS, requestedBy });
    return { triggered: created || run.status === 'queued' || run.status === 'running' };
  }

  return {
    start,

    /**
     * POST /api/full-inventory/start and POST /api/image-management/start (admins): a run for the
     * store `storeId` names, else the admin's default store; the run already queued or running
     * for that store when there is one.
     */
    async startFor(
      userId: number,
      storeId: string | undefined,
      kind: SyncKind,
      options: Omit<SyncOptions, 'requestedBy'>,
    ): Promise<z.infer<typeof syncStartResponseSchema>> {
      const store = storeId ? await stores.resolve(storeId.trim()) : await stores.defaultStoreOf(userId);
      if (!store) {
        throw new AppError('validation', storeId ? 'Store not found' : 'Select a default store first', {
          fields: [{ path: 'body.store_id', message: 'Store not found' }],
        });
      }
      const { run, created } = await start(store, kind, { ...options, requestedBy: userId });
      return presentSyncStart(kind, run, created);
    },
    work,
    findRun: repo.findById,
    latestRun: repo.latestFor,
    activeRuns: repo.activeRuns,
    releaseAll: repo.releaseAll,
    /** Today (`YYYY-MM-DD`) on the clock syncs run on: the day whose deals count as this week's. */
    today: () => isoDay(clock.now()),

    syncIfStale,

    /**
     * POST /api/stores/set-default: the member's new default store, its sync when stale, and how
     * many products it has now. Any failure says 'Error setting default store' (a store not found
     * keeps its 404; anything else is logged and answers 503).
     */
    async setDefaultStore(userId: number, locationId: string): Promise<SetDefaultStoreResponse> {
      let store: StoreRow;
      try {
        store = await stores.setDefault(userId, locationId);
      } catch (err) {
        if (err instanceof AppError) throw new AppError(err.code, SET_DEFAULT_STORE_ERROR, err.details);
        log.error({ err }, 'set default store failed');
        throw new AppError('unavailable', SET_DEFAULT_STORE_ERROR);
      }
      const { triggered } = await syncIfStale(store, userId);
      const counts = await stores.counts(store.id, isoDay(clock.now()));
      return presentDefaultStoreSet(store, { sync_triggered: triggered, total_products: counts.total });
    },

    /**
     * Waits while the store's inventory sync is queued or running, polling every
     * `SYNC_POLL_MS`, at most `ms` (a store's first sync, before its first plan or list).
     */
    async awaitSync(store: StoreRow, ms: number): Promise<void> {
      for (let waited = 0; waited < ms; waited += SYNC_POLL_MS) {
        const run = await repo.latestFor(store.id, 'inventory');
        if (!run || (run.status !== 'queued' && run.status !== 'running')) return;
        await new Promise((resolve) => setTimeout(resolve, SYNC_POLL_MS));
      }
    },

    /**
     * GET /api/stores/inventory-status: the member's default store's products, this week's sales
     * and its last sync.
     */
    async statusFor(userId: number): Promise<InventoryStatus> {
      const store = await stores.defaultStoreOf(userId);
      if (!store) return presentStatus(null, null);
      const run = await repo.latestFor(store.id, 'inventory');
      const counts = await stores.counts(store.id, isoDay(clock.now()));
      return presentStatus(store, { run, counts });
    },
  };
}

export type InventoryService = ReturnType<typeof inventoryService>;
