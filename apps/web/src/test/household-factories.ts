import type { Household, HouseholdInvitation, HouseholdPerson } from '@saverly/contracts';

/** A person of the household as the API returns them; by default the caller, its owner. */
export function buildPerson(overrides: Partial<HouseholdPerson> = {}): HouseholdPerson {
  return {
    id: 'p-rosa',
    role: 'owner',
    is_you: true,
    display_name: 'Rosa',
    age_band: 'adult',
    sex: null,
    activity_level: null,
    calories_per_day: null,
    daily_calories: 2250,
    daily_calories_source: 'guidelines',
    dietary_restrictions: [],
    can_edit: true,
    can_remove: false,
    created_at: '2026-11-18T15:00:00.000Z',
    ...overrides,
  };
}

/** A dependant as their household's owner sees them. */
export function buildDependant(overrides: Partial<HouseholdPerson> = {}): HouseholdPerson {
  return buildPerson({
    id: 'p-sam',
    role: 'dependant',
    is_you: false,
    display_name: 'Sam',
    age_band: 'child_4_8',
    daily_calories: 1500,
    can_edit: true,
    can_remove: true,
    ...overrides,
  });
}

export function buildInvitation(overrides: Partial<HouseholdInvitation> = {}): HouseholdInvitation {
  return {
    id: 'inv-1',
    email: 'ana@example.com',
    created_at: '2026-11-18T15:00:00.000Z',
    expires_at: '2026-11-25T15:00:00.000Z',
    ...overrides,
  };
}

/** The caller's household: by default Rosa alone, its owner, who may invite. */
export function buildHousehold(overrides: Partial<Household> = {}): Household {
  return {
    id: 'h-1',
    your_role: 'owner',
    people: [buildPerson()],
    invitations: [],
    max_people: 6,
    can_invite: true,
    ...overrides,
  };
}
