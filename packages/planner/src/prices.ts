/**
 * Price books: what each food costs at a store, and how the family pays for an amount of it.
 *
 * - Whole packages: the family buys whole packages, and one package serves every meal of the
 *   plan that uses the food (one bag of onions for three recipes).
 * - Pantry staples (`isPantry`, or the family's own pantry when given) are charged pro rata at the
 *   cheapest price per gram: the family already has salt, oil and spices, and uses up a share.
 */
import {
  centsPerPurchasedGram,
  isPantryStaple,
  TAP_FOOD_IDS,
  toGrams,
  type Catalogue,
  type Food,
  type UnitId,
} from '@saverly/kitchen';
import type { Offer, PriceBook, Sale } from './types.js';

/** The kitchen's staple rule (shared with the grocery list). */
export const isPantry = isPantryStaple;
export { PANTRY_AISLES, PANTRY_FOOD_IDS } from '@saverly/kitchen';

/** Grams in one package labelled `size` `unit` of a food (null when the food cannot weigh it). */
export function packageGramsFor(
  catalogue: Catalogue,
  foodId: string,
  size: number,
  unit: UnitId,
): number | null {
  const food = catalogue.food(foodId);
  if (!food) return null;
  return toGrams(food, size, unit)?.purchased ?? null;
}

/** The kitchen's reference price book: every food's retail packages at its reference price. */
export function referencePriceBook(catalogue: Catalogue): PriceBook {
  const offers: Record<string, Offer[]> = {};
  for (const food of catalogue.foods) offers[food.id] = referenceOffers(food);
  return { source: 'reference', offers };
}

function referenceOffers(food: Food): Offer[] {
  const perGram = centsPerPurchasedGram(food);
  const list: Offer[] = [];
  for (const pack of food.packages) {
    const grams = toGrams(food, pack.size, pack.unit)?.purchased;
    if (!grams || grams <= 0) continue;
    list.push({
      productId: `ref:${food.id}:${pack.size}${pack.unit}`,
      name: food.name,
      packageGrams: grams,
      regularCents: Math.max(1, Math.round(perGram * grams)),
      saleCents: null,
    });
  }
  return list;
}

/** A copy of `book` with these sale prices applied (a sale on an unknown product is ignored). */
export function withSales(book: PriceBook, sales: readonly Sale[]): PriceBook {
  const byProduct = new Map(sales.map((sale) => [sale.productId, sale.saleCents]));
  const offers: Record<string, Offer[]> = {};
  for (const [foodId, list] of Object.entries(book.offers)) {
    offers[foodId] = list.map((offer) => {
      const sale = byProduct.get(offer.productId);
      return sale === undefined ? offer : { ...offer, saleCents: sale };
    });
  }
  return { source: book.source, offers };
}

/** A package option as the model sees it: the price actually paid this week. */
interface PackageOption {
  readonly productId: string;
  readonly grams: number;
  readonly cents: number;
  readonly regularCents: number;
  readonly onSale: boolean;
}

/** How one food is bought in a plan. */
export interface FoodPricing {
  readonly foodId: string;
  readonly name: string;
  readonly pantry: boolean;
  /** Non-dominated options, cheapest per gram first. */
  readonly options: readonly PackageOption[];
  /** Cheapest cents per gram over the options (what pantry use is charged). */
  readonly centsPerGram: number;
  readonly onSale: boolean;
  readonly favoured: boolean;
  /** True when the store had no offer and the kitchen's reference price was used. */
  readonly reference: boolean;
}

export const paidCents = (offer: Offer): number =>
  offer.saleCents !== null && offer.saleCents < offer.regularCents ? offer.saleCents : offer.regularCents;

function validOffer(offer: Offer): boolean {
  return (
    Number.isFinite(offer.packageGrams) &&
    offer.packageGrams > 0 &&
    Number.isFinite(offer.regularCents) &&
    offer.regularCents >= 0 &&
    (offer.saleCents === null || (Number.isFinite(offer.saleCents) && offer.saleCents >= 0))
  );
}

/**
 * Pricing for one food: drops invalid offers and dominated ones (another option is at least as
 * big and no dearer), and falls back to the kitchen's reference packages when nothing is left.
 */
