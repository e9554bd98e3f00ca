import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { SalesItem, SalesQuery } from '@saverly/contracts';
import type { Db } from '../../db/client.js';
import type { StoreRow } from '../stores/stores.service.js';
import { salesRepository, type DealRow } from './sales.repository.js';

const dollars = (cents: number) => Math.round(cents) / 100;

const COMPARE: Record<SalesQuery['sort'], (a: DealRow, b: DealRow) => number> = {
  savings: (a, b) =>
    b.regularCents - b.promoCents - (a.regularCents - a.promoCents) || a.name.localeCompare(b.name),
  price: (a, b) => a.promoCents - b.promoCents || a.name.localeCompare(b.name),
  name: (a, b) => a.name.localeCompare(b.name) || a.promoCents - b.promoCents,
};

function presentDeal(row: DealRow): SalesItem {
  const savings = row.regularCents - row.promoCents;
  return {
    id: row.productId,
    name: row.name,
    brand: row.brand,
    category: row.category,
    size: row.size,
    image_url: row.imageUrl,
    sale_price: dollars(row.promoCents),
    regular_price: dollars(row.regularCents),
    savings: dollars(savings),
    sale_price_cents: row.promoCents,
    regular_price_cents: row.regularCents,
    savings_cents: savings,
    valid_from: row.validFrom,
    valid_to: row.validTo,
  };
}

/**
 * An answer ready to send: its JSON bytes, brotli and gzip copies and a strong ETag (a hash of the
 * JSON), made once and sent as they are to every caller asking the same question
 * (docs/decisions/0029-web-performance.md).
 */
export interface PreparedAnswer {
  etag: string;
  json: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function prepareAnswer(body: unknown): PreparedAnswer {
  const json = Buffer.from(JSON.stringify(body));
  return {
    etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`,
    json,
    br: brotliCompressSync(json, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
    gzip: gzipSync(json, { level: 9 }),
  };
}

/** How long a computed answer is reused (an image sync changes image URLs without a new inventory). */
const SALES_CACHE_TTL_MS = 60_000;
const SALES_CACHE_ENTRIES = 500;

/**
 * This week's deals at a store, filtered, sorted and summed (spec section 7, sales). Answers are
 * cached per store, inventory, day and query for a minute: a store's deals change only when a sync
 * finishes (which changes `inventorySyncedAt`, part of the key) or the week turns (the day is in the
 * key). While a sync is writing the store's products callers use `compute`, which keeps nothing.
 */
export function salesService(db: Db, now: () => number = Date.now) {
  const repo = salesRepository(db);
  type Answer = Awaited<ReturnType<typeof compute>>;
  const keyMatchesSync = (key: string, store: StoreRow) =>
    (JSON.parse(key) as unknown[])[1] === (store.inventorySyncedAt?.getTime() ?? null);

  async function compute(store: StoreRow, query: SalesQuery, day: string) {
    const search = query.search?.trim();
    const category = query.category?.trim();
    const filter = {
      ...(category && category.toLowerCase() !== 'all' ? { category } : {}),
      ...(search ? { search } : {}),
    };
    const rows = await repo.deals(store.id, day, filter);
    // Without filters the rows are every deal, so their categories are the store's.
    const categories =
      filter.category || filter.search
        ? await repo.categories(store.id, day)
        : [...new Set(rows.map((r) => r.category))].sort().map((name) => ({ name }));
    rows.sort(COMPARE[query.sort]);
    const totalSavingsCents = rows.reduce((sum, r) => sum + (r.regularCents - r.promoCents), 0);
    const items = rows.slice(0, query.limit).map(presentDeal);
    return {
      store_location: { location_id: store.locationId, name: store.name, address: store.formattedAddress },
      sales_items: items,
      summary: {
        total_items: rows.length,
        total_savings: dollars(totalSavingsCents),
        average_savings: rows.length === 0 ? 0 : dollars(Math.round(totalSavingsCents / rows.length)),
        available_categories: categories.map((c) => c.name).sort(),
        returned_items: items.length,
      },
    };
  }

  type Entry = { at: number; prepared: PreparedAnswer };
  const cache = new Map<string, Entry>();

  const keyOf = (store: StoreRow, query: SalesQuery, day: string) =>
    JSON.stringify([
      store.id,
      store.inventorySyncedAt?.getTime() ?? null,
      day,
      query.category?.trim().toLowerCase() ?? '',
      query.search?.trim().toLowerCase() ?? '',
      query.sort,
      query.limit,
    ]);

  return {
    /** The answer as an object, computed now (used while a sync writes the store's products). */
    compute,
    /**
     * The answer for a store and query, prepared (bytes, compressed copies, ETag) and kept for a
     * minute per store, inventory, day and query: a finished sync changes `inventorySyncedAt` (part
     * of the key), so the next request prepares the new answer. `wrap` adds the route's envelope.
     */
    async prepared(
      store: StoreRow,
      query: SalesQuery,
      day: string,
      wrap: (answer: Answer) => unknown,
    ): Promise<PreparedAnswer> {
      const key = keyOf(store, query, day);
      const hit = cache.get(key);
      if (hit && now() - hit.at < SALES_CACHE_TTL_MS) return hit.prepared;
      const prepared = prepareAnswer(wrap(await compute(store, query, day)));
      // Answers of this store from before its last sync are of no further use.
      const prefix = `[${store.id},`;
      for (const old of cache.keys())
        if (old.startsWith(prefix) && old !== key && !keyMatchesSync(old, store)) cache.delete(old);
      if (cache.size >= SALES_CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
      cache.set(key, { at: now(), prepared });
      return prepared;
    },
    categories: async (store: StoreRow, day: string) =>
      (await repo.categories(store.id, day)).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
  };
}
