/**
 * Aggregation: every line of the selected meals merged into one entry per food, across units
 * ("2 cups rice" and "200 g rice" are one entry of 570 g), through the food's own conversions
 * (portion weights and density, as purchased). Lines no food matched are merged by their words.
 */
import {
  nameInSentence,
  UNITS,
  agreeNoun,
  convert,
  stepNumber,
  convertSameKind,
  formatAmount as formatKitchenAmount,
  kitchenAmount,
  toGrams,
  type Aisle,
  type Catalogue,
  type Food,
  type UnitId,
} from '@saverly/kitchen';
import { formatAmount, ingredientDescription, isUnit, unmatchedKey, type GroceryLine } from './lines.js';

/** Every line for one food (or one unmatched ingredient), merged. */
export interface AggregatedItem {
  /** The food id, or `text:<normalized words>` for lines no food matched. */
  readonly id: string;
  readonly foodId: string | null;
  /** The food's name, or the words of the first unmatched line ("grandma's relish"). */
  readonly name: string;
  /** The lines' texts, each once, in the order first seen, with "(×n)" when a text repeats. */
  readonly texts: readonly string[];
  /**
   * Grams as purchased summed over the lines that could be weighed; null when none could
   * ("salt to taste", or a food without a weight for the line's unit).
   */
  readonly grams: number | null;
  /** Lines that could not be weighed (they still belong to the item). */
  readonly unmeasuredLines: number;
  /** The amount in kitchen units ("3 cups", "1.2 lb", "2 + 1 bunch", "to taste"). */
  readonly quantityText: string;
  /** The amount is said in pieces of the food ("3 small", "1/2"): whole pieces need no gloss. */
  readonly inPieces: boolean;
  /**
   * The food's own pieces the lines say, summed ("2 avocados; 5 avocados": 7), when every line
   * says the food in them (unit `each`); else null. Their exact amounts may come to a little more.
   */
  readonly piecesSaid: number | null;
  /**
   * The amount is one weight ("1 1/4 kg", "12 oz"), in this system: a store that sells the food
   * in the other one has it said again in its own (`weightIn`).
   */
  readonly weightSystem: WeightSystem | null;
  readonly mealKeys: readonly string[];
  /** The kitchen aisle, for grouping the list; `other` for unmatched lines. */
  readonly aisle: Aisle;
  /** Ids given in lines that are not in the catalogue (the lines are kept as unmatched). */
  readonly unknownFoodId?: string;
}

export type WeightSystem = 'metric' | 'imperial';

const systemOf = (unit: UnitId): WeightSystem | null =>
  unit === 'lb' || unit === 'oz' ? 'imperial' : UNITS[unit].kind === 'mass' ? 'metric' : null;

interface Amount {
  quantity: number;
  grams: number;
}

interface Group {
  readonly id: string;
  readonly food: Food | undefined;
  readonly name: string;
  /** Each text and how many lines had it, in the order first seen. */
  readonly texts: Map<string, number>;
  grams: number;
  measured: number;
  unmeasured: number;
  /** Weighed amounts per unit, in the order first seen. */
  readonly measuredUnits: Map<UnitId, Amount>;
  /** Amounts that could not be weighed, per unit. */
  readonly otherUnits: Map<UnitId, Amount>;
  toTaste: boolean;
  readonly mealKeys: Set<string>;
  unknownFoodId?: string;
}

/** Purchased grams of a line, or null when it cannot be weighed. */
export function lineGrams(food: Food | undefined, line: GroceryLine): number | null {
  if (typeof line.grams === 'number' && Number.isFinite(line.grams) && line.grams >= 0) return line.grams;
  if (!food || !isUnit(line.unit) || typeof line.quantity !== 'number' || !Number.isFinite(line.quantity))
    return null;
  if (line.quantity < 0) return null;
  return toGrams(food, line.quantity, line.unit)?.purchased ?? null;
}

const LB_GRAMS = convertSameKind(1, 'lb', 'g') ?? 453.59237;

