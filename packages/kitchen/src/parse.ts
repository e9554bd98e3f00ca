/**
 * Free-text ingredient lines → quantity, unit, food and preparation.
 *
 * parse-ingredient does the quantity and unit grammar (mixed numbers, vulgar fractions, ranges,
 * unit spellings); this module adds what recipes written in the US need on top of it:
 * package sizes ("1 (14.5 oz) can diced tomatoes"), "a"/"one" as quantities, "… plus 2 tbsp",
 * a few more units (slice, stalk, leaf …), the food matcher and unit conversion to grams.
 * Used for imported recipes and model output; our own recipes are stored already structured.
 */
import { parseIngredient, type UnitOfMeasureDefinitions } from 'parse-ingredient';
import { FoodMatcher, normalize, singular, type MatchableFood } from './matcher.js';
import {
  UNITS,
  convertSameKind,
  toGrams,
  toMillilitres,
  type ConvertibleFood,
  type Grams,
  type UnitId,
} from './units.js';

export interface ParsedIngredient {
  /** The line as given. */
  readonly text: string;
  /** Lower bound of a range, or the quantity; null when none ("salt to taste"). */
  readonly quantity: number | null;
  /** Upper bound of a range ("2–3 carrots" → 3), else null. */
  readonly quantityMax: number | null;
  readonly unit: UnitId | null;
  /** Size of one can/jar/package when the line states it ("1 (14.5 oz) can"). */
  readonly packageSize: { readonly quantity: number; readonly unit: UnitId } | null;
  readonly foodId: string | null;
  /** `given`: the caller named the food (`parse(line, { foodId })`), the matcher was not asked. */
  readonly match: 'exact' | 'fuzzy' | 'given' | 'none';
  /** 1 for exact matches, similarity for fuzzy ones, 0 when nothing matched. */
  readonly matchScore: number;
  /** "minced", "drained and rinsed", "to taste"; empty when nothing. */
  readonly preparation: string;
  readonly toTaste: boolean;
  /** "For the dressing:" lines. */
  readonly isGroupHeader: boolean;
  /** Edible and purchased grams, when food, quantity and unit all resolve. */
  readonly grams: Grams | null;
}

export type ParserFood = MatchableFood & ConvertibleFood;

/** Units US recipes use that parse-ingredient does not know. */
const EXTRA_UNITS: UnitOfMeasureDefinitions = {
  slice: {
    short: 'slice',
    plural: 'slices',
    alternates: ['strip', 'strips', 'rasher', 'rashers'],
    type: 'count',
  },
  stalk: { short: 'stalk', plural: 'stalks', alternates: ['rib', 'ribs'], type: 'count' },
  leaf: { short: 'leaf', plural: 'leaves', alternates: [], type: 'count' },
  handful: { short: 'handful', plural: 'handfuls', alternates: [], type: 'count' },
  sheet: { short: 'sheet', plural: 'sheets', alternates: [], type: 'count' },
  jar: { short: 'jar', plural: 'jars', alternates: ['bottle', 'bottles'], type: 'count' },
  fillet: { short: 'fillet', plural: 'fillets', alternates: ['filet', 'filets'], type: 'count' },
  link: { short: 'link', plural: 'links', alternates: [], type: 'count' },
  envelope: {
    short: 'envelope',
    plural: 'envelopes',
    alternates: ['packet', 'packets', 'sachet', 'sachets'],
    type: 'count',
  },
  block: { short: 'block', plural: 'blocks', alternates: [], type: 'count' },
};

const PARSE_OPTIONS = {
  additionalUOMs: EXTRA_UNITS,
  leadingQuantityPrefixes: ['approximately', 'about', 'roughly', 'around', 'scant', 'heaping', 'generous'],
  round: false,
} as const;

