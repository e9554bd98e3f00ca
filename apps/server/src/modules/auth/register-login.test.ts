import { ACCOUNT_MESSAGES, errorEnvelopeSchema, loginResponseSchema } from '@saverly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { users } from '../../db/schema.js';
import { buildTestApp, testConfig } from '../../../test/helpers.js';
import { createUser, GOOD_PASSWORD, nextIp, uniqueEmail } from '../../../test/factories.js';
import { startMailbox } from '../../../test/mailbox.js';

describe('register and login', () => {
  let app: App;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  beforeAll(async () => {
    mailbox = await startMailbox();
    app = await buildTestApp({ smtpUrl: mailbox.url });
  });
  afterAll(async () => {
    await app.close();
    await mailbox.close();
  });

  const register = (payload: Record<string, unknown>, ip = nextIp()) =>
    app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: ip });
  const login = (email: string, password: string, ip = nextIp()) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

  it('creates an account with the email trimmed and lowercased and names trimmed', async () => {
    const email = uniqueEmail();
    const res = await register({
      email: `  ${email.toUpperCase()} `,
      password: GOOD_PASSWORD,
      first_name: ' Ana ',
      last_name: ' Silva ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      user: { email, first_name: 'Ana', last_name: 'Silva' },
      message: 'Account created successfully! Please log in.',
    });
    const [row] = await app.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ firstName: 'Ana', lastName: 'Silva', emailVerified: false, role: 'member' });
  });

  it('stores an argon2id hash with m=19456 KiB, t=2, p=1, never the password', async () => {
    const email = uniqueEmail();
    await register({ email, password: GOOD_PASSWORD, first_name: 'A', last_name: 'B' });
    const [row] = await app.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain(GOOD_PASSWORD);
  });

  it.each([
    [{ first_name: '', last_name: 'B', email: 'a@b.co', password: GOOD_PASSWORD }, 'First name is required'],
    [{ first_name: 'A', last_name: ' ', email: 'a@b.co', password: GOOD_PASSWORD }, 'Last name is required'],
    [{ first_name: 'A', last_name: 'B', email: '', password: GOOD_PASSWORD }, 'Email is required'],
    [
      { first_name: 'A', last_name: 'B', email: 'not-an-email', password: GOOD_PASSWORD },
      'Please enter a valid email address',
    ],
    [
      { first_name: 'A', last_name: 'B', email: 'a@b.co', password: 'short' },
      'Password must include: At least 12 characters, One uppercase letter, One number, One special character',
    ],
  ])('enforces the spec rules in order with the client messages (%#)', async (payload, message) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(res.json())).toMatchObject({ error: 'validation', message });
  });

  it('refuses a common password even when it meets the character rules', async () => {
    for (const password of ['Password123!', 'Sunshine2024!!', 'Qwertyuiop1!']) {
      const res = await register({ email: uniqueEmail(), password, first_name: 'A', last_name: 'B' });
      expect(res.statusCode, password).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(ACCOUNT_MESSAGES.commonPassword);
    }
  });

  it('accepts long and unicode passwords without truncating them', async () => {
    const long = `Aa1!${'correct horse battery staple '.repeat(4)}`;
    const unicode = 'Ünïcødé-Pässwörd-9Aa-🥕🥦';
    for (const password of [long, unicode]) {
      const email = uniqueEmail();
      expect((await register({ email, password, first_name: 'A', last_name: 'B' })).statusCode).toBe(201);
      expect((await login(email, password)).statusCode).toBe(200);
      // A prefix must not work: nothing is truncated (bcrypt, for one, stops at 72 bytes).
      const prefix = password.length > 64 ? password.slice(0, 64) : password.slice(0, -2);
      expect((await login(email, prefix)).statusCode).toBe(401);
    }
  });

  it('answers a duplicate registration exactly like a new one and mails the owner instead', async () => {
    const { user } = await createUser(app, { firstName: 'Owner' });
    const fresh = await register({
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
      first_name: 'Sam',
      last_name: 'Lee',
    });
    const dup = await register({
      email: user.email,
      password: GOOD_PASSWORD,
      first_name: 'Sam',
      last_name: 'Lee',
    });
    expect(dup.statusCode).toBe(fresh.statusCode);
    const strip = (body: { user: Record<string, unknown> }) => ({
      ...body,
      user: { ...body.user, email: '' },
    });
    expect(strip(dup.json())).toEqual(strip(fresh.json()));
    const mail = await mailbox.waitFor(user.email);
    expect(mail.text).toContain('You already have a Saverly account');
    const [row] = await app.database.db.select().from(users).where(eq(users.email, user.email));
    expect(row!.firstName).toBe('Owner');
  });

  it('logs in with the tokens and the user of spec section 7', async () => {
    const { user, password } = await createUser(app);
    const res = await login(user.email.toUpperCase(), password);
    expect(res.statusCode).toBe(200);
    const body = loginResponseSchema.parse(res.json());
    expect(body.user).toMatchObject({
      id: user.id,
      email: user.email,
      subscription_tier: 'free',
      role: 'member',
    });
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body).not.toContain('password');
  });

  it('gives the same status and body for an unknown email and a wrong password', async () => {
    const { user } = await createUser(app);
    const unknown = await login(uniqueEmail('nobody'), GOOD_PASSWORD);
    const wrong = await login(user.email, 'Wrong-Password-99!');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(unknown.json()).toEqual({
      success: false,
      error: 'authentication',
      message: 'Invalid email or password',
    });
  });

  it('limits login attempts per account across many client addresses: 429 with Retry-After', async () => {
    const { user } = await createUser(app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await login(user.email, `Wrong-Password-${i}!`)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await login(user.email, `Wrong-Password-x!`);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({
      success: false,
      error: 'rate_limit',
      message: 'Too many requests. Please wait before trying again.',
    });
  });

  it('limits one client address across many accounts, and a spoofed X-Forwarded-For does not reset it', async () => {
    const ip = nextIp();
    let last = 0;
    for (let i = 0; i < 21; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: uniqueEmail(), password: GOOD_PASSWORD },
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });

  it('grants the admin role to ADMIN_EMAILS at registration', async () => {
    const adminEmail = uniqueEmail('admin');
    const adminApp = await buildTestApp({
      smtpUrl: mailbox.url,
      auth: { ...testConfig().auth, adminEmails: [adminEmail] },
    });
    try {
      await adminApp.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: adminEmail, password: GOOD_PASSWORD, first_name: 'Ada', last_name: 'Admin' },
        remoteAddress: nextIp(),
      });
      const res = await adminApp.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: adminEmail, password: GOOD_PASSWORD },
        remoteAddress: nextIp(),
      });
      expect(res.json<{ user: { role: string } }>().user.role).toBe('admin');
    } finally {
      await adminApp.close();
    }
  });
});
