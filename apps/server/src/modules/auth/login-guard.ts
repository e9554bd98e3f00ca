import type { RateLimitCounters } from '../../plugins/rate-limit.js';

/** The lockout rule (docs/decisions/0026-account-security.md), per account (email) and client (address). */
export const LOGIN_GUARD = {
  /** Failed logins one client may make against one account per window. */
  perClientFailures: 5,
  /** Failed logins against one account, from anywhere, after which clients that failed are refused. */
  accountFailures: 10,
  windowMs: 15 * 60_000,
  /** Failed logins per account per hour after which only clients that signed in before get through. */
  ceilingFailures: 100,
  ceilingWindowMs: 60 * 60_000,
  /** How long a successful sign-in makes a client known for its account. */
  knownClientMs: 30 * 86_400_000,
} as const;

export type LoginVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Per-account lockout that does not lock the owner out. Only failures count. A client (address)
 * that has not failed against the account is let through even while the account is under attack,
 * so the owner signing in with the right password gets in; a client that did fail is refused once
 * the account has seen too many failures. Against a large botnet (each address one guess) an
 * hourly ceiling stops everyone except clients that signed in to this account before.
 */
export function loginGuard(counters: RateLimitCounters) {
  const keys = (email: string, client: string) => ({
    pair: `login-fail:pair:${email}|${client}`,
    account: `login-fail:account:${email}`,
    ceiling: `login-fail:ceiling:${email}`,
    known: `login-ok:${email}|${client}`,
  });
  return {
    async check(email: string, client: string): Promise<LoginVerdict> {
      const k = keys(email, client);
      const pair = await counters.peek(k.pair);
      if (pair.count >= LOGIN_GUARD.perClientFailures) return { allowed: false, retryAfterMs: pair.ttlMs };
      const account = await counters.peek(k.account);
      if (account.count >= LOGIN_GUARD.accountFailures && pair.count > 0)
        return { allowed: false, retryAfterMs: Math.max(account.ttlMs, pair.ttlMs) };
      const ceiling = await counters.peek(k.ceiling);
      if (ceiling.count >= LOGIN_GUARD.ceilingFailures && (await counters.peek(k.known)).count === 0)
        return { allowed: false, retryAfterMs: ceiling.ttlMs };
      return { allowed: true };
    },
    async failed(email: string, client: string) {
      const k = keys(email, client);
      await counters.hit(k.pair, LOGIN_GUARD.windowMs);
      await counters.hit(k.account, LOGIN_GUARD.windowMs);
      await counters.hit(k.ceiling, LOGIN_GUARD.ceilingWindowMs);
    },
    async succeeded(email: string, client: string) {
      await counters.hit(keys(email, client).known, LOGIN_GUARD.knownClientMs);
    },
  };
}

export type LoginGuard = ReturnType<typeof loginGuard>;
