import { foodGroupImage, foodGroupOf } from '@saverly/kitchen';
import {
  pricedProducts,
  searchStores,
  storeByLocationId,
  syncOrder,
  type CatalogueStore,
  type PricedProduct,
} from '@saverly/stores';
import type {
  ProductPage,
  ProductPageRequest,
  ProviderProduct,
  ProviderStore,
  StoreProvider,
} from './provider.js';

export const PRODUCT_IMAGES_PATH = '/images/products';
/** Products per page: the same as Kroger's maximum, so a call budget means the same on both. */
const BUILT_IN_PAGE_SIZE = 50;

const toProviderStore = (store: CatalogueStore, distance?: number): ProviderStore => ({
  locationId: store.locationId,
  chain: store.chain,
  name: store.name,
  formattedAddress: store.formattedAddress,
  zip: store.zip,
  phone: store.phone,
  hours: store.hours,
  latitude: store.latitude,
  longitude: store.longitude,
  ...(distance === undefined ? {} : { distance }),
});

const toProviderProduct = (p: PricedProduct): ProviderProduct => ({
  productId: p.productId,
  foodId: p.foodId,
  name: p.name,
  brand: p.brand,
  category: p.category,
  size: p.size,
  packageGrams: p.packageGrams,
  packageQuantity: p.packageQuantity,
  packageUnit: p.packageUnit,
  aisle: p.aisle,
  // The food group's drawing (ADR 0034): halibut, lamb and wings each look like themselves.
  imageUrl: `${PRODUCT_IMAGES_PATH}/${foodGroupImage(foodGroupOf(p))}`,
  regularCents: p.regularCents,
  promo: p.deal ? { cents: p.deal.saleCents, validFrom: p.deal.validFrom, validTo: p.deal.validTo } : null,
});

/**
 * The built-in catalogue (packages/stores): stores at real zip locations, products computed
 * for the store and week, served in pages like a remote API so the sync job is the same.
 */
export function builtInProvider(options: { pageSize?: number } = {}): StoreProvider {
  const pageSize = options.pageSize ?? BUILT_IN_PAGE_SIZE;
  // The ordered catalogue of the last store/week asked for (a sync asks for it page by page).
  let cached: { key: string; products: PricedProduct[] } | null = null;
  return {
    name: 'built-in',
    async searchStores(zip, radiusMiles) {
      return searchStores(zip, radiusMiles).map((s) => toProviderStore(s, s.distance));
    },
    async getStore(locationId) {
      const store = storeByLocationId(locationId);
      return store ? toProviderStore(store) : null;
    },
    async fetchProducts(request: ProductPageRequest): Promise<ProductPage> {
      const store = storeByLocationId(request.locationId);
      if (!store) throw new Error(`unknown built-in store ${request.locationId}`);
      const key = `${store.locationId}:${request.asOf.toISOString().slice(0, 10)}:${request.saleFocus}`;
      if (cached?.key !== key) {
        cached = { key, products: syncOrder(pricedProducts(store, request.asOf), request.saleFocus) };
      }
      const start = typeof request.cursor?.start === 'number' ? request.cursor.start : 0;
      const slice = cached.products.slice(start, start + pageSize);
      const end = start + slice.length;
      return {
        items: slice.map(toProviderProduct),
        next: end < cached.products.length ? { start: end } : null,
        apiCalls: 1,
        total: cached.products.length,
      };
    },
  };
}
