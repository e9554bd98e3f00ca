import { and, count, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prices, products, stores, users } from '../../db/schema.js';
import type { ProviderName, ProviderProduct, ProviderStore } from './providers/provider.js';

export type StoreRow = typeof stores.$inferSelect;

export function storesRepository(db: Db) {
  return {
    findById: async (id: number): Promise<StoreRow | undefined> => {
      const [row] = await db.select().from(stores).where(eq(stores.id, id));
      return row;
    },
    findByLocation: async (provider: ProviderName, locationId: string): Promise<StoreRow | undefined> => {
      const [row] = await db
        .select()
        .from(stores)
        .where(and(eq(stores.provider, provider), eq(stores.locationId, locationId)));
      return row;
    },
    /** Inserts the store or refreshes its details; returns the row. */
    upsert: async (provider: ProviderName, s: ProviderStore): Promise<StoreRow> => {
      const values = {
        provider,
        locationId: s.locationId,
        chain: s.chain,
        name: s.name,
        formattedAddress: s.formattedAddress,
        zip: s.zip,
        phone: s.phone,
        hours: s.hours,
        latitude: s.latitude,
        longitude: s.longitude,
      };
      const [row] = await db
        .insert(stores)
        .values(values)
        .onConflictDoUpdate({
          target: [stores.provider, stores.locationId],
          set: {
            chain: values.chain,
            name: values.name,
            formattedAddress: values.formattedAddress,
            zip: values.zip,
            phone: values.phone,
            hours: values.hours,
            latitude: values.latitude,
            longitude: values.longitude,
          },
        })
        .returning();
      return row!;
    },
    /** The caller's own default store. */
    defaultStoreOf: async (userId: number): Promise<StoreRow | undefined> => {
      const [row] = await db
        .select({ store: stores })
        .from(users)
        .innerJoin(stores, eq(stores.id, users.defaultStoreId))
        .where(eq(users.id, userId));
      return row?.store;
    },
    setDefaultStore: async (userId: number, storeId: number): Promise<void> => {
      await db
        .update(users)
        .set({ defaultStoreId: storeId, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    },
    markSynced: async (tx: Db, storeId: number, at: Date, week: string): Promise<void> => {
      await tx
        .update(stores)
        .set({ inventorySyncedAt: at, inventoryWeek: week })
        .where(eq(stores.id, storeId));
    },
    counts: async (storeId: number, today: string) => {
      const [total] = await db.select({ n: count() }).from(products).where(eq(products.storeId, storeId));
      const [onSale] = await db
        .select({ n: count() })
        .from(prices)
        .where(
          and(
            eq(prices.storeId, storeId),
            isNotNull(prices.promoCents),
            lte(prices.promoValidFrom, today),
            gte(prices.promoValidTo, today),
          ),
        );
      return { total: total?.n ?? 0, onSale: onSale?.n ?? 0 };
    },
    /**
     * Upserts one page of products and their prices. (store_id, product_id) is unique, so a page
     * written twice (a resumed sync) leaves one row per product. Pass a transaction to commit
     * the page together with the run's progress.
     */
    upsertProducts: async (
      tx: Db,
      storeId: number,
      items: ProviderProduct[],
      imageFor: (p: ProviderProduct) => string,
    ) => {
      if (items.length === 0) return 0;
      const rows = await tx
        .insert(products)
        .values(
          items.map((p) => ({
            storeId,
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
            imageUrl: imageFor(p),
          })),
        )
        .onConflictDoUpdate({
          target: [products.storeId, products.productId],
          set: {
            // The first search term that found a product keeps it (Kroger's fuzzy search).
            foodId: sql`coalesce(${products.foodId}, excluded.food_id)`,
            name: sql`excluded.name`,
            brand: sql`excluded.brand`,
            category: sql`excluded.category`,
            size: sql`excluded.size`,
            packageGrams: sql`excluded.package_grams`,
            packageQuantity: sql`excluded.package_quantity`,
            packageUnit: sql`excluded.package_unit`,
            aisle: sql`excluded.aisle`,
            imageUrl: sql`excluded.image_url`,
            syncedAt: sql`now()`,
          },
        })
        .returning({ id: products.id, productId: products.productId });
      const idOf = new Map(rows.map((r) => [r.productId, r.id]));
      await tx
        .insert(prices)
        .values(
          items.map((p) => ({
            productId: idOf.get(p.productId)!,
            storeId,
            regularCents: p.regularCents,
            promoCents: p.promo?.cents ?? null,
            promoValidFrom: p.promo?.validFrom ?? null,
            promoValidTo: p.promo?.validTo ?? null,
          })),
        )
        .onConflictDoUpdate({
          target: prices.productId,
          set: {
            regularCents: sql`excluded.regular_cents`,
            promoCents: sql`excluded.promo_cents`,
            promoValidFrom: sql`excluded.promo_valid_from`,
            promoValidTo: sql`excluded.promo_valid_to`,
            updatedAt: sql`now()`,
          },
        });
      return rows.length;
    },
    /** A page of a store's products for the image job, by id after `afterId`. */
    productsAfter: async (storeId: number, afterId: number, limit: number) =>
      db
        .select({ id: products.id, category: products.category, imageUrl: products.imageUrl })
        .from(products)
        .where(and(eq(products.storeId, storeId), sql`${products.id} > ${afterId}`))
        .orderBy(products.id)
        .limit(limit),
    setImage: async (tx: Db, productId: number, imageUrl: string) => {
      await tx.update(products).set({ imageUrl }).where(eq(products.id, productId));
    },
    /** Every product of the store with its price, for the planner's pricing. */
    offers: async (storeId: number) =>
      db
        .select({
          productId: products.productId,
          foodId: products.foodId,
          name: products.name,
          brand: products.brand,
          category: products.category,
          aisle: products.aisle,
          size: products.size,
          packageGrams: products.packageGrams,
          packageQuantity: products.packageQuantity,
          packageUnit: products.packageUnit,
          regularCents: prices.regularCents,
          promoCents: prices.promoCents,
          promoValidFrom: prices.promoValidFrom,
          promoValidTo: prices.promoValidTo,
        })
        .from(products)
        .innerJoin(prices, eq(prices.productId, products.id))
        .where(eq(products.storeId, storeId))
        .orderBy(products.foodId, products.productId),
  };
}
