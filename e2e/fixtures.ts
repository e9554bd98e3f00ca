import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Messages the browser prints that are expected by design: the runtime config loader tries
 * /config.local.json and /config.dev.json before /config.json (spec section 5), and a
 * missing one is a 404 the console reports.
 */
const EXPECTED_CONSOLE_ERRORS = [/Failed to load resource: the server responded with a status of 404/];

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
} as const;

const SCREENSHOT_DIR = path.join(import.meta.dirname, 'artifacts', 'screenshots');

/**
 * A page that fails its test when the app logs a console error or throws. A test whose journey
 * meets an HTTP error on purpose (a used link answers 400, a revoked token 401) lists the browser's
 * report of it in `expectedConsoleErrors` (test.use).
 */
export const test = base.extend<{ page: Page; expectedConsoleErrors: RegExp[] }>({
  expectedConsoleErrors: [[], { option: true }],
  page: async ({ page, expectedConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      const expected = [...EXPECTED_CONSOLE_ERRORS, ...expectedConsoleErrors];
      if (!expected.some((pattern) => pattern.test(text))) problems.push(text);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    // A script or style the page's content security policy refuses (ADR 0005) is a defect even when
    // the app recovers from it: the browser only lists it among its issues, not in the console
    // (zod's probe for `new Function` was one, ADR 0029 session 21).
    await page.exposeFunction('saverlyCspViolation', (report: string) =>
      problems.push(`content security policy: ${report}`),
    );
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { saverlyCspViolation: (text: string) => void })
          .saverlyCspViolation;
        report(
          `${event.effectiveDirective} refused ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });
    await use(page);
    expect(problems, 'console errors and refused content on the page').toEqual([]);
  },
});

export { expect };

/** The browser's console line for a response with this HTTP status. */
export const httpStatusConsoleError = (status: number) =>
  new RegExp(`Failed to load resource: the server responded with a status of ${status}\\b`);

/**
 * Fails on serious or critical axe violations; lists them readably when it does. A scan of a long
 * signed-in page takes seconds of CPU on a loaded 2-core machine, so it is a step of its own in the
 * report (its time shows there) and the test's timeout is sized for it (ADR 0024).
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  await test.step('axe scan', async () => {
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious, 'serious or critical accessibility violations').toEqual([]);
  });
}

/**
 * A full-page screenshot for people to look at (not compared). Animations are stopped and the caret
 * hidden so the capture never waits on a moving page; its own timeout, since a tall page at 1280 px
 * is many megapixels of software rendering and PNG encoding.
 */
export async function saveScreenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await test.step(`screenshot ${name}`, async () => {
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, `${name}.png`),
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
      timeout: 60_000,
    });
  });
}
