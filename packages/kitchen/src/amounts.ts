/**
 * Kitchen-friendly amounts: a scaled recipe line says what a cook measures ("1 1/2 tsp", "2/3 cup",
 * "1 cucumber"), never "0.375 tbsp" or "1 cucumbers". Used wherever a recipe is scaled to a family
 * (the planner's meals and the grocery list's lines).
 */
import { singular } from './matcher.js';
import { UNITS, convertSameKind, formatQuantity, unitLabel, type UnitId } from './units.js';

export interface Amount {
  readonly quantity: number;
  readonly unit: UnitId;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** Nearest whole-plus-fraction from `fractions` (e.g. 1/4, 1/3, 1/2 …); ties go up. */
function nearestFraction(value: number, fractions: readonly number[]): number {
  const whole = Math.floor(value);
  const candidates = [whole, ...fractions.map((f) => whole + f), whole + 1];
  let best = candidates[0]!;
  for (const c of candidates) if (Math.abs(c - value) <= Math.abs(best - value) + 1e-9) best = c;
  return best;
}

const SPOON_FRACTIONS = [1 / 8, 1 / 4, 1 / 2, 3 / 4];
const TBSP_FRACTIONS = [1 / 2];
const CUP_FRACTIONS = [1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4];
const QUARTERS = [1 / 4, 1 / 2, 3 / 4];
const HALVES = [1 / 2];
/** Part of a container, as a cook sees it: 5 oz of a 14 oz package is about a third, not a quarter. */
const CONTAINER_PARTS = [1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4];
/** "about 1/3" of a container for `exact` (under one) of it; "1/2" when it is that. */
function containerShare(exact: number): string {
  const share = Math.max(1 / 4, nearestFraction(exact, CONTAINER_PARTS));
  return `${Math.abs(share - exact) > 0.01 ? 'about ' : ''}${formatQuantity(share)}`;
}
/** A count of things nobody cuts (eggs, cloves, pieces made): rounded, and at least one. */
const wholeCount = (quantity: number): number => Math.max(1, Math.round(quantity));
/**
 * Count units nobody cuts in half: a clove, a can, a leaf. Not a head or a bunch: half a
 * cauliflower or half a bunch of cilantro is what a cook uses for half the recipe (a walk-through's
 * tacos for 2 of a recipe for 4 said "1 head cauliflower" beside half its oil and spices).
 */
const WHOLE_COUNTS: ReadonlySet<UnitId> = new Set<UnitId>([
  'clove',
  'can',
  'jar',
  'package',
  'slice',
  'sheet',
  'leaf',
  'sprig',
  'ear',
  'stick',
  'stalk',
  'handful',
  'pinch',
  'dash',
]);

/**
 * The amount a cook measures: spoons and cups to the measuring set (1/8–3/4 tsp, 1/2 tbsp,
 * 1/4–3/4 cup; small tablespoons as teaspoons, small cups as tablespoons, big spoonfuls as cups),
 * weights to a sensible grain (ounces to quarters below 8, whole from 8), counts to quarters below
 * one, halves below 3 (onions, peppers) or wholes (cloves, cans; 3 or more of anything). Never
 * rounds an ingredient that is there down to nothing.
 */
export function kitchenAmount(quantity: number, unit: UnitId): Amount {
  if (!Number.isFinite(quantity) || quantity <= 0) return { quantity, unit };
  switch (unit) {
    case 'tsp': {
      if (quantity >= 3 - 1e-9) return kitchenAmount(quantity / 3, 'tbsp');
      // 1/8 tsp is a measure on its own, not beside whole teaspoons ("2 1/8 tsp" read odd).
      if (quantity >= 1 - 1e-9) {
        // Rounded up to 3 teaspoons is a tablespoon ("3 tsp of oil" read odd in a scaled step).
        const rounded = nearestFraction(quantity, QUARTERS);
        return rounded >= 3 - 1e-9 ? { quantity: 1, unit: 'tbsp' } : { quantity: rounded, unit };
      }
      return { quantity: Math.max(1 / 8, nearestFraction(quantity, SPOON_FRACTIONS)), unit };
    }
    case 'tbsp': {
      if (quantity < 1 - 1e-9) return kitchenAmount(quantity * 3, 'tsp');
      if (quantity >= 4 - 1e-9) return kitchenAmount(quantity / 16, 'cup');
      // And rounded up to 4 tablespoons, a quarter cup.
      const rounded = nearestFraction(quantity, TBSP_FRACTIONS);
      // Under 2 tablespoons a half is up to a fifth of the amount (1 1/4 tbsp of salt read "1 1/2
      // tbsp"): quarters there ("1 1/4 tbsp", a tablespoon and 3/4 tsp; "3 3/4 tsp" read odd).
      if (quantity < 2 - 1e-9 && Math.abs(rounded - quantity) > 0.1 * quantity)
        return { quantity: nearestFraction(quantity, QUARTERS), unit };
      return rounded >= 4 - 1e-9 ? { quantity: 1 / 4, unit: 'cup' } : { quantity: rounded, unit };
    }
    case 'cup': {
      if (quantity < 1 / 4 - 1e-9) return kitchenAmount(quantity * 16, 'tbsp');
      const cups = nearestFraction(quantity, CUP_FRACTIONS);
      // Under half a cup the measures are far apart: 6 tbsp of condensed milk read "1/3 cup" (a
      // walk-through), 11 % short. More than 8 % off, tablespoons (halves), as exact as the spoon.
      if (quantity < 1 / 2 - 1e-9 && Math.abs(cups - quantity) > 0.08 * quantity)
        return { quantity: nearestFraction(quantity * 16, TBSP_FRACTIONS), unit: 'tbsp' };
      return { quantity: cups, unit };
    }
    case 'g':
      if (quantity >= 1000) return { quantity: roundTo(quantity / 1000, 0.05), unit: 'kg' };
      return { quantity: Math.max(1, quantity >= 100 ? roundTo(quantity, 5) : Math.round(quantity)), unit };
    case 'kg':
      return { quantity: roundTo(quantity, 0.05), unit };
    case 'oz':
      if (quantity >= 16 - 1e-9) return kitchenAmount(quantity / 16, 'lb');
      // From 8 oz, whole ounces: a walk-through's list read "13 3/4 oz firm tofu" (a 14 oz block)
      // and "9 1/2 oz diced tomatoes"; a quarter ounce there is under 3 % of the amount.
      if (quantity >= 8 - 1e-9) {
        const whole = Math.round(quantity);
        return whole >= 16 ? { quantity: 1, unit: 'lb' } : { quantity: whole, unit };
      }
      // From 4 oz, halves: "7 1/4 oz spaghetti" (a walk-through) asked a precision no one weighs
      // pasta to; a half ounce there is under 7 % of the amount.
      if (quantity >= 4 - 1e-9) return { quantity: nearestFraction(quantity, HALVES), unit };
      return { quantity: Math.max(1 / 4, nearestFraction(quantity, QUARTERS)), unit };
    case 'lb':
      return { quantity: Math.max(1 / 4, nearestFraction(quantity, QUARTERS)), unit };
    case 'ml':
      return { quantity: Math.max(5, roundTo(quantity, 5)), unit };
    case 'l':
      return { quantity: roundTo(quantity, 0.05), unit };
    case 'fl-oz':
    case 'pint':
    case 'quart':
    case 'gal':
      return { quantity: Math.max(1 / 2, nearestFraction(quantity, HALVES)), unit };
    default:
      // A pinch and a dash are volumes, but nobody measures 1.3 of them.
      if (WHOLE_COUNTS.has(unit)) return { quantity: wholeCount(quantity), unit };
      // Halves of a few ("1 1/2 onions"); from 3 up a half is at most a sixth of the amount and
      // reads wrong ("5 1/2 large eggs"), so whole, ties up.
      // Below one, quarters: "1/4 red bell pepper" for a quarter of one, where "1/2" in each of
      // five one-person meals asked for 2 1/2 peppers beside a list that bought the 2 they need.
      if (UNITS[unit].kind === 'count')
        return quantity >= 3 - 1e-9
          ? { quantity: Math.round(quantity), unit }
          : quantity < 7 / 8 - 1e-9
            ? { quantity: Math.max(1 / 4, nearestFraction(quantity, QUARTERS)), unit }
            : { quantity: Math.max(1 / 2, nearestFraction(quantity, HALVES)), unit };
      return { quantity, unit };
  }
}

// ---------------------------------------------------------------------------------------------
// Ingredient text
// ---------------------------------------------------------------------------------------------

const LEADING_QUANTITY =
  /^\s*(?:about\s+|approximately\s+)?(?:\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?|[½¼¾⅓⅔⅛⅜⅝⅞])(?:\s+(?:\d+\s*\/\s*\d+|[½¼¾⅓⅔⅛⅜⅝⅞]))?(?:\s*(?:-|–|to)\s*\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?)?\s*/iu;

/** Unit words as recipes write them, beyond the kitchen's own labels. */
const UNIT_SPELLINGS: readonly string[] = [
  'grams?',
  'g',
  'kilograms?',
  'kgs?',
  'ounces?',
  'oz\\.?',
  'pounds?',
  'lbs?\\.?',
  'millilit(?:er|re)s?',
  'ml',
  'lit(?:er|re)s?',
  'teaspoons?',
  'tsps?\\.?',
  'tablespoons?',
  'tbsps?\\.?',
  'tbs\\.?',
  'cups?',
  'fluid ounces?',
  'fl\\.? oz\\.?',
  'pints?',
  'quarts?',
  'gallons?',
  'pinch(?:es)?',
  'dash(?:es)?',
  'dozen',
  'cloves?',
  'heads?',
  'bunch(?:es)?',
  'slices?',
  'cans?',
  'tins?',
  'jars?',
  'bottles?',
  'packages?',
  'pkgs?\\.?',
  'packs?',
  'bags?',
  'boxes',
  'box',
  'blocks?',
  'cartons?',
  'containers?',
  'stalks?',
  'ribs?',
  'sprigs?',
  'leaves',
  'leaf',
  'ears?',
  'sticks?',
  'sheets?',
  'inch(?:es)?',
  'handfuls?',
  'pieces?',
  'small',
  'medium',
  'large',
];
const LEADING_UNIT = new RegExp(`^(?:${UNIT_SPELLINGS.join('|')})\\b\\.?\\s*(?:of\\s+)?`, 'i');
const PACKAGE_SIZE = /^\([^)]*\)\s*/;

