import { AISLE_LABELS, ZEST_FRUIT_FOOD_IDS, type AisleLabel } from '@saverly/kitchen';
import { shelfPrice, storeProducts, type StoreProduct } from './products.js';
import { rngFor, unit } from './random.js';
import type { CatalogueStore } from './stores.js';
import { isoWeek, type IsoWeek } from './week.js';

export interface Deal {
  productId: string;
  saleCents: number;
  /** First and last day of the deal, `YYYY-MM-DD` (the ISO week's Monday and Sunday). */
  validFrom: string;
  validTo: string;
}

/** A product with this week's deal, if it has one. */
export interface PricedProduct extends StoreProduct {
  deal: Deal | null;
}

/** Discounts as a fraction of the regular price; repeats weight the common ones. */
const DISCOUNTS = [0.1, 0.15, 0.15, 0.2, 0.2, 0.2, 0.25, 0.25, 0.3, 0.33, 0.4, 0.5];
/** Fresh departments are on sale more often, as in real circulars. */
const CATEGORY_WEIGHT: Partial<Record<AisleLabel, number>> = {
  [AISLE_LABELS.meat]: 1.6,
  [AISLE_LABELS.produce]: 1.4,
  [AISLE_LABELS['dairy-eggs']]: 1.2,
};

/**
 * This week's deals at a store: each store and ISO week has its own seeded share of products
 * on sale (10–18%, fresh departments more often) at 10–50% off, valid Monday to Sunday.
 * The same store and week always give the same deals; the next week gives different ones.
 */
export function weeklyDeals(
  store: CatalogueStore,
  week: IsoWeek,
  products = storeProducts(store),
): Map<string, Deal> {
  const seed = `${store.locationId}:${week.key}`;
  const share = 0.1 + rngFor(`share:${seed}`)() * 0.08;
  const deals = new Map<string, Deal>();
  for (const product of products) {
    // A zest is its fruit bought for its peel: the fruit's own deal is the one a circular shows (a
    // helper read "Sunny Acres Orange, for its zest" among the week's deals).
    if (Object.hasOwn(ZEST_FRUIT_FOOD_IDS, product.foodId)) continue;
    const chance = share * (CATEGORY_WEIGHT[product.category] ?? 1);
    if (unit(`onsale:${seed}:${product.productId}`) >= chance) continue;
    const discount = DISCOUNTS[Math.floor(unit(`discount:${seed}:${product.productId}`) * DISCOUNTS.length)]!;
    const saleCents = shelfPrice(product.regularCents * (1 - discount));
    if (saleCents >= product.regularCents) continue;
    deals.set(product.productId, {
      productId: product.productId,
      saleCents,
      validFrom: week.start,
      validTo: week.end,
    });
  }
  return deals;
}

/** Every product at the store with the deal of the week holding `date`. */
export function pricedProducts(store: CatalogueStore, date: Date): PricedProduct[] {
  const products = storeProducts(store);
  const deals = weeklyDeals(store, isoWeek(date), products);
  return products.map((p) => ({ ...p, deal: deals.get(p.productId) ?? null }));
}

/**
 * The order a sync fetches products in: with `saleFirst`, this week's deals come first (so a
 * sync cut short by its call budget still has the sales), each group by product id.
 */
export function syncOrder(products: readonly PricedProduct[], saleFirst: boolean): PricedProduct[] {
  if (!saleFirst) return [...products];
  return [...products.filter((p) => p.deal), ...products.filter((p) => !p.deal)];
}
