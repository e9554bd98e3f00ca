import { healthResponseSchema } from '@saverly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/health: 200 'ok', else 503 'degraded' or 'draining' (health.service.ts, ADR 0027). */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (_request, reply) => {
      const report = await app.health.check();
      return reply.code(report.status === 'ok' ? 200 : 503).send(report);
    },
  );
};

export default healthRoutes;
