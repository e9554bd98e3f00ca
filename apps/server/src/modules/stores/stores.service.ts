import {
  RADIUS_MESSAGE,
  STORE_RADII,
  unknownZipMessage,
  ZIP_CODE_MESSAGE,
  noStoresMessage,
  type Store,
} from '@saverly/contracts';
import { foodGroupImage, foodGroupOf } from '@saverly/kitchen';
import { isoWeek, lookupZip } from '@saverly/stores';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { PRODUCT_IMAGES_PATH } from './providers/built-in.js';
import { ProviderLimitError, type ProviderProduct, type StoreProvider } from './providers/provider.js';
import { presentSearchResult, presentStore } from './stores.presenter.js';
import { storesRepository, type StoreRow } from './stores.repository.js';

export type { StoreRow };

/** A product a store sells, for pricing plans and grocery lists (docs/decisions/0015). */
export interface FoodOffer {
  productId: string;
  name: string;
  brand: string;
  size: string;
  category: string;
  aisle: string | null;
  /** Package weight as purchased, when known; else the package's own quantity and unit. */
  packageGrams: number | null;
  packageQuantity: number | null;
  packageUnit: string | null;
  regularCents: number;
  /** This week's sale price, when the product is on sale on `date`. */
  saleCents: number | null;
  /** What a family pays on `date`: the sale price when there is one. */
  priceCents: number;
}

const fieldError = (path: string, message: string) =>
  new AppError('validation', message, { fields: [{ path, message }] });

/** The zip whose nearest built-in store prices plans when nobody picked a store. */
export const DEFAULT_STORE_ZIP = '10001';

