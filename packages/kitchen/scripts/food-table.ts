/**
 * Builds the food table from public data plus our curated list (pure: reads files, writes nothing).
 * `derive-foods.ts` writes it to src/data/foods.json; the tests rebuild it and compare.
 *
 * Inputs (default: ../../../shared/data relative to this script):
 * - usda/sr28-foods-per-100g.csv: USDA SR28 nutrient facts per 100 g, two household weights,
 *   refuse %. Every food records the NDB number its figures come from.
 * - bls/average-prices-us-city.csv: BLS average US retail prices, scaled to the reference month
 *   with the CPI-U food-at-home index (CPI table below; docs/decisions/0010).
 * - scripts/food-sources/*.ts: our ids, names, aliases, aisles, diet attributes, portion weights
 *   SR28 lacks (with the reason), retail packages and reference prices.
 *
 * The output is deterministic (sorted, prettier-formatted), so a re-run with unchanged inputs
 * leaves the committed file byte-for-byte identical. The app never reads ../shared at run time.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FoodSchema, type Food, type FoodTable, type Portion, type Price } from '../src/schema.js';
import { UNIT_IDS, isUnitId, toGrams, toMillilitres, type UnitId } from '../src/units.js';
import { FOOD_SOURCES, type FoodSource } from './food-sources/index.js';

const here = dirname(fileURLToPath(import.meta.url));
/** ../shared/data next to the repository (the default the derive script uses). */
export const DEFAULT_DATA_DIR = resolve(here, '../../../../shared/data');
/** Where the derived table is committed. */
export const FOOD_TABLE_FILE = resolve(here, '../src/data/foods.json');

// -------------------------------------------------------------------------------------------------
// Price index: BLS CPI-U, U.S. city average, Food at home (series CUUR0000SAF11, 1982-84 = 100,
// not seasonally adjusted). Values as published by BLS (read from the labordatahub.com mirror of
// the series, latest value March 2026). Only the months our BLS price series end in are needed.
// The reference month is November 2026: March 2026 carried forward 8 months at the latest
// year-over-year rate (+1.9%, March 2026), i.e. × 1.019^(8/12). See docs/decisions/0010.
// -------------------------------------------------------------------------------------------------
const CPI_FOOD_AT_HOME: Readonly<Record<string, number>> = {
  '2021-09': 262.695,
  '2022-04': 282.161,
  '2022-07': 292.972,
  '2022-08': 295.007,
  '2026-03': 318.755,
};
const CPI_LATEST_PERIOD = '2026-03';
const CPI_PROJECTION_YOY = 0.019;
const REFERENCE_PERIOD = '2026-11';
const CPI_REFERENCE = round(
  (CPI_FOOD_AT_HOME[CPI_LATEST_PERIOD] ?? Number.NaN) * Math.pow(1 + CPI_PROJECTION_YOY, 8 / 12),
  3,
);

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

// -------------------------------------------------------------------------------------------------
// CSV
// -------------------------------------------------------------------------------------------------
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      field = '';
      if (row.some((cell) => cell !== '')) rows.push(row);
      row = [];
    } else field += ch;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  const [header, ...body] = rows;
  if (!header) throw new Error('empty CSV');
  return body.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}

const num = (row: Record<string, string>, column: string): number => {
  const raw = row[column];
  if (raw === undefined) throw new Error(`SR28 column missing: ${column}`);
  const value = raw === '' ? 0 : Number(raw);
  if (!Number.isFinite(value)) throw new Error(`not a number in ${column}: ${raw}`);
  return value;
};

// -------------------------------------------------------------------------------------------------
// SR28 household weights → portions
// -------------------------------------------------------------------------------------------------
const ITEM_NOUNS =
  /^(pepper|fruit|onion|potato|sweetpotato|cucumber|eggplant|tomato|banana|date|fig|olive|anchovy|frankfurter|tortilla|pita|roll|muffin|bagel|wrapper|link|piece|sprout|bulb|leek|beet|artichoke|drumstick|wing|thigh|chop|fillet|grape|egg|radish|kiwi|lemon|lime|orange|apple|pear|peach|mango|avocado|mushroom|shrimp|scallop|sausage|biscuit|waffle|pancake|croissant|grapes)s?\b/;
