import type { GroceryList } from '@saverly/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Message } from '../../../components/message';
import { testQueryClient } from '../../../test/query-client';
import { buildGroceryItem, buildGroceryList, sampleItems } from '../../../test/grocery-factories';
import { json, stubServer } from '../../../test/http';
import type { KrogerNotice } from '../hooks/use-send-to-kroger-cart';
import { KROGER_PENDING_KEY } from '../lib/consent-return';
import { SendToKrogerCart } from './send-to-kroger-cart';

const list = buildGroceryList([
  ...sampleItems(),
  buildGroceryItem({ id: 'rice', matched_name: 'Rice', product_id: '0001111000001', packages: 2 }),
]);

/** The button in a host that shows its notices, as the list actions do (features/list-actions). */
function Host({ cartList }: { cartList: GroceryList }) {
  const [notice, setNotice] = useState<KrogerNotice | null>(null);
  return (
    <>
      <SendToKrogerCart list={cartList} onNotice={setNotice} />
      {notice ? <Message {...notice} /> : null}
    </>
  );
}

function renderCart(path = '/app/saved-plans/plan-1', cartList = list) {
  const router = createMemoryRouter(
    [{ path: '/app/saved-plans/:id', element: <Host cartList={cartList} /> }],
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

describe('SendToKrogerCart', () => {
  it('shows no button when Kroger is not configured', async () => {
    const fetchMock = stubServer({
      'GET /api/kroger/status': () => json({ success: true, configured: false, connected: false }),
    });
    renderCart();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Send to Kroger Cart' })).toBeNull();
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
    renderCart();
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

  it('says there is nothing to send when none of the items are Kroger products', async () => {
    const fetchMock = stubServer({
      'GET /api/kroger/status': () => json({ success: true, configured: true, connected: true }),
    });
    renderCart(
      '/app/saved-plans/plan-1',
      buildGroceryList([buildGroceryItem({ product_id: 'SV-10001-1-rice' })]),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send to Kroger Cart' }));
    expect(
      screen.getByText('None of the items on this list are Kroger products, so there is nothing to send.'),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/kroger/status']);
  });

  it('keeps nothing pending when the consent cannot start, and says why', async () => {
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
      'POST /api/kroger/connect': () =>
        json(
          { success: false, error: 'service_unavailable', message: 'Kroger is not available right now' },
          503,
        ),
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderCart();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send to Kroger Cart' }));
    expect(await screen.findByText('Could not send to Kroger')).toBeTruthy();
    expect(screen.getByText('Kroger is not available right now')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(KROGER_PENDING_KEY)).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send to Kroger Cart' }).disabled).toBe(
      false,
    );
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
    renderCart();
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
    const router = renderCart('/app/saved-plans/plan-1?kroger=connected');
    expect(await screen.findByText('Added 1 item to your Kroger cart')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(sessionStorage.getItem(KROGER_PENDING_KEY)).toBeNull();
  });

  it('says so when the member declined on Kroger', async () => {
    stubServer({
      'GET /api/kroger/status': () => json({ success: true, configured: true, connected: false }),
    });
    renderCart('/app/saved-plans/plan-1?kroger=denied');
    expect(await screen.findByText(/You did not allow Saverly to use your Kroger cart/)).toBeTruthy();
  });
});
