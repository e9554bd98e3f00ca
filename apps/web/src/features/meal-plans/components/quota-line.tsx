import type { MealPlanQuota } from '@saverly/contracts';

/** "2 of 3 free plans left this month"; nothing for unlimited plans or before the first answer. */
function quotaText(quota: MealPlanQuota | null): string | null {
  if (!quota || quota.limit === null || quota.remaining === null) return null;
  return `${quota.remaining} of ${quota.limit} free ${quota.limit === 1 ? 'plan' : 'plans'} left this month`;
}

export function QuotaLine({ quota }: { quota: MealPlanQuota | null }) {
  const text = quotaText(quota);
  return text ? <p className="mp-quota">{text}</p> : null;
}
