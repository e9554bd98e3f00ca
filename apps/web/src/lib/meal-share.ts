import type { MealShare } from '@saverly/contracts';

/**
 * One person's share of a household meal after their name (issue #18): "0.75× · 465 kcal with
 * 1 banana". The planner's step 4, the saved plan and the cook view say it the same way.
 */
export function shareDetail(share: MealShare): string {
  const portion = share.portion.toLocaleString('en-US', { maximumFractionDigits: 2 });
  const kcal = Math.round(share.calories).toLocaleString('en-US');
  const sides = share.sides.length > 0 ? ` with ${share.sides.join(' and ')}` : '';
  return `${portion}× · ${kcal} kcal${sides}`;
}
