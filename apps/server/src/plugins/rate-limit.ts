import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.js';

export interface LimitRule {
  /** Distinguishes this rule's counters from every other rule's. */
  name: string;
  max: number;
  timeWindow: string;
  /** Whose requests are counted together: the client address, the account, the token… */
  key: (request: FastifyRequest) => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler that counts the request against every rule; the first exceeded one answers 429. */
    limitedBy: (rules: LimitRule[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/**
 * Rate limits on @fastify/rate-limit's stores: in memory by default, in Redis when REDIS_URL is
 * set, so several instances share the counts. Routes opt in with app.limitedBy. The client
 * address is request.ip, which honours X-Forwarded-For only when TRUST_PROXY is on.
 */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance, opts: { redisUrl: string | null }) {
    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true })
      : null;
    if (redis) {
      await redis.connect();
      app.addHook('onClose', async () => {
        await redis.quit();
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'saverly-rl-' } : {}),
    });

    app.decorate('limitedBy', (rules: LimitRule[]) => {
      // The plugin's own route hooks run only one limit per request; its checkers compose.
      const checks = rules.map((rule) =>
        app.createRateLimit({
          max: rule.max,
          timeWindow: rule.timeWindow,
          keyGenerator: (request) => `${rule.name}:${rule.key(request)}`,
        }),
      );
      return async (request: FastifyRequest, reply: FastifyReply) => {
        for (const check of checks) {
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) {
            reply.header('retry-after', String(result.ttlInSeconds));
            throw new AppError('rate_limit', 'Too many requests. Please wait before trying again.', {
              retry_after_seconds: result.ttlInSeconds,
            });
          }
        }
      };
    });
  },
  { name: 'rate-limit' },
);
