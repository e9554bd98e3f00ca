import type { MealPlanQuota } from '@saverly/contracts';

/** "2 of 3 free plans left this month"; nothing for unlimited plans or before the first answer. */
function quotaText(quota: MealPlanQuota | null): string | null {
  if (!quota || quota.limit === null || quota.remaining === null) return null;
  return `${quota.remaining} of ${quota.limit} free ${quota.limit === 1 ? 'plan' : 'plans'} left this month`;
}

export function QuotaLine({ quota }: { quota: MealPlanQuota | null }) {
  const text = quotaText(quota);
  if (!text) return null;
  return <p className={quota?.remaining === 0 ? 'mp-quota mp-quota--none' : 'mp-quota'}>{text}</p>;
}
