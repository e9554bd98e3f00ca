import { healthResponseSchema } from '@saverly/contracts';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from '../../app.js';
import type { Database } from '../../db/client.js';
import { appMeta } from '../../db/schema.js';
import { buildTestApp, createTestDatabase } from '../../../test/helpers.js';

describe('GET /api/health', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('reports ok, the version and which database answered', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = healthResponseSchema.parse(res.json());
    expect(body.status).toBe('ok');
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.database).toMatchObject({ kind: inject('databaseKind'), ok: true });
  });

  it('answers 503 degraded when the database does not answer', async () => {
    const real = await createTestDatabase();
    const broken: Database = {
      ...real,
      ping: () => Promise.reject(new Error('connection refused')),
    };
    const brokenApp = await buildTestApp({}, { database: broken });
    try {
      const res = await brokenApp.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', database: { ok: false } });
      expect(res.body).not.toContain('connection refused');
    } finally {
      await brokenApp.close();
    }
  });
});

describe('health checks', () => {
  it('runs a parameterised query and checks the answer: a database answering wrongly is degraded', async () => {
    const app = await buildTestApp();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      // From now on every statement is recorded and answered with a wrong row.
      const statements: { sql: string; params: unknown[] }[] = [];
      const db = app.database.db;
      db.execute = ((query: SQL) => {
        statements.push(new PgDialect().sqlToQuery(query));
        return Promise.resolve({ rows: [{ answer: 1 }] });
      }) as unknown as typeof db.execute;
      const wrong = await app.inject({ method: 'GET', url: '/api/health' });
      expect(wrong.statusCode).toBe(503);
      expect(wrong.json()).toMatchObject({ status: 'degraded', database: { ok: false } });
      expect(statements).toHaveLength(1);
      expect(statements[0]!.sql).toContain('$1');
      expect(statements[0]!.params).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('answers 503 draining from the shutdown signal on', async () => {
    const app = await buildTestApp();
    try {
      app.draining = true;
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(healthResponseSchema.parse(res.json())).toMatchObject({
        status: 'draining',
        database: { ok: true },
      });
      expect(res.headers.connection).toBe('close');
    } finally {
      await app.close();
    }
  });
});

// The PGlite fault path (trap -> fault set -> health 503 -> exit 1) is tested on a real process in
// test/shutdown.test.ts: inside a vitest worker the same deep-JSON statement did not trap but ran on.

describe('first start', () => {
  it('records when and with which version this installation started', async () => {
    const database = await createTestDatabase();
    const first = await buildTestApp({}, { database });
    const rows = await first.database.db.select().from(appMeta);
    const meta = new Map(rows.map((r) => [r.key, r.value]));
    expect(meta.get('installed_version')).toMatch(/^\d+\.\d+\.\d+/);
    expect(Date.parse(meta.get('installed_at') ?? '')).toBeGreaterThan(Date.parse('2026-01-01'));
    await first.close();
  });
});
