// Login latency at the chosen argon2id cost (m=19456 KiB, t=2, p=1): 50 sequential logins through
// the whole app (app.inject) on a fresh embedded database. Each login comes from its own client
// address and the 50 are spread over 5 accounts, so the rate limits (20 per address, 10 per
// account per 15 minutes) are not what is measured. Prints numbers only.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@saverly/server/app';
import { loadConfig } from '@saverly/server/config';
import { ms, summarize } from './lib';

const LOGINS = 50;
const ACCOUNTS = 5;
const PASSWORD = 'Bench-Login-Password-2026!';

export async function benchLogin() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saverly-bench-login-'));
  try {
    const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), webDistDir: null };
    const app = await buildApp(config);
    const post = (url: string, payload: object, i: number) =>
      app.inject({ method: 'POST', url, payload, remoteAddress: `10.9.${i >> 8}.${i & 255}` });

    const emails = Array.from({ length: ACCOUNTS }, (_, i) => `bench.login.${i}@example.com`);
    for (const [i, email] of emails.entries()) {
      const res = await post(
        '/api/auth/register',
        { email, password: PASSWORD, first_name: 'Bench', last_name: 'Mark' },
        i,
      );
      if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode}`);
    }
    const samples: number[] = [];
    for (let i = 0; i < LOGINS; i += 1) {
      const started = performance.now();
      const res = await post('/api/auth/login', { email: emails[i % ACCOUNTS], password: PASSWORD }, 100 + i);
      samples.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`login ${i} failed: ${res.statusCode}`);
    }
    await app.close();
    const s = summarize(samples);
    console.log('\n## login (argon2id m=19456 KiB, t=2, p=1; whole app in-process, embedded PGlite)');
    console.log(`${s.n} logins: median ${ms(s.p50)}, p95 ${ms(s.p95)}, p99 ${ms(s.p99)}, max ${ms(s.max)}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
