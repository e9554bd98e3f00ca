import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../../../test/query-client';
import {
  buildGroceryItem,
  buildGroceryList,
  buildSavedPlan,
  buildSavedPlanSummary,
  sampleItems,
} from '../../../test/grocery-factories';
import { OUTBOX_KEY, readOutbox, resetOutboxForTests } from '../lib/outbox';
import { readLocalPlan, storeLocalPlan } from '../lib/local-copy';
import { SavedPlanPage } from './saved-plan-page';
import { SavedPlansPage } from './saved-plans-page';
import { niceMaxCents, SavingsChart, savingsChartSummary } from './savings-chart';
import { json, stubServer } from '../../../test/http';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/app/saved-plans', element: <SavedPlansPage userId={7} /> },
      { path: '/app/saved-plans/:id', element: <SavedPlanPage userId={7} planId="plan-1" /> },
      { path: '/meal-planner', element: <p>planner</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeEach(() => resetOutboxForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A saved meal's side of rice, as the server sends it. */
const riceSide = {
  food_id: 'white-rice',
  name: 'White rice',
  text: '1 cup white rice, measured dry',
  calories: 170,
  estimated_cost: 0.3,
  estimated_cost_cents: 30,
};

describe('SavedPlansPage', () => {
  it('lists the plans with their store, totals and progress, and deletes one after a confirmation', async () => {
    let plans = [
      buildSavedPlanSummary(),
      buildSavedPlanSummary({ id: 'plan-2', name: 'Week of November 9', checked_count: 0 }),
      buildSavedPlanSummary({
        id: 'plan-3',
        name: 'Week of November 2',
        checked_count: 3,
        bought_savings_cents: 120,
        shopped_at: '2026-11-03T18:00:00.000Z',
      }),
    ];
    const fetchMock = stubServer({
      'GET /api/saved-plans': () => json({ success: true, data: plans }),
      'DELETE /api/saved-plans/plan-2': () => {
        plans = plans.filter((plan) => plan.id !== 'plan-2');
        return new Response(null, { status: 204 });
      },
    });
    renderAt('/app/saved-plans');
    const card = await screen.findByRole('article', { name: 'Week of November 16' });
    expect(within(card).getByText('Kroger Chelsea')).toBeTruthy();
    expect(within(card).getByText('2 meals')).toBeTruthy();
    expect(within(card).getByText('$7.97')).toBeTruthy();
    // Nothing bought yet: what the sales take off the list, not money already saved.
    expect(within(card).queryByText('You saved')).toBeNull();
    expect(within(card).getByText('Sales save').nextElementSibling?.textContent).toBe('$1.50');
    expect(within(card).getByText('1 of 3 checked')).toBeTruthy();
    // Bought: what the family saved on what it bought, as the dashboard counts it.
    const shopped = screen.getByRole('article', { name: 'Week of November 2' });
    // Of what the list's sales take off ($1.50, the plan page's "You Save"): both numbers, so
    // they do not read as two that disagree.
    expect(within(shopped).getByText('You saved').nextElementSibling?.textContent).toBe('$1.20 of $1.50');
    expect(within(shopped).queryByText('Sales save')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Open Week of November 16' }).getAttribute('href')).toBe(
      '/app/saved-plans/plan-1',
    );

    const user = userEvent.setup();
    const other = screen.getByRole('article', { name: 'Week of November 9' });
    await user.click(within(other).getByRole('button', { name: 'Delete Week of November 9' }));
    const confirm = within(other).getByRole('button', { name: 'Yes, delete' });
    expect(document.activeElement).toBe(confirm);
    await user.click(within(other).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(other).getByRole('button', { name: 'Delete Week of November 9' }));
    await user.click(within(other).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Week of November 9 was deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Week of November 9' })).toBeNull());
  });

  it('shows the empty state with a link to the meal planner', async () => {
    stubServer({ 'GET /api/saved-plans': () => json({ success: true, data: [] }) });
    renderAt('/app/saved-plans');
    expect(await screen.findByRole('heading', { name: 'No saved plans yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a meal plan' }).getAttribute('href')).toBe(
      '/meal-planner',
    );
  });
});

describe('SavedPlanPage', () => {
  it('shows the totals, the list by aisle with the pantry last, and the meals', async () => {
    stubServer({ 'GET /api/saved-plans/plan-1': () => json({ success: true, data: buildSavedPlan() }) });
    renderAt('/app/saved-plans/plan-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Week of November 16' })).toBeTruthy();
    expect(screen.getByText('Total Cost').nextElementSibling?.textContent).toBe('$5.98');
    expect(screen.getByText('You Save').nextElementSibling?.textContent).toBe('$1.50');
    expect(screen.getByText('On Sale').nextElementSibling?.textContent).toBe('1');
    expect(screen.getByText('All changes saved')).toBeTruthy();

    const list = screen.getByRole('tabpanel', { name: 'Shopping list' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Meat & Seafood', 'Produce', 'Other']);
    const chicken = within(list).getByRole('checkbox', { name: /Chicken thighs/ });
    expect(chicken.closest('li')?.textContent).toContain('ON SALE');
    expect(within(list).getByRole('checkbox', { name: /sumac/ }).closest('li')?.textContent).toContain(
      'Check store',
    );
    expect(within(list).getByText('In your pantry (1)')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Manage your pantry', hidden: true })).toBeTruthy();
    expect(within(list).getByText('0 of 3 checked')).toBeTruthy();

    const user = userEvent.setup();
    const mealsTab = screen.getByRole('tab', { name: 'Meals' });
    await user.click(mealsTab);
    const meals = screen.getByRole('tabpanel', { name: 'Meals' });
    const meal = within(meals).getByRole('article', { name: 'Lemon Chicken Traybake' });
    expect(within(meal).getByText('Ingredients (2)')).toBeTruthy();
    expect(
      within(meal)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('Heat the oven to 220°C.');
    // Arrow keys move between the tabs.
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Shopping list' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says under an item what to check on its label, outside the item’s check box', async () => {
    const [first, ...rest] = sampleItems();
    const list = buildGroceryList([
      {
        ...first!,
        label_check:
          'Vegetarian: traditional parmesan is made with animal rennet. Choose one labelled vegetarian.',
      },
      ...rest,
    ]);
    stubServer({
      'GET /api/saved-plans/plan-1': () => json({ success: true, data: buildSavedPlan({ list }) }),
    });
    renderAt('/app/saved-plans/plan-1');
    const panel = await screen.findByRole('tabpanel', { name: 'Shopping list' });
    const chicken = within(panel).getByRole('checkbox', { name: /Chicken thighs/ });
    expect(chicken.closest('li')?.textContent).toContain('Check the label. Vegetarian: traditional parmesan');
    // The check box's name stays the item's (a screen reader does not read the label check twice).
    expect(chicken.closest('label')?.textContent).not.toContain('Check the label');
  });

  it('says when the deals added from Sales take the list over its plan’s budget, and not otherwise', async () => {
    // A walk-through's family added a beef deal to their $75 plan's list: $1.22 over, unsaid.
    const deal = buildGroceryItem({
      id: 'product:0000000009999',
      food_id: null,
      matched_name: 'Ground beef 80/20',
      original_ingredient: 'Added from deals',
      status: 'on_sale',
      price: 4.99,
      price_cents: 499,
      regular_price_cents: 649,
      savings_cents: 150,
      meal_ids: [],
    });
    const withDeal = buildGroceryList([...sampleItems(), deal]);
    const said =
      'With the deal you added from Sales ($4.99), this list comes to $10.97, $0.97 over your $10.00 budget.';
    stubServer({
      'GET /api/saved-plans/plan-1': () =>
        json({ success: true, data: buildSavedPlan({ list: withDeal, budget_cents: 1000 }) }),
    });
    renderAt('/app/saved-plans/plan-1');
    expect(await screen.findByText(said)).toBeTruthy();
    cleanup();
    // Not the copy of the list this phone kept from the render before.
    localStorage.clear();
    // Within the budget; over it without a deal (whole packages of staples, said at step 5); no budget.
    for (const data of [
      buildSavedPlan({ list: withDeal, budget_cents: 1100 }),
      buildSavedPlan({ budget_cents: 500 }),
      buildSavedPlan({ list: withDeal, budget_cents: null }),
    ]) {
      stubServer({ 'GET /api/saved-plans/plan-1': () => json({ success: true, data }) });
      renderAt('/app/saved-plans/plan-1');
      expect(await screen.findByRole('heading', { level: 1, name: 'Week of November 16' })).toBeTruthy();
      expect(screen.queryByText(/over your .* budget/)).toBeNull();
      cleanup();
      localStorage.clear();
    }
  });

  it('says when the pantry staples the family buys take the list over its plan’s budget', async () => {
    // A walk-through's $38.74 plan came to $71.04 once its staples were bought ("Buy it"), unsaid.
    const list = buildGroceryList(sampleItems());
    const bought = { ...list, summary: { ...list.summary, staples_bought_cents: 449 } };
    stubServer({
      'GET /api/saved-plans/plan-1': () =>
        json({ success: true, data: buildSavedPlan({ list: bought, budget_cents: 500 }) }),
    });
    renderAt('/app/saved-plans/plan-1');
    expect(
      await screen.findByText(
        'With whole packages of the pantry staples you said to buy ($4.49), this list comes to $5.98, $0.98 over your $5.00 budget. The plan’s cost counted only the share of each staple its meals use.',
      ),
    ).toBeTruthy();
  });

  it('shows the sides a saved meal is served with in the Meals tab', async () => {
    const saved = buildSavedPlan();
    const meals = [
      {
        ...saved.meals[0]!,
        sides: [
          riceSide,
          {
            food_id: 'mixed-greens',
            name: 'Mixed greens',
            text: '8 cups mixed greens (a green salad)',
            calories: 20,
            estimated_cost: 1,
            estimated_cost_cents: 100,
          },
        ],
      },
      ...saved.meals.slice(1),
    ];
    stubServer({ 'GET /api/saved-plans/plan-1': () => json({ success: true, data: { ...saved, meals } }) });
    renderAt('/app/saved-plans/plan-1');
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Meals' }));
    const meal = within(screen.getByRole('tabpanel', { name: 'Meals' })).getByRole('article', {
      name: 'Lemon Chicken Traybake',
    });
    expect(
      within(meal).getByText(
        'Served with 1 cup white rice, measured dry, 8 cups mixed greens (a green salad)',
      ),
    ).toBeTruthy();
  });

  it('shows a saved meal’s nutrition per serving (the wire’s snake_case keys, #15)', async () => {
    const saved = buildSavedPlan();
    const nutrition = {
      energy_kcal: 612.4,
      protein_g: 41.6,
      fat_g: 22.2,
      saturated_fat_g: 5.1,
      carbohydrate_g: 58.5,
      fiber_g: 7.4,
      sugars_g: 9,
      sodium_mg: 710,
      net_carbohydrate_g: 51.1,
    };
    const side = {
      food_id: 'banana',
      name: 'Banana',
      text: '4 bananas',
      calories: 105,
      estimated_cost: 1.2,
      estimated_cost_cents: 120,
    };
    const meals = [{ ...saved.meals[0]!, nutrition, sides: [side] }, ...saved.meals.slice(1)];
    stubServer({ 'GET /api/saved-plans/plan-1': () => json({ success: true, data: { ...saved, meals } }) });
    renderAt('/app/saved-plans/plan-1');
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Meals' }));
    const meal = within(screen.getByRole('tabpanel', { name: 'Meals' })).getByRole('article', {
      name: 'Lemon Chicken Traybake',
    });
    // Said as the recipe's serving, not a second figure for the meal (its portion and sides).
    expect(meal.querySelector('.saved-meal__nutrition')?.textContent).toBe(
      'One recipe serving, without sides: 612 kcal · 42 g protein · 59 g carbs · 22 g fat · 7 g fibre',
    );
  });

  it('shows each person’s share of a household meal, in the Meals tab and in the cook view (#18)', async () => {
    const saved = buildSavedPlan();
    const people = [
      { person_id: 'p-ana', name: 'Ana', portion: 1.25, calories: 700, target_calories: 700, sides: [] },
      {
        person_id: 'p-sam',
        name: 'Sam',
        portion: 0.75,
        calories: 470,
        target_calories: 467,
        sides: ['1 banana'],
      },
    ];
    const meals = [{ ...saved.meals[0]!, people }, ...saved.meals.slice(1)];
    stubServer({ 'GET /api/saved-plans/plan-1': () => json({ success: true, data: { ...saved, meals } }) });
    renderAt('/app/saved-plans/plan-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Meals' }));
    const meal = within(screen.getByRole('tabpanel', { name: 'Meals' })).getByRole('article', {
      name: 'Lemon Chicken Traybake',
    });
    const shares = within(meal).getByRole('list', { name: "Each person's portion" });
    expect(
      within(shares)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ana about 5/8 of the dish · 700 kcal', 'Sam about 3/8 of the dish · 470 kcal with 1 banana']);
    await user.click(screen.getByRole('link', { name: 'Cook Lemon Chicken Traybake' }));
    const view = await screen.findByRole('article', { name: 'Lemon Chicken Traybake' });
    const plates = within(view).getByRole('heading', { name: 'Serving each person' }).nextElementSibling!;
    expect([...plates.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Ana about 5/8 of the dish · 700 kcal',
      'Sam about 3/8 of the dish · 470 kcal with 1 banana',
    ]);
  });

  it('marks a meal that no longer fits a diet the household keeps, says so above, and in the cook view', async () => {
    const saved = buildSavedPlan();
    const note =
      '1 meal no longer fits a diet your household keeps now: “Lemon Chicken Traybake”. It is marked: plan again, or leave it out when you shop.';
    const meals = [
      { ...saved.meals[0]!, diet_conflict: { diets: ['Vegetarian'], people: ['Maya'] } },
      ...saved.meals.slice(1),
    ];
    stubServer({
      'GET /api/saved-plans/plan-1': () =>
        json({ success: true, data: { ...saved, meals, warnings: [note] } }),
    });
    renderAt('/app/saved-plans/plan-1');
    const user = userEvent.setup();
    expect(await screen.findByText(note)).toBeTruthy();
    await user.click(await screen.findByRole('tab', { name: 'Meals' }));
    const panel = screen.getByRole('tabpanel', { name: 'Meals' });
    const meal = within(panel).getByRole('article', { name: 'Lemon Chicken Traybake' });
    expect(within(meal).getByText("Doesn't fit Maya's Vegetarian diet now")).toBeTruthy();
    // Only that meal is marked.
    expect(within(panel).getAllByText(/^Doesn't fit/)).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'Cook Lemon Chicken Traybake' }));
    const view = await screen.findByRole('article', { name: 'Lemon Chicken Traybake' });
    expect(within(view).getByText("Doesn't fit Maya's Vegetarian diet now")).toBeTruthy();
  });

  it('opens a meal’s cook view: ingredients for its servings and numbered steps, and back', async () => {
    const saved = buildSavedPlan();
    stubServer({ 'GET /api/saved-plans/plan-1': () => json({ success: true, data: saved }) });
    renderAt('/app/saved-plans/plan-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Meals' }));
    await user.click(screen.getByRole('link', { name: 'Cook Lemon Chicken Traybake' }));
    const view = await screen.findByRole('article', { name: 'Lemon Chicken Traybake' });
    expect(within(view).getByRole('heading', { name: 'Ingredients for 2 people' })).toBeTruthy();
    expect(
      within(view).getByText('Amounts are for the whole meal as planned: nothing to multiply.'),
    ).toBeTruthy();
    // The steps keep the recipe's words: the cook is told to measure from the list.
    expect(
      within(view).getByText(
        'Measure and count from the list above: it has the amounts for your family. A count in a step (eggs, pieces) may be the recipe’s own.',
      ),
    ).toBeTruthy();
    expect(within(view).getByRole('checkbox', { name: '2 lb chicken thighs' })).toBeTruthy();
    // The numbered steps under their heading (after the note on amounts).
    const steps = within(view).getByRole('heading', { name: 'Steps' }).parentElement!.querySelector('ol')!;
    expect(steps.tagName).toBe('OL');
    expect([...steps.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '1Step 1: Heat the oven to 220°C.',
      // The step's wait has its timer (cook-view.test.tsx).
      '2Step 2: Roast everything for 30 minutes. 30 min',
    ]);
    expect(within(steps).getByRole('button', { name: 'Start timer: 30 minutes (step 2)' })).toBeTruthy();
    await user.click(within(view).getByRole('link', { name: 'Back to the meals' }));
    expect(await screen.findByRole('tab', { name: 'Meals', selected: true })).toBeTruthy();
  });

  it('says in the cook view, before the steps, how to make the sides (rice first), not fruit', async () => {
    const saved = buildSavedPlan();
    const rice = 'Start the rice first: rinse it, then simmer it covered for 18 minutes.';
    const meals = [
      {
        ...saved.meals[0]!,
        sides: [
          { ...riceSide, method: rice },
          {
            food_id: 'apple',
            name: 'Apple',
            text: '2 apples',
            calories: 95,
            estimated_cost: 1,
            estimated_cost_cents: 100,
          },
        ],
      },
      ...saved.meals.slice(1),
    ];
    stubServer({ 'GET /api/saved-plans/plan-1': () => json({ success: true, data: { ...saved, meals } }) });
    renderAt('/app/saved-plans/plan-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Meals' }));
    await user.click(screen.getByRole('link', { name: 'Cook Lemon Chicken Traybake' }));
    const view = await screen.findByRole('article', { name: 'Lemon Chicken Traybake' });
    const sides = within(view).getByRole('region', { name: 'On the side' });
    expect([...sides.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      `1 cup white rice, measured dry. ${rice}`,
    ]);
    // Before the steps: the rice is started first.
    const steps = within(view).getByRole('region', { name: 'Steps' });
    expect(sides.compareDocumentPosition(steps) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has no "On the side" in the cook view when no side needs making', async () => {
    stubServer({ 'GET /api/saved-plans/plan-1': () => json({ success: true, data: buildSavedPlan() }) });
    renderAt('/app/saved-plans/plan-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Meals' }));
    await user.click(screen.getByRole('link', { name: 'Cook Lemon Chicken Traybake' }));
    const view = await screen.findByRole('article', { name: 'Lemon Chicken Traybake' });
    expect(within(view).queryByRole('region', { name: 'On the side' })).toBeNull();
  });

  it('says in the meal’s facts and first in its cook view what to start hours ahead', async () => {
    const saved = buildSavedPlan();
    const ahead = { minutes: 360, text: 'Marinate at least 6 hours' };
    const meals = [{ ...saved.meals[0]!, make_ahead: ahead }, ...saved.meals.slice(1)];
    stubServer({ 'GET /api/saved-plans/plan-1': () => json({ success: true, data: { ...saved, meals } }) });
    renderAt('/app/saved-plans/plan-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Meals' }));
    const meal = within(screen.getByRole('tabpanel', { name: 'Meals' })).getByRole('article', {
      name: 'Lemon Chicken Traybake',
    });
    expect(within(meal).getByText(/min \+ 6 h ahead/)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Cook Lemon Chicken Traybake' }));
    const view = await screen.findByRole('article', { name: 'Lemon Chicken Traybake' });
    const start = within(view).getByText('Start ahead: marinate at least 6 hours.');
    // Before the ingredients: the cook reads it before starting.
    const ingredients = within(view).getByRole('heading', { name: 'Ingredients for 2 people' });
    expect(start.compareDocumentPosition(ingredients) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the first three staples to ask about, and the rest on Show more, so the list starts near the top', async () => {
    const staples = ['Salt', 'Olive oil', 'Cumin', 'Paprika', 'Honey'].map((name) => ({
      food_id: name.toLowerCase().replace(' ', '-'),
      name,
    }));
    stubServer({
      'GET /api/saved-plans/plan-1': () =>
        json({ success: true, data: buildSavedPlan({ pantry_questions: staples }) }),
    });
    renderAt('/app/saved-plans/plan-1');
    const questions = await screen.findByRole('region', { name: 'Do you have these at home?' });
    const asked = () =>
      within(questions)
        .getAllByRole('button', { name: /^I have / })
        .map((b) => b.getAttribute('aria-label'));
    expect(asked()).toEqual(['I have Salt', 'I have Olive oil', 'I have Cumin']);
    await userEvent.setup().click(within(questions).getByRole('button', { name: 'Show 2 more staples' }));
    expect(asked()).toHaveLength(5);
    expect(within(questions).queryByRole('button', { name: /^Show \d+ more/ })).toBeNull();
  });

  it('asks about the list’s staples, one tap each, and shows the answer', async () => {
    const saved = buildSavedPlan({ pantry_questions: [{ food_id: 'salt', name: 'Salt' }] });
    const answers: unknown[] = [];
    stubServer({
      'GET /api/saved-plans/plan-1': () => json({ success: true, data: saved }),
      'POST /api/saved-plans/plan-1/pantry-answers': (init) => {
        answers.push(JSON.parse(init?.body as string));
        return json({ success: true, data: { ...saved, pantry_questions: [] } });
      },
    });
    renderAt('/app/saved-plans/plan-1');
    const questions = await screen.findByRole('region', { name: 'Do you have these at home?' });
    await userEvent.setup().click(within(questions).getByRole('button', { name: 'I have Salt' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Do you have these at home?' })).toBeNull(),
    );
    expect(answers).toEqual([{ food_id: 'salt', have: true }]);
  });

  it('ticks an item at once, sends it and strikes it through where it is; ticked before, it opens at the bottom of its aisle', async () => {
    const plan = buildSavedPlan({
      list: {
        ...buildSavedPlan().list,
        enhanced_grocery_list: [
          ...buildSavedPlan().list.enhanced_grocery_list,
          {
            ...buildSavedPlan().list.enhanced_grocery_list[0]!,
            id: 'thyme',
            matched_name: 'Thyme',
          },
        ],
      },
    });
    const patches: unknown[] = [];
    stubServer({
      'GET /api/saved-plans/plan-1': () => json({ success: true, data: plan }),
      'PATCH /api/saved-plans/plan-1/checks': (init) => {
        const body = JSON.parse(init?.body as string) as {
          changes: { item_id: string; changed_at: string }[];
        };
        patches.push(body);
        return json({
          success: true,
          checks: Object.fromEntries(
            body.changes.map((change) => [change.item_id, { checked: true, changed_at: change.changed_at }]),
          ),
        });
      },
    });
    renderAt('/app/saved-plans/plan-1');
    const list = await screen.findByRole('tabpanel', { name: 'Shopping list' });
    const meat = within(list).getByRole('heading', { name: 'Meat & Seafood' }).closest('section')!;
    const names = () =>
      within(meat)
        .getAllByRole('checkbox')
        .map((box) => box.closest('li')?.querySelector('.check-item__name')?.textContent);
    expect(names()).toEqual(['Chicken thighs', 'Thyme']);
    const user = userEvent.setup();
    await user.click(within(list).getByRole('checkbox', { name: /Chicken thighs/ }));
    expect(within(list).getByRole('checkbox', { name: /Chicken thighs/ })).toHaveProperty('checked', true);
    // Where it was: the next item does not slide under the shopper's finger.
    expect(names()).toEqual(['Chicken thighs', 'Thyme']);
    expect(within(list).getByText('1 of 4 checked')).toBeTruthy();
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ changes: [{ item_id: 'chicken-thigh', checked: true }] });
    await waitFor(() => expect(readOutbox()).toEqual([]));
    expect(screen.getByText('All changes saved')).toBeTruthy();
    expect(readLocalPlan(7, 'plan-1')?.checks['chicken-thigh']?.checked).toBe(true);
  });

  it('opens with the items ticked before at the bottom of their aisle', async () => {
    const base = buildSavedPlan();
    const plan = buildSavedPlan({
      checks: { 'chicken-thigh': { checked: true, changed_at: '2026-11-18T15:00:00.000Z' } },
      list: {
        ...base.list,
        enhanced_grocery_list: [
          ...base.list.enhanced_grocery_list,
          { ...base.list.enhanced_grocery_list[0]!, id: 'thyme', matched_name: 'Thyme' },
        ],
      },
    });
    stubServer({ 'GET /api/saved-plans/plan-1': () => json({ success: true, data: plan }) });
    renderAt('/app/saved-plans/plan-1');
    const list = await screen.findByRole('tabpanel', { name: 'Shopping list' });
    const meat = within(list).getByRole('heading', { name: 'Meat & Seafood' }).closest('section')!;
    const names = within(meat)
      .getAllByRole('checkbox')
      .map((box) => [
        box.closest('li')?.querySelector('.check-item__name')?.textContent,
        (box as HTMLInputElement).checked,
      ]);
    expect(names).toEqual([
      ['Thyme', false],
      ['Chicken thighs', true],
    ]);
  });

  it('shows another member’s tick as it arrives on the live list (#18)', async () => {
    let push: (text: string) => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text));
      },
    });
    const streams: (RequestInit | undefined)[] = [];
    stubServer({
      'GET /api/saved-plans/plan-1': () => json({ success: true, data: buildSavedPlan() }),
      'GET /api/saved-plans/plan-1/events': (init) => {
        streams.push(init);
        return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
      },
    });
    renderAt('/app/saved-plans/plan-1');
    const list = await screen.findByRole('tabpanel', { name: 'Shopping list' });
    const chicken = () => within(list).getByRole('checkbox', { name: /Chicken thighs/ });
    expect(chicken()).toHaveProperty('checked', false);
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(new Headers(streams[0]?.headers).get('Accept')).toBe('text/event-stream');
    // An event split across reads, as a network delivers it; a malformed one is skipped.
    act(() => push('event: checks\ndata: {"checks": 5}\n\nevent: checks\ndata: {"checks":{"chicken-thigh":'));
    act(() => push('{"checked":true,"changed_at":"2026-11-18T15:00:00.000Z"}}}\n\n'));
    await waitFor(() => expect(chicken()).toHaveProperty('checked', true));
    expect(readLocalPlan(7, 'plan-1')?.checks['chicken-thigh']?.checked).toBe(true);
    act(() =>
      push(
        'event: checks\ndata: {"checks":{"chicken-thigh":{"checked":false,"changed_at":"2026-11-18T15:01:00.000Z"}}}\n\n',
      ),
    );
    await waitFor(() => expect(chicken()).toHaveProperty('checked', false));
  });

  it('polls the list every 2 s while no live stream can be opened (#18)', async () => {
    let polls = 0;
    stubServer({
      'GET /api/saved-plans/plan-1': () => json({ success: true, data: buildSavedPlan() }),
      'GET /api/saved-plans/plan-1/events': () =>
        json({ success: false, error: 'unavailable', message: 'Try again' }, 503),
      'GET /api/saved-plans/plan-1/checks': () => {
        polls += 1;
        return json({
          success: true,
          checks:
            polls < 2 ? {} : { 'chicken-thigh': { checked: true, changed_at: '2026-11-18T15:00:00.000Z' } },
        });
      },
    });
    renderAt('/app/saved-plans/plan-1');
    const list = await screen.findByRole('tabpanel', { name: 'Shopping list' });
    await waitFor(() => expect(polls).toBe(1));
    await waitFor(
      () =>
        expect(within(list).getByRole('checkbox', { name: /Chicken thighs/ })).toHaveProperty(
          'checked',
          true,
        ),
      { timeout: 6_000 },
    );
    expect(polls).toBe(2);
  });

  it('offline: opens from the copy on this phone, keeps ticks in the outbox, and syncs them when back online', async () => {
    storeLocalPlan(7, buildSavedPlan());
    setOnline(false);
    const fetchMock = stubServer({});
    renderAt('/app/saved-plans/plan-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Week of November 16' })).toBeTruthy();
    expect(screen.getByText('Offline — your ticks are saved on this phone and will sync')).toBeTruthy();
    expect(await screen.findByText('Showing the copy of this plan saved on this phone.')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /Broccoli/ }));
    expect(screen.getByRole('checkbox', { name: /Broccoli/ })).toHaveProperty('checked', true);
    expect(JSON.parse(localStorage.getItem(OUTBOX_KEY)!)).toMatchObject([
      { plan_id: 'plan-1', item_id: 'broccoli', checked: true },
    ]);
    // Nothing was sent while offline.
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    const sent: unknown[] = [];
    stubServer({
      'GET /api/saved-plans/plan-1': () => json({ success: true, data: buildSavedPlan() }),
      'PATCH /api/saved-plans/plan-1/checks': (init) => {
        const body = JSON.parse(init?.body as string) as {
          changes: { item_id: string; changed_at: string }[];
        };
        sent.push(body);
        return json({
          success: true,
          checks: { broccoli: { checked: true, changed_at: body.changes[0]!.changed_at } },
        });
      },
    });
    setOnline(true);
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(readOutbox()).toEqual([]);
    expect(screen.getByRole('checkbox', { name: /Broccoli/ })).toHaveProperty('checked', true);
  });

  it('keeps the ticks queued when the connection fails, and says so', async () => {
    stubServer({ 'GET /api/saved-plans/plan-1': () => json({ success: true, data: buildSavedPlan() }) });
    renderAt('/app/saved-plans/plan-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Broccoli/ }));
    expect(await screen.findByText('Some ticks are not saved yet — trying again')).toBeTruthy();
    expect(readOutbox()).toHaveLength(1);
  });

  it('says when the plan is gone', async () => {
    stubServer({
      'GET /api/saved-plans/plan-1': () =>
        json({ success: false, error: 'not_found', message: 'Not found' }, 404),
    });
    renderAt('/app/saved-plans/plan-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan not found' })).toBeTruthy();
  });
});

