// Server start-up and /api/health throughput on the embedded database. Prints numbers only.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '@saverly/server/app';
import { loadConfig } from '@saverly/server/config';
import { ms } from './lib';

export async function benchServer() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saverly-bench-'));
  try {
    const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), webDistDir: null };
    const coldStart = performance.now();
    const app = await buildApp(config);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const startup = performance.now() - coldStart;
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const result = await autocannon({
      url: `http://127.0.0.1:${port}/api/health`,
      connections: 10,
      duration: 5,
    });
    await app.close();
    console.log('\n## server (embedded PGlite, fresh data dir)');
    console.log(`cold start (open database + migrate + ready): ${ms(startup)}`);
    console.log(
      `GET /api/health, 10 connections, 5 s: ${result.requests.average.toFixed(0)} req/s, ` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
