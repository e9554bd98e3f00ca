import {
  AISLE_LABELS,
  loadCatalogue,
  toGrams,
  type Aisle,
  type AisleLabel,
  type Food,
  type UnitId,
} from '@saverly/kitchen';
import { hash32, unit } from './random.js';
import type { CatalogueStore } from './stores.js';

/**
 * National brands (invented) by aisle. Every food is sold under its store's own brand and
 * under one national brand chosen by the food's id.
 */
const NATIONAL_BRANDS: Record<Aisle, readonly string[]> = {
  produce: ['Sunny Acres', 'Valley Crest Farms', 'Green Hollow'],
  meat: ['Prairie Ridge', 'Copper Kettle Meats', 'Red Barn'],
  poultry: ['Golden Coop', 'Prairie Ridge'],
  seafood: ['Harbor Point', 'Blue Current'],
  'dairy-eggs': ['Clover Hill', 'Brookside Dairy', 'Meadowlark'],
  deli: ['Stonewall Deli', 'Old Mill'],
  bakery: ['Hearthstone', 'Morning Loaf'],
  'grains-pasta': ['Tuscan Field', 'Amber Grain', 'Riverbend'],
  'canned-jarred': ['Orchard Row', 'Tin Roof', 'Pantry Post'],
  'condiments-sauces': ['Saucy Sam', 'Pepper Lane', 'Orchard Row'],
  spices: ['Spice Caravan', 'Pinch & Dash'],
  baking: ['Windmill Baking', 'Sugar Hill'],
  'oils-vinegars': ['Olive Terrace', 'Pressed Mill'],
  'nuts-seeds-dried-fruit': ['Nutty Grove', 'Trail Harvest'],
  frozen: ['Polar Pantry', 'Frost Valley'],
  international: ['Silk Road Pantry', 'Casa Sol', 'Lotus Table'],
  beverages: ['Bright Springs', 'Morning Ritual'],
  other: ['Pantry Post', 'Tin Roof'],
};

