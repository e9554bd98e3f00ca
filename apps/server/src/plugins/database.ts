import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { appMeta } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/**
 * Migrates, records when this installation first started, makes the database available to
 * modules and closes it after the server stops.
 */
export default fp(
  async function databasePlugin(
    app: FastifyInstance,
    opts: { database: Database; version: string; clock: Clock },
  ) {
    await opts.database.migrate();
    await opts.database.db
      .insert(appMeta)
      .values([
        { key: 'installed_at', value: opts.clock.now().toISOString() },
        { key: 'installed_version', value: opts.version },
      ])
      .onConflictDoNothing();
    app.decorate('database', opts.database);
    app.addHook('onClose', async () => {
      await opts.database.close();
    });
  },
  { name: 'database' },
);
