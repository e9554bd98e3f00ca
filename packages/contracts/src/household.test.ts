import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  acceptInvitationRequestSchema,
  addDependantRequestSchema,
  handOverRequestSchema,
  householdIdParamsSchema,
  invitationRequestSchema,
  updatePersonRequestSchema,
} from './household.js';

/** The paths of a refused value's issues ('' for the root); [] when it is accepted. */
function refused(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
}

const UUID = '7d444840-9dc0-41a2-a3c8-1e6b4a7c1f2d';

describe('household contracts', () => {
  it('a dependant needs a name and an age band; the rest is optional, restrictions in the wizard’s order', () => {
    expect(addDependantRequestSchema.parse({ display_name: '  Sam ', age_band: 'child_4_8' })).toEqual({
      display_name: 'Sam',
      age_band: 'child_4_8',
    });
    expect(
      addDependantRequestSchema.parse({
        display_name: 'Nana',
        age_band: 'older_adult',
        sex: 'female',
        activity_level: null,
        calories_per_day: 1600,
        dietary_restrictions: ['Nut-Free', 'Vegetarian', 'Nut-Free'],
      }),
    ).toMatchObject({ dietary_restrictions: ['Vegetarian', 'Nut-Free'], activity_level: null });
    expect(refused(addDependantRequestSchema, { display_name: ' ', age_band: 'adult' })).toEqual([
      'display_name',
    ]);
    expect(refused(addDependantRequestSchema, { display_name: 'Sam', age_band: 'toddler' })).toEqual([
      'age_band',
    ]);
    expect(refused(addDependantRequestSchema, { display_name: 'Sam' })).toEqual(['age_band']);
    expect(
      refused(addDependantRequestSchema, { display_name: 'Sam', age_band: 'adult', calories_per_day: 12.5 }),
    ).toEqual(['calories_per_day']);
    expect(
      refused(addDependantRequestSchema, {
        display_name: 'Sam',
        age_band: 'adult',
        calories_per_day: 99_999,
      }),
    ).toEqual(['calories_per_day']);
    expect(
      refused(addDependantRequestSchema, {
        display_name: 'Sam',
        age_band: 'adult',
        dietary_restrictions: ['Carnivore'],
      }),
    ).toEqual(['dietary_restrictions.0']);
    expect(refused(addDependantRequestSchema, { display_name: 'x'.repeat(61), age_band: 'adult' })).toEqual([
      'display_name',
    ]);
  });

  it('requests are strict: an unknown field is refused, never dropped', () => {
    expect(
      refused(addDependantRequestSchema, { display_name: 'Sam', age_band: 'adult', role: 'owner' }),
    ).toEqual(['']);
    expect(updatePersonRequestSchema.safeParse({ user_id: 3 }).error?.issues[0]).toMatchObject({
      code: 'unrecognized_keys',
      keys: ['user_id'],
    });
    expect(refused(invitationRequestSchema, { email: 'a@b.co', role: 'owner' })).toEqual(['']);
    expect(refused(acceptInvitationRequestSchema, { token: 'x', household_id: 1 })).toEqual(['']);
    expect(refused(handOverRequestSchema, { person_id: UUID, force: true })).toEqual(['']);
  });

  it('an edit changes at least one field and may clear the optional ones', () => {
    expect(refused(updatePersonRequestSchema, {})).toEqual(['']);
    expect(updatePersonRequestSchema.parse({ calories_per_day: null, sex: null })).toEqual({
      calories_per_day: null,
      sex: null,
    });
    expect(refused(updatePersonRequestSchema, { display_name: null })).toEqual(['display_name']);
  });

  it('an invitation’s email is trimmed, lowercased and must look like one', () => {
    expect(invitationRequestSchema.parse({ email: ' Grandpa@Example.COM ' })).toEqual({
      email: 'grandpa@example.com',
    });
    expect(refused(invitationRequestSchema, { email: 'grandpa' })).toEqual(['email']);
    expect(refused(acceptInvitationRequestSchema, { token: '' })).toEqual(['token']);
  });

  it('ids are bounded text (any that is not one of the household’s is a 404, not a 400)', () => {
    expect(householdIdParamsSchema.parse({ id: UUID })).toEqual({ id: UUID });
    expect(householdIdParamsSchema.parse({ id: '12' })).toEqual({ id: '12' });
    expect(refused(householdIdParamsSchema, { id: '' })).toEqual(['id']);
    expect(refused(householdIdParamsSchema, { id: 'x'.repeat(65) })).toEqual(['id']);
    expect(refused(handOverRequestSchema, { person_id: 12 })).toEqual(['person_id']);
  });
});
