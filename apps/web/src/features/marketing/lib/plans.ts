import {
  FAMILY_MAX_MEMBERS,
  FREE_PLANS_PER_MONTH_READINGS,
  LIMITS,
  PLAN_PRICES_CENTS,
} from '@saverly/contracts';

type PlanId = keyof typeof PLAN_PRICES_CENTS;

export interface Plan {
  id: PlanId;
  name: string;
  priceCents: number;
  summary: string;
  features: string[];
  mostPopular: boolean;
  /** Paid plans start with the free trial. */
  hasTrial: boolean;
  cta: string;
}

/** "$0", "$9.99": whole dollars without cents, anything else with two decimals. */
export function formatMonthlyPrice(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}

/** The free tier's allowance in both readings of the plan notes, e.g. "3 or 5". */
export const FREE_PLAN_ALLOWANCE = FREE_PLANS_PER_MONTH_READINGS.join(' or ');

export const TRIAL_LINE = `${LIMITS.trialDays}-day free trial, no credit card required`;

const STARTER: Plan = {
  id: 'starter',
  name: 'Starter',
  priceCents: PLAN_PRICES_CENTS.starter,
  summary: 'Try Saverly on a few weeks of dinners.',
  features: [
    `${FREE_PLAN_ALLOWANCE} meal plans per month`,
    'Basic deal notifications',
    'Shopping list generation',
  ],
  mostPopular: false,
  hasTrial: false,
  cta: 'Get Started',
};

const PRO: Plan = {
  id: 'pro',
  name: 'Pro',
  priceCents: PLAN_PRICES_CENTS.pro,
  summary: 'For households that plan every week.',
  features: [
    'Unlimited meal plans',
    'Advanced AI preferences and dietary filters',
    'Saved favourite recipes',
    'Real-time deal alerts',
  ],
  mostPopular: true,
  hasTrial: true,
  cta: 'Start Free Trial',
};

const FAMILY: Plan = {
  id: 'family',
  name: 'Family',
  priceCents: PLAN_PRICES_CENTS.family,
  summary: 'Plan together across the whole household.',
  features: [
    `Up to ${FAMILY_MAX_MEMBERS} family members`,
    'Shared meal planning',
    'Bulk shopping optimization',
    'Priority support',
    'Everything in Pro',
  ],
  mostPopular: false,
  hasTrial: true,
  cta: 'Start Free Trial',
};

export type LineUpId = 'A' | 'B';

/** The two readings of the plan notes (spec section 1): which tiers each one lists. */
export const PLAN_LINE_UPS: { id: LineUpId; plans: Plan[] }[] = [
  { id: 'A', plans: [STARTER, PRO] },
  { id: 'B', plans: [PRO, FAMILY] },
];

/** Every plan once, in price order, with the line-ups that list it. */
export const PLANS: (Plan & { lineUps: LineUpId[] })[] = [STARTER, PRO, FAMILY].map((plan) => ({
  ...plan,
  lineUps: PLAN_LINE_UPS.filter((lineUp) => lineUp.plans.includes(plan)).map((lineUp) => lineUp.id),
}));

/** "Line-up A", "Line-ups A and B". */
export function lineUpLabel(lineUps: LineUpId[]): string {
  return lineUps.length === 1 ? `Line-up ${lineUps[0]}` : `Line-ups ${lineUps.join(' and ')}`;
}
