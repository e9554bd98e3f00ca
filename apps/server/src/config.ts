import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/**
 * The only reader of process.env. Every setting has a default that runs on a fresh
 * machine with no configuration: embedded database in ./data, no external services.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed === null)
        ctx.addIssue({
          code: 'custom',
          message: 'must be false, a hop count (1, 2…) or a comma-separated list of proxy IPs/CIDRs',
        });
      return parsed ?? false;
    }),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).max(60).default(15),
  AUTH_RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(1000).default(1),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  SMTP_URL: z.string().url().optional(),
  MAIL_DEV_PRINT_LINKS: z.enum(['true', 'false']).default('false'),
  MAIL_FROM: z.string().min(3).default('Saverly <no-reply@saverly.local>'),
  REDIS_URL: z.string().url().optional(),
  KROGER_CLIENT_ID: z.string().min(1).optional(),
  KROGER_CLIENT_SECRET: z.string().min(1).optional(),
  KROGER_API_BASE_URL: z.string().url().default('https://api.kroger.com'),
  KROGER_REDIRECT_URI: z.string().url().optional(),
  KROGER_TOKEN_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  SYNC_STALE_AFTER_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  SYNC_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  SYNC_WORKER_ID: z.string().min(1).max(200).optional(),
  SALES_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  FREE_MEAL_PLANS_PER_MONTH: z.coerce.number().int().min(0).max(1000).default(3),
  PLANNER_WORKERS: z.coerce.number().int().min(0).max(32).optional(),
  PLANNER_TIMEOUT_SECONDS: z.coerce.number().min(1).max(180).default(30),
  MEAL_PLAN_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(120),
  MEAL_PLAN_FREE_REFRESHES_PER_HOUR: z.coerce.number().int().min(1).default(60),
  DEFAULT_STORE_ID: z.string().min(1).max(64).optional(),
  RECIPE_IMPORT_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false'),
  RECIPE_IMPORT_PER_HOUR: z.coerce.number().int().min(1).default(30),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(30),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(10),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
});

export type TrustProxy = false | number | string[];

const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;
const IPV6 = /^[0-9a-f:.]*:[0-9a-f:.]*(\/\d{1,3})?$/i;

/**
 * TRUST_PROXY: `false` (default), a hop count, or proxy addresses/CIDRs (also proxy-addr's
 * `loopback`, `linklocal`, `uniquelocal`). `true` means one hop: trusting every hop would let a
 * client choose its own address. Null when not understood.
 */
export function parseTrustProxy(value: string): TrustProxy | null {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const known = ['loopback', 'linklocal', 'uniquelocal'];
  return list.length > 0 && list.every((item) => known.includes(item) || IPV4.test(item) || IPV6.test(item))
    ? list
    : null;
}

/** Fastify's trustProxy for a TRUST_PROXY setting (a hop count is `hop < n`, as Fastify does). */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

