// A stored side is bought as its own food, in the amount its text says, for a family's meal and a
// household's (whose side text is the sum of each person's steps): a walk-through's household list
// read "2 slices whole-wheat toast; 5 slices whole-wheat toast" as whole-wheat pasta.
import { loadCatalogue, SIDE_DEFINITIONS, sideSteps, sideText } from '@saverly/kitchen';
import { describe, expect, it } from 'vitest';
import { storedSideLines } from './pricing.js';

const catalogue = loadCatalogue();
const sides = sideSteps((id) => catalogue.food(id));
const toast = SIDE_DEFINITIONS.find((d) => d.id === 'toast')!;
const step = sides.find((s) => s.definition.id === 'toast')!;

describe('storedSideLines', () => {
  it('reads a family meal’s side: steps × servings', () => {
    const [line] = storedSideLines(
      catalogue,
      sides,
      { food_id: toast.foodId, text: sideText(toast, 2, 4) },
      4,
      'd1-dinner',
    );
    expect(line).toMatchObject({
      foodId: 'whole-wheat-bread',
      quantity: 8,
      unit: 'slice',
      mealKey: 'd1-dinner',
    });
    expect(line!.grams).toBeCloseTo(step.purchasedGrams * 8, 6);
  });

  it('reads a household’s side, the sum of each person’s steps (5 slices for three people)', () => {
    for (const slices of [1, 3, 5]) {
      const lines = storedSideLines(
        catalogue,
        sides,
        { food_id: toast.foodId, text: `${slices} slice${slices === 1 ? '' : 's'} whole-wheat toast` },
        3,
        'd2-breakfast',
      );
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ foodId: 'whole-wheat-bread', quantity: slices, unit: 'slice' });
    }
  });

  it('reads a side stored under its former words as the side (rice before "measured dry")', () => {
    const rice = sides.find((s) => s.definition.id === 'rice')!;
    for (const [text, cups] of [
      ['1 cup white rice (dry), cooked', 1],
      ['1/2 cup white rice (dry), cooked', 0.5],
      ['1 cup white rice, measured dry', 1],
    ] as const) {
      const lines = storedSideLines(catalogue, sides, { food_id: 'white-rice', text }, 2, 'd1-dinner');
      expect(lines, text).toHaveLength(1);
      // Dry rice's grams (the former words are parsed: "(dry), cooked" is the dry rice, cooked).
      expect(lines[0]!.grams, text).toBeCloseTo(rice.purchasedGrams * (cups / rice.definition.perStep), 6);
    }
  });

  it('keeps a side on its own food when its text is not the planner’s', () => {
    const lines = storedSideLines(
      catalogue,
      sides,
      { food_id: toast.foodId, text: '40 slices whole-wheat toast, buttered' },
      3,
      'd3-lunch',
    );
    expect(lines.map((l) => l.foodId)).toEqual(['whole-wheat-bread']);
    expect(lines[0]!.grams).toBeUndefined();
  });
});
