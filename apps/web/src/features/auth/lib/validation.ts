import { ACCOUNT_MESSAGES, normaliseEmail, registrationProblem } from '@saverly/contracts';
import type { RegistrationFields } from '@saverly/contracts';

export interface SignupInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type SignupField = keyof SignupInput;

export interface SignupValidation {
  field: SignupField;
  message: string;
}

const FORM_FIELD: Record<keyof RegistrationFields, SignupField> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  password: 'password',
};

/** The register payload (spec section 7): names trimmed, email trimmed and lowercased. */
export function toRegistration(input: SignupInput): RegistrationFields {
  return {
    email: normaliseEmail(input.email),
    password: input.password,
    first_name: input.firstName.trim(),
    last_name: input.lastName.trim(),
  };
}

/**
 * Signup checks in the spec's order (section 5): the shared registration rules the server also
 * runs, then the confirmation. The first failure is reported; null when valid.
 */
export function validateSignup(input: SignupInput): SignupValidation | null {
  const problem = registrationProblem(toRegistration(input));
  if (problem) return { field: FORM_FIELD[problem.field], message: problem.message };
  if (input.password !== input.confirmPassword) {
    return { field: 'confirmPassword', message: ACCOUNT_MESSAGES.passwordsDoNotMatch };
  }
  return null;
}

export interface LoginValidation {
  field: 'email' | 'password';
  message: string;
}

/** Login needs an email and a password; nothing more is checked client-side. */
export function validateLogin(email: string, password: string): LoginValidation | null {
  if (!normaliseEmail(email)) return { field: 'email', message: ACCOUNT_MESSAGES.emailRequired };
  if (!password) return { field: 'password', message: 'Password is required' };
  return null;
}

/** Forgot password: only emptiness is checked (spec section 5). */
export function validateForgotPassword(email: string): string | null {
  return normaliseEmail(email) ? null : ACCOUNT_MESSAGES.forgotEmailRequired;
}
