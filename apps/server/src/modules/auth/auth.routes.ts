import {
  emailChangeRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  normaliseEmail,
  passwordChangeRequestSchema,
  passwordChangeResponseSchema,
  passwordResetConfirmRequestSchema,
  passwordResetRequestSchema,
  passwordResetValidateResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  successMessageSchema,
  tokenRequestSchema,
} from '@saverly/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyField, tooManyRequests, type RouteLimit as Limit } from '../../plugins/rate-limit.js';
import { hashToken } from './tokens.js';

/**
 * Per client address and per account (or token, or signed-in member), so neither a botnet nor
 * one address gets far. Every route that sends mail has both (issue #12, item 7). Login failures
 * per account are handled by the lockout rule instead (login-guard.ts).
 */
const RATE_LIMITS = {
  login: { client: { max: 20, timeWindow: '15 minutes' } },
  register: { client: { max: 10, timeWindow: '1 hour' }, account: { max: 5, timeWindow: '1 hour' } },
  refresh: { client: { max: 60, timeWindow: '15 minutes' }, account: { max: 10, timeWindow: '15 minutes' } },
  resetRequest: { client: { max: 10, timeWindow: '1 hour' }, account: { max: 5, timeWindow: '1 hour' } },
  resetToken: {
    client: { max: 30, timeWindow: '15 minutes' },
    account: { max: 10, timeWindow: '15 minutes' },
  },
  /** Mails the member's own address: a few per hour is plenty. */
  resendVerification: {
    client: { max: 10, timeWindow: '1 hour' },
    account: { max: 3, timeWindow: '1 hour' },
  },
  /** Mails two addresses per call, checks the password: per member, per client and per target. */
  emailChange: {
    client: { max: 10, timeWindow: '1 hour' },
    account: { max: 5, timeWindow: '1 hour' },
    target: { max: 3, timeWindow: '1 hour' },
  },
  /** Checks the current password: per member, like a login. */
  passwordChange: {
    client: { max: 20, timeWindow: '15 minutes' },
    account: { max: 5, timeWindow: '15 minutes' },
  },
  signOutOthers: {
    client: { max: 30, timeWindow: '15 minutes' },
    account: { max: 10, timeWindow: '15 minutes' },
  },
} satisfies Record<string, { client: Limit; account?: Limit; target?: Limit }>;

const byEmail = (request: FastifyRequest) => normaliseEmail(bodyField(request, 'email'));
const byToken = (field: string) => (request: FastifyRequest) => hashToken(bodyField(request, field));
const byMember = (request: FastifyRequest) => String(request.user!.id);

/** POST /api/auth/*: register, login, refresh, logout, password reset and change, email verification and change. */
const authRoutes: FastifyPluginAsyncZod<{ rateLimitMultiplier: number }> = async (app, opts) => {
  type Name = keyof typeof RATE_LIMITS;
  const scaled = (limit: Limit): Limit => ({ ...limit, max: limit.max * opts.rateLimitMultiplier });
  const limited = (name: Name, accountKey?: (request: FastifyRequest) => string) => {
    const base: { client: Limit; account?: Limit; target?: Limit } = RATE_LIMITS[name];
    const limits = {
      client: scaled(base.client),
      ...(base.account ? { account: scaled(base.account) } : {}),
      ...(base.target ? { target: scaled(base.target) } : {}),
    };
    return app.limitedBy([
      { name: `${name}:client`, ...limits.client, key: (request) => request.ip },
      ...(limits.account && accountKey
        ? [{ name: `${name}:account`, ...limits.account, key: accountKey }]
        : []),
      ...(limits.target ? [{ name: `${name}:target`, ...limits.target, key: byEmail }] : []),
    ]);
  };

  app.post(
    '/register',
    {
      schema: { body: registerRequestSchema, response: { 201: registerResponseSchema } },
      preHandler: limited('register', byEmail),
    },
    async (request, reply) => reply.code(201).send(await app.auth.register(request.body)),
  );

  app.post(
    '/login',
    {
      schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
      preHandler: limited('login'),
    },
    async (request, reply) => {
      const login = await app.auth.login(request.body.email, request.body.password, request.ip);
      if (!login.allowed) throw tooManyRequests(reply, login.retryAfterMs);
      return login.answer;
    },
  );

  app.post(
    '/refresh',
    {
      schema: { body: refreshRequestSchema, response: { 200: refreshResponseSchema } },
      preHandler: limited('refresh', byToken('refresh_token')),
    },
    async (request) => app.auth.refresh(request.body.refresh_token),
  );

  app.post(
    '/logout',
    { schema: { response: { 200: successMessageSchema } }, preHandler: app.requireUser },
    async (request) => {
      await app.auth.logout(request.accessClaims!);
      return { success: true as const, message: 'Logged out' };
    },
  );

  app.post(
    '/sessions/sign-out-others',
    {
      schema: { response: { 200: successMessageSchema } },
      preHandler: [app.requireUser, limited('signOutOthers', byMember)],
    },
    async (request) => app.auth.signOutOtherSessions(request.user!, request.accessClaims!),
  );

  app.post(
    '/password',
    {
      schema: { body: passwordChangeRequestSchema, response: { 200: passwordChangeResponseSchema } },
      preHandler: [app.requireUser, limited('passwordChange', byMember)],
    },
    async (request) =>
      app.auth.changePassword(request.user!, request.body.current_password, request.body.new_password),
  );

  app.post(
    '/email-change',
    {
      schema: { body: emailChangeRequestSchema, response: { 200: successMessageSchema } },
      preHandler: [app.requireUser, limited('emailChange', byMember)],
    },
    async (request) =>
      app.auth.requestEmailChange(request.user!, request.body.email, request.body.current_password),
  );

  app.post(
    '/email-change/undo',
    {
      schema: { body: tokenRequestSchema, response: { 200: successMessageSchema } },
      preHandler: limited('resetToken', byToken('token')),
    },
    async (request) => app.auth.undoEmailChange(request.body.token),
  );

  app.post(
    '/password-reset/request',
    {
      schema: { body: passwordResetRequestSchema, response: { 200: successMessageSchema } },
      preHandler: limited('resetRequest', byEmail),
    },
    async (request) => app.auth.requestPasswordReset(request.body.email),
  );

  app.post(
    '/password-reset/validate',
    {
      schema: { body: tokenRequestSchema, response: { 200: passwordResetValidateResponseSchema } },
      preHandler: limited('resetToken', byToken('token')),
    },
    async (request) => app.auth.validatePasswordReset(request.body.token),
  );

  app.post(
    '/password-reset/confirm',
    {
      schema: { body: passwordResetConfirmRequestSchema, response: { 200: successMessageSchema } },
      preHandler: limited('resetToken', byToken('token')),
    },
    async (request) => app.auth.confirmPasswordReset(request.body.token, request.body.password),
  );

  app.post(
    '/verify-email',
    {
      schema: { body: tokenRequestSchema, response: { 200: successMessageSchema } },
      preHandler: limited('resetToken', byToken('token')),
    },
    async (request) => app.auth.verifyEmail(request.body.token),
  );

  app.post(
    '/verify-email/resend',
    {
      schema: { response: { 200: successMessageSchema } },
      preHandler: [app.requireUser, limited('resendVerification', byMember)],
    },
    async (request) => app.auth.resendVerification(request.user!),
  );
};

export default authRoutes;
