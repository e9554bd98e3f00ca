import { ZIP_CODE_MESSAGE, ZIP_CODE_PATTERN } from '@saverly/contracts';

/** The fields a store card reads; every one may be missing in a stored or provider store. */
export interface StoreLike {
  name?: string | null;
  formatted_address?: string | null;
  address?: string | null;
  phone?: string | null;
  hours?: string | Record<string, string> | null;
  distance?: number | null;
}

const STORE_NAME_FALLBACK = 'Store Name Not Available';
const ADDRESS_FALLBACK = 'Address Not Available';
const HOURS_MISSING = 'Hours not available';
const HOURS_NOT_TODAY = 'Call store for hours';
const DISTANCE_UNKNOWN = 'Distance unknown';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** Exactly 5 digits, else the spec's message. */
export function zipError(zip: string): string | null {
  return ZIP_CODE_PATTERN.test(zip) ? null : ZIP_CODE_MESSAGE;
}

export function storeName(store: StoreLike): string {
  return store.name?.trim() || STORE_NAME_FALLBACK;
}

export function storeAddress(store: StoreLike): string {
  return store.formatted_address?.trim() || store.address?.trim() || ADDRESS_FALLBACK;
}

/** A string as is; an object keyed by weekday name gives today's entry. */
export function storeHours(hours: StoreLike['hours'], today: Date = new Date()): string {
  if (hours === null || hours === undefined) return HOURS_MISSING;
  if (typeof hours === 'string') return hours.trim() || HOURS_MISSING;
  const day = WEEKDAYS[today.getDay()];
  const entry = Object.entries(hours).find(([key]) => key.toLowerCase() === day)?.[1];
  return entry?.trim() || HOURS_NOT_TODAY;
}

/** Miles to one decimal; missing, not a number or zero is 'Distance unknown'. */
export function storeDistance(distance: StoreLike['distance']): string {
  if (typeof distance !== 'number' || !Number.isFinite(distance) || distance === 0) return DISTANCE_UNKNOWN;
  return `${distance.toFixed(1)} miles`;
}

/** Where a member picks their store: the Profile's Store Preferences card (spec: /profile). */
export const STORE_SETTINGS_PATH = '/profile#store';
