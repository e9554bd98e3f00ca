import {
  DIETARY_RESTRICTIONS,
  HOUSEHOLD_ACTIVITY_LABELS,
  HOUSEHOLD_AGE_BAND_LABELS,
  HOUSEHOLD_LIMITS,
  HOUSEHOLD_SEX_LABELS,
} from '@saverly/contracts';
import type {
  AddDependantRequest,
  DietaryRestriction,
  Household,
  HouseholdAgeBand,
  HouseholdPerson,
  HouseholdSex,
  HouseholdActivityLevel,
  UpdatePersonRequest,
} from '@saverly/contracts';
import { formatNumber } from '../../../lib/en-us';

/** The add and edit form as typed: selects hold '' for "not given". */
export interface PersonFormValues {
  displayName: string;
  ageBand: HouseholdAgeBand | '';
  sex: HouseholdSex | '';
  activityLevel: HouseholdActivityLevel | '';
  caloriesPerDay: string;
  dietaryRestrictions: DietaryRestriction[];
}

export type PersonField = 'displayName' | 'ageBand' | 'caloriesPerDay';

export const EMPTY_PERSON: PersonFormValues = {
  displayName: '',
  ageBand: '',
  sex: '',
  activityLevel: '',
  caloriesPerDay: '',
  dietaryRestrictions: [],
};

export function formFromPerson(person: HouseholdPerson): PersonFormValues {
  return {
    displayName: person.display_name,
    ageBand: person.age_band,
    sex: person.sex ?? '',
    activityLevel: person.activity_level ?? '',
    caloriesPerDay: person.calories_per_day === null ? '' : String(person.calories_per_day),
    dietaryRestrictions: [...person.dietary_restrictions],
  };
}

const PERSON_MESSAGES = {
  nameRequired: 'A name is required',
  nameTooLong: `A name has at most ${HOUSEHOLD_LIMITS.displayNameMax} characters`,
  ageRequired: 'An age is required',
  caloriesRange: `Calories per day must be a whole number from ${HOUSEHOLD_LIMITS.minCaloriesPerDay} to ${formatNumber(HOUSEHOLD_LIMITS.maxCaloriesPerDay)}, or empty`,
} as const;

/** The first problem of the form, the server's rules said before sending (the server checks again). */
export function validatePerson(values: PersonFormValues): { field: PersonField; message: string } | null {
  const name = values.displayName.trim();
  if (!name) return { field: 'displayName', message: PERSON_MESSAGES.nameRequired };
  if (name.length > HOUSEHOLD_LIMITS.displayNameMax)
    return { field: 'displayName', message: PERSON_MESSAGES.nameTooLong };
  if (!values.ageBand) return { field: 'ageBand', message: PERSON_MESSAGES.ageRequired };
  if (parseCalories(values.caloriesPerDay) === undefined)
    return { field: 'caloriesPerDay', message: PERSON_MESSAGES.caloriesRange };
  return null;
}

/** Empty is null (the guidelines decide); a number out of range or not whole is undefined. */
function parseCalories(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= HOUSEHOLD_LIMITS.minCaloriesPerDay && value <= HOUSEHOLD_LIMITS.maxCaloriesPerDay
    ? value
    : undefined;
}

/** POST /api/household/people's body from a valid form. */
export function toAddRequest(values: PersonFormValues): AddDependantRequest {
  return {
    display_name: values.displayName.trim(),
    age_band: values.ageBand as HouseholdAgeBand,
    sex: values.sex || null,
    activity_level: values.activityLevel || null,
    calories_per_day: parseCalories(values.caloriesPerDay) ?? null,
    dietary_restrictions: DIETARY_RESTRICTIONS.filter((name) => values.dietaryRestrictions.includes(name)),
  };
}

/** PATCH's body: only what differs from the person as the server has them (empty: nothing to send). */
export function toChanges(person: HouseholdPerson, values: PersonFormValues): UpdatePersonRequest {
  const next = toAddRequest(values);
  const changes: UpdatePersonRequest = {};
  if (next.display_name !== person.display_name) changes.display_name = next.display_name;
  if (next.age_band !== person.age_band) changes.age_band = next.age_band;
  if (next.sex !== person.sex) changes.sex = next.sex;
  if (next.activity_level !== person.activity_level) changes.activity_level = next.activity_level;
  if (next.calories_per_day !== person.calories_per_day) changes.calories_per_day = next.calories_per_day;
  const restrictions = next.dietary_restrictions ?? [];
  if (restrictions.join() !== person.dietary_restrictions.join()) changes.dietary_restrictions = restrictions;
  return changes;
}

/** "Child (4–8) · Female · Active": the age band with the sex and activity level when given. */
export function describeAge(person: HouseholdPerson): string {
  return [
    HOUSEHOLD_AGE_BAND_LABELS[person.age_band],
    person.sex ? HOUSEHOLD_SEX_LABELS[person.sex] : null,
    person.activity_level ? HOUSEHOLD_ACTIVITY_LABELS[person.activity_level] : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** "1,400 a day (estimated)" or "1,800 a day (their own figure)". */
export function describeCalories(person: HouseholdPerson): string {
  const amount = formatNumber(person.daily_calories);
  return `${amount} a day (${person.daily_calories_source === 'set' ? 'own figure' : 'estimated'})`;
}

/**
 * An own figure far under the guidelines' estimate: a walk-through saved 800 kcal a day for a
 * teen (a per-meal number typed as a day's), and the plans fed them a third of their needs. Said,
 * not refused: a doctor's figure may be low. Null when it is not under 60 % of the estimate.
 */
export function lowCaloriesNote(person: HouseholdPerson): string | null {
  const usual = person.guideline_calories;
  if (person.daily_calories_source !== 'set' || usual === undefined) return null;
  if (person.daily_calories >= 0.6 * usual) return null;
  return `Far under the ${formatNumber(usual)} a day usual at this age. The figure is for a whole day, not one meal.`;
}

/** Places taken: people and pending invitations together (the server's limit counts both). */
export const placesTaken = (household: Household) => household.people.length + household.invitations.length;

export const isFull = (household: Household) => placesTaken(household) >= household.max_people;

export const ownerOf = (household: Household) => household.people.find((person) => person.role === 'owner');
