import { describe, expect, it } from 'vitest';
import { clockText, stepTimers } from './step-timers';

const labels = (step: string) => stepTimers(step).map((timer) => [timer.label, timer.seconds]);

describe('stepTimers', () => {
  it('reads the waits a step names, a range running to its shorter time', () => {
    expect(labels('Simmer for 20 minutes, stirring every 5 minutes.')).toEqual([['20 min', 1200]]);
    expect(labels('Bake 25 to 30 minutes until golden.')).toEqual([['25–30 min', 1500]]);
    expect(labels('Cook 2–3 minutes, then rest 10 minutes.')).toEqual([
      ['2–3 min', 120],
      ['10 min', 600],
    ]);
    expect(stepTimers('Bake 25 to 30 minutes.')[0]!.spoken).toBe('25 to 30 minutes');
  });

  it('says hours, half hours, a minute and a range across units as a cook would', () => {
    expect(labels('Cover and cook for 1 1/2 hours.')).toEqual([['1 1/2 hr', 5400]]);
    expect(labels('Roast 1 hour 15 minutes.')).toEqual([['1 hr 15 min', 4500]]);
    expect(labels('Set aside for half an hour.')).toEqual([['30 min', 1800]]);
    expect(labels('Let it rest for a minute.')).toEqual([['1 min', 60]]);
    expect(stepTimers('Let it rest for a minute.')[0]!.spoken).toBe('1 minute');
    const range = stepTimers('Cook 45 minutes to 1 hour more until tender.');
    expect(range.map((timer) => [timer.label, timer.seconds, timer.spoken])).toEqual([
      ['45 min–1 hr', 2700, '45 minutes to 1 hour'],
    ]);
  });

  it('offers no timer for seconds, an overnight wait, a rhythm, a size or "a second bowl"', () => {
    expect(stepTimers('Fry the garlic for 30 seconds.')).toEqual([]);
    expect(stepTimers('Marinate at least 8 hours or overnight.')).toEqual([]);
    expect(stepTimers('Stir every 5 minutes.')).toEqual([]);
    expect(stepTimers('Cut into 2-inch pieces; heat a 10-inch skillet.')).toEqual([]);
    expect(stepTimers('Transfer to a second bowl.')).toEqual([]);
    expect(stepTimers('Heat the oven to 425°F.')).toEqual([]);
  });

  it('offers no timer for a difference of times, and one for a wait said as "more" or "longer"', () => {
    // A walk-through's cook view offered "1:00" for the pasta's package time less a minute.
    expect(labels('Cook the penne 1 minute less than the package says, usually 9 to 10 minutes.')).toEqual([
      ['9–10 min', 540],
    ]);
    expect(stepTimers('Roast 10 minutes longer than you would a whole chicken.')).toEqual([]);
    expect(labels('Bake 5 minutes more, until set.')).toEqual([['5 min', 300]]);
    expect(labels('Simmer 5 minutes longer.')).toEqual([['5 min', 300]]);
  });

  it('offers one timer for a wait said twice in a step', () => {
    expect(labels('Cook 4 minutes, flip, then 4 minutes more.')).toEqual([['4 min', 240]]);
  });
});

describe('clockText', () => {
  it('shows a countdown as a kitchen timer does, rounding up to the second', () => {
    expect(clockText(598)).toBe('9:58');
    expect(clockText(597.2)).toBe('9:58');
    expect(clockText(3870)).toBe('1:04:30');
    expect(clockText(0)).toBe('0:00');
    expect(clockText(-3)).toBe('0:00');
  });
});
