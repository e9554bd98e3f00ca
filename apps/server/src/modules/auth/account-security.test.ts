import { SECURITY_MESSAGES } from '@saverly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp, movableClock, testConfig } from '../../../test/helpers.js';
import { bearer, createUser, GOOD_PASSWORD, login, nextIp, uniqueEmail } from '../../../test/factories.js';
import { startMailbox, tokenFromLink, type ReceivedMail } from '../../../test/mailbox.js';

const NEW_PASSWORD = 'Fresh-Carrots-4-Dinner!';

/** Issue #12: email change, password change, sign-out of other devices, session revocation, resend limit. */
describe('account security', () => {
  let app: App;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  const clock = movableClock();
  const adminEmail = uniqueEmail('boss');

  beforeAll(async () => {
    mailbox = await startMailbox();
    app = await buildTestApp(
      { smtpUrl: mailbox.url, auth: { ...testConfig().auth, adminEmails: [adminEmail] } },
      { clock },
    );
  });
  afterAll(async () => {
    await app.close();
    await mailbox.close();
  });

  const post = (url: string, payload?: object, token?: string, ip = nextIp()) =>
    app.inject({
      method: 'POST',
      url,
      ...(payload ? { payload } : {}),
      headers: token ? bearer(token) : {},
      remoteAddress: ip,
    });
  const profile = (token: string) =>
    app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
  const refresh = (refreshToken: string) => post('/api/auth/refresh', { refresh_token: refreshToken });
  const changeEmail = (token: string, email: string, currentPassword = GOOD_PASSWORD) =>
    post('/api/auth/email-change', { email, current_password: currentPassword }, token);
  /** The next mail to `to` with `subject`, received after `since` messages. */
  const mailTo = (to: string, subject: string, since = 0) =>
    mailbox.waitFor(to, (m) => mailbox.messages.indexOf(m) >= since && m.text.includes(subject));
  const undoToken = (mail: ReceivedMail) => tokenFromLink(mail, '/verify-email');

  async function member() {
    const { user, password } = await createUser(app, { firstName: 'Robin' });
    const session = await login(app, user.email, password);
    return { user, session };
  }

  describe('email change', () => {
    it('needs the current password', async () => {
      const { session } = await member();
      const wrong = await changeEmail(session.access_token, uniqueEmail(), 'Not-My-Password-1!');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        error: 'validation',
        message: SECURITY_MESSAGES.currentPasswordWrong,
      });
      const missing = await changeEmail(session.access_token, uniqueEmail(), '');
      expect(missing.statusCode).toBe(400);
      expect((await changeEmail(session.access_token, 'not-an-email')).statusCode).toBe(400);
      // NUL and lone surrogates are refused by the shared text refinement, never a 500.
      expect((await changeEmail(session.access_token, 'a\u0000b@example.com')).statusCode).toBe(400);
      const surrogate = await post(
        '/api/auth/password',
        { current_password: '\ud800', new_password: NEW_PASSWORD },
        session.access_token,
      );
      expect(surrogate.statusCode).toBe(400);
    });

    it('keeps the old address until the new one confirms; the old one is told; the link moves the account', async () => {
      const { user, session } = await member();
      const target = uniqueEmail('moved');
      const since = mailbox.messages.length;
      const res = await changeEmail(session.access_token, ` ${target.toUpperCase()} `);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: SECURITY_MESSAGES.emailChangeSent(target) });

      const notice = await mailTo(user.email, 'Your Saverly email is being changed', since);
      expect(notice.text).toContain(target);
      const confirm = await mailTo(target, 'Confirm your new email', since);

      // Nothing changed yet: the account still answers to the old address, logins included.
      expect((await profile(session.access_token)).json()).toMatchObject({ user: { email: user.email } });
      expect((await login(app, user.email, GOOD_PASSWORD)).user.id).toBe(user.id);

      const verified = await post('/api/auth/verify-email', {
        token: tokenFromLink(confirm, '/verify-email'),
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toMatchObject({ message: SECURITY_MESSAGES.emailChanged });
      expect((await profile(session.access_token)).json()).toMatchObject({
        user: { email: target, email_verified: true },
      });
      await expect(login(app, user.email, GOOD_PASSWORD)).rejects.toThrow(/401/);
      expect((await login(app, target, GOOD_PASSWORD)).user.id).toBe(user.id);
    });

    it('answers the same whether or not the new address is taken (no 409); the owner of a taken one is told, no link', async () => {
      const { session } = await member();
      const other = await createUser(app, { firstName: 'Taken' });
      const free = uniqueEmail('free');
      const since = mailbox.messages.length;
      const takenRes = await changeEmail(session.access_token, other.user.email);
      const freeRes = await changeEmail(session.access_token, free);
      expect(takenRes.statusCode).toBe(200);
      expect(freeRes.statusCode).toBe(200);
      expect(takenRes.body.replace(other.user.email, 'X')).toBe(freeRes.body.replace(free, 'X'));
      const toOwner = await mailTo(other.user.email, 'Someone tried to use your email', since);
      expect(toOwner.text).not.toContain('/verify-email?token=');
      await mailTo(free, 'Confirm your new email', since);
    });

    it('the undo link, after the change, brings the old address back and signs every device out', async () => {
      const { user, session } = await member();
      const attacker = uniqueEmail('attacker');
      const since = mailbox.messages.length;
      await changeEmail(session.access_token, attacker);
      const notice = await mailTo(user.email, 'Your Saverly email is being changed', since);
      expect(notice.text).toContain('action=undo-email-change');
      const confirm = await mailTo(attacker, 'Confirm your new email', since);
      await post('/api/auth/verify-email', { token: tokenFromLink(confirm, '/verify-email') });
      expect((await profile(session.access_token)).json()).toMatchObject({ user: { email: attacker } });

      const undo = await post('/api/auth/email-change/undo', { token: undoToken(notice) });
      expect(undo.statusCode).toBe(200);
      expect(undo.json()).toMatchObject({ message: SECURITY_MESSAGES.emailChangeUndone });
      expect((await profile(session.access_token)).statusCode).toBe(401);
      expect((await refresh(session.refresh_token)).statusCode).toBe(401);
      const back = await login(app, user.email, GOOD_PASSWORD);
      expect((await profile(back.access_token)).json()).toMatchObject({
        user: { email: user.email, email_verified: true },
      });
      // Single use.
      expect((await post('/api/auth/email-change/undo', { token: undoToken(notice) })).statusCode).toBe(400);
    });

    it('the undo link, before confirmation, cancels the pending change: the confirm link is dead', async () => {
      const { user, session } = await member();
      const target = uniqueEmail('pending');
      const since = mailbox.messages.length;
      await changeEmail(session.access_token, target);
      const notice = await mailTo(user.email, 'Your Saverly email is being changed', since);
      const confirm = await mailTo(target, 'Confirm your new email', since);
      expect((await post('/api/auth/email-change/undo', { token: undoToken(notice) })).statusCode).toBe(200);
      const late = await post('/api/auth/verify-email', { token: tokenFromLink(confirm, '/verify-email') });
      expect(late.statusCode).toBe(400);
      const again = await login(app, user.email, GOOD_PASSWORD);
      expect((await profile(again.access_token)).json()).toMatchObject({ user: { email: user.email } });
    });

    it('is rate-limited per member: the 6th request in an hour is 429', async () => {
      const { session } = await member();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push((await changeEmail(session.access_token, uniqueEmail())).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });

    it('changing to an ADMIN_EMAILS address grants admin only once the new address confirms', async () => {
      const { session } = await member();
      const since = mailbox.messages.length;
      await changeEmail(session.access_token, adminEmail);
      const confirm = await mailTo(adminEmail, 'Confirm your new email', since);
      expect((await profile(session.access_token)).json()).toMatchObject({ user: { role: 'member' } });
      await post('/api/auth/verify-email', { token: tokenFromLink(confirm, '/verify-email') });
      expect((await profile(session.access_token)).json()).toMatchObject({
        user: { email: adminEmail, role: 'admin' },
      });
    });
  });

  describe('password change', () => {
    it('needs the current password and a policy-compliant new one', async () => {
      const { session } = await member();
      const wrong = await post(
        '/api/auth/password',
        { current_password: 'Not-My-Password-1!', new_password: NEW_PASSWORD },
        session.access_token,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ message: SECURITY_MESSAGES.currentPasswordWrong });
      const weak = await post(
        '/api/auth/password',
        { current_password: GOOD_PASSWORD, new_password: 'short' },
        session.access_token,
      );
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({ error: 'validation' });
    });

    it('sets the password, ends every other session at once, and keeps this device signed in', async () => {
      const { user, session } = await member();
      const laptop = await login(app, user.email, GOOD_PASSWORD);
      const res = await post(
        '/api/auth/password',
        { current_password: GOOD_PASSWORD, new_password: NEW_PASSWORD },
        session.access_token,
      );
      expect(res.statusCode).toBe(200);
      const fresh = res.json<{ access_token: string; refresh_token: string; message: string }>();
      expect(fresh.message).toBe(SECURITY_MESSAGES.passwordChanged);
      expect((await profile(fresh.access_token)).statusCode).toBe(200);
      expect((await refresh(fresh.refresh_token)).statusCode).toBe(200);
      for (const old of [session, laptop]) {
        expect((await profile(old.access_token)).statusCode).toBe(401);
        expect((await refresh(old.refresh_token)).statusCode).toBe(401);
      }
      await expect(login(app, user.email, GOOD_PASSWORD)).rejects.toThrow(/401/);
      expect((await login(app, user.email, NEW_PASSWORD)).user.id).toBe(user.id);
      await mailTo(user.email, 'Your Saverly password was changed');
    });
  });

  describe('sessions', () => {
    it('"sign out other devices" ends the others at once and keeps the caller', async () => {
      const { user, session } = await member();
      const phone = await login(app, user.email, GOOD_PASSWORD);
      const tablet = await login(app, user.email, GOOD_PASSWORD);
      expect((await profile(phone.access_token)).statusCode).toBe(200);
      const res = await post('/api/auth/sessions/sign-out-others', undefined, session.access_token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: SECURITY_MESSAGES.otherSessionsEnded });
      for (const other of [phone, tablet]) {
        expect((await profile(other.access_token)).statusCode).toBe(401);
        expect((await refresh(other.refresh_token)).statusCode).toBe(401);
      }
      expect((await profile(session.access_token)).statusCode).toBe(200);
      expect((await refresh(session.refresh_token)).statusCode).toBe(200);
    });

    it('after logout, the older access tokens of that session are dead too', async () => {
      const { session } = await member();
      const rotated = (await refresh(session.refresh_token)).json<{ access_token: string }>();
      expect((await profile(session.access_token)).statusCode).toBe(200);
      expect((await post('/api/auth/logout', undefined, rotated.access_token)).statusCode).toBe(200);
      expect((await profile(rotated.access_token)).statusCode).toBe(401);
      expect((await profile(session.access_token)).statusCode).toBe(401);
    });

    it('after a refresh-token replay, the access tokens of the family are dead', async () => {
      const { session } = await member();
      const rotated = (await refresh(session.refresh_token)).json<{ access_token: string }>();
      expect((await profile(rotated.access_token)).statusCode).toBe(200);
      expect((await refresh(session.refresh_token)).statusCode).toBe(401); // replay: family revoked
      expect((await profile(rotated.access_token)).statusCode).toBe(401);
      expect((await profile(session.access_token)).statusCode).toBe(401);
    });

    async function resetToken(email: string) {
      const since = mailbox.messages.length;
      await post('/api/auth/password-reset/request', { email });
      return tokenFromLink(await mailTo(email, 'Reset your Saverly password', since), '/reset-password');
    }

    it('a reset kills an access token issued in the same second (and the same millisecond)', async () => {
      const { user, session } = await member();
      const token = await resetToken(user.email);
      // The clock does not move: the token above and the reset share their second.
      expect(
        (await post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD })).statusCode,
      ).toBe(200);
      expect((await profile(session.access_token)).statusCode).toBe(401);
      expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    });

    it('sessions opened by logins racing a reset do not survive it', async () => {
      const { user } = await createUser(app);
      const token = await resetToken(user.email);
      const logins = Array.from({ length: 12 }, () =>
        post('/api/auth/login', { email: user.email, password: GOOD_PASSWORD }),
      );
      const [confirm, ...results] = await Promise.all([
        post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD }),
        ...logins,
      ]);
      expect(confirm.statusCode).toBe(200);
      const won = results
        .filter((r) => r.statusCode === 200)
        .map((r) => r.json<{ access_token: string; refresh_token: string }>());
      for (const session of won) {
        expect((await profile(session.access_token)).statusCode).toBe(401);
        expect((await refresh(session.refresh_token)).statusCode).toBe(401);
      }
      expect((await login(app, user.email, NEW_PASSWORD)).user.id).toBe(user.id);
    });
  });

  describe('verification mail resend', () => {
    it('is limited per member: 3 an hour, then 429', async () => {
      const { session } = await member();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push(
          (await post('/api/auth/verify-email/resend', undefined, session.access_token)).statusCode,
        );
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  });
});
