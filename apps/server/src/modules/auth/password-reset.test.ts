import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { eq } from 'drizzle-orm';
import { emailTokens, mailOutbox } from '../../db/schema.js';
import { buildTestApp, movableClock } from '../../../test/helpers.js';
import { bearer, createUser, GOOD_PASSWORD, login, nextIp, uniqueEmail } from '../../../test/factories.js';
import { startMailbox, tokenFromLink } from '../../../test/mailbox.js';

const NEW_PASSWORD = 'Fresh-Carrots-4-Dinner!';

describe('password reset by email', () => {
  let app: App;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  const clock = movableClock();

  beforeAll(async () => {
    mailbox = await startMailbox();
    app = await buildTestApp({ smtpUrl: mailbox.url, publicUrl: 'https://saverly.example' }, { clock });
  });
  afterAll(async () => {
    await app.close();
    await mailbox.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });
  const requestReset = (email: string, headers: Record<string, string> = {}) =>
    post('/api/auth/password-reset/request', { email }, headers);
  const validate = (token: string) => post('/api/auth/password-reset/validate', { token });
  const confirm = (token: string, password = NEW_PASSWORD) =>
    post('/api/auth/password-reset/confirm', { token, password });

  async function resetTokenFor(email: string) {
    const before = mailbox.messages.length;
    await requestReset(email);
    const mail = await mailbox.waitFor(
      email,
      (m) => mailbox.messages.indexOf(m) >= before && m.text.includes('reset'),
    );
    return tokenFromLink(mail, '/reset-password');
  }

  it('answers the same for a known and an unknown email; only the owner gets mail', async () => {
    const { user } = await createUser(app);
    const known = await requestReset(user.email);
    const ghost = uniqueEmail('ghost');
    const unknown = await requestReset(ghost);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({
      success: true,
      message: 'If an account with that email exists, you will receive a reset link, valid for 1 hour.',
    });
    await mailbox.waitFor(user.email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailbox.messages.filter((m) => m.to.includes(ghost))).toEqual([]);
  });

  it('builds the link from the configured public URL, never from the Host header', async () => {
    const { user } = await createUser(app);
    await requestReset(user.email, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    const mail = await mailbox.waitFor(user.email);
    expect(mail.text).toContain('https://saverly.example/reset-password?token=');
    expect(mail.text).not.toContain('evil.example');
    expect(tokenFromLink(mail, '/reset-password')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('a link is valid at 59 minutes and expired at 61', async () => {
    const { user } = await createUser(app);
    const token = await resetTokenFor(user.email);
    clock.t += 59 * 60_000;
    expect((await validate(token)).json()).toEqual({ valid: true, user: { email: user.email } });
    clock.t += 2 * 60_000;
    expect((await validate(token)).json()).toEqual({ valid: false, error: 'Token expired' });
    const late = await confirm(token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ message: 'This password reset link is invalid or has expired.' });
  });

  it('an unknown token is invalid', async () => {
    expect((await validate('x'.repeat(43))).json()).toEqual({ valid: false, error: 'Invalid token' });
  });

  it('sets the new password, works once, and signs the user out everywhere', async () => {
    const { user, password } = await createUser(app);
    const session = await login(app, user.email, password);
    const token = await resetTokenFor(user.email);
    clock.t += 1000;

    const weak = await confirm(token, 'alllowercase-no-digits');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      message: 'Password must include at least one: uppercase letter, number',
    });

    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ success: true });

    const profile = await app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(session.access_token),
    });
    expect(profile.statusCode).toBe(401);
    const refreshed = await post('/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(refreshed.statusCode).toBe(401);

    expect((await confirm(token, 'Another-Pass-Word-7!')).statusCode).toBe(400);
    await expect(login(app, user.email, password)).rejects.toThrow(/401/);
    await expect(login(app, user.email, NEW_PASSWORD)).resolves.toMatchObject({ user: { id: user.id } });
  });

  it('five concurrent confirms of one link: exactly one wins', async () => {
    const { user } = await createUser(app);
    const token = await resetTokenFor(user.email);
    const results = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map((letter) => confirm(token, `Concurrent-${letter}-Pass-9!`)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('a new link retires the previous one', async () => {
    const { user } = await createUser(app);
    const first = await resetTokenFor(user.email);
    const second = await resetTokenFor(user.email);
    expect((await validate(first)).json()).toMatchObject({ valid: false });
    expect((await validate(second)).json()).toMatchObject({ valid: true });
  });
});

describe('email verification', () => {
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

  it('registering mails a link; following it marks the email verified, once', async () => {
    const email = uniqueEmail();
    await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: GOOD_PASSWORD, first_name: 'Vera', last_name: 'Ify' },
      remoteAddress: nextIp(),
    });
    const token = tokenFromLink(await mailbox.waitFor(email), '/verify-email');
    const session = await login(app, email, GOOD_PASSWORD);
    expect(session.user).toMatchObject({ email_verified: false });

    const verify = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token },
        remoteAddress: nextIp(),
      });
    expect((await verify()).statusCode).toBe(200);
    const profile = await app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(session.access_token),
    });
    expect(profile.json()).toMatchObject({ user: { email_verified: true } });
    expect((await verify()).statusCode).toBe(400);
  });
});

describe('mail without SMTP', () => {
  it('goes to the outbox with each token replaced by its hash: no live link is stored', async () => {
    const app = await buildTestApp({ smtpUrl: null });
    try {
      const { user } = await createUser(app);
      await app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email: user.email },
        remoteAddress: nextIp(),
      });
      let rows: (typeof mailOutbox.$inferSelect)[] = [];
      for (let i = 0; i < 100 && rows.length === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        rows = await app.database.db.select().from(mailOutbox);
      }
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ toAddress: user.email, subject: 'Reset your Saverly password' });
      const stored = `${rows[0]!.textBody}\n${rows[0]!.htmlBody}`;
      expect(stored).not.toMatch(/token=[A-Za-z0-9_-]{43}/);
      // The reference is the hash the token table keeps, so an operator can tell which link it was.
      const reference = /\/reset-password\?token=\[sha256:([0-9a-f]{64})\]/.exec(rows[0]!.textBody);
      expect(reference).not.toBeNull();
      const [token] = await app.database.db.select().from(emailTokens).where(eq(emailTokens.userId, user.id));
      expect(token!.tokenHash).toBe(reference![1]);
    } finally {
      await app.close();
    }
  });
});
