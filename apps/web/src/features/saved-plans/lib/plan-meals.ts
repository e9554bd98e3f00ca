import type { SavedPlan } from '@saverly/contracts';

/** A saved meal, read defensively (the saved plan keeps the meal plan's shape as it was). */
export interface SavedMeal {
  key: string;
  name: string;
  type: string | null;
  difficulty: string | null;
  prepTime: number | null;
  estimatedCost: number | null;
  servingInfo: string | null;
  ingredients: string[];
  instructions: string[];
  /** Sides served with the main ("4 slices whole-wheat toast"), as the plan had them. */
  sides: string[];
}

export interface SavedDay {
  day: number;
  meals: SavedMeal[];
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const number = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function lines(value: unknown): string[] {
  if (typeof value === 'string')
    return value
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  if (!Array.isArray(value)) return [];
  return value
    .map((entry) => {
      if (typeof entry === 'string') return entry.trim();
      if (typeof entry === 'object' && entry !== null) {
        const record = entry as Record<string, unknown>;
        return text(record.text) ?? text(record.original) ?? text(record.name) ?? '';
      }
      return '';
    })
    .filter(Boolean);
}

/** The days and their selected meals (a meal with `selected: false` was not priced or bought). */
export function planDays(plan: SavedPlan['plan']): SavedDay[] {
  return plan.days.map((day, dayIndex) => ({
    day: typeof day.day === 'number' ? day.day : dayIndex + 1,
    meals: (day.meals as unknown[])
      .map((meal, mealIndex) => ({ meal, mealIndex }))
      .filter(
        (entry): entry is { meal: Record<string, unknown>; mealIndex: number } =>
          typeof entry.meal === 'object' &&
          entry.meal !== null &&
          (entry.meal as { selected?: unknown }).selected !== false,
      )
      .map(({ meal, mealIndex }) => ({
        key: `${dayIndex}-${mealIndex}`,
        name: text(meal.name) ?? 'Meal',
        type: text(meal.type),
        difficulty: text(meal.difficulty),
        prepTime: number(meal.prep_time),
        estimatedCost: number(meal.estimated_cost),
        servingInfo: text(meal.serving_info),
        ingredients: lines(meal.ingredients),
        instructions: lines(meal.instructions),
        sides: lines(meal.sides),
      })),
  }));
}
