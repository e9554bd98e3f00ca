import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, saveScreenshot, test, VIEWPORTS } from '../fixtures';
import { logInViaForm, newAccount, registerViaApi } from '../support/accounts';

/** 'Showing X of Y products' → [X, Y] (counts from 1,000 have a comma). */
async function showing(page: Page): Promise<[number, number]> {
  const text = (await page.getByText(/^Showing [\d,]+ of [\d,]+ products/).textContent()) ?? '';
  const match = /Showing ([\d,]+) of ([\d,]+) products/.exec(text);
  expect(match, text).not.toBeNull();
  return [Number(match?.[1]?.replaceAll(',', '')), Number(match?.[2]?.replaceAll(',', ''))];
}

const cards = (page: Page): Locator => page.locator('.product-card');

async function cardTexts(page: Page, selector: string): Promise<string[]> {
  return cards(page).locator(selector).allTextContents();
}

test.describe('stores and deals journey', () => {
  // The first sync of a store runs in the background; give it time on a slow machine.
  test.setTimeout(180_000);

  test('pick a store by zip, see it on the dashboard, browse its deals', async ({ page, request }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    const account = newAccount('stores', 'Ana');
    await registerViaApi(request, account);
    await page.goto('/login');
    await logInViaForm(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    const yourStore = page.getByRole('region', { name: 'Your Store' });
    await expect(yourStore.getByText('No Store Selected')).toBeVisible();
    // Select Your Store opens the Profile at its Store Preferences, not at the top (five cards up).
    const select = yourStore.getByRole('link', { name: 'Select Your Store' });
    await expect(select).toHaveAttribute('href', '/profile#store');
    await select.click();
    await expect(page).toHaveURL(/\/profile#store$/);
    const preferences = page.getByRole('region', { name: 'Store Preferences' });
    await expect(preferences).toBeInViewport();

    // Profile → Store Preferences: zip 10001 within 25 miles, pick the first store.
    await preferences.getByLabel('Zip code').fill('10a0-01');
    await expect(preferences.getByLabel('Zip code')).toHaveValue('10001');
    await expect(preferences.getByLabel('Radius')).toHaveValue('25');
    await preferences.getByRole('button', { name: 'Search Stores' }).click();
    const results = preferences.getByRole('list', { name: 'Stores found' });
    await expect(results.getByRole('listitem').first()).toBeVisible();
    const first = results.getByRole('listitem').first();
    const storeName = (await first.getByRole('heading').textContent()) ?? '';
    expect(storeName).not.toBe('');
    await expect(first.getByText(/^\d+\.\d miles$/)).toBeVisible();
    await first.getByRole('button', { name: `Select ${storeName}` }).click();
    await expect(preferences.getByText(`${storeName} is your store.`, { exact: false })).toBeVisible();
    // Named with its address: one chain has two stores of one name in a city.
    const address = (await first.getByRole('listitem').first().textContent()) ?? '';
    expect(address).not.toBe('');
    await expect(
      first.getByRole('button', { name: `${storeName} at ${address} is selected`, exact: true }),
    ).toBeVisible();

    // Dashboard: the store and its inventory (Syncing..., then Ready).
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(yourStore.getByText(storeName, { exact: true })).toBeVisible();
    await expect(yourStore.getByText(/^(Ready|Syncing\.\.\.)$/)).toBeVisible();
    await expect(yourStore.getByText('Ready', { exact: true })).toBeVisible({ timeout: 120_000 });
    await expect(yourStore.getByRole('link', { name: 'Change Store' })).toHaveAttribute(
      'href',
      '/profile#store',
    );
    await saveScreenshot(page, 'dashboard-store-1280');

    // Deals.
    await page.goto('/sales');
    await expect(page.getByRole('heading', { level: 2, name: storeName })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Sales Summary' });
    for (const label of ['Items on Sale', 'Total Savings', 'Avg. Savings', 'Categories']) {
      await expect(summary.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(cards(page).first()).toBeVisible();
    const [shownAll, totalAll] = await showing(page);
    expect(shownAll).toBeGreaterThan(0);
    expect(totalAll).toBeGreaterThanOrEqual(shownAll);
    await expect(
      cards(page)
        .first()
        .getByText(/^Save \$\d+\.\d\d$/),
    ).toBeVisible();
    const defaultOrder = await cardTexts(page, 'h3');
    if (totalAll > shownAll) {
      await page.getByRole('button', { name: 'Show more products' }).click();
      await expect.poll(async () => (await showing(page))[0]).toBeGreaterThan(shownAll);
    }

    // Search narrows to names or brands containing the term.
    const term = (defaultOrder[0] ?? '').split(' ')[0] ?? '';
    const search = page.getByPlaceholder('Search by name or brand...');
    await search.fill(term);
    await expect.poll(async () => (await showing(page))[1]).toBeLessThan(totalAll);
    const names = await cardTexts(page, 'h3');
    const brands = await cardTexts(page, '.product-card__brand');
    names.forEach((name, i) => {
      expect(`${name} ${brands[i]}`.toLowerCase()).toContain(term.toLowerCase());
    });
    await search.fill('');
    await expect.poll(async () => (await showing(page))[1]).toBe(totalAll);

    // Category narrows to that category.
    const categorySelect = page.getByLabel('Category');
    const category = (await categorySelect.locator('option').nth(1).textContent()) ?? '';
    await categorySelect.selectOption(category);
    await expect.poll(async () => (await showing(page))[1]).toBeLessThan(totalAll);
    await expect(cards(page).first().locator('.product-card__category')).toHaveText(category);
    const categories = await cardTexts(page, '.product-card__category');
    expect(new Set(categories)).toEqual(new Set([category]));
    await categorySelect.selectOption('all');
    await expect.poll(async () => (await showing(page))[1]).toBe(totalAll);

    // Sort: lowest price first, then names A-Z; each changes the order.
    await page.getByLabel('Sort by').selectOption({ label: 'Lowest Price' });
    await expect.poll(async () => (await cardTexts(page, 'h3')).join('|')).not.toBe(defaultOrder.join('|'));
    const prices = (await cardTexts(page, '.product-card__sale')).map((p) => Number(p.replace('$', '')));
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await page.getByLabel('Sort by').selectOption({ label: 'Name A-Z' });
    // Wait for the name order itself: "not the default order" is already true of the price order the
    // page shows until the new answer arrives, and a click on that first card hit the wrong product.
    await expect
      .poll(async () => {
        const names = await cardTexts(page, 'h3');
        return (
          names.length > 1 && names.every((name, i) => i === 0 || names[i - 1]!.localeCompare(name) <= 0)
        );
      })
      .toBe(true);

    // Favourite and shopping list.
    const firstCard = cards(page).first();
    const heart = firstCard.getByRole('button', { name: /to favourites$/ });
    await heart.click();
    await expect(firstCard.getByRole('button', { name: /from favourites$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // A member's 'Add to Shopping List' puts the product on their newest saved list, on the server.
    const productName = (await firstCard.locator('h3').textContent()) ?? '';
    await firstCard.getByRole('button', { name: 'Add to Shopping List' }).click();
    await expect(page.getByText('Added to your shopping list')).toBeVisible();
    await expect(
      page.getByText(
        `${productName} is on My shopping list (1 item). It joins the list of the next meal plan you save.`,
        { exact: true },
      ),
    ).toBeVisible();
    const onServer = await page.evaluate(async () => {
      const headers = { authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` };
      const lists = (await (await fetch('/api/saved-plans', { headers })).json()) as {
        data: { id: string }[];
      };
      const plan = (await (await fetch(`/api/saved-plans/${lists.data[0]!.id}`, { headers })).json()) as {
        data: { list: { enhanced_grocery_list: { matched_name: string }[] } };
      };
      return plan.data.list.enhanced_grocery_list.map((item) => item.matched_name);
    });
    expect(onServer).toEqual([productName]);

    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'deals-1280');
    await page.setViewportSize(VIEWPORTS.phone);
    await expect(cards(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'deals-390');

    // A vegetarian family (saved preferences): the page opens on deals they eat, and says so.
    const saved = await page.evaluate(async () => {
      const response = await fetch('/api/preferences', {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          days: 5,
          family_size: 4,
          meal_types: ['dinner'],
          dietary_restrictions: ['Vegetarian'],
          cuisine_preferences: ['Mexican', 'Italian'],
          cooking_time: 45,
          calorie_limit: 600,
          budget_limit: 90,
        }),
      });
      return response.status;
    });
    expect(saved).toBe(200);
    await page.reload();
    const ours = page.getByRole('checkbox', { name: 'Only deals for our diets (Vegetarian)' });
    await expect(ours).toBeChecked();
    await expect(summary.getByText('Deals for Vegetarian', { exact: true })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    const [, vegetarianTotal] = await showing(page);
    expect(vegetarianTotal).toBeLessThan(totalAll);
    expect(await cardTexts(page, '.product-card__category')).not.toContain('Meat & Seafood');
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'deals-vegetarian-390');
    // Unticked: every deal again.
    await ours.uncheck();
    await expect.poll(async () => (await showing(page))[1]).toBe(totalAll);

    // A child with a nut allergy in the household (a walk-through's Sales page kept "Vegetarian"
    // and listed pecans and almond butter): the family's diets hold her need too.
    const added = await page.evaluate(async () => {
      const response = await fetch('/api/household/people', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          display_name: 'Sofia',
          age_band: 'child_4_8',
          dietary_restrictions: ['Nut-Free'],
        }),
      });
      return response.status;
    });
    expect(added).toBe(201);
    await page.reload();
    await expect(
      page.getByRole('checkbox', { name: 'Only deals for our diets (Vegetarian and Nut-Free)' }),
    ).toBeChecked();
    await expect(cards(page).first()).toBeVisible();
    const [, nutFreeTotal] = await showing(page);
    expect(nutFreeTotal).toBeLessThan(vegetarianTotal);
    const nutFreeNames = (await cardTexts(page, '.product-card__name')).join(' | ');
    expect(nutFreeNames).not.toMatch(/pecan|almond|pistachio|walnut|cashew/i);
  });
});
