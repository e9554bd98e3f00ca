import { existsSync } from 'node:fs';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run covers every workspace. Server integration tests run once against the
 * embedded database and, when TEST_DATABASE_URL is set, once more against PostgreSQL.
 */
const sourceFirst = { conditions: ['source', ...defaultServerConditions] };

const serverProject = (name: string, kind: 'pglite' | 'postgres') => ({
  resolve: sourceFirst,
  ssr: { resolve: { conditions: sourceFirst.conditions } },
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    provide: { databaseKind: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        resolve: sourceFirst,
        ssr: { resolve: { conditions: sourceFirst.conditions } },
        test: { name: 'packages', include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'] },
      },
      serverProject('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      ...(existsSync('apps/web/vitest.config.ts') ? ['./apps/web/vitest.config.ts'] : []),
    ],
  },
});
