import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('says one thing in the singular and any other count in the plural', () => {
    expect(plural(1, 'meal')).toBe('1 meal');
    expect(plural(0, 'meal')).toBe('0 meals');
    expect(plural(3, 'dish', 'dishes')).toBe('3 dishes');
    expect(plural(1, 'dish', 'dishes')).toBe('1 dish');
  });
});