/**
 * What the meals need, as the list says it: counts go up to the next half (whole from 3), never
 * down past what the meals use; a walk-through met "Buy 2 cucumbers · need 1" for 1.2 cucumbers.
 * A 5 % tolerance keeps 1.02 at 1. Measures and weights as a cook measures them.
 */
function needAmount(quantity: number, unit: UnitId): string {
  if (UNITS[unit].kind !== 'count' || !Number.isFinite(quantity) || quantity <= 0)
    return formatAmount(quantity, unit);
  // Under one, the lines' quarters: "1/4 red bell pepper" needs 1/4, not the 1/2 a walk-through's
  // list said beside it (from 7/8 up the kitchen says halves, and the need goes up to one).
  const quarters = Math.round(quantity * 4);
  if (quantity < 7 / 8 && Math.abs(quantity * 4 - quarters) < 1e-6) return formatAmount(quarters / 4, unit);
  const step = quantity >= 3 ? 1 : 0.5;
  return formatAmount(Math.max(step, Math.ceil(quantity / step - 0.05) * step), unit);
}

/** `grams` of a food shown in (a unit like) `unit`: lb/oz, kg/g, or the volume or count unit. */
function displayGrams(food: Food | undefined, grams: number, unit: UnitId): string {
  const kind = UNITS[unit].kind;
  if (kind === 'mass' || !food) {
    if (unit === 'lb' || unit === 'oz')
      return grams >= LB_GRAMS
        ? formatAmount(grams / LB_GRAMS, 'lb')
        : formatAmount(convertSameKind(grams, 'g', 'oz') ?? 0, 'oz');
    // To the kitchen's grain (5 g from 100 g, 0.05 kg from a kilo): "825 g", never "824 5/8 g".
    return formatAmount(grams, 'g');
  }
  const quantity = convert(food, grams, 'g', unit);
  return quantity === null ? formatAmount(grams, 'g') : needAmount(quantity, unit);
}

const PIECES: ReadonlySet<UnitId> = new Set(['each', 'small', 'medium', 'large']);

function piecesSaid(group: Group): number | null {
  const each = group.measuredUnits.get('each');
  return each && group.measuredUnits.size === 1 && group.otherUnits.size === 0 && group.unmeasured === 0
    ? each.quantity
    : null;
}

function saidInPieces(group: Group): boolean {
  const units = [...group.measuredUnits.keys(), ...group.otherUnits.keys()];
  return units.length > 0 && units.every((unit) => PIECES.has(unit));
}

/** The weight system of an item's amount when it is one weight (see `weightSystem`). */
function weightSystemOf(group: Group): WeightSystem | null {
  if (group.measured === 0 || group.otherUnits.size > 0) return null;
  const units = [...group.measuredUnits.keys()];
  if (units.length === 1) return systemOf(units[0]!);
  return systemOf(dominantUnit(group));
}

/** Several weighed units: the one that carries the most grams; across kinds, a weight. */
function dominantUnit(group: Group): UnitId {
  const units = [...group.measuredUnits.entries()];
  const kinds = new Set(units.map(([unit]) => UNITS[unit].kind));
  let dominant: UnitId = 'lb';
  let most = -1;
  for (const [unit, amount] of units)
    if (amount.grams > most && (kinds.size === 1 || UNITS[unit].kind === 'mass')) {
      dominant = unit;
      most = amount.grams;
    }
  return dominant;
}

/**
 * An item's weight said in another system: a walk-through's list read "Buy 1 × 5 lb · need
 * 1.95 kg" (recipes in grams, a store in pounds). Null when the amount is not one weight.
 */
export function weightIn(food: Food, item: AggregatedItem, system: WeightSystem): string | null {
  if (item.weightSystem === null || item.grams === null) return null;
  if (item.weightSystem === system) return item.quantityText;
  return displayGrams(food, item.grams, system === 'imperial' ? 'lb' : 'g');
}

/**
 * An item's amount in the ounces a store labels its packages in, fluid or by weight: "Buy 1 × 27
 * fl oz + 1 × 13.5 fl oz · need 38 fl oz" (a walk-through's coconut milk read "need 2 1/2 lb", its
 * lines a can "(13.5 oz)" by weight and cups), and "Buy 3 × 30 oz + 1 × 15 oz · need 102 oz"
 * (canned beans read "need 6 3/4 lb" beside cans labelled in ounces). Whole ounces from 8, halves below;
 * null when it cannot be said (by weight: when the amount is not one weight).
 */
