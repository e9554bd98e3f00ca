import {
  favorProductResponseSchema,
  latestMealPlanResponseSchema,
  preferencesResponseSchema,
  type FavorProductResponse,
  type LatestMealPlanResponse,
  type PreferencesResponse,
  type SavedPreferencesInput,
} from '@saverly/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const LATEST_PLAN_PATH = '/api/meal-plans/latest';
const PREFERENCES_PATH = '/api/preferences';
const favorProductPath = (productId: string) => `/api/meal-plans/favor/${encodeURIComponent(productId)}`;

/** GET /api/meal-plans/latest: the member's newest plan, or null when there is none. */
export async function getLatestPlan(signal?: AbortSignal): Promise<LatestMealPlanResponse | null> {
  // 204 (no body) while the member has no plan.
  const latest = await api.get(LATEST_PLAN_PATH, { schema: latestMealPlanResponseSchema.optional(), signal });
  return latest ?? null;
}

/** GET /api/preferences: the family's remembered preferences (the spec's defaults until saved). */
export function getPreferences(signal?: AbortSignal): Promise<PreferencesResponse> {
  return api.get(PREFERENCES_PATH, { schema: preferencesResponseSchema, signal });
}

/**
 * A signed-in family's diets (GET /api/preferences' `family_diets`: the saved ones and every
 * household person's needs), for other pages to keep to (the deals page). Never the spec's
 * defaults: a family that has not saved any keeps only its people's needs here. `pending` while
 * the answer is on its way; an error reads as no diets (the page still works).
 */
export function useFamilyDiets(enabled: boolean): { pending: boolean; diets: readonly string[] } {
  const query = useQuery({
    queryKey: queryKeys.preferences.all,
    queryFn: ({ signal }) => getPreferences(signal),
    enabled,
  });
  const data = query.data;
  return {
    pending: enabled && query.isPending && !query.isError,
    // The family's diets with every household person's needs (a child's nut allergy hides the
    // week's pecans); a copy from before the field: the saved diets alone.
    diets: data?.family_diets ?? (data?.saved ? data.preferences.dietary_restrictions : NO_DIETS),
  };
}
const NO_DIETS: readonly string[] = [];

/** PUT /api/preferences: remember these for the next visit. */
export function savePreferences(
  preferences: SavedPreferencesInput,
  signal?: AbortSignal,
): Promise<PreferencesResponse> {
  return api.put(PREFERENCES_PATH, preferences, { schema: preferencesResponseSchema, signal });
}

/** GET /api/meal-plans/favor/:id: the deal's name and the diets that exclude it (null: unknown). */
export async function getFavorProduct(
  productId: string,
  storeId: string | null,
  signal?: AbortSignal,
): Promise<FavorProductResponse | null> {
  try {
    return await api.get(favorProductPath(productId), {
      schema: favorProductResponseSchema,
      query: { store_id: storeId ?? undefined },
      signal,
    });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
