import { expect, test, VIEWPORTS } from '../fixtures';

// The suite blocks service workers by default (playwright.config.ts); this file is about one.
test.use({ serviceWorkers: 'allow' });

test('the service worker is registered from /sw.js with scope / and the landing page loads offline', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'AI-powered savings for busy families' }),
  ).toBeVisible();

  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL ?? '' };
  });
  expect(new URL(registration.scope).pathname).toBe('/');
  expect(new URL(registration.script).pathname).toBe('/sw.js');

  // Wait until the worker controls the page, so the precache is in place.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // Online, the worker gives the server's page: the prerendered one, with the runtime config in it
  // (it once gave the bare shell, which fetched the three config files, two of them 404s).
  const configRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/config(\.local|\.dev)?\.json$/.test(new URL(request.url()).pathname))
      configRequests.push(request.url());
  });
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-boot', 'hydrate');
  await page.getByLabel('Email').focus();
  await expect(page.locator('script[type="module"][src^="/assets/index-"]')).toHaveCount(1);
  // A page the app renders from the start: it found its config in the page it was given.
  await page.goto('/forgot-password');
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  expect(configRequests).toEqual([]);

  // Pages are kept for offline use, but never one whose address carries a one-time token.
  await page.goto('/reset-password?token=e2e-one-time-token');
  await page.waitForLoadState('load');
  const kept = await page.evaluate(async () =>
    (await (await caches.open('saverly-pages')).keys()).map((request) => request.url),
  );
  expect(kept.map((url) => new URL(url).pathname)).toContain('/login');
  expect(kept.filter((url) => url.includes('token'))).toEqual([]);
  await page.goto('/');

  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'AI-powered savings for busy families' }),
  ).toBeVisible();
  await page.goto('/pricing');
  await expect(page.getByText('Most Popular')).toBeVisible();
  await context.close();
});

test('the web app manifest has real icons', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest.name).toContain('Saverly');
  expect(manifest.start_url).toBe('/');
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toMatch(/image\/png/);
    expect((await res.body()).length).toBeGreaterThan(500);
  }
});
