import { z } from 'zod';

/**
 * Plans, the free trial and the one premium rule (docs/decisions/0033-trial-and-billing.md).
 *
 * The server owns a member's premium state and sends its verdict (`is_premium` on the user and on
 * the subscription); the web never works it out again. `isPremium` below is the rule, used by the
 * server's users module only.
 */

/** The paid plans of the pricing page. */
export const PREMIUM_PLANS = ['pro', 'family'] as const;
export type PremiumPlan = (typeof PREMIUM_PLANS)[number];
export const PREMIUM_PLAN_NAMES: Readonly<Record<PremiumPlan, string>> = { pro: 'Pro', family: 'Family' };

/** Spec: a 14-day free trial, no credit card. */
export const TRIAL_DAYS = 14;
export const TRIAL_MS = TRIAL_DAYS * 86_400_000;

/**
 * `inactive`: free. `trialing`: a trial that has not ended. `trial_ended`: the trial's end has
 * passed (nothing needs to run for it to end). `active`: paid (no payment provider is live yet).
 */
export const PREMIUM_STATUSES = ['inactive', 'trialing', 'trial_ended', 'active'] as const;
export type PremiumStatus = (typeof PREMIUM_STATUSES)[number];

export interface PremiumFacts {
  /** As stored: 'inactive', 'trialing' or 'active'. */
  premiumStatus: string;
  trialEndsAt: Date | null;
}

/** A stored status seen at `now`: a trial whose end has passed has ended. */
export function effectivePremiumStatus(facts: PremiumFacts, now: Date): PremiumStatus {
  if (facts.premiumStatus === 'active') return 'active';
  if (facts.premiumStatus === 'trialing') {
    return facts.trialEndsAt && facts.trialEndsAt.getTime() > now.getTime() ? 'trialing' : 'trial_ended';
  }
  return 'inactive';
}

/** THE premium rule: paid, or in a trial that has not ended. */
export function isPremium(facts: PremiumFacts, now: Date): boolean {
  const status = effectivePremiumStatus(facts, now);
  return status === 'active' || status === 'trialing';
}

export const subscriptionSchema = z.object({
  /** The plan the member is on or trying; null for a free member who never picked one. */
  plan: z.enum(PREMIUM_PLANS).nullable(),
  status: z.enum(PREMIUM_STATUSES),
  is_premium: z.boolean(),
  trial_ends_at: z.string().nullable(),
  /** One trial per account: true once a trial has started, whether or not it has ended. */
  trial_used: z.boolean(),
  /** Payments: 'none' until a provider is live (a trial needs no card). */
  payment_provider: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionResponseSchema = z.object({
  success: z.literal(true),
  subscription: subscriptionSchema,
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** POST /api/billing/trial: which plan to try. */
export const startTrialRequestSchema = z.strictObject({ plan: z.enum(PREMIUM_PLANS) });
export type StartTrialRequest = z.infer<typeof startTrialRequestSchema>;

export const TRIAL_MESSAGES = {
  alreadyUsed: 'Your free trial has already been used. Each account gets one 14-day trial.',
  alreadyPremium: 'You already have Premium.',
} as const;
