import { describe, expect, it } from 'vitest';
import { aheadSentence, aheadShort } from './make-ahead';

describe('make-ahead wording', () => {
  it('says hours ahead, or overnight, beside the minutes', () => {
    expect(aheadShort({ minutes: 360, text: 'Marinate at least 6 hours' })).toBe('+ 6 h ahead');
    expect(aheadShort({ minutes: 90, text: 'Chill at least 1.5 hours' })).toBe('+ 1.5 h ahead');
    expect(aheadShort({ minutes: 480, text: 'Chill overnight' })).toBe('+ overnight');
  });

  it('tells the cook what to start ahead', () => {
    expect(aheadSentence({ minutes: 240, text: 'Soak at least 4 hours' })).toBe(
      'Start ahead: soak at least 4 hours.',
    );
  });
});
