import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_NOW } from '../../test/helpers.js';
import { MIGRATIONS_DIR, type Database } from './client.js';
import { appMeta } from './schema.js';

describe('migrations', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('applied every migration in the journal, and re-running them changes nothing', async () => {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(journal.entries.length).toBeGreaterThan(0);
    await database.migrate();
    await expect(database.db.select().from(appMeta)).resolves.toEqual([]);
    const applied = await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(JSON.stringify(applied)).toContain(`"n":${journal.entries.length}}`);
  });

  it('enforces the closed set of app_meta keys with a CHECK constraint', async () => {
    await database.db
      .insert(appMeta)
      .values({ key: 'installed_at', value: new Date(TEST_NOW).toISOString() });
    await expect(
      database.db.insert(appMeta).values({ key: 'installed_at', value: 'again' }),
    ).rejects.toThrow();
    await expect(database.db.insert(appMeta).values({ key: 'anything', value: 'x' })).rejects.toThrow();
  });
});
