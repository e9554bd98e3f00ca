/**
 * Hand-curated input to `derive-foods.ts`: which SR28 row each Saverly food takes its facts from,
 * plus everything SR28 does not know (aliases, aisle, diet attributes, missing portion weights,
 * retail packages, reference price).
 */
import type { Aisle } from '../../src/aisles.js';
import type { Attribute } from '../../src/schema.js';

/** A portion weight SR28 lacks: grams for one unit, and why we use that figure. */
type CuratedPortion = readonly [grams: number, why: string];

export interface FoodSource {
  /** Stable Saverly id (kebab-case); never reuse or rename once recipes use it. */
  readonly id: string;
  /** SR28 Nutrient Data Bank number the nutrient facts come from. */
  readonly ndb: number;
  readonly name: string;
  readonly aisle: Aisle;
  readonly attributes: readonly Attribute[];
  /** Extra matching terms (the name is always matched; plurals are handled by the matcher). */
  readonly aliases?: readonly string[];
  /** Unit → grams where SR28's two household weights do not cover what recipes use. */
  readonly portions?: Readonly<Record<string, CuratedPortion>>;
  /** Retail package sizes, e.g. '14.5 oz', '1 dozen', '1 bunch'. */
  readonly packages: readonly string[];
  /**
   * Reference price: [cents, quantity, unit] as a Saverly estimate, or a BLS series id
   * (scaled from its last month to the reference month with the food-at-home CPI).
   */
  readonly price: readonly [cents: number, quantity: number, unit: string] | { readonly bls: string };
  /** Set when the SR28 row is a stand-in for a product SR28 does not list; says why it is close enough. */
  readonly proxy?: string;
  /**
   * A documented composite for a product SR28 does not list (almond milk, gochujang, naan …):
   * nutrients are the share-weighted sum of SR28 rows (shares add up to 1), `ndb` names the main
   * part. `why` says where the recipe comes from (a typical US label's ingredient order and
   * nutrition panel). Portions must be given in `portions` (SR28's household weights of the main
   * part do not describe the product).
   */
  readonly composite?: {
    readonly parts: readonly (readonly [ndb: number, share: number])[];
    readonly why: string;
  };
  /**
   * A cooked form (cooked rice, cooked lentils …): bought as `rawId` with `yield` grams cooked per
   * gram raw, so lists and costs never price the cooked form (ADR 0028).
   */
  readonly cooked?: { readonly rawId: string; readonly yield: number; readonly why: string };
  /**
   * Juice that a recipe means fresh ("juice of a lime"): bought as the fruit `fruitId`, at the
   * juice's own 'each' portion per fruit (its nutrition stays the juice's).
   */
  readonly juiceOf?: { readonly fruitId: string; readonly why: string };
  /** Inedible share as purchased, when the retail form differs from SR28's (e.g. boneless cuts). */
  readonly refusePct?: number;
  readonly note?: string;
}

export const food = (
  id: string,
  ndb: number,
  name: string,
  aisle: Aisle,
  attributes: readonly Attribute[],
  rest: Omit<FoodSource, 'id' | 'ndb' | 'name' | 'aisle' | 'attributes'>,
): FoodSource => ({ id, ndb, name, aisle, attributes, ...rest });

/** Common reasons, so the same figure is explained the same way everywhere. */
export const why = {
  retailCount: 'typical US retail item, edible portion (Saverly kitchen scale, averaged)',
  canNet: 'net weight printed on the standard US can (solids and liquid, as SR28 measures canned goods)',
  waterDensity: 'thin liquid: 1 cup = 236.6 ml at ~1.0 g/ml (SR28 gives no volume weight for this row)',
  packLabel: 'net weight printed on the standard US retail package',
  sliceDeli: 'one deli slice of 1 oz (US deli slicing standard)',
} as const;

/** A cooked form's yield reason: energy per 100 g raw ÷ cooked from SR28's own rows, to 0.05. */
export const yieldWhy = (raw: number, cooked: number, rawKcal: number, cookedKcal: number): string =>
  `SR28 ${raw} raw ${rawKcal} kcal / ${cooked} cooked ${cookedKcal} kcal per 100 g: one gram raw cooks to ${(
    Math.round((rawKcal / cookedKcal) * 20) / 20
  ).toFixed(2)} g`;