export interface IngredientTextParts {
  /** The words after the amount ("diced tomatoes, drained"). */
  readonly rest: string;
  /** True when the line started with a number. */
  readonly quantity: boolean;
  /** True when a unit or package word followed it ("cups", "(14 oz) can"). */
  readonly unit: boolean;
}

/** Splits "2 (14 oz) cans diced tomatoes, drained" into its amount and "diced tomatoes, drained". */
export function splitIngredientText(text: string): IngredientTextParts {
  const trimmed = text.trim();
  const quantity = LEADING_QUANTITY.exec(trimmed);
  if (!quantity || quantity[0].trim() === '') return { rest: trimmed, quantity: false, unit: false };
  let rest = trimmed.slice(quantity[0].length);
  const size = PACKAGE_SIZE.exec(rest);
  if (size) rest = rest.slice(size[0].length);
  const before = rest;
  rest = rest.replace(LEADING_UNIT, '');
  // "1 (14.5 oz) can", "1 large clove": a container or size word before the unit word.
  if (size || /^(?:small|medium|large)\b/i.test(before)) rest = rest.replace(LEADING_UNIT, '');
  return { rest: rest.trim(), quantity: true, unit: size !== null || rest !== before };
}

/** The plain count a line's text starts with ("4", "1 1/2", "1/2"); null for any other start. */
function leadingCount(text: string): number | null {
  const m = /^\s*(\d+)(?:\s+(\d+)\/(\d+)|\/(\d+))?\s/.exec(text);
  if (!m) return null;
  if (m[4]) return Number(m[1]) / Number(m[4]);
  return Number(m[1]) + (m[2] ? Number(m[2]) / Number(m[3]) : 0);
}

