import type { User } from '@saverly/contracts';

/**
 * Premium is the server's verdict (`is_premium`: paid, or a trial that has not ended), never
 * worked out again here (docs/decisions/0033-trial-and-billing.md; supersedes ADR 0014's
 * status-only rule).
 */
export function isPremium(user: Pick<User, 'is_premium'>): boolean {
  return user.is_premium === true;
}

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "January 15, 2026", or null when missing or unreadable. */
export function formatLongDate(iso: string | null | undefined): string | null {
  const date = parse(iso);
  return date
    ? date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
    : null;
}

/** "January 2026" (the dashboard's Member Since), or null when missing or unreadable. */
export function formatMonthYear(iso: string | null | undefined): string | null {
  const date = parse(iso);
  return date ? date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' }) : null;
}
