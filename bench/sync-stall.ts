// GET /api/health latency while a store's first inventory sync runs in the same process on the
// embedded PGlite (issue 12, item 16). Prints numbers only; the goal is health p99 <= 50 ms.
// Run alone: `npx tsx --conditions=source bench/sync-stall.ts`
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '@saverly/server/app';
import { loadConfig } from '@saverly/server/config';
import { searchStores } from '@saverly/stores';
import { ms, summarize } from './lib';

/** Concurrent health pollers (each waits for its answer, then 10 ms, then asks again). */
const POLLERS = 4;

async function healthDuring(base: string, busy: () => boolean) {
  const samples: number[] = [];
  let errors = 0;
  const poll = async () => {
    while (busy()) {
      const started = performance.now();
      try {
        const res = await fetch(`${base}/api/health`);
        await res.arrayBuffer();
        if (res.status !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      samples.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  await Promise.all(Array.from({ length: POLLERS }, poll));
  return { stats: summarize(samples), errors };
}

export async function benchSyncStall() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saverly-bench-stall-'));
  try {
    const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), webDistDir: null };
    const app = await buildApp(config);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const base = `http://127.0.0.1:${port}`;

    // Idle baseline.
    let idleUntil = performance.now() + 2000;
    const idle = await healthDuring(base, () => performance.now() < idleUntil);

    const store = searchStores('10001', 25)[0]!;
    const stored = (await app.stores.resolve(store.locationId))!;
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const syncStart = performance.now();
    await app.inventory.start(stored, 'inventory', {
      maxApiCalls: 4000,
      includeSaleFocus: true,
      saveProgress: true,
      validateExisting: true,
      requestedBy: null,
    });
    let syncing = true;
    const watcher = (async () => {
      for (;;) {
        const run = await app.inventory.latestRun(stored.id, 'inventory');
        if (run && run.status !== 'queued' && run.status !== 'running') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      syncing = false;
    })();
    const during = await healthDuring(base, () => syncing);
    await watcher;
    const syncMs = performance.now() - syncStart;
    loop.disable();
    const run = await app.inventory.latestRun(stored.id, 'inventory');
    idleUntil = 0;
    await app.close();

    const line = (label: string, r: Awaited<ReturnType<typeof healthDuring>>) =>
      `${label}: n ${r.stats.n}, p50 ${ms(r.stats.p50)}, p95 ${ms(r.stats.p95)}, p99 ${ms(r.stats.p99)}, ` +
      `max ${ms(r.stats.max)}, errors ${r.errors}`;
    console.log('\n## health during a first sync (embedded PGlite, built-in store, same process)');
    console.log(
      `first sync: ${(syncMs / 1000).toFixed(1)} s, ${run?.itemsProcessed ?? 0} products, status ${run?.status}`,
    );
    console.log(line(`GET /api/health idle, ${POLLERS} pollers        `, idle));
    console.log(line(`GET /api/health during sync, ${POLLERS} pollers `, during));
    console.log(
      `event-loop delay during sync: p50 ${ms(loop.percentile(50) / 1e6)}, p99 ${ms(loop.percentile(99) / 1e6)}, ` +
        `max ${ms(loop.max / 1e6)}`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSyncStall();
