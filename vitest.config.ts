import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
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
    // One worker process runs many test files on one module graph instead of importing the app
    // afresh per file: the server tests share no module state (each builds its app and database
    // through buildTestApp, nothing is mocked), and per-file imports were 158 of the project's
    // 414 s on this 2-core machine (252 s without). ADR 0009.
    isolate: false,
    globalSetup: ['./test/global-setup.ts'],
    // An undeclared console.error fails the test (issue #15, ADR 0009). An absolute path: knip
    // resolves setup files from the repository root, not from this project's root.
    setupFiles: [fileURLToPath(new URL('./apps/server/test/setup.ts', import.meta.url))],
    provide: { databaseKind: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * Web test files that keep a module graph of their own: those that mock modules or touch the
 * app's singletons (the runtime config, the API client's session listeners, the saved-plan outbox,
 * the auth context, the router). Every other web file shares its worker's module graph, as the
 * server projects do (ADR 0009): jsdom pages import React and the app once per worker, not per file.
 */
const OWN_MODULE_GRAPH =
  /\bvi\.(?:mock|doMock|unmock|doUnmock)\(|runtime-config|\/outbox|auth-context|app\/router|api-client|provider'/;
const webTests = existsSync('apps/web/vitest.config.ts')
  ? readdirSync('apps/web/src', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `src/${file.replaceAll('\\', '/')}`)
  : [];
const isolatedWebTests = webTests.filter((file) =>
  OWN_MODULE_GRAPH.test(readFileSync(`apps/web/${file}`, 'utf8')),
);
const webProject = (name: string, isolate: boolean, files: string[]) => ({
  extends: './apps/web/vitest.config.ts',
  root: './apps/web',
  test: { name, isolate, include: files },
});

export default defineConfig({
  test: {
    // Vitest 4.1 defaults to cores − 1 workers: one on a 2-core machine, and the suite then ran
    // 883 s on a single core while the other idled (issue #11). Every core; --maxWorkers overrides.
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: sourceFirst,
        ssr: { resolve: { conditions: sourceFirst.conditions } },
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'vitest.setup.test.ts'],
          // An undeclared console.error fails the test (issue #15, ADR 0009).
          setupFiles: ['./vitest.setup.ts'],
          // Sized for a loaded 2-core machine, not Vitest's 5 s: four 7 × 3 plans of own.test.ts
          // take 1.2 s alone and took 5.1 s beside the other planner files and a browser (a
          // timeout, not a failure of what the test checks). Slower tests set their own.
          testTimeout: 60_000,
        },
      },
      serverProject('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      ...(webTests.length
        ? [
            webProject(
              'web',
              false,
              webTests.filter((file) => !isolatedWebTests.includes(file)),
            ),
            webProject('web-isolated', true, isolatedWebTests),
          ]
        : []),
    ],
  },
});
