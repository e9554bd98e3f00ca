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

/** How long a computed answer is reused (an image sync changes image URLs without a new inventory). */
export const SALES_CACHE_TTL_MS = 60_000;
const SALES_CACHE_ENTRIES = 500;

/**
 * This week's deals at a store, filtered, sorted and summed (spec section 7, sales). Answers are
 * cached per store, inventory, day and query for a minute: a store's deals change only when a sync
 * finishes (which changes `inventorySyncedAt`, part of the key) or the week turns (the day is in the
 * key). Callers pass `cacheable: false` while a sync is writing the store's products.
 */
export function salesService(db: Db, now: () => number = Date.now) {
  const repo = salesRepository(db);
  type Answer = Awaited<ReturnType<typeof compute>>;
  const cache = new Map<string, { at: number; answer: Answer }>();

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

  return {
    async forStore(store: StoreRow, query: SalesQuery, day: string, cacheable = true) {
      if (!cacheable) return compute(store, query, day);
      const key = JSON.stringify([
        store.id,
        store.inventorySyncedAt?.getTime() ?? null,
        day,
        query.category?.trim().toLowerCase() ?? '',
        query.search?.trim().toLowerCase() ?? '',
        query.sort,
        query.limit,
      ]);
      const hit = cache.get(key);
      if (hit && now() - hit.at < SALES_CACHE_TTL_MS) return hit.answer;
      const answer = await compute(store, query, day);
      if (cache.size >= SALES_CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
      cache.set(key, { at: now(), answer });
      return answer;
    },
    categories: async (store: StoreRow, day: string) =>
      (await repo.categories(store.id, day)).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
  };
}
