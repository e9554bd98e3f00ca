import type { MealShare } from '@saverly/contracts';
import { formatNumber } from './en-us';

/** Whole and quarter recipe servings as a cook says them: "3/4", "1", "1 1/4", "1 1/2". */
function servingsText(portion: number): string {
  const quarters = Math.max(1, Math.round(portion * 4));
  const whole = Math.floor(quarters / 4);
  const part = ['', '1/4', '1/2', '3/4'][quarters % 4]!;
  const amount = whole === 0 ? part : part ? `${whole} ${part}` : String(whole);
  return `${amount} serving${quarters > 4 ? 's' : ''}`;
}

/** Fractions of a dish a parent can see when dishing up. */
const DISH_FRACTIONS: readonly (readonly [number, string])[] = [
  [1 / 8, '1/8'],
  [1 / 6, '1/6'],
  [1 / 5, '1/5'],
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [2 / 5, '2/5'],
  [1 / 2, '1/2'],
  [3 / 5, '3/5'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
  [4 / 5, '4/5'],
];

/** The nearest of `DISH_FRACTIONS` to this share of the dish. */
function dishFraction(share: number): string {
  let best = DISH_FRACTIONS[0]!;
  for (const fraction of DISH_FRACTIONS)
    if (Math.abs(fraction[0] - share) < Math.abs(best[0] - share)) best = fraction;
  return best[1];
}

/**
 * One person's share of a household meal after their name (issue #18), in what a parent dishing up
 * can use: recipe servings in quarters and about what part of the dish, then their kcal and sides:
 * "1 1/2 servings, about 2/5 of the dish · 679 kcal with 2 tbsp almonds". A walk-through's
 * "Leo 1.05×" said nothing anyone could serve. Step 4, the saved plan and the cook view say it the
 * same way; `shares` are all of the meal's people (the dish is cooked for the sum of them).
 */
export function shareDetail(share: MealShare, shares: readonly MealShare[]): string {
  const total = shares.reduce((sum, s) => sum + s.portion, 0);
  const part =
    total > 0 && shares.length > 1 ? `, about ${dishFraction(share.portion / total)} of the dish` : '';
  const kcal = formatNumber(Math.round(share.calories));
  const sides = share.sides.length > 0 ? ` with ${share.sides.join(' and ')}` : '';
  return `${servingsText(share.portion)}${part} · ${kcal} kcal${sides}`;
}