const SKIP = /\b(mini|miniature|extra large|jumbo|colossal|yield from 1 lb|unit)\b/;

/** Parses an SR28 household-weight description into grams per unit, or null when unusable. */
function srPortion(grams: number, description: string): { unit: UnitId; grams: number } | null {
  if (!(grams > 0)) return null;
  const text = description.toLowerCase().trim();
  if (SKIP.test(text)) return null;
  const match = /^(\d*\.?\d+)\s+(.*)$/.exec(text);
  if (!match) return null;
  const count = Number(match[1]);
  let rest = match[2] ?? '';
  if (!(count > 0)) return null;
  const served = /^serving,\s*(\d+\/\d+|\d*\.?\d+)\s+(.*)$/.exec(rest);
  if (served) {
    const [n, d] = (served[1] ?? '').split('/');
    const inner = d === undefined ? Number(n) : Number(n) / Number(d);
    const sub = srPortion(grams, `${inner} ${served[2] ?? ''}`);
    return sub && count === 1 ? sub : null;
  }
  rest = rest.replace(/^,\s*/, '');
  const per = (unit: UnitId) => ({ unit, grams: grams / count });
  if (/^cups?\b/.test(rest)) return per('cup');
  if (/^(tbsp|tablespoons?)\b/.test(rest)) return per('tbsp');
  if (/^(tsp|teaspoons?)\b/.test(rest)) return per('tsp');
  if (/^(fl oz|fluid ounces?)\b/.test(rest)) return per('fl-oz');
  if (/^(large|medium|small)\b/.test(rest)) return per(rest.split(/\W/)[0] as UnitId);
  if (/^(packages?|envelopes?)\b/.test(rest)) return count === 1 ? per('package') : null;
  const counted: [RegExp, UnitId][] = [
    [/^cloves?\b/, 'clove'],
    [/^slices?\b/, 'slice'],
    [/^cans?\b/, 'can'],
    [/^jars?\b/, 'jar'],
    [/^bunch(es)?\b/, 'bunch'],
    [/^heads?\b/, 'head'],
    [/^(leaf|leaves)\b/, 'leaf'],
    [/^stalks?\b/, 'stalk'],
    [/^sprigs?\b/, 'sprig'],
    [/^ears?\b/, 'ear'],
    [/^sticks?\b/, 'stick'],
    [/^sheets?\b/, 'sheet'],
  ];
  for (const [pattern, unit] of counted) if (pattern.test(rest)) return per(unit);
  if (ITEM_NOUNS.test(rest)) {
    const size = /\b(large|medium|small)\b/.exec(rest);
    return per(size ? (size[1] as UnitId) : 'each');
  }
  return null;
}

function portionsFor(source: FoodSource, row: Record<string, string>): Portion[] {
  const byUnit = new Map<UnitId, Portion>();
  // A composite's household weights are its own (`portions`), not its main part's.
  for (const which of source.composite ? [] : (['1st', '2nd'] as const)) {
    const grams = num(row, `Data.Household Weights.${which} Household Weight`);
    const description = row[`Data.Household Weights.${which} Household Weight Description`] ?? '';
    const parsed = srPortion(grams, description);
    if (parsed && !byUnit.has(parsed.unit)) {
      byUnit.set(parsed.unit, {
        unit: parsed.unit,
        grams: round(parsed.grams, 2),
        source: 'sr28',
        note: `SR28 household weight: ${grams} g = ${description.trim().replace(/\s+/g, ' ')}`,
      });
    }
  }
  for (const [unit, [grams, why]] of Object.entries(source.portions ?? {})) {
    if (!isUnitId(unit)) throw new Error(`${source.id}: unknown portion unit ${unit}`);
    byUnit.set(unit, { unit, grams, source: 'saverly', note: why });
  }
  return [...byUnit.values()].sort((a, b) => UNIT_IDS.indexOf(a.unit) - UNIT_IDS.indexOf(b.unit));
}

