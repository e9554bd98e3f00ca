import type { User } from '@saverly/contracts';

/** A signed-in user as the API returns it; override what a test cares about. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    first_name: 'Maria',
    last_name: 'Lopez',
    email: 'maria@example.com',
    phone: null,
    email_verified: true,
    subscription_tier: 'free',
    premium_status: 'inactive',
    role: 'member',
    created_at: '2026-01-15T10:00:00.000Z',
    updated_at: null,
    default_store: null,
    // The server's verdict; a fixture that says 'active' is a paying member.
    is_premium: overrides.premium_status === 'active',
    premium_plan: null,
    premium_shared_by: null,
    trial_ends_at: null,
    ...overrides,
  };
}
