/**
 * Special-occasion text → a kitchen occasion tag and the meal it belongs to.
 * "Sam's birthday" → birthday at dinner; "date night" → dinner; "game day" → lunch or dinner.
 */
import type { MealType, Occasion } from '@saverly/kitchen';

export interface OccasionMatch {
  readonly occasion: Occasion;
  /** Meal types where the occasion recipe belongs, best first. */
  readonly mealTypes: readonly MealType[];
}

const RULES: readonly { readonly pattern: RegExp; readonly match: OccasionMatch }[] = [
  { pattern: /\bbirth ?days?\b|\bbday\b/i, match: { occasion: 'birthday', mealTypes: ['dinner', 'lunch'] } },
  {
    pattern: /\bdate\b|\banniversary\b|\bvalentine|\bromantic\b/i,
    match: { occasion: 'date-night', mealTypes: ['dinner'] },
  },
  {
    pattern: /\bgame\b|\bsuper ?bowl\b|\bfootball\b|\btailgat|\bwatch party\b/i,
    match: { occasion: 'game-day', mealTypes: ['dinner', 'lunch'] },
  },
  {
    pattern: /\bholiday|\bchristmas\b|\bthanksgiving\b|\beaster\b|\bnew year|\bhanukkah\b|\bdiwali\b/i,
    match: { occasion: 'holiday', mealTypes: ['dinner', 'lunch'] },
  },
  {
    pattern: /\bpicnic\b|\bbeach\b|\bhike\b|\boutdoor/i,
    match: { occasion: 'picnic', mealTypes: ['lunch'] },
  },
  { pattern: /\bbrunch\b/i, match: { occasion: 'brunch', mealTypes: ['breakfast', 'lunch'] } },
  { pattern: /\bpotluck\b/i, match: { occasion: 'potluck', mealTypes: ['dinner', 'lunch'] } },
  {
    pattern: /\bparty\b|\bguests?\b|\bdinner party\b|\bentertain|\bcelebrat|\bfriends over\b/i,
    match: { occasion: 'entertaining', mealTypes: ['dinner', 'lunch'] },
  },
  {
    pattern: /\bkids?\b|\bchildren\b|\bsleepover\b|\bplaydate\b/i,
    match: { occasion: 'kid-friendly', mealTypes: ['dinner', 'lunch', 'breakfast'] },
  },
  {
    pattern: /\bcomfort\b|\bcozy\b|\bsnow\b|\bcold\b/i,
    match: { occasion: 'comfort-food', mealTypes: ['dinner'] },
  },
  { pattern: /\bmeal ?prep\b|\bbusy\b/i, match: { occasion: 'meal-prep', mealTypes: ['lunch', 'dinner'] } },
];

/** The first occasion the text mentions, or null. */
export function parseOccasion(text: string | null | undefined): OccasionMatch | null {
  if (!text) return null;
  for (const rule of RULES) if (rule.pattern.test(text)) return rule.match;
  return null;
}
