import type { MealPlan } from '@saverly/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { buildSavedPlan } from '../../../test/grocery-factories';
import { queryKeys } from '../../../lib/query-keys';
import {
  buildItem,
  buildList,
  buildMeal,
  buildPlan,
  generateBody,
  latestBody,
  quota,
} from '../lib/test-data';
import { formatMoney } from '../../../lib/money';
import { MealPlannerWizard } from './meal-planner-wizard';
import type { MealPlannerWizardProps } from './meal-planner-wizard';
import { json } from '../../../test/http';

type Handler = (url: string, body: unknown) => Response | Promise<Response>;

// Whole-wizard journeys take 3–5 s each at a load of 30 on 2 cores (8 agents share the machine);
// the default 5 s timed them out without any assertion failing.
vi.setConfig({ testTimeout: 20_000 });

/** The last rendered wizard's cache (what the dashboard and Saved Meal Plans read). */
let client: QueryClient;
let fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>;
let handler: Handler;

/** The JSON bodies sent to a path, in order. */
function sent(path: string): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => JSON.parse(init?.body as string) as Record<string, unknown>);
}

/** What a member's browser sends to price a list: the plan, each meal marked on the list or not. */
type ListRequest = { meal_plan: { days: { meals: { id: string; selected: boolean }[] }[] } };

const notFound = () => json({ success: false, error: 'not_found', message: 'Not found' }, 404);

