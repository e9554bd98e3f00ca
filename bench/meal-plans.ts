// The meal-plan API end to end, over HTTP: one plan at a time, then plans under concurrent load
// while /api/health is polled — with the optimizer in worker threads and inline on the request
// thread, to show what the pool is for. Prints numbers only.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@saverly/server/app';
import { loadConfig, type AppConfig } from '@saverly/server/config';
import { ms, summarize } from './lib';

const PREFS = {
  days: 7,
  family_size: 4,
  meal_types: ['breakfast', 'lunch', 'dinner'],
  dietary_restrictions: ['Vegetarian', 'Gluten-Free'],
  cuisine_preferences: ['Italian', 'Mediterranean', 'Asian'],
  cooking_time: 30,
  calorie_limit: 600,
  budget_limit: null,
  store_id: null,
  special_occasion: null,
};
const SEQUENTIAL = 30;
const CONCURRENCY = 4;
const LOAD_SECONDS = 5;

async function json(url: string, init: RequestInit & { body?: string } = {}) {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function run(label: string, config: AppConfig) {
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const email = `bench-${label.replace(/\W/g, '')}@example.com`;
    const password = 'Grocery-Budget-2026!';
    await json(`${base}/api/auth/register`, {
      method: 'POST',
      body: JSON.stringify({ email, password, first_name: 'Bench', last_name: 'Mark' }),
    });
    const login = await json(`${base}/api/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    });
    const token = login.body.access_token as string;
    // Unlimited plans for the bench.
    await app.database.executeSql("update users set subscription_tier = 'premium' where email = $1", [email]);
    const plan = () =>
      json(`${base}/api/generate-meal-plan-assistant`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: JSON.stringify({ preferences: PREFS }),
      });
    const first = await plan(); // first sync of the default store, warm-up
    if (first.status !== 200) throw new Error(`plan failed: ${first.status} ${JSON.stringify(first.body)}`);

    const sequential: number[] = [];
    for (let i = 0; i < SEQUENTIAL; i += 1) {
      const t = performance.now();
      const r = await plan();
      if (r.status !== 200) throw new Error(`plan failed: ${r.status}`);
      sequential.push(performance.now() - t);
    }
    const s = summarize(sequential);
    console.log(
      `  ${label}: 7 d × 3 plan over HTTP, one at a time (n=${s.n}): p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, max ${ms(s.max)}`,
    );

    // Concurrent plans while a client polls /api/health.
    const stopAt = performance.now() + LOAD_SECONDS * 1000;
    let plans = 0;
    const health: number[] = [];
    const planLatency: number[] = [];
    const planner = async () => {
      while (performance.now() < stopAt) {
        const t = performance.now();
        const r = await plan();
        if (r.status === 200) {
          plans += 1;
          planLatency.push(performance.now() - t);
        }
      }
    };
    const poller = async () => {
      while (performance.now() < stopAt) {
        const t = performance.now();
        await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
        health.push(performance.now() - t);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await Promise.all([...Array.from({ length: CONCURRENCY }, planner), poller()]);
    const h = summarize(health);
    const p = summarize(planLatency);
    console.log(
      `  ${label}: ${CONCURRENCY} clients planning for ${LOAD_SECONDS} s: ${(plans / LOAD_SECONDS).toFixed(1)} plans/s, ` +
        `plan p50 ${ms(p.p50)} p95 ${ms(p.p95)}; /api/health meanwhile p50 ${ms(h.p50)}, p99 ${ms(h.p99)}, max ${ms(h.max)}`,
    );
  } finally {
    await app.close();
  }
}

export async function benchMealPlans() {
  console.log(
    `\n## Meal-plan API (node ${process.version}, ${os.availableParallelism()} cores, load ${os.loadavg()[0]!.toFixed(1)})`,
  );
  for (const [label, workers] of [
    ['worker pool', Math.max(1, Math.min(4, os.availableParallelism() - 1))],
    ['inline (no pool)', 0],
  ] as const) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saverly-bench-plans-'));
    try {
      const base = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      await run(`${label}, ${workers} thread${workers === 1 ? '' : 's'}`, {
        ...base,
        webDistDir: null,
        mealPlans: { ...base.mealPlans, workers, perHour: 1e6 },
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchMealPlans();
