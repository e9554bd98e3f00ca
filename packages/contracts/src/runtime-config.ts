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

/**
 * The id of the `<script type="application/json">` in which the server sends, inside the page, the
 * config it read from the same files in the same order (docs/decisions/0029-web-performance.md):
 * the web then starts without the round trip for it.
 */
export const RUNTIME_CONFIG_ELEMENT_ID = 'saverly-config';
