/**
 * Pricing a grocery list at a store: aggregate the lines (one item per food, across units), then
 * for each food buy the cheapest packages that cover the need at this week's prices.
 *
 * - Pantry staples the family keeps at home are listed with status `pantry` and cost nothing.
 * - Foods the store does not sell, and lines no food matched, are `not_found` ("Check store").
 * - Savings are what the same packages cost at regular prices minus what they cost this week.
 *
 * All money is integer cents; the output is plain data (JSON-serialisable).
 */
import {
  nameInSentence,
  pluralNoun,
  TAP_FOOD_IDS,
  ZEST_FRUIT_FOOD_IDS,
  aisleRank,
  stepNumber,
  toGrams,
  type Aisle,
  type Catalogue,
  type Food,
} from '@saverly/kitchen';
import { aggregateLines, ouncesIn, weightIn, type AggregatedItem, type WeightSystem } from './aggregate.js';
import { isUnit, type GroceryLine } from './lines.js';
import {
  choosePackages,
  COVER_TOLERANCE_GRAMS,
  isValidOffer,
  paidCents,
  type PackageOffer,
} from './packages.js';
import { isPantryFood } from './pantry.js';

/**
 * One product a store sells for a food. Structurally compatible with the server's `FoodOffer`
 * (`offersForStore()`), so its map can be passed as is.
 */
export interface StoreOffer {
  readonly productId: string;
  readonly name: string;
  readonly brand?: string | null;
  /** The label size as the store writes it ("32 oz"). */
  readonly size?: string | null;
  /** Where the store shelves it (free text from the store). */
  readonly aisle?: string | null;
  /**
   * Net weight of one package in grams, as purchased. When null, the package is weighed from
   * `packageQuantity` `packageUnit` through the food's conversions (and skipped if it cannot be).
   */
  readonly packageGrams: number | null;
  readonly packageQuantity?: number | null;
  /** A kitchen unit id ("fl-oz", "each", "bunch" …). */
  readonly packageUnit?: string | null;
  /** Regular shelf price of one package, integer cents. */
  readonly regularCents: number;
  /** This week's sale price of one package, integer cents; null when not on sale. */
  readonly saleCents: number | null;
}

/** Offers by kitchen food id, as a Map or a plain object. */
export type OffersByFood =
  ReadonlyMap<string, readonly StoreOffer[]> | Readonly<Record<string, readonly StoreOffer[]>>;

export interface PriceGroceryListInput {
  readonly catalogue: Pick<Catalogue, 'food'>;
  readonly lines: readonly GroceryLine[];
  readonly offers: OffersByFood;
  /**
   * The family's pantry (food ids they keep at home and do not buy). Replaces the default rule
   * (`isPantryFood`) when given: a food left out of it is priced like any other.
   */
  readonly pantryFoodIds?: ReadonlySet<string> | readonly string[];
}

export type GroceryStatus = 'on_sale' | 'regular' | 'not_found' | 'pantry';

/** Packages of one product in an item's basket. */
export interface PricedPurchase {
  readonly product_id: string;
  readonly name: string;
  readonly brand: string | null;
  readonly size: string | null;
  /** The store's aisle for the product, when it says. */
  readonly store_aisle: string | null;
  readonly package_grams: number;
  readonly count: number;
  /** Paid per package this week, integer cents. */
  readonly unit_price_cents: number;
  readonly regular_unit_price_cents: number;
  readonly on_sale: boolean;
  /** `count × unit_price_cents`. */
  readonly cost_cents: number;
}

