import { and, asc, eq, gte, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prices, products } from '../../db/schema.js';

export interface DealRow {
  productId: string;
  /** The kitchen food the store catalogue matched the product to, if any. */
  foodId: string | null;
  name: string;
  brand: string;
  category: string;
  size: string;
  imageUrl: string;
  regularCents: number;
  promoCents: number;
  validFrom: string;
  validTo: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Deals are products whose promotion holds on the given day, at one store. */
export function salesRepository(db: Db) {
  const onSale = (storeId: number, day: string) =>
    and(
      eq(products.storeId, storeId),
      isNotNull(prices.promoCents),
      lte(prices.promoValidFrom, day),
      gte(prices.promoValidTo, day),
    );
  return {
    deals: async (
      storeId: number,
      day: string,
      filter: { category?: string; search?: string },
    ): Promise<DealRow[]> => {
      const conditions = [onSale(storeId, day)];
      if (filter.category) conditions.push(sql`lower(${products.category}) = lower(${filter.category})`);
      if (filter.search) {
        const pattern = `%${escapeLike(filter.search)}%`;
        conditions.push(or(sql`${products.name} ilike ${pattern}`, sql`${products.brand} ilike ${pattern}`));
      }
      const rows = await db
        .select({
          productId: products.productId,
          foodId: products.foodId,
          name: products.name,
          brand: products.brand,
          category: products.category,
          size: products.size,
          imageUrl: products.imageUrl,
          regularCents: prices.regularCents,
          promoCents: prices.promoCents,
          validFrom: prices.promoValidFrom,
          validTo: prices.promoValidTo,
        })
        .from(products)
        .innerJoin(prices, eq(prices.productId, products.id))
        .where(and(...conditions))
        .orderBy(asc(products.productId));
      return rows as DealRow[];
    },
    categories: async (storeId: number, day: string) =>
      db
        .select({ name: products.category, count: sql<number>`count(*)::int` })
        .from(products)
        .innerJoin(prices, eq(prices.productId, products.id))
        .where(onSale(storeId, day))
        .groupBy(products.category)
        .orderBy(asc(products.category)),
  };
}
