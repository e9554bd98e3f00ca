import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { searchStores } from '@saverly/stores';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { pgliteDatabase, postgresDatabase, type Database } from '../src/db/client.js';
import { prices, products, stores, syncRuns } from '../src/db/schema.js';
import { builtInProvider } from '../src/modules/stores/providers/built-in.js';
import { fixtureCommand } from './fixture-process.js';
import { buildTestApp, createTestDatabase } from './helpers.js';
import { adminUrl, databaseUrl, quoteIdent } from './postgres-url.js';
import { waitForSync } from './stores-helpers.js';

const fixture = path.join(import.meta.dirname, 'fixtures', 'sync-worker.ts');
const store = searchStores('80202', 25)[0]!;
const FIXED_NOW = '2026-11-18T15:00:00.000Z';
const PAGE_SIZE = 10;
const KILLS = 12;
const isPostgres = inject('databaseKind') === 'postgres';

/** The synced catalogue of a store, in a stable order, without ids or timestamps. */
async function catalogue(database: Database, locationId: string) {
  return database.db
    .select({
      productId: products.productId,
      foodId: products.foodId,
      name: products.name,
      brand: products.brand,
      category: products.category,
      size: products.size,
      packageGrams: products.packageGrams,
      imageUrl: products.imageUrl,
      regularCents: prices.regularCents,
      promoCents: prices.promoCents,
      promoValidFrom: prices.promoValidFrom,
      promoValidTo: prices.promoValidTo,
    })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .innerJoin(prices, eq(prices.productId, products.id))
    .where(eq(stores.locationId, locationId))
    .orderBy(asc(products.productId));
}

describe('inventory sync survives SIGKILL at random points', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'saverly-crash-'));
  let dropDatabase: (() => Promise<void>) | null = null;
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await dropDatabase?.();
  });

  it(`${KILLS} kills and restarts give the clean run's catalogue, no duplicates, one run, done`, async () => {
    // 1. The clean run, in-process, on its own database.
    const cleanApp = await buildTestApp(
      {},
      {
        database: await createTestDatabase(),
        clock: { now: () => new Date(FIXED_NOW) },
        storeProvider: builtInProvider({ pageSize: PAGE_SIZE }),
      },
    );
    const stored = (await cleanApp.stores.resolve(store.locationId))!;
    await cleanApp.inventory.start(stored, 'inventory', {
      maxApiCalls: 4000,
      includeSaleFocus: true,
      saveProgress: true,
      validateExisting: true,
      requestedBy: null,
    });
    expect((await waitForSync(cleanApp, store.locationId, 120_000)).status).toBe('done');
    const clean = await catalogue(cleanApp.database, store.locationId);
    await cleanApp.close();
    expect(clean.length).toBeGreaterThan(700);

    // 2. The worker process on a database of its own, killed again and again.
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      DATA_DIR: path.join(dir, 'data'),
      WEB_DIST_DIR: path.join(dir, 'no-web'),
      SYNC_WORKER_ID: 'crash-test-worker',
      // A sync worker plans no meals: without this each of the 13 starts would also start an
      // optimizer thread that compiles the planner and plans warm-up weeks, ~7 CPU seconds taken
      // from the other tests on a 2-core machine.
      PLANNER_WORKERS: '0',
    };
    let url: string | null = null;
    if (isPostgres) {
      const base = process.env.TEST_DATABASE_URL!;
      const name = `saverly_crash_${randomBytes(5).toString('hex')}`;
      const admin = postgresDatabase(adminUrl(base));
      await admin.db.execute(
        `create database ${quoteIdent(name)} template ${quoteIdent(inject('postgresTemplate'))}`,
      );
      dropDatabase = async () => {
        await admin.db.execute(`drop database if exists ${quoteIdent(name)} with (force)`);
        await admin.close();
      };
      url = databaseUrl(base, name);
      env.DATABASE_URL = url;
    }

    const { command, args } = await fixtureCommand(fixture);
    const run = (killAfterBatches: number | null, killAfterMs: number | null) =>
      new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>(
        (resolve) => {
          const child = spawn(command, [...args, store.locationId, FIXED_NOW, String(PAGE_SIZE)], {
            env,
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          let stdout = '';
          let stderr = '';
          let batches = 0;
          const kill = () => child.kill('SIGKILL');
          if (killAfterMs !== null) setTimeout(kill, killAfterMs);
          child.stdout.on('data', (chunk: Buffer) => {
            stdout += chunk.toString();
            batches = (stdout.match(/^BATCH /gm) ?? []).length;
            if (killAfterBatches !== null && batches >= killAfterBatches)
              setTimeout(kill, Math.floor(Math.random() * 15));
          });
          child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
          child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr }));
        },
      );

    let killedMidSync = 0;
    for (let i = 0; i < KILLS; i++) {
      // Mostly after 1–4 committed pages (plus a few ms, so some land mid-transaction);
      // every fourth kill at a random moment instead (start-up, migration, job pick-up).
      const outcome =
        i % 4 === 3
          ? await run(null, 500 + Math.floor(Math.random() * 4000))
          : await run(1 + Math.floor(Math.random() * 4), null);
      if (outcome.signal === 'SIGKILL' && /BATCH/.test(outcome.stdout) && !/DONE/.test(outcome.stdout))
        killedMidSync += 1;
      if (outcome.signal !== 'SIGKILL') {
        // It finished before the kill landed; fine, but it must have finished cleanly.
        expect(outcome.code, outcome.stderr).toBe(0);
      }
    }
    expect(killedMidSync).toBeGreaterThanOrEqual(8);

    const last = await run(null, null);
    expect(last.code, last.stderr).toBe(0);
    expect(last.stdout).toMatch(/DONE done/);

    // 3. Compare with the clean run.
    let database: Database;
    if (url) database = postgresDatabase(url);
    else {
      const client = new PGlite(path.join(dir, 'data', 'pglite'));
      await client.waitReady;
      database = pgliteDatabase(client);
    }
    try {
      const crashed = await catalogue(database, store.locationId);
      expect(crashed).toEqual(clean);
      const [dupes] = await database.db
        .select({ n: sql<number>`count(*) - count(distinct ${products.productId})` })
        .from(products);
      expect(Number(dupes!.n)).toBe(0);
      const runs = await database.db.select().from(syncRuns);
      expect(runs).toHaveLength(1);
      // Progress is committed with each page, so no page was counted twice or lost.
      expect(runs[0]).toMatchObject({
        status: 'done',
        error: null,
        itemsTotal: clean.length,
        itemsProcessed: clean.length,
      });
    } finally {
      await database.close();
    }
  }, 300_000);
});
