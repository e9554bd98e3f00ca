/**
 * When a save of a generated plan is the plan as it stands: the one rule the meal-plans module
 * (GET /api/meal-plans/latest tells a new tab the plan is saved) and the saved-plans module (Save
 * Recipe & List twice keeps one saved plan) share (docs/decisions/0031-saved-plan-aggregate.md).
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { savedPlanMeals, savedPlans } from '../../db/schema.js';

/** A meal as the comparison reads it, from a stored plan or a saved plan's row. */
export interface VersionMeal {
  mealId: string;
  recipeId: string | null;
  servings: number;
  portion: number;
  /** The meal's sides (the contracts' MealSide); read by food and amount only. */
  sides: unknown;
}

function sidesKey(sides: unknown): string[] {
  if (!Array.isArray(sides)) return [];
  return sides.map((side) => {
    const s = (side ?? {}) as { food_id?: unknown; text?: unknown };
    return `${String(s.food_id)}:${String(s.text)}`;
  });
}

/**
 * Each meal's slot, recipe, servings, portion and sides, in slot order: equal keys are the same
 * meals to cook and buy (a refresh, Undo or Shuffle changes the key; the meals' selection is
 * compared apart, by the caller).
 */
function versionKey(meals: readonly VersionMeal[]): string {
  return JSON.stringify(
    [...meals]
      .sort((a, b) => (a.mealId < b.mealId ? -1 : a.mealId > b.mealId ? 1 : 0))
      .map((m) => [m.mealId, m.recipeId, m.servings, Math.round(m.portion * 1000), sidesKey(m.sides)]),
  );
}

/** A saved plan of a generated plan: its id and name, and its meals with their selection. */
export interface SavedVersion {
  id: string;
  name: string;
  storeId: number | null;
  meals: (VersionMeal & { selected: boolean })[];
}

const selectionKey = (meals: readonly { mealId: string; selected: boolean }[]) =>
  meals
    .filter((m) => m.selected)
    .map((m) => m.mealId)
    .sort()
    .join(',');

/** Whether `version` saved these meals, with this selection: a second save would be the same plan. */
export function sameSave(
  version: SavedVersion,
  meals: readonly (VersionMeal & { selected: boolean })[],
): boolean {
  return (
    versionKey(version.meals) === versionKey(meals) && selectionKey(version.meals) === selectionKey(meals)
  );
}

/**
 * The newest of `versions` (newest first) saving the plan's meals as they are now, with the meals
 * it kept on the list; else null.
 */
export function savedVersionOf(
  planMeals: readonly VersionMeal[],
  versions: readonly SavedVersion[],
): { id: string; name: string; mealIds: string[] } | null {
  const key = versionKey(planMeals);
  const match = versions.find((v) => versionKey(v.meals) === key);
  return match
    ? { id: match.id, name: match.name, mealIds: match.meals.filter((m) => m.selected).map((m) => m.mealId) }
    : null;
}

/**
 * The saved plans the member made of their generated plan `mealPlanId`, newest first (only the
 * plan's member can save it). Pass a transaction as `db` to read inside it.
 */
export async function loadSavedVersions(db: Db, userId: number, mealPlanId: string): Promise<SavedVersion[]> {
  const rows = await db
    .select({
      id: savedPlans.id,
      name: savedPlans.name,
      storeId: savedPlans.storeId,
      mealId: savedPlanMeals.mealId,
      recipeId: savedPlanMeals.recipeId,
      servings: savedPlanMeals.servings,
      portion: savedPlanMeals.portion,
      sides: savedPlanMeals.sides,
      selected: savedPlanMeals.selected,
    })
    .from(savedPlans)
    .innerJoin(savedPlanMeals, eq(savedPlanMeals.savedPlanId, savedPlans.id))
    .where(and(eq(savedPlans.mealPlanId, mealPlanId), eq(savedPlans.userId, userId)))
    .orderBy(desc(savedPlans.createdAt), desc(savedPlans.id), asc(savedPlanMeals.position));
  const versions = new Map<string, SavedVersion>();
  for (const { id, name, storeId, ...meal } of rows) {
    const version = versions.get(id) ?? { id, name, storeId, meals: [] };
    version.meals.push(meal);
    versions.set(id, version);
  }
  return [...versions.values()];
}