describe('SavingsChart', () => {
  const weeks = Array.from({ length: 12 }, (_, index) => ({
    week_start: `2026-${index < 4 ? '09' : index < 8 ? '10' : '11'}-0${(index % 4) + 1}`,
    savings_cents: index === 10 ? 1234 : index === 11 ? 160 : 0,
    cost_cents: 0,
  }));

  it('draws 12 bars with a labelled axis and a text summary for screen readers', () => {
    const { container } = render(<SavingsChart weeks={weeks} />);
    const chart = screen.getByRole('img', { name: 'Savings by week' });
    expect(chart.getAttribute('aria-describedby')).toBeTruthy();
    expect(container.querySelectorAll('.savings-chart__bar')).toHaveLength(12);
    expect(screen.getByText('Week starting')).toBeTruthy();
    expect(screen.getByText('$20')).toBeTruthy();
    const summary = document.getElementById(chart.getAttribute('aria-describedby')!);
    expect(summary?.textContent).toBe(
      'Savings by week for the last 12 weeks: $13.94 in all, in 2 weeks. The best week began Nov 3 with $12.34.',
    );
  });

  it('rounds the axis up and describes an empty chart', () => {
    expect(niceMaxCents(0)).toBe(500);
    expect(niceMaxCents(1234)).toBe(2000);
    expect(niceMaxCents(2600)).toBe(5000);
    expect(savingsChartSummary(weeks.map((week) => ({ ...week, savings_cents: 0 })))).toBe(
      'No savings in the last 12 weeks yet.',
    );
  });
});
