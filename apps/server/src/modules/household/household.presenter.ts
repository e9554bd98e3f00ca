import {
  HOUSEHOLD_MAX_PEOPLE,
  type Household,
  type HouseholdInvitation,
  type HouseholdPerson,
} from '@saverly/contracts';
import { energyNeeds } from '@saverly/kitchen';
import type { InvitationRow, PersonRow } from './household.repository.js';
import { mayEdit, mayRemove } from './household.rules.js';

export function presentInvitation(row: InvitationRow): HouseholdInvitation {
  return {
    id: row.id,
    email: row.email,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

/** One person as the caller (`me`) sees them, with their calories per day worked out. */
function presentPerson(row: PersonRow, me: PersonRow): HouseholdPerson {
  const needs = energyNeeds({
    ageBand: row.ageBand,
    sex: row.sex,
    activityLevel: row.activityLevel,
    caloriesPerDay: row.caloriesPerDay,
  });
  return {
    id: row.id,
    role: row.role,
    is_you: row.id === me.id,
    display_name: row.displayName,
    age_band: row.ageBand,
    sex: row.sex,
    activity_level: row.activityLevel,
    calories_per_day: row.caloriesPerDay,
    daily_calories: needs.caloriesPerDay,
    daily_calories_source: needs.source,
    guideline_calories: energyNeeds({
      ageBand: row.ageBand,
      sex: row.sex,
      activityLevel: row.activityLevel,
      caloriesPerDay: null,
    }).caloriesPerDay,
    dietary_restrictions: row.dietaryRestrictions as HouseholdPerson['dietary_restrictions'],
    can_edit: mayEdit(me, row),
    can_remove: mayRemove(me, row),
    created_at: row.createdAt.toISOString(),
  };
}

/** The caller's household: its people, its pending invitations and what the caller may do. */
export function presentHousehold(input: {
  householdId: string;
  me: PersonRow;
  people: PersonRow[];
  invitations: InvitationRow[];
  canInvite: boolean;
}): Household {
  return {
    id: input.householdId,
    your_role: input.me.role === 'owner' ? 'owner' : 'member',
    people: input.people.map((row) => presentPerson(row, input.me)),
    invitations: input.invitations.map(presentInvitation),
    max_people: HOUSEHOLD_MAX_PEOPLE,
    can_invite: input.canInvite,
  };
}
