import { describe, expect, it } from 'vitest';
import { distanceMiles, isFirmZip, isStreetZip, lookupZip, roundMiles } from './geo.js';
import { UnknownZipError, WEEKDAYS, searchStores, storeByLocationId } from './stores.js';

/** An independent haversine (radius 3958.8 mi), so the search is checked against other code. */
function haversine(lat1: number, lon1: number, lat2: number, lon2: number) {
  const r = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(r(lat2 - lat1) / 2) ** 2 +
    Math.cos(r(lat1)) * Math.cos(r(lat2)) * Math.sin(r(lon2 - lon1) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}

describe('zip code distances (hand-checked)', () => {
  it.each([
    // Centroids from the zipcodes package; distances worked out separately (Python, same formula).
    ['10001', '90210', 2453.35], // Manhattan to Beverly Hills (published NYC–LA ≈ 2,450 mi)
    ['60614', '60601', 3.0], // Lincoln Park to the Loop, Chicago
    ['02139', '02108', 1.89], // Cambridge to Beacon Hill, Boston
  ])('%s to %s is %f miles', (a, b, miles) => {
    const d = distanceMiles(lookupZip(a)!, lookupZip(b)!);
    expect(d).toBeCloseTo(miles, 1);
  });

  it('rounds to one decimal', () => {
    expect(roundMiles(2.997)).toBe(3);
    expect(roundMiles(12.34)).toBe(12.3);
  });

  it('knows only US 5-digit zips', () => {
    expect(lookupZip('00000')).toBeNull();
    expect(lookupZip('1234')).toBeNull();
    expect(lookupZip('M5V')).toBeNull(); // Canadian codes in the package are not US zips
    expect(lookupZip('10001')).toMatchObject({ city: 'New York', state: 'NY' });
  });
});

describe('searchStores', () => {
  const ZIPS = ['10001', '60614', '30301', '94103', '98101', '77002', '33130', '80202'];

  it.each(ZIPS)('finds 3 to 20 stores within 25 miles of %s, nearest first, distances true', (zip) => {
    const origin = lookupZip(zip)!;
    const stores = searchStores(zip, 25);
    expect(stores.length).toBeGreaterThanOrEqual(3);
    expect(stores.length).toBeLessThanOrEqual(20);
    let previous = 0;
    for (const store of stores) {
      const exact = haversine(origin.latitude, origin.longitude, store.latitude, store.longitude);
      expect(store.distance).toBe(Math.round(exact * 10) / 10);
      expect(exact).toBeLessThanOrEqual(25);
      expect(store.distance).toBeGreaterThanOrEqual(previous);
      expect(store.distance).toBeGreaterThan(0); // stores never sit exactly on the centroid
      previous = store.distance;
    }
  });

  it.each(ZIPS)(
    'radius boundaries around %s: a wider search holds exactly the narrower one inside it',
    (zip) => {
      const origin = lookupZip(zip)!;
      const wide = searchStores(zip, 100, 10_000);
      for (const radius of [10, 25, 50]) {
        const expected = wide
          .filter((s) => haversine(origin.latitude, origin.longitude, s.latitude, s.longitude) <= radius)
          .map((s) => s.locationId);
        expect(searchStores(zip, radius, 10_000).map((s) => s.locationId)).toEqual(expected);
      }
      // Something lies beyond 25 miles in each of these metro areas, so the boundary is exercised.
      expect(wide.some((s) => s.distance > 25)).toBe(true);
    },
  );

  it('finds fewer stores in the countryside, and none within 10 miles of a remote Montana zip', () => {
    expect(searchStores('59001', 10)).toEqual([]);
    expect(searchStores('59001', 100).length).toBeGreaterThan(0);
  });

  it('is deterministic and every result can be looked up by its location id', () => {
    const a = searchStores('98101', 25);
    const b = searchStores('98101', 25);
    expect(a).toEqual(b);
    for (const store of a) {
      const { distance: _distance, ...stored } = store;
      expect(storeByLocationId(store.locationId)).toEqual(stored);
    }
    expect(storeByLocationId('SV-00000-1')).toBeNull();
  });

  it('gives each store an address, a fictional phone and hours for every weekday', () => {
    for (const store of searchStores('10001', 25)) {
      expect(store.formattedAddress).toMatch(/^\d+ .+, .+, [A-Z]{2} \d{5}$/);
      expect(store.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      expect(Object.keys(store.hours)).toEqual([...WEEKDAYS]);
      for (const hours of Object.values(store.hours))
        expect(hours).toMatch(/^(Open 24 hours|\d{1,2}:00 [AP]M - \d{1,2}:00 [AP]M)$/);
    }
  });

  it('refuses a zip that is not a US zip', () => {
    expect(() => searchStores('00000', 25)).toThrow(UnknownZipError);
  });
});

describe('store towns', () => {
  it('names stores after towns, not after a firm’s own zip code, and keeps their ids', () => {
    // A walk-through's search near 10001 offered "Sunrise Grocery Corporate Mailings" (07983).
    const near = searchStores('07983', 10, 10_000);
    const there = near.find((s) => s.locationId.startsWith('SV-07983-'));
    expect(there).toBeDefined();
    expect(there!.city).not.toBe('Corporate Mailings');
    expect(there!.formattedAddress).toMatch(/, NJ \d{5}$/);
    expect(storeByLocationId(there!.locationId)).toMatchObject({ city: there!.city });
    for (const s of [...near, ...searchStores('10001', 25, 10_000)])
      expect(isFirmZip(s.city), s.city).toBe(false);
    // Towns named for a bank are towns.
    for (const town of ['Red Bank', 'Cut Bank', 'Paint Bank']) expect(isFirmZip(town), town).toBe(false);
    for (const firm of ['Internal Revenue', 'Bank Of America', 'Gap Inc Direct', 'Brm'])
      expect(isFirmZip(firm), firm).toBe(true);
  });

  it('gives a store at a post office box’s or one building’s zip code the nearest street zip code', () => {
    // A walk-through's nearest store to 10001 read "New York, NY 10196" (one building's code,
    // placed at the city's rounded point 40.71, -74).
    const store = storeByLocationId('SV-10196-8')!;
    expect(store.formattedAddress).toMatch(/, New York, NY 100\d\d$/);
    expect(isStreetZip(lookupZip(store.zip)!)).toBe(true);
    expect(isStreetZip(lookupZip('10196')!)).toBe(false);
    // A second code at another's exact point is not the street one: 10008 (boxes) beside 10004.
    expect(isStreetZip(lookupZip('10004')!)).toBe(true);
    expect(isStreetZip(lookupZip('10008')!)).toBe(false);
    for (const s of searchStores('10001', 25, 10_000)) {
      const zip = lookupZip(s.zip)!;
      expect(isStreetZip(zip), s.formattedAddress).toBe(true);
      expect(s.formattedAddress.endsWith(`, ${s.city}, ${s.state} ${s.zip}`)).toBe(true);
    }
  });
});