const SIZES: ReadonlySet<UnitId> = new Set<UnitId>(['small', 'medium', 'large']);

/** A noun's plural as the kitchen says it ("tomatoes", "mangoes", "chilies", "cherries"): one rule for the lines and the list. */
export function pluralNoun(word: string): string {
  if (/chili$/i.test(word)) return `${word}es`;
  // "loaf" → "loaves" ("Buy 2 loaves of crusty bread").
  if (/loaf$/i.test(word)) return `${word.slice(0, -1)}ves`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(?:ch|sh|s|x|z)$/i.test(word) || /(?:tomato|potato|mango)$/i.test(word)) return `${word}es`;
  return `${word}s`;
}

/**
 * "green onions, sliced" for one → "green onion, sliced"; "tomato" for two → "tomatoes";
 * "chipotle peppers in adobo" for one → "chipotle pepper in adobo" (the noun is the last word
 * before a comma or a prepositional phrase).
 */
export function agreeNoun(words: string, quantity: number): string {
  const boundary = /,|\s(?:in|with|from|for|of|packed)\s/i.exec(words);
  const cut = boundary ? boundary.index : -1;
  const head = cut === -1 ? words : words.slice(0, cut);
  const tail = cut === -1 ? '' : words.slice(cut);
  const match = /^(.*?)(\p{L}+)(\s*)$/u.exec(head);
  if (!match) return words;
  const [, start = '', last = '', space = ''] = match;
  const lower = last.toLowerCase();
  const one = singular(lower);
  let noun = last;
  if (quantity <= 1 && one !== lower) noun = one;
  else if (quantity > 1 && one === lower && lower.length > 2 && !/s$/i.test(lower)) noun = pluralNoun(last);
  if (noun === last) return words;
  // Keep a capitalised word capitalised.
  if (last[0] !== last[0]!.toLowerCase()) noun = noun[0]!.toUpperCase() + noun.slice(1);
  return `${start}${noun}${space}${tail}`;
}

/** A recipe's ingredient line as the amount rewrites read it. */
interface ScalableLine {
  readonly text: string;
  readonly quantity: number;
  readonly unit: UnitId;
  readonly name?: string;
}

/** Whole eggs ("large eggs", "Eggs"), not yolks or whites. */
function isWholeEgg(words: string): boolean {
  return /\beggs?\b/i.test(words) && !/\b(yolks?|whites?)\b/i.test(words);
}

/** How many whole eggs a recipe's lines count ("4 large eggs"), 0 when none are counted. */
export function wholeEggs(lines: readonly ScalableLine[]): number {
  let eggs = 0;
  for (const line of lines)
    if (UNITS[line.unit].kind === 'count' && isWholeEgg(line.name ?? splitIngredientText(line.text).rest))
      eggs += line.quantity;
  return eggs;
}

/** "1 1/2 tsp", "2/3 cup", "2" (a count without a unit word). */
export function formatAmount(quantity: number, unit: UnitId): string {
  const label = unitLabel(unit, quantity);
  return label === '' ? formatQuantity(quantity) : `${formatQuantity(quantity)} ${label}`;
}

/** A line's amount for `scale` times the recipe, as the cook is told it (`scaleIngredientText`). */
function scaledAmount(line: ScalableLine, scale: number, wholeEgg: () => boolean): Amount {
  const amount = kitchenAmount(line.quantity * scale, line.unit);
  // Eggs are cracked whole: "2 1/2 large eggs" (a walk-through's scaled frittata) is 3.
  return UNITS[amount.unit].kind === 'count' && wholeEgg()
    ? { quantity: wholeCount(line.quantity * scale), unit: amount.unit }
    : amount;
}

/**
 * The scale of a recipe line the cook uses and the list buys: a count is said whole, in halves
 * or in quarters ("1 clove garlic" for half a clove, 3 eggs for 2 1/2, "1 1/2 onions" for 1.4),
 * and the cook uses what the line says, so the purchase follows it: a walk-through's list bought
 * one head of garlic for lines that said 14 cloves. Weights and measures are used as measured
 * (`scale`), and so is part of a can, jar or package ("about 1/3 of a 14 oz can"); a recipe's
 * own line (`scale` 1) is its own amount. `name`: the line's food, when the line has none.
 */
