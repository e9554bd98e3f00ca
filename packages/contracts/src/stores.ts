import { z } from 'zod';
import { LIMITS } from './limits.js';
import { text } from './text.js';

/** Store search radii in miles (spec section 9). */
export const STORE_RADII = [10, 25, 50, 100] as const;
export const DEFAULT_STORE_RADIUS = 25;
export const ZIP_CODE_MESSAGE = 'Please enter a valid 5-digit zip code';
/**
 * Five digits that are no US zip code (99999, 00000): said as such, not as the format message a
 * walk-through's family read after typing five digits.
 */
export const unknownZipMessage = (zip: string) =>
  `${zip} is not a US zip code we know. Please check the zip code.`;

/**
 * A US zip code as the store search takes it: exactly five digits. The web checks and trims with
 * it; the stores package's own ZIP_PATTERN (it may import no contracts) is tested equal to it.
 */
export const ZIP_CODE_PATTERN = new RegExp(`^\\d{${LIMITS.zipLength}}$`);

/** Spec section 5: the zip field keeps digits only, at most five. */
export function sanitizeZip(input: string): string {
  return input.replace(/\D/g, '').slice(0, LIMITS.zipLength);
}
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
