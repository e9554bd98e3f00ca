import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES, isEmailShaped, normaliseEmail, registrationProblem } from './account-rules.js';
import {
  PASSWORD_MAX_LENGTH,
  emailChangeRequestSchema,
  loginRequestSchema,
  passwordChangeRequestSchema,
  passwordResetConfirmRequestSchema,
  profileUpdateRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  userSchema,
} from './auth.js';
import {
  passwordStrengthScore,
  resetPasswordError,
  signupPasswordError,
  strengthBand,
} from './password-rules.js';

/** The paths of a refused value's issues ('' for the root); [] when it is accepted. */
function refused(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
}

const REGISTER = {
  email: 'maria@example.com',
  password: 'Grocery-Budget-2026!',
  first_name: 'Maria',
  last_name: 'Lopez',
};

describe('registerRequestSchema', () => {
  it('accepts the four fields and drops anything else (no role or tier from the client)', () => {
    expect(registerRequestSchema.parse({ ...REGISTER, role: 'admin', subscription_tier: 'premium' })).toEqual(
      REGISTER,
    );
  });

  it('requires every field as a string', () => {
    for (const field of Object.keys(REGISTER)) {
      const { [field]: _gone, ...rest } = REGISTER as Record<string, string>;
      expect(refused(registerRequestSchema, rest)).toEqual([field]);
      expect(refused(registerRequestSchema, { ...REGISTER, [field]: 42 })).toEqual([field]);
    }
  });

  it('bounds each field: email 254, names 100, password 1024', () => {
    expect(refused(registerRequestSchema, { ...REGISTER, email: `${'a'.repeat(242)}@example.com` })).toEqual(
      [],
    );
    expect(refused(registerRequestSchema, { ...REGISTER, email: `${'a'.repeat(243)}@example.com` })).toEqual([
      'email',
    ]);
    expect(refused(registerRequestSchema, { ...REGISTER, first_name: 'M'.repeat(100) })).toEqual([]);
    expect(refused(registerRequestSchema, { ...REGISTER, first_name: 'M'.repeat(101) })).toEqual([
      'first_name',
    ]);
    expect(refused(registerRequestSchema, { ...REGISTER, last_name: 'L'.repeat(101) })).toEqual([
      'last_name',
    ]);
    expect(PASSWORD_MAX_LENGTH).toBe(1024);
    expect(refused(registerRequestSchema, { ...REGISTER, password: 'p'.repeat(1024) })).toEqual([]);
    expect(refused(registerRequestSchema, { ...REGISTER, password: 'p'.repeat(1025) })).toEqual(['password']);
  });
});

