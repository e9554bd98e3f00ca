import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, saveScreenshot, test, VIEWPORTS } from '../fixtures';
import { newAccount, registerViaApi } from '../support/accounts';

/**
 * Saved plans, offline check-off and savings. One account for the whole file (registrations and
 * logins are rate-limited for the suite), set up through the API: a store, a generated plan, saved.
 */

interface Tokens {
  access_token: string;
  refresh_token: string;
}

interface SavedPlanBody {
  data: {
    id: string;
    name: string;
    item_count: number;
    list: { enhanced_grocery_list: { id: string; status: string }[] };
    checks: Record<string, { checked: boolean; changed_at: string }>;
  };
}

const bearer = (tokens: Tokens) => ({ Authorization: `Bearer ${tokens.access_token}` });
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function apiJson<T>(
  request: APIRequestContext,
  method: 'get' | 'post',
  path: string,
  tokens: Tokens | null,
  data?: unknown,
  expected = [200, 201],
): Promise<T> {
  const response = await request[method](path, {
    data,
    headers: tokens ? bearer(tokens) : undefined,
    timeout: 120_000,
  });
  expect(expected, `${method.toUpperCase()} ${path}: ${await response.text()}`).toContain(response.status());
  return (await response.json()) as T;
}

/**
 * Puts the session in the browser's storage, as a login does. The login form shows only once the
 * app has finished starting up signed out, so the tokens cannot land in the middle of its start-up
 * check (which the next navigation would abort, and an aborted check signs out).
 */
async function signInBrowser(page: Page, tokens: Tokens) {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.evaluate(({ access_token, refresh_token }) => {
    localStorage.setItem('access_token', access_token);
    localStorage.setItem('refresh_token', refresh_token);
  }, tokens);
}

const listPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Shopping list' });

