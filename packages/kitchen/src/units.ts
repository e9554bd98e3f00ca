/**
 * Units and conversion between mass, volume and count.
 *
 * - Mass ↔ mass and volume ↔ volume arithmetic uses the exact legal definitions (1 lb =
 *   453.59237 g, 1 US gal = 3,785.411784 ml) and derives every other unit from them (1 oz = 1/16 lb,
 *   1 cup = 1/16 gal, 1 tbsp = 1/2 fl oz, 1 tsp = 1/3 tbsp …), so 16 oz is exactly 1 lb and 3 tsp
 *   exactly 1 tbsp. (parse-ingredient's `convertUnit` rounds its factors to 6 decimals:
 *   16 × 28.349523 g < 453.59237 g bought two 16 oz packages for "1 lb spaghetti".)
 * - Volume → grams goes through the food's portion weight for that exact unit when SR28 (or we)
 *   measured it, otherwise through the food's density (g/ml).
 * - Count units (each, clove, slice, can, bunch …) need a portion weight for that food.
 *
 * Quantities in a mass unit are taken **as purchased** (a pound of asparagus includes the woody
 * ends); volume and count quantities are **edible** portions (a cup of chopped onion). The food's
 * refuse percentage (SR28 `RefusePercentage`) turns one into the other.
 */

export const UNIT_IDS = [
  // mass
  'g',
  'kg',
  'oz',
  'lb',
  // volume
  'ml',
  'l',
  'tsp',
  'tbsp',
  'cup',
  'fl-oz',
  'pint',
  'quart',
  'gal',
  'pinch',
  'dash',
  // count
  'each',
  'small',
  'medium',
  'large',
  'dozen',
  'clove',
  'head',
  'bunch',
  'slice',
  'can',
  'jar',
  'package',
  'stalk',
  'sprig',
  'leaf',
  'ear',
  'stick',
  'sheet',
  'inch',
  'handful',
] as const;
export type UnitId = (typeof UNIT_IDS)[number];

export type UnitKind = 'mass' | 'volume' | 'count';

interface UnitDef {
  readonly kind: UnitKind;
  /** Grams per unit (mass units), exact by definition. */
  readonly grams?: number;
  /** Millilitres per unit (volume units), exact by definition. */
  readonly ml?: number;
  readonly singular: string;
  readonly plural: string;
}

/** The international avoirdupois pound (1959), exactly. */
const POUND_G = 453.59237;
/** The US liquid gallon, 231 cubic inches, exactly. */
const GALLON_ML = 3785.411784;
const OUNCE_G = POUND_G / 16;
const FLUID_OUNCE_ML = GALLON_ML / 128;
const TABLESPOON_ML = FLUID_OUNCE_ML / 2;
const TEASPOON_ML = TABLESPOON_ML / 3;

export const UNITS: Readonly<Record<UnitId, UnitDef>> = {
  g: { kind: 'mass', grams: 1, singular: 'g', plural: 'g' },
  kg: { kind: 'mass', grams: 1000, singular: 'kg', plural: 'kg' },
  oz: { kind: 'mass', grams: OUNCE_G, singular: 'oz', plural: 'oz' },
  lb: { kind: 'mass', grams: POUND_G, singular: 'lb', plural: 'lb' },
  ml: { kind: 'volume', ml: 1, singular: 'ml', plural: 'ml' },
  l: { kind: 'volume', ml: 1000, singular: 'l', plural: 'l' },
  tsp: { kind: 'volume', ml: TEASPOON_ML, singular: 'tsp', plural: 'tsp' },
  tbsp: { kind: 'volume', ml: TABLESPOON_ML, singular: 'tbsp', plural: 'tbsp' },
  cup: { kind: 'volume', ml: GALLON_ML / 16, singular: 'cup', plural: 'cups' },
  'fl-oz': { kind: 'volume', ml: FLUID_OUNCE_ML, singular: 'fl oz', plural: 'fl oz' },
  pint: { kind: 'volume', ml: GALLON_ML / 8, singular: 'pint', plural: 'pints' },
  quart: { kind: 'volume', ml: GALLON_ML / 4, singular: 'quart', plural: 'quarts' },
  gal: { kind: 'volume', ml: GALLON_ML, singular: 'gallon', plural: 'gallons' },
  // A pinch is 1/16 tsp and a dash 1/8 tsp (the measuring-spoon sets sold in the US).
  pinch: { kind: 'volume', ml: TEASPOON_ML / 16, singular: 'pinch', plural: 'pinches' },
  dash: { kind: 'volume', ml: TEASPOON_ML / 8, singular: 'dash', plural: 'dashes' },
  each: { kind: 'count', singular: '', plural: '' },
  small: { kind: 'count', singular: 'small', plural: 'small' },
  medium: { kind: 'count', singular: 'medium', plural: 'medium' },
  large: { kind: 'count', singular: 'large', plural: 'large' },
  dozen: { kind: 'count', singular: 'dozen', plural: 'dozen' },
  clove: { kind: 'count', singular: 'clove', plural: 'cloves' },
  head: { kind: 'count', singular: 'head', plural: 'heads' },
  bunch: { kind: 'count', singular: 'bunch', plural: 'bunches' },
  slice: { kind: 'count', singular: 'slice', plural: 'slices' },
  can: { kind: 'count', singular: 'can', plural: 'cans' },
  jar: { kind: 'count', singular: 'jar', plural: 'jars' },
  package: { kind: 'count', singular: 'package', plural: 'packages' },
  stalk: { kind: 'count', singular: 'stalk', plural: 'stalks' },
  sprig: { kind: 'count', singular: 'sprig', plural: 'sprigs' },
  leaf: { kind: 'count', singular: 'leaf', plural: 'leaves' },
  ear: { kind: 'count', singular: 'ear', plural: 'ears' },
  stick: { kind: 'count', singular: 'stick', plural: 'sticks' },
  sheet: { kind: 'count', singular: 'sheet', plural: 'sheets' },
  inch: { kind: 'count', singular: 'inch piece', plural: 'inch pieces' },
  handful: { kind: 'count', singular: 'handful', plural: 'handfuls' },
};

