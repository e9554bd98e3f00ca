import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  isEmailShaped,
  LIMITS,
  normaliseEmail,
  SECURITY_MESSAGES,
  registrationProblem,
  TOKEN_EXPIRED,
  TOKEN_INVALID,
  type LoginResponse,
  type RegisterRequest,
} from '@saverly/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../mail/mail.service.js';
import {
  accountExistsMail,
  emailChangeConfirmMail,
  emailChangeNoticeMail,
  emailChangeTakenMail,
  passwordChangedMail,
  passwordResetMail,
  verifyEmailMail,
} from '../mail/templates.js';
import type { ProfileService } from '../profile/profile.service.js';
import { usersService, type UserRow } from '../users/users.service.js';
import type { LoginGuard, LoginVerdict } from './login-guard.js';
import { hashPassword, passwordPolicyProblem, timingDummyHash, verifyPassword } from './passwords.js';
import { sessionsRepository } from './sessions.repository.js';
import { hashToken, newOpaqueToken, type AccessClaims, type AccessTokens } from './tokens.js';

const EMAIL_VERIFICATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
const EMAIL_CHANGE_UNDO_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** How long a session found alive is trusted without asking the database again (this instance). */
const SESSION_CACHE_MS = 5_000;
const SESSION_ENDED = 'Your session has ended. Please log in again.';

const fieldError = (field: string, message: string) =>
  new AppError('validation', message, { fields: [{ path: `body.${field}`, message }] });

export interface AuthServiceDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The lockout rule's counters (login-guard.ts). */
  loginGuard: LoginGuard;
  /** The user as a login answers it (the profile's user: default store, premium verdict). */
  profile: Pick<ProfileService, 'userOf'>;
  /** The access-token signing key, and the tokens signed with it. */
  signingKey: Uint8Array;
  accessTokens: AccessTokens;
  publicUrl: string;
  refreshTokenTtlDays: number;
  adminEmails: string[];
}

export interface IssuedSession {
  access_token: string;
  refresh_token: string;
}

/** A login refused by the lockout (the caller is told when to retry), or its answer. */
type LoginResult = Exclude<LoginVerdict, { allowed: true }> | { allowed: true; answer: LoginResponse };

