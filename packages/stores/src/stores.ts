import { CHAINS, type Chain } from './chains.js';
import { allUsZips, distanceMiles, isStreetZip, lookupZip, roundMiles, type ZipPoint } from './geo.js';
import { hash32, mulberry32, pick, rngFor } from './random.js';

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A built-in store: generated, deterministic, at a real US zip code's location. */
export interface CatalogueStore {
  locationId: string;
  chainId: string;
  chain: string;
  storeBrand: string;
  priceLevel: number;
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  formattedAddress: string;
  phone: string;
  /** Opening hours by lowercase weekday name, e.g. `{ monday: '6:00 AM - 11:00 PM' }`. */
  hours: Record<Weekday, string>;
  latitude: number;
  longitude: number;
}

export interface StoreMatch extends CatalogueStore {
  /** Miles from the searched zip code, to one decimal. */
  distance: number;
}

/**
 * Stores are placed per grid cell of about 35 × 33 miles: a cell with n zip codes gets
 * round(√n / 2.5) stores (1 to 6), each at one of the cell's zip codes chosen by a seeded
 * shuffle. Zip codes are dense where people are, so cities get many stores and the
 * countryside few, and every cell with a zip code has at least one.
 */
const CELL_LAT = 0.5;
const CELL_LON = 0.6;
const MAX_STORES_PER_CELL = 6;

const STREETS = [
  'Main',
  'Oak',
  'Maple',
  'Cedar',
  'Elm',
  'Washington',
  'Lake',
  'Hill',
  'Park',
  'Pine',
  'Walnut',
  'Church',
  'Market',
  'Center',
  'River',
  'Highland',
  'Franklin',
  'Lincoln',
  'Jefferson',
  'Sunset',
  'Meadow',
  'Spring',
  'Union',
  'Ridge',
];
const SUFFIXES = ['St', 'Ave', 'Blvd', 'Rd', 'Dr', 'Pkwy', 'Way', 'Pl'];

const cellKey = (lat: number, lon: number) => `${Math.floor(lat / CELL_LAT)}:${Math.floor(lon / CELL_LON)}`;

let cells: Map<string, CatalogueStore[]> | undefined;
let byLocation: Map<string, CatalogueStore> | undefined;

function formatHour(hour: number): string {
  const h = hour % 24;
  const suffix = h < 12 ? 'AM' : 'PM';
  const twelve = h % 12 === 0 ? 12 : h % 12;
  return `${twelve}:00 ${suffix}`;
}

function hoursFor(chain: Chain): Record<Weekday, string> {
  const text = ([open, close]: [number, number]) =>
    close - open >= 24 ? 'Open 24 hours' : `${formatHour(open)} - ${formatHour(close)}`;
  const hours = {} as Record<Weekday, string>;
  for (const day of WEEKDAYS) {
    hours[day] = text(
      day === 'sunday' ? chain.hours.sunday : day === 'saturday' ? chain.hours.saturday : chain.hours.weekday,
    );
  }
  return hours;
}

/** `town`: the zip code whose town names it (the nearest town's when `zip` is a firm's own). */
function makeStore(zip: ZipPoint, index: number, town: ZipPoint = zip): CatalogueStore {
  const locationId = `SV-${zip.zip}-${index}`;
  const rng = rngFor(locationId);
  const chain = pick(rng, CHAINS);
  const street = `${100 + Math.floor(rng() * 9800)} ${pick(rng, STREETS)} ${pick(rng, SUFFIXES)}`;
  const phone = `(${200 + Math.floor(rng() * 790)}) 555-01${String(Math.floor(rng() * 100)).padStart(2, '0')}`;
  // A store stands 0.3 to 1.5 miles from its zip code's centroid, in a seeded direction.
  const offsetMiles = 0.3 + rng() * 1.2;
  const bearing = rng() * 2 * Math.PI;
  const latitude = zip.latitude + (offsetMiles * Math.cos(bearing)) / 69;
  const longitude =
    zip.longitude + (offsetMiles * Math.sin(bearing)) / (69 * Math.cos((zip.latitude * Math.PI) / 180));
  return {
    locationId,
    chainId: chain.id,
    chain: chain.name,
    storeBrand: chain.storeBrand,
    priceLevel: chain.priceLevel,
    name: `${chain.name} ${town.city}`,
    street,
    city: town.city,
    state: town.state,
    zip: town.zip,
    formattedAddress: `${street}, ${town.city}, ${town.state} ${town.zip}`,
    phone,
    hours: hoursFor(chain),
    latitude: Math.round(latitude * 1e5) / 1e5,
    longitude: Math.round(longitude * 1e5) / 1e5,
  };
}

