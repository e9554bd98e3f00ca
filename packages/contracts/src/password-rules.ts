import { LIMITS } from './limits.js';

/**
 * The special characters a password may use to meet the "one special character" rule. The spec
 * says the set is fixed but does not list it: this is every printable ASCII punctuation mark.
 */
export const PASSWORD_SPECIAL_CHARACTERS = `!"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~`;

export type PasswordRequirement = 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';

/** Signup wording of each requirement (spec section 5), in the order they are listed. */
export const PASSWORD_REQUIREMENT_LABELS: Record<PasswordRequirement, string> = {
  length: `At least ${LIMITS.passwordMinLength} characters`,
  uppercase: 'One uppercase letter',
  lowercase: 'One lowercase letter',
  number: 'One number',
  special: 'One special character',
};

const hasUppercase = (password: string) => /[A-Z]/.test(password);
const hasLowercase = (password: string) => /[a-z]/.test(password);
const hasNumber = (password: string) => /\d/.test(password);
const hasSpecial = (password: string) =>
  [...password].some((char) => PASSWORD_SPECIAL_CHARACTERS.includes(char));

/** Which requirements the password meets, in display order. */
export function checkPasswordRequirements(password: string): Record<PasswordRequirement, boolean> {
  return {
    length: password.length >= LIMITS.passwordMinLength,
    uppercase: hasUppercase(password),
    lowercase: hasLowercase(password),
    number: hasNumber(password),
    special: hasSpecial(password),
  };
}

export function missingPasswordRequirements(password: string): PasswordRequirement[] {
  const met = checkPasswordRequirements(password);
  return (Object.keys(met) as PasswordRequirement[]).filter((requirement) => !met[requirement]);
}

/** Signup's password message: 'Password must include:' then the missing items; null when all are met. */
export function signupPasswordError(password: string): string | null {
  const missing = missingPasswordRequirements(password);
  if (missing.length === 0) return null;
  return `Password must include: ${missing.map((requirement) => PASSWORD_REQUIREMENT_LABELS[requirement]).join(', ')}`;
}

/** Reset-password wording of the character classes (spec section 5). */
const RESET_CLASS_LABELS: Record<Exclude<PasswordRequirement, 'length'>, string> = {
  uppercase: 'uppercase letter',
  lowercase: 'lowercase letter',
  number: 'number',
  special: 'special character',
};

/** Reset-password checks, in the spec's order; null when the password and confirmation are fine. */
export function resetPasswordError(password: string, confirmPassword: string): string | null {
  if (!password) return 'Password is required';
  if (password.length < LIMITS.passwordMinLength) {
    return `Password must be at least ${LIMITS.passwordMinLength} characters long`;
  }
  const missing = missingPasswordRequirements(password).filter(
    (requirement): requirement is Exclude<PasswordRequirement, 'length'> => requirement !== 'length',
  );
  if (missing.length > 0) {
    return `Password must include at least one: ${missing.map((requirement) => RESET_CLASS_LABELS[requirement]).join(', ')}`;
  }
  if (password !== confirmPassword) return 'Passwords do not match';
  return null;
}

export type StrengthBand = 'weak' | 'fair' | 'good' | 'strong';

/**
 * Strength score (spec section 5): 2 per character up to 50, plus 10 each for an uppercase letter,
 * a lowercase letter and a digit, plus 20 for a special character, at most 100.
 */
export function passwordStrengthScore(password: string): number {
  let score = Math.min(password.length * 2, 50);
  if (hasUppercase(password)) score += 10;
  if (hasLowercase(password)) score += 10;
  if (hasNumber(password)) score += 10;
  if (hasSpecial(password)) score += 20;
  return Math.min(score, 100);
}

/** Bands (spec section 4): weak below 30, fair 30-59, good 60-79, strong 80 and up. */
export function strengthBand(score: number): StrengthBand {
  if (score >= 80) return 'strong';
  if (score >= 60) return 'good';
  if (score >= 30) return 'fair';
  return 'weak';
}

export const STRENGTH_LABELS: Record<StrengthBand, string> = {
  weak: 'Weak',
  fair: 'Fair',
  good: 'Good',
  strong: 'Strong',
};
