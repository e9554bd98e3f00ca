import type { HealthResponse } from '@saverly/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { presentHealth } from './health.presenter.js';

/**
 * Is the database answering (a parameterised query whose answer is checked), which one is it,
 * which version is running. 'degraded' when the database does not answer or has failed for good
 * (the process is then exiting); 'draining' from the shutdown signal on, so a load balancer stops
 * sending (ADR 0027).
 */
export function healthService(options: {
  database: Database;
  version: string;
  /** True from the shutdown signal on (lifecycle.ts). */
  draining: () => boolean;
  rateLimits: () => HealthResponse['rate_limits'];
  log: FastifyBaseLogger;
}) {
  const { database } = options;
  return {
    async check(): Promise<HealthResponse> {
      const started = performance.now();
      let ok = database.fault === null;
      if (ok) {
        try {
          await database.ping();
        } catch (err) {
          ok = false;
          options.log.error({ err }, 'health check: database unreachable');
        }
      }
      const latency = Math.round((performance.now() - started) * 100) / 100;
      return presentHealth({
        status: !ok ? 'degraded' : options.draining() ? 'draining' : 'ok',
        version: options.version,
        database: { kind: database.kind, ok, latencyMs: latency },
        uptimeSeconds: Math.round(process.uptime()),
        rateLimits: options.rateLimits(),
      });
    },
  };
}

export type HealthService = ReturnType<typeof healthService>;