export function ouncesIn(food: Food, item: AggregatedItem, unit: 'oz' | 'fl-oz'): string | null {
  if (item.grams === null || (unit === 'oz' && item.weightSystem === null)) return null;
  const ounces =
    unit === 'oz' ? convertSameKind(item.grams, 'g', 'oz') : convert(food, item.grams, 'g', unit);
  if (ounces === null || !(ounces > 0)) return null;
  // In ounces as they are: the kitchen's own display would say 62 oz as "4 lb".
  return formatKitchenAmount(
    ounces >= 8 ? Math.round(ounces) : Math.max(0.5, Math.round(ounces * 2) / 2),
    unit,
  );
}

/**
 * A count says what it counts: "need 1 1/2 serrano chiles", not "need 1 1/2", and "need 11 large
 * eggs", not "need 11 large" (walk-throughs' lists). Units that name what they count ("3 cloves",
 * "2 cans") are left as they are.
 */
function withNoun(group: Group, amount: string, unit: UnitId): string {
  if (!group.food) return amount;
  const name = nameInSentence(group.food.name);
  if (unit === 'each' && /^[\d/ ]+$/.test(amount)) return `${amount} ${agreeNoun(name, stepNumber(amount))}`;
  // A size before the food's name, once: "1 1/2 large yellow onions", "11 large eggs".
  const sized = /^([\d/ ]+) (small|medium|large)$/.exec(amount);
  if ((unit === 'small' || unit === 'medium' || unit === 'large') && sized) {
    const noun = agreeNoun(name.replace(new RegExp(`^${sized[2]} `), ''), stepNumber(sized[1]!));
    return `${amount} ${noun}`;
  }
  return amount;
}

function quantityText(group: Group): string {
  const parts: string[] = [];
  if (group.measured > 0) {
    const units = [...group.measuredUnits.entries()];
    const only = units.length === 1 ? units[0] : undefined;
    if (only) {
      parts.push(withNoun(group, needAmount(only[1].quantity, only[0]), only[0]));
    } else {
      // Several units of one kind: the total in the unit that carries the most grams (volumes as
      // their lines say them). Across kinds (cups and grams, cloves and tablespoons): by weight.
      const into = dominantUnit(group);
      parts.push(volumeTotal(group) ?? withNoun(group, displayGrams(group.food, group.grams, into), into));
    }
  }
  for (const [unit, amount] of group.otherUnits)
    parts.push(withNoun(group, needAmount(amount.quantity, unit), unit));
  if (parts.length > 0) return parts.join(' + ');
  return group.toTaste ? 'to taste' : 'as needed';
}

/**
 * The amount a line's text starts with ("5 large eggs" → 5, "1 1/2 onions" → 1.5, "1 1/2-inch
 * piece ginger" → 1.5), else null. (A helper's list read "need 1 inch piece" for a 1 1/2-inch
 * piece: the hyphen ended the number after its "1".)
 */
