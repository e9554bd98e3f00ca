import fc from 'fast-check';
import { convertUnit } from 'parse-ingredient';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './index.js';
import {
  UNITS,
  UNIT_IDS,
  canConvert,
  convert,
  convertSameKind,
  formatQuantity,
  toGrams,
  toMassGrams,
  toMillilitres,
  type ConvertibleFood,
  type UnitId,
} from './units.js';

const catalogue = loadCatalogue();
const food = (id: string) => {
  const found = catalogue.food(id);
  if (!found) throw new Error(`no food ${id}`);
  return found;
};

describe('mass and volume arithmetic (parse-ingredient US measures)', () => {
  it('agrees with parse-ingredient', () => {
    expect(toMassGrams(1, 'lb')).toBeCloseTo(convertUnit(1, 'pound', 'gram') ?? 0, 6);
    expect(toMassGrams(1, 'oz')).toBeCloseTo(28.349523, 5);
    expect(toMillilitres(1, 'cup')).toBeCloseTo(236.58824, 4);
    expect(toMillilitres(3, 'tsp')).toBeCloseTo(toMillilitres(1, 'tbsp'), 4);
    expect(toMillilitres(1, 'gal')).toBeCloseTo(3785.4118, 3);
    expect(toMillilitres(16, 'pinch')).toBeCloseTo(toMillilitres(1, 'tsp'), 6);
  });

  it('uses the exact definitions: 16 oz is 1 lb to the last bit, 3 tsp is 1 tbsp, 16 cups 1 gallon', () => {
    expect(toMassGrams(16, 'oz')).toBe(toMassGrams(1, 'lb'));
    expect(toMassGrams(1, 'lb')).toBe(453.59237);
    expect(toMassGrams(1, 'oz')).toBe(28.349523125);
    expect(convertSameKind(1, 'lb', 'oz')).toBe(16);
    expect(toMillilitres(1, 'gal')).toBe(3785.411784);
    expect(toMillilitres(3, 'tsp')).toBeCloseTo(toMillilitres(1, 'tbsp'), 12);
    expect(toMillilitres(2, 'tbsp')).toBe(toMillilitres(1, 'fl-oz'));
    expect(toMillilitres(16, 'cup')).toBe(toMillilitres(1, 'gal'));
    expect(toMillilitres(8, 'fl-oz')).toBe(toMillilitres(1, 'cup'));
    expect(toMillilitres(2, 'pint')).toBe(toMillilitres(1, 'quart'));
    expect(toMillilitres(4, 'quart')).toBe(toMillilitres(1, 'gal'));
    // Every mass and volume unit has an exact factor of its own (none borrowed from a parser).
    for (const [id, def] of Object.entries(UNITS)) {
      if (def.kind === 'mass') expect(def.grams, id).toBeGreaterThan(0);
      if (def.kind === 'volume') expect(def.ml, id).toBeGreaterThan(0);
    }
  });

  it('converts within a kind and refuses across kinds', () => {
    expect(convertSameKind(1, 'cup', 'tbsp')).toBeCloseTo(16, 4);
    expect(convertSameKind(1, 'lb', 'oz')).toBeCloseTo(16, 4);
    expect(convertSameKind(1, 'cup', 'g')).toBeNull();
    expect(convertSameKind(1, 'clove', 'clove')).toBe(1);
    expect(convertSameKind(1, 'clove', 'head')).toBeNull();
  });
});

