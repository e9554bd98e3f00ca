import {
  savedPreferencesSchema,
  type HouseholdPerson,
  type PreferencesResponse,
  type SavedPreferences,
} from '@saverly/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { familyDiets } from '../household/household.rules.js';
import type { UserRow } from '../users/users.service.js';
import { presentPreferences } from './preferences.presenter.js';
import { preferencesRepository } from './preferences.repository.js';

/**
 * Who's eating, as the household is now (ADR 0037 amendment): the saved people still in it (in
 * its order), or everyone when none was chosen (absent) or none of them is left; null for a plan
 * for a number of people, and always for a household of one (step 1 asks only how many).
 */
function whoIsEating(
  saved: readonly string[] | null | undefined,
  household: readonly string[],
): string[] | null {
  if (household.length < 2 || saved === null) return null;
  const kept = saved ? household.filter((id) => saved.includes(id)) : [];
  return kept.length > 0 ? kept : [...household];
}

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
  /** The caller's household's people (ids and needs), in the household's order. */
  peopleOf: (user: UserRow) => Promise<readonly HouseholdPerson[]>;
}) {
  const repo = preferencesRepository(options.db);

  const answer = (
    row: Awaited<ReturnType<typeof repo.find>>,
    people: readonly HouseholdPerson[],
  ): PreferencesResponse => {
    const household = people.map((person) => person.id);
    // A row is always written through the schema; one that no longer reads as today's schema
    // (an older shape) counts as not saved.
    const parsed = row ? savedPreferencesSchema.safeParse(row.preferences) : null;
    const saved = parsed?.success ? parsed.data : null;
    return presentPreferences(
      saved ? { preferences: saved, updatedAt: row!.updatedAt } : null,
      whoIsEating(saved?.people, household),
      familyDiets(saved?.dietary_restrictions ?? [], people),
    );
  };

  return {
    /** The household's saved preferences, or the spec's defaults with `saved: false`. */
    async get(user: UserRow): Promise<PreferencesResponse> {
      const [row, people] = await Promise.all([
        options.householdOf(user).then((id) => repo.find(id)),
        options.peopleOf(user),
      ]);
      return answer(row, people);
    },

    /**
     * Replaces the household's preferences with `preferences` (already the whole, validated set).
     * Who's eating must be the household's people (as a plan for them must), and is remembered only
     * when the household has a choice (two or more people).
     */
    async save(user: UserRow, preferences: SavedPreferences): Promise<PreferencesResponse> {
      const householdId = await options.householdOf(user);
      const everyone = await options.peopleOf(user);
      const household = everyone.map((person) => person.id);
      const stranger = preferences.people?.find((id) => !household.includes(id));
      if (stranger !== undefined)
        throw new AppError('validation', 'Choose people of your household for this plan', {
          people: [stranger],
        });
      // A household of one had no choice to make: nothing is remembered, so people who join later
      // are offered everyone.
      const { people, ...rest } = preferences;
      const stored = household.length < 2 || people === undefined ? rest : { ...rest, people };
      return answer(await repo.save(householdId, user.id, stored, options.clock.now()), everyone);
    },
  };
}

export type PreferencesService = ReturnType<typeof preferencesService>;
