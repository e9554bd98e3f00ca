import type { Subscription } from '@saverly/contracts';
import type { PremiumState } from '../users/premium.js';

/** The member's subscription on the wire (contracts billing.ts): the premium verdict and the provider. */
export function presentSubscription(premium: PremiumState, paymentProvider: string): Subscription {
  return {
    plan: premium.plan,
    status: premium.status,
    is_premium: premium.isPremium,
    trial_ends_at: premium.trialEndsAt?.toISOString() ?? null,
    trial_used: premium.trialUsed,
    payment_provider: paymentProvider,
  };
}
