import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp, movableClock } from '../../../test/helpers.js';
import { bearer, createUser, login, nextIp } from '../../../test/factories.js';

const b64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

describe('sessions: access tokens, refresh rotation, logout', () => {
  let app: App;
  const clock = movableClock();
  beforeAll(async () => {
    app = await buildTestApp({}, { clock });
  });
  afterAll(() => app.close());

  const profile = (token: string) =>
    app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
  const refresh = (refreshToken: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: refreshToken },
      remoteAddress: nextIp(),
    });

  it('an access token opens the profile; no token or garbage is 401 in the error shape', async () => {
    const { user, password } = await createUser(app);
    const session = await login(app, user.email, password);
    const ok = await profile(session.access_token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ user: { id: user.id, email: user.email } });
    expect(ok.headers['cache-control']).toBe('no-store');
    const none = await app.inject({ method: 'GET', url: '/api/auth/profile' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false, error: 'authentication' });
    expect((await profile('not.a.jwt')).statusCode).toBe(401);
  });

  it('rejects alg:none, a tampered payload and a token signed with another key', async () => {
    const { user, password } = await createUser(app);
    const { access_token } = await login(app, user.email, password);
    const [header, payload, signature] = access_token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;

    const algNone = `${b64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    expect((await profile(algNone)).statusCode).toBe(401);

    const otherUser = { ...claims, sub: String(user.id + 1000) };
    expect((await profile(`${header}.${b64url(otherUser)}.${signature}`)).statusCode).toBe(401);

    const forged = `${header}.${payload}`;
    const wrongKey = createHmac('sha256', 'x'.repeat(64)).update(forged).digest('base64url');
    expect((await profile(`${forged}.${wrongKey}`)).statusCode).toBe(401);

    expect((await profile(access_token)).statusCode).toBe(200);
  });

  it('checks exp: an access token is refused once its 15 minutes are over', async () => {
    const { user, password } = await createUser(app);
    const { access_token } = await login(app, user.email, password);
    clock.t += 14 * 60_000;
    expect((await profile(access_token)).statusCode).toBe(200);
    clock.t += 2 * 60_000;
    expect((await profile(access_token)).statusCode).toBe(401);
  });

  it('a refresh token is refused as an access token, and an access token as a refresh token', async () => {
    const { user, password } = await createUser(app);
    const session = await login(app, user.email, password);
    expect((await profile(session.refresh_token)).statusCode).toBe(401);
    expect((await refresh(session.access_token)).statusCode).toBe(401);
  });

  it('rotates the refresh token on every use; replaying a used one revokes the whole family', async () => {
    const { user, password } = await createUser(app);
    const first = await login(app, user.email, password);
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    const rotated = second.json<{ access_token: string; refresh_token: string }>();
    expect(rotated.refresh_token).not.toBe(first.refresh_token);
    expect((await profile(rotated.access_token)).statusCode).toBe(200);

    // An attacker replays the stolen, already used token:
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    // …and the legitimate holder's newer token is dead too: the family is revoked.
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
  });

  it('two concurrent refreshes of one token: exactly one wins', async () => {
    const { user, password } = await createUser(app);
    const session = await login(app, user.email, password);
    const results = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('a family has an absolute lifetime of 30 days, however often it is rotated', async () => {
    const { user, password } = await createUser(app);
    let token = (await login(app, user.email, password)).refresh_token;
    for (let day = 0; day < 29; day += 7) {
      clock.t += 7 * 86_400_000;
      const res = await refresh(token);
      expect(res.statusCode, `day ${day + 7}`).toBe(day + 7 < 30 ? 200 : 401);
      if (res.statusCode === 200) token = res.json<{ refresh_token: string }>().refresh_token;
    }
    clock.t += 3 * 86_400_000;
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('logout revokes its access token and refresh family, and leaves other sessions alone', async () => {
    const { user, password } = await createUser(app);
    const phone = await login(app, user.email, password);
    const laptop = await login(app, user.email, password);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(phone.access_token),
    });
    expect(out.statusCode).toBe(200);
    expect((await profile(phone.access_token)).statusCode).toBe(401);
    expect((await refresh(phone.refresh_token)).statusCode).toBe(401);
    expect((await profile(laptop.access_token)).statusCode).toBe(200);
    expect((await refresh(laptop.refresh_token)).statusCode).toBe(200);
  });

  it('sends the security headers on auth answers', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x@example.com', password: 'Whatever-Pass-1!' },
      remoteAddress: nextIp(),
    });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