/** parse-ingredient unit id → ours, with a factor for units we fold into another. */
const FROM_PARSER: Readonly<Record<string, readonly [UnitId, number]>> = {
  gram: ['g', 1],
  kilogram: ['kg', 1],
  milligram: ['g', 0.001],
  ounce: ['oz', 1],
  pound: ['lb', 1],
  milliliter: ['ml', 1],
  deciliter: ['ml', 100],
  liter: ['l', 1],
  teaspoon: ['tsp', 1],
  tablespoon: ['tbsp', 1],
  cup: ['cup', 1],
  'fluid ounce': ['fl-oz', 1],
  pint: ['pint', 1],
  quart: ['quart', 1],
  gallon: ['gal', 1],
  pinch: ['pinch', 1],
  dash: ['dash', 1],
  drop: ['ml', 0.05],
  piece: ['each', 1],
  fillet: ['each', 1],
  link: ['each', 1],
  clove: ['clove', 1],
  head: ['head', 1],
  bunch: ['bunch', 1],
  can: ['can', 1],
  jar: ['jar', 1],
  carton: ['package', 1],
  container: ['package', 1],
  package: ['package', 1],
  pack: ['package', 1],
  bag: ['package', 1],
  box: ['package', 1],
  envelope: ['package', 1],
  block: ['package', 1],
  sprig: ['sprig', 1],
  stick: ['stick', 1],
  ear: ['ear', 1],
  large: ['large', 1],
  medium: ['medium', 1],
  small: ['small', 1],
  dozen: ['dozen', 1],
  inch: ['inch', 1],
  slice: ['slice', 1],
  stalk: ['stalk', 1],
  leaf: ['leaf', 1],
  handful: ['handful', 1],
  sheet: ['sheet', 1],
};

const CONTAINERS: Readonly<Record<string, UnitId>> = {
  can: 'can',
  tin: 'can',
  jar: 'jar',
  bottle: 'jar',
  package: 'package',
  pkg: 'package',
  box: 'package',
  bag: 'package',
  carton: 'package',
  container: 'package',
  block: 'package',
  packet: 'package',
};
const CONTAINER =
  '(cans?|tins?|jars?|bottles?|packages?|pkgs?\\.?|box(?:es)?|bags?|cartons?|containers?|blocks?|packets?)';
const SIZE_UNIT = '(oz|ounces?|g|grams?|ml|fl\\.?\\s?oz|fluid ounces?|lbs?|pounds?|kg|l|liters?)';
const NUMBER = '(\\d+(?:\\.\\d+)?)';
const QTY = '(\\d+\\s+\\d+\\/\\d+|\\d+\\/\\d+|\\d+(?:\\.\\d+)?|[½¼¾⅓⅔⅛])';

/** "1 (14.5 oz) can diced tomatoes", "2 (15-ounce) cans beans", "1 (8 oz) package cream cheese". */
const SIZE_IN_PARENS_FIRST = new RegExp(
  `^${QTY}\\s*\\(\\s*${NUMBER}\\s*-?\\s*${SIZE_UNIT}\\.?\\s*\\)\\s*(?:${CONTAINER}\\b)?\\s*(.*)$`,
  'i',
);
/** "1 can (15 oz) black beans". */
const SIZE_IN_PARENS_AFTER = new RegExp(
  `^${QTY}\\s+${CONTAINER}\\s*\\(\\s*${NUMBER}\\s*-?\\s*${SIZE_UNIT}\\.?\\s*\\)\\s*(.*)$`,
  'i',
);
/** "1 15-ounce can chickpeas", "2 14.5-oz. cans tomatoes". */
const SIZE_BEFORE_CONTAINER = new RegExp(
  `^${QTY}\\s+${NUMBER}\\s*-?\\s*${SIZE_UNIT}\\.?\\s+${CONTAINER}\\b\\s*(.*)$`,
  'i',
);

const NUMBER_WORDS: Readonly<Record<string, string>> = {
  a: '1',
  an: '1',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  half: '1/2',
};

/** Words that say nothing about preparation once the food is known. */
const NOISE = new Set([
  'a',
  'an',
  'the',
  'of',
  'some',
  'fresh',
  'freshly',
  'about',
  'approximately',
  'roughly',
  'large',
  'medium',
  'small',
  'leaf',
  'leaves',
  'and',
  'or',
]);

/**
 * Preparation words an alias may contain ("shredded chicken"): reported as preparation unless
 * they are part of the product's own name ("Crushed tomatoes", "Sliced almonds").
 */
