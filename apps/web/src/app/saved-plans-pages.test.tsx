import type { User } from '@saverly/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../test/factories';
import { buildSavedPlan, buildSavedPlanSummary, buildSavings } from '../test/grocery-factories';
import { loadAllRoutes } from './route-table';
import { renderApp } from './render-app';
import { json } from '../test/http';

// The lazy pages' modules, loaded once up front (route-table.tsx).
beforeAll(() => loadAllRoutes(), 120_000);

type Handler = () => Response;

const weeks = Array.from({ length: 12 }, (_, index) => ({
  week_start: `2026-09-${String(index + 1).padStart(2, '0')}`,
  savings_cents: index === 11 ? 425 : 0,
  cost_cents: index === 11 ? 2000 : 0,
}));

function renderSignedIn(path: string, user: User, extra: Record<string, Handler> = {}) {
  localStorage.setItem('access_token', 'access');
  const handlers: Record<string, Handler> = {
    'GET /api/auth/profile': () => json({ user }),
    'GET /api/saved-plans': () =>
      json({ success: true, data: [buildSavedPlanSummary(), buildSavedPlanSummary({ id: 'plan-2' })] }),
    'GET /api/savings': () => json({ success: true, data: buildSavings({ by_week: weeks }) }),
    'GET /api/meal-plans/quota': () =>
      json({ success: true, quota: { used: 1, limit: 3, remaining: 2, resets_at: '2026-12-01T00:00:00Z' } }),
    ...extra,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const handler = handlers[`${init?.method ?? 'GET'} ${url}`];
      return handler ? Promise.resolve(handler()) : Promise.reject(new TypeError('Failed to fetch'));
    }),
  );
  const router = renderApp(path);
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('dashboard with saved plans', () => {
  it('links the live Saved Meal Plans card, shows the quota and the savings with the weekly chart', async () => {
    renderSignedIn('/dashboard', buildUser());
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Maria' });
    const card = screen.getByRole('link', { name: /Saved Meal Plans/ });
    expect(card.getAttribute('href')).toBe('/app/saved-plans');
    expect(await within(card).findByText('2 saved plans with shopping lists.')).toBeTruthy();

    const savings = screen.getByRole('region', { name: 'Your Savings' });
    expect((await within(savings).findByText('Saved this month')).nextElementSibling?.textContent).toBe(
      '$4.25',
    );
    expect(within(savings).getByText('All time').nextElementSibling?.textContent).toBe('$12.50');
    expect(within(savings).getByRole('img', { name: 'Savings by week' })).toBeTruthy();

    const tiles = screen.getByRole('heading', { name: 'Account Overview' }).closest('section')!;
    expect((await within(tiles).findByText('1 of 3')).previousElementSibling?.textContent).toBe(
      'Meal Plans / Month',
    );
  });

  it("shows a premium member's plans this month as Unlimited", async () => {
    renderSignedIn('/app', buildUser({ premium_status: 'active' }), {
      'GET /api/meal-plans/quota': () =>
        json({
          success: true,
          quota: { used: 4, limit: null, remaining: null, resets_at: '2026-12-01T00:00:00Z' },
        }),
    });
    expect(await screen.findByText('4 · Unlimited')).toBeTruthy();
  });
});

describe('saved plan routes', () => {
  it('/saved-plans lists the plans with links under the same alias', async () => {
    renderSignedIn('/saved-plans', buildUser());
    const card = await screen.findAllByRole('article', { name: 'Week of November 16' });
    expect(
      within(card[0]!).getByRole('link', { name: 'Open Week of November 16' }).getAttribute('href'),
    ).toBe('/saved-plans/plan-1');
  });

  it('/app/saved-plans/:id opens one plan', async () => {
    renderSignedIn('/app/saved-plans/plan-1', buildUser(), {
      'GET /api/saved-plans/plan-1': () => json({ success: true, data: buildSavedPlan() }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Week of November 16' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Saved Meal Plans/ }).getAttribute('href')).toBe(
      '/app/saved-plans',
    );
  });

  it('/app/pantry lists the foods by aisle with a toggle each', async () => {
    renderSignedIn('/app/pantry', buildUser(), {
      'GET /api/pantry': () =>
        json({
          success: true,
          data: {
            food_ids: ['salt'],
            foods: [
              {
                food_id: 'salt',
                name: 'Salt',
                aisle: 'spices',
                aisle_label: 'Spices & Seasonings',
                in_pantry: true,
                staple: true,
              },
              {
                food_id: 'rice',
                name: 'Rice',
                aisle: 'grains-pasta',
                aisle_label: 'Pasta, Rice & Grains',
                in_pantry: false,
                staple: false,
              },
            ],
          },
        }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Pantry' })).toBeTruthy();
    // Aisles under the names the grocery list uses (the server's), A–Z.
    const aisles = screen
      .getAllByRole('heading', { level: 2 })
      .filter((h) => h.classList.contains('aisle__title'));
    expect(aisles.map((h) => h.textContent)).toEqual(['Pasta, Rice & Grains', 'Spices & Seasonings']);
    expect(screen.getByRole('checkbox', { name: /Salt/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Rice' })).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    const put: unknown[] = [];
    vi.mocked(fetch).mockImplementation((_url, init) => {
      put.push(JSON.parse(init?.body as string));
      return Promise.resolve(
        json({
          success: true,
          data: {
            food_ids: ['salt', 'rice'],
            foods: [
              {
                food_id: 'salt',
                name: 'Salt',
                aisle: 'spices',
                aisle_label: 'Spices & Seasonings',
                in_pantry: true,
                staple: true,
              },
              {
                food_id: 'rice',
                name: 'Rice',
                aisle: 'grains-pasta',
                aisle_label: 'Pasta, Rice & Grains',
                in_pantry: true,
                staple: false,
              },
            ],
          },
        }),
      );
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Rice' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your pantry is saved.')).toBeTruthy();
    expect(put).toEqual([{ food_ids: ['salt', 'rice'] }]);
  });
});