beforeEach(() => {
  handler = notFound;
  fetchMock = vi.fn((url: string, init?: RequestInit) =>
    Promise.resolve(
      handler(String(url), init?.body ? (JSON.parse(init.body as string) as unknown) : undefined),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * The route's list actions (print, share, CSV, Send to Kroger Cart; app/list-actions-pages.test.tsx)
 * stand in here as what the slot was given.
 */
const listActionsSlot: MealPlannerWizardProps['listActions'] = ({ list, title }) => (
  <p>
    {`List actions: ${title}, ${list.store.name}, ${list.enhanced_grocery_list.map((item) => item.matched_name).join(', ')}`}
  </p>
);

/**
 * GET /api/preferences on a first visit: the spec's defaults, not saved, with who's eating as the
 * server offers it (everything else 404).
 */
const preferencesOffered =
  (people?: string[] | null): Handler =>
  (url) =>
    url === '/api/preferences'
      ? json({
          success: true,
          preferences: {
            days: 3,
            family_size: 2,
            meal_types: ['breakfast', 'lunch', 'dinner'],
            dietary_restrictions: ['Vegetarian', 'Gluten-Free'],
            cuisine_preferences: ['Italian'],
            cooking_time: 30,
            calorie_limit: 600,
            budget_limit: 75,
            ...(people === undefined ? {} : { people }),
          },
          saved: false,
          updated_at: null,
        })
      : json({ success: false, error: 'not_found', message: 'Not found' }, 404);
const firstVisit = preferencesOffered();

function renderWizard(
  props: Partial<MealPlannerWizardProps> = {},
  entry: string | string[] = '/meal-planner',
) {
  const entries = typeof entry === 'string' ? [entry] : entry;
  const router = createMemoryRouter(
    [
      {
        path: '/meal-planner',
        element: (
          <MealPlannerWizard
            storeId="SV-10001-1"
            storeName="Fresh Lane Chelsea"
            listActions={listActionsSlot}
            {...props}
          />
        ),
      },
      { path: '/pricing', element: <p>Pricing page</p> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client = queryClient;
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const user = () => userEvent.setup();

async function goToStep3(u: ReturnType<typeof userEvent.setup>) {
  await u.click(screen.getByRole('button', { name: 'Next' }));
  await u.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('heading', { level: 2, name: /Quick Tweaks/ })).toBeTruthy();
}

/** Generates the default 3 × 3 plan (or `plan`) and waits for step 4. */
async function generate(u: ReturnType<typeof userEvent.setup>, plan: MealPlan = buildPlan()) {
  const previous = handler;
  handler = (url, body) =>
    url === '/api/generate-meal-plan-assistant' ? json(generateBody(plan)) : previous(url, body);
  await goToStep3(u);
  await u.click(screen.getByRole('button', { name: 'Generate Meal Plan' }));
  await screen.findByRole('heading', { level: 2, name: /Your Plan/ });
}

const mealCard = (name: string) => screen.getByRole('article', { name });

const ANSWER_TITLE = 'No plan fits all your choices';
/** An infeasible request's answer: information (a polite status), not a red alert. */
async function findAnswer(): Promise<HTMLElement> {
  const box = (await screen.findByText(ANSWER_TITLE)).closest<HTMLElement>('[role]');
  expect(box?.getAttribute('role')).toBe('status');
  return box!;
}

describe('MealPlannerWizard', () => {
  it('says plans use a sample store until the member chooses theirs, with a link to choose it', async () => {
    // A walk-through's new member read "Store: Your default store" on step 3, then "Prices from
    // Sunrise Grocery New York", a store they had never picked.
    const u = user();
    handler = (url) =>
      url === '/api/generate-meal-plan-assistant' ? json(generateBody(buildPlan())) : notFound();
    renderWizard({ storeId: null, storeName: null, chooseStoreHref: '/profile#store' });
    await goToStep3(u);
    expect(screen.queryByText(/Your default store/)).toBeNull();
    expect(screen.getByText(/A sample store until you choose yours/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose your store' }).getAttribute('href')).toBe(
      '/profile#store',
    );
    await u.click(screen.getByRole('button', { name: 'Generate Meal Plan' }));
    await screen.findByRole('heading', { level: 2, name: /Your Plan/ });
    expect(screen.getByText(/a sample store until you choose yours/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose your store' }).getAttribute('href')).toBe(
      '/profile#store',
    );
  });

  it('says the plan’s cost against the budget under the summary', async () => {
    const u = user();
    renderWizard();
    await generate(u);
    // The default plan: 9 meals at $4.50, a $75.00 budget.
    expect(screen.getByText(/Plan cost:/).textContent).toBe('Plan cost: $40.50 of your $75.00 budget');
  });

  it('names the member’s own store and offers no store link when they have one', async () => {
    const u = user();
    handler = (url) =>
      url === '/api/generate-meal-plan-assistant' ? json(generateBody(buildPlan())) : notFound();
    renderWizard({ chooseStoreHref: '/profile#store' });
    await goToStep3(u);
    expect(screen.getByText('Fresh Lane Chelsea')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Choose your store' })).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Generate Meal Plan' }));
    await screen.findByRole('heading', { level: 2, name: /Your Plan/ });
    expect(screen.queryByText(/sample store/)).toBeNull();
  });

  it('starts at step 1 with the progress, the day and family choices and the defaults', () => {
    renderWizard();
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    expect(screen.getByText('20% complete')).toBeTruthy();
    const progress = screen.getByRole('progressbar');
    expect(progress.getAttribute('aria-valuenow')).toBe('20');
    for (const name of ['This Week', 'Meals Needed', 'Quick Tweaks', 'Your Plan', 'Shopping List']) {
      expect(screen.getAllByText(name).length).toBeGreaterThan(0);
    }
    const days = screen.getByRole('group', { name: 'How many days are you planning?' });
    expect(within(days).getAllByRole('radio')).toHaveLength(5);
    expect(within(days).getByRole('radio', { name: '1 day Today only' })).toBeTruthy();
    expect(within(days).getByRole('radio', { name: '3 days weekend' }).matches(':checked')).toBe(true);
    expect(within(days).getByRole('radio', { name: '5 days weekdays' })).toBeTruthy();
    expect(within(days).getByRole('radio', { name: '7 days full week' })).toBeTruthy();
    const family = screen.getByRole('group', { name: 'How many people are you feeding?' });
    expect(within(family).getByRole('radio', { name: '2 people' }).matches(':checked')).toBe(true);
    expect(within(family).getByRole('radio', { name: '5+ people' })).toBeTruthy();
    expect(screen.getByLabelText('Special occasion (optional)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
  });

  it('asks a family of "5+" exactly how many, and plans for that many', async () => {
    // A walk-through's family picked "5+" and got every meal "For 5" (a family of 6 or 7 would
    // be short).
    const u = user();
    handler = (url) =>
      url === '/api/generate-meal-plan-assistant'
        ? json(generateBody(buildPlan(3, ['dinner'])))
        : json({}, 404);
    renderWizard();
    expect(screen.queryByLabelText('How many people exactly?')).toBeNull();
    await u.click(screen.getByRole('radio', { name: '5+ people' }));
    const exact = screen.getByLabelText('How many people exactly?');
    expect((exact as HTMLSelectElement).value).toBe('5');
    expect(
      within(exact)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '6', '7', '8', '9', '10'].map((n) => `${n} people`));
    await u.selectOptions(exact, '6');
    // A smaller number takes the question away; "5+" asks again.
    await u.click(screen.getByRole('radio', { name: '4 people' }));
    expect(screen.queryByLabelText('How many people exactly?')).toBeNull();
    await u.click(screen.getByRole('radio', { name: '5+ people' }));
    await u.selectOptions(screen.getByLabelText('How many people exactly?'), '7');
    expect(screen.getByRole('radio', { name: '5+ people' }).matches(':checked')).toBe(true);
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(/for 7 people\./)).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(/3 days, 7 people/)).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Generate Meal Plan' }));
    await screen.findByRole('heading', { level: 2, name: /Your Plan/ });
    expect(sent('/api/generate-meal-plan-assistant')[0]).toMatchObject({ preferences: { family_size: 7 } });
  });

  it('walks steps 1–3, sends the wrapped preferences and shows step 4 with every meal selected and collapsed', async () => {
    const u = user();
    handler = (url) =>
      url === '/api/generate-meal-plan-assistant'
        ? json(generateBody(buildPlan(5, ['dinner'])))
        : json({}, 404);
    renderWizard();

    await u.click(screen.getByRole('radio', { name: '5 days weekdays' }));
    await u.click(screen.getByRole('radio', { name: '4 people' }));
    await u.type(screen.getByLabelText('Special occasion (optional)'), 'Game night');
    await u.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText('Step 2 of 5')).toBeTruthy();
    const meals = screen.getByRole('group', { name: 'Which meals do you need?' });
    expect(within(meals).getByRole('checkbox', { name: 'Breakfast 5 meals' }).matches(':checked')).toBe(true);
    await u.click(within(meals).getByRole('checkbox', { name: /Breakfast/ }));
    await u.click(within(meals).getByRole('checkbox', { name: /Lunch/ }));
    expect(screen.getByText('5 meals in all, for 4 people.')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText('Step 3 of 5')).toBeTruthy();
    const diet = screen.getByRole('group', { name: 'Dietary needs' });
    expect(within(diet).getAllByRole('checkbox')).toHaveLength(8);
    await u.click(within(diet).getByRole('checkbox', { name: 'Vegan' }));
    expect(screen.getByText('Vegetarian, Vegan +1 more')).toBeTruthy();
    expect(screen.getByText('Italian, Mediterranean +1 more')).toBeTruthy();
    const budget = screen.getByLabelText('Budget per plan (dollars)');
    // What the budget comes to: 5 dinners for 4 are 20 meals, $75 is $3.75 each.
    expect(
      screen.getByText('$75.00 is $3.75 a meal for each person. Leave empty for no budget.'),
    ).toBeTruthy();
    await u.clear(budget);
    expect(screen.getByText('Leave empty for no budget.')).toBeTruthy();
    await u.type(budget, '60.5');
    expect(
      screen.getByText('$60.50 is $3.03 a meal for each person. Leave empty for no budget.'),
    ).toBeTruthy();
    const cooking = screen.getByLabelText('Max cooking time (minutes)');
    await u.clear(cooking);
    await u.type(cooking, '45');

    await u.click(screen.getByRole('button', { name: 'Generate Meal Plan' }));
    const heading = await screen.findByRole('heading', { level: 2, name: /Your Plan/ });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('Step 4 of 5')).toBeTruthy();

    expect(sent('/api/generate-meal-plan-assistant')).toEqual([
      {
        preferences: {
          days: 5,
          family_size: 4,
          meal_types: ['dinner'],
          dietary_restrictions: ['Vegetarian', 'Vegan', 'Gluten-Free'],
          cuisine_preferences: ['Italian', 'Mediterranean', 'Asian'],
          cooking_time: 45,
          calorie_limit: 600,
          budget_limit: 60.5,
          store_id: 'SV-10001-1',
          special_occasion: 'Game night',
          favor_product_ids: [],
        },
      },
    ]);

    const checkboxes = screen.getAllByRole('checkbox', { name: /include .* in the shopping list/ });
    expect(checkboxes).toHaveLength(5);
    expect(checkboxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);
    const expanders = screen.getAllByRole('button', { name: 'Show details' });
    expect(expanders.every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
    expect(screen.getByText('5 meals selected')).toBeTruthy();
    expect(screen.getByText('2 of 3 free plans left this month')).toBeTruthy();
    // Summary and charts.
    expect(screen.getByText('Calories per meal')).toBeTruthy();
    // What a person gets beside what the family asked for.
    expect(screen.getByText('Calories per meal').nextElementSibling?.textContent).toBe('520 target 600');
    expect(screen.getByText('target 600')).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Nutrition per person, by day' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Nutrition per person, by day' })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Cost against your budget' }).textContent).toContain(
      '$22.50 of your $75.00 budget · $52.50 left',
    );
  });

  it('says which of the family’s recipes the ticked diets leave out of the plan, and why', async () => {
    const u = user();
    renderWizard({
      ownRecipes: {
        recipes: [
          { name: "Grandma's Lentil Soup", diets: ['Vegetarian', 'Low-Carb'] },
          { name: 'Rice Salad', diets: ['Vegetarian', 'Gluten-Free', 'Vegan'] },
        ],
        href: '/recipes',
      },
    });
    await goToStep3(u);
    const diets = screen.getByRole('group', { name: 'Dietary needs' });
    for (const diet of ['Vegetarian', 'Gluten-Free'])
      if (!within(diets).getByRole<HTMLInputElement>('checkbox', { name: diet }).checked)
        await u.click(within(diets).getByRole('checkbox', { name: diet }));
    const hint = screen
      .getByRole('checkbox', { name: 'Include our recipes' })
      .closest('.mp-own-recipes')!
      .querySelector('.field__hint')!;
    expect(hint.textContent).toMatch(
      /^1 of your 2 recipes fits this plan’s diets: Grandma's Lentil Soup \(not Gluten-Free\) stays out\. /,
    );
    expect(hint.textContent).not.toContain('Rice Salad (not');
    await u.click(within(diets).getByRole('checkbox', { name: 'Vegan' }));
    expect(hint.textContent).toContain("Grandma's Lentil Soup (not Vegan or Gluten-Free) stays out.");
    await u.click(within(diets).getByRole('checkbox', { name: 'Gluten-Free' }));
    await u.click(within(diets).getByRole('checkbox', { name: 'Vegan' }));
    expect(hint.textContent).toMatch(/^2 recipes of yours are ready to plan\. They follow the same diet/);
    expect(hint.textContent).not.toContain('stays out');
  });

  it('shows a household person’s dietary needs ticked and fixed in step 3, and says whose they are', async () => {
    const u = user();
    const household = [{ id: 'p-grace', name: 'Grace', dailyCalories: 1900, restrictions: ['Gluten-Free'] }];
    // A first visit: the spec's pre-ticked Vegetarian and Gluten-Free.
    handler = firstVisit;
    renderWizard({ household });
    // The first-visit notice does not tell the family to untick what their household needs.
    expect(await screen.findByText('Vegetarian is on: untick it if your family eats meat.')).toBeTruthy();
    expect(screen.queryByText(/untick them if your family eats meat or gluten/)).toBeNull();
    await goToStep3(u);
    const diets = screen.getByRole('group', { name: 'Dietary needs' });
    const glutenFree = within(diets).getByRole<HTMLInputElement>('checkbox', { name: 'Gluten-Free' });
    expect(glutenFree.checked).toBe(true);
    expect(glutenFree.disabled).toBe(true);
    expect(diets.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(diets).getByText(/^Always kept for your household: Gluten-Free \(Grace\)\./).textContent,
    ).toBe('Always kept for your household: Gluten-Free (Grace). Change them in your household.');
    expect(
      within(diets).getByRole('link', { name: 'Change them in your household' }).getAttribute('href'),
    ).toBe('/profile#household');
    // Unticked in the form, still in the summary: the plan keeps it.
    await u.click(within(diets).getByRole('checkbox', { name: 'Vegetarian' }));
    expect(screen.getByText('Diet').nextElementSibling?.textContent).toBe('Gluten-Free');
  });

  it("starts with who's eating as the household's preferences say (the whole household until the family chooses)", async () => {
    const household = [
      { id: 'p-ana', name: 'Ana', dailyCalories: 2000, restrictions: [] },
      { id: 'p-sam', name: 'Sam', dailyCalories: 1400, restrictions: [] },
      { id: 'p-lee', name: 'Lee', dailyCalories: 2600, restrictions: [] },
    ];
    handler = preferencesOffered(['p-ana', 'p-sam', 'p-lee']);
    renderWizard({ household });
    const who = screen.getByRole('group', { name: "Who's eating? (your household)" });
    await waitFor(() =>
      expect(within(who).getByRole('button', { name: 'Everyone (3)' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    expect(
      within(who)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([true, true, true]);
    expect(screen.queryByRole('group', { name: 'How many people are you feeding?' })).toBeNull();
    cleanup();
    // A family that chose a number of people gets the spec's buttons, as they left them.
    handler = preferencesOffered(null);
    renderWizard({ household });
    expect(await screen.findByRole('group', { name: 'How many people are you feeding?' })).toBeTruthy();
    const again = screen.getByRole('group', { name: "Who's eating? (your household)" });
    expect(
      within(again)
        .getAllByRole('checkbox')
        .some((box) => (box as HTMLInputElement).checked),
    ).toBe(false);
  });

  it("plans for the household's people: Everyone sends their ids, and each meal shows each person's portion", async () => {
    const u = user();
    const household = [
      { id: 'p-ana', name: 'Ana', dailyCalories: 2000, restrictions: [] },
      { id: 'p-sam', name: 'Sam', dailyCalories: 1400, restrictions: ['Nut-Free'] },
      { id: 'p-lee', name: 'Lee', dailyCalories: 2600, restrictions: [] },
    ];
    const plan = buildPlan(1, ['dinner']);
    const shared = {
      ...plan,
      preferences: { ...plan.preferences, people: ['p-ana', 'p-sam', 'p-lee'], family_size: 3 },
      days: plan.days.map((day) => ({
        ...day,
        meals: day.meals.map((meal) => ({
          ...meal,
          people: [
            { person_id: 'p-ana', name: 'Ana', portion: 1.1, calories: 660, target_calories: 667, sides: [] },
            {
              person_id: 'p-sam',
              name: 'Sam',
              portion: 0.75,
              calories: 465,
              target_calories: 467,
              sides: ['1 banana'],
            },
            { person_id: 'p-lee', name: 'Lee', portion: 1.5, calories: 870, target_calories: 867, sides: [] },
          ],
        })),
      })),
    };
    handler = (url) =>
      url === '/api/generate-meal-plan-assistant' ? json(generateBody(shared)) : json({}, 404);
    renderWizard({ household });

    const who = screen.getByRole('group', { name: "Who's eating? (your household)" });
    expect(within(who).getByRole('checkbox', { name: /Sam 1,400 kcal a day · Nut-Free/ })).toBeTruthy();
    await u.click(within(who).getByRole('button', { name: 'Everyone (3)' }));
    // Planning for the people: the family-size buttons give way to them.
    expect(screen.queryByRole('group', { name: 'How many people are you feeding?' })).toBeNull();
    // Back to a number of people: the spec's buttons again; then the household once more.
    await u.click(within(who).getByRole('button', { name: 'Plan for a number of people instead' }));
    expect(screen.getByRole('group', { name: 'How many people are you feeding?' })).toBeTruthy();
    await u.click(within(who).getByRole('button', { name: 'Everyone (3)' }));
    await u.click(within(who).getByRole('checkbox', { name: /^Lee/ }));
    await u.click(within(who).getByRole('checkbox', { name: /^Lee/ }));
    await goToStep3(u);
    // Each person is planned to their own calories: no one target field to be ignored.
    expect(screen.queryByLabelText('Calorie target (per meal)')).toBeNull();
    expect(
      screen.getByText("Each person's own, from the household: Ana 667, Sam 467, Lee 867 kcal."),
    ).toBeTruthy();
    expect(screen.getByText('Limits').nextElementSibling?.textContent).toMatch(/each person's own calories$/);
    await u.click(screen.getByRole('button', { name: 'Generate Meal Plan' }));
    await screen.findByRole('heading', { level: 2, name: /Your Plan/ });
    const body = sent('/api/generate-meal-plan-assistant')[0] as { preferences: Record<string, unknown> };
    // In the household's order, though Lee was ticked again last.
    expect(body.preferences).toMatchObject({ people: ['p-ana', 'p-sam', 'p-lee'], family_size: 3 });
    // Each person has their own calories: the summary's figure is their mean, beside the mean of
    // their targets (as the day chart's), so a plan far under them shows it (a walk-through's $120
    // week read "490" alone for people of 750, 850 and 500 kcal).
    expect(screen.getByText('Calories per meal').nextElementSibling?.textContent).toBe(
      '520 target 667 (467–867 by person)',
    );

    const card = mealCard(shared.days[0]!.meals[0]!.name);
    const shares = within(card).getByRole('list', { name: "Each person's portion" });
    expect(
      within(shares)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Ana about 1/3 of the dish · 660 kcal',
      'Sam a generous 1/5 of the dish · 465 kcal with 1 banana',
      'Lee a generous 2/5 of the dish · 870 kcal',
    ]);

    // The day chart: the people's mean, or one person's own day against their own target.
    const whose = screen.getByRole('group', { name: 'Whose day?' });
    expect(within(whose).getByRole('radio', { name: 'Average' })).toHaveProperty('checked', true);
    const mean = screen.getByRole('table', { name: 'Nutrition per person, by day' });
    // Against the people's mean target (667, 467 and 867 kcal a meal), not the unused calorie field.
    expect(within(mean).getByRole('row', { name: /^Day 1/ }).textContent).toContain('(target 667)');
    await u.click(within(whose).getByRole('radio', { name: 'Sam' }));
    const sams = screen.getByRole('table', { name: 'Calories for Sam, by day' });
    expect(within(sams).getByRole('row', { name: /^Day 1/ }).textContent).toBe('Day 1465 kcal (target 467)');
    expect(screen.getByText('100% of their target')).toBeTruthy();
    await u.click(within(whose).getByRole('radio', { name: 'Lee' }));
    expect(
      within(screen.getByRole('table', { name: 'Calories for Lee, by day' })).getByRole('row', {
        name: /^Day 1/,
      }).textContent,
    ).toBe('Day 1870 kcal (target 867)');
  });

  it('shows a generation error above the form and stays on step 3', async () => {
    const u = user();
    handler = () => json({ success: false, error: 'server', message: 'The planner is down.' }, 500);
    renderWizard();
    await goToStep3(u);
    await u.click(screen.getByRole('button', { name: 'Generate Meal Plan' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The planner is down.');
    expect(screen.getByText('Step 3 of 5')).toBeTruthy();
  });

  it('shows the busy state while generating and blocks Back and Next', async () => {
    const u = user();
    let answer: (response: Response) => void = () => undefined;
    handler = () => new Promise<Response>((resolve) => (answer = resolve));
    renderWizard();
    await goToStep3(u);
    await u.click(screen.getByRole('button', { name: 'Generate Meal Plan' }));
    const busy = screen.getByRole('button', { name: /Generating Meal Plan/ });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Generating your meal plan. This can take a minute.')).toBeTruthy();
    await u.click(busy);
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url) === '/api/generate-meal-plan-assistant'),
    ).toHaveLength(1);
    await act(async () => answer(json(generateBody(buildPlan()))));
    expect(await screen.findByText('9 meals selected')).toBeTruthy();
  });

  it('expands a meal to show serving info, ingredients and numbered instructions', async () => {
    const u = user();
    renderWizard();
    await generate(u);
    const card = mealCard('Lentil Soup');
    const expand = within(card).getByRole('button', { name: 'Show details' });
    await u.click(expand);
    expect(expand.getAttribute('aria-expanded')).toBe('true');
    expect(within(card).getByText('Serves 2 · 520 kcal per serving')).toBeTruthy();
    const ingredients = within(card).getByRole('list', { name: 'Ingredients' });
    expect(
      within(ingredients)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1 cup rice', '2 tomatoes, diced']);
    const instructions = within(card).getByRole('list', { name: 'Instructions' });
    expect(instructions.tagName).toBe('OL');
    expect(
      within(instructions)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Rinse the rice.', 'Simmer for 15 minutes.']);
    expect(within(card).getByText('Easy')).toBeTruthy();
    // The cuisine as the family picked it on step 3, not the server's id ('italian').
    expect(within(card).getByText('Italian')).toBeTruthy();
    expect(within(card).getByText('25 min')).toBeTruthy();
    expect(within(card).getByText('$4.50')).toBeTruthy();
    await u.click(within(card).getByRole('button', { name: 'Hide details' }));
    expect(card.querySelector('ol')).toBeNull();
  });

  it('says what a refresh of a stored plan did to its cost (other meals share the packages)', async () => {
    const u = user();
    renderWizard();
    const planned = buildPlan();
    await generate(u, planned);
    const fresh = buildMeal(2, 'lunch', 'Spicy Chickpea Bowl');
    const whole: MealPlan = {
      ...planned,
      totals: { ...planned.totals, total_cost_cents: planned.totals.total_cost_cents + 37 },
      days: planned.days.map((day) => ({
        ...day,
        meals: day.meals.map((meal) => (meal.id === 'd2-lunch' ? fresh : meal)),
      })),
    };
    handler = () =>
      json({
        ...generateBody(
          buildPlan(1, ['lunch'], { days: [{ ...buildPlan(1, ['lunch']).days[0]!, meals: [fresh] }] }),
        ),
        plan: whole,
      });
    await u.click(within(mealCard('Caprese Wrap')).getByRole('button', { name: 'Refresh this meal' }));
    const said = await screen.findByText(/^New meal:/, { selector: '.mp-undo p' });
    expect(said.textContent).toContain(
      `The plan now costs ${formatMoney((planned.totals.total_cost_cents + 37) / 100)} (was ${formatMoney(planned.totals.total_cost_cents / 100)}); each meal's price is its share of what you buy.`,
    );
  });

  it('refreshes one meal: avoids every current meal and replaces only that meal, keeping its selection', async () => {
    const u = user();
    renderWizard();
    await generate(u);
    // Deselect the meal first: the new meal stays deselected.
    await u.click(within(mealCard('Caprese Wrap')).getByRole('checkbox'));
    const replacement = buildPlan(1, ['lunch'], {
      days: [
        {
          ...buildPlan(1, ['lunch']).days[0]!,
          meals: [
            buildMeal(1, 'lunch', 'Spicy Chickpea Bowl', { estimated_cost: 5.1, estimated_cost_cents: 510 }),
          ],
        },
      ],
    });
    let answer: (response: Response) => void = () => undefined;
    handler = () => new Promise<Response>((resolve) => (answer = resolve));
    const refresh = within(mealCard('Caprese Wrap')).getByRole('button', { name: 'Refresh this meal' });
    await u.click(refresh);
    expect(within(mealCard('Caprese Wrap')).getByRole('button', { name: 'Refreshing...' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View Shopping List' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Refreshing Caprese Wrap...')).toBeTruthy();
    await act(async () => answer(json(generateBody(replacement, { ...quota, remaining: 1 }))));

    const card = await screen.findByRole('article', { name: 'Spicy Chickpea Bowl' });
    expect(screen.queryByRole('article', { name: 'Caprese Wrap' })).toBeNull();
    expect(within(card).getByRole<HTMLInputElement>('checkbox').checked).toBe(false);
    expect(screen.getByText('8 meals selected')).toBeTruthy();
    // Everything else is as it was, in place.
    const names = screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'));
    expect(names).toHaveLength(9);
    const day2 = screen.getByRole('region', { name: 'Day 2' });
    expect(
      within(day2)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Berry Toast', 'Spicy Chickpea Bowl', 'Veggie Curry']);
    expect(screen.getByText('New meal: Spicy Chickpea Bowl')).toBeTruthy();
    expect(screen.getByText('1 of 3 free plans left this month')).toBeTruthy();

    const [, refreshBody] = sent('/api/generate-meal-plan-assistant') as [
      unknown,
      { preferences: Record<string, unknown> },
    ];
    expect(refreshBody.preferences).toMatchObject({ days: 1, meal_types: ['lunch'], family_size: 2 });
    expect(refreshBody.preferences.avoid_similar_to).toEqual([
      { name: 'Oat Bowl', type: 'breakfast', day: 1 },
      { name: 'Lentil Soup', type: 'lunch', day: 1 },
      { name: 'Mushroom Risotto', type: 'dinner', day: 1 },
      { name: 'Berry Toast', type: 'breakfast', day: 2 },
      { name: 'Caprese Wrap', type: 'lunch', day: 2 },
      { name: 'Veggie Curry', type: 'dinner', day: 2 },
      { name: 'Veggie Scramble', type: 'breakfast', day: 3 },
      { name: 'Quinoa Salad', type: 'lunch', day: 3 },
      { name: 'Stuffed Peppers', type: 'dinner', day: 3 },
    ]);
    expect(refreshBody.preferences.replace).toEqual({ day: 2, type: 'lunch' });
    // The stored plan is named: the refresh is free (ADR 0020).
    expect(refreshBody.preferences.plan_id).toBe('plan-1');
  });

  it('shows the exact message when a refresh brings no meal back', async () => {
    const u = user();
    renderWizard();
    await generate(u);
    handler = () => json(generateBody(buildPlan(0)));
    await u.click(within(mealCard('Oat Bowl')).getByRole('button', { name: 'Refresh this meal' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to generate a new meal. Please try again.',
    );
    // Shown on the card whose refresh failed, not above the form.
    const alert = within(mealCard('Oat Bowl')).getByRole('alert');
    expect(alert.textContent).toContain('Failed to generate a new meal. Please try again.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await u.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failed refresh on its card with the server message', async () => {
    const u = user();
    renderWizard();
    await generate(u);
    handler = () => json({ success: false, error: 'server', message: 'The planner is busy.' }, 500);
    await u.click(within(mealCard('Veggie Curry')).getByRole('button', { name: 'Refresh this meal' }));
    expect((await within(mealCard('Veggie Curry')).findByRole('alert')).textContent).toContain(
      'The planner is busy.',
    );
    expect(screen.getByText('9 meals selected')).toBeTruthy();
  });

  it('disables View Shopping List with no meal selected', async () => {
    const u = user();
    renderWizard();
    await generate(u, buildPlan(1, ['lunch', 'dinner']));
    const view = screen.getByRole('button', { name: 'View Shopping List' });
    expect(view.hasAttribute('disabled')).toBe(false);
    await u.click(within(mealCard('Lentil Soup')).getByRole('checkbox'));
    expect(screen.getByText('1 meal selected')).toBeTruthy();
    await u.click(within(mealCard('Mushroom Risotto')).getByRole('checkbox'));
    expect(screen.getByText('0 meals selected')).toBeTruthy();
    expect(view.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('prices the selected meals and shows step 5 by aisle; Back to Meal Plan and Create New Plan', async () => {
    const u = user();
    renderWizard();
    await generate(u, buildPlan(1, ['lunch', 'dinner']));
    await u.click(within(mealCard('Mushroom Risotto')).getByRole('checkbox'));
    handler = (url) =>
      url === '/api/grocery-list'
        ? json({
            success: true,
            data: buildList(
              [
                buildItem({
                  id: 'tomato',
                  matched_name: 'Roma Tomatoes',
                  original_ingredient: '2 tomatoes, diced',
                  status: 'on_sale',
                  price: 1.99,
                  regular_price: 2.79,
                }),
                buildItem({
                  id: 'rice',
                  matched_name: 'Long Grain Rice',
                  original_ingredient: '1 cup rice',
                  aisle: 'Grains',
                }),
                buildItem({
                  id: 'text:saffron',
                  matched_name: 'saffron',
                  original_ingredient: 'a pinch of saffron',
                  status: 'not_found',
                  price: null,
                  aisle: 'Spices',
                }),
              ],
              ['Prices at this store are still loading; typical prices were used.'],
            ),
          })
        : json({}, 404);
    await u.click(screen.getByRole('button', { name: 'View Shopping List' }));
    await screen.findByRole('heading', { level: 2, name: /Shopping List/ });
    expect(screen.getByText('Step 5 of 5')).toBeTruthy();

    const [body] = sent('/api/grocery-list') as [
      { meal_plan: Omit<MealPlan, 'days'> & { days: { meals: { selected: boolean }[] }[] } },
    ];
    expect(body.meal_plan.days[0]!.meals.map((meal) => meal.selected)).toEqual([true, false]);
    expect(body.meal_plan.store.location_id).toBe('SV-10001-1');

    expect(screen.getByText('Total Cost')).toBeTruthy();
    expect(screen.getByText('$23.40')).toBeTruthy();
    expect(screen.getByText('You Save')).toBeTruthy();
    expect(screen.getByText('$4.10')).toBeTruthy();
    expect(screen.getByText('On Sale')).toBeTruthy();
    const produce = screen.getByRole('region', { name: /Produce/ });
    expect(within(produce).getByText('Roma Tomatoes')).toBeTruthy();
    expect(within(produce).getByText('ON SALE')).toBeTruthy();
    expect(within(produce).getByText('2 tomatoes, diced')).toBeTruthy();
    expect(within(produce).getByText('$1.99')).toBeTruthy();
    expect(within(produce).getByText(/Sale price/)).toBeTruthy();
    const grains = screen.getByRole('region', { name: /Grains/ });
    expect(within(grains).getByText('Regular price')).toBeTruthy();
    expect(within(grains).queryByText('ON SALE')).toBeNull();
    const spices = screen.getByRole('region', { name: /Spices/ });
    expect(within(spices).getByText('Check store')).toBeTruthy();
    expect(
      screen.getByText('Prices at this store are still loading; typical prices were used.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Recipe & List' })).toBeTruthy();
    // The route's list actions under the list, given the priced list (app/list-actions-pages.test.tsx).
    expect(screen.getByText(/^List actions: Shopping list, Fresh Lane Chelsea, Roma Tomatoes/)).toBeTruthy();

    await u.click(screen.getByRole('button', { name: 'Back to Meal Plan' }));
    expect(await screen.findByText('Step 4 of 5')).toBeTruthy();
    expect(within(mealCard('Mushroom Risotto')).getByRole<HTMLInputElement>('checkbox').checked).toBe(false);
    await u.click(screen.getByRole('button', { name: 'View Shopping List' }));
    await screen.findByText('Step 5 of 5');
    await u.click(screen.getByRole('button', { name: 'Create New Plan' }));
    expect(await screen.findByText('Step 1 of 5')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /This Week/ })).toBeTruthy();
  });

  it("shows 'No grocery list available' for an empty list; Save Recipe & List saves the plan with its selection", async () => {
    const u = user();
    renderWizard();
    await generate(u, buildPlan(2, ['dinner']));
    await u.click(within(mealCard('Veggie Curry')).getByRole('checkbox'));
    handler = () => json({ success: true, data: buildList([]) });
    await u.click(screen.getByRole('button', { name: 'View Shopping List' }));
    expect(await screen.findByText('No grocery list available')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Recipe & List' })).toBeNull();
    expect(screen.queryByText(/^List actions/)).toBeNull();

    await u.click(screen.getByRole('button', { name: 'Back to Meal Plan' }));
    const list = buildList([buildItem({ id: 'rice', matched_name: 'Rice' })]);
    handler = (url) => {
      if (url === '/api/grocery-list') return json({ success: true, data: list });
      if (url === '/api/saved-plans')
        return json(
          {
            success: true,
            // The saved-plan aggregate's answer (ADR 0031).
            data: buildSavedPlan({
              id: '0b6f3f38-4a36-4c61-9a3f-5f3d7f1d2c11',
              name: 'Week of November 16',
              list,
              item_count: 1,
              checked_count: 0,
            }),
          },
          201,
        );
      return json({ success: false, error: 'not_found', message: 'Not found' }, 404);
    };
    await u.click(screen.getByRole('button', { name: 'View Shopping List' }));
    await u.click(await screen.findByRole('button', { name: 'Save Recipe & List' }));
    expect(
      await screen.findByText('"Week of November 16" is in your saved meal plans, with its shopping list.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open your saved list' }).getAttribute('href')).toBe(
      '/app/saved-plans/0b6f3f38-4a36-4c61-9a3f-5f3d7f1d2c11',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Saved' }).disabled).toBe(true);
    const [saved] = sent('/api/saved-plans') as [
      { meal_plan: { days: { meals: { name: string; selected: boolean }[] }[] } },
    ];
    const selection = saved.meal_plan.days.flatMap((d) => d.meals.map((m) => [m.name, m.selected]));
    expect(selection).toEqual([
      ['Mushroom Risotto', true],
      ['Veggie Curry', false],
    ]);
    // The list actions (copy, CSV download) stay beside Save.
    expect(screen.getByText('List actions: Shopping list, Fresh Lane Chelsea, Rice')).toBeTruthy();
  });

  it('keeps the cache true: Generate puts the new quota where the dashboard reads it; Save makes the saved plans and savings stale', async () => {
    const u = user();
    renderWizard();
    // What the dashboard had read before: 3 free plans left, no saved plan, no savings.
    client.setQueryData(queryKeys.mealPlans.quota, { ...quota, used: 0, remaining: 3 });
    client.setQueryData(queryKeys.savedPlans.list, { data: [], offline: false });
    client.setQueryData(queryKeys.savings.all, { total_savings_cents: 0 });
    await generate(u, buildPlan(1, ['dinner']));
    expect(client.getQueryData(queryKeys.mealPlans.quota)).toEqual(quota);
    expect(client.getQueryState(queryKeys.savedPlans.list)?.isInvalidated).toBe(false);

    const list = buildList([buildItem({ id: 'rice', matched_name: 'Rice' })]);
    handler = (url) => {
      if (url === '/api/grocery-list') return json({ success: true, data: list });
      if (url === '/api/saved-plans')
        return json({ success: true, data: buildSavedPlan({ list, item_count: 1, checked_count: 0 }) }, 201);
      return json({ success: false, error: 'not_found', message: 'Not found' }, 404);
    };
    await u.click(screen.getByRole('button', { name: 'View Shopping List' }));
    await u.click(await screen.findByRole('button', { name: 'Save Recipe & List' }));
    await screen.findByRole('button', { name: 'Saved' });
    await waitFor(() => {
      expect(client.getQueryState(queryKeys.savedPlans.list)?.isInvalidated).toBe(true);
      expect(client.getQueryState(queryKeys.savings.all)?.isInvalidated).toBe(true);
    });
  });

  it('asks the server for the quota again when a plan is refused', async () => {
    const u = user();
    renderWizard();
    client.setQueryData(queryKeys.mealPlans.quota, { ...quota, used: 2, remaining: 1 });
    handler = () =>
      json(
        {
          success: false,
          error: 'quota_exceeded',
          message: 'You have used your 3 free meal plans this month.',
        },
        403,
      );
    await goToStep3(u);
    await u.click(screen.getByRole('button', { name: 'Generate Meal Plan' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You have used your 3 free meal plans');
    expect(client.getQueryState(queryKeys.mealPlans.quota)?.isInvalidated).toBe(true);
  });

  it('shows a pricing error above the form and stays on step 4', async () => {
    const u = user();
    renderWizard();
    await generate(u, buildPlan(1, ['dinner']));
    handler = () => json({ success: false, error: 'server', message: 'Prices are unavailable.' }, 500);
    await u.click(screen.getByRole('button', { name: 'View Shopping List' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Prices are unavailable.');
    expect(screen.getByText('Step 4 of 5')).toBeTruthy();
  });

  it("shows 'No Meal Plan Data' for an empty plan, with Back to Preferences to step 3", async () => {
    const u = user();
    renderWizard();
    await generate(u, buildPlan(0));
    expect(screen.getByText('No Meal Plan Data')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Back to Preferences' }));
    expect(screen.getByText('Step 3 of 5')).toBeTruthy();
  });

  it('Back to step 3 and Next with nothing changed shows the plan again; a changed choice makes a new one', async () => {
    // A walk-through's Back, Next spent two free plans on the same week without a word.
    const u = user();
    renderWizard();
    await generate(u);
    const generated = () => sent('/api/generate-meal-plan-assistant').length;
    expect(generated()).toBe(1);
    await u.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Step 3 of 5')).toBeTruthy();
    expect(
      screen.getByText(
        'Your plan for these choices is ready: Next shows it again. Generate Meal Plan makes a new one.',
      ),
    ).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 4 of 5')).toBeTruthy();
    expect(generated()).toBe(1);

    // Another budget: Next plans for it.
    await u.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Step 3 of 5');
    const budget = screen.getByLabelText('Budget per plan (dollars)');
    await u.clear(budget);
    await u.type(budget, '90');
    expect(screen.queryByText(/Your plan for these choices is ready/)).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(generated()).toBe(2));
    expect(sent('/api/generate-meal-plan-assistant')[1]).toMatchObject({
      preferences: { budget_limit: 90 },
    });
  });

  it('Generate again with the same choices, within the plan’s free hour, makes another plan in its place', async () => {
    // A walk-through's family pressed Generate again with the same choices and spent their last
    // free plan on the same ten recipes moved to other days.
    const u = user();
    // The form's choices as they are (the plan's preferences match them), made 10 minutes ago.
    const first = buildPlan(undefined, undefined, {
      created_at: new Date(Date.now() - 10 * 60_000).toISOString(),
    });
    renderWizard();
    await generate(u, first);
    await u.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Step 3 of 5')).toBeTruthy();
    expect(
      screen.getByText(
        /^Your plan for these choices is ready: Next shows it again\. Generate Meal Plan makes another in its place, free until \d{1,2}:\d\d (AM|PM)\.$/,
      ),
    ).toBeTruthy();
    const shuffled = {
      ...first,
      days: first.days.map((day) => ({
        ...day,
        meals: day.meals.map((meal) => ({ ...meal, name: `Shuffled ${meal.name}` })),
      })),
    };
    handler = (url) =>
      url === '/api/meal-plans/plan-1/shuffle' ? json(generateBody(shuffled, quota)) : notFound();
    await u.click(screen.getByRole('button', { name: 'Generate Meal Plan' }));
    expect((await screen.findAllByRole('article', { name: /^Shuffled / })).length).toBeGreaterThan(0);
    // The plan's place, not a new plan: no second generation, and Undo as after a shuffle.
    expect(sent('/api/generate-meal-plan-assistant')).toHaveLength(1);
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/meal-plans/plan-1/shuffle');
    expect(call?.[1]?.method).toBe('POST');
    // Announced, and shown beside Undo shuffle.
    expect(screen.getAllByText('Here is another plan with the same preferences.')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Undo shuffle' })).toBeTruthy();
  });

  it('Edit Preferences returns to step 3', async () => {
    const u = user();
    const router = renderWizard();
    await generate(u);
    await u.click(screen.getByRole('button', { name: 'Edit Preferences' }));
    expect(screen.getByText('Step 3 of 5')).toBeTruthy();
    // The step is in the address: Back returns to the plan's step, Forward to step 3.
    await waitFor(() => expect(router.state.location.search).toBe('?step=3'));
    await act(async () => router.navigate(-1));
    expect(await screen.findByText('Step 4 of 5')).toBeTruthy();
    await act(async () => router.navigate(1));
    expect(await screen.findByText('Step 3 of 5')).toBeTruthy();
    expect(screen.getByText('Step 3 of 5')).toBeTruthy();
  });

  it('offers the closest plan of an infeasible request, with the minimum budget', async () => {
    const u = user();
    // As the server answers: the closest plan meets the request's preferences but for the budget.
    handler = (_url, body) =>
      json(
        {
          success: false,
          error: 'infeasible',
          message: 'No plan fits a $75.00 budget for 9 meals.',
          details: {
            reason: 'budget_too_low',
            minimum_budget: 88.4,
            minimum_cooking_time: null,
            nearest_plan: {
              ...buildPlan(1, ['dinner']),
              preferences: {
                ...(body as { preferences: MealPlan['preferences'] }).preferences,
                budget_limit: 88.4,
              },
            },
          },
        },
        422,
      );
    renderWizard();
    await goToStep3(u);
    await u.click(screen.getByRole('button', { name: 'Generate Meal Plan' }));
    const alert = await findAnswer();
    expect(alert.textContent).toContain('No plan fits a $75.00 budget for 9 meals.');
    expect(alert.textContent).toContain('A budget of at least $88.40 would work.');
    // An answer about the choices, not a failure; and the budget that works, one press away.
    expect(alert.textContent).toContain('No plan fits all your choices');
    expect(alert.textContent).not.toMatch(/^Error/);
    // The budget that works, and the plan with it, in one press: the button says it plans (a
    // walk-through's family was left on the form to press Generate again).
    await u.click(screen.getByRole('button', { name: 'Plan with a $88.40 budget' }));
    const budget = screen.getByLabelText<HTMLInputElement>('Budget per plan (dollars)');
    expect(budget.value).toBe('88.40');
    await waitFor(() => expect(sent('/api/generate-meal-plan-assistant')).toHaveLength(2));
    expect(sent('/api/generate-meal-plan-assistant')[1]).toMatchObject({
      preferences: { budget_limit: 88.4 },
    });
    await findAnswer();
    await u.click(screen.getByRole('button', { name: 'Show the closest plan' }));
    expect(await screen.findByText('Step 4 of 5')).toBeTruthy();
    expect(screen.getByText('The closest plan we could find')).toBeTruthy();
    // Planned to the budget it needs, said beside what the family set.
    expect(
      screen.getByText('It is planned to a $88.40 budget, the cheapest plan we found for your choices', {
        exact: false,
      }),
    ).toBeTruthy();
    expect(mealCard('Mushroom Risotto')).toBeTruthy();
    expect(screen.queryByText(ANSWER_TITLE)).toBeNull();
    // Edit Preferences, then Next with nothing changed: the closest plan again, not a new one.
    const generated = sent('/api/generate-meal-plan-assistant').length;
    await u.click(screen.getByRole('button', { name: 'Edit Preferences' }));
    expect(screen.getByText('Step 3 of 5')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 4 of 5')).toBeTruthy();
    expect(mealCard('Mushroom Risotto')).toBeTruthy();
    expect(sent('/api/generate-meal-plan-assistant')).toHaveLength(generated);
  });

  it('offers first the budget that keeps the chosen cuisines when the cheapest plan leaves them', async () => {
    const u = user();
    handler = () =>
      json(
        {
          success: false,
          error: 'infeasible',
          message: 'No 3-day plan with your choices fits a $15.00 budget at this store’s prices.',
          details: {
            reason: 'budget_too_low',
            minimum_budget: 15.47,
            cuisine_budget: 26.94,
            minimum_cooking_time: null,
            nearest_plan: null,
          },
        },
        422,
      );
    renderWizard();
    await goToStep3(u);
    await u.click(screen.getByRole('button', { name: 'Generate Meal Plan' }));
    const alert = await findAnswer();
    expect(alert.textContent).toContain(
      'A budget of at least $15.47 would work with other cuisines; $26.94 keeps your cuisines.',
    );
    expect(screen.getByRole('button', { name: 'Plan with a $15.47 budget (other cuisines)' })).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Plan with a $26.94 budget (your cuisines)' }));
    expect(screen.getByLabelText<HTMLInputElement>('Budget per plan (dollars)').value).toBe('26.94');
    await waitFor(() =>
      expect(sent('/api/generate-meal-plan-assistant')[1]).toMatchObject({
        preferences: { budget_limit: 26.94 },
      }),
    );
  });

  it('offers the budget that gives the suggested plan its portions and sides, and plans with it', async () => {
    // A walk-through's answer said "Full portions and sides would bring it to $40.72" with no way
    // to plan with it; the $32.31 plan had 403 kcal meals against 600.
    const u = user();
    handler = () =>
      json(
        {
          success: false,
          error: 'infeasible',
          message: 'No 3-day plan with your choices fits a $20.00 budget at this store’s prices.',
          details: {
            reason: 'budget_too_low',
            minimum_budget: 32.31,
            full_portions_budget: 40.72,
            minimum_cooking_time: null,
            nearest_plan: null,
          },
        },
        422,
      );
    renderWizard();
    await goToStep3(u);
    await u.click(screen.getByRole('button', { name: 'Generate Meal Plan' }));
    await findAnswer();
    expect(screen.getByRole('button', { name: 'Plan with a $32.31 budget' })).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Plan with a $40.72 budget (full portions)' }));
    expect(screen.getByLabelText<HTMLInputElement>('Budget per plan (dollars)').value).toBe('40.72');
    await waitFor(() =>
      expect(sent('/api/generate-meal-plan-assistant')[1]).toMatchObject({
        preferences: { budget_limit: 40.72 },
      }),
    );
  });

  it('does not say a budget twice when the answer already says it', async () => {
    const u = user();
    const message =
      "No 3-day plan with your choices fits a $5.00 budget at this store's prices. The cheapest possible plan costs $14.23, and none of its 3 meals is Thai. Keeping to Thai meals costs at least $22.49.";
    handler = () =>
      json(
        {
          success: false,
          error: 'infeasible',
          message,
          details: {
            reason: 'budget_too_low',
            minimum_budget: 14.23,
            cuisine_budget: 22.49,
            minimum_cooking_time: null,
            nearest_plan: null,
          },
        },
        422,
      );
    renderWizard();
    await goToStep3(u);
    await u.click(screen.getByRole('button', { name: 'Generate Meal Plan' }));
    const alert = await findAnswer();
    expect(alert.textContent).toContain(message);
    expect(alert.textContent).not.toContain('A budget of at least');
    // Said once in the answer's words (its choices, buttons in its box, name it again).
    const words = [...alert.querySelectorAll('p')]
      .filter((p) => !p.querySelector('button, a'))
      .map((p) => p.textContent)
      .join(' ');
    expect(words.split('$14.23').length - 1).toBe(1);
    expect(screen.getByRole('button', { name: 'Plan with a $22.49 budget (your cuisines)' })).toBeTruthy();
  });

  it('links to /pricing when the free plans of the month are used up', async () => {
    const u = user();
    handler = () =>
      json(
        {
          success: false,
          error: 'quota_exceeded',
          message: 'You have used your 3 free meal plans this month.',
        },
        403,
      );
    renderWizard();
    await goToStep3(u);
    await u.click(screen.getByRole('button', { name: 'Generate Meal Plan' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You have used your 3 free meal plans this month.',
    );
    expect(screen.getByRole('link', { name: /See plans/ }).getAttribute('href')).toBe('/pricing');
  });

  it('builds the plan around a favoured deal, which the member can drop', async () => {
    const u = user();
    handler = (url) =>
      url.startsWith('/api/meal-plans/favor/chicken')
        ? json({
            success: true,
            product: { id: 'chicken', name: 'Chicken Thighs, 2 lb', brand: 'Sunrise Farms' },
            excluded_by: ['Vegetarian', 'Vegan'],
          })
        : json(generateBody(buildPlan(), { used: 9, limit: null, remaining: null, resets_at: 'x' }));
    renderWizard({ favorProductId: 'chicken' });
    // The deal by its name, never its product id (issue #16).
    await waitFor(() =>
      expect(screen.getByText(/We'll build the plan around the deal you picked/).textContent).toContain(
        'Chicken Thighs, 2 lb',
      ),
    );
    expect(screen.getByText(/We'll build the plan around the deal you picked/).textContent).not.toContain(
      '(product',
    );
    await goToStep3(u);
    // Vegetarian is ticked and excludes the chicken: the wizard asks before planning.
    await u.click(screen.getByRole('button', { name: 'Generate Meal Plan' }));
    const question = screen.getByRole('alertdialog', { name: /Chicken Thighs, 2 lb doesn't fit Vegetarian/ });
    expect(sent('/api/generate-meal-plan-assistant')).toHaveLength(0);
    await u.click(within(question).getByRole('button', { name: 'Untick Vegetarian and generate' }));
    await screen.findByText('Step 4 of 5');
    expect(sent('/api/generate-meal-plan-assistant')[0]).toMatchObject({
      preferences: { favor_product_ids: ['chicken'], dietary_restrictions: ['Gluten-Free'] },
    });
    await u.click(screen.getByRole('button', { name: 'Edit Preferences' }));
    await u.click(screen.getByRole('button', { name: 'Previous' }));
    await u.click(screen.getByRole('button', { name: 'Previous' }));
    await u.click(screen.getByRole('button', { name: "Don't use this deal" }));
    expect(screen.queryByText(/We'll build the plan around/)).toBeNull();
  });

  it('without a diet that excludes the deal, generates at once around it', async () => {
    const u = user();
    handler = (url) =>
      url.startsWith('/api/meal-plans/favor/chicken')
        ? json({ success: true, product: { id: 'chicken', name: 'Chicken', brand: 'X' }, excluded_by: [] })
        : json(generateBody(buildPlan(), { used: 9, limit: null, remaining: null, resets_at: 'x' }));
    renderWizard({ favorProductId: 'chicken' });
    await goToStep3(u);
    await u.click(screen.getByRole('button', { name: 'Generate Meal Plan' }));
    await screen.findByText('Step 4 of 5');
    expect(sent('/api/generate-meal-plan-assistant')[0]).toMatchObject({
      preferences: { favor_product_ids: ['chicken'] },
    });
    // Unlimited plans: no quota line.
    expect(screen.queryByText(/free plans? left this month/)).toBeNull();

    await u.click(screen.getByRole('button', { name: 'Edit Preferences' }));
    await u.click(screen.getByRole('button', { name: 'Previous' }));
    await u.click(screen.getByRole('button', { name: 'Previous' }));
    await u.click(screen.getByRole('button', { name: "Don't use this deal" }));
    expect(screen.queryByText(/We'll build the plan around/)).toBeNull();
  });

  describe('on a phone', () => {
    beforeEach(() => {
      vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    });

    it('uses the bottom step bar with the enable rules', async () => {
      const u = user();
      renderWizard();
      const bar = screen.getByRole('navigation', { name: 'Wizard navigation' });
      expect(bar.className).toBe('mp-stepbar');
      const back = within(bar).getByRole('button', { name: 'Back' });
      const next = within(bar).getByRole('button', { name: 'Next' });
      expect(back.hasAttribute('disabled')).toBe(true);
      expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
      await u.click(next);
      expect(back.hasAttribute('disabled')).toBe(false);
      for (const name of ['Breakfast', 'Lunch', 'Dinner']) {
        await u.click(screen.getByRole('checkbox', { name: new RegExp(name) }));
      }
      expect(screen.getByText('Choose at least one meal to continue.')).toBeTruthy();
      expect(next.hasAttribute('disabled')).toBe(true);
      await u.click(screen.getByRole('checkbox', { name: /Dinner/ }));
      expect(next.hasAttribute('disabled')).toBe(false);
      await u.click(next);
      expect(screen.getByText('Step 3 of 5')).toBeTruthy();

      // Next on step 3 generates; on step 4 it prices the list.
      handler = (url) =>
        url === '/api/generate-meal-plan-assistant'
          ? json(generateBody(buildPlan(3, ['dinner'])))
          : json({ success: true, data: buildList([buildItem({ id: 'rice', matched_name: 'Rice' })]) });
      await u.click(within(bar).getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('Step 4 of 5')).toBeTruthy();
      // A phone starts on day 1; the family asks for every day.
      const days = screen.getByRole('navigation', { name: 'Jump to a day' });
      expect(within(days).getByRole('button', { name: 'Day 1' }).getAttribute('aria-pressed')).toBe('true');
      await u.click(within(days).getByRole('button', { name: 'All days' }));
      await u.click(within(bar).getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('Step 5 of 5')).toBeTruthy();
      // Step 5: the bottom bar carries Save and Back to the plan (issue #16), no Next.
      expect(screen.queryByRole('navigation', { name: 'Wizard navigation' })).toBeNull();
      const listBar = screen.getByRole('navigation', { name: 'Shopping list actions' });
      expect(within(listBar).getByRole('button', { name: 'Save Recipe & List' })).toBeTruthy();
      expect(within(listBar).queryByRole('button', { name: 'Next' })).toBeNull();
      await u.click(within(listBar).getByRole('button', { name: 'Back to Meal Plan' }));
      await waitFor(() => expect(screen.getByText('Step 4 of 5')).toBeTruthy());
      // Back from the list: still every day (it went back to "Day 1" on a walk-through).
      const again = screen.getByRole('navigation', { name: 'Jump to a day' });
      expect(within(again).getByRole('button', { name: 'All days' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      expect(screen.getAllByRole('region', { name: /^Day \d$/ })).toHaveLength(3);
    });
  });
});

describe('sides, calories, warnings and Shuffle (issue #13)', () => {
  const withSides = () => {
    const plan = buildPlan(2, ['dinner'], {
      warnings: ['Only 1 Thai dinner fits 30 minutes; 1 dinner is from other cuisines.'],
    });
    const day1 = plan.days[0]!;
    const risotto = buildMeal(1, 'dinner', 'Mushroom Risotto', {
      calories: 610,
      portion: 1.25,
      sides: [
        {
          food_id: 'green-salad',
          name: 'Green salad',
          text: '2 cups mixed greens',
          calories: 45,
          estimated_cost: 1.2,
          estimated_cost_cents: 120,
        },
        {
          food_id: 'bread',
          name: 'Whole-wheat toast',
          text: '2 slices whole-wheat toast',
          calories: 140,
          estimated_cost: 0.6,
          estimated_cost_cents: 60,
          method: 'Toast the bread just before serving.',
        },
      ],
    });
    return {
      ...plan,
      days: [
        { ...day1, meals: [risotto], calories: 610 },
        { ...plan.days[1]!, calories: 980 },
      ],
    };
  };

  it('shows sides on the card and with amounts in the details, and calories per person', async () => {
    const u = user();
    renderWizard();
    await generate(u, withSides());
    const card = mealCard('Mushroom Risotto');
    expect(within(card).getByText('Green salad, Whole-wheat toast')).toBeTruthy();
    expect(within(card).getByText(/610 kcal/).textContent).toBe('610 kcal per person');
    await u.click(within(card).getByRole('button', { name: /Show details/ }));
    const sides = within(card).getByRole('list', { name: 'Sides' });
    expect(
      within(sides)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '2 cups mixed greens (45 kcal per person · $1.20)',
      // How to make it, under the amount, when the side is made (not for the greens here).
      '2 slices whole-wheat toast (140 kcal per person · $0.60)Toast the bread just before serving.',
    ]);
    // A meal without sides says nothing about them.
    await u.click(within(mealCard('Veggie Curry')).getByRole('button', { name: /Show details/ }));
    expect(within(mealCard('Veggie Curry')).queryByRole('list', { name: 'Sides' })).toBeNull();
  });

  it("charts each day's calories per person from the meals' calories, and shows the warnings above the plan", async () => {
    const u = user();
    renderWizard();
    await generate(u, withSides());
    const table = screen.getByRole('table', { name: 'Nutrition per person, by day' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      '610 kcal (target 600)',
      '980 kcal (target 600)',
    ]);
    const notes = screen.getByRole('region', { name: 'Notes on this plan' });
    expect(notes.textContent).toContain('Only 1 Thai dinner fits 30 minutes');
    // Above the plan: the notes come before the first day.
    const day1 = screen.getByRole('region', { name: 'Day 1' });
    expect(notes.compareDocumentPosition(day1) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('Shuffle asks for another plan of the same preferences and shows it, with the quota', async () => {
    const u = user();
    const now = Date.now();
    const first = buildPlan(2, ['dinner'], { created_at: new Date(now - 10 * 60_000).toISOString() });
    renderWizard();
    await generate(u, first);
    const button = screen.getByRole('button', { name: /^Shuffle/ });
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toMatch(
      /^Shuffling is free until \d{1,2}:\d\d (AM|PM); after that it uses one of your free plans\.$/,
    );
    const shuffled = buildPlan(2, ['dinner'], {
      created_at: first.created_at,
      days: buildPlan(2, ['dinner']).days.map((day) => ({
        ...day,
        meals: [buildMeal(day.day, 'dinner', `Shuffled Dinner ${day.day}`)],
      })),
    });
    let answer: (response: Response) => void = () => undefined;
    handler = (url) =>
      url === '/api/meal-plans/plan-1/shuffle'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : json({}, 404);
    button.focus();
    await u.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /^Shuffling/ })).toBeTruthy();
    expect(screen.getByText('Shuffling: finding another plan with the same preferences...')).toBeTruthy();
    // Nothing else may start meanwhile.
    await u.click(within(mealCard('Mushroom Risotto')).getByRole('button', { name: 'Refresh this meal' }));
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('generate'))).toHaveLength(1);
    await act(async () => answer(json(generateBody(shuffled, quota))));
    expect(await screen.findByRole('article', { name: 'Shuffled Dinner 1' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Mushroom Risotto' })).toBeNull();
    expect(screen.getByText('2 meals selected')).toBeTruthy();
    // Announced, and shown beside Undo shuffle.
    expect(screen.getAllByText('Here is another plan with the same preferences.')).toHaveLength(2);
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/meal-plans/plan-1/shuffle');
    expect(call?.[1]?.method).toBe('POST');

    // Undo shuffle: the server puts the plan before the shuffle back (the same plan id, its free hour).
    handler = (url) =>
      url === '/api/meal-plans/plan-1/undo-refresh' ? json(generateBody(first, quota)) : json({}, 404);
    await u.click(screen.getByRole('button', { name: 'Undo shuffle' }));
    expect(await screen.findByRole('article', { name: 'Mushroom Risotto' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Shuffled Dinner 1' })).toBeNull();
    expect(screen.getByText('Your plan from before the shuffle is back.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo shuffle' })).toBeNull();
    const undo = fetchMock.mock.calls.find(([url]) => String(url) === '/api/meal-plans/plan-1/undo-refresh');
    expect(undo?.[1]?.method).toBe('POST');
  });

  it('says beside Undo shuffle when the shuffled plan has meals short of the calories', async () => {
    const u = user();
    const first = buildPlan(2, ['dinner'], { created_at: new Date(Date.now() - 10 * 60_000).toISOString() });
    renderWizard();
    await generate(u, first);
    const shuffled = buildPlan(2, ['dinner'], {
      created_at: first.created_at,
      days: first.days.map((day) => ({
        ...day,
        meals: [
          {
            ...buildMeal(day.day, 'dinner', `Small Dinner ${day.day}`),
            calorie_miss: { target: 600, direction: 'under' as const, because: 'budget' as const },
          },
        ],
      })),
    });
    handler = (url) =>
      url === '/api/meal-plans/plan-1/shuffle' ? json(generateBody(shuffled, quota)) : notFound();
    await u.click(screen.getByRole('button', { name: /^Shuffle/ }));
    await screen.findByRole('article', { name: 'Small Dinner 1' });
    // Seen, not only announced: a family sees the trade and the way back.
    const said =
      'Here is another plan with the same preferences. 2 of its meals are short of your calories (the plan before: 0): Undo shuffle brings that plan back.';
    expect(document.querySelector('.mp-shuffle__done')?.textContent).toBe(said);
    expect(screen.getByRole('button', { name: 'Undo shuffle' })).toBeTruthy();
  });

  it('after a shuffle the budget refuses, "Plan with a $X budget" plans with it and shows the new plan', async () => {
    const u = user();
    renderWizard();
    await generate(u, buildPlan(2, ['dinner']));
    handler = () =>
      json(
        {
          success: false,
          error: 'infeasible',
          message: 'No other plan fits a $75.00 budget.',
          details: {
            reason: 'budget_too_low',
            minimum_budget: 81.5,
            minimum_cooking_time: null,
            nearest_plan: null,
          },
        },
        422,
      );
    await u.click(screen.getByRole('button', { name: /^Shuffle/ }));
    await findAnswer();
    const generated = sent('/api/generate-meal-plan-assistant').length;
    const next = buildPlan(2, ['dinner'], {
      days: buildPlan(2, ['dinner']).days.map((day) => ({
        ...day,
        meals: [buildMeal(day.day, 'dinner', `Budget Dinner ${day.day}`)],
      })),
    });
    handler = () => json(generateBody(next));
    await u.click(screen.getByRole('button', { name: 'Plan with a $81.50 budget' }));
    expect(await screen.findByRole('article', { name: 'Budget Dinner 1' })).toBeTruthy();
    expect(screen.getByText('Step 4 of 5')).toBeTruthy();
    expect(sent('/api/generate-meal-plan-assistant')).toHaveLength(generated + 1);
    expect(sent('/api/generate-meal-plan-assistant').at(-1)).toMatchObject({
      preferences: { budget_limit: 81.5 },
    });
    expect(screen.queryByText(ANSWER_TITLE)).toBeNull();
    // The form keeps the budget the plan was made with (Edit Preferences shows it).
    await u.click(screen.getByRole('button', { name: 'Edit Preferences' }));
    expect(screen.getByLabelText<HTMLInputElement>('Budget per plan (dollars)').value).toBe('81.50');
  });

  it('says what a shuffle costs after the free hour, and offers none for the closest plan (no id)', async () => {
    const u = user();
    const old = buildPlan(1, ['dinner'], { created_at: new Date(Date.now() - 2 * 3_600_000).toISOString() });
    renderWizard();
    await generate(u, old);
    expect(screen.getByText('Shuffling now uses one of your free plans (2 left).')).toBeTruthy();
    handler = () => json({ success: false, error: 'quota_exceeded', message: 'No plans left.' }, 403);
    await u.click(screen.getByRole('button', { name: /^Shuffle/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('No plans left.');
    expect(screen.getByRole('article', { name: 'Mushroom Risotto' })).toBeTruthy();
  });

  it("shows a free member the closest plan's cost and meals when no plan fits", async () => {
    const u = user();
    handler = () =>
      json(
        {
          success: false,
          error: 'infeasible',
          message: 'No plan fits a $5.00 budget for 9 meals.',
          details: {
            reason: 'budget_too_low',
            minimum_budget: 41,
            minimum_cooking_time: null,
            nearest_plan: null,
            nearest_plan_summary: {
              total_cost: 40.12,
              total_cost_cents: 4012,
              meals: [
                { day: 1, type: 'lunch', name: 'Lentil Salad' },
                { day: 1, type: 'dinner', name: 'Bean Chili' },
                { day: 2, type: 'dinner', name: 'Veggie Curry' },
              ],
            },
          },
        },
        422,
      );
    renderWizard();
    await goToStep3(u);
    await u.click(screen.getByRole('button', { name: 'Generate Meal Plan' }));
    const answer = await findAnswer();
    const closest = screen.getByRole('region', { name: 'The closest plan would cost $40.12' });
    expect(
      within(closest)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Day 1 — Lunch: Lentil Salad; Dinner: Bean Chili', 'Day 2 — Dinner: Veggie Curry']);
    expect(screen.queryByRole('button', { name: 'Show the closest plan' })).toBeNull();
    // The closest plan and the answer's choices are in the answer's box, not below it.
    expect(answer.contains(closest)).toBe(true);
    expect(within(answer).getByRole('button', { name: 'Plan with a $41.00 budget' })).toBeTruthy();
  });

  describe('reloads, preferences and Undo (issue #16)', () => {
    afterEach(() => window.sessionStorage.clear());

    it('after a reload at ?step=4 with nothing in the tab, shows the latest plan from the server at step 4; Back goes to step 3', async () => {
      const plan = buildPlan();
      handler = (url) =>
        url === '/api/meal-plans/latest'
          ? json(latestBody(plan))
          : json({ success: false, error: 'not_found', message: 'Not found' }, 404);
      const router = renderWizard({ userId: 7 }, '/meal-planner?step=4');
      expect(await screen.findByText('Step 4 of 5')).toBeTruthy();
      expect(screen.getByText('9 meals selected')).toBeTruthy();
      await user().click(screen.getByRole('button', { name: 'Previous' }));
      expect(await screen.findByText('Step 3 of 5')).toBeTruthy();
      await waitFor(() => expect(router.state.location.search).toBe('?step=3'));
    });

    it('a reload at ?step=4 restores the plan in the same history entry: Back then goes to step 3, not step 1', async () => {
      const plan = buildPlan();
      handler = (url) =>
        url === '/api/meal-plans/latest'
          ? json(latestBody(plan))
          : json({ success: false, error: 'not_found', message: 'Not found' }, 404);
      // The tab's history before the reload: step 3, then step 4 (the reloaded entry).
      const router = renderWizard({ userId: 7 }, ['/meal-planner?step=3', '/meal-planner?step=4']);
      const seen: string[] = [];
      router.subscribe((state) => seen.push(state.location.search));
      expect(await screen.findByText('Step 4 of 5')).toBeTruthy();
      expect(screen.getByText('9 meals selected')).toBeTruthy();
      // Correcting the address to step 1 while the plan loaded replaced the step-4 entry, and the
      // restored step 4 was pushed after it: Back then went to step 1.
      expect(seen).not.toContain('?step=1');
      await act(() => router.navigate(-1));
      expect(await screen.findByText('Step 3 of 5')).toBeTruthy();
      expect(router.state.location.search).toBe('?step=3');
    });

    it('a new tab at ?step=5 of a plan saved as it is shows its list again, saved, with the meals it kept: no second Save', async () => {
      const plan = buildPlan();
      const meals = plan.days.flatMap((d) => d.meals.map((m) => m.id));
      const list = buildList([buildItem({ id: 'rice', matched_name: 'Rice' })]);
      handler = (url) => {
        if (url === '/api/meal-plans/latest')
          return json(
            latestBody(plan, {
              saved_plan: { id: 'a1b2', name: 'Week of December 7', meal_ids: meals.slice(1) },
            }),
          );
        if (url === '/api/grocery-list') return json({ success: true, data: list });
        return json({ success: false, error: 'not_found', message: 'Not found' }, 404);
      };
      const u = user();
      renderWizard({ userId: 7 }, '/meal-planner?step=5');
      // A walk-through's reload of its shopping list (a phone's discarded tab) landed on step 4.
      expect(await screen.findByText('Step 5 of 5')).toBeTruthy();
      expect(
        screen.getByText('"Week of December 7" is in your saved meal plans, with its shopping list.'),
      ).toBeTruthy();
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Saved' }).disabled).toBe(true);
      expect(screen.queryByRole('button', { name: 'Save Recipe & List' })).toBeNull();
      // The list priced is the saved plan's: the meal it left off is off the list.
      const [request] = sent('/api/grocery-list') as ListRequest[];
      const selected = request!.meal_plan.days.flatMap((d) =>
        d.meals.filter((m) => m.selected).map((m) => m.id),
      );
      expect(selected).toEqual(meals.slice(1));
      // Step 4 says it is saved too, with the way to the saved list.
      await u.click(screen.getByRole('button', { name: 'Back to Meal Plan' }));
      expect(screen.getByText('8 meals selected')).toBeTruthy();
      expect(screen.getByText(/^Saved as “Week of December 7”\./)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Open your saved list' }).getAttribute('href')).toBe(
        '/app/saved-plans/a1b2',
      );
      expect(sent('/api/saved-plans')).toEqual([]);
    });

    it('a new tab at ?step=5 of a plan refreshed since its save shows its whole list and offers Save Recipe & List again', async () => {
      const plan = buildPlan();
      const list = buildList([buildItem({ id: 'rice', matched_name: 'Rice' })]);
      handler = (url) => {
        if (url === '/api/meal-plans/latest')
          return json(latestBody(plan, { saved: true, saved_plan: null }));
        if (url === '/api/grocery-list') return json({ success: true, data: list });
        return json({ success: false, error: 'not_found', message: 'Not found' }, 404);
      };
      renderWizard({ userId: 7 }, '/meal-planner?step=5');
      expect(await screen.findByText('Step 5 of 5')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Save Recipe & List' })).toBeTruthy();
      expect(screen.queryByText(/^Saved as/)).toBeNull();
      const [request] = sent('/api/grocery-list') as ListRequest[];
      expect(request!.meal_plan.days.flatMap((d) => d.meals).every((m) => m.selected)).toBe(true);
    });

    it('a new tab at ?step=5 whose list cannot be priced shows the plan at step 4', async () => {
      const plan = buildPlan();
      handler = (url) => {
        if (url === '/api/meal-plans/latest') return json(latestBody(plan));
        if (url === '/api/grocery-list')
          return json({ success: false, error: 'internal_error', message: 'Something went wrong' }, 500);
        return json({ success: false, error: 'not_found', message: 'Not found' }, 404);
      };
      const router = renderWizard({ userId: 7 }, '/meal-planner?step=5');
      expect(await screen.findByText('Step 4 of 5')).toBeTruthy();
      expect(screen.getByText('9 meals selected')).toBeTruthy();
      expect(sent('/api/grocery-list')).toHaveLength(1);
      await waitFor(() => expect(router.state.location.search).toBe('?step=4'));
    });

    it('step 1 in a new tab offers the last plan when it is recent and not saved; opening it shows step 4', async () => {
      const plan = buildPlan();
      handler = (url) =>
        url === '/api/meal-plans/latest'
          ? json(latestBody(plan))
          : json({ success: false, error: 'not_found', message: 'Not found' }, 404);
      const router = renderWizard({ userId: 7 });
      const note = await screen.findByText(
        `Your plan from today is not saved yet: 9 meals, ${formatMoney(plan.totals.total_cost)}.`,
      );
      expect(screen.getByText('Step 1 of 5')).toBeTruthy();
      const offer = note.closest<HTMLElement>('[role="note"]')!;
      await user().click(within(offer).getByRole('button', { name: 'Open that plan' }));
      expect(await screen.findByText('Step 4 of 5')).toBeTruthy();
      expect(screen.getByText('9 meals selected')).toBeTruthy();
      await waitFor(() => expect(router.state.location.search).toBe('?step=4'));
      // No second plan was asked for: the offer costs nothing.
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/generate-meal-plan-assistant')).toBe(
        false,
      );
    });

    it('step 3 says a new plan takes the place of the unsaved one, and opens that one instead', async () => {
      // A walk-through's family went on from step 1 to Generate and lost an unsaved plan unwarned.
      const plan = buildPlan();
      handler = (url) =>
        url === '/api/meal-plans/latest'
          ? json(latestBody(plan))
          : json({ success: false, error: 'not_found', message: 'Not found' }, 404);
      const u = user();
      renderWizard({ userId: 7 });
      await screen.findByRole('button', { name: 'Open that plan' });
      await goToStep3(u);
      const line = screen.getByText(
        `Your plan from today (9 meals, ${formatMoney(plan.totals.total_cost)}) is not saved: a new plan takes its place.`,
      );
      const beside = line.closest<HTMLElement>('.mp-replaces')!;
      await u.click(within(beside).getByRole('button', { name: 'Open that plan' }));
      expect(await screen.findByText('Step 4 of 5')).toBeTruthy();
      expect(screen.getByText('9 meals selected')).toBeTruthy();
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/generate-meal-plan-assistant')).toBe(
        false,
      );
    });

    it("step 3 says a new plan replaces this tab's plan until it is saved", async () => {
      const u = user();
      const plan = buildPlan(3, undefined, { created_at: new Date().toISOString() });
      renderWizard({ userId: 7 });
      expect(screen.queryByText(/is not saved: a new plan takes its place/)).toBeNull();
      await generate(u, plan);
      await u.click(screen.getByRole('button', { name: 'Edit Preferences' }));
      expect(
        screen.getByText(
          `Your plan from today (9 meals, ${formatMoney(plan.totals.total_cost)}) is not saved: a new plan takes its place.`,
        ),
      ).toBeTruthy();
      // This tab's plan is on screen already: no button to open it.
      expect(screen.queryByRole('button', { name: 'Open that plan' })).toBeNull();

      // Saved, it is kept whatever comes next: nothing to warn of.
      await u.click(screen.getByRole('button', { name: 'Next' }));
      const list = buildList([buildItem({ id: 'rice', matched_name: 'Rice' })]);
      handler = (url) => {
        if (url === '/api/grocery-list') return json({ success: true, data: list });
        if (url === '/api/saved-plans')
          return json({ success: true, data: buildSavedPlan({ name: 'Week of November 16', list }) }, 201);
        return json({ success: false, error: 'not_found', message: 'Not found' }, 404);
      };
      await u.click(await screen.findByRole('button', { name: 'View Shopping List' }));
      await u.click(await screen.findByRole('button', { name: 'Save Recipe & List' }));
      await screen.findByRole('button', { name: 'Saved' });
      await u.click(screen.getByRole('button', { name: 'Back to Meal Plan' }));
      await u.click(screen.getByRole('button', { name: 'Edit Preferences' }));
      expect(screen.getByRole('heading', { level: 2, name: /Quick Tweaks/ })).toBeTruthy();
      expect(screen.queryByText(/is not saved: a new plan takes its place/)).toBeNull();
    });

    it('step 1 offers nothing for a saved plan or one older than a week', async () => {
      const plan = buildPlan();
      for (const made of [
        { saved: true },
        { created_at: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString() },
      ]) {
        handler = (url) =>
          url === '/api/meal-plans/latest'
            ? json(latestBody(plan, made))
            : json({ success: false, error: 'not_found', message: 'Not found' }, 404);
        renderWizard({ userId: 7 });
        await waitFor(() =>
          expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/meal-plans/latest')).toBe(true),
        );
        await act(() => Promise.resolve());
        expect(screen.queryByRole('button', { name: 'Open that plan' })).toBeNull();
        cleanup();
        fetchMock.mockClear();
      }
    });

    it('with no plan on the server, a reload at ?step=4 starts at step 1', async () => {
      renderWizard({ userId: 7 }, '/meal-planner?step=4');
      expect(await screen.findByText('Step 1 of 5')).toBeTruthy();
    });

    it('keeps the plan, its refreshed meal and selection in the tab: a remount comes back to the same plan', async () => {
      const u = user();
      renderWizard({ userId: 7 });
      await generate(u);
      await u.click(within(mealCard('Caprese Wrap')).getByRole('checkbox'));
      cleanup();
      handler = () => json({ success: false, error: 'not_found', message: 'Not found' }, 404);
      renderWizard({ userId: 7 }, '/meal-planner?step=4');
      expect(await screen.findByText('Step 4 of 5')).toBeTruthy();
      expect(screen.getByText('8 meals selected')).toBeTruthy();
      // Another member on the same tab never sees it.
      cleanup();
      renderWizard({ userId: 8 }, '/meal-planner?step=4');
      expect(await screen.findByText('Step 1 of 5')).toBeTruthy();
    });

    it('keeps Undo shuffle in the tab: after a remount it still puts the plan before the shuffle back', async () => {
      // A walk-through's family shuffled, reloaded, and Undo shuffle was gone.
      const u = user();
      const first = buildPlan(2, ['dinner'], { created_at: new Date(Date.now() - 5 * 60_000).toISOString() });
      const shuffled = buildPlan(2, ['dinner'], {
        created_at: first.created_at,
        days: first.days.map((day) => ({
          ...day,
          meals: [buildMeal(day.day, 'dinner', `Shuffled Dinner ${day.day}`)],
        })),
      });
      renderWizard({ userId: 7 });
      await generate(u, first);
      handler = (url) =>
        url === `/api/meal-plans/${first.id}/shuffle` ? json(generateBody(shuffled, quota)) : notFound();
      await u.click(screen.getByRole('button', { name: /^Shuffle/ }));
      await screen.findByRole('article', { name: 'Shuffled Dinner 1' });
      cleanup();
      handler = (url) =>
        url === `/api/meal-plans/${first.id}/undo-refresh` ? json(generateBody(first, quota)) : notFound();
      renderWizard({ userId: 7 }, '/meal-planner?step=4');
      expect(await screen.findByRole('article', { name: 'Shuffled Dinner 1' })).toBeTruthy();
      await u.click(screen.getByRole('button', { name: 'Undo shuffle' }));
      expect(await screen.findByText('Your plan from before the shuffle is back.')).toBeTruthy();
      expect(screen.queryByRole('article', { name: 'Shuffled Dinner 1' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Undo shuffle' })).toBeNull();
      // Undone, nothing is left to undo after another remount either.
      cleanup();
      renderWizard({ userId: 7 }, '/meal-planner?step=4');
      expect(await screen.findByText('Step 4 of 5')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Undo shuffle' })).toBeNull();
    });

    it('Undo asks the server for the plan before the refresh and shows it; nothing left to undo says so', async () => {
      const u = user();
      renderWizard();
      const original = buildPlan();
      await generate(u, original);
      const replacement = buildPlan(1, ['lunch'], {
        days: [
          { ...buildPlan(1, ['lunch']).days[0]!, meals: [buildMeal(1, 'lunch', 'Spicy Chickpea Bowl')] },
        ],
      });
      const refresh = async () => {
        handler = () => json(generateBody(replacement, quota));
        await u.click(within(mealCard('Caprese Wrap')).getByRole('button', { name: 'Refresh this meal' }));
        await screen.findByRole('article', { name: 'Spicy Chickpea Bowl' });
      };
      await refresh();
      // The server kept the plan as it was, with its notes: Save and the list then price it.
      const before = { ...original, warnings: ['From the plan before the refresh.'] };
      handler = (url) =>
        url === `/api/meal-plans/${original.id}/undo-refresh`
          ? json(generateBody(before, quota))
          : json({ success: false, error: 'not_found', message: 'Not found' }, 404);
      await u.click(screen.getByRole('button', { name: 'Undo' }));
      expect(await screen.findByRole('article', { name: 'Caprese Wrap' })).toBeTruthy();
      expect(screen.queryByRole('article', { name: 'Spicy Chickpea Bowl' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
      expect(screen.getByText('From the plan before the refresh.')).toBeTruthy();
      const undoCalls = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/undo-refresh'));
      expect(undoCalls).toHaveLength(1);
      expect((undoCalls[0]![1] as RequestInit).method).toBe('POST');

      // Shuffled in another tab since: the server has nothing to undo, and the page says so.
      await refresh();
      handler = () =>
        json({ success: false, error: 'conflict', message: 'There is nothing to undo in this plan.' }, 409);
      await u.click(screen.getByRole('button', { name: 'Undo' }));
      expect(await screen.findByText('There is nothing to undo in this plan.')).toBeTruthy();
      expect(screen.getByRole('article', { name: 'Spicy Chickpea Bowl' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    });

    it("starts from the family's saved preferences; before any are saved it says the pre-ticked diets plainly", async () => {
      const notice = 'Vegetarian and Gluten-Free are on: untick them if your family eats meat or gluten.';
      handler = firstVisit;
      renderWizard();
      expect(await screen.findByText(notice)).toBeTruthy();
      cleanup();
      handler = (url) =>
        url === '/api/preferences'
          ? json({
              success: true,
              preferences: {
                days: 5,
                family_size: 4,
                meal_types: ['dinner'],
                dietary_restrictions: [],
                cuisine_preferences: ['Mexican'],
                cooking_time: 45,
                calorie_limit: null,
                budget_limit: 120,
              },
              saved: true,
              updated_at: '2026-11-20T10:00:00.000Z',
            })
          : json(generateBody(buildPlan()));
      const u = user();
      renderWizard();
      await waitFor(() =>
        expect(screen.getByRole<HTMLInputElement>('radio', { name: /5 days/ }).checked).toBe(true),
      );
      expect(screen.queryByText(notice)).toBeNull();
      await goToStep3(u);
      await u.click(screen.getByRole('button', { name: 'Generate Meal Plan' }));
      await screen.findByText('Step 4 of 5');
      expect(sent('/api/generate-meal-plan-assistant')[0]).toMatchObject({
        preferences: {
          days: 5,
          family_size: 4,
          meal_types: ['dinner'],
          dietary_restrictions: [],
          budget_limit: 120,
        },
      });
      // And remembered again for the next visit, in the same field names.
      await waitFor(() => {
        const put = fetchMock.mock.calls.find(
          ([url, init]) => String(url) === '/api/preferences' && init?.method === 'PUT',
        );
        expect(JSON.parse(put?.[1]?.body as string)).toMatchObject({ days: 5, family_size: 4 });
      });
    });
  });
});
