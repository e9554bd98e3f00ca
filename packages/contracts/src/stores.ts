import { z } from 'zod';
import { text } from './text.js';

/** Store search radii in miles (spec section 9). */
export const STORE_RADII = [10, 25, 50, 100] as const;
export const DEFAULT_STORE_RADIUS = 25;
export const ZIP_CODE_MESSAGE = 'Please enter a valid 5-digit zip code';
export const RADIUS_MESSAGE = 'Radius must be 10, 25, 50 or 100 miles';
export const SET_DEFAULT_STORE_ERROR = 'Error setting default store';
export const noStoresMessage = (radius: number, zip: string) =>
  `No stores found within ${radius} miles of ${zip}`;

/** Opening hours keyed by lowercase weekday name (`monday` … `sunday`), or one string. */
export const storeHoursSchema = z.union([z.string(), z.record(z.string(), z.string())]);

/** A store as the API returns it (spec section 3). */
export const storeSchema = z.object({
  location_id: z.string(),
  /** The same id again: the default-store call and the selection use `store_id`. */
  store_id: z.string(),
  name: z.string(),
  formatted_address: z.string(),
  phone: z.string().nullable(),
  hours: storeHoursSchema.nullable(),
  /** Miles from the searched zip code, one decimal; only in search results. */
  distance: z.number().optional(),
});
export type Store = z.infer<typeof storeSchema>;

export const storeSearchRequestSchema = z.object({
  zip_code: text(20),
  radius: z.union([z.number(), text(10)]).optional(),
});
export type StoreSearchRequest = z.infer<typeof storeSearchRequestSchema>;

export const storeSearchResponseSchema = z.object({
  stores: z.array(storeSchema),
  message: z.string(),
});
export type StoreSearchResponse = z.infer<typeof storeSearchResponseSchema>;

export const setDefaultStoreRequestSchema = z.object({ store_id: text(64).min(1) });
export const setDefaultStoreResponseSchema = z.object({
  store: storeSchema,
  inventory_status: z.object({ sync_triggered: z.boolean(), total_products: z.number().int() }),
  message: z.string(),
});
export type SetDefaultStoreResponse = z.infer<typeof setDefaultStoreResponseSchema>;

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