/** One line of the priced list: everything the selected meals need of one food. */
export interface PricedItem {
  /** Stable key within the list: the food id, or `text:<normalized words>` for unmatched lines. */
  readonly id: string;
  readonly food_id: string | null;
  /** The food's name, or the words of the unmatched line. */
  readonly matched_name: string;
  /** The merged lines, each once ("3 cups rice; 200 g basmati rice"). */
  readonly original_ingredient: string;
  /**
   * `on_sale`: bought, at least one package on sale; `regular`: bought at regular prices;
   * `pantry`: a staple the family keeps at home, not bought; `not_found`: no product at the
   * store, or no food matched ("Check store").
   */
  readonly status: GroceryStatus;
  /** Grams as purchased the meals need, to 0.1 g; null when no line could be weighed. */
  readonly quantity_needed_grams: number | null;
  /** The need in kitchen units: "3 cups", "1.2 lb", "to taste". */
  readonly quantity_text: string;
  readonly purchases: readonly PricedPurchase[];
  /** Total packages bought (0 unless status is on_sale or regular). */
  readonly packages: number;
  /** Grams bought, to 0.1 g (≥ the need). */
  readonly purchased_grams: number;
  readonly cost_cents: number;
  readonly regular_cost_cents: number;
  /** `regular_cost_cents − cost_cents`, never negative. */
  readonly savings_cents: number;
  readonly aisle: Aisle;
  /** The meals that use the item, sorted. */
  readonly meal_keys: readonly string[];
  /**
   * What the shopper reads: "Buy 1 green bell pepper", "Buy 12 bananas" (foods sold by the
   * piece), "Buy 2 × 16 oz", with the reason when a bigger package than needed is bought because
   * it costs less; null when nothing is bought.
   */
  readonly buy_text: string | null;
}

export interface PricedListSummary {
  /** What the family pays, integer cents. */
  readonly total_cost_cents: number;
  /** The same packages at regular prices. */
  readonly regular_cost_cents: number;
  readonly total_savings_cents: number;
  /** Items bought at the store (on_sale + regular). */
  readonly matched_count: number;
  readonly on_sale_count: number;
  readonly not_found_count: number;
  readonly pantry_count: number;
  readonly item_count: number;
}

export interface PricedList {
  /** Sorted by aisle (the kitchen's aisle order), then name; unmatched lines in `other`. */
  readonly items: readonly PricedItem[];
  readonly summary: PricedListSummary;
  /**
   * What the pantry staples' needs would cost at this store (the cheapest packages, this week's
   * prices), integer cents: a family whose cupboard is empty pays this more on its first shop.
   * A staple the store does not sell adds nothing.
   */
  readonly pantry_cost_cents: number;
  /** Data problems that were worked around (unknown food ids, offers that could not be used). */
  readonly warnings: readonly string[];
}

const round1 = (grams: number) => Math.round(grams * 10) / 10;

function offersFor(offers: OffersByFood, foodId: string): readonly StoreOffer[] {
  if (offers instanceof Map) return (offers as ReadonlyMap<string, readonly StoreOffer[]>).get(foodId) ?? [];
  const record = offers as Readonly<Record<string, readonly StoreOffer[]>>;
  return Object.hasOwn(record, foodId) ? (record[foodId] ?? []) : [];
}

/** Grams in one package: as labelled, or weighed from its quantity and unit; null if neither. */
function packageGrams(food: Food, offer: StoreOffer): number | null {
  if (typeof offer.packageGrams === 'number' && Number.isFinite(offer.packageGrams) && offer.packageGrams > 0)
    return offer.packageGrams;
  const quantity = offer.packageQuantity;
  if (
    typeof quantity !== 'number' ||
    !Number.isFinite(quantity) ||
    quantity <= 0 ||
    !isUnit(offer.packageUnit)
  )
    return null;
  return toGrams(food, quantity, offer.packageUnit)?.purchased ?? null;
}

/**
 * The unit a package's label is in: the offer's own, else read from its size ("15 oz", "32 fl
 * oz", "5 lbs", "500 g", as a Kroger size says it); null when it names none of these.
 */
function labelUnitOf(offer: StoreOffer): string | null {
  if (isUnit(offer.packageUnit)) return offer.packageUnit;
  if (/\bfl\.? ?oz\b/i.test(offer.size ?? '')) return 'fl-oz';
  return (
    /\b(lbs?|oz|kg|g)\b\.?\s*$/i
      .exec(offer.size ?? '')?.[1]
      ?.toLowerCase()
      .replace('lbs', 'lb') ?? null
  );
}