export function usedScale(line: ScalableLine, scale: number, name = line.name): number {
  if (scale === 1) return scale;
  // What the line counts, read once per line (the planner asks for every candidate's portion).
  let kind = countKinds.get(line);
  if (kind === undefined) {
    kind =
      !(line.quantity > 0) || UNITS[line.unit].kind !== 'count' || CONTAINERS.has(line.unit)
        ? 'measured'
        : isWholeEgg(name ?? splitIngredientText(line.text).rest)
          ? 'eggs'
          : 'count';
    countKinds.set(line, kind);
  }
  if (kind === 'measured') return scale;
  // A head or a bunch is cut for the cook (`scaleIngredientText`: "1/2 head cauliflower") but
  // counted whole here, as it always was for the list and the plan's bill: the rest of a cut
  // cauliflower or bunch of cilantro is not another meal's. Counting halves moved the planner's
  // tuned searches (a seeded week 0.7 % off its unseeded one, a tight French week one meal short).
  if (PURCHASED_WHOLE.has(line.unit)) return wholeCount(line.quantity * scale) / line.quantity;
  const amount = scaledAmount(line, scale, () => kind === 'eggs');
  return amount.unit === line.unit ? amount.quantity / line.quantity : scale;
}
const countKinds = new WeakMap<ScalableLine, 'measured' | 'eggs' | 'count'>();
/** Counts a cook cuts but a plan uses whole (`usedScale`). */
const PURCHASED_WHOLE: ReadonlySet<UnitId> = new Set<UnitId>(['head', 'bunch']);

/**
 * A recipe line for `scale` times the recipe, in kitchen-friendly amounts:
 * ("3/4 tsp salt", ×1/2) → "1/2 tsp salt"; ("2 cucumbers", ×1/2) → "1 cucumber";
 * ("1 bay leaf", ×2) → "2 bay leaves"; ("2 (14 oz) cans tomatoes", ×2) → "4 cans tomatoes".
 * Lines with no amount ("salt to taste") are returned as written.
 */
export function scaleIngredientText(line: ScalableLine, scale: number): { text: string; amount: Amount } {
  const split = splitIngredientText(line.text);
  const amount = scaledAmount(line, scale, () => isWholeEgg(line.name ?? split.rest));
  if (scale === 1 || !split.quantity) return { text: line.text, amount };
  const container = CONTAINERS.has(line.unit) ? containerText(line, scale, split.rest) : null;
  if (container) return container;
  const packaged = packagedText(line, scale, split.rest);
  if (packaged) return { text: packaged, amount };
  const words = split.rest === '' ? (line.name ?? '').toLowerCase() : split.rest;
  // A length of ginger: "1-inch piece ginger" for twice the recipe is a 2-inch piece (a
  // walk-through's list read "2 -inch piece gingers", and "1 inch piece pieces fresh ginger").
  if (line.unit === 'inch') {
    const food = words.replace(/^-?\s*(?:inch(?:es)?\s+)?(?:pieces?\s+)?(?:of\s+)?/i, '');
    return { text: `${formatQuantity(amount.quantity)}-inch piece ${food}`, amount };
  }
  // "1 bay leaf", "2 cinnamon sticks": no unit word, the number agrees with the noun. A text that
  // counts other pieces than the line's amount ("4 beef tenderloin steaks" of 1.5 lb) scales its
  // own count: "3 beef tenderloin steaks" for three, not "1 1/8".
  if (!split.unit) {
    const own = leadingCount(line.text);
    const count =
      own !== null && Math.abs(own - line.quantity) > 1e-6
        ? kitchenAmount(own * scale, 'each').quantity
        : amount.quantity;
    return { text: `${formatQuantity(count)} ${agreeNoun(words, count)}`, amount };
  }
  // "2 large eggs" → "1 large egg": a size word, and the noun agrees.
  if (SIZES.has(amount.unit))
    return {
      text: `${formatAmount(amount.quantity, amount.unit)} ${agreeNoun(words, amount.quantity)}`,
      amount,
    };
  return { text: `${formatAmount(amount.quantity, amount.unit)} ${words}`, amount };
}

/** "a" or "an" before a number as it is said: "an 8 oz block", "an 11 oz can", "a 14 oz can". */
function article(number: string): string {
  return /^(?:8|11|18)(?!\d)|^8\d/.test(number.trim()) ? 'an' : 'a';
}

/** Units a food is sold in: part of one is used (a can of coconut milk), unlike a clove. */
const CONTAINERS: ReadonlySet<UnitId> = new Set<UnitId>(['can', 'jar', 'package']);
/** "(28 oz)", "(15 oz each)", "(13.5 fl oz)", "(400 g)". */
const CONTAINER_SIZE = /\((\d+(?:\.\d+)?)\s*(fl\.?\s*oz|oz|g|ml)\.?(?:\s+each)?\)/i;

/**
 * An amount of a food with the part of a container it is, before the food's preparation: "11 oz
 * extra-firm tofu (about 3/4 of a 14 oz package), patted dry and cubed".
 */
function withPart(amount: Amount, words: string, part: string): string {
  const comma = words.indexOf(',');
  const food = comma === -1 ? words : words.slice(0, comma);
  const preparation = comma === -1 ? '' : words.slice(comma);
  return `${formatAmount(amount.quantity, amount.unit)} ${food} ${part}${preparation}`;
}

