import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberPreferences } from '../../db/schema.js';

/** One row per member; every query is keyed on the caller's id. */
export function preferencesRepository(db: Db) {
  return {
    find: (userId: number) =>
      db
        .select()
        .from(memberPreferences)
        .where(eq(memberPreferences.userId, userId))
        .then((rows) => rows[0] ?? null),

    /** Insert or replace the member's preferences (one statement: two tabs saving never make two rows). */
    save: (userId: number, preferences: object, now: Date) =>
      db
        .insert(memberPreferences)
        .values({ userId, preferences, updatedAt: now })
        .onConflictDoUpdate({
          target: memberPreferences.userId,
          set: { preferences, updatedAt: now },
        })
        .returning()
        .then((rows) => rows[0]!),
  };
}