/** Whether a package is sold by a metric or an imperial weight ("5 lb", "500 g"); else null. */
function weightSystemOf(offer: StoreOffer): WeightSystem | null {
  const unit = labelUnitOf(offer);
  if (unit === 'lb' || unit === 'oz') return 'imperial';
  if (unit === 'g' || unit === 'kg') return 'metric';
  return null;
}

interface Usable {
  readonly offer: StoreOffer;
  readonly search: PackageOffer;
}

function usableOffers(food: Food, offers: readonly StoreOffer[], warnings: string[]): Usable[] {
  const usable: Usable[] = [];
  for (const offer of offers) {
    const grams = packageGrams(food, offer);
    const search: PackageOffer = {
      productId: offer.productId,
      packageGrams: grams ?? Number.NaN,
      regularCents: offer.regularCents,
      saleCents: offer.saleCents,
    };
    if (grams === null) warnings.push(`offer ${offer.productId} for ${food.id}: no package weight`);
    else if (!isValidOffer(search))
      warnings.push(`offer ${offer.productId} for ${food.id}: prices must be whole, non-negative cents`);
    else usable.push({ offer, search });
  }
  return usable;
}

function item(
  group: AggregatedItem,
  status: GroceryStatus,
  purchases: PricedPurchase[] = [],
  cost = 0,
  regular = 0,
): PricedItem {
  return {
    id: group.id,
    food_id: group.foodId,
    matched_name: group.name,
    original_ingredient: group.texts.join('; '),
    status,
    quantity_needed_grams: group.grams === null ? null : round1(group.grams),
    quantity_text: group.quantityText,
    purchases,
    packages: purchases.reduce((sum, p) => sum + p.count, 0),
    purchased_grams: round1(purchases.reduce((sum, p) => sum + p.count * p.package_grams, 0)),
    cost_cents: cost,
    regular_cost_cents: regular,
    savings_cents: regular - cost,
    aisle: group.aisle,
    meal_keys: group.mealKeys,
    buy_text: null,
  };
}

/**
 * "green bell pepper" → "green bell peppers": the kitchen's plural (`pluralNoun`: the lines' own, so
 * "Buy 2 mangoes" beside "need 2 mangoes"; a walk-through's list read "Buy 2 mangos"); a name that
 * already ends in s stays.
 */
function pluralName(name: string): string {
  // The noun before "of": "loaf of crusty bread" → "loaves of crusty bread".
  const of = /^(\S+)( of .*)$/.exec(name);
  if (of) return `${of[1]!.endsWith('s') ? of[1]! : pluralNoun(of[1]!)}${of[2]!}`;
  return name.endsWith('s') ? name : pluralNoun(name);
}

/** A need said in pieces of a size: "8 large yellow onions", "2 1/2 small", "3/4 small". */
const SIZED_NEED = /^((?:\d+ )?\d+(?:\/\d+)?) (small|medium|large)\b/;

/**
 * The buy line of a priced food. By the piece when every package is counted in pieces, else
 * packages and sizes; says so when a bigger package is bought because it is cheaper than a
 * smaller one that would do.
 */
