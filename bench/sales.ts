// GET /api/sales throughput and latency next to the same bytes served as a static file by the
// same server, in one run. Prints numbers only.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '@saverly/server/app';
import { loadConfig } from '@saverly/server/config';

const CONNECTIONS = 10;
const DURATION_S = 5;

async function load(url: string, headers: Record<string, string> = {}) {
  return autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
}

const line = (label: string, r: autocannon.Result) =>
  `${label}: ${r.requests.average.toFixed(0)} req/s, latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
  `${(r.throughput.average / 1024 / 1024).toFixed(1)} MB/s, errors ${r.errors + r.non2xx}`;

export async function benchSales() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saverly-bench-sales-'));
  const webDir = path.join(dataDir, 'web');
  try {
    const base0 = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    // The per-client rate limit would answer most of the load with 429s: lift it for the bench.
    const config = {
      ...base0,
      webDistDir: webDir,
      stores: { ...base0.stores, salesRateLimitPerMinute: 1e9 },
    };
    // First start: sync one store's inventory, then serve its sales.
    let app = await buildApp(config);
    const { searchStores } = await import('@saverly/stores');
    const store = searchStores('10001', 25)[0]!;
    const stored = (await app.stores.resolve(store.locationId))!;
    await app.inventory.start(stored, 'inventory', {
      maxApiCalls: 4000,
      includeSaleFocus: true,
      saveProgress: true,
      validateExisting: true,
      requestedBy: null,
    });
    const syncStart = performance.now();
    for (;;) {
      const run = await app.inventory.latestRun(stored.id, 'inventory');
      if (run && run.status !== 'queued' && run.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const syncMs = performance.now() - syncStart;
    const salesUrl = `/api/sales?store_id=${store.locationId}`;
    const body = (await app.inject({ method: 'GET', url: salesUrl })).body;
    await app.close();

    // Second start with the same bytes as a file in the served web directory.
    const { mkdirSync } = await import('node:fs');
    mkdirSync(webDir, { recursive: true });
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>bench</title>');
    writeFileSync(path.join(webDir, 'sales.json'), body);
    app = await buildApp(config);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const base = `http://127.0.0.1:${port}`;

    const dynamic = await load(`${base}${salesUrl}`);
    const staticFile = await load(`${base}/sales.json`);
    await app.close();

    console.log("\n## sales (embedded PGlite; one built-in store, this week's deals)");
    console.log(`inventory sync of one store: ${(syncMs / 1000).toFixed(1)} s`);
    console.log(
      `response: ${Buffer.byteLength(body)} bytes, ${(JSON.parse(body) as { summary: { returned_items: number } }).summary.returned_items} items`,
    );
    console.log(`${CONNECTIONS} connections, ${DURATION_S} s each:`);
    console.log(line('  GET /api/sales          ', dynamic));
    console.log(line('  same bytes, static file ', staticFile));
    console.log(
      `  ratio static/dynamic: ${(staticFile.requests.average / dynamic.requests.average).toFixed(1)}× throughput, ` +
        `p50 latency ${(dynamic.latency.p50 / Math.max(staticFile.latency.p50, 0.001)).toFixed(1)}×`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSales();
