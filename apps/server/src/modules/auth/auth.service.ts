import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  LIMITS,
  normaliseEmail,
  registrationProblem,
  TOKEN_EXPIRED,
  TOKEN_INVALID,
  type RegisterRequest,
} from '@saverly/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../mail/mail.service.js';
import { accountExistsMail, passwordResetMail, verifyEmailMail } from '../mail/templates.js';
import { usersService, type UserRow } from '../users/users.service.js';
import { hashPassword, passwordPolicyProblem, timingDummyHash, verifyPassword } from './passwords.js';
import { sessionsRepository } from './sessions.repository.js';
import { hashToken, newOpaqueToken, type AccessClaims, type AccessTokens } from './tokens.js';

const EMAIL_VERIFICATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface AuthServiceDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  accessTokens: AccessTokens;
  publicUrl: string;
  refreshTokenTtlDays: number;
  adminEmails: string[];
}

export interface IssuedSession {
  access_token: string;
  refresh_token: string;
}

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

  async function startSession(
    userId: number,
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
    });
    const { token } = await deps.accessTokens.issue(userId, familyId);
    return { access_token: token, refresh_token: refreshToken };
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
        role: deps.adminEmails.includes(email) ? 'admin' : 'member',
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

    /** One answer for an unknown email and a wrong password, in about the same time. */
    async login(emailInput: string, password: string) {
      const user = await users.findByEmail(normaliseEmail(emailInput));
      const ok = await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), password);
      if (!user || !ok) throw new AppError('authentication', ACCOUNT_MESSAGES.invalidCredentials);
      return { ...(await startSession(user.id)), user };
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
          log.warn(
            { userId: known.userId, familyId: known.familyId },
            'refresh token replayed: family revoked',
          );
        }
        throw new AppError('authentication', 'Your session has ended. Please log in again.');
      }
      const user = await users.findById(current.userId);
      if (!user) throw new AppError('authentication', 'Your session has ended. Please log in again.');
      return startSession(user.id, current.familyId, current.expiresAt);
    },

    /** Revokes the presented access token and its session's whole refresh-token family. */
    async logout(claims: AccessClaims) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const txSessions = sessionsRepository(tx);
        await txSessions.revokeAccessToken(claims.jti, claims.expiresAt, now);
        await txSessions.revokeFamily(claims.sessionId, now);
      });
    },

    /** The user behind a valid, unrevoked access token, or null. */
    async authenticate(accessToken: string): Promise<{ user: UserRow; claims: AccessClaims } | null> {
      const claims = await deps.accessTokens.verify(accessToken);
      if (!claims) return null;
      const user = await users.findById(claims.userId);
      // iat has whole-second precision: a token issued in the same second as a reset is refused too.
      if (!user) return null;
      if (
        user.tokensValidAfter &&
        claims.issuedAt.getTime() < Math.floor(user.tokensValidAfter.getTime() / 1000) * 1000
      ) {
        return null;
      }
      if (await sessions.isAccessTokenRevoked(claims.jti)) return null;
      return { user, claims };
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
      const done = await db.transaction(async (tx) => {
        const txSessions = sessionsRepository(tx);
        const row = await txSessions.consumeEmailToken(hashToken(token), 'password_reset', now);
        if (!row) return false;
        await usersService(tx).setPassword(row.userId, passwordHash, now);
        await txSessions.revokeAllForUser(row.userId, now);
        return true;
      });
      if (!done) throw new AppError('validation', ACCOUNT_MESSAGES.resetLinkInvalid);
      return { success: true as const, message: ACCOUNT_MESSAGES.passwordResetDone };
    },

    async verifyEmail(token: string) {
      const now = clock.now();
      const verified = await db.transaction(async (tx) => {
        const row = await sessionsRepository(tx).consumeEmailToken(
          hashToken(token),
          'email_verification',
          now,
        );
        if (!row) return false;
        const txUsers = usersService(tx);
        const user = await txUsers.findById(row.userId);
        // The link proves ownership of the address it was sent to, not of a later one.
        if (!user || user.email !== row.email) return false;
        await txUsers.markEmailVerified(user.id);
        return true;
      });
      if (!verified) throw new AppError('validation', ACCOUNT_MESSAGES.verificationLinkInvalid);
      return { success: true as const, message: ACCOUNT_MESSAGES.emailVerified };
    },

    async resendVerification(user: UserRow) {
      if (!user.emailVerified) sendLater(() => sendVerification(user));
      return { success: true as const, message: 'We sent you a new confirmation link.' };
    },

    sendVerification,

    /** Admin role by configuration (ADMIN_EMAILS) or the CLI; a no-op for unknown emails. */
    async grantAdmin(email: string): Promise<UserRow | undefined> {
      return users.setRoleByEmail(normaliseEmail(email), 'admin');
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