function buildIndex() {
  const zipsByCell = new Map<string, ZipPoint[]>();
  for (const zip of allUsZips()) {
    const key = cellKey(zip.latitude, zip.longitude);
    const list = zipsByCell.get(key);
    if (list) list.push(zip);
    else zipsByCell.set(key, [zip]);
  }
  cells = new Map();
  byLocation = new Map();
  for (const [key, zips] of zipsByCell) {
    const count = Math.min(MAX_STORES_PER_CELL, Math.max(1, Math.round(Math.sqrt(zips.length) / 2.5)));
    // Seeded partial shuffle of the (sorted) zips: the first `count` host a store each.
    const rng = mulberry32(hash32(`cell:${key}`));
    const order = [...zips];
    for (let i = 0; i < count; i++) {
      const j = i + Math.floor(rng() * (order.length - i));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    // The same zip codes host stores as before firms' zip codes were told apart (members keep
    // their stores); one that is no street's (a firm's, a post office box's) takes the address of
    // the cell's nearest street zip code.
    const stores = order
      .slice(0, count)
      .map((zip) => makeStore(zip, 1 + (hash32(`n:${zip.zip}`) % 9), townFor(zip, zips)));
    cells.set(key, stores);
    for (const store of stores) byLocation.set(store.locationId, store);
  }
  return { cells, byLocation };
}

const index = () => (cells && byLocation ? { cells, byLocation } : buildIndex());

/** The zip code itself when it is of streets, else the nearest street zip code among `zips`. */
function townFor(zip: ZipPoint, zips: readonly ZipPoint[]): ZipPoint {
  if (isStreetZip(zip)) return zip;
  let best: ZipPoint | null = null;
  for (const other of zips)
    if (isStreetZip(other) && (!best || distanceMiles(zip, other) < distanceMiles(zip, best))) best = other;
  return best ?? zip;
}

/** The built-in store with this location id, or null. */
export function storeByLocationId(locationId: string): CatalogueStore | null {
  return index().byLocation.get(locationId) ?? null;
}

export class UnknownZipError extends Error {
  override name = 'UnknownZipError';
}

/**
 * Built-in stores within `radiusMiles` of a US zip code (centroid to store), nearest first
 * (ties by location id). Throws UnknownZipError for a zip code that is not a US zip.
 */
export function searchStores(zip: string, radiusMiles: number, limit = 50): StoreMatch[] {
  const origin = lookupZip(zip);
  if (!origin) throw new UnknownZipError(`unknown zip code ${zip}`);
  const { cells: grid } = index();
  const latSpan = radiusMiles / 69 + CELL_LAT;
  const lonSpan = radiusMiles / (69 * Math.max(0.2, Math.cos((origin.latitude * Math.PI) / 180))) + CELL_LON;
  const matches: StoreMatch[] = [];
  for (
    let la = Math.floor((origin.latitude - latSpan) / CELL_LAT);
    la <= Math.floor((origin.latitude + latSpan) / CELL_LAT);
    la++
  ) {
    for (
      let lo = Math.floor((origin.longitude - lonSpan) / CELL_LON);
      lo <= Math.floor((origin.longitude + lonSpan) / CELL_LON);
      lo++
    ) {
      for (const store of grid.get(`${la}:${lo}`) ?? []) {
        const miles = distanceMiles(origin, store);
        if (miles <= radiusMiles) matches.push({ ...store, distance: roundMiles(miles) });
      }
    }
  }
  return matches
    .sort((a, b) => a.distance - b.distance || (a.locationId < b.locationId ? -1 : 1))
    .slice(0, limit);
}