function buyLine(
  food: Food,
  purchases: readonly PricedPurchase[],
  pieces: { bought: number; needed: number | null } | null,
  smallerThatWouldDo: string | null,
  /** The need is already said in pieces ("need 3 small"): another count of them would contradict it. */
  needInPieces: boolean,
  /** The food's own pieces the lines say (`AggregatedItem.piecesSaid`). */
  piecesSaid: number | null,
  /** The need as the list says it (`AggregatedItem.quantityText`): "8 large yellow onions". */
  needText: string,
): string | null {
  if (purchases.length === 0) return null;
  if (pieces !== null) {
    const name = nameInSentence(food.name);
    const line = `Buy ${pieces.bought} ${pieces.bought === 1 ? name : pluralName(name)}`;
    // The need in pieces of another size than the store's: "Buy 11 yellow onions · need 8 large
    // yellow onions" read as a contradiction on a walk-through's list.
    // Said only when the pieces bought are about that weight: a whole onion bought for "1/4 small"
    // is not ("Buy 1 red onion (1/4 small one weighs about as much)" read backwards on a
    // walk-through's list); the need beside it says the rest.
    const sized = needInPieces && piecesSaid === null ? SIZED_NEED.exec(needText) : null;
    if (sized && Math.abs(stepNumber(sized[1]!) - pieces.bought) > 1e-9) {
      if (pieces.needed !== null && pieces.bought - pieces.needed >= 0.5) return line;
      return `${line} (about the weight of ${sized[1]} ${sized[2]} ${stepNumber(sized[1]!) <= 1 ? 'one' : 'ones'})`;
    }
    // The lines say whole and half pieces, and their exact amounts can come to more: "Buy 8
    // avocados · need 7" read as a mistake on a walk-through's list, for 7.3 avocados.
    if (needInPieces && piecesSaid !== null && pieces.needed !== null) {
      // Only a purchase of the exact amount's whole pieces: a pack of 30 tortillas for 17 is the
      // pack's size, not the exact amounts.
      const forExact = pieces.bought <= Math.ceil(pieces.needed - 1e-6);
      if (!forExact || pieces.bought <= Math.ceil(piecesSaid - 0.05) || pieces.needed <= piecesSaid)
        return line;
      const said = Math.round(piecesSaid * 4);
      const exact = Math.round(pieces.needed * 4);
      const more = exact > said ? quarterText(exact) : `a little over ${quarterText(said)}`;
      return `${line} (the recipes' exact amounts come to ${more})`;
    }
    // More pieces than the meals' need rounded to the quarter: say what the meals need, unless the
    // list says it in the recipes' own pieces ("3 small" onions are 1¾ of the store's).
    const quarters =
      pieces.needed === null || needInPieces ? null : Math.max(1, Math.round(pieces.needed * 4));
    return quarters !== null && quarters < pieces.bought * 4
      ? `${line} (the meals need ${quarterText(quarters)})`
      : line;
  }
  const parts = purchases.map((p) => packagesText(p.count, p.size ?? `${Math.round(p.package_grams)} g`));
  const line = `Buy ${parts.join(' + ')}`;
  return smallerThatWouldDo ? `${line} (cheaper than ${smallerThatWouldDo}, which would also do)` : line;
}

/** A package that is one of a thing a shopper counts: "1 head", "1 bunch", "1 dozen". */
const ONE_COUNTED = /^1 (head|bunch|ear|stalk|dozen)$/i;
const COUNTED_PLURAL: Record<string, string> = {
  head: 'heads',
  bunch: 'bunches',
  ear: 'ears',
  stalk: 'stalks',
  dozen: 'dozen',
};

/**
 * `count` packages of `size`: "2 × 16 oz", but "1 head" and "2 bunches" (a walk-through's list read
 * "Buy 1 × 1 head").
 */
function packagesText(count: number, size: string): string {
  const one = ONE_COUNTED.exec(size.trim());
  if (!one) return `${count} × ${size}`;
  const unit = one[1]!.toLowerCase();
  return `${count} ${count === 1 ? unit : COUNTED_PLURAL[unit]!}`;
}

/** 5 quarters → "1¼". */
function quarterText(quarters: number): string {
  const whole = Math.floor(quarters / 4);
  const part = ['', '¼', '½', '¾'][quarters % 4]!;
  return whole === 0 ? part : `${whole}${part}`;
}

/** An item with no weighable amount ("1 bunch", "to taste") still needs something: 10 mg. */
const SOME = 0.01;

