import type { Store, User } from '@saverly/contracts';
import { premiumOf } from './premium.js';
import type { UserRow } from './users.repository.js';

/**
 * The wire shape of a user (spec section 3): snake_case, no secrets. `default_store` is the
 * store object when the family has picked one (callers look it up with the stores service);
 * `now` is the app's clock (the premium verdict as it stands then). `sharedBy` names the household
 * member whose Family plan covers an account that is not premium itself (ADR 0039): the account
 * is then premium on the Family plan, its own status (a trial used, say) kept as it is.
 */
export function presentUser(
  row: UserRow,
  defaultStore: Store | null,
  now: Date,
  sharedBy: string | null = null,
): User {
  const own = premiumOf(row, now);
  const shared = !own.isPremium && sharedBy !== null;
  const premium = shared ? { ...own, isPremium: true, plan: 'family' as const } : own;
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    email_verified: row.emailVerified,
    // The tier and status as they stand now: a trial past its end reads 'trial_ended' and free.
    subscription_tier: premium.isPremium ? 'premium' : 'free',
    premium_status: premium.status,
    is_premium: premium.isPremium,
    premium_plan: premium.plan,
    premium_shared_by: shared ? sharedBy : null,
    trial_ends_at: premium.trialEndsAt?.toISOString() ?? null,
    role: row.role,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt ? row.updatedAt.toISOString() : null,
    default_store: defaultStore,
  };
}
