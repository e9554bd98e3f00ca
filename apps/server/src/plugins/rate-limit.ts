import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.js';

interface LimitRule {
  /** Distinguishes this rule's counters from every other rule's. */
  name: string;
  max: number;
  timeWindow: string;
  /** Whose requests are counted together: the client address, the account, the token… */
  key: (request: FastifyRequest) => string;
}

/** One fixed-window counter: how many hits so far and how long until the window ends. */
interface Count {
  count: number;
  ttlMs: number;
}

/** Counters shared by every rate limit (and the login lockout), in Redis or in memory. */
export interface RateLimitCounters {
  /** Adds one hit to `key` (a window of `windowMs` starts with the first hit). */
  hit(key: string, windowMs: number): Promise<Count>;
  /** Reads `key` without counting. */
  peek(key: string): Promise<Count>;
}

interface RateLimitStatus {
  /** Where the counts are kept: `redis` when REDIS_URL is set, else `memory`. */
  store: 'memory' | 'redis';
  /** False while Redis is unreachable and this instance counts in memory instead. */
  ok: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler that counts the request against every rule; the first exceeded one answers 429. */
    limitedBy: (rules: LimitRule[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    rateLimits: RateLimitCounters;
    /** For /api/health: is the configured store answering? */
    rateLimitStatus: () => RateLimitStatus;
  }
}

const UNIT_MS: Record<string, number> = { second: 1_000, minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/** '15 minutes', '1 hour', '30 days' → milliseconds. */
function windowMs(timeWindow: string): number {
  const match = /^\s*(\d+)\s*(second|minute|hour|day)s?\s*$/i.exec(timeWindow);
  if (!match) throw new Error(`rate limit window not understood: ${timeWindow}`);
  return Number(match[1]) * UNIT_MS[match[2]!.toLowerCase()]!;
}

const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait before trying again.';

/** The 429 in the app's error envelope, with Retry-After. */
/** A limit as a route declares it: so many requests per window, per key. */
export type RouteLimit = { max: number; timeWindow: string };

/**
 * A string field of the request body, or '' (a key for a per-address or per-token limit; the
 * limit runs before the body's schema, so the body may be anything).
 */
export function bodyField(request: FastifyRequest, field: string): string {
  const body = request.body as Record<string, unknown> | undefined;
  const value = body?.[field];
  return typeof value === 'string' ? value : '';
}

export function tooManyRequests(reply: FastifyReply, ttlMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  reply.header('retry-after', String(seconds));
  return new AppError('rate_limit', RATE_LIMIT_MESSAGE, { retry_after_seconds: seconds });
}

/** Fixed windows in a Map; expired entries are swept as the map grows. */
export function memoryCounters(now: () => number = Date.now): RateLimitCounters {
  const entries = new Map<string, { count: number; resetAt: number }>();
  let sweepAt = 10_000;
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async hit(key, ms) {
      let entry = live(key);
      if (!entry) {
        if (entries.size >= sweepAt) {
          const t = now();
          for (const [k, e] of entries) if (e.resetAt <= t) entries.delete(k);
          sweepAt = Math.max(10_000, entries.size * 2);
        }
        entry = { count: 0, resetAt: now() + ms };
        entries.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, ttlMs: entry.resetAt - now() };
    },
    async peek(key) {
      const entry = live(key);
      return entry ? { count: entry.count, ttlMs: entry.resetAt - now() } : { count: 0, ttlMs: 0 };
    },
  };
}

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const PEEK_SCRIPT = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
return {tonumber(count), redis.call('PTTL', KEYS[1])}`;

const NAMESPACE = 'saverly-rl:';

/**
 * Counters in Redis, so several instances count together. While Redis is unreachable every call
 * falls back to the in-memory counters (one warning per outage, never an error to the client),
 * and goes back to Redis once it answers again.
 */
function redisCounters(redis: Redis, log: FastifyBaseLogger) {
  const memory = memoryCounters();
  let down = false;
  const markDown = (err: unknown) => {
    if (down) return;
    down = true;
    log.warn(
      { err },
      'rate limits: Redis is unreachable, counting in memory on this instance until it is back',
    );
  };
  const markUp = () => {
    if (!down) return;
    down = false;
    log.warn('rate limits: Redis is back, counting in Redis again');
  };
  redis.on('error', (err) => markDown(err));
  redis.on('ready', () => markUp());

  async function run(script: string, key: string, args: (string | number)[], fallback: () => Promise<Count>) {
    if (redis.status !== 'ready') {
      markDown(new Error(`Redis connection is ${redis.status}`));
      return fallback();
    }
    try {
      const [count, ttl] = (await redis.eval(script, 1, NAMESPACE + key, ...args)) as [number, number];
      markUp();
      return { count: Number(count), ttlMs: Math.max(0, Number(ttl)) };
    } catch (err) {
      markDown(err);
      return fallback();
    }
  }

  const counters: RateLimitCounters = {
    hit: (key, ms) => run(HIT_SCRIPT, key, [ms], () => memory.hit(key, ms)),
    peek: (key) => run(PEEK_SCRIPT, key, [], () => memory.peek(key)),
  };
  return { counters, isDown: () => down || redis.status !== 'ready' };
}

/**
 * Rate limits: fixed windows per rule and key, in memory by default, in Redis when REDIS_URL is
 * set (falling back to memory while Redis is down). Routes opt in with app.limitedBy. The client
 * address is request.ip, which honours X-Forwarded-For only as far as TRUST_PROXY says.
 */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance, opts: { redisUrl: string | null }) {
    let counters: RateLimitCounters;
    let status: () => RateLimitStatus;
    if (opts.redisUrl) {
      const redis = new Redis(opts.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: true,
        connectTimeout: 2_000,
        commandTimeout: 500,
        retryStrategy: (times) => Math.min(times * 200, 2_000),
      });
      const shared = redisCounters(redis, app.log);
      // A Redis that is down at start-up is an outage like any other: start, count in memory.
      await redis.connect().catch(() => undefined);
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
      counters = shared.counters;
      status = () => ({ store: 'redis', ok: !shared.isDown() });
    } else {
      counters = memoryCounters();
      status = () => ({ store: 'memory', ok: true });
    }
    app.decorate('rateLimits', counters);
    app.decorate('rateLimitStatus', status);

    app.decorate('limitedBy', (rules: LimitRule[]) => {
      const windows = rules.map((rule) => windowMs(rule.timeWindow));
      return async (request: FastifyRequest, reply: FastifyReply) => {
        for (const [i, rule] of rules.entries()) {
          const { count, ttlMs } = await counters.hit(`${rule.name}:${rule.key(request)}`, windows[i]!);
          if (count > rule.max) throw tooManyRequests(reply, ttlMs);
        }
      };
    });
  },
  { name: 'rate-limit' },
);