function priceItem(
  group: AggregatedItem,
  food: Food,
  offers: readonly StoreOffer[],
  warnings: string[],
): PricedItem {
  const usable = usableOffers(food, offers, warnings);
  const need = group.grams !== null && group.grams > SOME ? group.grams : SOME;
  const choice = choosePackages(
    usable.map((u) => u.search),
    need,
  );
  if (!choice) return item(group, 'not_found');
  if (!choice.exact)
    warnings.push(`${food.id}: package search stopped at its step limit; the best basket found is used`);
  const purchases: PricedPurchase[] = [];
  choice.counts.forEach((count, index) => {
    if (count === 0) return;
    const { offer, search } = usable[index]!;
    const unit = paidCents(search);
    purchases.push({
      product_id: offer.productId,
      name: offer.name,
      brand: offer.brand ?? null,
      size: offer.size ?? null,
      store_aisle: offer.aisle ?? null,
      package_grams: search.packageGrams,
      count,
      unit_price_cents: unit,
      regular_unit_price_cents: offer.regularCents,
      on_sale: unit < offer.regularCents,
      cost_cents: count * unit,
    });
  });
  purchases.sort(
    (a, b) =>
      b.package_grams - a.package_grams ||
      (a.product_id < b.product_id ? -1 : a.product_id > b.product_id ? 1 : 0),
  );
  const status = purchases.some((p) => p.on_sale) ? 'on_sale' : 'regular';
  const bought = purchases.reduce((sum, p) => sum + p.count * p.package_grams, 0);
  // A smaller basket of one product that would also do: the bigger one is bought because it is
  // cheaper, and the list says so.
  let smaller: string | null = null;
  for (const u of usable) {
    const n = Math.ceil((need - COVER_TOLERANCE_GRAMS) / u.search.packageGrams);
    if (n * u.search.packageGrams < bought - COVER_TOLERANCE_GRAMS) {
      smaller = packagesText(n, u.offer.size ?? `${Math.round(u.search.packageGrams)} g`);
      break;
    }
  }
  // Foods sold by the piece ("1 ct" peppers, bananas) are said in pieces: "Buy 12 bananas".
  const pieceGrams = toGrams(food, 1, 'each')?.purchased ?? null;
  const byPiece = purchases.every((p) => {
    const offer = usable.find((u) => u.offer.productId === p.product_id)?.offer;
    return offer?.packageUnit === 'each' && (offer.packageQuantity ?? 0) > 0;
  });
  const pieces = byPiece
    ? {
        bought: purchases.reduce(
          (sum, p) =>
            sum +
            p.count * (usable.find((u) => u.offer.productId === p.product_id)!.offer.packageQuantity ?? 1),
          0,
        ),
        needed: pieceGrams ? need / pieceGrams : null,
      }
    : null;
  // The need in the system the store sells the food by ("Buy 1 × 5 lb · need 4 1/4 lb").
  const systems = new Set(
    purchases.map((p) => {
      const offer = usable.find((u) => u.offer.productId === p.product_id)?.offer;
      return offer ? weightSystemOf(offer) : null;
    }),
  );
  const [system] = systems;
  // Sold in packages labelled in ounces (coconut milk and broth by the fluid ounce, cans by
  // weight): the need in those ounces beside them, not in pounds.
  const packageUnits = new Set(
    purchases.map((p) => {
      const offer = usable.find((u) => u.offer.productId === p.product_id)?.offer;
      return offer ? labelUnitOf(offer) : null;
    }),
  );
  const [packageUnit] = packageUnits;
  const inOunces =
    purchases.length > 0 && packageUnits.size === 1 && (packageUnit === 'fl-oz' || packageUnit === 'oz')
      ? ouncesIn(food, group, packageUnit)
      : null;
  const restated = inOunces ?? (systems.size === 1 && system ? weightIn(food, group, system) : null);
  return {
    ...item(group, status, purchases, choice.cents, choice.regularCents),
    ...(restated === null ? {} : { quantity_text: restated }),
    buy_text: buyLine(food, purchases, pieces, smaller, group.inPieces, group.piecesSaid, group.quantityText),
  };
}

/**
 * Prices a grocery list at a store: merges the lines into one item per food, marks pantry
 * staples, and buys each other food's need with the cheapest packages at this week's prices
 * (exact: `choosePackages`). Foods without a usable offer and lines without a food are
 * `not_found`. Pure; every cent value is an integer.
 */