/** g/ml from the first volume portion (cup, tbsp, tsp, fl oz), preferring the largest measure. */
function densityFor(portions: readonly Portion[]): number | null {
  for (const unit of ['cup', 'fl-oz', 'tbsp', 'tsp'] as const) {
    const portion = portions.find((p) => p.unit === unit);
    if (portion) return round(portion.grams / toMillilitres(1, unit), 4);
  }
  return null;
}

// -------------------------------------------------------------------------------------------------
// Prices
// -------------------------------------------------------------------------------------------------
interface BlsSeries {
  readonly item: string;
  readonly unit: string;
  readonly period: string;
  readonly usd: number;
}

function latestBls(rows: readonly Record<string, string>[]): Map<string, BlsSeries> {
  const latest = new Map<string, BlsSeries>();
  for (const row of rows) {
    const id = row.series_id ?? '';
    const period = `${row.year ?? ''}-${(row.period ?? '').replace(/^M/, '')}`;
    const previous = latest.get(id);
    if (!previous || period > previous.period) {
      latest.set(id, { item: row.item ?? '', unit: row.unit ?? '', period, usd: Number(row.price_usd) });
    }
  }
  return latest;
}

const BLS_UNITS: Readonly<Record<string, [number, UnitId]>> = {
  lb: [1, 'lb'],
  dozen: [1, 'dozen'],
  gal: [1, 'gal'],
  '1/2 gal': [0.5, 'gal'],
  '12 oz': [12, 'oz'],
  '16 oz': [16, 'oz'],
};

function priceFor(source: FoodSource, bls: Map<string, BlsSeries>): Price {
  if (!('bls' in source.price)) {
    const [cents, quantity, unit] = source.price;
    if (!isUnitId(unit)) throw new Error(`${source.id}: unknown price unit ${unit}`);
    return { cents, quantity, unit, source: 'estimate' };
  }
  const series = bls.get(source.price.bls);
  if (!series) throw new Error(`${source.id}: no BLS series ${source.price.bls}`);
  const cpi = CPI_FOOD_AT_HOME[series.period];
  if (cpi === undefined) {
    throw new Error(
      `${source.id}: BLS series ${source.price.bls} ends ${series.period}, no CPI value for that month`,
    );
  }
  const unit = BLS_UNITS[series.unit];
  if (!unit) throw new Error(`${source.id}: unhandled BLS unit ${series.unit}`);
  const cpiFactor = round(CPI_REFERENCE / cpi, 4);
  return {
    cents: Math.round(series.usd * cpiFactor * 100),
    quantity: unit[0],
    unit: unit[1],
    source: 'bls',
    bls: { series: source.price.bls, item: series.item, period: series.period, usd: series.usd, cpiFactor },
  };
}

function parsePackage(food: string, text: string): { size: number; unit: UnitId } {
  const match = /^(\d*\.?\d+)\s+(\S+)$/.exec(text);
  const unit = match?.[2];
  if (!match || unit === undefined || !isUnitId(unit)) throw new Error(`${food}: bad package "${text}"`);
  return { size: Number(match[1]), unit };
}

