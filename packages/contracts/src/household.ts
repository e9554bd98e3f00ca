import { z } from 'zod';
import { ACCOUNT_MESSAGES, isEmailShaped } from './account-rules.js';
import { FAMILY_MAX_MEMBERS } from './limits.js';
import { DIETARY_RESTRICTIONS } from './meal-plans.js';
import { text } from './text.js';

/**
 * The household (issue #18, docs/decisions/0037-households.md): one per member, up to six people.
 * Members have their own account and join by an emailed invitation; dependants (a child, a
 * grandparent who never signs in) have none. Every person has an age band with an optional sex and
 * activity level, or their own calories per day, and their own dietary restrictions and allergies
 * (the wizard's eight). Requests are strict: an unknown field is a 400.
 */

/** At most this many people: members, dependants and pending invitations together. */
export const HOUSEHOLD_MAX_PEOPLE = FAMILY_MAX_MEMBERS;

/** An invitation link is valid for 7 days. */
export const HOUSEHOLD_INVITATION_DAYS = 7;

/** Age bands; the server estimates calories from the Dietary Guidelines' table for each (packages/kitchen). */
export const HOUSEHOLD_AGE_BANDS = [
  'child_1_3',
  'child_4_8',
  'child_9_13',
  'teen_14_18',
  'adult',
  'older_adult',
] as const;
export type HouseholdAgeBand = (typeof HOUSEHOLD_AGE_BANDS)[number];

/** The web's labels for the age bands. */
export const HOUSEHOLD_AGE_BAND_LABELS: Readonly<Record<HouseholdAgeBand, string>> = {
  child_1_3: 'Child (1–3)',
  child_4_8: 'Child (4–8)',
  child_9_13: 'Child (9–13)',
  teen_14_18: 'Teen (14–18)',
  adult: 'Adult',
  older_adult: 'Older adult (61+)',
};

export const HOUSEHOLD_SEXES = ['female', 'male'] as const;
export type HouseholdSex = (typeof HOUSEHOLD_SEXES)[number];
export const HOUSEHOLD_SEX_LABELS: Readonly<Record<HouseholdSex, string>> = {
  female: 'Female',
  male: 'Male',
};

export const HOUSEHOLD_ACTIVITY_LEVELS = ['sedentary', 'moderately_active', 'active'] as const;
export type HouseholdActivityLevel = (typeof HOUSEHOLD_ACTIVITY_LEVELS)[number];
export const HOUSEHOLD_ACTIVITY_LABELS: Readonly<Record<HouseholdActivityLevel, string>> = {
  sedentary: 'Sedentary',
  moderately_active: 'Moderately active',
  active: 'Active',
};

/** `owner` and `member` have an account; a `dependant` has none. */
export const HOUSEHOLD_ROLES = ['owner', 'member', 'dependant'] as const;
export type HouseholdRole = (typeof HOUSEHOLD_ROLES)[number];
export const HOUSEHOLD_ROLE_LABELS: Readonly<Record<HouseholdRole, string>> = {
  owner: 'Owner',
  member: 'Member',
  dependant: 'Dependant',
};

export const HOUSEHOLD_LIMITS = {
  displayNameMax: 60,
  minCaloriesPerDay: 500,
  maxCaloriesPerDay: 6000,
} as const;

export const HOUSEHOLD_MESSAGES = {
  notFound: 'No such person in your household',
  notMember: 'No such member in your household',
  invitationNotFound: 'No such invitation in your household',
  full: `A household has at most ${HOUSEHOLD_MAX_PEOPLE} people (pending invitations count). Remove someone or cancel an invitation first.`,
  ownerOnly: 'Only the owner of the household can do this',
  editOwnOnly: 'Only they can change their own details',
  needsFamilyPlan:
    'Inviting other adults needs the Family plan (or its free trial). Dependants are for everyone.',
  inviteYourself: 'You are already in your household',
  removeYourself: 'To leave, hand the household over to another member first',
  ownerCannotLeave:
    'You own this household: hand it over to another member first. A household of your own stays yours.',
  handOverToYourself: 'You already own this household',
  invitationInvalid: 'This invitation link is invalid.',
  invitationUsed: 'This invitation has already been used.',
  invitationCancelled: 'This invitation was cancelled. Ask for a new one.',
  invitationExpired: `This invitation has expired (invitations are valid for ${HOUSEHOLD_INVITATION_DAYS} days). Ask for a new one.`,
  invitationWrongAccount:
    'This invitation was sent to another email address. Sign in with that address to accept it.',
  alreadyInHousehold: 'You are already in this household',
  leaveFirst:
    'Your household has other people in it. Leave it (or, as its owner, hand it over or remove them) before joining another.',
  left: 'You left the household',
  updateNothing: 'Nothing to change',
} as const;

const dietaryRestrictionsSchema = z
  .array(z.enum(DIETARY_RESTRICTIONS))
  .max(DIETARY_RESTRICTIONS.length)
  .transform((list) => DIETARY_RESTRICTIONS.filter((name) => list.includes(name)));