/**
 * Part of a can, jar or package, as a cook uses it: "1 can (28 oz) crushed tomatoes" for a
 * quarter of the recipe is "7 oz crushed tomatoes (about 1/4 of a 28 oz can)", and 1 1/2 cans
 * are "1 1/2 cans (15 oz each) chickpeas". A walk-through's one-person shakshuka listed the whole
 * 28 oz can beside 2 eggs, and its list needed 1 lb. Whole containers: null (said as before).
 */
function containerText(
  line: { readonly text: string; readonly quantity: number; readonly unit: UnitId },
  scale: number,
  rest: string,
): { text: string; amount: Amount } | null {
  const exact = line.quantity * scale;
  const quarters = Math.max(1 / 4, nearestFraction(exact, QUARTERS));
  if (Math.abs(quarters - Math.round(quarters)) < 1e-9) return null;
  const words = rest.replace(PACKAGE_SIZE, '').trim();
  const size = CONTAINER_SIZE.exec(line.text);
  const container = unitLabel(line.unit, 1);
  if (size && quarters < 1) {
    const per = Number(size[1]);
    const sizeUnit: UnitId = /fl/i.test(size[2]!) ? 'fl-oz' : (size[2]!.toLowerCase() as UnitId);
    const amount = kitchenAmount(exact * per, sizeUnit);
    const part = `(${containerShare(exact)} of ${article(size[1]!)} ${size[1]} ${unitLabel(sizeUnit, per)} ${container})`;
    return { text: withPart(amount, words, part), amount };
  }
  const each = size ? ` (${size[1]} ${size[2]} each)` : '';
  return {
    text: `${formatAmount(quarters, line.unit)}${quarters > 1 ? each : ''} ${words}`,
    amount: { quantity: quarters, unit: line.unit },
  };
}

/** "2 (15 oz) cans chickpeas": a count of containers of a stated size, the amount in weight. */
const PACKAGED =
  /^(\d+(?:\s+\d+\/\d+)?|\d+\/\d+)\s*\((\d+(?:\.\d+)?)\s*(fl\.?\s*oz|oz|g|ml)\.?\)\s*(cans?|jars?|packages?|cartons?|blocks?|box(?:es)?)\b/i;

/** "1 can (14.5 oz) diced tomatoes", "2 cans (15 oz each) black beans": the size after the container. */
const PACKAGED_AFTER =
  /^(\d+(?:\s+\d+\/\d+)?|\d+\/\d+)\s*(cans?|jars?|packages?|cartons?|blocks?|box(?:es)?)\s*\((\d+(?:\.\d+)?)\s*(fl\.?\s*oz|oz|g|ml)\.?(?:\s+each)?\)/i;

/** A packaged line's count, container, and the size of one, written either way round. */
function packagedParts(
  text: string,
): { count: string; size: string; unit: string; container: string } | null {
  const before = PACKAGED.exec(text);
  if (before) return { count: before[1]!, size: before[2]!, unit: before[3]!, container: before[4]! };
  const after = PACKAGED_AFTER.exec(text);
  if (!after) return null;
  // "2 cans (15 oz each)": the size is each can's.
  return { count: after[1]!, container: after[2]!, size: after[3]!, unit: after[4]! };
}

/**
 * A line written in containers but weighed ("2 (15 oz) cans chickpeas", 30 oz) still says
 * containers when scaled: "about 2 cans (15 oz each) chickpeas", "1 1/4 cans (5 oz each) tuna",
 * "7 oz chickpeas (about 1/2 of a 15 oz can)". A walk-through's recipe said "2 lb chickpeas,
 * drained and rinsed" and "12 oz chickpeas": a cook opens cans. The amount stays the weight (the
 * list sums it); null when the text is not such a line or its weight is not its containers'.
 */
function packagedText(
  line: { readonly text: string; readonly quantity: number; readonly unit: UnitId },
  scale: number,
  rest: string,
): string | null {
  const match = packagedParts(line.text.trim());
  if (!match) return null;
  const count = stepNumber(match.count);
  const per = Number(match.size);
  const sizeUnit: UnitId = /fl/i.test(match.unit) ? 'fl-oz' : (match.unit.toLowerCase() as UnitId);
  const total = convertSameKind(line.quantity, line.unit, sizeUnit);
  if (total === null || !(count > 0) || Math.abs(total - count * per) > 0.02 * count * per) return null;
  const said = match.container.toLowerCase();
  const container = said.startsWith('box') ? 'box' : said.replace(/s$/, '');
  const exact = count * scale;
  const quarters = Math.max(1 / 4, nearestFraction(exact, QUARTERS));
  const about = Math.abs(quarters - exact) > 0.01 * exact ? 'about ' : '';
  const words = rest.replace(PACKAGE_SIZE, '').trim();
  const size = `${match.size} ${match.unit}`;
  if (quarters < 1) {
    return withPart(
      kitchenAmount(exact * per, sizeUnit),
      words,
      `(${containerShare(exact)} of ${article(size)} ${size} ${container})`,
    );
  }
  const noun = quarters > 1 ? (container === 'box' ? 'boxes' : `${container}s`) : container;
  return `${about}${formatQuantity(quarters)} ${noun} (${size}${quarters > 1 ? ' each' : ''}) ${words}`;
}

