import type { SalesQuery, SalesResponse, salesCategoriesResponseSchema } from '@saverly/contracts';
import { foodDiets, loadCatalogue, type DietId } from '@saverly/kitchen';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { InventoryService } from '../inventory/inventory.service.js';
import type { StoreRow, StoresService } from '../stores/stores.service.js';
import { prepareDeals, presentDeals, presentNoStore, type PreparedAnswer } from './sales.presenter.js';
import { salesRepository, type DealRow } from './sales.repository.js';

const COMPARE: Record<SalesQuery['sort'], (a: DealRow, b: DealRow) => number> = {
  savings: (a, b) =>
    b.regularCents - b.promoCents - (a.regularCents - a.promoCents) || a.name.localeCompare(b.name),
  price: (a, b) => a.promoCents - b.promoCents || a.name.localeCompare(b.name),
  name: (a, b) => a.name.localeCompare(b.name) || a.promoCents - b.promoCents,
};

/** How long a computed answer is reused (an image sync changes image URLs without a new inventory). */
const SALES_CACHE_TTL_MS = 60_000;
const SALES_CACHE_ENTRIES = 500;

/**
 * Whether a deal's food fits every one of these diets on its own (the kitchen's `foodDiets`). A
 * product the store catalogue did not match to a food fits none: nothing says it is safe.
 */
function fitsDiets(foodId: string | null, diets: readonly DietId[]): boolean {
  if (diets.length === 0) return true;
  const food = foodId === null ? undefined : loadCatalogue().food(foodId);
  if (!food) return false;
  const fits = foodDiets(food);
  return diets.every((diet) => fits.includes(diet));
}

/** The categories of these deals, A–Z. */
const categoriesOf = (rows: readonly DealRow[]) =>
  [...new Set(rows.map((r) => r.category))].sort().map((name) => ({ name }));

/** How long a visitor's store and its sync state are reused. */
const VISITOR_STATE_MS = 1000;

/**
 * GET /api/sales's answer: prepared bytes to send as they are, or a body the route's response
 * schema serializes (no store, or deals computed while a sync writes the store's products).
 */
export type SalesAnswer =
  { prepared: PreparedAnswer } | { body: SalesResponse | ReturnType<typeof presentNoStore> };

/**
 * This week's deals at a store, filtered, sorted and summed (spec section 7, sales). The store is
 * `store_id` when given (visitors on the public /sales page pass the store they picked), else the
 * signed-in caller's default store (`stores.storeFor`). Answers are prepared once and cached per
 * store, inventory, day and query for a minute: a store's deals change only when a sync finishes
 * (which changes `inventorySyncedAt`, part of the key) or the week turns (the day is in the key).
 * While a sync is writing the store's products the answer is computed for that request only.
 */
