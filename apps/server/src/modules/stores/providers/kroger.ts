import { AISLE_LABELS, loadCatalogue, toMassGrams, type Food } from '@saverly/kitchen';
import { distanceMiles, isoWeek, lookupZip, roundMiles, WEEKDAYS } from '@saverly/stores';
import { krogerFetch } from '../../../lib/kroger-http.js';
import {
  ProviderLimitError,
  type ProductPage,
  type ProductPageRequest,
  type ProviderProduct,
  type ProviderStore,
  type StoreProvider,
} from './provider.js';

/** Where Kroger serves product photos (`images[].sizes[].url`); allowed by the CSP when Kroger is on. */
export const KROGER_IMAGE_ORIGIN = 'https://www.kroger.com';

/** Kroger's documented daily caps per application and endpoint (docs/decisions/0017-kroger-adapter.md). */
export const KROGER_DAILY_CAPS = { products: 10_000, locations: 1_600 } as const;
const KROGER_PAGE_LIMIT = 50;
/** filter.start may not exceed 250. */
const KROGER_MAX_START = 250;
type Endpoint = keyof typeof KROGER_DAILY_CAPS;

export interface KrogerOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  /** The app's clock (daily call counts, token expiry, Retry-After). */
  now: () => Date;
}

interface KrogerLocation {
  locationId: string;
  chain?: string;
  name?: string;
  phone?: string;
  address?: { addressLine1?: string; city?: string; state?: string; zipCode?: string };
  geolocation?: { latitude?: number; longitude?: number };
  hours?: Record<string, { open?: string; close?: string; open24?: boolean } | string | undefined>;
}

interface KrogerProduct {
  productId: string;
  description?: string;
  brand?: string;
  categories?: string[];
  aisleLocations?: { description?: string }[];
  images?: { perspective?: string; featured?: boolean; sizes?: { size?: string; url?: string }[] }[];
  items?: { size?: string; price?: { regular?: number; promo?: number } }[];
}

const toCents = (dollars: number | undefined) =>
  typeof dollars === 'number' && Number.isFinite(dollars) ? Math.round(dollars * 100) : 0;

function time12(hhmm: string | undefined): string | null {
  const m = hhmm ? /^(\d{1,2}):(\d{2})/.exec(hhmm) : null;
  if (!m) return null;
  const h = Number(m[1]) % 24;
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}

