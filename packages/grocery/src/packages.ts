/**
 * Package choice: the cheapest multiset of a store's packages that covers the grams a plan needs
 * (an unbounded covering knapsack), at this week's prices.
 *
 * Exact, by depth-first branch and bound over the offers:
 * - a need is covered to the milligram (`COVER_TOLERANCE_GRAMS`), so "2 lb from 1 lb bags" is two
 *   bags even when the grams went through unit conversions; prices are integer cents throughout;
 * - an offer is dropped when another is at least as big and strictly cheaper (it is never in an
 *   optimum), and of identical offers (same weight and price) only the first by product id stays;
 * - an offer's count is capped when k of its packages can be swapped for one other package that
 *   holds as much and costs less (or the same, in fewer packages): the optimum never has k of them;
 * - when the search space is large, a table over whole cents first finds the least cost and, for
 *   every cent budget, the most grams the remaining offers can buy with it, so the search only
 *   follows branches that can still reach that least cost (prices are whole cents, so the table
 *   is as long as the answer in cents: a few thousand rows for a week's groceries);
 * - offers are searched cheapest per gram first, each with 0 … ⌈remaining / size⌉ packages
 *   (within its cap), most first, so the first basket found is the greedy one; a branch is cut
 *   when its cost plus the remaining grams at the best price per gram still available (rounded
 *   up to a whole cent) is more than the best basket's, or equal to it and it cannot use fewer
 *   packages.
 *
 * Among baskets of equal cost: fewer packages, then fewer grams (less waste), then the sorted list
 * of product ids that comes first, so the answer never depends on the order of the offers.
 */

/** One package a store sells, as the search sees it. */
export interface PackageOffer {
  readonly productId: string;
  /** Net weight of one package, grams as purchased (> 0). */
  readonly packageGrams: number;
  /** Regular shelf price of one package, integer cents (≥ 0). */
  readonly regularCents: number;
  /** This week's sale price of one package, integer cents; null when not on sale. */
  readonly saleCents: number | null;
}

/** The basket `choosePackages` picked. */
export interface PackageChoice {
  /** Packages of each offer, in the order the offers were given (0 for unused or invalid ones). */
  readonly counts: readonly number[];
  /** What the basket costs this week, integer cents. */
  readonly cents: number;
  /** What the same packages cost at regular prices, integer cents (≥ `cents`). */
  readonly regularCents: number;
  /** Total number of packages. */
  readonly packages: number;
  /** Total grams bought (≥ the need, to the milligram). */
  readonly grams: number;
  /**
   * False only when the search hit its step limit (`SEARCH_LIMIT`: needs of hundreds of kilos
   * over many offers of nearly the same price per gram) and returned the best basket found by
   * then. That basket still has the least cost whenever the cents table was built (baskets up to
   * `TABLE_LIMIT / offers` cents); only the tie-breaks may be unsettled.
   */
  readonly exact: boolean;
}

/** What one package costs this week: the sale price when there is one and it is lower. */
export const paidCents = (offer: Pick<PackageOffer, 'regularCents' | 'saleCents'>): number =>
  offer.saleCents !== null && offer.saleCents < offer.regularCents ? offer.saleCents : offer.regularCents;

/** A basket covers a need when it is at most this many grams short (one milligram). */
export const COVER_TOLERANCE_GRAMS = 0.001;
const EPS = COVER_TOLERANCE_GRAMS;
/** Grams totals closer than this are equal when breaking ties. */
const SAME_GRAMS = 1e-6;

const isCents = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * True when the offer can be bought: a package of at least one milligram and prices in whole,
 * non-negative cents.
 */
export function isValidOffer(offer: PackageOffer): boolean {
  return (
    Number.isFinite(offer.packageGrams) &&
    offer.packageGrams >= EPS &&
    isCents(offer.regularCents) &&
    (offer.saleCents === null || isCents(offer.saleCents))
  );
}

interface Option {
  /** Index into the caller's offers. */
  readonly index: number;
  readonly productId: string;
  readonly grams: number;
  readonly cents: number;
}

/** Fewest packages of `grams` that cover `remaining` (to the tolerance). */
function packagesToCover(remaining: number, grams: number): number {
  if (remaining <= EPS) return 0;
  let n = Math.max(1, Math.ceil((remaining - EPS) / grams));
  while (n * grams < remaining - EPS) n += 1;
  while (n > 1 && (n - 1) * grams >= remaining - EPS) n -= 1;
  return n;
}