export type DatabaseConfig = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  version: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Absolute origin used to build links in emails; never taken from the Host header. */
  publicUrl: string;
  database: DatabaseConfig;
  /** The built web app; null when the server runs API-only (tests). */
  webDistDir: string | null;
  /** Node HTTP server timeouts for receiving a request (lifecycle.ts, ADR 0027). */
  http: { requestTimeoutMs: number; headersTimeoutMs: number; checkIntervalMs: number };
  /**
   * Which X-Forwarded-For hops to believe: false (none, the socket address is the client), a hop
   * count (1 = the address our one proxy saw), or the proxies' IPs/CIDRs (Fastify trustProxy).
   */
  trustProxy: TrustProxy;
  auth: {
    /** HS256 key for access tokens; when unset one is generated and kept in the database. */
    jwtSecret: string | null;
    accessTokenTtlMinutes: number;
    refreshTokenTtlDays: number;
    /** Accounts with these emails are admins (granted at start-up and at registration). */
    adminEmails: string[];
    /**
     * Every /api/auth/* rate limit is multiplied by this (default 1). The browser suite registers
     * dozens of members from one address and raises it; production keeps 1.
     */
    rateLimitMultiplier: number;
  };
  /** SMTP connection URL; null writes mail to the outbox table with its tokens replaced by their hashes. */
  smtpUrl: string | null;
  /** Development only (MAIL_DEV_PRINT_LINKS): without SMTP, log each mail's live links. */
  mailDevPrintLinks: boolean;
  mailFrom: string;
  /** Shared store for rate limits across instances; null keeps them in memory. */
  redisUrl: string | null;
  stores: {
    /** Kroger public API credentials; null uses the built-in catalogue. */
    kroger: { clientId: string; clientSecret: string; baseUrl: string } | null;
    /** A store's inventory older than this, or from an earlier ISO week, is synced again. */
    staleAfterHours: number;
    /** A running sync whose worker has not reported for this long is taken over by another. */
    leaseSeconds: number;
    /** This process's identity as a sync worker; a restart with the same id resumes its runs at once. */
    workerId: string | null;
    /** GET /api/sales and /api/sales/categories requests per client address per minute. */
    salesRateLimitPerMinute: number;
    /** The store plans are priced at when the caller names none and has no default. */
    defaultStoreId: string | null;
  };
  krogerCart: {
    /** Where Kroger sends the browser back after consent (registered with Kroger): our callback. */
    redirectUri: string;
    /** Secret the Kroger token encryption key is derived from; null derives it from the JWT key. */
    tokenKey: string | null;
  };
  recipeImport: {
    /**
     * Let imports fetch from 127.0.0.1/::1 (tests' fixture server). Off by default: an import
     * never reaches a private, loopback, link-local or metadata address (ADR 0038).
     */
    allowLoopback: boolean;
    /** Imports per member (and per client address) per hour. */
    perHour: number;
  };
  mealPlans: {
    /** Plans a free member may generate per calendar month (UTC); refreshes do not count. */
    freePerMonth: number;
    /** Optimizer worker threads; 0 runs the optimizer on the request thread (tests). */
    workers: number;
    /** A plan not answered within this is given up (503). */
    timeoutSeconds: number;
    /** Generate and refresh calls per member per hour (refreshes are free, so they are limited). */
    perHour: number;
    /** Free refreshes (naming a stored plan) per member per hour; absent = 60 (ADR 0020). */
    refreshesPerHour?: number;
  };
}

const packageRoot = path.resolve(import.meta.dirname, '..');

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.MAIL_DEV_PRINT_LINKS === 'true' && e.NODE_ENV !== 'development')
    throw new ConfigError('Invalid configuration:\n  MAIL_DEV_PRINT_LINKS: only with NODE_ENV=development');
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    version: readVersion(),
    logLevel: e.LOG_LEVEL,
    publicUrl,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(packageRoot, '..', 'web', 'dist')),
    http: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      headersTimeoutMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
      checkIntervalMs: 1000,
    },
    trustProxy: e.TRUST_PROXY,
    auth: {
      jwtSecret: e.JWT_SECRET ?? null,
      accessTokenTtlMinutes: e.ACCESS_TOKEN_TTL_MINUTES,
      refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
      adminEmails: e.ADMIN_EMAILS,
      rateLimitMultiplier: e.AUTH_RATE_LIMIT_MULTIPLIER,
    },
    smtpUrl: e.SMTP_URL ?? null,
    mailDevPrintLinks: e.MAIL_DEV_PRINT_LINKS === 'true',
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL ?? null,
    stores: {
      kroger:
        e.KROGER_CLIENT_ID && e.KROGER_CLIENT_SECRET
          ? {
              clientId: e.KROGER_CLIENT_ID,
              clientSecret: e.KROGER_CLIENT_SECRET,
              baseUrl: e.KROGER_API_BASE_URL.replace(/\/+$/, ''),
            }
          : null,
      staleAfterHours: e.SYNC_STALE_AFTER_HOURS,
      leaseSeconds: e.SYNC_LEASE_SECONDS,
      workerId: e.SYNC_WORKER_ID ?? null,
      salesRateLimitPerMinute: e.SALES_RATE_LIMIT_PER_MINUTE,
      defaultStoreId: e.DEFAULT_STORE_ID ?? null,
    },
    krogerCart: {
      redirectUri: e.KROGER_REDIRECT_URI ?? `${publicUrl}/api/kroger/callback`,
      tokenKey: e.KROGER_TOKEN_KEY ?? null,
    },
    recipeImport: {
      allowLoopback: e.RECIPE_IMPORT_ALLOW_LOOPBACK === 'true',
      perHour: e.RECIPE_IMPORT_PER_HOUR,
    },
    mealPlans: {
      freePerMonth: e.FREE_MEAL_PLANS_PER_MONTH,
      workers: e.PLANNER_WORKERS ?? Math.max(1, Math.min(4, availableParallelism() - 1)),
      timeoutSeconds: e.PLANNER_TIMEOUT_SECONDS,
      perHour: e.MEAL_PLAN_RATE_LIMIT_PER_HOUR,
      refreshesPerHour: e.MEAL_PLAN_FREE_REFRESHES_PER_HOUR,
    },
  };
}