function hoursOf(location: KrogerLocation): Record<string, string> | null {
  if (!location.hours) return null;
  const out: Record<string, string> = {};
  for (const day of WEEKDAYS) {
    const entry = location.hours[day];
    if (!entry || typeof entry === 'string') continue;
    if (entry.open24) out[day] = 'Open 24 hours';
    else {
      const open = time12(entry.open);
      const close = time12(entry.close);
      if (open && close) out[day] = `${open} - ${close}`;
    }
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** Grams from a Kroger size text like `16 oz` or `2 lb` (mass only; `fl oz` and counts give null). */
export function gramsFromSize(size: string | undefined): number | null {
  const m = size ? /^\s*(\d+(?:\.\d+)?)\s*(oz|lb|lbs|g|kg)\b/i.exec(size) : null;
  if (!m || /fl\s*oz/i.test(size!)) return null;
  // Kitchen's exact factors (1 lb = 453.59237 g, 16 oz = 1 lb), not rounded ones of our own, and
  // the weight not rounded either: a 15 oz can rounded to 425.2 g is short of a recipe's
  // "1 can (15 oz)" (425.24 g), and the list bought two.
  const unit = m[2]!.toLowerCase().replace('lbs', 'lb') as 'oz' | 'lb' | 'g' | 'kg';
  return toMassGrams(Number(m[1]), unit);
}

function imageOf(product: KrogerProduct): string | null {
  const images = product.images ?? [];
  const front = images.find((i) => i.perspective === 'front') ?? images.find((i) => i.featured) ?? images[0];
  const sizes = front?.sizes ?? [];
  const url = (sizes.find((s) => s.size === 'medium') ?? sizes.find((s) => s.size === 'large') ?? sizes[0])
    ?.url;
  return url && /^https:\/\//.test(url) ? url : null;
}

/** Search terms for a sync: one per kitchen food (fresh departments first with sale focus). */
function searchTerms(saleFocus: boolean): { term: string; foodId: string }[] {
  const fresh = new Set(['meat', 'poultry', 'seafood', 'produce', 'dairy-eggs']);
  const foods: Food[] = [...loadCatalogue().foods];
  if (saleFocus) foods.sort((a, b) => Number(fresh.has(b.aisle)) - Number(fresh.has(a.aisle)));
  return foods.map((food) => ({ term: (food.aliases[0] ?? food.name).slice(0, 60), foodId: food.id }));
}

/**
 * The Kroger public API client: client-credentials tokens (cached until a minute before they
 * expire, renewed once on a 401), locations and products. Calls are counted per endpoint and
 * UTC day; at the documented cap, or after a 429, it refuses further calls without touching the
 * network until the cap resets or Retry-After passes, so a sync stops cleanly instead of hammering.
 */
export class KrogerClient {
  private token: { value: string; expiresAt: number } | null = null;
  private readonly counts = new Map<Endpoint, { day: string; calls: number }>();
  private readonly blockedUntil = new Map<Endpoint, number>();
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => Date;
  /** Every HTTP request made (token requests included), for tests and run accounting. */
  requestsMade = 0;

  constructor(private readonly options: KrogerOptions) {
    this.fetchImpl = options.fetch ?? fetch;
    this.now = options.now;
  }

  callsToday(endpoint: Endpoint): number {
    const count = this.counts.get(endpoint);
    return count && count.day === this.now().toISOString().slice(0, 10) ? count.calls : 0;
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.now().getTime()) return this.token.value;
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
    this.requestsMade += 1;
    const tokenUrl = `${this.options.baseUrl}/v1/connect/oauth2/token`;
    const init = {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&scope=product.compact',
    };
    // Asking for a token twice is harmless: repeatable (one retry when the connection failed).
    const res = await krogerFetch(this.fetchImpl, tokenUrl, init, { repeatable: true });
    if (!res.ok) throw new Error(`Kroger token request failed with HTTP ${res.status}`);
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new Error('Kroger token response had no access_token');
    const ttlSeconds = typeof body.expires_in === 'number' ? body.expires_in : 1800;
    this.token = {
      value: body.access_token,
      expiresAt: this.now().getTime() + Math.max(0, ttlSeconds - 60) * 1000,
    };
    return this.token.value;
  }

  private count(endpoint: Endpoint) {
    const day = this.now().toISOString().slice(0, 10);
    const current = this.counts.get(endpoint);
    const calls = current && current.day === day ? current.calls : 0;
    if (calls >= KROGER_DAILY_CAPS[endpoint]) {
      const tomorrow = new Date(`${day}T00:00:00Z`);
      tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
      throw new ProviderLimitError(
        `Kroger daily limit of ${KROGER_DAILY_CAPS[endpoint]} ${endpoint} calls reached; sync stopped until tomorrow`,
        tomorrow,
      );
    }
    this.counts.set(endpoint, { day, calls: calls + 1 });
  }

  /** GET a Kroger endpoint; counts the call, renews the token once on a 401, stops on a 429. */
  async get<T>(endpoint: Endpoint, path: string, params: Record<string, string | number>): Promise<T> {
    const blocked = this.blockedUntil.get(endpoint);
    if (blocked && blocked > this.now().getTime()) {
      throw new ProviderLimitError(
        `Kroger ${endpoint} calls are paused after a 429 until ${new Date(blocked).toISOString()}`,
        new Date(blocked),
      );
    }
    const url = new URL(`${this.options.baseUrl}${path}`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken();
      this.count(endpoint);
      this.requestsMade += 1;
      const init = { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } };
      // A GET is safe to repeat: one retry when the connection failed, a time limit on each.
      const res = await krogerFetch(this.fetchImpl, url, init, { repeatable: true });
      if (res.status === 401 && attempt === 0) {
        this.token = null; // expired or revoked early: one new token, one retry
        continue;
      }
      if (res.status === 429) {
        const retryAfter = Number(res.headers.get('retry-after'));
        const until =
          this.now().getTime() +
          (Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : 3_600_000);
        this.blockedUntil.set(endpoint, until);
        throw new ProviderLimitError(
          `Kroger answered 429 (too many requests) for ${endpoint}; sync stopped, retry after ${new Date(until).toISOString()}`,
          new Date(until),
        );
      }
      if (!res.ok) throw new Error(`Kroger ${path} failed with HTTP ${res.status}`);
      return (await res.json()) as T;
    }
  }
}

