import { describe, expect, it } from 'vitest';
import { AISLES, AISLE_LABELS, aisleLabel } from './aisles.js';

describe('aisles', () => {
  it('names every aisle once, in the spec’s words where it has them', () => {
    expect(Object.keys(AISLE_LABELS)).toEqual([...AISLES]);
    expect(AISLE_LABELS.meat).toBe('Meat & Seafood');
    expect(new Set([AISLE_LABELS.meat, AISLE_LABELS.poultry, AISLE_LABELS.seafood]).size).toBe(1);
    // "Pantry" is the family's pantry (kept at home), never an aisle.
    expect(Object.values(AISLE_LABELS)).not.toContain('Pantry');
  });

  it('labels an aisle id, shows a store’s own aisle as written and none as Other', () => {
    expect(aisleLabel('grains-pasta')).toBe('Pasta, Rice & Grains');
    expect(aisleLabel(' dairy-eggs ')).toBe('Dairy & Eggs');
    expect(aisleLabel('Aisle 12')).toBe('Aisle 12');
    expect(aisleLabel('toString')).toBe('toString');
    expect(aisleLabel('')).toBe('Other');
    expect(aisleLabel(null)).toBe('Other');
  });
});
