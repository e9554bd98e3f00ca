import { expect, expectNoSeriousA11yViolations, saveScreenshot, test, VIEWPORTS } from '../fixtures';
import { logInViaForm, newAccount, registerViaApi } from '../support/accounts';

/**
 * The family's own recipes (issue #19): a member imports Nana's lentil soup from her blog (the
 * loopback recipe site, e2e/recipe-site.mjs), picks the food of the one misspelt line from the
 * suggestions, marks it favourite, checks it in the editor, and plans a week of lunches that
 * includes it. At 390 px, then the plan, the list and the recipe at 1280 px; axe-clean throughout.
 */
const SITE = process.env.E2E_RECIPE_SITE_URL ?? 'http://127.0.0.1:2528';

test('import a recipe from a link, fix its one unknown line, and plan a week with it', async ({
  page,
  request,
}) => {
  // An import, a plan of 7 lunches, four axe scans and three full-page screenshots on a loaded
  // 2-core machine (ADR 0024).
  test.setTimeout(360_000);
  await page.setViewportSize(VIEWPORTS.phone);
  const cook = newAccount('recipes', 'Rosa');
  await registerViaApi(request, cook);
  await page.goto('/login');
  await logInViaForm(page, cook.email, cook.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // From the menu, as a family finds it.
  await page.goto('/recipes');
  await expect(page.getByRole('heading', { level: 1, name: 'Our recipes' })).toBeVisible();
  await expect(page.getByText('No recipes yet.')).toBeVisible();

  // A link that is not a link is caught before anything is sent.
  await page.getByLabel('Recipe page link').fill('nanas soup');
  await page.getByRole('button', { name: 'Import recipe' }).click();
  await expect(page.getByText('Paste the whole link of a recipe page, starting with https://')).toBeVisible();

  await page.getByLabel('Recipe page link').fill(`${SITE}/nanas-lentil-soup`);
  await page.getByRole('button', { name: 'Import recipe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Nana's Lentil Soup" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('by Rosa Bianchi')).toBeVisible();
  await expect(
    page.getByText(
      'Imported. 1 ingredient line to check below. We plan a recipe only when we know every food in it.',
    ),
  ).toBeVisible();

  // The misspelt line asks; the right food is among the suggestions.
  const ingredients = page.getByRole('list', { name: 'Ingredients' });
  const spinach = ingredients.getByRole('listitem').filter({ hasText: '2 cups chopped spinnach' });
  await expect(spinach.getByText('Is this the food?')).toBeVisible();
  await expect(ingredients.getByRole('listitem').filter({ hasText: '4 cups vegetable broth' })).toContainText(
    'Vegetable broth · 4 cups',
  );
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'recipe-imported-390');
  await spinach
    .getByRole('group', { name: /Choose the food/ })
    .getByRole('button', { name: 'Spinach', exact: true })
    .click();
  await expect(
    page.getByText('Imported. Every ingredient is a food we know, so this recipe can be in your plans.'),
  ).toBeVisible();
  await expect(spinach).toContainText('Spinach · 2 cups');
  // Nutrition per serving and diets come from the foods now.
  await expect(page.getByText(/^\d+ kcal$/)).toBeVisible();
  await expect(page.getByText('Vegan', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Mark favourite' }).click();
  await expect(page.getByRole('button', { name: 'Favourite', pressed: true })).toBeVisible();

  // The editor checks every line as it is typed.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Edit Nana's Lentil Soup" })).toBeVisible();
  await expect(page.getByText('All 9 lines are foods we know: this recipe can be planned.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Nana's Lentil Soup" })).toBeVisible();

  // A week of lunches with our recipes included (the step 3 choice is on by default).
  await page.goto('/meal-planner');
  await page.getByRole('radio', { name: /^7 days/ }).check();
  await page.getByRole('radio', { name: /^2 people/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  const meals = page.getByRole('group', { name: 'Which meals do you need?' });
  await meals.getByRole('checkbox', { name: /^Breakfast/ }).uncheck();
  await meals.getByRole('checkbox', { name: /^Dinner/ }).uncheck();
  await page.getByRole('button', { name: 'Next' }).click();
  const include = page.getByRole('checkbox', { name: 'Include our recipes' });
  await expect(include).toBeChecked();
  await expect(page.getByText(/1 recipe of yours is ready to plan/)).toBeVisible();
  await page.getByLabel('Max cooking time (minutes)').fill('60');
  await page.getByLabel('Budget per plan (dollars)').fill('');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Generate Meal Plan' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Your Plan/ })).toBeVisible({ timeout: 90_000 });
  // The week at a glance: every day's meals.
  await page.getByRole('button', { name: 'All days' }).click();
  await expect(page.getByRole('article')).toHaveCount(7);
  const ours = page.getByRole('article').filter({ hasText: "Nana's Lentil Soup" });
  await expect(ours).toHaveCount(1);
  await expect(ours.getByText('Our recipe', { exact: true })).toBeVisible();
  await expect(ours.getByRole('button', { name: "Favourite: Nana's Lentil Soup" })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // One of ours becomes a favourite too, from its card.
  const another = page.getByRole('article').filter({ hasNotText: "Nana's Lentil Soup" }).first();
  const mark = another.getByRole('button', { name: /^Favourite: / });
  await expect(mark).toHaveAttribute('aria-pressed', 'false');
  await mark.click();
  await expect(mark).toHaveAttribute('aria-pressed', 'true');
  // Seven days of day tabs scroll in their row; the page itself stays within the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS.phone.width,
  );
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'recipe-planned-390');
  await page.setViewportSize(VIEWPORTS.desktop);
  await expect(ours.getByText('Our recipe', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'recipe-planned-1280');

  // The list and the recipe on a laptop.
  await page.goto('/recipes');
  const row = page.getByRole('listitem').filter({ hasText: "Nana's Lentil Soup" });
  await expect(row.getByText('Ready to plan')).toBeVisible();
  await expect(row.getByRole('img', { name: 'Favourite' })).toBeVisible();
  await row.getByRole('link', { name: /Nana's Lentil Soup/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Nana's Lentil Soup" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'recipe-detail-1280');
});
