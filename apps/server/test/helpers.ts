import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { pgliteDatabase, postgresDatabase, type Database } from '../src/db/client.js';
import { adminUrl, databaseUrl, quoteIdent } from './postgres-url.js';

/**
 * A fresh, migrated database for one test file: a copy of the run's migrated template,
 * on the engine this Vitest project targets.
 */
export async function createTestDatabase(): Promise<Database> {
  if (inject('databaseKind') === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `saverly_t_${randomBytes(6).toString('hex')}`;
    const admin = postgresDatabase(adminUrl(url));
    await admin.db.execute(
      `create database ${quoteIdent(name)} template ${quoteIdent(inject('postgresTemplate'))}`,
    );
    const database = postgresDatabase(databaseUrl(url, name));
    const close = database.close.bind(database);
    database.close = async () => {
      await close();
      await admin.db.execute(`drop database if exists ${quoteIdent(name)} with (force)`);
      await admin.close();
    };
    return database;
  }
  const dump = new Blob([readFileSync(inject('pgliteDumpPath'))]);
  const client = new PGlite({ loadDataDir: dump });
  await client.waitReady;
  return pgliteDatabase(client);
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    webDistDir: null,
    ...overrides,
    // The optimizer runs inline unless a test asks for the worker pool.
    mealPlans: { freePerMonth: 3, workers: 0, timeoutSeconds: 30, perHour: 1000, ...overrides.mealPlans },
  };
}

/**
 * Wednesday 2026-11-18 15:00 UTC (ISO week 2026-W47): the time server tests run at, never the
 * calendar's, so a run crossing midnight or Monday 00:00 UTC cannot change an answer.
 */
export const TEST_NOW = Date.UTC(2026, 10, 18, 15);

/** The app's clock for a test that moves it: set `clock.t` (milliseconds); starts at TEST_NOW. */
export function movableClock(t: number = TEST_NOW) {
  const clock = { t, now: () => new Date(clock.t) };
  return clock;
}

/**
 * The whole app on an isolated database, ready for app.inject; close it in afterAll. Its clock is
 * fixed at TEST_NOW unless the test passes one.
 */
export async function buildTestApp(overrides: Partial<AppConfig> = {}, options: BuildOptions = {}) {
  const database = options.database ?? (await createTestDatabase());
  const clock = options.clock ?? { now: () => new Date(TEST_NOW) };
  const app = await buildApp(testConfig(overrides), { ...options, database, clock });
  await app.ready();
  return app;
}

/**
 * A logger that records every call: `args` as given and `text`, their JSON (an Error as its
 * message), for assertions on what a service logged.
 */
export function recordingLog() {
  const lines: { level: string; args: unknown[]; text: string }[] = [];
  const at =
    (level: string) =>
    (...args: unknown[]) => {
      lines.push({
        level,
        args,
        text: JSON.stringify(args, (_k, v: unknown) => (v instanceof Error ? v.message : v)),
      });
    };
  const log = {
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    debug: at('debug'),
    trace: at('trace'),
    fatal: at('fatal'),
    child: () => log,
    level: 'info',
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

/** A TCP port nothing listens on now (a Redis that never answers, a server of the test's own). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
