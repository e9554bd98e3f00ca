import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { formatClockTime, formatDate, formatNumber, formatUsd } from './en-us';

// Each function against Intl itself: the app writes what Intl would, without loading ICU.
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const twoPlaces = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A fixed sample: halves, cents, float noise, thousands, negatives. */
function sampleNumbers(): number[] {
  const values = [0, -0, 0.5, 1.5, 2.5, -2.5, 0.125, 1.005, 2.675, 999.995, 1234567.5, 0.001, -0.001];
  let seed = 7;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = 0; i < 4_000; i += 1) {
    const magnitude = 10 ** Math.floor(next() * 8 - 2);
    values.push((next() - 0.2) * magnitude);
    values.push(Math.round((next() - 0.2) * 200_000) / 100);
  }
  for (let cents = -2_000; cents <= 2_000; cents += 1) values.push(cents / 100);
  return values;
}

describe('en-US formatting without Intl', () => {
  it('writes numbers as Intl does', () => {
    for (const value of sampleNumbers()) {
      expect(formatNumber(value), String(value)).toBe(whole.format(value));
      expect(formatNumber(value, 2), String(value)).toBe(twoPlaces.format(value));
    }
    expect(formatNumber(1820.4)).toBe('1,820');
    expect(formatNumber(0.75, 2)).toBe('0.75');
  });

  it('writes dollars as Intl does', () => {
    for (const value of sampleNumbers()) expect(formatUsd(value), String(value)).toBe(usd.format(value));
    expect(formatUsd(1234)).toBe('$1,234.00');
    expect(formatUsd(12345 / 100)).toBe('$123.45');
  });

  it('writes dates as Intl does, in UTC or on the device clock', () => {
    const variants = [
      {
        parts: { month: 'long', day: true, year: true },
        intl: { month: 'long', day: 'numeric', year: 'numeric' },
      },
      { parts: { month: 'long', year: true }, intl: { month: 'long', year: 'numeric' } },
      {
        parts: { month: 'short', day: true, year: true },
        intl: { month: 'short', day: 'numeric', year: 'numeric' },
      },
      { parts: { month: 'short', day: true }, intl: { month: 'short', day: 'numeric' } },
    ] as const;
    // Every third day of four years, at an hour that is another day on the device's clock (a US
    // zone for the test, whatever the machine's).
    vi.stubEnv('TZ', 'America/Los_Angeles');
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    expect(new Date(Date.UTC(2026, 0, 1, 3)).getDate()).toBe(31);
    for (let day = 0; day < 4 * 366; day += 3) {
      const date = new Date(Date.UTC(2024, 0, 1, 23, 30) + day * 86_400_000);
      for (const { parts, intl } of variants) {
        expect(formatDate(date, { ...parts, timeZone: 'UTC' })).toBe(
          date.toLocaleDateString('en-US', { ...intl, timeZone: 'UTC' }),
        );
        expect(formatDate(date, { ...parts, timeZone: 'local' })).toBe(
          date.toLocaleDateString('en-US', intl),
        );
      }
    }
    expect(
      formatDate(new Date('2026-01-15T00:00:00Z'), { month: 'long', day: true, year: true, timeZone: 'UTC' }),
    ).toBe('January 15, 2026');
  });

  it('writes an unreadable date as toLocaleDateString did, without throwing', () => {
    const bad = new Date('not a date');
    expect(formatDate(bad, { month: 'long', day: true, year: true, timeZone: 'local' })).toBe(
      bad.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' }),
    );
  });

  it('writes a time of day as Intl does (with a plain space before AM or PM)', () => {
    const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      const date = new Date(2026, 10, 29, 0, minute);
      expect(formatClockTime(date)).toBe(clock.format(date).replace(/\s/g, ' '));
    }
    expect(formatClockTime(new Date(2026, 0, 1, 15, 5))).toBe('3:05 PM');
  });
});
