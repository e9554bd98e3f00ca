import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium';

// One throwaway data dir per run, created by the main process and inherited by workers.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'saverly-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3210);
// The mail sink (e2e/mail-sink.mjs): the app mails over SMTP, tests read the mail over HTTP.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
const mailPort = Number(process.env.E2E_MAIL_PORT ?? 2527);
// A recipe blog on loopback for importing (e2e/recipe-site.mjs, issue #19).
const recipeSitePort = Number(process.env.E2E_RECIPE_SITE_PORT ?? 2528);
process.env.E2E_RECIPE_SITE_URL ??= `http://127.0.0.1:${recipeSitePort}`;
process.env.E2E_MAIL_URL ??= `http://127.0.0.1:${mailPort}`;
const baseURL = `http://localhost:${port}`;
const executablePath = findChromium() ?? undefined;
// Two browsers: measured on this 2-core machine kind under load, 2 workers took 11.3 min and 1 took
// 17.9 min for the same suite, both green once their budgets fit (ADR 0024). E2E_WORKERS overrides.
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A test that needs a retry is flaky: find why instead (issue #11).
  retries: 0,
  workers,
  // Sized for a loaded 2-core machine (docs/decisions/0024-browser-suite-on-two-cores.md): at load
  // 15–25 the slowest short test took 54 s (two axe scans of /pricing). Long journeys set their own.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: './artifacts/report', open: 'never' }],
    ['json', { outputFile: './artifacts/results.json' }],
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    // Each test's context would otherwise install the service worker and precache the whole app
    // (every chunk, again per test). The PWA and offline journeys opt back in.
    serviceWorkers: 'block',
    // Spinners and transitions cost software-rendering time and make screenshots wait.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    video: 'off',
    // Kept only for a failing test; DOM snapshots without per-action screenshots.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
  },
  webServer: [
    {
      command: 'node mail-sink.mjs',
      url: `${process.env.E2E_MAIL_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_PORT: String(mailPort) },
    },
    {
      command: 'node recipe-site.mjs',
      url: `${process.env.E2E_RECIPE_SITE_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_RECIPE_SITE_PORT: String(recipeSitePort) },
    },
    {
      // The production build served by the real server; `npm run test:e2e` builds first.
      command: 'node ../apps/server/dist/server.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      // A fresh data dir migrates and seeds the catalogue: 43 s was seen at load 20 (ADR 0024).
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        // Every journey registers its own members from 127.0.0.1 (10 an hour in production).
        AUTH_RATE_LIMIT_MULTIPLIER: '20',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // Imports may reach the loopback recipe site (off by default; ADR 0038).
        RECIPE_IMPORT_ALLOW_LOOPBACK: 'true',
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      },
    },
  ],
});
