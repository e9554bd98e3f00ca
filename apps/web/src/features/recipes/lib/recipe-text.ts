import type { MealType } from '@saverly/contracts';

const MEAL_TYPE_NAMES: Readonly<Record<MealType, string>> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
};

/** "Lunch, Dinner". */
export function mealTypesText(types: readonly MealType[]): string {
  return types.map((type) => MEAL_TYPE_NAMES[type]).join(', ');
}

export { MEAL_TYPE_NAMES };

/** The site a recipe came from, for its link ("www.example.com"); null when not a web link. */
export function sourceSite(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.host : null;
  } catch {
    return null;
  }
}
