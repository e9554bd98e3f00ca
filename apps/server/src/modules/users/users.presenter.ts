import type { Store, User } from '@saverly/contracts';
import type { UserRow } from './users.repository.js';

/**
 * The wire shape of a user (spec section 3): snake_case, no secrets. `default_store` is the
 * store object when the family has picked one (callers look it up with the stores service).
 */
export function presentUser(row: UserRow, defaultStore: Store | null = null): User {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    email_verified: row.emailVerified,
    subscription_tier: row.subscriptionTier,
    premium_status: row.premiumStatus,
    role: row.role,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt ? row.updatedAt.toISOString() : null,
    default_store: defaultStore,
  };
}
