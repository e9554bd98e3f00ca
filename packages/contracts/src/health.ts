import { z } from 'zod';

export const DATABASE_KINDS = ['pglite', 'postgres'] as const;

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({
    kind: z.enum(DATABASE_KINDS),
    ok: z.boolean(),
    latency_ms: z.number().nonnegative(),
  }),
  uptime_s: z.number().nonnegative(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
