import { userSchema, type Store } from '@saverly/contracts';
import { describe, expect, it } from 'vitest';
import { premiumOf } from './premium.js';
import { presentUser } from './users.presenter.js';
import type { UserRow } from './users.repository.js';

/** The premium rule applied to stored rows, and the user as the API sends it. */

const NOW = new Date('2026-11-18T15:00:00.000Z');
const DAY = 86_400_000;

const row = (overrides: Partial<UserRow> = {}): UserRow => ({
  id: 7,
  email: 'maria@example.com',
  passwordHash: 'scrypt$secret-hash',
  firstName: 'Maria',
  lastName: 'Lopez',
  phone: null,
  emailVerified: true,
  subscriptionTier: 'free',
  premiumStatus: 'inactive',
  premiumPlan: null,
  trialStartedAt: null,
  trialEndsAt: null,
  role: 'member',
  defaultStoreId: null,
  tokensValidAfter: null,
  credentialVersion: 3,
  createdAt: new Date('2026-01-02T03:04:05.000Z'),
  updatedAt: null,
  ...overrides,
});

describe('premiumOf', () => {
  it('a member who never tried: free, no plan, trial not used', () => {
    expect(premiumOf(row(), NOW)).toEqual({
      isPremium: false,
      status: 'inactive',
      plan: null,
      trialEndsAt: null,
      trialUsed: false,
    });
  });

  it('a trial is premium until its end, and trial_ended (free) from that instant on', () => {
    const trialEndsAt = new Date(NOW.getTime() + 3 * DAY);
    const trial = row({
      premiumStatus: 'trialing',
      premiumPlan: 'family',
      trialStartedAt: new Date(trialEndsAt.getTime() - 14 * DAY),
      trialEndsAt,
    });
    expect(premiumOf(trial, NOW)).toEqual({
      isPremium: true,
      status: 'trialing',
      plan: 'family',
      trialEndsAt,
      trialUsed: true,
    });
    expect(premiumOf(trial, new Date(trialEndsAt.getTime() - 1))).toMatchObject({ isPremium: true });
    expect(premiumOf(trial, trialEndsAt)).toMatchObject({
      isPremium: false,
      status: 'trial_ended',
      plan: 'family',
      trialUsed: true,
    });
  });

  it('a stored trial without an end date is not premium', () => {
    expect(premiumOf({ premiumStatus: 'trialing' }, NOW)).toMatchObject({
      isPremium: false,
      status: 'trial_ended',
      trialUsed: false,
    });
  });

  it('paid is premium whatever the trial dates say', () => {
    const paid = row({
      premiumStatus: 'active',
      premiumPlan: 'pro',
      trialStartedAt: new Date(NOW.getTime() - 60 * DAY),
      trialEndsAt: new Date(NOW.getTime() - 46 * DAY),
    });
    expect(premiumOf(paid, NOW)).toMatchObject({ isPremium: true, status: 'active', plan: 'pro' });
  });

  it('an unknown stored status or plan is read as free and no plan', () => {
    expect(premiumOf({ premiumStatus: 'cancelled' }, NOW)).toMatchObject({
      isPremium: false,
      status: 'inactive',
    });
    expect(premiumOf(row({ premiumPlan: 'gold' as never }), NOW).plan).toBeNull();
  });
});

describe('presentUser', () => {
  it('sends the spec’s snake_case fields and no secret', () => {
    const user = presentUser(
      row({ phone: '+1 555 0100', updatedAt: new Date('2026-02-03T04:05:06.000Z') }),
      null,
      NOW,
    );
    expect(user).toEqual({
      id: 7,
      first_name: 'Maria',
      last_name: 'Lopez',
      email: 'maria@example.com',
      phone: '+1 555 0100',
      email_verified: true,
      subscription_tier: 'free',
      premium_status: 'inactive',
      is_premium: false,
      premium_plan: null,
      premium_shared_by: null,
      trial_ends_at: null,
      role: 'member',
      created_at: '2026-01-02T03:04:05.000Z',
      updated_at: '2026-02-03T04:05:06.000Z',
      default_store: null,
    });
    expect(JSON.stringify(user)).not.toContain('secret-hash');
    expect(userSchema.parse(user)).toEqual(user);
  });

  it('reports the tier as it stands at `now`: a trial reads premium, then free once it has ended', () => {
    const trialEndsAt = new Date(NOW.getTime() + DAY);
    const trial = row({
      subscriptionTier: 'free', // the stored tier is not what decides
      premiumStatus: 'trialing',
      premiumPlan: 'pro',
      trialStartedAt: new Date(trialEndsAt.getTime() - 14 * DAY),
      trialEndsAt,
    });
    expect(presentUser(trial, null, NOW)).toMatchObject({
      subscription_tier: 'premium',
      premium_status: 'trialing',
      is_premium: true,
      premium_plan: 'pro',
      trial_ends_at: trialEndsAt.toISOString(),
    });
    expect(presentUser(trial, null, new Date(trialEndsAt.getTime() + 1))).toMatchObject({
      subscription_tier: 'free',
      premium_status: 'trial_ended',
      is_premium: false,
      premium_plan: 'pro',
    });
  });

  it('a household member’s Family plan makes a free account premium on it, named; its own status kept', () => {
    const ended = row({
      premiumStatus: 'trialing',
      premiumPlan: 'pro',
      trialStartedAt: new Date(NOW.getTime() - 20 * DAY),
      trialEndsAt: new Date(NOW.getTime() - 6 * DAY),
    });
    expect(presentUser(ended, null, NOW, 'Ana')).toMatchObject({
      subscription_tier: 'premium',
      premium_status: 'trial_ended',
      is_premium: true,
      premium_plan: 'family',
      premium_shared_by: 'Ana',
    });
    // An account premium by itself keeps its own plan and is not "shared".
    const pro = row({ premiumStatus: 'active', premiumPlan: 'pro' });
    expect(presentUser(pro, null, NOW, 'Ana')).toMatchObject({
      premium_plan: 'pro',
      premium_shared_by: null,
    });
  });

  it('carries the default store it is given', () => {
    const store: Store = {
      location_id: 'SV-10001-1',
      store_id: 'SV-10001-1',
      name: 'Saverly Market',
      formatted_address: '1 Main St, New York, NY 10001',
      phone: null,
      hours: null,
    };
    expect(presentUser(row({ defaultStoreId: 3 }), store, NOW).default_store).toEqual(store);
  });
});
