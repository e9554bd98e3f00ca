// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- zipcodes ships no types, and apps compile this package from source, so the declaration must travel with it
/// <reference path="./zipcodes.d.ts" />
import zipcodes from 'zipcodes';

export interface ZipPoint {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

const EARTH_RADIUS_MILES = 3958.8;
const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in miles. */
export function distanceMiles(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const dLat = toRad(b.latitude - a.latitude);
  const dLon = toRad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Miles to one decimal, as the API returns them. */
export const roundMiles = (miles: number) => Math.round(miles * 10) / 10;

export const ZIP_PATTERN = /^\d{5}$/;

let usZips: ZipPoint[] | undefined;

/**
 * A zip code of one firm or office, not a town ("Corporate Mailings", "Internal Revenue", "Bank Of
 * America", "Gap Inc Direct"): its name is no town for a store to stand in (a walk-through's store
 * search near 10001 offered "Sunrise Grocery Corporate Mailings"). Towns named for a bank stay
 * ("Red Bank", "Cut Bank"). A store drawn at such a zip code takes the nearest town's name and
 * address (`buildIndex`), and keeps its location id.
 */
const FIRM =
  /\b(?:mail|mailings|brm|corporate|services?|svc|inc|corp|reply|return|reporting|fund|internal revenue|insurance|dept|lending|lottery)\b/i;
const FIRM_BANK =
  /\b(?:of|national|natl|nat|first|city|us|merchants|midlantic|west one|amsouth|beneficial|centerre|wells fargo|union)\b.*\bbank\b|\bbank of\b/i;
export const isFirmZip = (city: string): boolean => FIRM.test(city) || FIRM_BANK.test(city);

let firstAtPoint: Map<string, string> | undefined;
const pointKey = (zip: ZipPoint) => `${zip.latitude},${zip.longitude}`;
/** Given to the hundredth of a degree only (40.71, -74): the town's point, not a street's. */
const coarse = (degrees: number) => Math.abs(degrees * 100 - Math.round(degrees * 100)) < 1e-9;

/**
 * A zip code of streets a store can stand on: not a firm's (`isFirmZip`), not placed at its
 * town's rounded point (40.71, -74: a post office box or one building's code, as 10196 is, which a
 * walk-through read as "New York, NY 10196"), and not a second code at another's exact point (the
 * lowest-numbered code there is the street one: 10004 beside post office boxes' 10008).
 */
export function isStreetZip(zip: ZipPoint): boolean {
  if (isFirmZip(zip.city) || (coarse(zip.latitude) && coarse(zip.longitude))) return false;
  if (!firstAtPoint) {
    firstAtPoint = new Map();
    // allUsZips is sorted by code: the first at a point is the lowest-numbered.
    for (const other of allUsZips())
      if (!firstAtPoint.has(pointKey(other))) firstAtPoint.set(pointKey(other), other.zip);
  }
  return (firstAtPoint.get(pointKey(zip)) ?? zip.zip) === zip.zip;
}

/** Every US zip code with a location (the package also holds Canadian codes, which are skipped). */
export function allUsZips(): readonly ZipPoint[] {
  usZips ??= Object.values(zipcodes.codes)
    .filter((z) => z.country === 'US' && ZIP_PATTERN.test(z.zip) && Number.isFinite(z.latitude))
    .map((z) => ({ zip: z.zip, latitude: z.latitude, longitude: z.longitude, city: z.city, state: z.state }))
    .sort((a, b) => (a.zip < b.zip ? -1 : 1));
  return usZips;
}

/** The location of a US zip code, or null when it is not a known US zip. */
export function lookupZip(zip: string): ZipPoint | null {
  if (!ZIP_PATTERN.test(zip)) return null;
  const found = zipcodes.lookup(zip);
  if (!found || found.country !== 'US' || !Number.isFinite(found.latitude)) return null;
  return {
    zip: found.zip,
    latitude: found.latitude,
    longitude: found.longitude,
    city: found.city,
    state: found.state,
  };
}
