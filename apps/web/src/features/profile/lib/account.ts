import type { User } from '@saverly/contracts';
import { formatDate } from '../../../lib/en-us';

/**
 * Premium is the server's verdict (`is_premium`: paid, or a trial that has not ended), never
 * worked out again here (docs/decisions/0033-trial-and-billing.md; supersedes ADR 0014's
 * status-only rule).
 */
export function isPremium(user: Pick<User, 'is_premium'>): boolean {
  return user.is_premium === true;
}

/**
 * "Premium through Alex's Family plan": a household member's Family plan (or its trial) covers
 * this account (ADR 0039); null when the premium, if any, is the account's own.
 */
export function sharedPremiumText(user: Pick<User, 'is_premium' | 'premium_shared_by'>): string | null {
  if (!user.is_premium || !user.premium_shared_by) return null;
  return `Premium through ${user.premium_shared_by}’s Family plan`;
}

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "January 15, 2026", or null when missing or unreadable. */
export function formatLongDate(iso: string | null | undefined): string | null {
  const date = parse(iso);
  return date ? formatDate(date, { month: 'long', day: true, year: true, timeZone: 'UTC' }) : null;
}

/** "January 2026" (the dashboard's Member Since), or null when missing or unreadable. */
export function formatMonthYear(iso: string | null | undefined): string | null {
  const date = parse(iso);
  return date ? formatDate(date, { month: 'long', year: true, timeZone: 'UTC' }) : null;
}