/** Lexicographic order of two sorted lists of product ids. */
function compareIds(a: readonly string[], b: readonly string[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i += 1) {
    const x = a[i]!;
    const y = b[i]!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Offers worth searching: valid, not dominated, cheapest per gram first. */
function searchOptions(offers: readonly PackageOffer[]): Option[] {
  const valid: Option[] = [];
  offers.forEach((offer, index) => {
    if (!isValidOffer(offer)) return;
    valid.push({ index, productId: offer.productId, grams: offer.packageGrams, cents: paidCents(offer) });
  });
  // Identical weight and price: the first by product id (then by position) stands for all.
  const byId = (a: Option, b: Option) => compareText(a.productId, b.productId) || a.index - b.index;
  const kept = valid.filter(
    (a) =>
      !valid.some(
        (b) =>
          b !== a &&
          b.grams >= a.grams &&
          (b.cents < a.cents || (b.cents === a.cents && b.grams === a.grams && byId(b, a) < 0)),
      ),
  );
  // Cents per gram ascending (cross-multiplied), bigger packages first.
  return kept.sort((a, b) => a.cents * b.grams - b.cents * a.grams || b.grams - a.grams || byId(a, b));
}

/**
 * Most packages of each option an optimum can hold: k packages of `a` are never bought when one
 * package of another option holds at least as much and costs less than k of `a` (or the same,
 * with k ≥ 2: same cost in fewer packages), because swapping them makes a better basket.
 */
function countCaps(options: readonly Option[]): number[] {
  return options.map((a) => {
    let cap = Infinity;
    for (const b of options) {
      if (b === a) continue;
      // Smallest k with b.cents < k·a.cents, or b.cents ≤ k·a.cents and k ≥ 2.
      let k = a.cents === 0 ? Infinity : Math.floor(b.cents / a.cents) + 1;
      if (b.cents <= 2 * a.cents) k = Math.min(k, 2);
      else if (a.cents > 0 && b.cents % a.cents === 0) k = Math.min(k, b.cents / a.cents);
      // … provided one `b` holds k packages of `a`.
      if (k * a.grams <= b.grams) cap = Math.min(cap, k - 1);
    }
    return cap;
  });
}

/**
 * Fewest whole cents that can cover `remaining` grams at this option's price per gram (a lower
 * bound when it is the cheapest per gram left; a hair of slack for rounding only weakens it).
 */
const lowerCents = (remaining: number, option: Option): number =>
  Math.ceil(((remaining - EPS) * option.cents) / option.grams - 1e-6);

/** Most search steps per choice; beyond it the best basket found so far is returned. */
const SEARCH_LIMIT = 250_000;
/** Below this many count combinations the search alone is fast; above, the cents table guides it. */
const SMALL_SPACE = 4096;
/** Largest cents table (options × cents) built; beyond it the search runs on its bounds alone. */
const TABLE_LIMIT = 4_000_000;

/**
 * Least whole-cent cost covering `need`, and `reach[c·n + i]`: the most grams options i … n-1
 * buy for at most c cents (a free option reaches any amount), for c = 0 … that cost. Null when
 * the table would exceed `TABLE_LIMIT`.
 */
function centsTable(options: readonly Option[], need: number): { cents: number; reach: Float64Array } | null {
  const n = options.length;
  // Any single option covers the need, so the least cost is at most the cheapest such basket.
  let upper = Infinity;
  for (const o of options) upper = Math.min(upper, packagesToCover(need, o.grams) * o.cents);
  if ((upper + 1) * n > TABLE_LIMIT) return null;
  let reach = new Float64Array(Math.min(upper + 1, 256) * n);
  for (let c = 0; c <= upper; c += 1) {
    if ((c + 1) * n > reach.length) {
      const grown = new Float64Array(Math.min(upper + 1, 2 * (reach.length / n)) * n);
      grown.set(reach);
      reach = grown;
    }
    for (let i = n - 1; i >= 0; i -= 1) {
      const o = options[i]!;
      const without = i === n - 1 ? 0 : reach[c * n + i + 1]!;
      const withOne = o.cents === 0 ? Infinity : c >= o.cents ? reach[(c - o.cents) * n + i]! + o.grams : 0;
      reach[c * n + i] = Math.max(without, withOne);
    }
    if (reach[c * n]! >= need - EPS) return { cents: c, reach };
  }
  return null;
}

/**
 * How `choosePackages` searches: `auto` builds the cents table only for large search spaces;
 * `table` always builds it (when within `TABLE_LIMIT`); `search` never does.
 */
export type ChoiceStrategy = 'auto' | 'table' | 'search';

interface Best {
  counts: number[];
  cents: number;
  packages: number;
  grams: number;
  ids: string[] | null;
}

/**
 * The cheapest way to buy at least `needGrams` (to the milligram) from these offers, or null when
 * none is valid (package ≥ 1 mg, whole non-negative cents). A need of 1 mg or less buys nothing
 * (all counts 0). Exact; ties are broken by fewer packages, then fewer grams, then product ids.
 */
export function choosePackages(
  offers: readonly PackageOffer[],
  needGrams: number,
  strategy: ChoiceStrategy = 'auto',
): PackageChoice | null {
  const options = searchOptions(offers);
  if (options.length === 0) return null;
  const need = Number.isFinite(needGrams) ? needGrams : 0;
  const counts = new Array<number>(offers.length).fill(0);
  if (need <= EPS) return { counts, cents: 0, regularCents: 0, packages: 0, grams: 0, exact: true };

  const n = options.length;
  // Biggest package among options i … n-1: the fewest packages that can still cover a remainder.
  const maxGrams = new Array<number>(n + 1).fill(0);
  for (let i = n - 1; i >= 0; i -= 1) maxGrams[i] = Math.max(maxGrams[i + 1]!, options[i]!.grams);

  const caps = countCaps(options);
  const current = new Array<number>(n).fill(0);
  let best: Best | null = null;

  // A large space: let the cents table say which branches can still reach the least cost.
  let space = 1;
  for (let i = 0; i < n && space <= SMALL_SPACE; i += 1)
    space *= Math.min(packagesToCover(need, options[i]!.grams), caps[i]!) + 1;
  let table =
    strategy === 'table' || (strategy === 'auto' && space > SMALL_SPACE) ? centsTable(options, need) : null;

  const idsOf = (optionCounts: readonly number[]): string[] => {
    const ids: string[] = [];
    optionCounts.forEach((count, i) => {
      for (let k = 0; k < count; k += 1) ids.push(options[i]!.productId);
    });
    return ids.sort(compareText);
  };

  const consider = (cents: number, packages: number, grams: number) => {
    if (table !== null && cents > table.cents) return;
    if (best !== null) {
      if (cents !== best.cents) {
        if (cents > best.cents) return;
      } else if (packages !== best.packages) {
        if (packages > best.packages) return;
      } else if (Math.abs(grams - best.grams) > SAME_GRAMS) {
        if (grams > best.grams) return;
      } else {
        best.ids ??= idsOf(best.counts);
        if (compareIds(idsOf(current), best.ids) >= 0) return;
      }
    }
    best = { counts: [...current], cents, packages, grams, ids: null };
  };

  let steps = 0;
  const search = (i: number, remaining: number, cents: number, packages: number, grams: number) => {
    steps += 1;
    if (steps > SEARCH_LIMIT) return;
    const option = options[i]!;
    if (table !== null) {
      const budget = table.cents - cents;
      // 1e-9: float sums in another order must not cut the branch that reaches the least cost.
      if (budget < 0 || table.reach[budget * n + i]! < remaining - EPS - 1e-9) return;
    }
    if (best !== null) {
      // Every completion costs at least this: the rest at the best price per gram left.
      const bound = cents + lowerCents(remaining, option);
      if (bound > best.cents) return;
      if (bound === best.cents && packages + packagesToCover(remaining, maxGrams[i]!) > best.packages) return;
    }
    const most = Math.min(packagesToCover(remaining, option.grams), caps[i]!);
    if (i === n - 1) {
      if (most * option.grams < remaining - EPS) return; // cannot cover within its cap
      current[i] = most;
      consider(cents + most * option.cents, packages + most, grams + most * option.grams);
      current[i] = 0;
      return;
    }
    const next = options[i + 1]!;
    for (let k = most; k >= 0; k -= 1) {
      current[i] = k;
      const left = remaining - k * option.grams;
      const spent = cents + k * option.cents;
      if (left <= EPS) {
        consider(spent, packages + k, grams + k * option.grams);
        continue;
      }
      // The child's bound only grows as k falls (the next option is no cheaper per gram): stop.
      if (best !== null && spent + lowerCents(left, next) > best.cents) break;
      search(i + 1, left, spent, packages + k, grams + k * option.grams);
    }
    current[i] = 0;
  };
  search(0, need, 0, 0, 0);
  if (best === null && table !== null && steps <= SEARCH_LIMIT) {
    table = null; // the table and the search disagreed on a rounding hair: search on bounds alone
    search(0, need, 0, 0, 0);
  }
  const exact = steps <= SEARCH_LIMIT;
  if (best === null) {
    // Out of steps before any basket: the cheapest basket of a single option.
    let pick = 0;
    let cheapest = Infinity;
    options.forEach((o, i) => {
      const cost = packagesToCover(need, o.grams) * o.cents;
      if (cost < cheapest) [pick, cheapest] = [i, cost];
    });
    const k = packagesToCover(need, options[pick]!.grams);
    current[pick] = k;
    consider(cheapest, k, k * options[pick]!.grams);
  }

  const found = best as Best | null;
  if (found === null) return null; // unreachable: the last option alone always covers the need
  let regularCents = 0;
  let grams = 0;
  found.counts.forEach((count, i) => {
    const option = options[i]!;
    const offer = offers[option.index]!;
    counts[option.index] = count;
    regularCents += count * offer.regularCents;
    grams += count * offer.packageGrams;
  });
  return { counts, cents: found.cents, regularCents, packages: found.packages, grams, exact };
}