export function salesService(options: {
  db: Db;
  clock: Clock;
  stores: Pick<StoresService, 'resolve' | 'storeFor'>;
  inventory: Pick<InventoryService, 'syncIfStale' | 'latestRun'>;
}) {
  const { clock, stores, inventory } = options;
  const repo = salesRepository(options.db);
  const now = () => clock.now().getTime();
  const today = () => clock.now().toISOString().slice(0, 10);
  const keyMatchesSync = (key: string, store: StoreRow) =>
    (JSON.parse(key) as unknown[])[1] === (store.inventorySyncedAt?.getTime() ?? null);

  async function compute(store: StoreRow, query: SalesQuery, day: string, syncing: boolean) {
    const search = query.search?.trim();
    const category = query.category?.trim();
    const filter = {
      ...(category && category.toLowerCase() !== 'all' ? { category } : {}),
      ...(search ? { search } : {}),
    };
    const diets = query.diets.map((name) => name.toLowerCase() as DietId);
    const rows = (await repo.deals(store.id, day, filter)).filter((row) => fitsDiets(row.foodId, diets));
    // The categories a family can pick: the store's (without filters the rows are every deal),
    // and with diets those of the deals the diets keep (a vegetarian is not offered Meat & Seafood).
    const categories =
      diets.length > 0
        ? categoriesOf(
            filter.category || filter.search
              ? (await repo.deals(store.id, day, {})).filter((row) => fitsDiets(row.foodId, diets))
              : rows,
          )
        : filter.category || filter.search
          ? await repo.categories(store.id, day)
          : categoriesOf(rows);
    rows.sort(COMPARE[query.sort]);
    return presentDeals(store, rows, query.limit, categories, syncing);
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
      query.diets.join(','),
      query.sort,
      query.limit,
    ]);

  /**
   * The answer for a store and query, prepared (bytes, compressed copies, ETag) and kept for a
   * minute per store, inventory, day and query: a finished sync changes `inventorySyncedAt` (part
   * of the key), so the next request prepares the new answer.
   */
  async function prepared(store: StoreRow, query: SalesQuery, day: string): Promise<PreparedAnswer> {
    const key = keyOf(store, query, day);
    const hit = cache.get(key);
    if (hit && now() - hit.at < SALES_CACHE_TTL_MS) return hit.prepared;
    const answer = prepareDeals(await compute(store, query, day, false));
    // Answers of this store from before its last sync are of no further use.
    const prefix = `[${store.id},`;
    for (const old of cache.keys())
      if (old.startsWith(prefix) && old !== key && !keyMatchesSync(old, store)) cache.delete(old);
    if (cache.size >= SALES_CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, { at: now(), prepared: answer });
    return answer;
  }

  /**
   * The store asked about, or null. A stale inventory starts a background sync only for a
   * signed-in caller: a visitor reads what is stored and never makes the server sync (issue 12).
   */
  async function storeFor(storeId: string | undefined, userId: number | null): Promise<StoreRow | null> {
    const store = await stores.storeFor({ storeId: storeId?.trim() || null, userId });
    if (!store) return null;
    if (userId !== null) await inventory.syncIfStale(store, userId);
    return store;
  }

  const isSyncing = async (store: StoreRow) => {
    const run = await inventory.latestRun(store.id, 'inventory');
    return run?.status === 'queued' || run?.status === 'running';
  };

  /**
   * A visitor's question (store_id, not signed in) reads the store and its sync state at most once
   * a second per store: the public /sales page is the hot path, and two database reads per request
   * were what kept it far below static-file speed. A finished sync shows within a second.
   */
  const visitors = new Map<string, { at: number; store: StoreRow; syncing: boolean }>();
  async function visitorState(storeIdAsked: string | undefined, userId: number | null) {
    const storeId = storeIdAsked?.trim();
    if (!storeId || userId !== null) return null;
    const at = now();
    const hit = visitors.get(storeId);
    if (hit && at - hit.at >= 0 && at - hit.at < VISITOR_STATE_MS) return hit;
    const store = await stores.resolve(storeId);
    if (!store) throw new AppError('not_found', 'Store not found');
    const state = { at, store, syncing: await isSyncing(store) };
    if (visitors.size >= 1000) visitors.delete(visitors.keys().next().value!);
    visitors.set(storeId, state);
    return state;
  }

  return {
    /**
     * GET /api/sales for a visitor (`userId` null) or a signed-in member. Without a store: the
     * no-store answer (200, ADR 0015).
     */
    async deals(query: SalesQuery, userId: number | null): Promise<SalesAnswer> {
      const state = await visitorState(query.store_id, userId);
      const store = state ? state.store : await storeFor(query.store_id, userId);
      if (!store) return { body: presentNoStore() };
      const syncing = state ? state.syncing : await isSyncing(store);
      // The products are being written: computed for this request, kept for none.
      if (syncing) return { body: await compute(store, query, today(), true) };
      return { prepared: await prepared(store, query, today()) };
    },

    /** GET /api/sales/categories: this week's deal categories at the store, none without one. */
    async categories(
      storeId: string | undefined,
      userId: number | null,
    ): Promise<z.infer<typeof salesCategoriesResponseSchema>> {
      const store = await storeFor(storeId, userId);
      if (!store) return { categories: [] };
      const day = today();
      return {
        categories: (await repo.categories(store.id, day)).sort((a, b) =>
          a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
        ),
      };
    },
  };
}

export type SalesService = ReturnType<typeof salesService>;
