import { healthResponseSchema } from '@saverly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * GET /api/health: is the database answering (a parameterised query whose answer is checked),
 * which one is it, which version is running. 503 'degraded' when the database does not answer or
 * has failed for good (the process is then exiting); 503 'draining' from the shutdown signal on,
 * so a load balancer stops sending (ADR 0027).
 */
const healthRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, opts) => {
  app.get(
    '/health',
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (_request, reply) => {
      const started = performance.now();
      let ok = app.database.fault === null;
      if (ok) {
        try {
          await app.database.ping();
        } catch (err) {
          ok = false;
          app.log.error({ err }, 'health check: database unreachable');
        }
      }
      const latency = Math.round((performance.now() - started) * 100) / 100;
      const status = !ok ? 'degraded' : app.draining ? 'draining' : 'ok';
      return reply.code(status === 'ok' ? 200 : 503).send({
        status,
        version: opts.version,
        database: { kind: app.database.kind, ok, latency_ms: latency },
        uptime_s: Math.round(process.uptime()),
        rate_limits: app.rateLimitStatus(),
      });
    },
  );
};

export default healthRoutes;