test.describe('saved plans', () => {
  // The store's first inventory sync and the plan generation take a while on a slow machine.
  test.setTimeout(300_000);
  // Offline, the browser reports the requests it could not send (runtime-config probes, the
  // profile check) as console errors; they are the point of this journey.
  // (One pattern: a list of two would read as a fixture tuple.)
  test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch/] });
  // The offline check-off needs the service worker the suite otherwise blocks.
  test.use({ serviceWorkers: 'allow' });

  test('save a plan, see it and its savings, tick items off offline and sync them back', async ({
    page,
    context,
    request,
  }) => {
    // --- Set-up through the API: account, store, plan, saved list --------------------------
    const account = newAccount('saved-plans', 'Tess');
    await registerViaApi(request, account);
    const tokens = await apiJson<Tokens>(request, 'post', '/api/auth/login', null, {
      email: account.email,
      password: account.password,
    });
    const search = await apiJson<{ stores: { location_id: string | number }[] }>(
      request,
      'post',
      '/api/stores/search',
      tokens,
      { zip_code: '10001', radius: 25 },
    );
    const storeId = String(search.stores[0]?.location_id ?? '');
    expect(storeId).not.toBe('');
    await apiJson(request, 'post', '/api/stores/set-default', tokens, { store_id: storeId });
    // Prices and this week's sales come from the store's inventory: wait for its first sync.
    await expect
      .poll(
        async () => {
          const { inventory_status } = await apiJson<{
            inventory_status: { is_syncing: boolean; exists: boolean };
          }>(request, 'get', '/api/stores/inventory-status', tokens);
          return inventory_status.exists && !inventory_status.is_syncing;
        },
        { timeout: 150_000, intervals: [2_000] },
      )
      .toBe(true);

    const generated = await apiJson<{ data: unknown }>(
      request,
      'post',
      '/api/generate-meal-plan-assistant',
      tokens,
      {
        preferences: {
          days: 2,
          family_size: 2,
          meal_types: ['dinner'],
          dietary_restrictions: [],
          cuisine_preferences: [],
          cooking_time: 45,
          calorie_limit: 600,
          budget_limit: null,
        },
      },
    );
    const saved = await apiJson<SavedPlanBody>(request, 'post', '/api/saved-plans', tokens, {
      plan_id: (generated.data as { id: string }).id,
    });
    const planId = saved.data.id;
    const checkable = saved.data.list.enhanced_grocery_list.filter((item) => item.status !== 'pantry');
    expect(checkable.length).toBeGreaterThanOrEqual(3);
    const savings = await apiJson<{ data: { this_month_cents: number; all_time_cents: number } }>(
      request,
      'get',
      '/api/savings',
      tokens,
    );

    // --- Dashboard: the live Saved Meal Plans card and the savings ---------------------------
    await page.setViewportSize(VIEWPORTS.desktop);
    await signInBrowser(page, tokens);
    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Tess' })).toBeVisible();
    const savedCard = page.getByRole('link', { name: /Saved Meal Plans/ });
    await expect(savedCard).toHaveAttribute('href', '/app/saved-plans');
    await expect(savedCard).toContainText('1 saved plan');
    const savingsCard = page.getByRole('region', { name: 'Your Savings' });
    const thisMonth = savingsCard.getByText('Saved this month').locator('xpath=following-sibling::dd');
    await expect(thisMonth).toHaveText(dollars(savings.data.this_month_cents));
    await expect(savingsCard.getByText('All time').locator('xpath=following-sibling::dd')).toHaveText(
      dollars(savings.data.all_time_cents),
    );
    await expect(savingsCard.getByRole('img', { name: 'Savings by week' })).toBeVisible();
    await expect(savingsCard.locator('.savings-chart__bar')).toHaveCount(12);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'dashboard-savings-1280');

    // --- The list of saved plans, at both widths ---------------------------------------------
    await savedCard.click();
    await expect(page).toHaveURL(/\/app\/saved-plans$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Saved Meal Plans' })).toBeVisible();
    const card = page.getByRole('article', { name: saved.data.name });
    await expect(card).toBeVisible();
    // The summary counts every line of the list, pantry staples included (the server's item_count).
    await expect(card.getByText(`0 of ${saved.data.item_count} checked`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'saved-plans-1280');
    await page.setViewportSize(VIEWPORTS.phone);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'saved-plans-390');

    // --- One plan: totals, the list, the meals -------------------------------------------------
    await card.getByRole('link', { name: `Open ${saved.data.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/app/saved-plans/${planId}$`));
    await expect(page.getByRole('heading', { level: 1, name: saved.data.name })).toBeVisible();
    for (const label of ['Total Cost', 'You Save', 'On Sale']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(listPanel(page).getByRole('checkbox')).toHaveCount(checkable.length);
    await expect(page.getByText('All changes saved')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'saved-plan-list-390');
    // --- The first list asks about its staples: one tap each, remembered (ADR 0031) -----------
    const questions = page.getByRole('region', { name: 'Do you have these at home?' });
    await expect(questions).toBeVisible();
    // The first three show; the rest on "Show N more staples".
    const more = questions.getByRole('button', { name: /^Show \d+ more staples?$/ });
    if ((await more.count()) > 0) {
      await expect(questions.getByRole('button', { name: /^I have / })).toHaveCount(3);
      await more.click();
    }
    const asked = await questions.getByRole('button', { name: /^I have / }).count();
    expect(asked).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'saved-plan-pantry-questions-390');
    await questions
      .getByRole('button', { name: /^I have / })
      .first()
      .click();
    await expect(questions.getByRole('button', { name: /^I have / })).toHaveCount(asked - 1);

    await page.getByRole('tab', { name: 'Meals' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Meals' }).getByRole('article').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'saved-plan-meals-390');

    // --- Cook from it: the cook view's numbered steps, at both widths --------------------------
    // A meal whose steps name a wait (nearly every dinner does): its timer is started below.
    const cook = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Steps' }) });
    const timerStarts = cook.getByRole('button', { name: /^Start timer: .+ \(step \d+\)$/ });
    const meals = await page.getByRole('link', { name: /^Cook / }).count();
    for (let meal = 0; meal < meals; meal += 1) {
      await page
        .getByRole('link', { name: /^Cook / })
        .nth(meal)
        .click();
      await expect(page).toHaveURL(/\?cook=/);
      await expect(cook.getByRole('heading', { name: 'Steps' })).toBeVisible();
      if ((await timerStarts.count()) > 0) break;
      await cook.getByRole('link', { name: 'Back to the meals' }).click();
    }
    await expect(
      cook.getByRole('heading', { name: /^Ingredients for (1 person|\d+ people)$/ }),
    ).toBeVisible();
    const steps = cook.locator('ol.cook-view__steps > li');
    expect(await steps.count()).toBeGreaterThan(1);
    await expect(steps.first()).toContainText('Step 1:');
    // A step's timer: started, it counts down in the bar that stays in sight above the tab bar.
    const start = timerStarts.first();
    const step = Number(/\(step (\d+)\)$/.exec((await start.getAttribute('aria-label')) ?? '')?.[1]);
    const spoken = /^Start timer: (.+) \(step \d+\)$/.exec(
      (await start.getAttribute('aria-label')) ?? '',
    )?.[1];
    await start.click();
    const clock = cook.getByRole('complementary', { name: 'Timers' });
    const running = clock.getByRole('link', { name: new RegExp(`^Step ${step}: \\d+:\\d\\d$`) });
    await expect(running).toBeVisible();
    const first = await running.textContent();
    await expect(running).not.toHaveText(first ?? '', { timeout: 5_000 });
    await expect(clock).toBeInViewport();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'saved-plan-cook-390');
    await page.setViewportSize(VIEWPORTS.desktop);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'saved-plan-cook-1280');
    await page.setViewportSize(VIEWPORTS.phone);
    await cook.getByRole('button', { name: `Stop timer: ${spoken} (step ${step})` }).click();
    await expect(clock).toBeHidden();
    await cook.getByRole('link', { name: 'Back to the meals' }).click();
    await expect(page.getByRole('tab', { name: 'Meals', selected: true })).toBeVisible();
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.getByRole('tab', { name: 'Shopping list' }).click();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'saved-plan-list-1280');

    // --- Offline check-off ----------------------------------------------------------------------
    // The service worker must control the page (and have kept the plan) before the signal goes.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(listPanel(page).getByRole('checkbox')).toHaveCount(checkable.length);
    // Its answer to GET /api/saved-plans/:id is cached although the API says no-store.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const cache = await caches.open('saverly-saved-plans');
          return (await cache.keys()).map((request) => new URL(request.url).pathname);
        }),
      )
      .toContain(`/api/saved-plans/${planId}`);

    await context.setOffline(true);
    await expect(page.getByText('Offline — your ticks are saved on this phone and will sync')).toBeVisible();
    const unchecked = listPanel(page).getByRole('checkbox', { checked: false });
    await unchecked.first().check();
    await unchecked.first().check();
    await expect(listPanel(page).getByRole('checkbox', { checked: true })).toHaveCount(2);
    await expect(listPanel(page).getByText(`2 of ${checkable.length} checked`)).toBeVisible();

    // Still offline: the page, the session and the list come back with both ticks.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: saved.data.name })).toBeVisible();
    await expect(listPanel(page).getByRole('checkbox', { checked: true })).toHaveCount(2);
    await expect(page.getByText('Offline — your ticks are saved on this phone and will sync')).toBeVisible();
    await unchecked.first().check();
    await expect(listPanel(page).getByRole('checkbox', { checked: true })).toHaveCount(3);
    await saveScreenshot(page, 'saved-plan-offline-1280');

    // Back online: the outbox is sent and the server has the three ticks.
    await context.setOffline(false);
    await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(async () => {
        const body = await apiJson<SavedPlanBody>(request, 'get', `/api/saved-plans/${planId}`, tokens);
        return Object.values(body.data.checks).filter((check) => check.checked).length;
      })
      .toBe(3);
    expect(await page.evaluate(() => localStorage.getItem('saverly_check_outbox'))).toBe('[]');

    // The list page shows the progress the server now has.
    await page.goto('/app/saved-plans');
    await expect(
      page.getByRole('article', { name: saved.data.name }).getByText(`3 of ${saved.data.item_count} checked`),
    ).toBeVisible();
  });
});
