import { ACCOUNT_MESSAGES, errorEnvelopeSchema, loginResponseSchema } from '@saverly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { users } from '../../db/schema.js';
import { buildTestApp, testConfig } from '../../../test/helpers.js';
import { createUser, GOOD_PASSWORD, nextIp, uniqueEmail } from '../../../test/factories.js';
import { startMailbox, tokenFromLink } from '../../../test/mailbox.js';

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

  it('lockout: after 10 failures from many addresses, a client that failed is refused but the owner gets in', async () => {
    const { user, password } = await createUser(app);
    const attackers = Array.from({ length: 10 }, () => nextIp());
    for (const [i, ip] of attackers.entries())
      expect((await login(user.email, `Wrong-Password-${i}!`, ip)).statusCode).toBe(401);
    // A client that failed is refused now, even with the right password, with Retry-After.
    const refused = await login(user.email, password, attackers[0]);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      success: false,
      error: 'rate_limit',
      message: 'Too many requests. Please wait before trying again.',
    });
    // The owner, from a client that has not failed, signs in with the right password (issue #12, item 12).
    expect((await login(user.email, password, nextIp())).statusCode).toBe(200);
    // A fresh client with a wrong password is answered 401 once, then refused.
    const fresh = nextIp();
    expect((await login(user.email, 'Wrong-Password-z!', fresh)).statusCode).toBe(401);
    expect((await login(user.email, 'Wrong-Password-y!', fresh)).statusCode).toBe(429);
  });

  it('lockout: one client gets 5 failures against one account, then 429 (other accounts unaffected)', async () => {
    const { user, password } = await createUser(app);
    const other = await createUser(app);
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1)
      expect((await login(user.email, `Wrong-Password-${i}!`, ip)).statusCode).toBe(401);
    expect((await login(user.email, password, ip)).statusCode).toBe(429);
    expect((await login(other.user.email, other.password, ip)).statusCode).toBe(200);
    expect((await login(user.email, password, nextIp())).statusCode).toBe(200);
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

  it('AUTH_RATE_LIMIT_MULTIPLIER raises every auth limit by its factor (the browser suite uses it)', async () => {
    const raised = await buildTestApp({ auth: { ...testConfig().auth, rateLimitMultiplier: 2 } });
    try {
      const ip = nextIp();
      const codes: number[] = [];
      for (let i = 0; i < 41; i += 1) {
        const res = await raised.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: uniqueEmail(), password: GOOD_PASSWORD },
          remoteAddress: ip,
        });
        codes.push(res.statusCode);
      }
      // 20 logins per client per 15 minutes, doubled: the 40th is still answered, the 41st is not.
      expect(codes.slice(0, 40).filter((c) => c === 429)).toEqual([]);
      expect(codes[40]).toBe(429);
    } finally {
      await raised.close();
    }
  });

  it('ADMIN_EMAILS: a listed address is not admin at registration, only once it is verified (also at start-up)', async () => {
    const adminEmail = uniqueEmail('admin');
    const config = { smtpUrl: mailbox.url, auth: { ...testConfig().auth, adminEmails: [adminEmail] } };
    const adminApp = await buildTestApp(config);
    const roleOf = async (target: App) => {
      const res = await target.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: adminEmail, password: GOOD_PASSWORD },
        remoteAddress: nextIp(),
      });
      return res.json<{ user: { role: string } }>().user.role;
    };
    try {
      await adminApp.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: adminEmail, password: GOOD_PASSWORD, first_name: 'Ada', last_name: 'Admin' },
        remoteAddress: nextIp(),
      });
      expect(await roleOf(adminApp)).toBe('member');
      // A restart does not promote an unverified address either.
      await adminApp.auth.grantAdmin(adminEmail);
      expect(await roleOf(adminApp)).toBe('member');
      const token = tokenFromLink(await mailbox.waitFor(adminEmail), '/verify-email');
      const verified = await adminApp.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token },
        remoteAddress: nextIp(),
      });
      expect(verified.statusCode).toBe(200);
      expect(await roleOf(adminApp)).toBe('admin');
    } finally {
      await adminApp.close();
    }
  });
});
