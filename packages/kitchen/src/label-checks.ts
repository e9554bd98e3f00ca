/**
 * Foods that meet a diet by what they are made of, where the package a family buys may not: seeds
 * and dried fruit packed beside nuts, cheeses made with animal rennet, corn and rice foods made
 * beside wheat. The diet rules (diets.ts) judge the food; these say what to look for on the label
 * when the family keeps the diet (ADR 0011 amendment, session 50). A walk-through's nut-free
 * family was sent to the "Nuts & Dried Fruit" aisle for pepitas, and a vegetarian plan bought
 * parmesan, with no word about either.
 */
import type { DietId } from './diets.js';

interface LabelCheck {
  readonly diet: DietId;
  readonly foods: readonly string[];
  /** What to look for; `{name}` is the food's name as the list shows it. */
  readonly text: string;
}

const LABEL_CHECKS: readonly LabelCheck[] = [
  {
    diet: 'nut-free',
    foods: [
      'chia-seeds',
      'flaxseed',
      'pumpkin-seeds',
      'sunflower-seeds',
      'dates',
      'dried-cranberries',
      'raisins',
      'chocolate-chips',
    ],
    text: 'Nut-Free: often packed where nuts are. Choose one without “may contain nuts” on the label.',
  },
  {
    diet: 'vegetarian',
    foods: ['parmesan', 'pecorino', 'gruyere'],
    text: 'Vegetarian: traditional {name} is made with animal rennet. Choose one labelled vegetarian.',
  },
  {
    diet: 'gluten-free',
    foods: [
      'corn-tortilla',
      'tostada-shells',
      'tortilla-chips',
      'cornmeal',
      'tamari',
      'gluten-free-miso',
      'vegetable-broth',
    ],
    text: 'Gluten-Free: some brands add wheat or make it beside wheat. Choose one labelled gluten-free.',
  },
];

/** The foods each check is for, by food id. */
const BY_FOOD = new Map<string, LabelCheck[]>();
for (const check of LABEL_CHECKS)
  for (const food of check.foods) BY_FOOD.set(food, [...(BY_FOOD.get(food) ?? []), check]);

/**
 * What to check on the label of `foodId` for a family keeping `diets`, one sentence per diet in
 * the checks' order; null when there is nothing to check.
 */
export function labelCheck(foodId: string, name: string, diets: readonly DietId[]): string | null {
  const checks = (BY_FOOD.get(foodId) ?? []).filter((check) => diets.includes(check.diet));
  if (checks.length === 0) return null;
  // "Parmesan (grated)" reads "traditional parmesan is made …".
  const plain = name
    .replace(/\s*\([^)]*\)/g, '')
    .trim()
    .toLowerCase();
  return checks.map((check) => check.text.replace('{name}', plain)).join(' ');
}

/** Every food id a check names (for the catalogue's test: each must be a food). */
export const LABEL_CHECK_FOODS: readonly string[] = [...BY_FOOD.keys()];
