import { describe, expect, it } from 'vitest';
import { FoodMatcher, editDistance, normalize, similarity, singular, words } from './matcher.js';

describe('normalisation', () => {
  it('reduces plurals to one stem, the same for aliases and input', () => {
    expect(singular('tomatoes')).toBe('tomato');
    expect(singular('berries')).toBe('berry');
    expect(singular('leaves')).toBe('leaf');
    expect(singular('radishes')).toBe('radish');
    expect(singular('chilies')).toBe('chili');
    expect(singular('onions')).toBe('onion');
    expect(singular('hummus')).toBe('hummus');
    expect(singular('asparagus')).toBe('asparagus');
    expect(singular('swiss')).toBe('swiss');
    expect(normalize('Brussels Sprouts')).toBe(normalize('brussel sprout'));
  });

  it('drops accents and punctuation', () => {
    expect(words('Jalapeño-Peppers, minced')).toEqual(['jalapeno', 'peppers', 'minced']);
    expect(words("Confectioners' sugar")).toEqual(['confectioners', 'sugar']);
  });

  it('measures edit distance', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(similarity('broccoli', 'brocoli')).toBeCloseTo(7 / 8, 5);
  });
});

describe('FoodMatcher', () => {
  const matcher = new FoodMatcher([
    { id: 'butter', name: 'Butter', aliases: ['salted butter'] },
    { id: 'peanut-butter', name: 'Peanut butter', aliases: [] },
    { id: 'salt', name: 'Salt', aliases: [] },
    { id: 'black-pepper', name: 'Black pepper', aliases: ['pepper'] },
    { id: 'garlic', name: 'Garlic', aliases: ['garlic clove'] },
    { id: 'broccoli', name: 'Broccoli', aliases: [] },
  ]);

  it('prefers the longest alias at a position and the earliest position', () => {
    expect(matcher.match('creamy peanut butter')?.foodId).toBe('peanut-butter');
    expect(matcher.match('salt and pepper')?.foodId).toBe('salt');
    expect(matcher.match('pepper and salt')?.foodId).toBe('black-pepper');
  });

  it('splits the preparation after the first comma', () => {
    const m = matcher.match('garlic cloves, finely minced');
    expect(m?.foodId).toBe('garlic');
    expect(m?.afterComma).toBe('finely minced');
    expect(matcher.match('softened salted butter')?.leftoverWords).toEqual(['softened']);
  });

  it('falls back to fuzzy matching for typos, but not for unrelated words', () => {
    const typo = matcher.match('brocolli');
    expect(typo?.foodId).toBe('broccoli');
    expect(typo?.kind).toBe('fuzzy');
    expect(matcher.match('marshmallows')).toBeNull();
  });

  it('looks up aliases directly', () => {
    expect(matcher.lookup('Garlic Cloves')).toBe('garlic');
    expect(matcher.lookup('nothing')).toBeUndefined();
  });
});
