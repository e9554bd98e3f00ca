import type { MealShare } from '@saverly/contracts';
import { formatNumber } from './en-us';

/**
 * One person's share of a household meal after their name (issue #18): "0.75× · 465 kcal with
 * 1 banana". The planner's step 4, the saved plan and the cook view say it the same way.
 */
export function shareDetail(share: MealShare): string {
  const portion = formatNumber(share.portion, 2);
  const kcal = formatNumber(Math.round(share.calories));
  const sides = share.sides.length > 0 ? ` with ${share.sides.join(' and ')}` : '';
  return `${portion}× · ${kcal} kcal${sides}`;
}
