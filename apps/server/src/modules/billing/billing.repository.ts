import type { PremiumPlan } from '@saverly/contracts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { UserRow } from '../users/users.service.js';

/** The member's plan and trial columns of the users table; every query is keyed on the caller's id. */
export function billingRepository(db: Db) {
  return {
    /**
     * Starts a trial in one conditional UPDATE, so two clicks (or two tabs) cannot start two:
     * the updated row, or undefined when the account has had a trial or pays.
     */
    async startTrialIfEligible(
      userId: number,
      trial: { plan: PremiumPlan; startedAt: Date; endsAt: Date },
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({
          premiumStatus: 'trialing',
          premiumPlan: trial.plan,
          trialStartedAt: trial.startedAt,
          trialEndsAt: trial.endsAt,
        })
        .where(and(eq(users.id, userId), isNull(users.trialStartedAt), ne(users.premiumStatus, 'active')))
        .returning();
      return row;
    },
  };
}
