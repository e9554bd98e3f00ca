import type {
  InventoryStatus,
  SetDefaultStoreResponse,
  SyncRun,
  syncStartResponseSchema,
} from '@saverly/contracts';
import type { z } from 'zod';
import { presentStore } from '../stores/stores.presenter.js';
import type { StoreRow } from '../stores/stores.service.js';
import type { SyncKind, SyncRunRow } from './inventory.repository.js';

export function presentRun(run: SyncRunRow): SyncRun {
  return {
    id: run.id,
    kind: run.kind,
    status: run.status,
    api_calls_used: run.apiCallsUsed,
    max_api_calls: run.maxApiCalls,
    items_processed: run.itemsProcessed,
    items_total: run.itemsTotal,
    error: run.error,
    started_at: run.startedAt ? run.startedAt.toISOString() : null,
    finished_at: run.finishedAt ? run.finishedAt.toISOString() : null,
  };
}

const START_MESSAGES: Record<SyncKind, { started: string; running: string }> = {
  inventory: {
    started: 'Inventory sync started',
    running: 'An inventory sync is already running for this store',
  },
  images: { started: 'Image sync started', running: 'An image sync is already running for this store' },
};

/** An admin's start call: the run started, or the one already queued or running for the store. */
export function presentSyncStart(
  kind: SyncKind,
  run: SyncRunRow,
  created: boolean,
): z.infer<typeof syncStartResponseSchema> {
  const messages = START_MESSAGES[kind];
  return {
    success: true,
    message: created ? messages.started : messages.running,
    started: created,
    run: presentRun(run),
  };
}

/** GET /api/stores/inventory-status: the store's products, this week's sales and its last sync. */
export function presentStatus(
  store: StoreRow | null,
  state: { run: SyncRunRow | undefined; counts: { total: number; onSale: number } } | null,
): InventoryStatus {
  if (!store || !state)
    return {
      is_syncing: false,
      exists: false,
      message: 'No default store selected',
      total_products: 0,
      sale_products: 0,
      last_synced_at: null,
      store: null,
      last_run: null,
    };
  const { run, counts } = state;
  const isSyncing = run?.status === 'queued' || run?.status === 'running';
  const exists = counts.total > 0;
  let message: string;
  // Counts with thousands separators, as every other number the family reads ("1,073 products").
  const n = (value: number) => value.toLocaleString('en-US');
  if (isSyncing) message = `Syncing inventory: ${n(run.itemsProcessed)} products so far`;
  else if (exists) message = `${n(counts.total)} products, ${n(counts.onSale)} on sale this week`;
  else if (run?.status === 'failed' || run?.status === 'stopped')
    message = run.error ?? 'Inventory sync stopped';
  else message = 'Inventory not synced yet';
  return {
    is_syncing: isSyncing,
    exists,
    message,
    total_products: counts.total,
    sale_products: counts.onSale,
    last_synced_at: store.inventorySyncedAt ? store.inventorySyncedAt.toISOString() : null,
    store: presentStore(store),
    last_run: run ? presentRun(run) : null,
  };
}

/** POST /api/stores/set-default: the member's new default store and whether its sync started. */
export function presentDefaultStoreSet(
  store: StoreRow,
  inventory: { sync_triggered: boolean; total_products: number },
): SetDefaultStoreResponse {
  return {
    store: presentStore(store),
    inventory_status: inventory,
    message: inventory.sync_triggered ? 'Default store set; syncing its inventory' : 'Default store set',
  };
}