const PREP_WORDS = new Set([
  'shredded',
  'grated',
  'chopped',
  'diced',
  'minced',
  'sliced',
  'crushed',
  'cubed',
  'mashed',
  'melted',
  'softened',
  'toasted',
  'beaten',
  'halved',
  'uncooked',
]);

/** Count nouns that name a unit when no unit came before the food ("2 bay leaves"). */
const UNIT_NOUNS: Readonly<Record<string, UnitId>> = {
  leaf: 'leaf',
  leaves: 'leaf',
  sprig: 'sprig',
  sprigs: 'sprig',
  stalk: 'stalk',
  stalks: 'stalk',
  rib: 'stalk',
  ribs: 'stalk',
  clove: 'clove',
  cloves: 'clove',
  slice: 'slice',
  slices: 'slice',
  head: 'head',
  heads: 'head',
  ear: 'ear',
  ears: 'ear',
  sheet: 'sheet',
  sheets: 'sheet',
  stick: 'stick',
  sticks: 'stick',
};

const TO_TASTE = /\b(to taste|as needed|as desired|for serving|for garnish|optional)\b/i;

function quantityOf(text: string): number | null {
  return parseIngredient(`${text} x`, { round: false })[0]?.quantity ?? null;
}

function fromParserUnit(id: string | null): readonly [UnitId, number] | null {
  if (id === null) return null;
  return FROM_PARSER[id] ?? null;
}

function sizeUnit(raw: string): UnitId | null {
  const unit = raw.toLowerCase().replace(/\.$/, '');
  if (/^(oz|ounces?)$/.test(unit)) return 'oz';
  if (/^(g|grams?)$/.test(unit)) return 'g';
  if (/^(kg)$/.test(unit)) return 'kg';
  if (/^(lbs?|pounds?)$/.test(unit)) return 'lb';
  if (/^ml$/.test(unit)) return 'ml';
  if (/^(l|liters?)$/.test(unit)) return 'l';
  if (/^(fl\.?\s?oz|fluid ounces?)$/.test(unit)) return 'fl-oz';
  return null;
}

const containerUnit = (raw: string | undefined): UnitId =>
  raw === undefined || raw === ''
    ? 'package'
    : (CONTAINERS[
        raw
          .toLowerCase()
          .replace(/\.$/, '')
          .replace(/(es|s)$/, '')
      ] ?? 'package');

interface Measured {
  quantity: number | null;
  quantityMax: number | null;
  unit: UnitId | null;
  packageSize: { quantity: number; unit: UnitId } | null;
  description: string;
  isGroupHeader: boolean;
}

/**
 * The three ways a packaged amount is written, with where each keeps its parts (capture groups):
 * count, package size, size unit, container word, description.
 */
const PACKAGED_FORMS: readonly {
  pattern: RegExp;
  groups: { count: number; size: number; sizeUnit: number; container: number; rest: number };
}[] = [
  { pattern: SIZE_IN_PARENS_FIRST, groups: { count: 1, size: 2, sizeUnit: 3, container: 4, rest: 5 } },
  { pattern: SIZE_IN_PARENS_AFTER, groups: { count: 1, container: 2, size: 3, sizeUnit: 4, rest: 5 } },
  { pattern: SIZE_BEFORE_CONTAINER, groups: { count: 1, size: 2, sizeUnit: 3, container: 4, rest: 5 } },
];

function measurePackaged(line: string): Measured | null {
  for (const { pattern, groups } of PACKAGED_FORMS) {
    const m = pattern.exec(line);
    const size = m ? sizeUnit(m[groups.sizeUnit] ?? '') : null;
    if (m && size) {
      return {
        quantity: quantityOf(m[groups.count] ?? ''),
        quantityMax: null,
        unit: containerUnit(m[groups.container]),
        packageSize: { quantity: Number(m[groups.size]), unit: size },
        description: m[groups.rest] ?? '',
        isGroupHeader: false,
      };
    }
  }
  return null;
}

