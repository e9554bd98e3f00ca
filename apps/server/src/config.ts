import { readFileSync } from 'node:fs';
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
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

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
  trustProxy: boolean;
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
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    version: readVersion(),
    logLevel: e.LOG_LEVEL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(packageRoot, '..', 'web', 'dist')),
    trustProxy: e.TRUST_PROXY,
  };
}