describe('the other auth request bodies', () => {
  it('login needs an email and a password', () => {
    expect(loginRequestSchema.parse({ email: 'a@b.co', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
    expect(refused(loginRequestSchema, { email: 'a@b.co' })).toEqual(['password']);
  });

  it('tokens are bounded at 4096 characters', () => {
    expect(refused(refreshRequestSchema, { refresh_token: 't'.repeat(4096) })).toEqual([]);
    expect(refused(refreshRequestSchema, { refresh_token: 't'.repeat(4097) })).toEqual(['refresh_token']);
    expect(refused(passwordResetConfirmRequestSchema, { token: 't'.repeat(4097), password: 'x' })).toEqual([
      'token',
    ]);
  });

  it('email and password changes need the current password', () => {
    expect(refused(emailChangeRequestSchema, { email: 'new@example.com' })).toEqual(['current_password']);
    expect(refused(passwordChangeRequestSchema, { new_password: 'Another-Password-9!' })).toEqual([
      'current_password',
    ]);
    expect(
      passwordChangeRequestSchema.parse({ current_password: 'a', new_password: 'b', revoke_others: true }),
    ).toEqual({ current_password: 'a', new_password: 'b' });
  });
});

describe('profileUpdateRequestSchema', () => {
  it('takes names and phone (null clears it); every field is optional', () => {
    expect(profileUpdateRequestSchema.parse({})).toEqual({});
    expect(profileUpdateRequestSchema.parse({ first_name: 'Mia', phone: null })).toEqual({
      first_name: 'Mia',
      phone: null,
    });
    expect(refused(profileUpdateRequestSchema, { phone: '1'.repeat(41) })).toEqual(['phone']);
  });

  it('drops fields a member may not set, so they can never be applied', () => {
    expect(
      profileUpdateRequestSchema.parse({
        last_name: 'Garcia',
        role: 'admin',
        email_verified: true,
        subscription_tier: 'premium',
        is_premium: true,
      }),
    ).toEqual({ last_name: 'Garcia' });
  });
});

describe('userSchema', () => {
  it('knows the roles and tiers, and fills the premium verdict for older payloads', () => {
    const user = {
      id: 1,
      first_name: 'Maria',
      last_name: 'Lopez',
      email: 'maria@example.com',
      phone: null,
      email_verified: false,
      subscription_tier: 'free',
      premium_status: 'inactive',
      role: 'member',
      created_at: '2026-11-18T15:00:00.000Z',
      updated_at: null,
      default_store: null,
    };
    expect(userSchema.parse(user)).toMatchObject({
      is_premium: false,
      premium_plan: null,
      premium_shared_by: null,
      trial_ends_at: null,
    });
    expect(refused(userSchema, { ...user, role: 'owner' })).toEqual(['role']);
    expect(refused(userSchema, { ...user, subscription_tier: 'gold' })).toEqual(['subscription_tier']);
    expect(refused(userSchema, { ...user, id: 1.5 })).toEqual(['id']);
  });
});

describe('account rules', () => {
  it('normalises emails (trim, lower case) and checks the something@something.something shape', () => {
    expect(normaliseEmail('  Maria.Lopez@Example.COM ')).toBe('maria.lopez@example.com');
    expect(isEmailShaped('a@b.co')).toBe(true);
    for (const bad of ['a@b', 'a b@c.de', '@b.co', 'a@.', 'a@b.'])
      expect(isEmailShaped(bad), bad).toBe(false);
  });

  it('reports the first registration problem in the spec’s order', () => {
    expect(registrationProblem(REGISTER)).toBeNull();
    expect(registrationProblem({ ...REGISTER, first_name: ' ', email: 'bad' })).toEqual({
      field: 'first_name',
      message: ACCOUNT_MESSAGES.firstNameRequired,
    });
    expect(registrationProblem({ ...REGISTER, last_name: '', password: 'x' })).toEqual({
      field: 'last_name',
      message: ACCOUNT_MESSAGES.lastNameRequired,
    });
    expect(registrationProblem({ ...REGISTER, email: '   ' })).toEqual({
      field: 'email',
      message: ACCOUNT_MESSAGES.emailRequired,
    });
    expect(registrationProblem({ ...REGISTER, email: 'maria@example' })).toEqual({
      field: 'email',
      message: ACCOUNT_MESSAGES.emailInvalid,
    });
    expect(registrationProblem({ ...REGISTER, password: 'short' })).toEqual({
      field: 'password',
      message:
        'Password must include: At least 12 characters, One uppercase letter, One number, One special character',
    });
  });
});

describe('password rules', () => {
  it('signup lists every missing requirement; a password meeting all has none', () => {
    expect(signupPasswordError('Grocery-Budget-2026!')).toBeNull();
    expect(signupPasswordError('grocerybudget2026')).toBe(
      'Password must include: One uppercase letter, One special character',
    );
  });

  it('reset checks length, then the character classes, then the confirmation', () => {
    expect(resetPasswordError('', '')).toBe('Password is required');
    expect(resetPasswordError('Short-1!', 'Short-1!')).toBe('Password must be at least 12 characters long');
    expect(resetPasswordError('alllowercaseletters', 'x')).toBe(
      'Password must include at least one: uppercase letter, number, special character',
    );
    expect(resetPasswordError('Grocery-Budget-2026!', 'Grocery-Budget-2026?')).toBe('Passwords do not match');
    expect(resetPasswordError('Grocery-Budget-2026!', 'Grocery-Budget-2026!')).toBeNull();
  });

  it('scores 2 a character up to 50, +10 per class and +20 for a special character, at most 100', () => {
    expect(passwordStrengthScore('')).toBe(0);
    expect(passwordStrengthScore('abc')).toBe(16); // 6 + 10
    expect(passwordStrengthScore('Abc1!')).toBe(60); // 10 + 10 + 10 + 10 + 20
    expect(passwordStrengthScore('Grocery-Budget-2026!')).toBe(90); // 40 + 50
    expect(passwordStrengthScore('Grocery-Budget-2026!-and-then-some')).toBe(100);
    expect([0, 29, 30, 59, 60, 79, 80, 100].map(strengthBand)).toEqual([
      'weak',
      'weak',
      'fair',
      'fair',
      'good',
      'good',
      'strong',
      'strong',
    ]);
  });
});