export const isUnitId = (value: string): value is UnitId => Object.hasOwn(UNITS, value);

/** Millilitres in `quantity` of a volume unit. */
export function toMillilitres(quantity: number, unit: UnitId): number {
  const def = UNITS[unit];
  if (def.kind !== 'volume') throw new RangeError(`${unit} is not a volume unit`);
  return quantity * def.ml!;
}

/** Grams in `quantity` of a mass unit. */
export function toMassGrams(quantity: number, unit: UnitId): number {
  if (UNITS[unit].kind !== 'mass') throw new RangeError(`${unit} is not a mass unit`);
  return quantity * UNITS[unit].grams!;
}

/** Same-kind arithmetic (mass↔mass, volume↔volume); null across kinds or for count units. */
export function convertSameKind(quantity: number, from: UnitId, to: UnitId): number | null {
  const kind = UNITS[from].kind;
  if (kind !== UNITS[to].kind) return null;
  if (kind === 'mass') return (quantity * toMassGrams(1, from)) / toMassGrams(1, to);
  if (kind === 'volume') return (quantity * toMillilitres(1, from)) / toMillilitres(1, to);
  return from === to ? quantity : null;
}

/** What a food needs for conversion (a structural subset of `Food`). */
export interface ConvertibleFood {
  readonly id: string;
  readonly densityGPerMl: number | null;
  readonly refusePct: number;
  readonly portions: readonly { readonly unit: UnitId; readonly grams: number }[];
}

export interface Grams {
  /** Edible grams: what nutrition is computed from. */
  readonly edible: number;
  /** Grams as purchased (edible plus peel, bone, shell…): what is bought and priced. */
  readonly purchased: number;
}

/** Count units that stand in for each other when a food lacks the exact one. */
const COUNT_FALLBACKS: Partial<Record<UnitId, readonly UnitId[]>> = {
  each: ['medium'],
  medium: ['each'],
};

function portionGrams(food: ConvertibleFood, unit: UnitId): number | null {
  const exact = food.portions.find((p) => p.unit === unit);
  if (exact) return exact.grams;
  for (const alt of COUNT_FALLBACKS[unit] ?? []) {
    const found = food.portions.find((p) => p.unit === alt);
    if (found) return found.grams;
  }
  return null;
}

const yieldFraction = (food: ConvertibleFood) => 1 - food.refusePct / 100;

/**
 * Grams of `food` in `quantity` `unit`, or null when the food has no way to convert that unit
 * (e.g. "1 bunch" of a food with no bunch weight).
 */
export function toGrams(food: ConvertibleFood, quantity: number, unit: UnitId): Grams | null {
  const kind = UNITS[unit].kind;
  if (kind === 'mass') {
    const purchased = toMassGrams(quantity, unit);
    return { purchased, edible: purchased * yieldFraction(food) };
  }
  let edible: number | null = null;
  if (kind === 'volume') {
    const direct = food.portions.find((p) => p.unit === unit);
    if (direct) edible = quantity * direct.grams;
    else if (food.densityGPerMl !== null) edible = toMillilitres(quantity, unit) * food.densityGPerMl;
  } else if (unit === 'dozen') {
    const each = portionGrams(food, 'each') ?? portionGrams(food, 'large');
    edible = each === null ? null : quantity * 12 * each;
  } else {
    const grams = portionGrams(food, unit);
    edible = grams === null ? null : quantity * grams;
  }
  if (edible === null) return null;
  return { edible, purchased: edible / yieldFraction(food) };
}

/** True when `toGrams` can convert this unit for this food. */
export const canConvert = (food: ConvertibleFood, unit: UnitId): boolean => toGrams(food, 1, unit) !== null;

/**
 * Converts between any two units of one food (mass, volume or count), through the food's
 * density and portion weights. Mass is as purchased, so 1 lb of asparagus → cups → lb round-trips.
 */
export function convert(food: ConvertibleFood, quantity: number, from: UnitId, to: UnitId): number | null {
  const same = UNITS[from].kind !== 'count' ? convertSameKind(quantity, from, to) : null;
  if (same !== null) return same;
  const source = toGrams(food, quantity, from);
  const perUnit = toGrams(food, 1, to);
  if (source === null || perUnit === null || perUnit.purchased === 0) return null;
  return source.purchased / perUnit.purchased;
}

const FRACTIONS: readonly [number, string][] = [
  [1 / 8, '1/8'],
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [3 / 8, '3/8'],
  [1 / 2, '1/2'],
  [5 / 8, '5/8'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
  [7 / 8, '7/8'],
];

/** 1.5 → "1 1/2", 0.333 → "1/3", 2.4 → "2.4". */
export function formatQuantity(quantity: number): string {
  const whole = Math.floor(quantity + 1e-9);
  const rest = quantity - whole;
  if (rest < 0.01) return String(whole);
  const fraction = FRACTIONS.find(([value]) => Math.abs(value - rest) < 0.02);
  if (fraction) return whole === 0 ? fraction[1] : `${whole} ${fraction[1]}`;
  return String(Math.round(quantity * 100) / 100);
}

/** "2 cups", "1 clove", "3 tbsp"; count units without a word ("each") give "". */
export function unitLabel(unit: UnitId, quantity: number): string {
  const def = UNITS[unit];
  return quantity > 1 ? def.plural : def.singular;
}
