import {
  acceptInvitationRequestSchema,
  addDependantRequestSchema,
  handOverRequestSchema,
  householdIdParamsSchema,
  householdResponseSchema,
  invitationRequestSchema,
  invitationResponseSchema,
  successMessageSchema,
  updatePersonRequestSchema,
} from '@saverly/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyField, type RouteLimit as Limit } from '../../plugins/rate-limit.js';
import { hashToken } from '../auth/tokens.js';

/**
 * Invitations send mail to an address the caller types: per client, per member and per address,
 * as every mail-sending route (auth.routes.ts). Accepting takes a token: per client and per
 * member and per token, as the emailed-token routes. Scaled by AUTH_RATE_LIMIT_MULTIPLIER.
 */
const RATE_LIMITS = {
  invite: {
    client: { max: 10, timeWindow: '1 hour' },
    member: { max: 10, timeWindow: '1 hour' },
    target: { max: 3, timeWindow: '1 hour' },
  },
  accept: {
    client: { max: 30, timeWindow: '15 minutes' },
    member: { max: 10, timeWindow: '15 minutes' },
    target: { max: 10, timeWindow: '15 minutes' },
  },
} satisfies Record<string, { client: Limit; member: Limit; target: Limit }>;

/**
 * /api/household: the caller's household (created on first use), its people and invitations
 * (docs/decisions/0037-households.md). Every route needs a signed-in member; every answer is the
 * caller's own household.
 */
const householdRoutes: FastifyPluginAsyncZod<{ rateLimitMultiplier: number }> = async (app, opts) => {
  const limited = (name: keyof typeof RATE_LIMITS, target: (request: FastifyRequest) => string) => {
    const limits = RATE_LIMITS[name];
    const scaled = (limit: Limit) => ({ ...limit, max: limit.max * opts.rateLimitMultiplier });
    return app.limitedBy([
      { name: `household-${name}:client`, ...scaled(limits.client), key: (request) => request.ip },
      {
        name: `household-${name}:member`,
        ...scaled(limits.member),
        key: (request) => String(request.user!.id),
      },
      { name: `household-${name}:target`, ...scaled(limits.target), key: target },
    ]);
  };
  const signedIn = { preHandler: app.requireUser };

  app.get(
    '/household',
    { schema: { response: { 200: householdResponseSchema } }, ...signedIn },
    async (request) => app.household.get(request.user!),
  );

  app.post(
    '/household/people',
    { schema: { body: addDependantRequestSchema, response: { 201: householdResponseSchema } }, ...signedIn },
    async (request, reply) =>
      reply.code(201).send(await app.household.addDependant(request.user!, request.body)),
  );

  app.patch(
    '/household/people/:id',
    {
      schema: {
        params: householdIdParamsSchema,
        body: updatePersonRequestSchema,
        response: { 200: householdResponseSchema },
      },
      ...signedIn,
    },
    async (request) => app.household.updatePerson(request.user!, request.params.id, request.body),
  );

  app.delete(
    '/household/people/:id',
    { schema: { params: householdIdParamsSchema, response: { 200: householdResponseSchema } }, ...signedIn },
    async (request) => app.household.removePerson(request.user!, request.params.id),
  );

  app.post(
    '/household/leave',
    { schema: { response: { 200: successMessageSchema } }, ...signedIn },
    async (request) => app.household.leave(request.user!),
  );

  app.post(
    '/household/owner',
    { schema: { body: handOverRequestSchema, response: { 200: householdResponseSchema } }, ...signedIn },
    async (request) => app.household.handOver(request.user!, request.body.person_id),
  );

  app.post(
    '/household/invitations',
    {
      schema: { body: invitationRequestSchema, response: { 201: invitationResponseSchema } },
      preHandler: [
        app.requireUser,
        limited('invite', (request) => bodyField(request, 'email').trim().toLowerCase()),
      ],
    },
    async (request, reply) =>
      reply.code(201).send(await app.household.invite(request.user!, request.body.email)),
  );

  app.delete(
    '/household/invitations/:id',
    { schema: { params: householdIdParamsSchema, response: { 200: householdResponseSchema } }, ...signedIn },
    async (request) => app.household.cancelInvitation(request.user!, request.params.id),
  );

  app.post(
    '/household/invitations/accept',
    {
      schema: { body: acceptInvitationRequestSchema, response: { 200: householdResponseSchema } },
      preHandler: [app.requireUser, limited('accept', (request) => hashToken(bodyField(request, 'token')))],
    },
    async (request) => app.household.accept(request.user!, request.body.token),
  );
};

export default householdRoutes;
