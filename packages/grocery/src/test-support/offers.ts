/**
 * Test fixtures: store offers built from the kitchen's reference prices and retail packages
 * (like the planner's reference price book, rebuilt here so the tests do not import the planner).
 */
import { centsPerPurchasedGram, toGrams, type Catalogue, type Food } from '@saverly/kitchen';
import type { StoreOffer } from '../price.js';

/** One offer per retail package of the food, priced pro rata at its reference price. */
function referenceStoreOffers(food: Food): StoreOffer[] {
  const perGram = centsPerPurchasedGram(food);
  const offers: StoreOffer[] = [];
  for (const pack of food.packages) {
    const grams = toGrams(food, pack.size, pack.unit)?.purchased;
    if (!grams || grams <= 0) continue;
    offers.push({
      productId: `ref:${food.id}:${pack.size}${pack.unit}`,
      name: food.name,
      brand: 'Store brand',
      size: `${pack.size} ${pack.unit}`,
      packageGrams: grams,
      regularCents: Math.max(1, Math.round(perGram * grams)),
      saleCents: null,
    });
  }
  return offers;
}

/**
 * Offers for every food of the catalogue: its reference packages plus a bigger "family size"
 * package at a 10 % bulk discount, and a sale (20–40 % off) on the biggest package of about one
 * food in `saleEvery`, chosen by the food's id (a food added to the table moves no other's sale).
 */
/** A fixed number from a food's id (FNV-1a). */
function idHash(id: string): number {
  let hash = 2166136261;
  for (let i = 0; i < id.length; i += 1) hash = Math.imul(hash ^ id.charCodeAt(i), 16777619) >>> 0;
  return hash;
}

export function fixtureOffers(catalogue: Pick<Catalogue, 'foods'>, saleEvery = 5): Map<string, StoreOffer[]> {
  const map = new Map<string, StoreOffer[]>();
  catalogue.foods.forEach((food) => {
    const index = idHash(food.id);
    const offers = referenceStoreOffers(food);
    const biggest = offers.reduce<StoreOffer | undefined>(
      (big, offer) =>
        big === undefined || (offer.packageGrams ?? 0) > (big.packageGrams ?? 0) ? offer : big,
      undefined,
    );
    if (!biggest) return;
    const family: StoreOffer = {
      ...biggest,
      productId: `${biggest.productId}:family`,
      size: `family size (${biggest.size ?? ''} × 3)`,
      packageGrams: (biggest.packageGrams ?? 0) * 3,
      regularCents: Math.round(biggest.regularCents * 3 * 0.9),
    };
    const all = [...offers, family];
    if (index % saleEvery === 0) {
      const off = 0.6 + (index % 3) * 0.1;
      all[all.length - 1] = { ...family, saleCents: Math.round(family.regularCents * off) };
    }
    map.set(food.id, all);
  });
  return map;
}