export function storesService(options: {
  db: Db;
  provider: StoreProvider;
  staleAfterHours: number;
  /** The configured store that prices plans when the member has none (STORES_DEFAULT_STORE_ID). */
  defaultStoreId?: string | null;
}) {
  const { db, provider } = options;
  const repo = storesRepository(db);
  let builtInDefault: Promise<string | null> | undefined;

  /** The configured default store, else the built-in store nearest DEFAULT_STORE_ZIP. */
  async function defaultLocationId(): Promise<string | null> {
    if (options.defaultStoreId) return options.defaultStoreId;
    if (provider.name !== 'built-in') return null;
    builtInDefault ??= provider
      .searchStores(DEFAULT_STORE_ZIP, 10)
      .then((found) => found[0]?.locationId ?? null);
    return builtInDefault;
  }

  /** The stored store with this provider location id, fetched and stored on first use. */
  async function resolve(locationId: string): Promise<StoreRow | null> {
    const known = await repo.findByLocation(provider.name, locationId);
    if (known) return known;
    const found = await provider.getStore(locationId);
    return found ? repo.upsert(provider.name, found) : null;
  }

  /**
   * The one rule for which store serves a request (issue #15): the store asked for (`storeId`,
   * 404 when unknown), else the member's default store; with `fallback` (plans and lists, which
   * are priced somewhere), else the configured or built-in default. Null: no store (the deals
   * page then asks the member to choose one).
   */
  async function storeFor(request: {
    storeId: string | null;
    userId: number | null;
    fallback?: boolean;
  }): Promise<StoreRow | null> {
    if (request.storeId) {
      const store = await resolve(request.storeId);
      if (!store) throw new AppError('not_found', 'Store not found');
      return store;
    }
    const own = request.userId === null ? undefined : await repo.defaultStoreOf(request.userId);
    if (own) return own;
    if (!request.fallback) return null;
    const fallback = await defaultLocationId();
    return fallback ? resolve(fallback) : null;
  }

  return {
    provider,
    resolve,
    storeFor,
    /** The store a plan or list was priced at, as plans and saved lists show it. */
    storeSummary: (store: StoreRow | null) =>
      store
        ? { location_id: store.locationId, name: store.name }
        : { location_id: 'reference', name: 'Typical US prices' },
    findById: repo.findById,
    defaultStoreOf: repo.defaultStoreOf,
    counts: repo.counts,
    markSynced: repo.markSynced,
    productsAfter: repo.productsAfter,
    setImage: repo.setImage,

    /** Upserts one page of products; a product without a photo gets its food group's drawing. */
    upsertProducts: (tx: Db, storeId: number, items: ProviderProduct[]) =>
      repo.upsertProducts(
        tx,
        storeId,
        items,
        (p) => p.imageUrl ?? `${PRODUCT_IMAGES_PATH}/${foodGroupImage(foodGroupOf(p))}`,
      ),

    /** The caller's default store in the user payload's shape, or null. */
    async defaultStorePayload(userId: number): Promise<Store | null> {
      const store = await repo.defaultStoreOf(userId);
      return store ? presentStore(store) : null;
    },

    /** POST /api/stores/search: validates like the spec says, then asks the provider. */
    async search(zipCode: string, radiusInput: number | string | undefined) {
      const zip = zipCode.trim();
      if (!/^\d{5}$/.test(zip)) throw fieldError('body.zip_code', ZIP_CODE_MESSAGE);
      const radius = radiusInput === undefined ? 25 : Number(radiusInput);
      if (!(STORE_RADII as readonly number[]).includes(radius))
        throw fieldError('body.radius', RADIUS_MESSAGE);
      // A 5-digit code that is no US zip code cannot be searched from, and is said to be unknown.
      if (!lookupZip(zip)) throw fieldError('body.zip_code', unknownZipMessage(zip));
      const found = await provider.searchStores(zip, radius).catch((err: unknown) => {
        // The provider's daily cap or a 429: say so instead of failing with a 500.
        if (err instanceof ProviderLimitError)
          throw new AppError('unavailable', 'Error searching for stores');
        throw err;
      });
      const stores = found.map(presentSearchResult);
      return {
        stores,
        message:
          stores.length === 0
            ? noStoresMessage(radius, zip)
            : `Found ${stores.length} ${stores.length === 1 ? 'store' : 'stores'} within ${radius} miles of ${zip}`,
      };
    },

    async setDefault(userId: number, locationId: string): Promise<StoreRow> {
      const store = await resolve(locationId);
      if (!store) throw new AppError('not_found', 'Store not found');
      await repo.setDefaultStore(userId, store.id);
      return store;
    },

    /** Missing or stale: never synced, synced in an earlier ISO week, or longer ago than allowed. */
    isStale(store: StoreRow, now: Date): boolean {
      if (!store.inventorySyncedAt) return true;
      if (store.inventoryWeek !== isoWeek(now).key) return true;
      return now.getTime() - store.inventorySyncedAt.getTime() > options.staleAfterHours * 3_600_000;
    },

    /**
     * For each kitchen food id, the store's products with package size, regular and (on
     * `date`) sale price in cents, cheapest price per gram first where weights are known.
     */
    async offersForStore(storeId: number, date: Date): Promise<Map<string, FoodOffer[]>> {
      const today = date.toISOString().slice(0, 10);
      const byFood = new Map<string, FoodOffer[]>();
      for (const row of await repo.offers(storeId)) {
        if (!row.foodId) continue;
        const onSale =
          row.promoCents !== null &&
          row.promoValidFrom !== null &&
          row.promoValidTo !== null &&
          row.promoValidFrom <= today &&
          today <= row.promoValidTo;
        const saleCents = onSale ? row.promoCents : null;
        const offer: FoodOffer = {
          productId: row.productId,
          name: row.name,
          brand: row.brand,
          size: row.size,
          category: row.category,
          aisle: row.aisle,
          packageGrams: row.packageGrams,
          packageQuantity: row.packageQuantity,
          packageUnit: row.packageUnit,
          regularCents: row.regularCents,
          saleCents,
          priceCents: saleCents ?? row.regularCents,
        };
        const list = byFood.get(row.foodId);
        if (list) list.push(offer);
        else byFood.set(row.foodId, [offer]);
      }
      const perGram = (o: FoodOffer) => (o.packageGrams ? o.priceCents / o.packageGrams : Infinity);
      for (const list of byFood.values())
        list.sort((a, b) => perGram(a) - perGram(b) || a.priceCents - b.priceCents);
      return byFood;
    },
  };
}

export type StoresService = ReturnType<typeof storesService>;
