import type { User } from '@saverly/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildItem, buildList, buildPlan, latestBody } from '../features/meal-plans/lib/test-data';
import { buildUser } from '../test/factories';
import { buildSavedPlan } from '../test/grocery-factories';
import { json, stubServer } from '../test/http';
import type { Handler } from '../test/http';
import { loadAllRoutes } from './route-table';
import { renderApp } from './render-app';

// The lazy pages' modules, loaded once up front (route-table.tsx).
beforeAll(() => loadAllRoutes(), 120_000);

/**
 * The routes compose the list actions (features/list-actions) with Send to Kroger Cart
 * (features/kroger-cart) into the wizard's Shopping List step and a saved plan's list
 * (routes/app/shopping-list-actions.tsx): the pages as a member sees them.
 */

const kroger = (configured: boolean) => () => json({ success: true, configured, connected: configured });

function renderSignedIn(path: string, handlers: Record<string, Handler>, user: User = buildUser()) {
  localStorage.setItem('access_token', 'access');
  const fetchMock = stubServer({ 'GET /api/auth/profile': () => json({ user }), ...handlers });
  const router = renderApp(path);
  return { router, fetchMock };
}

/** The whole app's first render, a lazy page and two requests: more than a second on a busy machine. */
const slow = { timeout: 8000 };

const buttonNames = () =>
  within(screen.getByRole('group', { name: 'List actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('a saved plan’s list actions', () => {
  const plan = buildSavedPlan({
    checks: { broccoli: { checked: true, changed_at: '2026-11-17T09:00:00.000Z' } },
  });

  it('puts Send to Kroger Cart first when Kroger is configured, and its answer in the list’s message', async () => {
    const sent: unknown[] = [];
    // Before the page: user-event's clipboard makes Copy as text show.
    const user = userEvent.setup();
    renderSignedIn('/app/saved-plans/plan-1', {
      'GET /api/saved-plans/plan-1': () => json({ success: true, data: plan }),
      'GET /api/kroger/status': kroger(true),
      'POST /api/kroger/cart': (init) => {
        sent.push(JSON.parse(init?.body as string));
        return json({ success: true, added: 2 });
      },
    });
    const send = await screen.findByRole('button', { name: 'Send to Kroger Cart' }, slow);
    expect(buttonNames()).toEqual(['Send to Kroger Cart', 'Print', 'Copy as text', 'Download CSV']);
    // The printout has the plan's name and what is ticked off.
    const printout = document.querySelector('.list-print')!;
    expect(printout.querySelector('h1')?.textContent).toBe('Week of November 16');
    expect(printout.querySelector('.list-print__done')?.textContent).toContain('Broccoli');

    await user.click(send);
    const list = screen.getByRole('tabpanel', { name: 'Shopping list' });
    expect(await within(list).findByText('Added 2 items to your Kroger cart')).toBeTruthy();
    expect(sent).toEqual([
      {
        items: [
          { product_id: '0001111041700', quantity: 1 },
          { product_id: '0000000004060', quantity: 1 },
        ],
      },
    ]);
  });

  it('offers print and CSV without Send to Kroger Cart when Kroger is not configured', async () => {
    const { fetchMock } = renderSignedIn('/saved-plans/plan-1', {
      'GET /api/saved-plans/plan-1': () => json({ success: true, data: plan }),
      'GET /api/kroger/status': kroger(false),
    });
    expect(await screen.findByRole('button', { name: 'Print' }, slow)).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/kroger/status', expect.anything()));
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send to Kroger Cart' })).toBeNull();
  });

  it('back from Kroger’s consent page, finishes the send on the same plan', async () => {
    sessionStorage.setItem(
      'saverly_kroger_pending',
      JSON.stringify({
        path: '/app/saved-plans/plan-1',
        items: [{ product_id: '0001111041700', quantity: 1 }],
      }),
    );
    const { router } = renderSignedIn('/app/saved-plans/plan-1?kroger=connected', {
      'GET /api/saved-plans/plan-1': () => json({ success: true, data: plan }),
      'GET /api/kroger/status': kroger(true),
      'POST /api/kroger/cart': () => json({ success: true, added: 1 }),
    });
    expect(await screen.findByText('Added 1 item to your Kroger cart', undefined, slow)).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });
});

describe('the wizard’s Shopping List step', () => {
  const plan = buildPlan();
  const list = buildList([buildItem({ id: 'rice', matched_name: 'Rice', product_id: '0001111000001' })]);

  /** A reload at step 4 brings the member's latest plan back; View Shopping List prices it. */
  async function openShoppingList(configured: boolean) {
    const user = userEvent.setup();
    const { fetchMock } = renderSignedIn('/app/meal-planner?step=4', {
      'GET /api/meal-plans/latest': () => json(latestBody(plan)),
      'POST /api/grocery-list': () => json({ success: true, data: list }),
      'GET /api/kroger/status': kroger(configured),
    });
    await user.click(await screen.findByRole('button', { name: 'View Shopping List' }, slow));
    await screen.findByRole('heading', { level: 2, name: /Shopping List/ }, slow);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/kroger/status', expect.anything()));
  }

  it('shows the actions that work everywhere when Kroger is not configured', async () => {
    await openShoppingList(false);
    // No Kroger on this server: the actions that work everywhere instead of Send to Kroger Cart.
    expect(screen.getByRole('button', { name: /Print/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Download CSV/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send to Kroger Cart' })).toBeNull();
    expect(document.querySelector('.list-print h1')?.textContent).toBe('Shopping list');
  });

  it('puts Send to Kroger Cart first when Kroger is configured', async () => {
    await openShoppingList(true);
    expect(await screen.findByRole('button', { name: 'Send to Kroger Cart' }, slow)).toBeTruthy();
    expect(buttonNames()).toEqual(['Send to Kroger Cart', 'Print', 'Copy as text', 'Download CSV']);
  });
});
