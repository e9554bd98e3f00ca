import { TRIAL_MESSAGES, TRIAL_MS, type PremiumPlan, type Subscription } from '@saverly/contracts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { premiumOf } from '../users/premium.js';
import type { UserRow } from '../users/users.service.js';
import type { PaymentProvider } from './payment-provider.js';

/** The member's plan and trial (docs/decisions/0033-trial-and-billing.md). */
export function billingService(options: { db: Db; clock: Clock; payments: PaymentProvider }) {
  const { db, clock } = options;

  function subscriptionOf(row: UserRow): Subscription {
    const premium = premiumOf(row, clock.now());
    return {
      plan: premium.plan,
      status: premium.status,
      is_premium: premium.isPremium,
      trial_ends_at: premium.trialEndsAt?.toISOString() ?? null,
      trial_used: premium.trialUsed,
      payment_provider: options.payments.name,
    };
  }

  return {
    subscriptionOf,

    /**
     * Starts the account's one 14-day trial of `plan`, no card: premium at once, until
     * `trial_ends_at`. One conditional UPDATE, so two clicks (or two tabs) cannot start two
     * trials. A member who has had a trial, or pays, gets 409 with the reason.
     */
    async startTrial(user: UserRow, plan: PremiumPlan): Promise<Subscription> {
      const now = clock.now();
      const [row] = await db
        .update(users)
        .set({
          premiumStatus: 'trialing',
          premiumPlan: plan,
          trialStartedAt: now,
          trialEndsAt: new Date(now.getTime() + TRIAL_MS),
        })
        .where(and(eq(users.id, user.id), isNull(users.trialStartedAt), ne(users.premiumStatus, 'active')))
        .returning();
      if (row) return subscriptionOf(row);
      const current = premiumOf(user, now);
      throw new AppError(
        'conflict',
        current.status === 'active' ? TRIAL_MESSAGES.alreadyPremium : TRIAL_MESSAGES.alreadyUsed,
      );
    },
  };
}
