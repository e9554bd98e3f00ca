import type { PremiumPlan } from '@saverly/contracts';
import { AppError } from '../../lib/app-error.js';

/**
 * Where a member pays for a plan once a trial is over (docs/decisions/0033-trial-and-billing.md).
 * No provider is live yet: a trial needs no card, and `noPaymentProvider` says so plainly. A real
 * provider (Stripe Checkout, Paddle …) implements this and marks the member `active` from its
 * webhook; nothing else in the app changes.
 */
export interface PaymentProvider {
  readonly name: string;
  /** A hosted checkout page for this member and plan. */
  startCheckout(input: { userId: number; email: string; plan: PremiumPlan }): Promise<{ url: string }>;
}

export const noPaymentProvider: PaymentProvider = {
  name: 'none',
  async startCheckout() {
    throw new AppError('unavailable', 'Payments are not available yet. Your free trial needs no card.');
  },
};
