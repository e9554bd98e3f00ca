import {
  DEFAULT_SAVED_PREFERENCES,
  type DietaryRestriction,
  type PreferencesResponse,
  type SavedPreferences,
} from '@saverly/contracts';

/**
 * The answer of GET and PUT /api/preferences: the member's saved preferences with when they were
 * saved, or, when there are none, the spec's defaults marked not saved; with who's eating as the
 * household is now (`whoIsEating`) and the family's diets (`familyDiets`: the saved ones, none
 * when nothing is saved, and every household person's needs).
 */
export function presentPreferences(
  saved: { preferences: SavedPreferences; updatedAt: Date } | null,
  people: string[] | null,
  familyDiets: DietaryRestriction[],
): PreferencesResponse {
  return saved
    ? {
        success: true,
        preferences: { ...saved.preferences, people },
        saved: true,
        updated_at: saved.updatedAt.toISOString(),
        family_diets: familyDiets,
      }
    : {
        success: true,
        preferences: { ...DEFAULT_SAVED_PREFERENCES, people },
        saved: false,
        updated_at: null,
        family_diets: familyDiets,
      };
}
