import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { AuthProvider, useAuth } from './auth-context';

function Probe() {
  const auth = useAuth();
  return (
    <div>
      <p>loading: {String(auth.loading)}</p>
      <p>authenticated: {String(auth.isAuthenticated)}</p>
      <p>store: {auth.selectedStore?.name ?? 'none'}</p>
      <p>user: {auth.user?.first_name ?? 'none'}</p>
      <button
        type="button"
        onClick={() =>
          auth.signIn({
            access_token: 'a',
            refresh_token: 'r',
            user: buildUser({ first_name: 'Maria' }),
          })
        }
      >
        sign in
      </button>
    </div>
  );
}

describe('AuthProvider start-up', () => {
  it('starts loading, then ends signed out with the stored store restored', async () => {
    localStorage.setItem('selected_store', JSON.stringify({ location_id: '1', name: 'Corner Market' }));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.queryByText('loading: true')).not.toBeNull();
    await waitFor(() => screen.getByText('loading: false'));
    expect(screen.queryByText('authenticated: false')).not.toBeNull();
    expect(screen.queryByText('store: Corner Market')).not.toBeNull();
  });

  it('removes an unparseable stored store', async () => {
    localStorage.setItem('selected_store', 'not-json');
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => screen.getByText('loading: false'));
    expect(screen.queryByText('store: none')).not.toBeNull();
    expect(localStorage.getItem('selected_store')).toBeNull();
  });

  it('signIn keeps the tokens and authenticates the user', async () => {
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => screen.getByText('loading: false'));
    act(() => screen.getByRole('button', { name: 'sign in' }).click());
    expect(screen.queryByText('authenticated: true')).not.toBeNull();
    expect(screen.queryByText('user: Maria')).not.toBeNull();
    expect(localStorage.getItem('access_token')).toBe('a');
  });
});
