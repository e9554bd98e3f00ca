import { describe, expect, it } from 'vitest';
import { memoryCounters } from '../../plugins/rate-limit.js';
import { LOGIN_GUARD, loginGuard } from './login-guard.js';

describe('login lockout rule', () => {
  const email = 'owner@example.com';

  it('while the account is attacked, clients that failed are refused and fresh ones are not', async () => {
    const guard = loginGuard(memoryCounters());
    for (let i = 0; i < LOGIN_GUARD.accountFailures; i += 1) await guard.failed(email, `bot-${i}`);
    expect(await guard.check(email, 'bot-0')).toMatchObject({ allowed: false });
    expect(await guard.check(email, 'owner-phone')).toEqual({ allowed: true });
    expect(await guard.check('someone-else@example.com', 'bot-0')).toEqual({ allowed: true });
  });

  it('one client: refused after its 5th failure, until the window ends', async () => {
    let t = 1_000_000;
    const guard = loginGuard(memoryCounters(() => t));
    for (let i = 0; i < LOGIN_GUARD.perClientFailures; i += 1) {
      expect(await guard.check(email, 'laptop')).toEqual({ allowed: true });
      await guard.failed(email, 'laptop');
    }
    const verdict = await guard.check(email, 'laptop');
    expect(verdict).toEqual({ allowed: false, retryAfterMs: LOGIN_GUARD.windowMs });
    t += LOGIN_GUARD.windowMs;
    expect(await guard.check(email, 'laptop')).toEqual({ allowed: true });
  });

  it('past the hourly ceiling (a botnet, one guess per address), only a client that signed in before gets through', async () => {
    const guard = loginGuard(memoryCounters());
    await guard.succeeded(email, 'owner-phone');
    for (let i = 0; i < LOGIN_GUARD.ceilingFailures; i += 1) await guard.failed(email, `bot-${i}`);
    expect(await guard.check(email, 'fresh-bot')).toMatchObject({ allowed: false });
    expect(await guard.check(email, 'owner-phone')).toEqual({ allowed: true });
  });
});