const personFields = {
  display_name: text(HOUSEHOLD_LIMITS.displayNameMax).trim().min(1, 'A name is required'),
  age_band: z.enum(HOUSEHOLD_AGE_BANDS),
  sex: z.enum(HOUSEHOLD_SEXES).nullable(),
  activity_level: z.enum(HOUSEHOLD_ACTIVITY_LEVELS).nullable(),
  /** The person's own figure; null lets the guidelines' table decide. */
  calories_per_day: z
    .number()
    .int()
    .min(HOUSEHOLD_LIMITS.minCaloriesPerDay)
    .max(HOUSEHOLD_LIMITS.maxCaloriesPerDay)
    .nullable(),
  dietary_restrictions: dietaryRestrictionsSchema,
};

/** POST /api/household/people: a dependant (a person without an account). */
export const addDependantRequestSchema = z.strictObject({
  display_name: personFields.display_name,
  age_band: personFields.age_band,
  sex: personFields.sex.optional(),
  activity_level: personFields.activity_level.optional(),
  calories_per_day: personFields.calories_per_day.optional(),
  dietary_restrictions: personFields.dietary_restrictions.optional(),
});
export type AddDependantRequest = z.infer<typeof addDependantRequestSchema>;

/** PATCH /api/household/people/:id: the fields to change (at least one). */
export const updatePersonRequestSchema = z
  .strictObject({
    display_name: personFields.display_name.optional(),
    age_band: personFields.age_band.optional(),
    sex: personFields.sex.optional(),
    activity_level: personFields.activity_level.optional(),
    calories_per_day: personFields.calories_per_day.optional(),
    dietary_restrictions: personFields.dietary_restrictions.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: HOUSEHOLD_MESSAGES.updateNothing });
export type UpdatePersonRequest = z.infer<typeof updatePersonRequestSchema>;

/**
 * An id of the household's people or invitations (a UUID). Any other text, a user id included, is
 * not one of them: the server answers 404, as for another household's person.
 */
const householdId = text(64).min(1);

/** `:id` of /api/household/people/:id and /api/household/invitations/:id. */
export const householdIdParamsSchema = z.strictObject({ id: householdId });

/** POST /api/household/owner: the member (a person with an account) who becomes the owner. */
export const handOverRequestSchema = z.strictObject({ person_id: householdId });

/** POST /api/household/invitations. */
export const invitationRequestSchema = z.strictObject({
  email: text(254).trim().toLowerCase().refine(isEmailShaped, { message: ACCOUNT_MESSAGES.emailInvalid }),
});

/** POST /api/household/invitations/accept: the token of the emailed link. */
export const acceptInvitationRequestSchema = z.strictObject({ token: text(4096).min(1) });

export const householdPersonSchema = z.object({
  id: z.string(),
  role: z.enum(HOUSEHOLD_ROLES),
  /** This person is the caller. */
  is_you: z.boolean(),
  display_name: z.string(),
  age_band: z.enum(HOUSEHOLD_AGE_BANDS),
  sex: z.enum(HOUSEHOLD_SEXES).nullable(),
  activity_level: z.enum(HOUSEHOLD_ACTIVITY_LEVELS).nullable(),
  /** The person's own figure, or null. */
  calories_per_day: z.number().int().nullable(),
  /** What planning uses: their own figure (`set`) or the guidelines' estimate (`guidelines`). */
  daily_calories: z.number().int(),
  daily_calories_source: z.enum(['set', 'guidelines']),
  /**
   * The guidelines' estimate for their age, sex and activity, whether or not they set their own
   * (the list says when an own figure is far under it). Optional: a copy a phone kept still parses.
   */
  guideline_calories: z.number().int().optional(),
  dietary_restrictions: z.array(z.enum(DIETARY_RESTRICTIONS)),
  /** What the caller may do with this person (the rules of ADR 0037). */
  can_edit: z.boolean(),
  can_remove: z.boolean(),
  created_at: z.string(),
});
export type HouseholdPerson = z.infer<typeof householdPersonSchema>;

/** A pending invitation (accepted, cancelled and expired ones are not listed). */
export const householdInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type HouseholdInvitation = z.infer<typeof householdInvitationSchema>;

export const householdSchema = z.object({
  id: z.string(),
  your_role: z.enum(['owner', 'member']),
  people: z.array(householdPersonSchema),
  invitations: z.array(householdInvitationSchema),
  max_people: z.number().int(),
  /** Whether the caller may invite adults now: the owner, on the Family plan or its trial. */
  can_invite: z.boolean(),
});
export type Household = z.infer<typeof householdSchema>;

/** The answer of every household call but leave and invite: the caller's household as it now is. */
export const householdResponseSchema = z.object({ success: z.literal(true), household: householdSchema });
export type HouseholdResponse = z.infer<typeof householdResponseSchema>;

/** POST /api/household/invitations: the same answer whether or not the address has an account. */
export const invitationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  invitation: householdInvitationSchema,
});
export type InvitationResponse = z.infer<typeof invitationResponseSchema>;
