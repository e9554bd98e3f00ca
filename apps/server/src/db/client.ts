import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import * as schema from './schema.js';

type Schema = typeof schema;
/** Drizzle over either driver: application code never needs to know which. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: DatabaseConfig['kind'];
  db: Db;
  /** Applies every pending migration from ./drizzle. */
  migrate(): Promise<void>;
  /**
   * Raw SQL for libraries that bring their own queries (pg-boss): parameterless text may hold
   * several statements; with values it must be one statement.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Round-trips a parameterised query and checks its answer; throws when the database is
   * unreachable, answers wrongly or has failed for good (`fault`).
   */
  ping(): Promise<void>;
  /**
   * Set once the database can no longer be used by this process: a runtime fault of the embedded
   * PGlite's WebAssembly (e.g. "memory access out of bounds") leaves its memory corrupt, so every
   * later call would fail or hang. Null while healthy; always null on PostgreSQL (ADR 0027).
   */
  readonly fault: Error | null;
  /** Called once when `fault` is set (the process then exits for its supervisor to restart it). */
  onFault(listener: (err: Error) => void): void;
  close(): Promise<void>;
}

/** A WebAssembly trap: the embedded database's memory can no longer be trusted. */
function isRuntimeFault(err: unknown): err is Error {
  // WebAssembly.RuntimeError (not in the TypeScript lib this package compiles against).
  return err instanceof Error && err.name === 'RuntimeError';
}

/** Runs a parameterised query and checks the database computed the answer. */
async function probe(db: Db): Promise<void> {
  const n = 1 + Math.floor(Math.random() * 1_000_000);
  const result: unknown = await db.execute(sql`select ${n}::int + 1 as answer`);
  const answer = Number((result as { rows: { answer: number | string }[] }).rows[0]?.answer);
  if (answer !== n + 1) throw new Error(`health probe: expected ${n + 1}, got ${String(answer)}`);
}

/** One folder of SQL migrations serves both drivers. */
export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '..', '..', 'drizzle');

export function pgliteDatabase(client: PGlite): Database {
  let fault: Error | null = null;
  const listeners: ((err: Error) => void)[] = [];
  const failed = (err: unknown) => {
    if (fault || !isRuntimeFault(err)) return;
    fault = err;
    for (const listener of listeners) listener(err);
  };
  // Every way into the WebAssembly goes through these three: after a fault nothing calls in
  // again (a corrupt instance may spin or trap), and the first trap is recorded.
  const guard = <F extends (...args: never[]) => Promise<unknown>>(fn: F): F =>
    (async (...args: Parameters<F>) => {
      if (fault) throw fault;
      try {
        return await fn(...args);
      } catch (err) {
        failed(err);
        throw err;
      }
    }) as F;
  client.query = guard<PGlite['query']>(client.query.bind(client));
  client.exec = guard<PGlite['exec']>(client.exec.bind(client));
  client.transaction = guard<PGlite['transaction']>(client.transaction.bind(client));

  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    executeSql: async (text, values) => {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query(text, values);
      return { rows: result.rows };
    },
    ping: () => probe(db),
    get fault() {
      return fault;
    },
    onFault: (listener) => {
      listeners.push(listener);
    },
    close: async () => {
      // A faulted instance is left alone: closing it would call into the broken WebAssembly.
      if (!client.closed && !fault) await client.close();
    },
  };
}

export function postgresDatabase(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const db = drizzlePostgres({ client: pool, schema });
  let closed = false;
  return {
    kind: 'postgres',
    db,
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_DIR }),
    executeSql: async (text, values) => {
      const result = (await pool.query(text, values)) as unknown as pg.QueryResult | pg.QueryResult[];
      return { rows: (Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? [] };
    },
    ping: () => probe(db),
    fault: null,
    onFault: () => undefined,
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') return postgresDatabase(config.url);
  mkdirSync(config.dataDir, { recursive: true });
  const client = new PGlite(config.dataDir);
  await client.waitReady;
  return pgliteDatabase(client);
}
