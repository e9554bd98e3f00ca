import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteDatabase, postgresDatabase } from '../src/db/client.js';
import { adminUrl, databaseUrl, quoteIdent } from './postgres-url.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseKind: 'pglite' | 'postgres';
    /** pglite: a migrated data dir dump that each test file loads. */
    pgliteDumpPath: string;
    /** postgres: a migrated template database that each test file copies. */
    postgresTemplate: string;
  }
}

/**
 * Migrates once per run; each test file then starts from its own copy of the migrated
 * database, so files never share data and can run in parallel.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.provide.databaseKind;
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the server-postgres project');
    const template = `saverly_tpl_${process.pid}`;
    const admin = postgresDatabase(adminUrl(url));
    await admin.db.execute(`drop database if exists ${quoteIdent(template)}`);
    await admin.db.execute(`create database ${quoteIdent(template)}`);
    const db = postgresDatabase(databaseUrl(url, template));
    await db.migrate();
    await db.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteDumpPath', '');
    return async () => {
      await admin.db.execute(`drop database if exists ${quoteIdent(template)} with (force)`);
      await admin.close();
    };
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'saverly-pglite-'));
  const client = new PGlite();
  const database = pgliteDatabase(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  const dumpPath = path.join(dir, 'migrated.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDumpPath', dumpPath);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
