import { describe, expect, it } from 'vitest';
import { aheadSentence, aheadShort } from './make-ahead';

describe('make-ahead wording', () => {
  it('says hours ahead, or overnight, beside the minutes', () => {
    expect(aheadShort({ minutes: 360, text: 'Marinate at least 6 hours' })).toBe('+ 6 h ahead');
    expect(aheadShort({ minutes: 90, text: 'Chill at least 1.5 hours' })).toBe('+ 1.5 h ahead');
    expect(aheadShort({ minutes: 480, text: 'Chill overnight' })).toBe('+ overnight');
    expect(aheadShort({ minutes: 480, text: 'Cook the rice the day before and chill it' })).toBe(
      '+ a day ahead',
    );
    expect(
      aheadShort({ minutes: 20, text: 'Cook the rice first, about 20 minutes (or use leftover rice)' }),
    ).toBe('+ 20 min ahead');
  });

  it('tells the cook what to start ahead', () => {
    expect(aheadSentence({ minutes: 240, text: 'Soak at least 4 hours' })).toBe(
      'Start ahead: soak at least 4 hours.',
    );
  });
});
