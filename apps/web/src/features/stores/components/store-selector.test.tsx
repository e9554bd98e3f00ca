import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../../../test/query-client';
import { StoreSelector } from './store-selector';

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

function renderSelector(onSelected = vi.fn()) {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <StoreSelector mode="account" onSelected={onSelected} />
    </QueryClientProvider>,
  );
  return onSelected;
}

afterEach(() => vi.unstubAllGlobals());

const store = {
  location_id: 'SV-10001-1',
  store_id: 'SV-10001-1',
  name: 'Fresh Lane Chelsea',
  formatted_address: '12 Pine St, New York, NY 10001',
  phone: '212-555-0142',
  hours: 'Open 24 hours',
  distance: 0.8,
};

describe('StoreSelector', () => {
  it('keeps digits only and needs 5 of them; radius defaults to 25 miles', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderSelector();
    const zip = screen.getByLabelText<HTMLInputElement>('Zip code');
    await user.type(zip, '1a2b3');
    expect(zip.value).toBe('123');
    expect(screen.getByLabelText<HTMLSelectElement>('Radius').value).toBe('25');
    await user.click(screen.getByRole('button', { name: 'Search Stores' }));
    expect(screen.getByText('Please enter a valid 5-digit zip code')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when nothing is in range', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json(200, { stores: [], message: 'No stores found within 10 miles of 59001' })),
    );
    const user = userEvent.setup();
    renderSelector();
    await user.type(screen.getByLabelText('Zip code'), '59001');
    await user.selectOptions(screen.getByLabelText('Radius'), '10');
    await user.click(screen.getByRole('button', { name: 'Search Stores' }));
    expect(await screen.findByText('No stores found within 10 miles of 59001')).toBeTruthy();
  });

  it('shows the server message, or the fallback, when a search fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json(500, {})),
    );
    const user = userEvent.setup();
    renderSelector();
    await user.type(screen.getByLabelText('Zip code'), '10001');
    await user.click(screen.getByRole('button', { name: 'Search Stores' }));
    expect(await screen.findByText('Error searching for stores')).toBeTruthy();
  });

  it('sets the default store and reports a background sync', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url.endsWith('/search')
          ? json(200, { stores: [store], message: 'Found 1 store' })
          : json(200, {
              store,
              inventory_status: { sync_triggered: true, total_products: 0 },
              message: 'ok',
            }),
      ),
    );
    const user = userEvent.setup();
    const onSelected = renderSelector();
    await user.type(screen.getByLabelText('Zip code'), '10001');
    await user.click(screen.getByRole('button', { name: 'Search Stores' }));
    await user.click(
      await screen.findByRole('button', {
        name: 'Select Fresh Lane Chelsea at 12 Pine St, New York, NY 10001',
      }),
    );
    expect(
      await screen.findByText(
        'Fresh Lane Chelsea is your store. Its inventory is syncing in the background.',
      ),
    ).toBeTruthy();
    expect(onSelected).toHaveBeenCalledWith(expect.objectContaining({ location_id: 'SV-10001-1' }));
  });

  it('names each Select button by its store and address, so two stores of one name differ', async () => {
    const twin = {
      ...store,
      location_id: 'SV-10001-2',
      store_id: 'SV-10001-2',
      formatted_address: '9 Elm St, New York, NY 10001',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json(200, { stores: [store, twin], message: 'Found 2 stores' })),
    );
    const user = userEvent.setup();
    renderSelector();
    await user.type(screen.getByLabelText('Zip code'), '10001');
    await user.click(screen.getByRole('button', { name: 'Search Stores' }));
    expect(
      await screen.findByRole('button', {
        name: 'Select Fresh Lane Chelsea at 12 Pine St, New York, NY 10001',
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Select Fresh Lane Chelsea at 9 Elm St, New York, NY 10001' }),
    ).toBeTruthy();
  });

  it('shows the set-default fallback message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url.endsWith('/search') ? json(200, { stores: [store], message: 'Found 1 store' }) : json(500, {}),
      ),
    );
    const user = userEvent.setup();
    renderSelector();
    await user.type(screen.getByLabelText('Zip code'), '10001');
    await user.click(screen.getByRole('button', { name: 'Search Stores' }));
    await user.click(
      await screen.findByRole('button', {
        name: 'Select Fresh Lane Chelsea at 12 Pine St, New York, NY 10001',
      }),
    );
    expect(await screen.findByText('Error setting default store')).toBeTruthy();
  });
});
