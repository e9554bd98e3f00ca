import { savedPreferencesSchema, type PreferencesResponse, type SavedPreferences } from '@saverly/contracts';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { UserRow } from '../users/users.service.js';
import { presentPreferences } from './preferences.presenter.js';
import { preferencesRepository } from './preferences.repository.js';

/**
 * The family's planning preferences, remembered per household (ADR 0039: every member plans from
 * the same), in the generate request's own field names
 * (docs/decisions/0032-wizard-state-and-preferences.md).
 */
export function preferencesService(options: {
  db: Db;
  clock: Clock;
  /** The caller's household's id (the household module's, made on first use). */
  householdOf: (user: UserRow) => Promise<string>;
}) {
  const repo = preferencesRepository(options.db);

  const answer = (row: Awaited<ReturnType<typeof repo.find>>): PreferencesResponse => {
    // A row is always written through the schema; one that no longer reads as today's schema
    // (an older shape) counts as not saved.
    const parsed = row ? savedPreferencesSchema.safeParse(row.preferences) : null;
    return presentPreferences(
      parsed?.success ? { preferences: parsed.data, updatedAt: row!.updatedAt } : null,
    );
  };

  return {
    /** The household's saved preferences, or the spec's defaults with `saved: false`. */
    async get(user: UserRow): Promise<PreferencesResponse> {
      return answer(await repo.find(await options.householdOf(user)));
    },

    /** Replaces the household's preferences with `preferences` (already the whole, validated set). */
    async save(user: UserRow, preferences: SavedPreferences): Promise<PreferencesResponse> {
      const householdId = await options.householdOf(user);
      return answer(await repo.save(householdId, user.id, preferences, options.clock.now()));
    },
  };
}

export type PreferencesService = ReturnType<typeof preferencesService>;
