import { savedPreferencesSchema, type PreferencesResponse, type SavedPreferences } from '@saverly/contracts';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { presentPreferences } from './preferences.presenter.js';
import { preferencesRepository } from './preferences.repository.js';

/**
 * The family's planning preferences, remembered per member, in the generate request's own field
 * names (docs/decisions/0032-wizard-state-and-preferences.md).
 */
export function preferencesService(options: { db: Db; clock: Clock }) {
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
    /** The member's saved preferences, or the spec's defaults with `saved: false`. */
    async get(userId: number): Promise<PreferencesResponse> {
      return answer(await repo.find(userId));
    },

    /** Replaces the member's preferences with `preferences` (already the whole, validated set). */
    async save(userId: number, preferences: SavedPreferences): Promise<PreferencesResponse> {
      return answer(await repo.save(userId, preferences, options.clock.now()));
    },
  };
}

export type PreferencesService = ReturnType<typeof preferencesService>;