export function pricingFor(
  food: Food,
  book: PriceBook,
  favoured: ReadonlySet<string>,
  /** The family's pantry; null: the usual staples (`isPantry`). Tap water is in every pantry. */
  pantry: ReadonlySet<string> | null = null,
): FoodPricing {
  const given = (book.offers[food.id] ?? []).filter(validOffer);
  const reference = given.length === 0;
  const offers = reference ? referenceOffers(food) : given;
  const raw: PackageOption[] = offers.map((offer) => ({
    productId: offer.productId,
    grams: offer.packageGrams,
    cents: paidCents(offer),
    regularCents: offer.regularCents,
    onSale: paidCents(offer) < offer.regularCents,
  }));
  const options = raw
    .filter(
      (a, i) =>
        !raw.some(
          (b, j) =>
            j !== i &&
            b.grams >= a.grams &&
            b.cents <= a.cents &&
            (b.grams > a.grams || b.cents < a.cents || j < i),
        ),
    )
    .sort((a, b) => a.cents / a.grams - b.cents / b.grams || a.grams - b.grams);
  const centsPerGram = Math.min(...options.map((o) => o.cents / o.grams));
  return {
    foodId: food.id,
    name: food.name,
    pantry: pantry ? pantry.has(food.id) || TAP_FOOD_IDS.has(food.id) : isPantry(food),
    options,
    centsPerGram,
    onSale: options.some((o) => o.onSale),
    favoured: offers.some((o) => favoured.has(o.productId)),
    reference,
  };
}

export interface Purchase {
  /** Packages bought per option (same order as `pricing.options`); empty for pantry foods. */
  readonly counts: readonly number[];
  /** Integer cents for whole packages; fractional cents for pantry use (round the total once). */
  readonly cents: number;
  /** Regular price of the same purchase, for savings. */
  readonly regularCents: number;
}

/** `cheapestPurchase(pricing, grams).cents` without allocating (the heuristic's hot path). */
export function purchaseCents(pricing: FoodPricing, grams: number): number {
  if (grams <= 1e-9) return 0;
  if (pricing.pantry) return grams * pricing.centsPerGram;
  const options = pricing.options;
  if (options.length === 1) {
    const only = options[0]!;
    return Math.ceil(grams / only.grams - 1e-9) * only.cents;
  }
  return searchCents(options, 0, grams, 0, Infinity);
}

/**
 * The same depth-first search as `cheapestPurchase` (same order, same pruning), returning only
 * the cents: a plain function, no closure or array, so it is cheap to call millions of times.
 */
function searchCents(
  options: readonly PackageOption[],
  index: number,
  remaining: number,
  cents: number,
  best: number,
): number {
  if (cents >= best) return best;
  const option = options[index]!;
  const max = Math.max(0, Math.ceil(remaining / option.grams - 1e-9));
  if (index === options.length - 1) {
    const total = cents + max * option.cents;
    return total < best ? total : best;
  }
  for (let n = max; n >= 0; n -= 1)
    best = searchCents(options, index + 1, remaining - n * option.grams, cents + n * option.cents, best);
  return best;
}

/**
 * The cheapest way to buy `grams` of a food: whole packages (exact search over the few package
 * options), or pro rata for a pantry staple.
 */
export function cheapestPurchase(pricing: FoodPricing, grams: number): Purchase {
  if (grams <= 1e-9) return { counts: pricing.options.map(() => 0), cents: 0, regularCents: 0 };
  if (pricing.pantry) {
    const best =
      pricing.options.find((o) => o.cents / o.grams === pricing.centsPerGram) ?? pricing.options[0]!;
    return {
      counts: [],
      cents: grams * pricing.centsPerGram,
      regularCents: (grams * best.regularCents) / best.grams,
    };
  }
  const options = pricing.options;
  if (options.length === 1) {
    const only = options[0]!;
    const n = Math.max(0, Math.ceil(grams / only.grams - 1e-9));
    return { counts: [n], cents: n * only.cents, regularCents: n * only.regularCents };
  }
  let best: { counts: number[]; cents: number; regular: number } | null = null;
  const counts = options.map(() => 0);
  // Depth-first over the options; the last option takes whatever is still needed.
  const search = (index: number, remaining: number, cents: number, regular: number) => {
    if (best && cents >= best.cents) return;
    const option = options[index]!;
    if (index === options.length - 1) {
      const n = Math.max(0, Math.ceil(remaining / option.grams - 1e-9));
      const total = cents + n * option.cents;
      if (!best || total < best.cents) {
        counts[index] = n;
        best = { counts: [...counts], cents: total, regular: regular + n * option.regularCents };
      }
      return;
    }
    const max = Math.max(0, Math.ceil(remaining / option.grams - 1e-9));
    for (let n = max; n >= 0; n -= 1) {
      counts[index] = n;
      search(
        index + 1,
        remaining - n * option.grams,
        cents + n * option.cents,
        regular + n * option.regularCents,
      );
    }
    counts[index] = 0;
  };
  search(0, grams, 0, 0);
  const found = best as { counts: number[]; cents: number; regular: number } | null;
  if (!found) throw new Error(`no package option for ${pricing.foodId}`);
  return { counts: found.counts, cents: found.cents, regularCents: found.regular };
}