function saidAmount(text: string): number | null {
  const match = /^(\d+ \d+\/\d+|\d+\/\d+|\d+)(?=\s|-inch\b)/.exec(text.trim());
  if (!match) return null;
  const n = stepNumber(match[1]!);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * A line's count as its text says it: the item's need is the sum of what its lines say, so "5
 * cloves; 2 cloves" needs 7 cloves, not the 8 the exact amounts (5.4 + 2.4) round to, and "5 large
 * eggs; 2 large eggs; 3 large eggs" 10, not 11 (a walk-through's list: an egg line says whole eggs
 * where `kitchenAmount` would say "2 1/2"). Cans keep their exact amount (a line says "1 1/4
 * cans"). The grams bought stay exact.
 */
function shownCount(quantity: number, unit: UnitId, text: string): number {
  if (UNITS[unit].kind !== 'count' || unit === 'can') return quantity;
  const said = saidAmount(text);
  if (said !== null) return said;
  const shown = kitchenAmount(quantity, unit);
  return shown.unit === unit ? shown.quantity : quantity;
}

/**
 * Several volume units of one food ("1/4 cup chopped mint; 3 1/2 tbsp chopped mint"): the sum of
 * what the lines say, in the unit that carries the most. By grams, lines whose recipes weigh a
 * spoonful differently said "need 1/3 cup" of mint beside lines adding up to 3/4 cup (a
 * walk-through); null when the units are not all volumes.
 */
function volumeTotal(group: Group): string | null {
  const units = [...group.measuredUnits.entries()];
  if (units.length < 2 || !units.every(([unit]) => UNITS[unit].kind === 'volume')) return null;
  const into = dominantUnit(group);
  let total = 0;
  for (const [unit, amount] of units) {
    const converted = convertSameKind(amount.quantity, unit, into);
    if (converted === null) return null;
    total += converted;
  }
  return needAmount(total, into);
}

/**
 * Merges lines into one item per food (summing purchased grams across units) and one item per
 * unmatched ingredient (by its normalized words, ignoring amount and preparation). A line whose
 * food id is not in the catalogue is treated as unmatched. Items keep the order first seen.
 */
export function aggregateLines(
  catalogue: Pick<Catalogue, 'food'>,
  lines: readonly GroceryLine[],
): AggregatedItem[] {
  const groups = new Map<string, Group>();
  for (const line of lines) {
    const food = line.foodId === null ? undefined : catalogue.food(line.foodId);
    const id = food ? food.id : `text:${unmatchedKey(line.text)}`;
    let group = groups.get(id);
    if (!group) {
      const words = ingredientDescription(line.text).split(',')[0]?.trim() ?? '';
      group = {
        id,
        food,
        name: food ? food.name : words === '' ? line.text.trim() : words,
        texts: new Map(),
        grams: 0,
        measured: 0,
        unmeasured: 0,
        measuredUnits: new Map(),
        otherUnits: new Map(),
        toTaste: false,
        mealKeys: new Set(),
      };
      groups.set(id, group);
    }
    if (!food && line.foodId !== null) group.unknownFoodId ??= line.foodId;
    group.texts.set(line.text, (group.texts.get(line.text) ?? 0) + 1);
    if (line.mealKey !== undefined) group.mealKeys.add(line.mealKey);

    const grams = lineGrams(food, line);
    const hasAmount =
      isUnit(line.unit) && typeof line.quantity === 'number' && Number.isFinite(line.quantity);
    const unit: UnitId = hasAmount && isUnit(line.unit) ? line.unit : 'g';
    if (grams !== null) {
      group.grams += grams;
      group.measured += 1;
      const amount = group.measuredUnits.get(unit) ?? { quantity: 0, grams: 0 };
      amount.quantity += hasAmount
        ? shownCount(line.quantity ?? 0, unit, line.boughtAs ? '' : line.text)
        : grams;
      amount.grams += grams;
      group.measuredUnits.set(unit, amount);
    } else {
      group.unmeasured += 1;
      if (hasAmount) {
        const amount = group.otherUnits.get(unit) ?? { quantity: 0, grams: 0 };
        amount.quantity += shownCount(line.quantity ?? 0, unit, line.boughtAs ? '' : line.text);
        group.otherUnits.set(unit, amount);
      } else if (/\bto taste\b/i.test(line.text)) {
        group.toTaste = true;
      }
    }
  }

  return [...groups.values()].map((group) => ({
    id: group.id,
    foodId: group.food?.id ?? null,
    name: group.name,
    texts: [...group.texts].map(([text, n]) => (n === 1 ? text : `${text} (×${n})`)),
    grams: group.measured > 0 ? group.grams : null,
    unmeasuredLines: group.unmeasured,
    quantityText: quantityText(group),
    inPieces: saidInPieces(group),
    piecesSaid: piecesSaid(group),
    weightSystem: weightSystemOf(group),
    mealKeys: [...group.mealKeys].sort(),
    aisle: group.food?.aisle ?? 'other',
    ...(group.unknownFoodId === undefined ? {} : { unknownFoodId: group.unknownFoodId }),
  }));
}
