import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG } from '../config/runtime-config';
import { restoreSession, useAuth } from '../features/auth/auth-context';
import { prefetchDashboard } from '../features/saved-plans/api/saved-plans';
import { queryKeys } from '../lib/query-keys';
import { buildUser } from '../test/factories';
import { buildSavings } from '../test/grocery-factories';
import { json, stubServer } from '../test/http';
import { testQueryClient } from '../test/query-client';
import { AppProvider } from './provider';

const savings = buildSavings();
const quota = { used: 1, limit: 3, remaining: 2, resets_at: '2026-12-01T00:00:00Z' };

function Member() {
  const { user, logout } = useAuth();
  return (
    <>
      <p>{user ? `Signed in as ${user.first_name}` : 'Signed out'}</p>
      <button type="button" onClick={() => void logout()}>
        Log out
      </button>
    </>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AppProvider with an early start (app/main.tsx)', () => {
  it('uses the session check already under way: one profile call, the member signed in', async () => {
    localStorage.setItem('access_token', 'access');
    const fetchMock = stubServer({
      'GET /api/auth/profile': () => json({ user: buildUser({ first_name: 'Ines' }) }),
    });
    const early = {
      config: Promise.resolve(DEFAULT_RUNTIME_CONFIG),
      queryClient: testQueryClient(),
      session: restoreSession(),
    };
    render(
      <AppProvider early={early}>
        <Member />
      </AppProvider>,
    );
    expect(await screen.findByText('Signed in as Ines')).not.toBeNull();
    const profileCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/profile');
    expect(profileCalls).toHaveLength(1);
  });

  it('keeps the dashboard data asked for at start-up, and forgets it when the member signs out', async () => {
    localStorage.setItem('access_token', 'access');
    const ines = buildUser({ first_name: 'Ines' });
    const fetchMock = stubServer({
      'GET /api/auth/profile': () => json({ user: ines }),
      'GET /api/saved-plans': () => json({ success: true, data: [] }),
      'GET /api/savings': () => json({ success: true, data: savings }),
      'GET /api/meal-plans/quota': () => json({ success: true, quota }),
      'POST /api/auth/logout': () => json({ success: true, message: 'Logged out' }),
    });
    const queryClient = testQueryClient();
    prefetchDashboard(queryClient, ines.id);
    const early = { config: Promise.resolve(DEFAULT_RUNTIME_CONFIG), queryClient, session: restoreSession() };
    render(
      <AppProvider early={early}>
        <Member />
      </AppProvider>,
    );
    expect(await screen.findByText('Signed in as Ines')).not.toBeNull();
    // The three requests went out beside the profile call, not after it.
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/auth/profile',
        '/api/saved-plans',
        '/api/savings',
        '/api/meal-plans/quota',
      ]),
    );
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.savings.all)).toEqual(savings));
    // Signing in (no member → Ines) keeps them.
    expect(queryClient.getQueryData(queryKeys.mealPlans.quota)).toEqual(quota);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Signed out')).not.toBeNull();
    // The next member on this phone must not see Ines's savings, plans or quota.
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.savings.all)).toBeUndefined());
    expect(queryClient.getQueryData(queryKeys.mealPlans.quota)).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.savedPlans.list)).toBeUndefined();
  });
});