/** Accounts and sessions (docs/decisions/0012-accounts-and-sessions.md). */
export function authService(deps: AuthServiceDeps) {
  const { db, clock, mailer, log } = deps;
  const users = usersService(db);
  const sessions = sessionsRepository(db);
  const link = (path: string, token?: string) =>
    `${deps.publicUrl}${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

  /** Mail must never decide the answer (timing, enumeration): it is sent after the response. */
  const sendLater = (send: () => Promise<void>) => {
    setImmediate(() => {
      send().catch((err: unknown) => log.error({ err }, 'sending mail failed'));
    });
  };

  /**
   * Sessions found alive, by family id, until the time they must be checked again. Revoking on
   * this instance drops them at once; another instance's revocation is seen within SESSION_CACHE_MS.
   */
  const aliveSessions = new Map<string, { userId: number; until: number }>();
  const forgetSessions = (match: (familyId: string, userId: number) => boolean) => {
    for (const [familyId, entry] of aliveSessions)
      if (match(familyId, entry.userId)) aliveSessions.delete(familyId);
  };
  async function sessionAlive(familyId: string, userId: number): Promise<boolean> {
    const cached = aliveSessions.get(familyId);
    const t = clock.now().getTime();
    if (cached && cached.userId === userId && cached.until > t) return true;
    const alive = await sessions.isSessionAlive(familyId);
    if (alive) {
      if (aliveSessions.size > 50_000) aliveSessions.clear();
      aliveSessions.set(familyId, { userId, until: t + SESSION_CACHE_MS });
    } else {
      aliveSessions.delete(familyId);
    }
    return alive;
  }

  /**
   * Opens (or continues) a session under the credential version that was read together with the
   * password hash that was checked: a reset committing meanwhile makes this session stale at once.
   */
  async function startSession(
    userId: number,
    credentialVersion: number,
    familyId: string = randomUUID(),
    familyExpiresAt?: Date,
  ): Promise<IssuedSession> {
    const now = clock.now();
    const refreshToken = newOpaqueToken();
    await sessions.insertRefreshToken({
      userId,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: familyExpiresAt ?? new Date(now.getTime() + deps.refreshTokenTtlDays * 86_400_000),
      credentialVersion,
    });
    const { token } = await deps.accessTokens.issue(userId, familyId, credentialVersion);
    return { access_token: token, refresh_token: refreshToken };
  }

  /** Promotes an ADMIN_EMAILS address once its owner has proved it (never at registration). */
  async function grantConfiguredAdmin(email: string) {
    if (deps.adminEmails.includes(email)) await users.grantAdminIfVerified(email);
  }

  async function sendVerification(user: UserRow) {
    const token = newOpaqueToken();
    await sessions.insertEmailToken({
      userId: user.id,
      purpose: 'email_verification',
      tokenHash: hashToken(token),
      email: user.email,
      expiresAt: new Date(clock.now().getTime() + EMAIL_VERIFICATION_TTL_MS),
    });
    await mailer.send(verifyEmailMail(user.email, user.firstName, link('/verify-email', token)));
  }

  return {
    /**
     * Creates the account, or, when the email is taken, tells the owner by mail and answers
     * exactly as for a new account so the caller learns nothing.
     */
    async register(input: RegisterRequest) {
      const problem = registrationProblem(input);
      if (problem)
        throw new AppError('validation', problem.message, {
          fields: [{ path: `body.${problem.field}`, message: problem.message }],
        });
      const policy = passwordPolicyProblem(input.password, 'signup');
      if (policy)
        throw new AppError('validation', policy, { fields: [{ path: 'body.password', message: policy }] });

      const email = normaliseEmail(input.email);
      const firstName = input.first_name.trim();
      const lastName = input.last_name.trim();
      const passwordHash = await hashPassword(input.password);
      const created = await users.create({
        email,
        passwordHash,
        firstName,
        lastName,
        // ADMIN_EMAILS counts only once the address is verified (issue #12, item 3).
        role: 'member',
      });
      if (created) {
        sendLater(() => sendVerification(created));
      } else {
        const owner = await users.findByEmail(email);
        if (owner) {
          sendLater(() =>
            mailer.send(accountExistsMail(email, owner.firstName, link('/login'), link('/forgot-password'))),
          );
        }
      }
      return {
        user: { email, first_name: firstName, last_name: lastName },
        message: ACCOUNT_MESSAGES.accountCreated,
      };
    },

    /**
     * Signs in from `client` (the address): refused while the lockout holds the account against
     * this client, otherwise one answer for an unknown email and a wrong password, in about the
     * same time. Failures count against the account and the client, a success makes the client
     * known for the account (docs/decisions/0026-account-security.md).
     */
    async login(emailInput: string, password: string, client: string): Promise<LoginResult> {
      const email = normaliseEmail(emailInput);
      const verdict = await deps.loginGuard.check(email, client);
      if (!verdict.allowed) return verdict;
      const user = await users.findByEmail(email);
      const ok = await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), password);
      if (!user || !ok) {
        await deps.loginGuard.failed(email, client);
        throw new AppError('authentication', ACCOUNT_MESSAGES.invalidCredentials);
      }
      const session = await startSession(user.id, user.credentialVersion);
      await deps.loginGuard.succeeded(email, client);
      return {
        allowed: true,
        answer: {
          access_token: session.access_token,
          refresh_token: session.refresh_token,
          user: await deps.profile.userOf(user),
        },
      };
    },

    /** Rotates the refresh token; a token used twice revokes its whole family. */
    async refresh(refreshToken: string): Promise<IssuedSession> {
      const now = clock.now();
      const tokenHash = hashToken(refreshToken);
      const current = await sessions.consumeRefreshToken(tokenHash, now);
      if (!current) {
        const known = await sessions.findRefreshToken(tokenHash);
        if (known?.usedAt) {
          await sessions.revokeFamily(known.familyId, now);
          forgetSessions((familyId) => familyId === known.familyId);
          log.warn(
            { userId: known.userId, familyId: known.familyId },
            'refresh token replayed: family revoked',
          );
        }
        throw new AppError('authentication', SESSION_ENDED);
      }
      const user = await users.findById(current.userId);
      if (!user) throw new AppError('authentication', SESSION_ENDED);
      if (user.credentialVersion !== current.credentialVersion) {
        // Opened before a password reset or change (possibly racing it): it ends here.
        await sessions.revokeFamily(current.familyId, now);
        forgetSessions((familyId) => familyId === current.familyId);
        throw new AppError('authentication', SESSION_ENDED);
      }
      return startSession(user.id, current.credentialVersion, current.familyId, current.expiresAt);
    },

    /** Ends the presented token's session (its refresh family); its access tokens die with it. */
    async logout(claims: AccessClaims) {
      await sessions.revokeFamily(claims.sessionId, clock.now());
      forgetSessions((familyId) => familyId === claims.sessionId);
    },

    /** "Sign out other devices": every session of the caller but the one making the call. */
    async signOutOtherSessions(user: UserRow, claims: AccessClaims) {
      await sessions.revokeAllForUserExcept(user.id, claims.sessionId, clock.now());
      forgetSessions((familyId, userId) => userId === user.id && familyId !== claims.sessionId);
      return { success: true as const, message: SECURITY_MESSAGES.otherSessionsEnded };
    },

    /**
     * The user behind a valid access token whose session is alive and whose credential version is
     * current, or null. The user row is read on every request, so a reset or password change ends
     * every older token at once, on every instance; a revoked session within SESSION_CACHE_MS.
     */
    async authenticate(accessToken: string): Promise<{ user: UserRow; claims: AccessClaims } | null> {
      const claims = await deps.accessTokens.verify(accessToken);
      if (!claims) return null;
      const user = await users.findById(claims.userId);
      if (!user || user.credentialVersion !== claims.credentialVersion) return null;
      if (!(await sessionAlive(claims.sessionId, user.id))) return null;
      return { user, claims };
    },

    /**
     * A signed-in member changes the password with the current one. Every session ends (the
     * credential version moves); the caller gets a fresh session so this device stays signed in.
     */
    async changePassword(user: UserRow, currentPassword: string, newPassword: string) {
      if (!currentPassword) throw fieldError('current_password', SECURITY_MESSAGES.currentPasswordRequired);
      if (!(await verifyPassword(user.passwordHash, currentPassword)))
        throw fieldError('current_password', SECURITY_MESSAGES.currentPasswordWrong);
      const policy = passwordPolicyProblem(newPassword, 'reset');
      if (policy) throw fieldError('new_password', policy);
      const passwordHash = await hashPassword(newPassword);
      const now = clock.now();
      const version = await db.transaction(async (tx) => {
        const next = await usersService(tx).setPassword(user.id, passwordHash, now);
        await sessionsRepository(tx).revokeAllForUser(user.id, now);
        return next;
      });
      forgetSessions((_familyId, userId) => userId === user.id);
      sendLater(() => mailer.send(passwordChangedMail(user.email, user.firstName, link('/forgot-password'))));
      return {
        success: true as const,
        message: SECURITY_MESSAGES.passwordChanged,
        ...(await startSession(user.id, version)),
      };
    },

    /**
     * Starts an email change: the current password is required; the account keeps its address
     * until the new one confirms by its link; the current address is told at once and can undo.
     * The answer is the same whether or not the new address belongs to another account (that
     * owner is mailed instead of a link), and the mail work happens after the answer.
     */
    async requestEmailChange(user: UserRow, emailInput: string, currentPassword: string) {
      const email = normaliseEmail(emailInput);
      if (!email) throw fieldError('email', ACCOUNT_MESSAGES.emailRequired);
      if (!isEmailShaped(email)) throw fieldError('email', ACCOUNT_MESSAGES.emailInvalid);
      if (!currentPassword) throw fieldError('current_password', SECURITY_MESSAGES.currentPasswordRequired);
      if (!(await verifyPassword(user.passwordHash, currentPassword)))
        throw fieldError('current_password', SECURITY_MESSAGES.currentPasswordWrong);
      if (email === user.email) throw fieldError('email', SECURITY_MESSAGES.sameEmail);
      const owner = await users.findByEmail(email);
      sendLater(async () => {
        const now = clock.now();
        await sessions.retireEmailTokens(user.id, 'email_change', now);
        if (owner) {
          await mailer.send(emailChangeTakenMail(email, owner.firstName, link('/login')));
        } else {
          const token = newOpaqueToken();
          await sessions.insertEmailToken({
            userId: user.id,
            purpose: 'email_change',
            tokenHash: hashToken(token),
            email,
            expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
          });
          await mailer.send(emailChangeConfirmMail(email, user.firstName, link('/verify-email', token)));
        }
        const undo = newOpaqueToken();
        await sessions.insertEmailToken({
          userId: user.id,
          purpose: 'email_change_undo',
          tokenHash: hashToken(undo),
          email: user.email,
          expiresAt: new Date(now.getTime() + EMAIL_CHANGE_UNDO_TTL_MS),
        });
        await mailer.send(
          emailChangeNoticeMail(
            user.email,
            user.firstName,
            email,
            `${link('/verify-email', undo)}&action=undo-email-change`,
          ),
        );
      });
      return { success: true as const, message: SECURITY_MESSAGES.emailChangeSent(email) };
    },

    /**
     * The link mailed to the current address: cancels a pending change, reverts a done one to
     * this (now proven) address, ends every session and retires outstanding reset links.
     */
    async undoEmailChange(token: string) {
      const now = clock.now();
      const done = await db.transaction(async (tx) => {
        const txSessions = sessionsRepository(tx);
        const row = await txSessions.consumeEmailToken(hashToken(token), 'email_change_undo', now);
        if (!row) return false;
        const txUsers = usersService(tx);
        await txSessions.retireEmailTokens(row.userId, 'email_change', now);
        await txSessions.retireEmailTokens(row.userId, 'password_reset', now);
        const restored = await txUsers.setVerifiedEmail(row.userId, row.email);
        if (!restored) return false;
        await txUsers.bumpCredentialVersion(row.userId);
        await txSessions.revokeAllForUser(row.userId, now);
        return row.userId;
      });
      if (done === false) throw new AppError('validation', SECURITY_MESSAGES.emailChangeUndoInvalid);
      forgetSessions((_familyId, userId) => userId === done);
      return { success: true as const, message: SECURITY_MESSAGES.emailChangeUndone };
    },

    /** Same answer whether or not the account exists; the owner gets a link valid for 1 hour. */
    async requestPasswordReset(emailInput: string) {
      const user = await users.findByEmail(normaliseEmail(emailInput));
      if (user) {
        sendLater(async () => {
          const now = clock.now();
          const token = newOpaqueToken();
          await sessions.retireEmailTokens(user.id, 'password_reset', now);
          await sessions.insertEmailToken({
            userId: user.id,
            purpose: 'password_reset',
            tokenHash: hashToken(token),
            email: user.email,
            expiresAt: new Date(now.getTime() + LIMITS.resetLinkValidityMs),
          });
          await mailer.send(passwordResetMail(user.email, user.firstName, link('/reset-password', token)));
        });
      }
      return { success: true as const, message: ACCOUNT_MESSAGES.resetLinkSent };
    },

    async validatePasswordReset(token: string) {
      const row = await sessions.findEmailToken(hashToken(token), 'password_reset');
      if (!row || row.usedAt) return { valid: false, error: TOKEN_INVALID };
      if (row.expiresAt.getTime() <= clock.now().getTime()) return { valid: false, error: TOKEN_EXPIRED };
      return { valid: true, user: { email: row.email } };
    },

    /** Sets the new password and signs the user out everywhere, all or nothing. */
    async confirmPasswordReset(token: string, password: string) {
      const policy = passwordPolicyProblem(password, 'reset');
      if (policy)
        throw new AppError('validation', policy, { fields: [{ path: 'body.password', message: policy }] });
      const passwordHash = await hashPassword(password);
      const now = clock.now();
      const userId = await db.transaction(async (tx) => {
        const txSessions = sessionsRepository(tx);
        const row = await txSessions.consumeEmailToken(hashToken(token), 'password_reset', now);
        if (!row) return null;
        // Bumps credential_version: every session opened under the old one, even one racing this
        // reset, is refused from now on (refresh and access tokens alike).
        await usersService(tx).setPassword(row.userId, passwordHash, now);
        await txSessions.revokeAllForUser(row.userId, now);
        return row.userId;
      });
      if (userId === null) throw new AppError('validation', ACCOUNT_MESSAGES.resetLinkInvalid);
      forgetSessions((_familyId, owner) => owner === userId);
      return { success: true as const, message: ACCOUNT_MESSAGES.passwordResetDone };
    },

    /**
     * The link of a verification mail or of an email change (both go to /verify-email). A link
     * proves ownership of the address it was sent to, and only then may ADMIN_EMAILS apply.
     */
    async verifyEmail(token: string) {
      const now = clock.now();
      const verified = await db.transaction(async (tx) => {
        const txSessions = sessionsRepository(tx);
        const txUsers = usersService(tx);
        const row = await txSessions.consumeEmailToken(hashToken(token), 'email_verification', now);
        if (row) {
          const user = await txUsers.findById(row.userId);
          // The link proves ownership of the address it was sent to, not of a later one.
          if (!user || user.email !== row.email) return null;
          await txUsers.markEmailVerified(user.id);
          return { email: user.email, message: ACCOUNT_MESSAGES.emailVerified };
        }
        const change = await txSessions.consumeEmailToken(hashToken(token), 'email_change', now);
        if (!change) return null;
        const moved = await txUsers.setVerifiedEmail(change.userId, change.email);
        if (!moved) return null;
        return { email: moved.email, message: SECURITY_MESSAGES.emailChanged };
      });
      if (!verified) throw new AppError('validation', ACCOUNT_MESSAGES.verificationLinkInvalid);
      await grantConfiguredAdmin(verified.email);
      return { success: true as const, message: verified.message };
    },

    async resendVerification(user: UserRow) {
      if (!user.emailVerified) sendLater(() => sendVerification(user));
      return { success: true as const, message: SECURITY_MESSAGES.resendSent };
    },

    sendVerification,

    /** The access-token signing key (the Kroger cart derives its token key from it, ADR 0022). */
    signingKey: deps.signingKey,

    /**
     * ADMIN_EMAILS at start-up: only accounts whose address is verified (the CLI is the way to
     * make an unverified account an admin). A no-op for unknown or unverified emails.
     */
    async grantAdmin(email: string): Promise<UserRow | undefined> {
      return users.grantAdminIfVerified(normaliseEmail(email));
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