/** A product on a store's shelf, with its regular price at that store. */
export interface StoreProduct {
  /** Stable across stores: `<food>.<brand>.<size>`, e.g. `bacon.prairie-ridge.12oz`. */
  productId: string;
  foodId: string;
  name: string;
  brand: string;
  /** The shelf category: the food's aisle label, as the grocery list names it. */
  category: AisleLabel;
  /** e.g. `12 oz`, `1 dozen`, `3 lb bag`. */
  size: string;
  packageQuantity: number;
  packageUnit: UnitId;
  /** Grams of the package as purchased; null when the food has no weight for the unit. */
  packageGrams: number | null;
  regularCents: number;
  aisle: string;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const UNIT_TEXT: Partial<Record<UnitId, [string, string]>> = {
  oz: ['oz', 'oz'],
  lb: ['lb', 'lb'],
  'fl-oz': ['fl oz', 'fl oz'],
  gal: ['gal', 'gal'],
  ml: ['ml', 'ml'],
  each: ['ct', 'ct'],
  bunch: ['bunch', 'bunches'],
  head: ['head', 'heads'],
  dozen: ['dozen', 'dozen'],
  ear: ['ear', 'ears'],
  stalk: ['stalk', 'stalks'],
};

export function sizeText(quantity: number, unitId: UnitId): string {
  const [one, many] = UNIT_TEXT[unitId] ?? [unitId, unitId];
  const q = Number.isInteger(quantity) ? String(quantity) : String(Math.round(quantity * 100) / 100);
  return `${q} ${quantity > 1 ? many : one}`;
}

/** Shelf prices end in 9 (e.g. $3.49; a single loose chile 9¢). */
export function shelfPrice(cents: number): number {
  return Math.max(9, Math.round(cents / 10) * 10 - 1);
}

/** Cents per purchased gram of the food at its documented reference price, or null. */
function referenceCentsPerGram(food: Food): number | null {
  const grams = toGrams(food, food.price.quantity, food.price.unit);
  return grams && grams.purchased > 0 ? food.price.cents / grams.purchased : null;
}

interface Offer {
  brand: string;
  storeBrand: boolean;
  quantity: number;
  unit: UnitId;
}

const SCALABLE: ReadonlySet<UnitId> = new Set(['oz', 'lb', 'fl-oz']);

/** The offers for one food, the same at every store of a chain. */
function offersFor(food: Food, storeBrand: string): Offer[] {
  const brands = NATIONAL_BRANDS[food.aisle];
  const national = brands[hash32(food.id) % brands.length]!;
  const offers: Offer[] = [];
  for (const pkg of food.packages) {
    offers.push({ brand: storeBrand, storeBrand: true, quantity: pkg.size, unit: pkg.unit });
    offers.push({ brand: national, storeBrand: false, quantity: pkg.size, unit: pkg.unit });
  }
  // One package size only: the store brand also comes in a value size (twice the weight).
  if (food.packages.length === 1 && SCALABLE.has(food.packages[0]!.unit)) {
    const pkg = food.packages[0]!;
    offers.push({ brand: storeBrand, storeBrand: true, quantity: pkg.size * 2, unit: pkg.unit });
  }
  return offers;
}

/**
 * The price of an offer at a store: reference price per gram × package grams, scaled by the
 * chain's price level, brand (store brand 15% under, national brands up to 12% over), a volume
 * discount for bigger packages and a ±4% store-to-store variation, rounded to a shelf price.
 */
function priceOf(food: Food, offer: Offer, store: CatalogueStore, packageGrams: number | null): number {
  const perGram = referenceCentsPerGram(food);
  let base: number;
  if (perGram !== null && packageGrams !== null) base = perGram * packageGrams;
  else base = (food.price.cents * offer.quantity) / food.price.quantity; // same unit as the reference
  const reference = food.packages[0]!;
  const sizeRatio = offer.unit === reference.unit ? offer.quantity / reference.size : 1;
  const volume = sizeRatio > 1 ? Math.pow(sizeRatio, 0.9) / sizeRatio : 1;
  const brand = offer.storeBrand ? 0.85 : 1 + (hash32(offer.brand) % 13) / 100;
  const variation =
    0.96 + unit(`price:${store.locationId}:${food.id}:${offer.brand}:${offer.quantity}`) * 0.08;
  return shelfPrice(base * volume * brand * store.priceLevel * variation);
}

/**
 * Every product a built-in store stocks (every kitchen food with a price), sorted by product id. A store leaves out about 1 in
 * 12 national-brand products (which ones depends on the store); its own brand is always there.
 */
export function storeProducts(store: CatalogueStore): StoreProduct[] {
  const products: StoreProduct[] = [];
  for (const food of loadCatalogue().foods) {
    if (food.price.cents === 0) continue; // not sold in stores (tap water)
    for (const offer of offersFor(food, store.storeBrand)) {
      const productId = `${food.id}.${slug(offer.brand)}.${slug(sizeText(offer.quantity, offer.unit)).replace(/-/g, '')}`;
      if (!offer.storeBrand && unit(`stock:${store.locationId}:${productId}`) < 1 / 12) continue;
      const grams = toGrams(food, offer.quantity, offer.unit);
      // The label's exact weight, not rounded: a "1 ct" pepper rounded down to 145.1 g of the
      // kitchen's 145.12 g made "1 green bell pepper" buy two (a walk-through's list).
      const packageGrams = grams ? grams.purchased : null;
      products.push({
        productId,
        foodId: food.id,
        name: `${offer.brand} ${food.name}`,
        brand: offer.brand,
        category: AISLE_LABELS[food.aisle],
        size: sizeText(offer.quantity, offer.unit),
        packageQuantity: offer.quantity,
        packageUnit: offer.unit,
        packageGrams,
        regularCents: priceOf(food, offer, store, packageGrams),
        aisle: food.aisle,
      });
    }
  }
  return products.sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
}
