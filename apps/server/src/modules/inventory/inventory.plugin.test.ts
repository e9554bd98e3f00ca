import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { buildTestApp, createTestDatabase } from '../../../test/helpers.js';
import { storesNear } from '../../../test/stores-helpers.js';
import { builtInProvider } from '../stores/providers/built-in.js';

/**
 * Shutting down while pg-boss is fetching a job. pg-boss 10's worker lets a fetch that was under
 * way when stop() returned start its job afterwards, and records the job's end (complete or fail)
 * without awaiting it; a query reaching a closed database there was an unhandled rejection that
 * crashed the process with exit code 1 instead of a clean stop (seen in CI, in the sync-crash
 * test's last start). The database's pg-boss queries are observed here, and the fetch that hands
 * out a job is held until the app has begun to close.
 */
describe('closing the app while pg-boss is fetching a job', () => {
  it('waits for the fetch and the job it hands out before the database closes; nothing reaches it after', async () => {
    const real = await createTestDatabase();
    let closed = false;
    const afterClose: string[] = [];
    let holding = false;
    let heldFetch: (() => void) | null = null;
    let onFetchHeld: () => void = () => undefined;
    const fetchHeld = new Promise<void>((resolve) => (onFetchHeld = resolve));
    const database: Database = {
      ...real,
      executeSql: async (text, values) => {
        if (closed) afterClose.push(text.trim().slice(0, 60));
        const result = await real.executeSql(text, values);
        // pg-boss's fetch marks the jobs it returns active: hold the one that hands out a job.
        if (holding && /SKIP LOCKED/i.test(text) && result.rows.length > 0) {
          holding = false;
          await new Promise<void>((resolve) => {
            heldFetch = resolve;
            onFetchHeld();
          });
        }
        return result;
      },
      close: async () => {
        closed = true;
        await real.close();
      },
    };

    const app = await buildTestApp({}, { database, storeProvider: builtInProvider({ pageSize: 10 }) });
    const stored = (await app.stores.resolve(storesNear('80202', 25)[0]!.locationId))!;
    holding = true;
    await app.inventory.start(stored, 'inventory', {
      maxApiCalls: 4000,
      includeSaleFocus: true,
      saveProgress: true,
      validateExisting: true,
      requestedBy: null,
    });
    await fetchHeld;

    const closing = app.close();
    // Before the fix the app closed at once, with the fetch still out; now it waits for it.
    const first = await Promise.race([closing.then(() => 'closed'), sleep(1_000, 'waiting')]);
    heldFetch!();
    await closing;
    // Anything pg-boss does with the job it fetched happens within a few event-loop turns.
    await sleep(300);

    expect(first).toBe('waiting');
    expect(closed).toBe(true);
    expect(afterClose).toEqual([]);
  }, 60_000);
});