/** "2-inch piece fresh ginger" → 2 inches of root. */
const SINGLE_INCH_PIECE = new RegExp(
  `^${NUMBER}\\s*-?\\s*(?:inch|in\\.?)(?:es)?\\s+(?:piece|knob|chunk)s?\\s+(?:of\\s+)?(.*)$`,
  'i',
);

/** "1 (1-inch) piece ginger", "2 2-inch pieces ginger" → inches of root. */
const INCH_PIECE = new RegExp(
  `^${QTY}\\s*\\(?\\s*${NUMBER}\\s*-?\\s*(?:inch|in\\.?)(?:es)?\\s*\\)?\\s*(?:piece|knob|chunk)s?\\s+(?:of\\s+)?(.*)$`,
  'i',
);

function measure(raw: string): Measured {
  const leadingWord = /^\s*([a-z]+)\s+/i.exec(raw);
  const number = leadingWord ? NUMBER_WORDS[(leadingWord[1] ?? '').toLowerCase()] : undefined;
  // "a pinch of salt", "one onion", "half a cup of milk"
  let line =
    number === undefined ? raw.trim() : `${number} ${raw.slice(leadingWord?.[0].length ?? 0)}`.trim();
  line = line.replace(/^(\d+\/\d+)\s+an?\s+/i, '$1 ');
  const packaged = measurePackaged(line);
  if (packaged) return packaged;
  const single = SINGLE_INCH_PIECE.exec(line);
  if (single) {
    return {
      quantity: Number(single[1]),
      quantityMax: null,
      unit: 'inch',
      packageSize: null,
      description: single[2] ?? '',
      isGroupHeader: false,
    };
  }
  const inches = INCH_PIECE.exec(line);
  if (inches) {
    const pieces = quantityOf(inches[1] ?? '');
    return {
      quantity: pieces === null ? null : pieces * Number(inches[2]),
      quantityMax: null,
      unit: 'inch',
      packageSize: null,
      description: inches[3] ?? '',
      isGroupHeader: false,
    };
  }

  const parsed = parseIngredient(line, PARSE_OPTIONS)[0];
  if (!parsed) {
    return {
      quantity: null,
      quantityMax: null,
      unit: null,
      packageSize: null,
      description: line,
      isGroupHeader: false,
    };
  }
  const mapped = fromParserUnit(parsed.unitOfMeasureID);
  let quantity = parsed.quantity === null ? null : parsed.quantity * (mapped?.[1] ?? 1);
  const quantityMax = parsed.quantity2 === null ? null : parsed.quantity2 * (mapped?.[1] ?? 1);
  let unit = mapped?.[0] ?? null;
  let description = parsed.description;

  // "1 small clove garlic", "4 large slices bread": the size describes the count unit that follows.
  if (unit === 'small' || unit === 'medium' || unit === 'large') {
    const next = /^([a-z]+)\b\s*(.*)$/i.exec(description);
    const noun = next ? UNIT_NOUNS[(next[1] ?? '').toLowerCase()] : undefined;
    if (noun !== undefined && next) {
      unit = noun;
      description = next[2] ?? '';
    }
  }

  // "1 cup plus 2 tablespoons flour"
  const plus = /^plus\s+(.*)$/i.exec(description);
  if (plus && quantity !== null && unit !== null) {
    const extra = parseIngredient(plus[1] ?? '', PARSE_OPTIONS)[0];
    const extraUnit = fromParserUnit(extra?.unitOfMeasureID ?? null);
    if (extra && extra.quantity !== null && extraUnit) {
      const added = convertSameKind(extra.quantity * extraUnit[1], extraUnit[0], unit);
      if (added !== null) {
        quantity += added;
        description = extra.description;
      }
    }
  }
  return { quantity, quantityMax, unit, packageSize: null, description, isGroupHeader: parsed.isGroupHeader };
}

export class IngredientParser {
  private readonly matcher: FoodMatcher;
  private readonly foods: ReadonlyMap<string, ParserFood>;

  constructor(foods: readonly ParserFood[]) {
    this.matcher = new FoodMatcher(foods);
    this.foods = new Map(foods.map((food) => [food.id, food]));
  }

