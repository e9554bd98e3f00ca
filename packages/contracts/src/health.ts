import { z } from 'zod';

export const DATABASE_KINDS = ['pglite', 'postgres'] as const;

export const healthResponseSchema = z.object({
  /** 'draining': the process is shutting down gracefully (503); 'degraded': the database failed (503). */
  status: z.enum(['ok', 'degraded', 'draining']),
  version: z.string(),
  database: z.object({
    kind: z.enum(DATABASE_KINDS),
    ok: z.boolean(),
    latency_ms: z.number().nonnegative(),
  }),
  uptime_s: z.number().nonnegative(),
  /** Rate-limit counters: `ok` is false while Redis is down and this instance counts in memory. */
  rate_limits: z.object({ store: z.enum(['memory', 'redis']), ok: z.boolean() }).optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
