import { describe, expect, it } from 'vitest';
import { planWeek, weekStart } from './saved-plans.service.js';

const day = (d: number, hour = 12) => new Date(Date.UTC(2026, 10, d, hour));
const iso = (date: Date) => date.toISOString().slice(0, 10);

describe('the week a saved plan is named for', () => {
  it('is the week most of its days fall in: this Monday’s from Monday to Thursday, the next one’s from Friday', () => {
    // November 2026: Monday the 23rd to Sunday the 29th.
    for (const d of [23, 24, 25, 26]) expect(iso(planWeek(day(d))), `Nov ${d}`).toBe('2026-11-23');
    for (const d of [27, 28, 29]) expect(iso(planWeek(day(d))), `Nov ${d}`).toBe('2026-11-30');
    expect(iso(planWeek(day(29, 23)))).toBe('2026-11-30');
    expect(iso(planWeek(day(26, 23)))).toBe('2026-11-23');
  });

  it('while the savings chart still counts a plan in the week it was saved', () => {
    expect(iso(weekStart(day(29)))).toBe('2026-11-23');
  });
});