export function priceGroceryList(input: PriceGroceryListInput): PricedList {
  const { catalogue, lines, offers } = input;
  const pantry = input.pantryFoodIds === undefined ? null : new Set<string>(input.pantryFoodIds);
  const isPantry = (food: Food) => (pantry ? pantry.has(food.id) : isPantryFood(food));
  const warnings: string[] = [];

  const items: PricedItem[] = [];
  let pantryCost = 0;
  for (const group of aggregateLines(catalogue, lines)) {
    if (group.unknownFoodId !== undefined)
      warnings.push(`unknown food id "${group.unknownFoodId}": listed as not found`);
    const food = group.foodId === null ? undefined : catalogue.food(group.foodId);
    // Water from the tap is no shopping: a walk-through's list read "Water — Already at home".
    if (food && TAP_FOOD_IDS.has(food.id)) continue;
    if (!food) items.push(item(group, 'not_found'));
    else if (isPantry(food)) {
      items.push(item(group, 'pantry'));
      pantryCost += priceItem(group, food, offersFor(offers, food.id), []).cost_cents;
    } else items.push(priceItem(group, food, offersFor(offers, food.id), warnings));
  }
  const listed = zestOffTheFruit(items, catalogue);
  listed.sort(
    (a, b) =>
      aisleRank(a.aisle) - aisleRank(b.aisle) ||
      compareText(a.matched_name.toLowerCase(), b.matched_name.toLowerCase()) ||
      compareText(a.id, b.id),
  );
  return { items: listed, summary: summarize(listed), pantry_cost_cents: pantryCost, warnings };
}

const isBought = (entry: PricedItem) => entry.status === 'on_sale' || entry.status === 'regular';

/**
 * A citrus zest bought beside its own fruit comes off the fruits bought anyway: a walk-through's
 * list read "Lemon · Buy 1 lemon · need 1/2 lemon" and "Lemon, for its zest · Buy 1 lemon, for its
 * zest" (two lemons where one gives both). When the fruits bought are at least the zests needed,
 * the zest joins the fruit's item ("need 1/2 lemon + the zest of 1") at no cost of its own;
 * otherwise both stay as they are (more zests than fruits: the extra fruits are bought for them).
 */
function zestOffTheFruit(items: readonly PricedItem[], catalogue: Pick<Catalogue, 'food'>): PricedItem[] {
  const out = [...items];
  for (const zest of items) {
    const fruitId = zest.food_id === null ? undefined : ZEST_FRUIT_FOOD_IDS[zest.food_id];
    if (fruitId === undefined || !isBought(zest)) continue;
    const at = out.findIndex((entry) => entry.food_id === fruitId && isBought(entry));
    const fruit = out[at];
    const fruitFood = catalogue.food(fruitId);
    const pieceGrams = fruitFood ? toGrams(fruitFood, 1, 'each')?.purchased : undefined;
    if (!fruit || !pieceGrams) continue;
    const fruits = Math.floor(fruit.purchased_grams / pieceGrams + 0.05);
    if (fruits < zest.packages) continue;
    out[at] = {
      ...fruit,
      original_ingredient: `${fruit.original_ingredient}; ${zest.original_ingredient}`,
      quantity_text: `${fruit.quantity_text} + the zest of ${zest.packages}`,
      meal_keys: [...new Set([...fruit.meal_keys, ...zest.meal_keys])].sort(),
    };
    out.splice(out.indexOf(zest), 1);
  }
  return out;
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Totals and counts of a priced list (exact integer sums). */
export function summarize(items: readonly PricedItem[]): PricedListSummary {
  let total = 0;
  let regular = 0;
  const counts: Record<GroceryStatus, number> = { on_sale: 0, regular: 0, not_found: 0, pantry: 0 };
  for (const entry of items) {
    total += entry.cost_cents;
    regular += entry.regular_cost_cents;
    counts[entry.status] += 1;
  }
  return {
    total_cost_cents: total,
    regular_cost_cents: regular,
    total_savings_cents: regular - total,
    matched_count: counts.on_sale + counts.regular,
    on_sale_count: counts.on_sale,
    not_found_count: counts.not_found,
    pantry_count: counts.pantry,
    item_count: items.length,
  };
}