function toStore(
  location: KrogerLocation,
  origin: { latitude: number; longitude: number } | null,
): ProviderStore {
  const a = location.address ?? {};
  const lat = location.geolocation?.latitude ?? null;
  const lon = location.geolocation?.longitude ?? null;
  const distance =
    origin && lat !== null && lon !== null
      ? roundMiles(distanceMiles(origin, { latitude: lat, longitude: lon }))
      : undefined;
  return {
    locationId: location.locationId,
    chain: location.chain ?? 'Kroger',
    name: location.name ?? location.chain ?? 'Kroger',
    formattedAddress: [a.addressLine1, a.city, [a.state, a.zipCode].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', '),
    zip: a.zipCode ?? null,
    phone: location.phone ?? null,
    hours: hoursOf(location),
    latitude: lat,
    longitude: lon,
    ...(distance === undefined ? {} : { distance }),
  };
}

function toProduct(p: KrogerProduct, foodId: string, asOf: Date): ProviderProduct | null {
  const item = p.items?.[0];
  const regular = toCents(item?.price?.regular);
  if (!item || regular <= 0) return null; // no price at this location
  const promo = toCents(item.price?.promo);
  const week = isoWeek(asOf);
  return {
    productId: p.productId,
    foodId,
    name: p.description ?? p.productId,
    brand: p.brand ?? '',
    category: p.categories?.[0] ?? AISLE_LABELS.other,
    size: item.size ?? '',
    packageGrams: gramsFromSize(item.size),
    packageQuantity: null,
    packageUnit: null,
    aisle: p.aisleLocations?.[0]?.description ?? null,
    imageUrl: imageOf(p),
    regularCents: regular,
    // The compact API gives no promotion dates: a promo seen today is taken to last the ISO week.
    promo:
      promo > 0 && promo < regular
        ? { cents: promo, validFrom: asOf.toISOString().slice(0, 10), validTo: week.end }
        : null,
  };
}

export function krogerProvider(options: KrogerOptions): StoreProvider & { client: KrogerClient } {
  const client = new KrogerClient(options);
  return {
    name: 'kroger',
    client,
    async searchStores(zip, radiusMiles) {
      const body = await client.get<{ data?: KrogerLocation[] }>('locations', '/v1/locations', {
        'filter.zipCode.near': zip,
        'filter.radiusInMiles': radiusMiles,
        'filter.limit': 200,
      });
      const origin = lookupZip(zip);
      return (body.data ?? [])
        .map((l) => toStore(l, origin))
        .filter((s) => s.distance === undefined || s.distance <= radiusMiles)
        .sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity));
    },
    async getStore(locationId) {
      if (!/^[A-Za-z0-9-]{1,32}$/.test(locationId)) return null;
      try {
        const body = await client.get<{ data?: KrogerLocation }>(
          'locations',
          `/v1/locations/${encodeURIComponent(locationId)}`,
          {},
        );
        return body.data ? toStore(body.data, null) : null;
      } catch (err) {
        if (err instanceof Error && /HTTP 404/.test(err.message)) return null;
        throw err;
      }
    },
    /**
     * One page: the next 50 products for the current search term at the location. Term search
     * is fuzzy and its order can shift between pages, so items are de-duplicated by productId
     * (within the page here, across pages by the database's unique key).
     */
    async fetchProducts(request: ProductPageRequest): Promise<ProductPage> {
      const terms = searchTerms(request.saleFocus);
      let termIndex = typeof request.cursor?.term === 'number' ? request.cursor.term : 0;
      const start = typeof request.cursor?.start === 'number' ? request.cursor.start : 0;
      if (termIndex >= terms.length) return { items: [], next: null, apiCalls: 0, total: null };
      const { term, foodId } = terms[termIndex]!;
      const before = client.requestsMade;
      const body = await client.get<{ data?: KrogerProduct[]; meta?: { pagination?: { total?: number } } }>(
        'products',
        '/v1/products',
        {
          'filter.term': term,
          'filter.locationId': request.locationId,
          'filter.start': start,
          'filter.limit': KROGER_PAGE_LIMIT,
        },
      );
      const apiCalls = client.requestsMade - before;
      const data = body.data ?? [];
      const seen = new Set<string>();
      const items: ProviderProduct[] = [];
      for (const raw of data) {
        if (!raw.productId || seen.has(raw.productId)) continue;
        seen.add(raw.productId);
        const product = toProduct(raw, foodId, request.asOf);
        if (product) items.push(product);
      }
      const total = body.meta?.pagination?.total;
      const nextStart = start + KROGER_PAGE_LIMIT;
      const termDone =
        data.length < KROGER_PAGE_LIMIT ||
        nextStart > KROGER_MAX_START ||
        (typeof total === 'number' && nextStart >= total);
      if (termDone) termIndex += 1;
      const next = termIndex >= terms.length ? null : { term: termIndex, start: termDone ? 0 : nextStart };
      return { items, next, apiCalls, total: null };
    },
  };
}