/** The measured amounts a recipe's steps write ("1 tablespoon of oil", "1/2 cup water"). */
const STEP_UNITS: readonly (readonly [RegExp, UnitId])[] = [
  [/^cups?$/i, 'cup'],
  [/^(?:tablespoons?|tbsp)$/i, 'tbsp'],
  [/^(?:teaspoons?|tsp)$/i, 'tsp'],
  [/^(?:ounces?|oz)$/i, 'oz'],
  [/^(?:pounds?|lbs?)$/i, 'lb'],
  [/^(?:grams?|g)$/i, 'g'],
  [/^ml$/i, 'ml'],
];
const STEP_NUMBER = String.raw`\d+(?:\.\d+)?(?:\s+\d+/\d+)?|\d+/\d+`;
const STEP_AMOUNT = new RegExp(
  String.raw`(?<![\d/.°(])(${STEP_NUMBER})(?:(\s*(?:to|-|–)\s*)(${STEP_NUMBER}))?\s+(cups?|tablespoons?|tbsp|teaspoons?|tsp|ounces?|oz|pounds?|lbs?|grams?|g|ml)\b(?!-)`,
  'gi',
);

/** A number as a recipe writes it: "2", "1.5", "3/4", "1 1/2". */
export function stepNumber(text: string): number {
  return text
    .trim()
    .split(/\s+/)
    .reduce((sum, part) => {
      const [a, b] = part.split('/');
      return sum + (b === undefined ? Number(a) : Number(a) / Number(b));
    }, 0);
}

const COUNT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** `word` capitalised as `as` is ("Two" → "One", "two" → "one"). */
const caseOf = (as: string, word: string): string =>
  /^[A-Z]/.test(as) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
/** A step's count as a number: "8" → 8, "Two" → 2 (−1 for a word it does not know). */
const countOf = (word: string): number =>
  /^\d+$/.test(word) ? Number(word) : COUNT_WORDS.indexOf(word.toLowerCase());
/** A count as a recipe's step writes it: "one" to "ten", or digits. */
const COUNT = `(?:${COUNT_WORDS.slice(1).join('|')}|\\d+)`;
const VESSELS = new RegExp(
  String.raw`\b(between|among|into|in|on)?(\s*)\b(${COUNT}) ((?:shallow |serving |warm |small |large )?(?:glass|bowl|plate|mug|jar)(?:es|s)?)\b`,
  'gi',
);

/**
 * A step's glasses, bowls, plates, mugs and jars for the people eating: a recipe for two "pours
 * into two glasses", and a walk-through's smoothie for three said so beside three people's
 * amounts. Only a count equal to the recipe's servings is one per person and changes ("two
 * shallow bowls" of a 2-serving recipe for 3 people: "three shallow bowls").
 *
 * One person shares nothing out: "Divide the yogurt between two bowls" becomes "Transfer the
 * yogurt to a bowl" (a walk-through read "Divide the yogurt into one bowl"), "divide the noodles
 * among bowls" becomes "transfer the noodles to a bowl", "pour into two glasses" becomes
 * "pour into a glass", and "serve in bowls" becomes "serve in a bowl".
 */
export function stepVessels(text: string, servings: number, people: number): string {
  if (people === servings || people < 1) return text;
  const shared = people === 1 ? forOne(text, servings) : text;
  return shared.replace(
    VESSELS,
    (whole: string, before: string | undefined, space: string, count: string, noun: string) => {
      if (countOf(count) !== servings) return whole;
      const word = people === 1 ? 'a' : people < COUNT_WORDS.length ? COUNT_WORDS[people]! : String(people);
      const said = caseOf(count, word);
      const one = people === 1;
      const thing = one ? singularVessel(noun) : pluralVessel(noun);
      const lead = before === undefined ? '' : one && /^(?:between|among)$/i.test(before) ? 'into' : before;
      return `${lead}${space}${said} ${thing}`;
    },
  );
}

const VESSEL_NOUN = String.raw`((?:shallow |serving |warm |small |large )?(?:glass|bowl|plate|mug|jar))(?:es|s)\b`;
/** "divide/split [what] between/among [N] bowls", N the recipe's servings or left unsaid. */
const SHARED_OUT = new RegExp(
  String.raw`\b(divide|split)(\s[^.;]*?)?\s(?:between|among|into)\s(?:(${COUNT})\s)?${VESSEL_NOUN}`,
  'gi',
);

function forOne(text: string, servings: number): string {
  const one = text.replace(
    SHARED_OUT,
    (whole: string, verb: string, what: string | undefined, count: string | undefined, noun: string) => {
      if (count !== undefined) {
        if (countOf(count) !== servings) return whole;
      }
      const transfer = /^[A-Z]/.test(verb) ? 'Transfer' : 'transfer';
      return `${transfer}${what ?? ''} to a ${noun.toLowerCase()}`;
    },
  );
  // "Serve in bowls", "Spread the hummus on plates", "Top bowls of hot rice", "in glasses or
  // bowls": one of them (a walk-through's one-person plan read "Spoon into bowls").
  const served = one.replace(
    UNCOUNTED_VESSELS,
    (whole: string, lead: string, size: string, noun: string, other: string | undefined) => {
      const article = lead.toLowerCase() === 'the' ? '' : /^[aeiou]/i.test(size || noun) ? 'an ' : 'a ';
      const alternative = other ? singularVessel(other) : '';
      return `${lead} ${article}${size}${noun}${alternative}`;
    },
  );
  // "Divide among plates, top each with an egg": one plate, topped with it.
  return served === text
    ? text
    : served.replace(/\b(top|sprinkle|drizzle) each\b/gi, '$1 it').replace(/\binto each\b/gi, 'into it');
}

