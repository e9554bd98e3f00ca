import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { testQueryClient } from '../../../test/query-client';
import { buildGroceryItem, buildGroceryList, buildSavedPlan } from '../../../test/grocery-factories';
import { DealsPage } from './deals-page';

const item = (id: string, name: string, category: string, sale: number, regular: number) => ({
  id,
  name,
  brand: 'Hearth & Field',
  category,
  size: '1 lb',
  image_url: `/images/products/${id}.svg`,
  sale_price: sale,
  regular_price: regular,
  savings: Math.round((regular - sale) * 100) / 100,
  sale_price_cents: Math.round(sale * 100),
  regular_price_cents: Math.round(regular * 100),
  savings_cents: Math.round((regular - sale) * 100),
  valid_from: '2026-11-16',
  valid_to: '2026-11-22',
});

const salesBody = {
  success: true,
  store_location: {
    location_id: 'SV-10001-1',
    name: 'Fresh Lane Chelsea',
    address: '12 Pine St, New York, NY 10001',
  },
  sales_items: [
    item('chicken', 'Chicken Thighs', 'Meat & Seafood', 3.99, 5.49),
    item('apple', 'Gala Apples', 'Produce', 1.5, 2),
  ],
  summary: {
    total_items: 5,
    total_savings: 6.5,
    average_savings: 1.3,
    available_categories: ['Meat & Seafood', 'Produce'],
    returned_items: 2,
  },
  inventory_syncing: false,
};

function renderDeals({ member = false, familyDiets }: { member?: boolean; familyDiets?: string[] } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/sales',
        element: (
          <DealsPage storeId="SV-10001-1" noStore={<p>none</p>} member={member} familyDiets={familyDiets} />
        ),
      },
    ],
    {
      initialEntries: ['/sales'],
    },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

let fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>;
beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify(salesBody), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('DealsPage', () => {
  it('shows the store, summary, count and product cards', async () => {
    renderDeals();
    expect(await screen.findByRole('heading', { name: 'Fresh Lane Chelsea' })).toBeTruthy();
    expect(screen.getByText('Showing 2 of 5 products')).toBeTruthy();
    expect(screen.getByText('Save $1.50')).toBeTruthy();
    expect(screen.getByText('$6.50')).toBeTruthy();
    expect(screen.getByPlaceholderText('Search by name or brand...')).toBeTruthy();
    // Meal plan only for Meat & Seafood / Protein deals.
    const plan = screen.getAllByRole('link', { name: /Generate Meal Plan/ });
    expect(plan).toHaveLength(1);
    expect(plan[0]?.getAttribute('href')).toBe('/meal-planner?favor=chicken');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/sales?limit=200&sort=savings&store_id=SV-10001-1',
    );
  });

  it('adds to the local shopping list with a confirmation and toggles a favourite', async () => {
    const user = userEvent.setup();
    renderDeals();
    await screen.findByText('Showing 2 of 5 products');
    // Each button says which deal it adds (a walk-through heard "Add to Shopping List" 24 times).
    expect(
      screen
        .getAllByRole('button', { name: 'Add to Shopping List' })
        .map((button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent),
    ).toEqual(['Chicken Thighs', 'Gala Apples']);
    await user.click(screen.getAllByRole('button', { name: 'Add to Shopping List' })[0]!);
    expect(screen.getByText('Added to your shopping list')).toBeTruthy();
    expect(screen.getByText('Shopping list: 1 item')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('saverly_shopping_list') ?? '[]')).toEqual([
      { product_id: 'chicken', name: 'Chicken Thighs', price: 3.99, store: 'SV-10001-1' },
    ]);
    const heart = screen.getByRole('button', { name: 'Add Gala Apples to favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await user.click(heart);
    expect(
      screen.getByRole('button', { name: 'Remove Gala Apples from favourites' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it("puts a member's deal on their newest saved list and links to it", async () => {
    const posted: unknown[] = [];
    fetchMock.mockImplementation((url: string, init?: RequestInit) => {
      if (url === '/api/saved-plans/current/items' && init?.method === 'POST') {
        posted.push(JSON.parse(init.body as string));
        return Promise.resolve(
          new Response(
            JSON.stringify({
              success: true,
              data: buildSavedPlan({
                id: 'list-9',
                name: 'My shopping list',
                item_count: 5,
                meals: [],
                list: buildGroceryList([
                  buildGroceryItem({ id: 'product:chicken', product_id: 'chicken', packages: 2 }),
                ]),
              }),
            }),
            { status: 200, headers: { 'Content-Type': 'application/json' } },
          ),
        );
      }
      return Promise.resolve(
        new Response(JSON.stringify(salesBody), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    });
    const user = userEvent.setup();
    renderDeals({ member: true });
    await screen.findByText('Showing 2 of 5 products');
    expect(screen.getByRole('link', { name: 'Saved Meal Plans' }).getAttribute('href')).toBe(
      '/app/saved-plans',
    );
    await user.click(screen.getAllByRole('button', { name: 'Add to Shopping List' })[0]!);
    expect(await screen.findByText('Added to your shopping list')).toBeTruthy();
    // Deals before any plan list: the next saved plan's list takes them.
    expect(
      screen.getByText(
        'Chicken Thighs is on My shopping list (5 items). It joins the list of the next meal plan you save.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open My shopping list' }).getAttribute('href')).toBe(
      '/app/saved-plans/list-9',
    );
    expect(screen.getByText('Shopping list: 5 items')).toBeTruthy();
    // Said on the card too, where the finger is: two of them are on the list now.
    expect(screen.getByRole('article', { name: 'Chicken Thighs' }).textContent).toContain('On your list (2)');
    expect(posted).toEqual([{ product_id: 'chicken', quantity: 1 }]);
    // Nothing goes to the visitor's local list.
    expect(localStorage.getItem('saverly_shopping_list')).toBeNull();
  });

  it('marks the deals a member’s list already buys, from before this visit', async () => {
    // A walk-through's family came back to Sales, saw nothing marked, and added cherries again.
    const asked: string[] = [];
    fetchMock.mockImplementation((url: string) => {
      asked.push(url);
      const body =
        url === '/api/saved-plans/current'
          ? {
              success: true,
              data: buildSavedPlan({
                list: buildGroceryList([
                  buildGroceryItem({
                    id: 'product:chicken',
                    product_id: 'chicken',
                    packages: 2,
                    meal_ids: [],
                  }),
                ]),
              }),
            }
          : salesBody;
      return Promise.resolve(
        new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
    });
    renderDeals({ member: true });
    await screen.findByText('Showing 2 of 5 products');
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Chicken Thighs' }).textContent).toContain(
        'On your list (2)',
      ),
    );
    expect(screen.getByRole('article', { name: 'Gala Apples' }).textContent).not.toContain('On your list');
    expect(asked).toContain('/api/saved-plans/current');
  });

  it('asks a visitor’s browser, not the server, what is on the list', async () => {
    const asked: string[] = [];
    fetchMock.mockImplementation((url: string) => {
      asked.push(url);
      return Promise.resolve(
        new Response(JSON.stringify(salesBody), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    });
    renderDeals();
    await screen.findByText('Showing 2 of 5 products');
    expect(asked.some((url) => url.startsWith('/api/saved-plans'))).toBe(false);
  });

  it('tells a member when the deal could not be added', async () => {
    fetchMock.mockImplementation((url: string) =>
      url === '/api/saved-plans/current/items'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(
            new Response(JSON.stringify(salesBody), {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            }),
          ),
    );
    const user = userEvent.setup();
    renderDeals({ member: true });
    await screen.findByText('Showing 2 of 5 products');
    await user.click(screen.getAllByRole('button', { name: 'Add to Shopping List' })[0]!);
    expect(await screen.findByText('Not added to your shopping list')).toBeTruthy();
  });

  it('while the store syncs, asks again until the deals arrive (no reload)', async () => {
    const syncing = { ...salesBody, sales_items: [], inventory_syncing: true };
    let calls = 0;
    fetchMock.mockImplementation(() => {
      calls += 1;
      return Promise.resolve(
        new Response(JSON.stringify(calls === 1 ? syncing : salesBody), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    });
    renderDeals();
    expect(
      await screen.findByText("Your store's inventory is syncing; more deals may appear shortly."),
    ).toBeTruthy();
    expect(await screen.findByText('Save $1.50', undefined, { timeout: 8000 })).toBeTruthy();
    expect(calls).toBeGreaterThanOrEqual(2);
    // Synced: no more polling.
    const settled = calls;
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(calls).toBe(settled);
  }, 20_000);

  it('sends the category only when not all', async () => {
    const user = userEvent.setup();
    renderDeals();
    await screen.findByText('Showing 2 of 5 products');
    await user.selectOptions(screen.getByLabelText('Category'), 'Produce');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/sales?limit=200&category=Produce&sort=savings&store_id=SV-10001-1',
      ),
    );
  });

  it('says what the summary counts once the deals are narrowed by a search or a category', async () => {
    const user = userEvent.setup();
    renderDeals();
    const summary = await screen.findByRole('region', { name: 'Sales Summary' });
    expect(summary.textContent).not.toMatch(/Deals (matching|in)/);
    await user.type(screen.getByPlaceholderText('Search by name or brand...'), 'chicken');
    expect(await screen.findByText('Deals matching “chicken”')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Category'), 'Meat & Seafood');
    expect(await screen.findByText('Deals matching “chicken” in Meat & Seafood')).toBeTruthy();
    await user.clear(screen.getByPlaceholderText('Search by name or brand...'));
    expect(await screen.findByText('Deals in Meat & Seafood')).toBeTruthy();
  });

  it('counts the categories of the deals the search matches, not the store’s every category', async () => {
    // A walk-through read "Categories 16" beside one matching category.
    fetchMock.mockImplementation((url: string) => {
      const narrowed = String(url).includes('search=');
      const body = narrowed
        ? {
            ...salesBody,
            sales_items: [salesBody.sales_items[0]],
            summary: { ...salesBody.summary, total_items: 1, returned_items: 1, matching_categories: 1 },
          }
        : { ...salesBody, summary: { ...salesBody.summary, matching_categories: 2 } };
      return Promise.resolve(
        new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
    });
    const user = userEvent.setup();
    renderDeals();
    const summary = await screen.findByRole('region', { name: 'Sales Summary' });
    const tile = () => within(summary).getByText('Categories').nextElementSibling?.textContent;
    await waitFor(() => expect(tile()).toBe('2'));
    await user.type(screen.getByPlaceholderText('Search by name or brand...'), 'chicken');
    await waitFor(() => expect(tile()).toBe('1'));
    // The category filter still offers every category.
    expect(within(screen.getByLabelText('Category')).getAllByRole('option')).toHaveLength(3);
  });

  it('keeps a family to its saved diets until they untick the box, and says so in the summary', async () => {
    const user = userEvent.setup();
    renderDeals({ member: true, familyDiets: ['Vegetarian', 'Gluten-Free'] });
    await screen.findByText('Showing 2 of 5 products');
    const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
    // The first question already carries the diets: no meat on the page for a moment.
    expect(urls()[0]).toBe(
      '/api/sales?limit=200&sort=savings&store_id=SV-10001-1&diets=Vegetarian%2CGluten-Free',
    );
    const box = screen.getByRole('checkbox', {
      name: 'Only deals for our diets (Vegetarian and Gluten-Free)',
    });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Deals for Vegetarian and Gluten-Free')).toBeTruthy();
    await user.click(box);
    await waitFor(() => expect(urls()).toContain('/api/sales?limit=200&sort=savings&store_id=SV-10001-1'));
    expect(screen.queryByText(/^Deals for /)).toBeNull();
    await user.click(box);
    await user.selectOptions(screen.getByLabelText('Category'), 'Produce');
    expect(await screen.findByText('Deals in Produce for Vegetarian and Gluten-Free')).toBeTruthy();
  });

  it('offers no diet box to a family that keeps no diet (or a visitor)', async () => {
    renderDeals({ familyDiets: [] });
    await screen.findByText('Showing 2 of 5 products');
    expect(screen.queryByRole('checkbox', { name: /Only deals for our diets/ })).toBeNull();
    expect(String(fetchMock.mock.calls[0]![0])).not.toContain('diets');
  });

  it('shows the no-store screen when the server asks for a store', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ success: false, action_required: 'set_default_store', message: 'x' }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    renderDeals();
    expect(await screen.findByText('none')).toBeTruthy();
  });
});
