import { formatDate } from '../../../lib/en-us';

/** "Nov 16, 2026" (the day a plan was saved), or the raw text when unreadable. */
export function formatSavedDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : formatDate(date, { month: 'short', day: true, year: true, timeZone: 'local' });
}

/** "Nov 16" for a week's Monday (UTC date of the API's week_start). */
export function formatWeek(isoDate: string): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  return Number.isNaN(date.getTime())
    ? isoDate
    : formatDate(date, { month: 'short', day: true, timeZone: 'UTC' });
}
