import { TRIAL_MESSAGES, TRIAL_MS, type PremiumPlan, type Subscription } from '@saverly/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { premiumOf } from '../users/premium.js';
import type { UserRow } from '../users/users.service.js';
import { presentSubscription } from './billing.presenter.js';
import { billingRepository } from './billing.repository.js';
import type { PaymentProvider } from './payment-provider.js';

/** The member's plan and trial (docs/decisions/0033-trial-and-billing.md). */
export function billingService(options: { db: Db; clock: Clock; payments: PaymentProvider }) {
  const { clock } = options;
  const repo = billingRepository(options.db);

  function subscriptionOf(row: UserRow): Subscription {
    return presentSubscription(premiumOf(row, clock.now()), options.payments.name);
  }

  return {
    subscriptionOf,

    /**
     * Starts the account's one 14-day trial of `plan`, no card: premium at once, until
     * `trial_ends_at`. Two clicks (or two tabs) cannot start two trials (one conditional UPDATE).
     * A member who has had a trial, or pays, gets 409 with the reason.
     */
    async startTrial(user: UserRow, plan: PremiumPlan): Promise<Subscription> {
      const now = clock.now();
      const row = await repo.startTrialIfEligible(user.id, {
        plan,
        startedAt: now,
        endsAt: new Date(now.getTime() + TRIAL_MS),
      });
      if (row) return subscriptionOf(row);
      const current = premiumOf(user, now);
      throw new AppError(
        'conflict',
        current.status === 'active' ? TRIAL_MESSAGES.alreadyPremium : TRIAL_MESSAGES.alreadyUsed,
      );
    },
  };
}

export type BillingService = ReturnType<typeof billingService>;
