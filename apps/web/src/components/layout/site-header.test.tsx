import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SiteHeader } from './site-header';

// Counts the loads of the menus' modules (a factory runs when its module is first imported).
const loads = vi.hoisted(() => ({ count: 0, mobile: 0 }));
vi.mock('./user-menu', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});
vi.mock('./mobile-menu', async (importOriginal) => {
  loads.mobile += 1;
  return importOriginal();
});

const ROSA = { first_name: 'Rosa', last_name: 'Lopez', email: 'rosa@example.com' };

function renderHeader(onLogout = vi.fn(), member: typeof ROSA | null = ROSA) {
  render(
    <MemoryRouter>
      <SiteHeader variant="default" user={member} onLogout={onLogout} />
    </MemoryRouter>,
  );
  return onLogout;
}

// In this order: the first test sees the dropdown's module before anything has loaded it.
describe('the signed-in user menu (ADR 0029: its dropdown loads when reached for)', () => {
  it('is not loaded for a page that is only read; reaching the button loads it; a press opens it', async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByRole('button', { name: 'ROSA' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads.count).toBe(0);

    act(() => button.focus());
    await waitFor(() => expect(loads.count).toBe(1));
    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Rosa Lopez')).not.toBeNull();
    expect(within(menu).getByText('rosa@example.com')).not.toBeNull();
    for (const item of ['Dashboard', 'Meal Planner', 'Sales', 'Profile', 'Logout'])
      expect(within(menu).getByRole('menuitem', { name: item })).not.toBeNull();
    expect(loads.count).toBe(1);
  });

  it('opens from the keyboard, Logout works from it, and the loaded button opens it again', async () => {
    const user = userEvent.setup();
    const onLogout = renderHeader();
    act(() => screen.getByRole('button', { name: 'ROSA' }).focus());
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'ROSA' }));
    expect(await screen.findByRole('menu')).not.toBeNull();
  });
});

describe('the mobile menu (ADR 0029: it loads when reached for)', () => {
  it('is not loaded for a page that is only read; a press loads it and opens it with the pages', async () => {
    const user = userEvent.setup();
    renderHeader(vi.fn(), null);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads.mobile).toBe(0);

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(dialog).getByRole('navigation', { name: 'Menu' });
    for (const page of ['Home', 'Features', 'How It Works', 'Pricing', 'Sales'])
      expect(within(nav).getByRole('link', { name: page })).not.toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Get Started' })).not.toBeNull();
    expect(loads.mobile).toBe(1);

    // Escape closes it and gives focus back to the Menu button, which opens it again.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const again = screen.getByRole('button', { name: 'Menu' });
    expect(document.activeElement).toBe(again);
    expect(again.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Menu' })).not.toBeNull();
  });

  it("a member's menu names them and logs out", async () => {
    const user = userEvent.setup();
    const onLogout = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByText('Rosa Lopez')).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
