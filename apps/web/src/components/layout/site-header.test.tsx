import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SiteHeader } from './site-header';

// Counts the loads of the user menu's module (the factory runs when it is first imported).
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./user-menu', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

const ROSA = { first_name: 'Rosa', last_name: 'Lopez', email: 'rosa@example.com' };

function renderHeader(onLogout = vi.fn()) {
  render(
    <MemoryRouter>
      <SiteHeader variant="default" user={ROSA} onLogout={onLogout} />
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
