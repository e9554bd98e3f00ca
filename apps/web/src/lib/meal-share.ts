import type { MealShare } from '@saverly/contracts';
import { formatNumber } from './en-us';

/** Whole and quarter recipe servings as a cook says them: "3/4 serving", "1 1/4 servings". */
function servingsText(portion: number): string {
  const quarters = Math.max(1, Math.round(portion * 4));
  const whole = Math.floor(quarters / 4);
  const part = ['', '1/4', '1/2', '3/4'][quarters % 4]!;
  const amount = whole === 0 ? part : part ? `${whole} ${part}` : String(whole);
  return `${amount} serving${quarters > 4 ? 's' : ''}`;
}

/**
 * Denominators a parent can see in a pot, smallest first. Twelfths only as quarters, thirds and
 * sixths together (`plainTwelfths`): a walk-through's four shares of a salmon bowl (22, 28, 32 and
 * 18 %) read "a generous 1/6, a scant 1/3, about 1/3, about 1/6", where "1/4, 1/4, 1/3, 1/6" is
 * within 3.2 % of each.
 */
const DENOMINATORS = [2, 3, 4, 5, 6, 8, 12];
/** How far a said part may be from the exact share of the dish. */
const PART_TOLERANCE = 0.05;

/**
 * Each person's part of the dish over one denominator, adding up to the whole (largest
 * remainders): the smallest denominator within `PART_TOLERANCE` of every share, else the one
 * nearest every share.
 * "1/2, 1/2" for 0.53 and 0.47; "3/5, 2/5" for 0.56 and 0.44. One denominator for everyone, so two
 * equal portions never read as different parts, nor a bigger portion as a smaller part.
 */
export function dishParts(portions: readonly number[]): string[] {
  const total = portions.reduce((sum, p) => sum + p, 0);
  if (total <= 0) return portions.map(() => '');
  const shares = portions.map((p) => p / total);
  const split = (d: number) => {
    const counts = shares.map((s) => Math.floor(s * d));
    const order = shares
      .map((s, i) => ({ i, rest: s * d - Math.floor(s * d) }))
      .sort((a, b) => b.rest - a.rest || a.i - b.i);
    const missing = d - counts.reduce((a, b) => a + b, 0);
    for (let k = 0; k < missing; k += 1) counts[order[k]!.i]! += 1;
    return counts;
  };
  const worst = (d: number, counts: number[]) =>
    Math.max(...counts.map((c, i) => (c > 0 ? Math.abs(c / d - shares[i]!) : Infinity)));
  // The smallest denominator within the tolerance, else the one nearest every share.
  let d = DENOMINATORS[0]!;
  let counts = split(d);
  let error = worst(d, counts);
  for (const candidate of DENOMINATORS) {
    const tried = split(candidate);
    if (candidate === 12 && !plainTwelfths(tried)) continue;
    const off = worst(candidate, tried);
    if (off <= PART_TOLERANCE) {
      d = candidate;
      counts = tried;
      break;
    }
    if (off < error - 1e-9) {
      d = candidate;
      counts = tried;
      error = off;
    }
  }
  return counts.map((c) => {
    const g = gcd(c, d);
    return c === 0 ? 'a little' : `${c / g}/${d / g}`;
  });
}

/** How far a person's exact share may be from the part said before it is "a generous" or "a scant" one. */
const SENSE_TOLERANCE = 0.02;

/**
 * Each person's part of the dish as a parent dishes it up: "about 3/8", or "a generous 3/8" / "a
 * scant 3/8" when their exact share is more than 2 % of the dish off the part said. A walk-through
 * read "Maria about 3/8 of the dish · 753 kcal" beside "Leo about 3/8 of the dish · 669 kcal":
 * one denominator keeps the parts adding up, and a word keeps the bigger eater's part bigger.
 */
export function dishPartsSaid(portions: readonly number[]): string[] {
  const total = portions.reduce((sum, p) => sum + p, 0);
  return dishParts(portions).map((part, i) => {
    const [n, d] = part.split('/').map(Number);
    if (!n || !d || total <= 0) return part === 'a little' ? part : `about ${part}`;
    const off = portions[i]! / total - n / d;
    return `${off > SENSE_TOLERANCE ? 'a generous' : off < -SENSE_TOLERANCE ? 'a scant' : 'about'} ${part}`;
  });
}

/** Twelfths that are all quarters, thirds or sixths (no 5/12, 7/12 or 1/12 to picture). */
function plainTwelfths(counts: readonly number[]): boolean {
  return counts.every((c) => c === 0 || 12 / gcd(c, 12) <= 6);
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * One person's share of a household meal after their name (issue #18), in what a parent dishing
 * up can use: their part of the dish (the dish is cooked for everyone's portions together), then
 * their kcal and sides: "about 2/5 of the dish · 679 kcal with 2 tbsp almonds". Alone, their
 * recipe servings ("1 1/2 servings · 679 kcal"). A walk-through's "Leo 1.05×" said nothing anyone
 * could serve, and servings beside parts contradicted each other once rounded. Step 4, the saved
 * plan and the cook view say it the same way; `shares` are all of the meal's people.
 */
export function shareDetail(share: MealShare, shares: readonly MealShare[]): string {
  const eaten = formatNumber(Math.round(share.calories));
  const target = formatNumber(Math.round(share.target_calories));
  // Off their target, said with it: "228 of 900 kcal" for a teenager at a budget's plain lunch
  // (a walk-through read "228 kcal" four times beside targets of 467 to 900, and no word).
  const kcal =
    share.calorie_miss === 'under'
      ? `${eaten} of ${target} kcal`
      : share.calorie_miss === 'over'
        ? `${eaten} kcal (over ${target})`
        : `${eaten} kcal`;
  const sides = share.sides.length > 0 ? ` with ${share.sides.join(' and ')}` : '';
  const index = shares.indexOf(share);
  const amount =
    shares.length > 1 && index >= 0
      ? `${dishPartsSaid(shares.map((s) => s.portion))[index]} of the dish`
      : servingsText(share.portion);
  return `${amount} · ${kcal}${sides}`;
}
