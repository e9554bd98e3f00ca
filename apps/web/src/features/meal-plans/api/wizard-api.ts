import {
  favorProductResponseSchema,
  latestMealPlanResponseSchema,
  preferencesResponseSchema,
  type FavorProductResponse,
  type LatestMealPlanResponse,
  type PreferencesResponse,
  type SavedPreferencesInput,
} from '@saverly/contracts';
import { api, isApiError } from '../../../lib/api-client';

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