const VESSEL_SIZE = '(?:warm |shallow |serving |small |large |ovenproof |chilled )';
/** Bowls, plates, glasses, mugs or jars not counted, after a word that serves into them. */
const UNCOUNTED_VESSELS = new RegExp(
  String.raw`\b(into|in|on|onto|to|over|fill|build|top|the)\s+(${VESSEL_SIZE}?)(bowl|plate|glass|jar|mug)(?:es|s)\b(\s+or\s+${VESSEL_SIZE}?(?:bowl|plate|glass|jar|mug)(?:es|s))?`,
  'gi',
);

/** Pieces a recipe makes one (or a few) per serving: patties, wells for the eggs, dough balls. */
const PIECES: Readonly<Record<string, string>> = {
  patties: 'patty',
  wells: 'well',
  hollows: 'hollow',
  balls: 'ball',
  meatballs: 'meatball',
  ovals: 'oval',
  slices: 'slice',
  husks: 'husk',
};
const PIECE_COUNT = new RegExp(
  String.raw`\b(${COUNT})((?:\s+(?:small|little|thin|large|thick|flat|walnut-sized|soaked|corn|beef|bread-sized))*)\s+(${Object.keys(PIECES).join('|')})\b`,
  'gi',
);

const PER_PERSON = new RegExp(String.raw`\b(${COUNT})( per person)\b`, 'gi');
/** "repeat to make 8": the pieces a recipe makes, counted without a noun (rice balls, wraps). */
const REPEAT_TO_MAKE = new RegExp(String.raw`\b(repeat to make )(${COUNT})(?=\s*[.;,]|$)`, 'gi');
const STEP_COUNTS = new RegExp(
  String.raw`\b(${COUNT})\b(?![./]\d|\s*(?:to|-|–)\s*\d|\s*(?:-?inch(?:es)?|minutes?|mins?|hours?|hrs?|seconds?|°|degrees|%|cups?|tablespoons?|teaspoons?|tbsp|tsp|oz|ounces?|pounds?|lbs?|grams?|g|ml)\b)`,
  'gi',
);

/**
 * A step's pieces for what is cooked: "Make eight wells, crack in the eggs" of a recipe for four,
 * cooked for one, sat beside "2 large eggs" (a walk-through's one-person household). A count that
 * is a whole number of pieces per serving (8 wells for 4: two each) follows the amounts, `scale`
 * times the recipe, rounded as eggs are (at least one): one person eating 1 1/2 servings of it
 * makes 3 wells for the list's 3 eggs, and "shape into four patties" for two at one serving each
 * makes "two patties". A count "per person" follows each person's portion ("three per person" of
 * a recipe for two, at 1 1/4 servings: "four per person"). A count that is not one per serving
 * ("10 little wells" for 4), a count the step names again ("four slices of bread … the other
 * four"), and one piece left to divide or cut into stay as written. Wells and hollows as many as
 * the recipe's eggs follow the list's eggs ("Make 10 little wells" of 10 eggs, for one person with
 * 4 on the list: "Make 4 little wells"), and with one egg on the list "the eggs" is "the egg". Eggs
 * and other ingredients are amounts, scaled with the list (`scaleIngredientText`), not here.
 */
export function stepPieces(
  text: string,
  servings: number,
  people: number,
  scale: number,
  /** The recipe's whole eggs (`wholeEggs`): wells and hollows made for them follow the egg line. */
  eggs = 0,
): string {
  if (servings < 1 || people < 1 || !(scale > 0)) return text;
  // Eggs as the list says them: at least one, rounded (`scaleIngredientText`).
  const eggsNow = eggs > 0 ? wholeCount(eggs * scale) : 0;
  // The step's counts, not its times, sizes or measures ("4 to 5 minutes", "2-inch", "1 cup").
  const counts = [...text.matchAll(STEP_COUNTS)].map((m) => countOf(m[1]!));
  /** `next` in the words the step used for `count`: digits stay digits, words stay words. */
  const say = (count: string, next: number) =>
    caseOf(count, /^\d+$/.test(count) || next >= COUNT_WORDS.length ? String(next) : COUNT_WORDS[next]!);
  const pieces = text.replace(
    PIECE_COUNT,
    (whole: string, count: string, size: string, noun: string, offset: number) => {
      const n = countOf(count);
      const lower = noun.toLowerCase();
      // A well or hollow for each egg ("Make 10 little wells, crack in the eggs" of 10 eggs).
      const forEggs = eggsNow > 0 && n === eggs && (lower === 'wells' || lower === 'hollows');
      if (n < 1 || (!forEggs && !Number.isInteger(n / servings))) return whole;
      // "… the other four": the same count again, of pieces this does not see.
      if (counts.filter((c) => c === n).length > 1) return whole;
      const next = forEggs ? eggsNow : wholeCount(n * scale);
      if (next === n) return whole;
      if (next === 1 && /\b(?:divide|cut|split)\b[^.;]*\binto\s$/i.test(text.slice(0, offset))) return whole;
      return `${say(count, next)}${size} ${caseOf(noun, next === 1 ? PIECES[lower]! : lower)}`;
    },
  );
  // "repeat to make 8" of a recipe for four: pieces per serving, counted as the pieces above.
  const made = pieces.replace(REPEAT_TO_MAKE, (whole: string, words: string, count: string) => {
    const n = countOf(count);
    if (n < 1 || !Number.isInteger(n / servings) || counts.filter((c) => c === n).length > 1) return whole;
    const next = wholeCount(n * scale);
    return next === n ? whole : `${words}${say(count, next)}`;
  });
  // One person's portion of the recipe's servings.
  const portion = (scale * servings) / people;
  const perPerson = made.replace(PER_PERSON, (whole: string, count: string, rest: string) => {
    const n = countOf(count);
    const next = wholeCount(n * portion);
    return n < 1 || next === n ? whole : `${say(count, next)}${rest}`;
  });
  // One egg on the list: "fry the eggs" is "fry the egg" (a walk-through's banh mi for one), and
  // after it in its sentence "them" is "it" ("cool the egg in cold water and peel and halve it");
  // for one person, "set one on each toast" is "set it on the toast".
  if (!(eggs > 1 && eggsNow === 1)) return perPerson;
  return perPerson.replace(/[^.;!?]*\bthe eggs\b[^.;!?]*/gi, (sentence) => {
    const at = sentence.search(/\bthe eggs\b/i);
    const after = sentence
      .slice(at)
      .replace(/\bthe eggs\b/gi, (the) => caseOf(the, 'the egg'))
      .replace(/\bthem\b/g, 'it')
      .replace(ONE_ON_EACH, (whole: string, verb: string, noun: string) =>
        people === 1 ? `${verb} it on the ${noun}` : whole,
      );
    return sentence.slice(0, at) + after;
  });
}

