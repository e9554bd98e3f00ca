import { profileResponseSchema, SECURITY_MESSAGES } from '@saverly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp } from '../../../test/helpers.js';
import { bearer, createUser, login } from '../../../test/factories.js';

describe('GET and PUT /api/auth/profile', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  async function signedIn() {
    const { user, password } = await createUser(app, { firstName: 'Kim', lastName: 'Park' });
    const { access_token } = await login(app, user.email, password);
    return { user, headers: bearer(access_token) };
  }
  const put = (headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'PUT', url: '/api/auth/profile', headers, payload });

  it('returns the caller in the spec shape', async () => {
    const { user, headers } = await signedIn();
    const res = await app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    const body = profileResponseSchema.parse(res.json());
    expect(body.user).toMatchObject({
      id: user.id,
      first_name: 'Kim',
      last_name: 'Park',
      phone: null,
      email_verified: false,
      subscription_tier: 'free',
      premium_status: 'inactive',
      role: 'member',
      updated_at: null,
    });
    expect(Date.parse(body.user.created_at)).not.toBeNaN();
  });

  it('updates names and phone, trimmed, and stamps updated_at', async () => {
    const { headers } = await signedIn();
    const res = await put(headers, { first_name: ' Kimberly ', last_name: 'Park-Lee', phone: ' 555-0101 ' });
    expect(res.statusCode).toBe(200);
    const { user } = profileResponseSchema.parse(res.json());
    expect(user).toMatchObject({ first_name: 'Kimberly', last_name: 'Park-Lee', phone: '555-0101' });
    expect(user.updated_at).not.toBeNull();
  });

  it('ignores role, email_verified, subscription_tier and other fields in the body', async () => {
    const { user, headers } = await signedIn();
    const res = await put(headers, {
      first_name: 'Kim',
      role: 'admin',
      email_verified: true,
      subscription_tier: 'premium',
      premium_status: 'active',
      id: 1,
      password_hash: 'x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: {
        id: user.id,
        role: 'member',
        email_verified: false,
        subscription_tier: 'free',
        premium_status: 'inactive',
      },
    });
  });

  it('never changes the email: another address is refused (400, whether or not it is taken), the same one is fine', async () => {
    const { user, headers } = await signedIn();
    const other = await createUser(app);
    const taken = await put(headers, { email: other.user.email });
    const free = await put(headers, { email: 'someone.new@example.com' });
    expect(taken.statusCode).toBe(400);
    expect(free.statusCode).toBe(400);
    expect(taken.body).toBe(free.body);
    expect(free.json()).toMatchObject({
      error: 'validation',
      message: SECURITY_MESSAGES.emailChangeByProfile,
    });
    const same = await put(headers, { email: `  ${user.email.toUpperCase()} `, first_name: 'Kimi' });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ user: { email: user.email, first_name: 'Kimi' } });
  });

  it('one user cannot read or change another: everything is keyed on the token', async () => {
    const a = await signedIn();
    const b = await signedIn();
    await put(b.headers, { first_name: 'Bea' });
    const res = await app.inject({ method: 'GET', url: '/api/auth/profile', headers: a.headers });
    expect(res.json()).toMatchObject({ user: { id: a.user.id, first_name: 'Kim' } });
  });

  it('requires a signed-in user', async () => {
    const res = await app.inject({ method: 'PUT', url: '/api/auth/profile', payload: { first_name: 'X' } });
    expect(res.statusCode).toBe(401);
  });
});
