import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { healthService, type HealthService } from './health.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    health: HealthService;
  }
}

/** The health probe: the database, the rate-limit store and whether the process is draining. */
export default fp(
  async function healthPlugin(app: FastifyInstance, opts: { version: string }) {
    app.decorate(
      'health',
      healthService({
        database: app.database,
        version: opts.version,
        draining: () => app.draining,
        rateLimits: () => app.rateLimitStatus(),
        log: app.log,
      }),
    );
  },
  { name: 'health', dependencies: ['database', 'rate-limit'] },
);
