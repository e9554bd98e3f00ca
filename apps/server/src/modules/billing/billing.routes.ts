import { startTrialRequestSchema, subscriptionResponseSchema } from '@saverly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * GET /api/billing/subscription (the member's plan, trial and the server's premium verdict) and
 * POST /api/billing/trial (the pricing page's Start Free Trial for a signed-in member).
 */
const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/billing/subscription',
    { schema: { response: { 200: subscriptionResponseSchema } }, preHandler: app.requireUser },
    async (request) => ({ success: true as const, subscription: app.billing.subscriptionOf(request.user!) }),
  );

  app.post(
    '/billing/trial',
    {
      schema: { body: startTrialRequestSchema, response: { 201: subscriptionResponseSchema } },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const subscription = await app.billing.startTrial(request.user!, request.body.plan);
      return reply.code(201).send({ success: true as const, subscription });
    },
  );
};

export default billingRoutes;
