import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildGroceryItem, buildGroceryList, sampleItems } from '../../../test/grocery-factories';
import { ListActions } from './list-actions';
import type { ListActionsProps } from './list-actions';

const list = buildGroceryList([
  ...sampleItems(),
  buildGroceryItem({ id: 'rice', matched_name: 'Rice', product_id: '0001111000001', packages: 2 }),
]);

function renderActions(props: Partial<ListActionsProps> = {}) {
  return render(<ListActions list={list} title="Week of November 16" {...props} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ListActions', () => {
  it('offers print, copy and CSV everywhere, without a request', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderActions();
    const group = screen.getByRole('group', { name: 'List actions' });
    expect(group).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    // Send to Kroger Cart comes from features/kroger-cart, only when a route puts it in.
    expect(screen.queryByRole('button', { name: 'Send to Kroger Cart' })).toBeNull();
    // No Web Share API in jsdom: no Share button.
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('prints only the list, shares and copies the text, and downloads a CSV', async () => {
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

  it("puts the route's cart action first and shows what it says in the list's one message", async () => {
    const user = userEvent.setup();
    renderActions({
      cartAction: (notify) => (
        <button
          type="button"
          onClick={() => notify({ type: 'success', title: 'Sent to Kroger', message: 'Added 2 items' })}
        >
          Cart
        </button>
      ),
    });
    const buttons = within(screen.getByRole('group', { name: 'List actions' })).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Cart',
      'Print',
      'Copy as text',
      'Download CSV',
    ]);
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    const message = screen.getByRole('status');
    expect(within(message).getByText('Sent to Kroger')).toBeTruthy();
    expect(within(message).getByText('Added 2 items')).toBeTruthy();
    // The message is the list's: dismissed like any other.
    await user.click(within(message).getByRole('button', { name: /Dismiss/ }));
    expect(screen.queryByText('Added 2 items')).toBeNull();
  });
});
