import type { User } from '@saverly/contracts';

/** Spec section 2: premium_status equal to 'active' means premium. */
export function isPremium(user: Pick<User, 'premium_status'>): boolean {
  return user.premium_status === 'active';
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
