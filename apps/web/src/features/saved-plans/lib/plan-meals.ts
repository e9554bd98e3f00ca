import type { SavedMeal } from '@saverly/contracts';
import { aheadShort } from '../../../lib/make-ahead';

export interface SavedDay {
  day: number;
  meals: SavedMeal[];
}

const TYPE_ORDER = { breakfast: 0, lunch: 1, dinner: 2 } as const;

/** The kept (selected) meals by day, breakfast to dinner; days with none left out. */
export function planDays(meals: readonly SavedMeal[]): SavedDay[] {
  const days = new Map<number, SavedMeal[]>();
  for (const meal of meals) {
    if (!meal.selected) continue;
    days.set(meal.day, [...(days.get(meal.day) ?? []), meal]);
  }
  return [...days]
    .sort(([a], [b]) => a - b)
    .map(([day, list]) => ({
      day,
      meals: list.sort((a, b) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type]),
    }));
}

/** "1. Heat the oil" → "Heat the oil" (the list numbers the steps itself). */
export const stepText = (step: string) => step.replace(/^\s*\d+[.)]\s*/, '');

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** "Dinner · Easy · 35 min · about $7.20 · Serves 4" */
export function mealFacts(meal: SavedMeal, money: (dollars: number) => string): string {
  return [
    capitalise(meal.type),
    meal.difficulty ? capitalise(meal.difficulty) : null,
    meal.prep_time !== null
      ? `${meal.prep_time} min${meal.make_ahead ? ` ${aheadShort(meal.make_ahead)}` : ''}`
      : null,
    meal.estimated_cost !== null ? `about ${money(meal.estimated_cost)}` : null,
    meal.serving_info,
  ]
    .filter(Boolean)
    .join(' · ');
}