// -------------------------------------------------------------------------------------------------
// Build
// -------------------------------------------------------------------------------------------------
export function buildFoodTable(dataDir: string = DEFAULT_DATA_DIR): FoodTable {
  const srRows = parseCsv(readFileSync(resolve(dataDir, 'usda/sr28-foods-per-100g.csv'), 'utf8'));
  const byNdb = new Map(srRows.map((row) => [Number(row['Nutrient Data Bank Number']), row]));
  const bls = latestBls(parseCsv(readFileSync(resolve(dataDir, 'bls/average-prices-us-city.csv'), 'utf8')));

  const seen = new Set<string>();
  const foods: Food[] = FOOD_SOURCES.map((source) => {
    if (seen.has(source.id)) throw new Error(`duplicate food id ${source.id}`);
    seen.add(source.id);
    const row = byNdb.get(source.ndb);
    if (!row) throw new Error(`${source.id}: NDB ${source.ndb} is not in SR28`);
    const parts = (source.composite?.parts ?? []).map(([ndb, share]) => {
      const partRow = byNdb.get(ndb);
      if (!partRow) throw new Error(`${source.id}: composite part NDB ${ndb} is not in SR28`);
      return { ndb, share, row: partRow };
    });
    if (source.composite) {
      const total = parts.reduce((sum, part) => sum + part.share, 0);
      if (Math.abs(total - 1) > 1e-9) throw new Error(`${source.id}: composite shares add up to ${total}`);
      if (parts[0]?.ndb !== source.ndb)
        throw new Error(`${source.id}: ndb must be the composite's first part`);
    }
    /** Per 100 g: the SR28 row's figure, or the share-weighted sum over a composite's parts. */
    const nutrient = (column: string): number =>
      source.composite
        ? parts.reduce((sum, part) => sum + part.share * num(part.row, column), 0)
        : num(row, column);
    const portions = portionsFor(source, row);
    if (source.juiceOf && !FOOD_SOURCES.some((other) => other.id === source.juiceOf?.fruitId)) {
      throw new Error(`${source.id}: juice of unknown food ${source.juiceOf.fruitId}`);
    }
    if (source.cooked && !FOOD_SOURCES.some((other) => other.id === source.cooked?.rawId)) {
      throw new Error(`${source.id}: cooked form of unknown food ${source.cooked.rawId}`);
    }
    const candidate: Food = {
      id: source.id,
      name: source.name,
      aliases: [...new Set((source.aliases ?? []).map((a) => a.toLowerCase()))],
      aisle: source.aisle,
      attributes: [...new Set(source.attributes)].sort(),
      source: {
        ndb: source.ndb,
        description: source.composite
          ? `Composite: ${parts.map((part) => `${round(part.share * 100, 2)}% ${part.row.Description ?? ''}`).join(' + ')}`
          : (row.Description ?? ''),
        ...(source.proxy === undefined ? {} : { proxy: source.proxy }),
        ...(source.composite === undefined
          ? {}
          : {
              composite: {
                parts: parts.map((part) => ({
                  ndb: part.ndb,
                  description: part.row.Description ?? '',
                  share: part.share,
                })),
                why: source.composite.why,
              },
            }),
      },
      nutrientsPer100g: {
        energyKcal: round(nutrient('Data.Kilocalories'), 1),
        proteinG: round(nutrient('Data.Protein'), 2),
        fatG: round(nutrient('Data.Fat.TotalLipid'), 2),
        saturatedFatG: round(nutrient('Data.Fat.SaturatedFat'), 3),
        carbohydrateG: round(nutrient('Data.Carbohydrate'), 2),
        fiberG: round(nutrient('Data.Fiber'), 2),
        sugarsG: round(nutrient('Data.SugarTotal'), 2),
        sodiumMg: round(nutrient('Data.MajorMinerals.Sodium'), 1),
      },
      refusePct: source.refusePct ?? (source.composite ? 0 : num(row, 'Data.RefusePercentage')),
      densityGPerMl: densityFor(portions),
      portions,
      packages: source.packages.map((text) => parsePackage(source.id, text)),
      price: priceFor(source, bls),
      ...(source.cooked === undefined
        ? {}
        : {
            cooked: { rawFoodId: source.cooked.rawId, yield: source.cooked.yield, note: source.cooked.why },
          }),
      ...(source.juiceOf === undefined
        ? {}
        : // The yield is set below, from the juice's and the fruit's 'each' portions.
          { juiceOf: { fruitFoodId: source.juiceOf.fruitId, yield: 1, note: source.juiceOf.why } }),
      ...(source.note === undefined ? {} : { note: source.note }),
    };
    const food = FoodSchema.parse(candidate);
    // Every package and the price must convert to grams, or costing and shopping lists break.
    for (const { size, unit } of food.packages) {
      if (!toGrams(food, size, unit)) throw new Error(`${food.id}: package ${size} ${unit} has no weight`);
    }
    if (!toGrams(food, food.price.quantity, food.price.unit)) {
      throw new Error(`${food.id}: price unit ${food.price.unit} has no weight`);
    }
    return food;
  }).sort((a, b) => a.id.localeCompare(b.id));

  // A cooked form is never priced on its own: its price is the raw food's for the raw grams that
  // cook to one pound (ADR 0028). Costs and lists go through the raw food; this keeps the table honest.
  const byId = new Map(foods.map((f) => [f.id, f]));
  for (const [index, cookedFood] of foods.entries()) {
    if (!cookedFood.cooked) continue;
    const raw = byId.get(cookedFood.cooked.rawFoodId);
    if (!raw || raw.cooked)
      throw new Error(`${cookedFood.id}: raw form ${cookedFood.cooked.rawFoodId} unknown or cooked`);
    const rawGrams = toGrams(raw, raw.price.quantity, raw.price.unit);
    if (!rawGrams) throw new Error(`${raw.id}: price unit has no weight`);
    const centsPerRawGram = raw.price.cents / rawGrams.purchased;
    foods[index] = FoodSchema.parse({
      ...cookedFood,
      packages: raw.packages,
      price: {
        cents: Math.round((centsPerRawGram * toGrams(raw, 1, 'lb')!.purchased) / cookedFood.cooked.yield),
        quantity: 1,
        unit: 'lb',
        source: 'estimate',
      },
    });
  }

  // Fresh juice is bought as its fruit: the juice of one fruit (the juice's 'each' portion) per
  // purchased fruit (the fruit's), so "juice of 1 lime" buys one lime.
  for (const [index, juice] of foods.entries()) {
    if (!juice.juiceOf) continue;
    const fruit = byId.get(juice.juiceOf.fruitFoodId);
    const perFruit = toGrams(juice, 1, 'each')?.purchased;
    const fruitGrams = fruit ? toGrams(fruit, 1, 'each')?.purchased : undefined;
    if (!fruit || fruit.cooked || fruit.juiceOf || !perFruit || !fruitGrams)
      throw new Error(
        `${juice.id}: its fruit ${juice.juiceOf.fruitFoodId} is unknown or has no 'each' weight`,
      );
    foods[index] = FoodSchema.parse({
      ...juice,
      juiceOf: { ...juice.juiceOf, yield: perFruit / fruitGrams },
    });
  }

  return {
    generatedBy: 'packages/kitchen/scripts/derive-foods.ts — do not edit by hand',
    sources: [
      'USDA ARS, National Nutrient Database for Standard Reference, Release 28 (SR28 / FoodData Central “SR Legacy”): nutrients per 100 g, household weights, refuse %. Public domain. Each food records its NDB number.',
      'US Bureau of Labor Statistics, Average Price Data, U.S. city average (series APU…): latest month per series.',
      'BLS CPI-U Food at home, U.S. city average, NSA (CUUR0000SAF11): scales BLS prices to the reference month.',
      'Saverly curated list (scripts/food-sources): aliases, aisles, attributes, portion weights SR28 lacks (with reasons), packages, estimated prices.',
    ],
    priceIndex: {
      series: 'CUUR0000SAF11',
      referencePeriod: REFERENCE_PERIOD,
      referenceValue: CPI_REFERENCE,
      note: `CPI ${CPI_LATEST_PERIOD} = ${CPI_FOOD_AT_HOME[CPI_LATEST_PERIOD]} carried forward 8 months at +${CPI_PROJECTION_YOY * 100}%/yr; factor per BLS item = reference / CPI of the item's last month`,
    },
    foods,
  };
}

/** The table as committed: JSON formatted with the repository's prettier settings. */
export async function formatFoodTable(table: FoodTable): Promise<string> {
  const prettier = await import('prettier');
  const config = (await prettier.resolveConfig(FOOD_TABLE_FILE)) ?? {};
  return prettier.format(JSON.stringify(table, null, 2), { ...config, filepath: FOOD_TABLE_FILE });
}
