import { describe, expect, it } from 'vitest';
import { FREE_PLAN_ALLOWANCE, formatMonthlyPrice, lineUpLabel, PLAN_LINE_UPS, PLANS } from './plans';

describe('pricing plans', () => {
  it('formats monthly prices from cents', () => {
    expect(formatMonthlyPrice(0)).toBe('$0');
    expect(formatMonthlyPrice(999)).toBe('$9.99');
    expect(formatMonthlyPrice(1999)).toBe('$19.99');
    expect(formatMonthlyPrice(2000)).toBe('$20');
  });

  it('keeps both readings of the plan notes: Starter + Pro and Pro + Family', () => {
    expect(
      PLAN_LINE_UPS.map((lineUp) =>
        lineUp.plans.map((plan) => `${plan.name} ${formatMonthlyPrice(plan.priceCents)}`),
      ),
    ).toEqual([
      ['Starter $0', 'Pro $9.99'],
      ['Pro $9.99', 'Family $19.99'],
    ]);
  });

  it('lists every plan once with the line-ups that include it', () => {
    expect(PLANS.map((plan) => [plan.name, lineUpLabel(plan.lineUps)])).toEqual([
      ['Starter', 'Line-up A'],
      ['Pro', 'Line-ups A and B'],
      ['Family', 'Line-up B'],
    ]);
  });

  it('shows both free-tier allowances and marks only Pro as Most Popular', () => {
    expect(FREE_PLAN_ALLOWANCE).toBe('3 or 5');
    const starter = PLAN_LINE_UPS[0]!.plans[0]!;
    expect(starter.features[0]).toBe('3 or 5 meal plans per month');
    const popular = PLAN_LINE_UPS.flatMap((lineUp) => lineUp.plans).filter((plan) => plan.mostPopular);
    expect(new Set(popular.map((plan) => plan.id))).toEqual(new Set(['pro']));
  });

  it('gives the free trial to paid plans only', () => {
    for (const plan of PLAN_LINE_UPS.flatMap((lineUp) => lineUp.plans)) {
      expect(plan.hasTrial).toBe(plan.priceCents > 0);
    }
  });
});
