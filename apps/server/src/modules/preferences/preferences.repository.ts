import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { householdPreferences } from '../../db/schema.js';

/** One row per household (ADR 0039); every query is keyed on the caller's household. */
export function preferencesRepository(db: Db) {
  return {
    find: (householdId: string) =>
      db
        .select()
        .from(householdPreferences)
        .where(eq(householdPreferences.householdId, householdId))
        .then((rows) => rows[0] ?? null),

    /** Insert or replace the household's preferences (one statement: two saves never make two rows). */
    save: (householdId: string, userId: number, preferences: object, now: Date) =>
      db
        .insert(householdPreferences)
        .values({ householdId, preferences, updatedBy: userId, updatedAt: now })
        .onConflictDoUpdate({
          target: householdPreferences.householdId,
          set: { preferences, updatedBy: userId, updatedAt: now },
        })
        .returning()
        .then((rows) => rows[0]!),
  };
}
