import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  httpStatusConsoleError,
  saveScreenshot,
  test,
  VIEWPORTS,
} from '../fixtures';
import { logInViaForm, newAccount, registerViaApi } from '../support/accounts';

/**
 * Dish and food pictures (ADR 0034) and the deals page on a phone (issue 16 item 8), looked at
 * at 390 and 1280 px: deal cards, the stores radius select, a generated plan's meals.
 */
test.describe.configure({ mode: 'serial' });
test.use({ expectedConsoleErrors: [httpStatusConsoleError(422)] });

/** Every picture matching the selector has loaded (a decoded image, not a broken one). */
async function expectLoaded(page: Page, selector: string, atLeast: number) {
  await expect
    .poll(
      async () =>
        page
          .locator(selector)
          .evaluateAll(
            (images) =>
              images.filter(
                (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
              ).length,
          ),
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(atLeast);
}

test('deals: a picture per food group, three or more deals per phone screen, the radius in words', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const account = newAccount('pictures', 'Iris');
  await registerViaApi(request, account);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/login');
  await logInViaForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Profile at 1280: the radius select shows "25 miles", not "25 m".
  await page.goto('/profile');
  const preferences = page.getByRole('region', { name: 'Store Preferences' });
  const radius = preferences.getByLabel('Radius');
  await expect(radius).toHaveValue('25');
  const fits = await radius.evaluate((select) => {
    const s = select as HTMLSelectElement;
    const probe = document.createElement('span');
    probe.textContent = '100 miles';
    probe.style.font = getComputedStyle(s).font;
    probe.style.position = 'absolute';
    document.body.append(probe);
    const text = probe.getBoundingClientRect().width;
    probe.remove();
    const style = getComputedStyle(s);
    const room = s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text, room };
  });
  expect(fits.room, `radius select: ${JSON.stringify(fits)}`).toBeGreaterThanOrEqual(fits.text);
  await preferences.getByLabel('Zip code').fill('10001');
  await preferences.getByRole('button', { name: 'Search Stores' }).click();
  const first = preferences.getByRole('list', { name: 'Stores found' }).getByRole('listitem').first();
  await expect(first).toBeVisible();
  await saveScreenshot(page, 'pictures-profile-radius-1280');
  const storeName = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('button', { name: `Select ${storeName}` }).click();
  await expect(preferences.getByText(`${storeName} is your store.`, { exact: false })).toBeVisible();

  // Deals at 1280: each card has a drawing of its food group, and they differ.
  await page.goto('/sales');
  const cards = page.locator('.product-card');
  await expect(cards.first()).toBeVisible({ timeout: 180_000 });
  await expectLoaded(page, '.product-card img', 8);
  const sources = await page
    .locator('.product-card img')
    .evaluateAll((images) => images.map((i) => i.getAttribute('src')));
  expect(new Set(sources).size).toBeGreaterThanOrEqual(6);
  for (const src of sources) expect(src).toMatch(/^\/images\/products\/[a-z-]+\.svg$/);
  await expect(cards.first().getByRole('img', { name: /^Drawing of / })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'pictures-deals-1280');

  // Deals at 390: at least three whole deals on one screen, no text wider than its card.
  await page.setViewportSize(VIEWPORTS.phone);
  await cards.first().scrollIntoViewIfNeeded();
  await page.evaluate(() => {
    const top = document.querySelector('.product-card')!.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top - 72);
  });
  const layout = await page.evaluate(() => {
    // The tab bar covers the bottom of a phone's screen: a deal under it is not on screen.
    const height = document.querySelector('.tab-bar')?.getBoundingClientRect().top ?? window.innerHeight;
    const cardsOnScreen = [...document.querySelectorAll('.product-card')].filter((card) => {
      const box = card.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= height;
    }).length;
    const spills = [...document.querySelectorAll('.product-card *')].filter((el) => {
      const card = el.closest('.product-card')!.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return box.width > 0 && (box.right > card.right + 0.5 || box.left < card.left - 0.5);
    }).length;
    return { cardsOnScreen, spills, pageWidth: document.documentElement.scrollWidth };
  });
  expect(layout.cardsOnScreen, JSON.stringify(layout)).toBeGreaterThanOrEqual(3);
  expect(layout.spills, JSON.stringify(layout)).toBe(0);
  expect(layout.pageWidth).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  await expectNoSeriousA11yViolations(page);
  // The screen as a phone shows it (not the full page), beside the suite's other screenshots.
  await page.screenshot({
    path: path.join(import.meta.dirname, '..', 'artifacts', 'screenshots', 'pictures-deals-screen-390.png'),
  });
  await saveScreenshot(page, 'pictures-deals-390');

  // Profile at 390: the radius still reads in words.
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Store Preferences' }).getByLabel('Radius')).toBeVisible();
  await saveScreenshot(page, 'pictures-profile-390');
});

test('plan: every meal shows its dish picture, at 1280 and 390', async ({ page, request }) => {
  test.setTimeout(420_000);
  const account = newAccount('pictures-plan', 'Omar');
  await registerViaApi(request, account);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/login');
  await logInViaForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/meal-planner');
  const generate = page.getByRole('button', { name: 'Generate Meal Plan' });
  for (let i = 0; i < 4 && !(await generate.isVisible()); i++) {
    await page.getByRole('button', { name: 'Next' }).first().click();
  }
  await generate.click();
  const step4 = page.getByText('Step 4 of 5', { exact: true });
  const closest = page.getByRole('button', { name: 'Show the closest plan' });
  await expect(step4.or(closest)).toBeVisible({ timeout: 240_000 });
  if (await closest.isVisible()) await closest.click();
  await expect(step4).toBeVisible();

  const checks = page.getByRole('checkbox', { name: /in the shopping list$/ });
  const meals = await checks.count();
  expect(meals).toBeGreaterThan(0);
  const pictures = page.locator('img[src^="/images/dishes/"]');
  await expect(pictures).toHaveCount(meals);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expectLoaded(page, 'img[src^="/images/dishes/"]', meals);
  await page.getByRole('button', { name: 'Show details' }).first().click();

  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'pictures-plan-step4-1280');

  await page.setViewportSize(VIEWPORTS.phone);
  await expect(step4).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'pictures-plan-step4-390');
  const cardsSpill = await page.evaluate(
    () =>
      [...document.querySelectorAll('.mp-meal *')].filter((el) => {
        const card = el.closest('.mp-meal')!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.right > card.right + 0.5;
      }).length,
  );
  expect(cardsSpill).toBe(0);
});
