import { healthResponseSchema } from '@saverly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/health: is the database answering, which one is it, which version is running. */
const healthRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, opts) => {
  app.get(
    '/health',
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (_request, reply) => {
      const started = performance.now();
      let ok = true;
      try {
        await app.database.ping();
      } catch (err) {
        ok = false;
        app.log.error({ err }, 'health check: database unreachable');
      }
      const latency = Math.round((performance.now() - started) * 100) / 100;
      return reply.code(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        version: opts.version,
        database: { kind: app.database.kind, ok, latency_ms: latency },
        uptime_s: Math.round(process.uptime()),
        rate_limits: app.rateLimitStatus(),
      });
    },
  );
};

export default healthRoutes;
