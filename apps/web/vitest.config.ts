import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

/**
 * The web projects of the root Vitest run extend this file (root vitest.config.ts): `web` and
 * `web-isolated` split the test files under src/ between them.
 */
export default defineProject({
  plugins: [react()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Page tests type and click through whole journeys in jsdom: ~3 s alone here, over 5 s (the
    // default) while the server projects run beside them on a loaded 2-core machine (ADR 0024).
    testTimeout: 20_000,
  },
});
