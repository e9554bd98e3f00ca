/*
 * Numbers, dates and times as en-US writes them, without the browser's Intl (ICU). Saverly is
 * written in US English and prices in dollars (spec section 1), so these few patterns are all it
 * needs; and the first use of Intl in a page loads ICU's locale data on the main thread: ~45 ms on
 * this machine and ~180 ms on Lighthouse's 4× slower phone, on the path to a member's first
 * dashboard paint (docs/decisions/0029-web-performance.md, session 14). The tests check every
 * function against Intl itself over many values.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Digits of a whole number ≥ 0 in groups of three: "1234567" → "1,234,567". */
function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * |value| rounded half away from zero to `digits` decimals, as [whole, fraction]. Like Intl, it
 * rounds the number's shortest decimal form (1.005 → "1.01", where toFixed gives "1.00").
 */
function roundDecimal(value: number, digits: number): [string, string] {
  const text = String(Math.abs(value));
  if (/e/i.test(text)) {
    // 1e-7 or 1e21: far outside a price or a calorie count; toFixed is close enough there.
    const [whole = '0', fraction = ''] = Math.abs(value).toFixed(digits).split('.');
    return [whole, fraction];
  }
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= digits) return [whole, fraction.padEnd(digits, '0')];
  const up = fraction[digits]! >= '5' ? 1n : 0n;
  const kept = (BigInt(whole + fraction.slice(0, digits)) + up).toString().padStart(digits + 1, '0');
  return [kept.slice(0, kept.length - digits), kept.slice(kept.length - digits)];
}

/** Intl writes a minus for every negative number, even one that rounds to zero ("-0", "-$0.00"). */
const signOf = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

/**
 * A number with at most `maxFractionDigits` decimals (trailing zeros dropped) and grouped
 * thousands: 1820.4 → "1,820", 0.75 → "0.75", 1.5 → "1.5".
 */
export function formatNumber(value: number, maxFractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole, fraction] = roundDecimal(value, maxFractionDigits);
  const kept = fraction.replace(/0+$/, '');
  return `${signOf(value)}${groupDigits(whole)}${kept ? `.${kept}` : ''}`;
}

/** Dollars to the cent: 3.5 → "$3.50", 1234 → "$1,234.00". */
export function formatUsd(dollars: number): string {
  if (!Number.isFinite(dollars)) return String(dollars);
  const [whole, fraction] = roundDecimal(dollars, 2);
  return `${signOf(dollars)}$${groupDigits(whole)}.${fraction}`;
}

export interface DateParts {
  /** "January" or "Jan". */
  readonly month: 'long' | 'short';
  readonly day?: boolean;
  readonly year?: boolean;
  /** Read the instant in UTC (a date the server sent as a calendar day) or in the device's zone. */
  readonly timeZone: 'UTC' | 'local';
}

/**
 * A date as en-US writes it: "January 15, 2026", "Nov 16, 2026", "Nov 16", "January 2026"; an
 * unreadable date as "Invalid Date", as toLocaleDateString wrote it (callers with a better fallback
 * check first).
 */
export function formatDate(date: Date, parts: DateParts): string {
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const utc = parts.timeZone === 'UTC';
  const monthIndex = utc ? date.getUTCMonth() : date.getMonth();
  const name = MONTHS[monthIndex]!;
  const month = parts.month === 'long' ? name : name.slice(0, 3);
  const day = parts.day ? ` ${utc ? date.getUTCDate() : date.getDate()}` : '';
  const year = parts.year ? `${day ? ',' : ''} ${utc ? date.getUTCFullYear() : date.getFullYear()}` : '';
  return `${month}${day}${year}`;
}

/** A time of day on the device's clock: "3:05 PM", "12:00 AM". */
export function formatClockTime(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