describe('food-specific conversion', () => {
  it('uses the exact portion weight for a volume when the food has one', () => {
    // SR28: 1 cup chopped onion = 160 g; 1 tbsp butter = 14 g.
    expect(toGrams(food('onion'), 1, 'cup')?.edible).toBe(160);
    expect(toGrams(food('butter'), 2, 'tbsp')?.edible).toBe(28);
  });

  it('falls back to density for other volumes', () => {
    // Butter: 227 g per cup → 0.9595 g/ml; 1 tsp = 4.93 ml.
    expect(toGrams(food('butter'), 1, 'tsp')?.edible).toBeCloseTo(4.9289 * 0.9595, 2);
    expect(toGrams(food('milk'), 1, 'l')?.edible).toBeCloseTo(1000 * (244 / 236.58824), 0);
  });

  it('treats mass as purchased and volume or count as edible (refuse %)', () => {
    const onion = food('onion'); // refuse 10%
    expect(toGrams(onion, 1, 'lb')).toEqual({ purchased: 453.59237, edible: 453.59237 * 0.9 });
    const medium = toGrams(onion, 1, 'medium');
    expect(medium?.edible).toBe(110);
    expect(medium?.purchased).toBeCloseTo(110 / 0.9, 6);
  });

  it('weighs counts, dozens and the each/medium stand-ins', () => {
    expect(toGrams(food('garlic'), 3, 'clove')?.edible).toBe(9);
    expect(toGrams(food('egg'), 1, 'dozen')?.edible).toBe(600);
    expect(toGrams(food('banana'), 2, 'each')?.edible).toBe(236); // "each" falls back to medium
    expect(toGrams(food('zucchini'), 1, 'medium')?.edible).toBe(196); // "medium" falls back to each
    expect(toGrams(food('ground-beef'), 1, 'cup')).toBeNull(); // no density for raw ground beef
    expect(toGrams(food('garlic'), 1, 'bunch')).toBeNull();
    expect(canConvert(food('garlic'), 'clove')).toBe(true);
    expect(canConvert(food('garlic'), 'sheet')).toBe(false);
  });

  it('round-trips mass ↔ volume ↔ count through density and portions (property)', () => {
    const pairs = catalogue.foods.flatMap((f) =>
      UNIT_IDS.filter((u) => canConvert(f, u)).map((u) => [f, u] as [ConvertibleFood, UnitId]),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...pairs),
        fc.constantFrom<UnitId>('g', 'oz', 'lb', 'kg'),
        fc.double({ min: 0.1, max: 50, noNaN: true }),
        ([f, unit], mass, quantity) => {
          const there = convert(f, quantity, unit, mass);
          if (there === null) return false;
          const back = convert(f, there, mass, unit);
          return back !== null && Math.abs(back - quantity) <= 1e-6 * quantity;
        },
      ),
      { numRuns: 300 },
    );
  });

  it('converts between two non-mass units of one food', () => {
    // 1 cup chopped onion = 160 g, a medium onion 110 g → 1.45 onions.
    expect(convert(food('onion'), 1, 'cup', 'medium')).toBeCloseTo(160 / 110, 6);
    expect(convert(food('garlic'), 1, 'head', 'clove')).toBeCloseTo(12, 6);
    expect(convert(food('garlic'), 1, 'head', 'sheet')).toBeNull();
  });

  it('buys a head of cauliflower as a store sells it (about 2 lb), not in its jacket leaves', () => {
    // A walk-through's list said "need 6 lb" for 5 cups of cauliflower rice and a head.
    const head = toGrams(food('cauliflower'), 1, 'head')!.purchased;
    expect(head / 453.59237).toBeGreaterThan(1.6);
    expect(head / 453.59237).toBeLessThan(2.4);
    const need = toGrams(food('cauliflower'), 5, 'cup')!.purchased + head;
    expect(need / 453.59237).toBeLessThan(4);
  });
});

describe('formatting', () => {
  it('writes quantities the way recipes do', () => {
    expect(formatQuantity(1.5)).toBe('1 1/2');
    expect(formatQuantity(0.333)).toBe('1/3');
    expect(formatQuantity(2)).toBe('2');
    expect(formatQuantity(0.75)).toBe('3/4');
    expect(formatQuantity(2.4)).toBe('2.4');
  });

  it('labels every unit', () => {
    for (const unit of UNIT_IDS) expect(typeof UNITS[unit].plural).toBe('string');
  });
});