  /**
   * The line's amount, food and preparation. With `foodId` (a person picked the food) the matcher
   * is not asked: its fuzzy search over every alias is most of a line's cost.
   */
  parse(line: string, options: { readonly foodId?: string } = {}): ParsedIngredient {
    const measured = measure(line);
    const empty = {
      text: line,
      quantity: measured.quantity,
      quantityMax: measured.quantityMax,
      unit: measured.unit,
      packageSize: measured.packageSize,
    };
    if (measured.isGroupHeader) {
      return {
        ...empty,
        foodId: null,
        match: 'none',
        matchScore: 0,
        preparation: '',
        toTaste: false,
        isGroupHeader: true,
        grams: null,
      };
    }
    const toTaste = measured.quantity === null && TO_TASTE.test(line);
    const given = options.foodId === undefined ? undefined : this.foods.get(options.foodId);
    const found = options.foodId === undefined ? this.matcher.match(measured.description) : null;
    const food = given ?? (found ? this.foods.get(found.foodId) : undefined);

    let unit = measured.unit;
    if (unit === null && measured.quantity !== null) {
      unit = 'each';
      if (food && toGrams(food, 1, 'each') === null) {
        const noun = measured.description
          .toLowerCase()
          .split(/[^a-z]+/)
          .map((word) => UNIT_NOUNS[word])
          .find(
            (candidate): candidate is UnitId =>
              candidate !== undefined && toGrams(food, 1, candidate) !== null,
          );
        if (noun) unit = noun;
      }
    }

    let preparation = '';
    if (found && food) {
      const named = new Set(food.name.toLowerCase().split(/[^a-z]+/));
      const fromAlias = found.alias.split(' ').filter((word) => PREP_WORDS.has(word) && !named.has(word));
      // Words that only restate the food ("italian sausage links", "cardamom pods") are not preparation.
      const vocabulary = new Set(
        [food.name, ...food.aliases].flatMap((alias) => normalize(alias).split(' ')),
      );
      const leftover = found.leftoverWords.filter(
        (word) => !NOISE.has(word) && (PREP_WORDS.has(word) || !vocabulary.has(singular(word))),
      );
      preparation = [[...fromAlias, ...leftover].join(' '), found.afterComma]
        .filter((part) => part !== '')
        .join(', ');
    }

    if (given) {
      const comma = measured.description.indexOf(',');
      preparation = comma === -1 ? '' : measured.description.slice(comma + 1).trim();
    }

    return {
      ...empty,
      unit,
      foodId: given ? given.id : (found?.foodId ?? null),
      match: given ? 'given' : (found?.kind ?? 'none'),
      matchScore: given ? 1 : (found?.score ?? 0),
      preparation,
      toTaste,
      isGroupHeader: false,
      grams: food && measured.quantity !== null && unit !== null ? this.gramsFor(food, measured, unit) : null,
    };
  }

  /** Foods the line may be about, best first (for a person to pick from; matcher.ts `suggest`). */
  suggest(line: string, limit = 5): { foodId: string; score: number }[] {
    return this.matcher.suggest(measure(line).description, limit);
  }

  parseAll(lines: readonly string[]): ParsedIngredient[] {
    return lines.map((line) => this.parse(line));
  }

  private gramsFor(food: ParserFood, measured: Measured, unit: UnitId): Grams | null {
    const quantity = measured.quantity ?? 0;
    const size = measured.packageSize;
    if (size) {
      // The label states the package contents: trust it over our typical package weight.
      const perPackage =
        UNITS[size.unit].kind === 'mass'
          ? toGrams(food, size.quantity, size.unit)
          : food.densityGPerMl === null
            ? null
            : { edible: toMillilitres(size.quantity, size.unit) * food.densityGPerMl, purchased: 0 };
      if (perPackage) {
        const purchased =
          UNITS[size.unit].kind === 'mass'
            ? perPackage.purchased
            : perPackage.edible / (1 - food.refusePct / 100);
        return { edible: perPackage.edible * quantity, purchased: purchased * quantity };
      }
    }
    return toGrams(food, quantity, unit);
  }
}
