import {
  DEFAULT_SAVED_PREFERENCES,
  type PreferencesResponse,
  type SavedPreferences,
} from '@saverly/contracts';

/**
 * The answer of GET and PUT /api/preferences: the member's saved preferences with when they were
 * saved, or, when there are none, the spec's defaults marked not saved; with who's eating as the
 * household is now (`whoIsEating`).
 */
export function presentPreferences(
  saved: { preferences: SavedPreferences; updatedAt: Date } | null,
  people: string[] | null,
): PreferencesResponse {
  return saved
    ? {
        success: true,
        preferences: { ...saved.preferences, people },
        saved: true,
        updated_at: saved.updatedAt.toISOString(),
      }
    : {
        success: true,
        preferences: { ...DEFAULT_SAVED_PREFERENCES, people },
        saved: false,
        updated_at: null,
      };
}
