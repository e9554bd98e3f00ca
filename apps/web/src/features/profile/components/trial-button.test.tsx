import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../test/factories';
import { testQueryClient } from '../../../test/query-client';
import { TrialButton } from './trial-button';
import { json } from '../../../test/http';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderButton(props: Pick<Parameters<typeof TrialButton>[0], 'user' | 'reloadUser'>) {
  const router = createMemoryRouter(
    [
      {
        path: '/pricing',
        element: <TrialButton plan="pro" label="Start Free Trial" className="button" {...props} />,
      },
      { path: '/app', element: <p>dashboard</p> },
    ],
    { initialEntries: ['/pricing'] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('TrialButton (the session comes from the route)', () => {
  it('a visitor gets a link to sign up', () => {
    renderButton({ user: null, reloadUser: vi.fn() });
    expect(screen.getByRole('link', { name: /^Start Free Trial/ }).getAttribute('href')).toBe('/signup');
  });

  it('a free member starts the trial, the session reloads the user, then the dashboard opens', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(
        json({
          success: true,
          subscription: {
            plan: 'pro',
            status: 'trialing',
            is_premium: true,
            trial_ends_at: '2026-02-01T00:00:00.000Z',
            trial_used: true,
            payment_provider: 'none',
          },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const reloadUser = vi.fn(() => Promise.resolve());
    renderButton({ user: buildUser(), reloadUser });
    await userEvent.click(screen.getByRole('button', { name: /^Start Free Trial/ }));
    await waitFor(() => screen.getByText('dashboard'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/billing/trial');
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({ plan: 'pro' });
    expect(reloadUser).toHaveBeenCalledTimes(1);
  });

  it('a member covered by a household member’s Family plan is told whose plan it is, and offered no trial', () => {
    renderButton({
      user: buildUser({ is_premium: true, premium_plan: 'family', premium_shared_by: 'Ana' }),
      reloadUser: vi.fn(),
    });
    expect(screen.getByText('You have Premium through Ana’s Family plan.')).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
