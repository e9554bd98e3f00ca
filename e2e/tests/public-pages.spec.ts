import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, saveScreenshot, test, VIEWPORTS } from '../fixtures';
import { logInViaForm, newAccount, registerViaApi, signUpViaForm } from '../support/accounts';

const LANDING_HEADING = 'AI-powered savings for busy families';

/**
 * Records every level-1 heading the page shows, frame by frame from the first and across the
 * documents of a redirect (in session storage), so a test can say what a visitor saw on the way:
 * a flash of the wrong page lasts a frame or two.
 */
async function recordPaintedHeadings(page: Page) {
  await page.addInitScript(() => {
    const KEY = 'e2e.painted-headings';
    const frame = () => {
      const seen = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as string[];
      for (const heading of document.querySelectorAll('h1')) {
        const text = heading.textContent ?? '';
        if (heading.getClientRects().length > 0 && seen.at(-1) !== text) seen.push(text);
      }
      sessionStorage.setItem(KEY, JSON.stringify(seen));
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  return () =>
    page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e.painted-headings') ?? '[]') as string[]);
}

/**
 * Holds the app's entry script (a slow phone network) until `release()` is called: the visitor
 * meets the prerendered page before the app has taken it over.
 */
async function holdAppEntry(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Notes when the app has taken a prerendered page over (the boot script's `saverlyAppReady`, which
 * main.tsx calls after React's first effects): `taken()` waits for it. Before then a link is still a
 * plain link, so a click loads a whole new page instead of changing the route.
 */
async function noteTakeOver(page: Page) {
  await page.addInitScript(() => {
    let ready: (() => void) | undefined;
    Object.defineProperty(window, 'saverlyAppReady', {
      configurable: true,
      get: () => ready,
      set: (callback: () => void) => {
        ready = () => {
          callback();
          document.documentElement.setAttribute('data-e2e-taken-over', '');
        };
      },
    });
  });
  return () => expect(page.locator('html')).toHaveAttribute('data-e2e-taken-over', '');
}

test.describe('route / decides where a visitor goes', () => {
  test('at 1280 px it shows the landing page', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'AI-powered savings for busy families' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    for (const blurb of ['AI-Powered Planning', 'Maximum Savings', 'Lightning Fast']) {
      await expect(page.getByRole('heading', { name: blurb })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/features');
    await expect(page.getByRole('link', { name: 'Start Your Free Trial' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  test('at 390 px it lands on /login', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('a mobile user agent lands on /login even on a wide screen', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: VIEWPORTS.desktop,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await context.close();
  });
});

test.describe('prerendered public pages (ADR 0029)', () => {
  test('are whole pages before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: LANDING_HEADING })).toBeVisible();
    await expect(page.getByText('Loading Saverly')).toBeHidden();
    await page.goto('/pricing');
    await expect(page.getByText('Most Popular')).toBeVisible();
    await page.goto('/sales');
    await expect(page.getByRole('heading', { level: 1, name: 'No Store Selected' })).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    // A submit before the app has taken over must not put the password in the address.
    await expect(page.locator('form')).toHaveAttribute('method', 'post');
    await context.close();
  });

  test('hydrate: the landing page is painted once and then works as the app', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    const painted = await recordPaintedHeadings(page);
    const taken = await noteTakeOver(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: LANDING_HEADING })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-boot', 'hydrate');
    // A page only read needs no script: none is asked for after its load and the frames after it
    // (issue 17: the landing page in at most 70 KB of JavaScript).
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
        ),
    );
    expect(scripts).toEqual([]);
    await expect(page.locator('script[type="module"]')).toHaveCount(0);
    // The visitor reaches for the page (a pointer over it): the boot script asks for the app.
    await page.getByRole('heading', { level: 1, name: LANDING_HEADING }).hover();
    await expect(page.locator('script[type="module"][src^="/assets/index-"]')).toHaveCount(1);
    await taken();
    // Client navigation from the hydrated page: the router is live.
    await page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-document', ''));
    await page.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/\/features$/);
    await expect(page.getByText('Smart Deal Detection')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-e2e-same-document', '');
    expect((await painted())[0]).toBe(LANDING_HEADING);
    expect(await painted()).not.toContain('Loading Saverly');
  });

  test('a page only read starts the app at the first key: Tab reaches the app’s own links', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    const taken = await noteTakeOver(page);
    await page.goto('/how-it-works');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('script[type="module"]')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await taken();
    await expect(page.locator(':focus')).toHaveCount(1);
  });

  test('a signed-in member opening / goes to /app and never sees the landing page', async ({
    page,
    request,
  }) => {
    const account = newAccount('prerender');
    await registerViaApi(request, account);
    const login = await request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    const { access_token, refresh_token } = (await login.json()) as {
      access_token: string;
      refresh_token: string;
    };
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.addInitScript(
      ([access, refresh]) => {
        localStorage.setItem('access_token', access!);
        localStorage.setItem('refresh_token', refresh!);
      },
      [access_token, refresh_token],
    );
    const painted = await recordPaintedHeadings(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/app$/);
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome back, ${account.firstName}` }),
    ).toBeVisible();
    expect(await painted()).not.toContain(LANDING_HEADING);
    expect((await painted())[0]).toBe('Loading Saverly');
  });

  test('/sales: a new visitor picks a store on the prerendered page; back later, the deals show without the no-store page', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/sales');
    await expect(page.getByRole('heading', { level: 1, name: 'No Store Selected' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-boot', 'hydrate');
    // The hydrated page works: search by zip and choose a store.
    await page.getByLabel('Zip code').fill('10001');
    await page.getByRole('button', { name: 'Search Stores' }).click();
    const first = page.getByRole('list', { name: 'Stores found' }).getByRole('listitem').first();
    const storeName = (await first.getByRole('heading').textContent()) ?? '';
    expect(storeName).not.toBe('');
    await first.getByRole('button', { name: `Select ${storeName}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: storeName })).toBeVisible();

    const painted = await recordPaintedHeadings(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-boot', 'client');
    await expect(page.getByRole('heading', { level: 2, name: storeName })).toBeVisible();
    expect(await painted()).not.toContain('No Store Selected');
  });

  test('/sales: reaching for the page asks for its own chunk with the app, not after it', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/sales');
    await expect(page.getByRole('heading', { level: 1, name: 'No Store Selected' })).toBeVisible();
    // The page names its own chunk beside the entry's (scripts/prerender.mjs); nothing loads yet.
    const named = (await page.locator('meta[name="saverly-app-scripts"]').getAttribute('content'))!.split(
      ' ',
    );
    const own = named.filter((src) => /\/assets\/sales-[^/]+\.js$/.test(src));
    expect(own).toHaveLength(1);
    expect(scripts).toEqual([]);
    // Reaching for it: the entry and the page's chunk are both asked for by the boot script.
    await page.getByLabel('Zip code').hover();
    await expect.poll(() => scripts.includes(own[0]!)).toBe(true);
    expect(scripts).toContain(named[0]);
  });

  test('/app and /dashboard: the shell names the dashboard’s chunks, so they load beside the entry', async ({
    page,
    request,
  }) => {
    for (const address of ['/app', '/dashboard']) {
      const html = await (await request.get(address)).text();
      const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        (match) => match[1]!,
      );
      // The route guard's chunk and the dashboard's, named in the HTML (scripts/prerender.mjs):
      // before, each was asked for only once the one before it had run.
      expect(
        preloaded.some((src) => /\/assets\/protected-route-[^/]+\.js$/.test(src)),
        address,
      ).toBe(true);
      expect(
        preloaded.some((src) => /\/assets\/dashboard-[^/]+\.js$/.test(src)),
        address,
      ).toBe(true);
      for (const src of preloaded) expect((await request.get(src)).status(), src).toBe(200);
    }
    // A visitor with no session is still sent to sign in.
    await page.goto('/app');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('what a visitor does before the app has taken the page over is done once it has', async ({
    page,
    request,
  }) => {
    const account = newAccount('early');
    await registerViaApi(request, account);
    // The app's entry arrives late (a slow phone network): the visitor types and signs in first.
    const release = await holdAppEntry(page);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await logInViaForm(page, account.email, account.password);
    // The press is held, not posted: still the login page, the password in no address.
    await expect(page).toHaveURL(/\/login$/);
    release();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome back, ${account.firstName}` }),
    ).toBeVisible();
  });

  test('a form filled on a slow phone before the app has taken the page over keeps every field', async ({
    page,
  }) => {
    // A slow phone: the app's entry arrives after the visitor has filled all five fields and
    // pressed Sign Up, and React takes the page over slowly. Every field typed must reach the app
    // (it once kept the first field only: "Last name is required" and the rest emptied).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const release = await holdAppEntry(page);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/signup', { waitUntil: 'domcontentloaded' });
    const account = newAccount('slowphone', 'Rosa');
    await signUpViaForm(page, account);
    release();
    await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
    await expect(page.getByText('Account created successfully! Please log in.')).toBeVisible();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // Reloaded, the page still says so: its history entry holds the message only the app can show,
    // so the prerendered page starts the app at once rather than when the visitor reaches for it.
    await page.reload();
    await expect(page.getByText('Account created successfully! Please log in.')).toBeVisible();
  });

  test('the menu pressed before the app has taken the page over opens once it has', async ({ page }) => {
    const release = await holdAppEntry(page);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/pricing', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Menu' }).click();
    release();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  });

  test('a tap on Menu on a touch phone starts the app and opens the menu', async ({ browser }) => {
    // A page only read has no script until the visitor reaches for it: the finger on the button.
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto('/pricing');
    await expect(page.getByText('Most Popular')).toBeVisible();
    await expect(page.locator('script[type="module"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu' }).tap();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await context.close();
  });

  test('before the app is there, "Email a friend" sends this site’s address', async ({ page, baseURL }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/pricing');
    await expect(page.locator('script[type="module"]')).toHaveCount(0);
    const href = await page.getByRole('link', { name: 'Email a friend' }).getAttribute('href');
    expect(decodeURIComponent(href ?? '')).toContain(`at our store. ${new URL(baseURL!).origin}/`);
  });

  test('a phone opening / goes to /login without painting the landing page', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    const painted = await recordPaintedHeadings(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await painted()).not.toContain(LANDING_HEADING);
  });
});

const PAGES: { path: string; texts: string[] }[] = [
  {
    path: '/features',
    texts: [
      'AI-Powered Meal Planning',
      'Smart Deal Detection',
      'Smart Shopping Lists',
      'Dietary restrictions and allergies',
      'Real-time price tracking',
      'Store layout optimization',
      'Start Free Trial',
      'View Pricing',
    ],
  },
  { path: '/how-it-works', texts: ['No credit card required, 14-day free trial'] },
  {
    path: '/pricing',
    texts: [
      'Most Popular',
      'Starter',
      'Pro',
      'Family',
      '$9.99',
      '$19.99',
      '14-day free trial',
      '30-day money-back',
    ],
  },
  { path: '/login', texts: ['Sign In'] },
  { path: '/signup', texts: ['Sign Up'] },
  { path: '/forgot-password', texts: ['Forgot'] },
  {
    path: '/sales',
    texts: ['No Store Selected', 'Please select your store in the Profile page to see deals and sales.'],
  },
];

for (const { path, texts } of PAGES) {
  test(`${path} shows its key texts and has no serious accessibility violations`, async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const text of texts) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize(VIEWPORTS.phone);
    await expectNoSeriousA11yViolations(page);
  });
}

test('the pricing page keeps both readings of the tiers and the free allowance visible', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/pricing');
  const main = page.getByRole('main');
  await expect(main).toContainText('$0');
  await expect(main).toContainText(/3 meal plans/i);
  await expect(main).toContainText(/5 meal plans/i);
  await expect(main).toContainText(/up to 6 family members/i);
  for (const question of ['trial', 'plan', 'sav', 'refund']) {
    await expect(main.getByText(new RegExp(question, 'i')).first()).toBeVisible();
  }
  for (const cta of await main.getByRole('link', { name: /start|trial|get started/i }).all()) {
    await expect(cta).toHaveAttribute('href', '/signup');
  }
});

test('the marketing header navigates between the public pages', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/');
  const header = page.getByRole('banner');
  const steps: [string, RegExp][] = [
    ['Features', /\/features$/],
    ['How It Works', /\/how-it-works$/],
    ['Pricing', /\/pricing$/],
    ['Sign In', /\/login$/],
    ['Get Started', /\/signup$/],
  ];
  for (const [name, url] of steps) {
    await header.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(url);
  }
  await header
    .getByRole('link', { name: /saverly/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('each route change scrolls to the top', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  const taken = await noteTakeOver(page);
  await page.goto('/features');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A route change, not a page load: the app has the page (a page only read starts it when the
  // visitor reaches for it).
  await page.getByRole('heading', { level: 1 }).hover();
  await taken();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-document', ''));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sales & Deals' }).click();
  await expect(page).toHaveURL(/\/sales$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('main')).toBeFocused();
  // The router changed the page: the document is the same one.
  await expect(page.locator('html')).toHaveAttribute('data-e2e-same-document', '');
});

test('a visitor who scrolls a page before the app takes it over keeps their place', async ({ page }) => {
  // The app's entry arrives late (a slow phone): the visitor reads on down the prerendered page.
  const release = await holdAppEntry(page);
  await page.setViewportSize(VIEWPORTS.phone);
  const taken = await noteTakeOver(page);
  await page.goto('/features', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(100);
  // A finger on the page asks for the app (it is held above until released).
  await page.mouse.move(100, 200);
  release();
  await taken();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // And the link they scrolled to is a route change now.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sales & Deals' }).click();
  await expect(page).toHaveURL(/\/sales$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the mobile slide-out menu opens, traps focus, navigates and closes', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();

  await page.getByRole('button', { name: 'Menu' }).click();
  await menu.getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL(/\/features$/);
  await expect(menu).toBeHidden();
});

test('signed-in routes send a visitor to /login, never a placeholder', async ({ page }) => {
  for (const path of ['/app', '/dashboard', '/meal-planner', '/app/profile', '/profile', '/app/sales']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login$/);
  }
});

test('unknown routes get a not-found page, unknown API paths a JSON 404', async ({ page, request }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  const api = await request.get('/api/no-such-endpoint');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({
    success: false,
    error: 'not_found',
    message: 'Resource not found',
  });
});

// One test per page and width: a tall page at 1280 px is a large software-rendered capture, and
// fifteen of them in one test once ran past its timeout on a loaded machine (issue #11).
const SCREENSHOT_PAGES = [
  ['landing', '/'],
  ['pricing', '/pricing'],
  ['features', '/features'],
  ['how-it-works', '/how-it-works'],
  ['login', '/login'],
] as const;
for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  for (const [name, path] of SCREENSHOT_PAGES) {
    test(`screenshot of ${path} at ${width} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await saveScreenshot(page, `${name}-${width}`);
    });
  }
}

test('a page starts with the config the server wrote into it: no config file is fetched', async ({
  page,
}) => {
  const configRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/config(\.local|\.dev)?\.json$/.test(new URL(request.url()).pathname))
      configRequests.push(request.url());
  });
  const taken = await noteTakeOver(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The visitor reaches for the form: the app starts and takes the page over.
  await page.getByLabel('Email').focus();
  await taken();
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /send/i })).toBeVisible();
  expect(configRequests).toEqual([]);
});

// On a page the build does not prerender (/forgot-password; the prerendered ones paint at once, ADR 0029).
test('the loading screen shows while the app starts', async ({ browser }) => {
  for (const [width, viewport] of [
    ['phone', VIEWPORTS.phone],
    ['desktop', VIEWPORTS.desktop],
  ] as const) {
    // A fresh context has no service worker yet, so page.route sees the config request.
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The server writes the config into the page (ADR 0029); a page without it (the dev server, a
    // shell the service worker kept) fetches the config files, and that wait is the one shown here.
    await page.route('**/forgot-password', async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      const body = (await response.text()).replace(
        /<script type="application\/json" id="saverly-config">.*?<\/script>/s,
        '',
      );
      await route.fulfill({ response, headers, body });
    });
    await page.route('**/config.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/forgot-password', { waitUntil: 'commit' });
    await expect(page.getByText('Loading Saverly')).toBeVisible();
    await expect(page.getByText('Initializing your experience...')).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0)),
      )
      .toBe(true);
    await saveScreenshot(page, `loading-${width}`);
    release();
    await expect(page.getByRole('heading', { level: 1, name: /Forgot/ })).toBeVisible();
    await context.close();
  }
});
