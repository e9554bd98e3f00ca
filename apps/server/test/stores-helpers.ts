import { searchStores } from '@saverly/stores';
import type { App } from '../src/app.js';
import { bearer } from './factories.js';

/** The nearest built-in stores to a zip, as the search returns them. */
export const storesNear = (zip: string, radius = 25) => searchStores(zip, radius);

/** Sets the default store over the API; returns the response body. */
export async function setDefaultStore(app: App, token: string, storeId: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/stores/set-default',
    headers: bearer(token),
    payload: { store_id: storeId },
  });
  if (res.statusCode !== 200) throw new Error(`set-default failed: ${res.statusCode} ${res.body}`);
  return res.json<{ inventory_status: { sync_triggered: boolean; total_products: number } }>();
}

/**
 * How long a store's whole first sync may take in a test. It takes 1–4 s in CI on PGlite; with the
 * browser suite running beside Vitest on 2 cores one took over 30 s, so a test that waits for a
 * sync gets `SYNC_TEST_MS`, more than the wait itself, not the default 30 s.
 */
const SYNC_WAIT_MS = 90_000;
export const SYNC_TEST_MS = SYNC_WAIT_MS + 30_000;

/** Waits until the store has no queued or running inventory sync (pg-boss picks jobs up within 0.5 s). */
export async function waitForSync(app: App, locationId: string, timeoutMs = SYNC_WAIT_MS) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const store = await app.stores.resolve(locationId);
    const run = store ? await app.inventory.latestRun(store.id, 'inventory') : undefined;
    if (run && run.status !== 'queued' && run.status !== 'running') return run;
    if (Date.now() > deadline)
      throw new Error(`sync of ${locationId} did not finish: ${JSON.stringify(run)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
