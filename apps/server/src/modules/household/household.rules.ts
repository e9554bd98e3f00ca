import { DIETARY_RESTRICTIONS, type DietaryRestriction } from '@saverly/contracts';
import type { PersonRow } from './household.repository.js';

/**
 * Who may do what in a household (docs/decisions/0037-households.md), for `me`, the caller's own
 * person row, acting on `person` of the same household:
 * - a person with an account edits only themselves (their allergies are theirs to state);
 * - the dependants are everyone's: the owner and every member add and edit them;
 * - only the owner removes people (never themselves: they hand over first), invites adults,
 *   cancels invitations and hands the household over.
 */
export const mayEdit = (me: PersonRow, person: PersonRow) =>
  person.id === me.id || person.role === 'dependant';

export const mayRemove = (me: PersonRow, person: PersonRow) => me.role === 'owner' && person.id !== me.id;

/**
 * The family's diets: the ones chosen for the family (`chosen`) and every need a person of the
 * household keeps, in `DIETARY_RESTRICTIONS` order (ADR 0037: a plan not for chosen people keeps
 * everyone's needs; the Sales page's "Only deals for our diets" keeps the same).
 */
export function familyDiets(
  chosen: readonly string[],
  people: readonly { readonly dietary_restrictions: readonly string[] }[],
): DietaryRestriction[] {
  const needs = new Set<string>([...chosen, ...people.flatMap((person) => person.dietary_restrictions)]);
  return DIETARY_RESTRICTIONS.filter((name) => needs.has(name));
}
