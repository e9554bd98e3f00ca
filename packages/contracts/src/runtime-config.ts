import { z } from 'zod';

/** Spec section 3: runtime config fields, loaded by the web app at start (spec section 5). */
export const runtimeConfigSchema = z.object({
  apiUrl: z.string(),
  environment: z.string(),
  version: z.string(),
  debug: z.boolean(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Config files tried in this order; the first that loads and parses wins (spec section 5). */
export const RUNTIME_CONFIG_FILES = ['/config.local.json', '/config.dev.json', '/config.json'] as const;