/** "set one on each toast", "put one on each plate": an egg per piece or plate. */
const ONE_ON_EACH = /\b(put|set|place|lay|slide)\s+one\s+on\s+each\s+([a-z]+)\b/gi;

function singularVessel(noun: string): string {
  return noun.replace(/(glass)es$/i, '$1').replace(/(bowl|plate|mug|jar)s$/i, '$1');
}

function pluralVessel(noun: string): string {
  if (/(?:es|s)$/i.test(noun) && !/glass$/i.test(noun)) return noun;
  return /glass$/i.test(noun) ? `${noun}es` : `${noun}s`;
}

/**
 * A recipe step for `scale` times the recipe: its measured amounts scaled as the ingredient list
 * is, in kitchen amounts ("Heat 1 tablespoon of oil", ×2 → "Heat 2 tablespoons of oil"; "3 to 4
 * tablespoons of water", ×1/2 → "1 1/2 to 2 tablespoons of water"). Times, temperatures, sizes
 * and counts ("10 minutes", "425°F", "2-inch pieces", "2 eggs") are left as written: a step
 * names a count it shares with the list, and doubling a time is not what a bigger batch needs.
 * The step's own word for the unit is kept when the kitchen keeps the unit ("tablespoon"
 * stays spelled out); a new unit takes the kitchen's label (3 tsp → "1 tbsp"). A measure per
 * piece ("1/3 cup batter per pancake") stays: more pieces, not bigger ones.
 */
export function scaleStepText(text: string, scale: number): string {
  if (Math.abs(scale - 1) < 1e-9) return text;
  return text.replace(
    STEP_AMOUNT,
    (
      whole: string,
      first: string,
      between: string | undefined,
      second: string | undefined,
      word: string,
      offset: number,
      all: string,
    ) => {
      const unit = STEP_UNITS.find(([pattern]) => pattern.test(word))?.[1];
      if (!unit) return whole;
      // A measure per piece ("2 tablespoons of batter per pancake", "1/2 cup per patty") is the
      // piece's size: a bigger batch makes more pieces, not bigger ones.
      const clause = /^[^,;.]*/.exec(all.slice(offset + whole.length))![0];
      if (/\bper\b/i.test(clause)) return whole;
      const low = kitchenAmount(stepNumber(first) * scale, unit);
      const high = second === undefined ? null : kitchenAmount(stepNumber(second) * scale, unit);
      const sameUnit = low.unit === unit && (high === null || high.unit === unit);
      if (high !== null && high.unit !== low.unit) return whole;
      const top = high ?? low;
      const label = sameUnit
        ? word.length <= 4 && /^(?:tbsp|tsp|oz|lbs?|g|ml)$/i.test(word)
          ? word.toLowerCase().replace(/^lbs$/, 'lb')
          : agreeNoun(word, top.quantity)
        : unitLabel(low.unit, top.quantity);
      const amount =
        high === null
          ? formatQuantity(low.quantity)
          : `${formatQuantity(low.quantity)}${between}${formatQuantity(high.quantity)}`;
      return `${amount} ${label}`;
    },
  );
}

/**
 * A dish's name in quotation marks, its own quotation marks made single: “Spiced Tofu ‘Chorizo’
 * Tacos”, not “Spiced Tofu “Chorizo” Tacos” (a walk-through's note). Names hold commas and
 * brackets of their own, so lists of them are quoted.
 */
export function quotedName(name: string): string {
  const inner = name
    .replace(/"([^"]*)"/g, '‘$1’')
    .replace(/“/g, '‘')
    .replace(/”/g, '’');
  return `“${inner}”`;
}

/** First words of food names that keep their capital inside a sentence (places, names). */
const PROPER_FIRST_WORDS = new Set([
  'Asian',
  'Brussels',
  'Dijon',
  'English',
  'French',
  'Gruyère',
  'Italian',
  'Medjool',
  'Mexican',
  'Monterey',
  'Napa',
  'Parmesan',
  'Pecorino',
  'Swiss',
  'Thai',
  'Worcestershire',
  'Yukon',
]);

/**
 * A food's name inside a sentence: its first letter lower-case ("Buy 3 sweet potatoes"), unless
 * its first word is a place or a name ("Buy 1 French bread / baguette", not "french").
 */
export function nameInSentence(name: string): string {
  const first = /^[^\s,/(]+/.exec(name)?.[0] ?? '';
  if (PROPER_FIRST_WORDS.has(first)) return name;
  return name.charAt(0).toLowerCase() + name.slice(1);
}
