import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  effectivePremiumStatus,
  isPremium,
  startTrialRequestSchema,
  subscriptionSchema,
  TRIAL_MS,
} from './billing.js';
import { PLAN_PRICES_CENTS } from './limits.js';

/** The paths of a refused value's issues ('' for the root); [] when it is accepted. */
function refused(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
}

describe('billing', () => {
  it('a trial names one of the paid plans and nothing else (strict)', () => {
    expect(startTrialRequestSchema.parse({ plan: 'family' })).toEqual({ plan: 'family' });
    expect(refused(startTrialRequestSchema, { plan: 'starter' })).toEqual(['plan']);
    expect(refused(startTrialRequestSchema, {})).toEqual(['plan']);
    const withCard = startTrialRequestSchema.safeParse({ plan: 'pro', card_number: '4242' });
    expect(withCard.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['card_number'] });
  });

  it('a subscription’s status is one of the four, its plan a paid one or null', () => {
    const subscription = {
      plan: null,
      status: 'inactive',
      is_premium: false,
      trial_ends_at: null,
      trial_used: false,
      payment_provider: 'none',
    };
    expect(subscriptionSchema.parse(subscription)).toEqual(subscription);
    expect(refused(subscriptionSchema, { ...subscription, status: 'past_due' })).toEqual(['status']);
    expect(refused(subscriptionSchema, { ...subscription, plan: 'starter' })).toEqual(['plan']);
  });

  it('plan prices are whole cents', () => {
    expect(PLAN_PRICES_CENTS).toEqual({ starter: 0, pro: 999, family: 1999 });
    expect(Object.values(PLAN_PRICES_CENTS).every(Number.isInteger)).toBe(true);
  });

  it('the premium rule: paid, or a trial before its end; 14 days of trial', () => {
    const now = new Date('2026-11-18T15:00:00.000Z');
    const ends = new Date(now.getTime() + 1);
    expect(TRIAL_MS).toBe(14 * 86_400_000);
    expect(isPremium({ premiumStatus: 'active', trialEndsAt: null }, now)).toBe(true);
    expect(isPremium({ premiumStatus: 'trialing', trialEndsAt: ends }, now)).toBe(true);
    expect(isPremium({ premiumStatus: 'trialing', trialEndsAt: now }, now)).toBe(false);
    expect(effectivePremiumStatus({ premiumStatus: 'trialing', trialEndsAt: now }, now)).toBe('trial_ended');
    expect(isPremium({ premiumStatus: 'inactive', trialEndsAt: ends }, now)).toBe(false);
  });
});
