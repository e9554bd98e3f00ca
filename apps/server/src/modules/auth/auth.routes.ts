import {
  loginRequestSchema,
  loginResponseSchema,
  normaliseEmail,
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
import { presentUser } from '../users/users.presenter.js';
import { hashToken } from './tokens.js';

type Limit = { max: number; timeWindow: string };

/** Per client address and per account (or token), so neither a botnet nor one IP gets far. */
const RATE_LIMITS = {
  login: { client: { max: 20, timeWindow: '15 minutes' }, account: { max: 10, timeWindow: '15 minutes' } },
  register: { client: { max: 10, timeWindow: '1 hour' }, account: { max: 5, timeWindow: '1 hour' } },
  refresh: { client: { max: 60, timeWindow: '15 minutes' }, account: { max: 10, timeWindow: '15 minutes' } },
  resetRequest: { client: { max: 10, timeWindow: '1 hour' }, account: { max: 5, timeWindow: '1 hour' } },
  resetToken: {
    client: { max: 30, timeWindow: '15 minutes' },
    account: { max: 10, timeWindow: '15 minutes' },
  },
} satisfies Record<string, { client: Limit; account: Limit }>;

const bodyField = (request: FastifyRequest, field: string): string => {
  const body = request.body as Record<string, unknown> | undefined;
  const value = body?.[field];
  return typeof value === 'string' ? value : '';
};
const byEmail = (request: FastifyRequest) => normaliseEmail(bodyField(request, 'email'));
const byToken = (field: string) => (request: FastifyRequest) => hashToken(bodyField(request, field));

/** POST /api/auth/*: register, login, refresh, logout, password reset, email verification. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = (name: keyof typeof RATE_LIMITS, accountKey: (request: FastifyRequest) => string) =>
    app.limitedBy([
      { name: `${name}:client`, ...RATE_LIMITS[name].client, key: (request) => request.ip },
      { name: `${name}:account`, ...RATE_LIMITS[name].account, key: accountKey },
    ]);

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
      preHandler: limited('login', byEmail),
    },
    async (request) => {
      const session = await app.auth.login(request.body.email, request.body.password);
      return {
        access_token: session.access_token,
        refresh_token: session.refresh_token,
        user: presentUser(session.user, await app.stores.defaultStorePayload(session.user.id)),
      };
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
    { schema: { response: { 200: successMessageSchema } }, preHandler: app.requireUser },
    async (request) => app.auth.resendVerification(request.user!),
  );
};

export default authRoutes;
