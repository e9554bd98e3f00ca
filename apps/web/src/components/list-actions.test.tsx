import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../test/query-client';
import { buildGroceryItem, buildGroceryList, sampleItems } from '../test/grocery-factories';
import { KROGER_PENDING_KEY, ListActions } from './list-actions';
import { json, stubServer } from '../test/http';

const list = buildGroceryList([
  ...sampleItems(),
  buildGroceryItem({ id: 'rice', matched_name: 'Rice', product_id: '0001111000001', packages: 2 }),
]);

function renderActions(path = '/app/saved-plans/plan-1') {
  const router = createMemoryRouter(
    [{ path: '/app/saved-plans/:id', element: <ListActions list={list} title="Week of November 16" /> }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ListActions', () => {
  it('offers print, copy and CSV everywhere, and no Kroger button when Kroger is not configured', async () => {
    const fetchMock = stubServer({
      'GET /api/kroger/status': () => json({ success: true, configured: false, connected: false }),
    });
    renderActions();
    const group = screen.getByRole('group', { name: 'List actions' });
    expect(group).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send to Kroger Cart' })).toBeNull();
    // No Web Share API in jsdom: no Share button.
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('prints only the list, shares and copies the text, and downloads a CSV', async () => {
    stubServer({
      'GET /api/kroger/status': () => json({ success: true, configured: false, connected: false }),
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    const createObjectURL = vi.fn(() => 'blob:list');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    // user-event puts its own clipboard on the navigator: spy on that one.
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderActions();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    expect(document.body.classList.contains('printing-list')).toBe(true);
    window.dispatchEvent(new Event('afterprint'));
    expect(document.body.classList.contains('printing-list')).toBe(false);
    expect(document.querySelector('.list-print')?.textContent).toContain('Chicken thighs');

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Week of November 16',
      text: expect.stringContaining('Shopping list — Kroger Chelsea') as string,
    });

    await user.click(screen.getByRole('button', { name: 'Copy as text' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('[ ] Broccoli'));
    expect(await screen.findByText('The list is on your clipboard.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(click).toHaveBeenCalled();
  });

  it('sends the bought Kroger products (product × packages) to the cart', async () => {
    const sent: unknown[] = [];
    stubServer({
      'GET /api/kroger/status': () => json({ success: true, configured: true, connected: true }),
      'POST /api/kroger/cart': (init) => {
        sent.push(JSON.parse(init?.body as string));
        return json({ success: true, added: 3 });
      },
    });
    renderActions();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send to Kroger Cart' }));
    expect(await screen.findByText('Added 3 items to your Kroger cart')).toBeTruthy();
    expect(sent).toEqual([
      {
        items: [
          { product_id: '0001111041700', quantity: 1 },
          { product_id: '0000000004060', quantity: 1 },
          { product_id: '0001111000001', quantity: 2 },
        ],
      },
    ]);
  });

  it('links the Kroger account first when Kroger asks for it, returning to this page', async () => {
    const connects: unknown[] = [];
    stubServer({
      'GET /api/kroger/status': () => json({ success: true, configured: true, connected: false }),
      'POST /api/kroger/cart': () =>
        json(
          {
            success: false,
            error: 'conflict',
            message: 'Connect your Kroger account first',
            details: { action_required: 'connect_kroger' },
          },
          409,
        ),
      'POST /api/kroger/connect': (init) => {
        connects.push(JSON.parse(init?.body as string));
        return json({
          success: true,
          authorize_url: 'https://api.kroger.com/v1/connect/oauth2/authorize?x=1',
        });
      },
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderActions();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send to Kroger Cart' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://api.kroger.com/v1/connect/oauth2/authorize?x=1'),
    );
    expect(connects).toEqual([{ return_to: '/app/saved-plans/plan-1' }]);
    expect(JSON.parse(sessionStorage.getItem(KROGER_PENDING_KEY)!)).toMatchObject({
      path: '/app/saved-plans/plan-1',
    });
  });

  it('back from Kroger: says how it went, drops ?kroger= and finishes the interrupted send', async () => {
    sessionStorage.setItem(
      KROGER_PENDING_KEY,
      JSON.stringify({
        path: '/app/saved-plans/plan-1',
        items: [{ product_id: '0001111041700', quantity: 1 }],
      }),
    );
    stubServer({
      'GET /api/kroger/status': () => json({ success: true, configured: true, connected: true }),
      'POST /api/kroger/cart': () => json({ success: true, added: 1 }),
    });
    const router = renderActions('/app/saved-plans/plan-1?kroger=connected');
    expect(await screen.findByText('Added 1 item to your Kroger cart')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(sessionStorage.getItem(KROGER_PENDING_KEY)).toBeNull();
  });

  it('says so when the member declined on Kroger', async () => {
    stubServer({
      'GET /api/kroger/status': () => json({ success: true, configured: true, connected: false }),
    });
    renderActions('/app/saved-plans/plan-1?kroger=denied');
    expect(await screen.findByText(/You did not allow Saverly to use your Kroger cart/)).toBeTruthy();
  });
});
