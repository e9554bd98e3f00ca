import {
  effectivePremiumStatus,
  isPremium,
  PREMIUM_PLANS,
  type PremiumPlan,
  type PremiumStatus,
} from '@saverly/contracts';
import type { UserRow } from './users.repository.js';

/**
 * A member's premium state at `now`: the one rule (packages/contracts billing.ts `isPremium`: paid,
 * or a trial that has not ended) applied to the stored row. Every server decision (the meal-plan
 * quota, the profile's badges, the subscription answer) goes through here; the web reads the
 * answer (docs/decisions/0033-trial-and-billing.md).
 */
export interface PremiumState {
  isPremium: boolean;
  status: PremiumStatus;
  plan: PremiumPlan | null;
  trialEndsAt: Date | null;
  trialUsed: boolean;
}

type PremiumRow = Pick<UserRow, 'premiumStatus'> &
  Partial<Pick<UserRow, 'premiumPlan' | 'trialEndsAt' | 'trialStartedAt'>>;

export function premiumOf(row: PremiumRow, now: Date): PremiumState {
  const facts = { premiumStatus: row.premiumStatus, trialEndsAt: row.trialEndsAt ?? null };
  const plan = (PREMIUM_PLANS as readonly string[]).includes(row.premiumPlan ?? '')
    ? (row.premiumPlan as PremiumPlan)
    : null;
  return {
    isPremium: isPremium(facts, now),
    status: effectivePremiumStatus(facts, now),
    plan,
    trialEndsAt: row.trialEndsAt ?? null,
    trialUsed: (row.trialStartedAt ?? null) !== null,
  };
}
