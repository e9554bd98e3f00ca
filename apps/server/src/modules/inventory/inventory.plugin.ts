import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { AppConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import type { SyncRunRow } from './inventory.repository.js';
import {
  IMAGES_QUEUE,
  INVENTORY_QUEUE,
  inventoryService,
  type InventoryService,
} from './inventory.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    inventory: InventoryService;
  }
}

export const PRODUCT_IMAGES_DIR = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'assets',
  'product-images',
);

/** Products per write transaction on the embedded database (ADR 0027). */
const PGLITE_WRITE_CHUNK = 5;

/** How long closing waits for the sync jobs under way (they stop between pages). */
const STOP_TIMEOUT_MS = 10_000;

/**
 * Durable sync jobs on pg-boss 10, in the app's own database (PGlite or PostgreSQL) through
 * `Database.executeSql`. Starts with the app, stops on close (jobs stop between batches and
 * let go of their run, which the next start resumes).
 */
export default fp(
  async function inventoryPlugin(
    app: FastifyInstance,
    opts: { config: AppConfig; clock: Clock; onBatch?: (run: SyncRunRow) => void },
  ) {
    const database = app.database;
    // pg-boss's queries and the job handlers under way; the database closes only once both are 0.
    let busy = 0;
    const counted = async <T>(work: () => Promise<T>): Promise<T> => {
      busy += 1;
      try {
        return await work();
      } finally {
        busy -= 1;
      }
    };
    const boss = new PgBoss({
      db: {
        executeSql: (text, values) =>
          counted(() => database.executeSql(text, values as unknown[] | undefined)),
      },
      schema: 'pgboss',
      supervise: true,
      schedule: false,
      migrate: true,
    });
    boss.on('error', (err) => app.log.error({ err }, 'pg-boss error'));
    await boss.start();
    for (const name of [INVENTORY_QUEUE, IMAGES_QUEUE]) {
      if (await boss.getQueue(name)) continue;
      try {
        await boss.createQueue(name, { name, retryLimit: 3, retryDelay: 5, expireInSeconds: 15 * 60 });
      } catch (err) {
        if (!(await boss.getQueue(name))) throw err; // else another instance created it first
      }
    }

    let stopping = false;
    const leaseSeconds = opts.config.stores.leaseSeconds;
    const workerId =
      opts.config.stores.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    const service = inventoryService({
      db: database.db,
      stores: app.stores,
      clock: opts.clock,
      log: app.log,
      enqueue: async (queue, runId) => {
        await boss.send(queue, { runId });
      },
      workerId,
      leaseSeconds,
      imagesDir: PRODUCT_IMAGES_DIR,
      // One statement on PGlite blocks the event loop; 5 products keep health p99 under 50 ms.
      ...(database.kind === 'pglite' ? { writeChunk: PGLITE_WRITE_CHUNK } : {}),
      stopping: () => stopping,
      ...(opts.onBatch ? { onBatch: opts.onBatch } : {}),
    });
    app.decorate('inventory', service);

    for (const name of [INVENTORY_QUEUE, IMAGES_QUEUE]) {
      await boss.work<{ runId: number }>(name, { pollingIntervalSeconds: 0.5, batchSize: 1 }, (jobs) =>
        counted(async () => {
          // A job fetched while the app was stopping is left to the next start, which resumes
          // every unfinished run.
          for (const job of jobs) if (!stopping) await service.work(job.data.runId);
        }),
      );
    }

    // Resume runs a previous process left unfinished. The embedded database has one process,
    // so their leases are orphaned; on PostgreSQL a lease is taken over once it goes stale
    // (at once when it was this worker's own, i.e. the same SYNC_WORKER_ID restarted).
    if (database.kind === 'pglite') await service.releaseAll();
    for (const run of await service.activeRuns()) {
      const queue = run.kind === 'inventory' ? INVENTORY_QUEUE : IMAGES_QUEUE;
      const ours = !run.leaseOwner || run.leaseOwner === workerId;
      await boss.send(queue, { runId: run.id }, ours ? {} : { startAfter: leaseSeconds + 1 });
    }

    app.addHook('onClose', async () => {
      stopping = true;
      const deadline = Date.now() + STOP_TIMEOUT_MS;
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
      // pg-boss 10's stop() returns while a worker's fetch is still out: that fetch then starts
      // its job, and the job's end (complete or fail) is written without being awaited, so a
      // query reaching the closed database was an unhandled rejection that crashed the process.
      // Wait until nothing is under way. A fetch that has just returned starts its job within
      // the same turn of the event loop, hence the check again after setImmediate.
      for (;;) {
        while (busy > 0 && Date.now() < deadline) await sleep(10);
        await new Promise((resolve) => setImmediate(resolve));
        if (busy === 0 || Date.now() >= deadline) break;
      }
    });
  },
  { name: 'inventory', dependencies: ['database', 'stores'] },
);
