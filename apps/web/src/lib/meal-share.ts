import { listWords, type MealShare } from '@saverly/contracts';
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
 * The parts a parent can see in a pot: halves, thirds, quarters, fifths, sixths and eighths.
 */
const PARTS: readonly { readonly n: number; readonly d: number }[] = [2, 3, 4, 5, 6, 8]
  .flatMap((d) => Array.from({ length: d - 1 }, (_, i) => ({ n: i + 1, d })))
  .filter(({ n, d }) => gcd(n, d) === 1)
  .sort((a, b) => a.n / a.d - b.n / b.d);
/** Under this share of the dish a person has "a little" (less than half of the smallest part). */
const A_LITTLE = 1 / 16;
/** How far (relative) a person's exact share may be from the part said before it is "a generous" or "a scant" one. */
const SENSE_TOLERANCE = 0.07;

/** The part nearest `share` relative to it, the smaller denominator of two as near. */
function nearestPart(share: number): { n: number; d: number } {
  let best = PARTS[0]!;
  for (const part of PARTS)
    if (Math.abs(part.n / part.d - share) / share < Math.abs(best.n / best.d - share) / share - 1e-9)
      best = part;
  return best;
}

/**
 * Each person's part of the dish, each the simple part nearest their own share (relative to it):
 * "1/3, 1/4, 1/5, 1/5" for 32, 26, 21 and 21 %. A part nearer everyone's own share than one
 * denominator shared by all (ADR 0037 amendment of session 51): a walk-through's 4-year-old read
 * "a generous 1/6 of the dish · 511 kcal" for 21 % of it, as sixths made the four parts add up.
 * Parts said so add up to within a few % of the dish; a bigger portion is never a smaller part,
 * and equal portions are the same part.
 */
export function dishParts(portions: readonly number[]): string[] {
  const total = portions.reduce((sum, p) => sum + p, 0);
  if (total <= 0) return portions.map(() => '');
  return portions.map((portion) => {
    const share = portion / total;
    if (share < A_LITTLE) return 'a little';
    const { n, d } = nearestPart(share);
    return `${n}/${d}`;
  });
}

/**
 * Each person's part of the dish as a parent dishes it up: "about 1/5", or "a generous 1/5" / "a
 * scant 1/5" when their exact share is more than 7 % off the part said. A walk-through read
 * "Maria about 3/8 of the dish · 753 kcal" beside "Leo about 3/8 of the dish · 669 kcal": a word
 * keeps the bigger eater's part bigger where the nearest parts are the same.
 */
export function dishPartsSaid(portions: readonly number[]): string[] {
  const total = portions.reduce((sum, p) => sum + p, 0);
  return dishParts(portions).map((part, i) => {
    const [n, d] = part.split('/').map(Number);
    if (!n || !d || total <= 0) return part;
    const off = (portions[i]! / total - n / d) / (n / d);
    return `${off > SENSE_TOLERANCE ? 'a generous' : off < -SENSE_TOLERANCE ? 'a scant' : 'about'} ${part}`;
  });
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

/**
 * A young child's share of a meal with chili heat (the planner's `heat`): what brings it, and what
 * the cook can do. A note, never a rule: "Hot for a young child: serrano chile and red pepper
 * flakes. Set Obi’s share aside before they go in, or use less." Null when the share has none.
 */
export function heatText(share: MealShare): string | null {
  const heat = share.heat ?? [];
  if (heat.length === 0) return null;
  return `Hot for a young child: ${listWords(heat)}. Set ${share.name}’s share aside before ${heat.length === 1 ? 'it goes' : 'they go'} in, or use less.`;
}
