import { signupPasswordError } from './password-rules.js';

/** The `{something}@{something}.{something}` shape of spec section 5. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailShaped(email: string): boolean {
  return EMAIL_SHAPE.test(email);
}

/** Emails are trimmed and lowercased everywhere (spec section 5). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const ACCOUNT_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordsDoNotMatch: 'Passwords do not match',
  accountCreated: 'Account created successfully! Please log in.',
  forgotEmailRequired: 'Please enter your email address',
  resetLinkSent: 'If an account with that email exists, you will receive a reset link, valid for 1 hour.',
  invalidCredentials: 'Invalid email or password',
  commonPassword: 'This password is too common. Please choose one that is harder to guess.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  resetLinkExpired: 'This password reset link has expired. Please request a new one.',
  passwordResetDone: 'Your password has been reset. Please log in with your new password.',
  verificationLinkInvalid: 'This verification link is invalid or has expired.',
  emailVerified: 'Your email address is verified.',
} as const;

export interface RegistrationFields {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

/**
 * Registration checks in the spec's order (section 5), on wire field names; the first failure.
 * The web form adds the confirmation check after these; the server runs exactly these.
 */
export function registrationProblem(
  input: RegistrationFields,
): { field: keyof RegistrationFields; message: string } | null {
  if (!input.first_name.trim()) return { field: 'first_name', message: ACCOUNT_MESSAGES.firstNameRequired };
  if (!input.last_name.trim()) return { field: 'last_name', message: ACCOUNT_MESSAGES.lastNameRequired };
  const email = normaliseEmail(input.email);
  if (!email) return { field: 'email', message: ACCOUNT_MESSAGES.emailRequired };
  if (!isEmailShaped(email)) return { field: 'email', message: ACCOUNT_MESSAGES.emailInvalid };
  const passwordError = signupPasswordError(input.password);
  if (passwordError) return { field: 'password', message: passwordError };
  return null;
}
