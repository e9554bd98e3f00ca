import { z } from 'zod';
import { storeSchema } from './stores.js';
import { text } from './text.js';

/** Opaque tokens are 43 characters; the bound only stops abuse. */
const TOKEN_MAX_LENGTH = 4096;
/** Names and phones are bounded so a request cannot store megabytes of text. */
const NAME_MAX = 100;
const EMAIL_MAX = 254;
const PHONE_MAX = 40;
/** The profile form's bounds, for its inputs' `maxLength` (a longer name was only refused on Save). */
export const PROFILE_LIMITS = { nameMax: NAME_MAX, phoneMax: PHONE_MAX } as const;
/** Long passphrases are welcome; the bound only stops abuse of the hash function. */
export const PASSWORD_MAX_LENGTH = 1024;

export const SUBSCRIPTION_TIERS = ['free', 'premium'] as const;
export const USER_ROLES = ['member', 'admin'] as const;

/** The signed-in user as the API returns it (spec section 3, plus role). */
export const userSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  email_verified: z.boolean(),
  subscription_tier: z.enum(SUBSCRIPTION_TIERS),
  premium_status: z.string(),
  /**
   * The server's premium verdict (paid, or a trial that has not ended): the one rule, owned by the
   * server (packages/contracts/src/billing.ts, docs/decisions/0033-trial-and-billing.md).
   */
  is_premium: z.boolean().default(false),
  /** The plan tried or paid for ('pro' | 'family'), and when a trial ends. */
  premium_plan: z.string().nullable().default(null),
  /**
   * When the account's premium is another household member's Family plan (or its trial) rather
   * than its own (docs/decisions/0039-household-sharing.md): that person's name; else null.
   */
  premium_shared_by: z.string().nullable().default(null),
  trial_ends_at: z.string().nullable().default(null),
  role: z.enum(USER_ROLES),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  /** The member's default store (spec section 3), as the stores calls answer it. */
  default_store: storeSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

export const registerRequestSchema = z.object({
  email: text(EMAIL_MAX),
  password: text(PASSWORD_MAX_LENGTH),
  first_name: text(NAME_MAX),
  last_name: text(NAME_MAX),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/**
 * Register answers the same for a new and an already-registered email (no enumeration), so it
 * can only echo what the caller sent: no id, no dates (docs/decisions/0012-accounts-and-sessions.md).
 */
export const registerResponseSchema = z.object({
  user: z.object({ email: z.string(), first_name: z.string(), last_name: z.string() }),
  message: z.string(),
});

export const loginRequestSchema = z.object({
  email: text(EMAIL_MAX),
  password: text(PASSWORD_MAX_LENGTH),
});
export const loginResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshRequestSchema = z.object({ refresh_token: text(TOKEN_MAX_LENGTH) });
export const refreshResponseSchema = z.object({ access_token: z.string(), refresh_token: z.string() });

export const profileResponseSchema = z.object({ user: userSchema });
export const profileUpdateRequestSchema = z
  .object({
    first_name: text(NAME_MAX).optional(),
    last_name: text(NAME_MAX).optional(),
    email: text(EMAIL_MAX).optional(),
    phone: text(PHONE_MAX).nullable().optional(),
  })
  // Unknown fields (role, email_verified, subscription_tier, …) are dropped, never applied.
  .strip();
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

export const tokenRequestSchema = z.object({ token: text(TOKEN_MAX_LENGTH) });
export const passwordResetRequestSchema = z.object({ email: text(EMAIL_MAX) });
export const passwordResetValidateResponseSchema = z.object({
  valid: z.boolean(),
  error: z.string().optional(),
  user: z.object({ email: z.string() }).optional(),
});
export const passwordResetConfirmRequestSchema = z.object({
  token: text(TOKEN_MAX_LENGTH),
  password: text(PASSWORD_MAX_LENGTH),
});
export const successMessageSchema = z.object({ success: z.literal(true), message: z.string() });

/** The validate call's error for a token past its hour (spec section 8). */
export const TOKEN_EXPIRED = 'Token expired';
export const TOKEN_INVALID = 'Invalid token';

/** POST /api/auth/email-change: the new address and the current password (issue #12). */
export const emailChangeRequestSchema = z.object({
  email: text(EMAIL_MAX),
  current_password: text(PASSWORD_MAX_LENGTH),
});
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

/** POST /api/auth/password: a signed-in member changes the password; other sessions end. */
export const passwordChangeRequestSchema = z.object({
  current_password: text(PASSWORD_MAX_LENGTH),
  new_password: text(PASSWORD_MAX_LENGTH),
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;
/** The new session for the device that changed the password (every other one is signed out). */
export const passwordChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  access_token: z.string(),
  refresh_token: z.string(),
});
export type PasswordChangeResponse = z.infer<typeof passwordChangeResponseSchema>;

/** Texts of the account-security flows the spec does not word (docs/decisions/0026-account-security.md). */
export const SECURITY_MESSAGES = {
  currentPasswordWrong: 'Your current password is incorrect.',
  currentPasswordRequired: 'Enter your current password.',
  sameEmail: 'This is already your email address.',
  emailChangeByProfile:
    'To change your email, use Change email: it asks for your current password and a confirmation from the new address.',
  emailChangeSent: (email: string) =>
    `Check your new inbox: we sent a confirmation link to ${email}. Your email stays the same until you confirm it.`,
  emailChanged: 'Your new email address is confirmed.',
  emailChangeUndone:
    'The email change was undone and every device was signed out. If you did not ask for it, reset your password now.',
  emailChangeUndoInvalid: 'This link is invalid or has expired.',
  passwordChanged: 'Your password was changed. Every other device was signed out.',
  otherSessionsEnded: 'Every other device was signed out.',
  resendSent: 'We sent you a new confirmation link.',
} as const;
