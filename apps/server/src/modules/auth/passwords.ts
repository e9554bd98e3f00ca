import { hash, verify } from '@node-rs/argon2';
import { ACCOUNT_MESSAGES, resetPasswordError, signupPasswordError } from '@saverly/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';

/** OWASP's minimum for argon2id: 19 MiB, 2 iterations, 1 lane (docs/decisions/0012-accounts-and-sessions.md). */
// `Algorithm` is a const enum, which isolated modules cannot import: 2 is Algorithm.Argon2id.
const ARGON2_PARAMS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password.normalize('NFC'), ARGON2_PARAMS);

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password.normalize('NFC'));
  } catch {
    return false;
  }
}

/** Verifying against this when no account matches keeps login timing the same for unknown emails. */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing-only');
  return dummyHash;
}

/** About 49,000 passwords seen most often in breaches (zxcvbn-ts common list, MIT). */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

/**
 * A password is common when it, or its letters once the digits and symbols padded on either end
 * are stripped ("Sunshine2024!" → "sunshine"), is on the list.
 */
function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return core.length >= 4 && COMMON_PASSWORDS.has(core);
}

/** Server-side password policy: the spec's rules with the client's exact messages, then the list. */
export function passwordPolicyProblem(password: string, wording: 'signup' | 'reset'): string | null {
  const ruleProblem =
    wording === 'signup' ? signupPasswordError(password) : resetPasswordError(password, password);
  if (ruleProblem) return ruleProblem;
  return isCommonPassword(password) ? ACCOUNT_MESSAGES.commonPassword : null;
}
