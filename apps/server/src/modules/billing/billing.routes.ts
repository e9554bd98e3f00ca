import { startTrialRequestSchema, subscriptionResponseSchema } from '@saverly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { billingService } from './billing.service.js';
import { noPaymentProvider, type PaymentProvider } from './payment-provider.js';

/**
 * GET /api/billing/subscription (the member's plan, trial and the server's premium verdict) and
 * POST /api/billing/trial (the pricing page's Start Free Trial for a signed-in member).
 */
const billingRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; payments?: PaymentProvider }> = async (
  app,
  opts,
) => {
  const billing = billingService({
    db: opts.db,
    clock: opts.clock,
    payments: opts.payments ?? noPaymentProvider,
  });

  app.get(
    '/billing/subscription',
    { schema: { response: { 200: subscriptionResponseSchema } }, preHandler: app.requireUser },
    async (request) => ({ success: true as const, subscription: billing.subscriptionOf(request.user!) }),
  );

  app.post(
    '/billing/trial',
    {
      schema: { body: startTrialRequestSchema, response: { 201: subscriptionResponseSchema } },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const subscription = await billing.startTrial(request.user!, request.body.plan);
      return reply.code(201).send({ success: true as const, subscription });
    },
  );
};

export default billingRoutes;
