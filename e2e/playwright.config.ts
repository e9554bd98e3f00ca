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
process.env.E2E_MAIL_URL ??= `http://127.0.0.1:${mailPort}`;
const baseURL = `http://localhost:${port}`;
const executablePath = findChromium() ?? undefined;

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['html', { outputFolder: './artifacts/report', open: 'never' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'node mail-sink.mjs',
      url: `${process.env.E2E_MAIL_URL}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_PORT: String(mailPort) },
    },
    {
      // The production build served by the real server; `npm run test:e2e` builds first.
      command: 'node ../apps/server/dist/server.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      },
    },
  ],
});
