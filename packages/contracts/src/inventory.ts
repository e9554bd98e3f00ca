/**
 * Inventory: a store's product and price sync runs (pg-boss jobs), its status, and the admins'
 * start calls (spec section 7; ADR 0016). The server module and the web feature are `inventory`.
 */
import { z } from 'zod';
import { storeSchema } from './stores.js';
import { text } from './text.js';

export const SYNC_STATUSES = ['queued', 'running', 'done', 'stopped', 'failed'] as const;

export const syncRunSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['inventory', 'images']),
  status: z.enum(SYNC_STATUSES),
  api_calls_used: z.number().int(),
  max_api_calls: z.number().int(),
  items_processed: z.number().int(),
  items_total: z.number().int().nullable(),
  error: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type SyncRun = z.infer<typeof syncRunSchema>;

export const inventoryStatusSchema = z.object({
  is_syncing: z.boolean(),
  exists: z.boolean(),
  message: z.string(),
  total_products: z.number().int(),
  sale_products: z.number().int(),
  last_synced_at: z.string().nullable(),
  store: storeSchema.nullable(),
  last_run: syncRunSchema.nullable(),
});
export type InventoryStatus = z.infer<typeof inventoryStatusSchema>;
export const inventoryStatusResponseSchema = z.object({ inventory_status: inventoryStatusSchema });

/** Spec section 7 defaults: full inventory 4000 calls, sale items first, progress saved. */
export const fullInventoryStartRequestSchema = z
  .object({
    max_api_calls: z.number().int().min(1).max(10_000).default(4000),
    include_sale_focus: z.boolean().default(true),
    save_progress: z.boolean().default(true),
    /** The store to sync; the caller's default store when omitted. */
    store_id: text(64).min(1).optional(),
  })
  .default({ max_api_calls: 4000, include_sale_focus: true, save_progress: true });
export const imageManagementStartRequestSchema = z
  .object({
    max_api_calls: z.number().int().min(1).max(10_000).default(1000),
    validate_existing: z.boolean().default(true),
    store_id: text(64).min(1).optional(),
  })
  .default({ max_api_calls: 1000, validate_existing: true });
export const syncStartResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** False when a run for this store was already queued or running (that run is returned). */
  started: z.boolean(),
  run: syncRunSchema,
});
