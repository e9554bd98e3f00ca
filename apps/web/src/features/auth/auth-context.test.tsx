import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../lib/api-client';
import { expectConsoleWarning } from '../../test/console';
import { buildUser } from '../../test/factories';
import {
  AUTH_CHECK_TIMEOUT,
  AuthProvider,
  isConnectionFailure,
  useAuth,
  verifyStoredToken,
} from './auth-context';
import type { AuthContextValue } from './auth-context';
import { json, stubServer } from '../../test/http';
import { startEarlyProfile, takeEarlyProfile } from './lib/early-profile';

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
    localStorage.setItem(
      'selected_store',
      JSON.stringify({
        location_id: '1',
        store_id: '1',
        name: 'Corner Market',
        formatted_address: '1 Main St, Springfield',
        phone: null,
        hours: null,
      }),
    );
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

const unauthorized = () => json({ success: false, error: 'authentication', message: 'Token expired' }, 401);
const bearerOf = (init?: RequestInit) => new Headers(init?.headers).get('Authorization');

const corner = {
  location_id: '70500874',
  store_id: '70500874',
  name: 'Corner Market',
  formatted_address: '1 Main St, Springfield',
  phone: null,
  hours: null,
};

/** Hands the latest context value to the test on every render. */
function Capture({ onValue }: { onValue: (value: AuthContextValue) => void }) {
  const auth = useAuth();
  useEffect(() => {
    onValue(auth);
  }, [auth, onValue]);
  return <Probe />;
}

/** Renders the provider and exposes the latest context value. */
function renderAuth() {
  let latest: AuthContextValue | null = null;
  render(
    <AuthProvider>
      <Capture
        onValue={(value) => {
          latest = value;
        }}
      />
    </AuthProvider>,
  );
  return {
    get auth(): AuthContextValue {
      if (!latest) throw new Error('not rendered');
      return latest;
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('AuthProvider start-up with a stored token', () => {
  it('verifies the token with GET /api/auth/profile; the user is signed in and the default store becomes the selected one', async () => {
    localStorage.setItem('access_token', 'stored-access');
    localStorage.setItem('refresh_token', 'stored-refresh');
    localStorage.setItem(
      'selected_store',
      JSON.stringify({
        location_id: '1',
        store_id: '1',
        name: 'Old Store',
        formatted_address: '1 Main St, Springfield',
        phone: null,
        hours: null,
      }),
    );
    const fetchMock = stubServer({
      'GET /api/auth/profile': (init) =>
        bearerOf(init) === 'Bearer stored-access'
          ? json({ user: buildUser({ first_name: 'Lena', default_store: corner }) })
          : unauthorized(),
    });
    renderAuth();
    expect(screen.queryByText('loading: true')).not.toBeNull();
    await waitFor(() => screen.getByText('loading: false'));
    expect(screen.queryByText('authenticated: true')).not.toBeNull();
    expect(screen.queryByText('user: Lena')).not.toBeNull();
    expect(screen.queryByText('store: Corner Market')).not.toBeNull();
    expect(JSON.parse(localStorage.getItem('selected_store')!)).toEqual(corner);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the restored store when the user has no default store', async () => {
    localStorage.setItem('access_token', 'stored-access');
    localStorage.setItem(
      'selected_store',
      JSON.stringify({
        location_id: '1',
        store_id: '1',
        name: 'Old Store',
        formatted_address: '1 Main St, Springfield',
        phone: null,
        hours: null,
      }),
    );
    stubServer({ 'GET /api/auth/profile': () => json({ user: buildUser({ default_store: null }) }) });
    renderAuth();
    await waitFor(() => screen.getByText('loading: false'));
    expect(screen.queryByText('authenticated: true')).not.toBeNull();
    expect(screen.queryByText('store: Old Store')).not.toBeNull();
  });

  it('an expired access token is refreshed once (rotated tokens stored) and the check succeeds', async () => {
    localStorage.setItem('access_token', 'expired');
    localStorage.setItem('refresh_token', 'refresh-1');
    stubServer({
      'GET /api/auth/profile': (init) =>
        bearerOf(init) === 'Bearer access-2' ? json({ user: buildUser() }) : unauthorized(),
      'POST /api/auth/refresh': (init) =>
        (JSON.parse(init?.body as string) as { refresh_token: string }).refresh_token === 'refresh-1'
          ? json({ access_token: 'access-2', refresh_token: 'refresh-2' })
          : unauthorized(),
    });
    renderAuth();
    await waitFor(() => screen.getByText('loading: false'));
    expect(screen.queryByText('authenticated: true')).not.toBeNull();
    expect(localStorage.getItem('access_token')).toBe('access-2');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-2');
  });

  it('a failed check removes both tokens and ends signed out (the selected store stays)', async () => {
    localStorage.setItem('access_token', 'revoked');
    localStorage.setItem('refresh_token', 'revoked-too');
    localStorage.setItem('selected_store', JSON.stringify(corner));
    stubServer({ 'GET /api/auth/profile': unauthorized, 'POST /api/auth/refresh': unauthorized });
    expectConsoleWarning('Stored session could not be verified');
    renderAuth();
    await waitFor(() => screen.getByText('loading: false'));
    expect(screen.queryByText('authenticated: false')).not.toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(screen.queryByText('store: Corner Market')).not.toBeNull();
  });

  it('a server that is unreachable (and no last known user) also ends signed out with the tokens removed', async () => {
    localStorage.setItem('access_token', 'stored');
    localStorage.setItem('refresh_token', 'stored');
    stubServer({});
    expectConsoleWarning('Stored session could not be verified');
    renderAuth();
    await waitFor(() => screen.getByText('loading: false'));
    expect(screen.queryByText('authenticated: false')).not.toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('a check aborted because the page is being left keeps the tokens for the next page', async () => {
    localStorage.setItem('access_token', 'stored');
    localStorage.setItem('refresh_token', 'stored');
    let fail: (error: Error) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((_resolve, reject) => (fail = reject))),
    );
    renderAuth();
    window.dispatchEvent(new Event('pagehide'));
    fail(new TypeError('Failed to fetch'));
    await waitFor(() => screen.getByText('loading: false'));
    expect(localStorage.getItem('access_token')).toBe('stored');
    expect(localStorage.getItem('refresh_token')).toBe('stored');
    window.dispatchEvent(new Event('pageshow'));
  });

  it('without a token nothing is called and the app ends signed out', async () => {
    const fetchMock = stubServer({});
    renderAuth();
    await waitFor(() => screen.getByText('loading: false'));
    expect(screen.queryByText('authenticated: false')).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the signed-in shell’s early session check (lib/early-profile)', () => {
  afterEach(() => {
    void takeEarlyProfile(null); // nothing left for the next test
    document.getElementById('saverly-config')?.remove();
  });

  it('asks for the profile at once with the stored token, at the API the page names', () => {
    localStorage.setItem('access_token', 'stored-access');
    const config = document.createElement('script');
    config.type = 'application/json';
    config.id = 'saverly-config';
    config.textContent = JSON.stringify({
      apiUrl: 'https://api.example.test/',
      environment: 'production',
      version: '1',
      debug: false,
    });
    document.head.append(config);
    const fetchMock = stubServer({});
    startEarlyProfile();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.example.test/api/auth/profile');
    expect(bearerOf(init)).toBe('Bearer stored-access');
    // Once, and only for the token it was made with.
    expect(takeEarlyProfile('another-token')).toBeNull();
    startEarlyProfile();
    expect(takeEarlyProfile('stored-access')).not.toBeNull();
    expect(takeEarlyProfile('stored-access')).toBeNull();
  });

  it('asks nothing without a stored token', () => {
    const fetchMock = stubServer({});
    startEarlyProfile();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeEarlyProfile(null)).toBeNull();
  });

  it('the start-up check takes the early answer instead of asking again', async () => {
    localStorage.setItem('access_token', 'stored-access');
    localStorage.setItem('refresh_token', 'stored-refresh');
    const fetchMock = stubServer({
      'GET /api/auth/profile': (init) =>
        bearerOf(init) === 'Bearer stored-access'
          ? json({ user: buildUser({ first_name: 'Ada' }) })
          : unauthorized(),
    });
    startEarlyProfile();
    renderAuth();
    await waitFor(() => screen.getByText('loading: false'));
    expect(screen.queryByText('user: Ada')).not.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('an early 401 is handled as any check: refreshed once, then asked again', async () => {
    localStorage.setItem('access_token', 'expired');
    localStorage.setItem('refresh_token', 'refresh-1');
    const fetchMock = stubServer({
      'GET /api/auth/profile': (init) =>
        bearerOf(init) === 'Bearer access-2'
          ? json({ user: buildUser({ first_name: 'Ada' }) })
          : unauthorized(),
      'POST /api/auth/refresh': () => json({ access_token: 'access-2', refresh_token: 'refresh-2' }),
    });
    startEarlyProfile();
    renderAuth();
    await waitFor(() => screen.getByText('loading: false'));
    expect(screen.queryByText('user: Ada')).not.toBeNull();
    expect(localStorage.getItem('access_token')).toBe('access-2');
    // The early call, the app's own (401), the refresh, the retry.
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});

describe('verifyStoredToken', () => {
  it("gives up after 10 s with 'Authentication check timeout' and aborts the request", async () => {
    vi.useFakeTimers();
    localStorage.setItem('access_token', 'slow');
    let aborted = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => {
              aborted = true;
              reject(init.signal?.reason as Error);
            });
          }),
      ),
    );
    const check = verifyStoredToken();
    const outcome = expect(check).rejects.toThrow(AUTH_CHECK_TIMEOUT);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(AUTH_CHECK_TIMEOUT).toBe('Authentication check timeout');
    expect(aborted).toBe(true);
  });
});

describe('AuthProvider transitions', () => {
  it('login stores the tokens and the default store when present', async () => {
    stubServer({});
    const view = renderAuth();
    await waitFor(() => screen.getByText('loading: false'));
    act(() =>
      view.auth.signIn({
        access_token: 'a1',
        refresh_token: 'r1',
        user: buildUser({ default_store: corner }),
      }),
    );
    expect(localStorage.getItem('access_token')).toBe('a1');
    expect(localStorage.getItem('refresh_token')).toBe('r1');
    expect(JSON.parse(localStorage.getItem('selected_store')!)).toEqual(corner);
    expect(screen.queryByText('store: Corner Market')).not.toBeNull();
  });

  it('login without a default store clears the selected store', async () => {
    localStorage.setItem('selected_store', JSON.stringify(corner));
    stubServer({});
    const view = renderAuth();
    await waitFor(() => screen.getByText('store: Corner Market'));
    act(() => view.auth.signIn({ access_token: 'a1', refresh_token: 'r1', user: buildUser() }));
    expect(localStorage.getItem('selected_store')).toBeNull();
    expect(screen.queryByText('store: none')).not.toBeNull();
    expect(screen.queryByText('authenticated: true')).not.toBeNull();
  });

  it('logout calls the server with the token, then clears tokens, store and state', async () => {
    const fetchMock = stubServer({ 'POST /api/auth/logout': () => new Response(null, { status: 204 }) });
    const view = renderAuth();
    await waitFor(() => screen.getByText('loading: false'));
    act(() =>
      view.auth.signIn({
        access_token: 'a1',
        refresh_token: 'r1',
        user: buildUser({ default_store: corner }),
      }),
    );
    await act(() => view.auth.logout());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(bearerOf(fetchMock.mock.calls[0]![1])).toBe('Bearer a1');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(localStorage.getItem('selected_store')).toBeNull();
    expect(screen.queryByText('authenticated: false')).not.toBeNull();
    expect(screen.queryByText('store: none')).not.toBeNull();
  });

  it('a failed logout is only logged; the local session is cleared anyway', async () => {
    stubServer({ 'POST /api/auth/logout': () => json({ success: false, message: 'down' }, 500) });
    const warned = expectConsoleWarning('Logout request failed');
    const view = renderAuth();
    await waitFor(() => screen.getByText('loading: false'));
    act(() => view.auth.signIn({ access_token: 'a1', refresh_token: 'r1', user: buildUser() }));
    await act(() => view.auth.logout());
    expect(warned).toEqual([expect.stringMatching(/^Logout request failed ApiError: down/)]);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(screen.queryByText('authenticated: false')).not.toBeNull();
  });

  it('logout without a token does not call the server', async () => {
    const fetchMock = stubServer({});
    const view = renderAuth();
    await waitFor(() => screen.getByText('loading: false'));
    await act(() => view.auth.logout());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refreshToken without a refresh token throws 'No refresh token available'", async () => {
    const fetchMock = stubServer({});
    const view = renderAuth();
    await waitFor(() => screen.getByText('loading: false'));
    // Ending the session updates the provider's state: inside act().
    await act(async () => {
      await expect(view.auth.refreshToken()).rejects.toThrow('No refresh token available');
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshToken stores the new access token and the rotated refresh token', async () => {
    stubServer({
      'POST /api/auth/refresh': () => json({ access_token: 'a2', refresh_token: 'r2' }),
    });
    const view = renderAuth();
    await waitFor(() => screen.getByText('loading: false'));
    act(() => view.auth.signIn({ access_token: 'a1', refresh_token: 'r1', user: buildUser() }));
    await act(() => view.auth.refreshToken());
    expect(localStorage.getItem('access_token')).toBe('a2');
    expect(localStorage.getItem('refresh_token')).toBe('r2');
    expect(screen.queryByText('authenticated: true')).not.toBeNull();
  });

  it('a failed refresh clears the tokens and the user', async () => {
    stubServer({ 'POST /api/auth/refresh': unauthorized });
    const view = renderAuth();
    await waitFor(() => screen.getByText('loading: false'));
    act(() => view.auth.signIn({ access_token: 'a1', refresh_token: 'r1', user: buildUser() }));
    await act(async () => {
      await expect(view.auth.refreshToken()).rejects.toMatchObject({ status: 401 });
    });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(screen.queryByText('authenticated: false')).not.toBeNull();
  });

  it('a 401 on any call whose refresh fails signs the user out', async () => {
    stubServer({ 'GET /api/sales': unauthorized, 'POST /api/auth/refresh': unauthorized });
    const view = renderAuth();
    await waitFor(() => screen.getByText('loading: false'));
    act(() => view.auth.signIn({ access_token: 'a1', refresh_token: 'r1', user: buildUser() }));
    await act(async () => {
      await expect(api.get('/api/sales')).rejects.toMatchObject({ status: 401 });
    });
    expect(screen.queryByText('authenticated: false')).not.toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('updateUser replaces the user', async () => {
    stubServer({});
    const view = renderAuth();
    await waitFor(() => screen.getByText('loading: false'));
    act(() => view.auth.signIn({ access_token: 'a1', refresh_token: 'r1', user: buildUser() }));
    act(() => view.auth.updateUser(buildUser({ first_name: 'Renamed' })));
    expect(screen.queryByText('user: Renamed')).not.toBeNull();
  });

  it('reloadUser fetches the profile again and replaces the user (a trial started on the pricing page)', async () => {
    const fetchMock = stubServer({
      'GET /api/auth/profile': (init) =>
        bearerOf(init) === 'Bearer a1'
          ? json({ user: buildUser({ first_name: 'Premium', is_premium: true }) })
          : unauthorized(),
    });
    const view = renderAuth();
    await waitFor(() => screen.getByText('loading: false'));
    act(() => view.auth.signIn({ access_token: 'a1', refresh_token: 'r1', user: buildUser() }));
    let reloaded: { first_name: string } | null = null;
    await act(async () => {
      reloaded = await view.auth.reloadUser();
    });
    expect(reloaded).toMatchObject({ first_name: 'Premium' });
    expect(screen.queryByText('user: Premium')).not.toBeNull();
    expect(view.auth.user?.is_premium).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('AuthProvider offline start (saved lists in a store without signal)', () => {
  /** What the provider exposes about the offline session. */
  function OfflineProbe() {
    const auth = useAuth();
    return <p>offline: {String(auth.offline)}</p>;
  }

  function renderWithOffline() {
    render(
      <AuthProvider>
        <Probe />
        <OfflineProbe />
      </AuthProvider>,
    );
  }

  /**
   * The browser comes back online. The provider listens from an effect that runs after the
   * "offline: true" render, and on a loaded machine that effect can run after the text is seen: an
   * event fired before it is lost, as it would be in a browser. So the event is sent again until
   * the answer shows (the provider checks once at a time).
   */
  async function backOnlineUntil(text: string) {
    await waitFor(() => {
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      screen.getByText(text);
    });
  }

  const lastUser = buildUser({ first_name: 'Nia', default_store: corner });

  it('remembers the last confirmed user in saverly_last_user, and forgets it on logout', async () => {
    localStorage.setItem('access_token', 'stored-access');
    stubServer({
      'GET /api/auth/profile': () => json({ user: lastUser }),
      'POST /api/auth/logout': () => json({ success: true }),
    });
    const view = renderAuth();
    await waitFor(() => screen.getByText('user: Nia'));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('saverly_last_user')!)).toEqual(lastUser));
    await act(() => view.auth.logout());
    expect(localStorage.getItem('saverly_last_user')).toBeNull();
  });

  it('a network failure keeps the tokens and signs in the last known user, marked offline', async () => {
    localStorage.setItem('access_token', 'stored-access');
    localStorage.setItem('refresh_token', 'stored-refresh');
    localStorage.setItem('saverly_last_user', JSON.stringify(lastUser));
    stubServer({});
    expectConsoleWarning('Offline: signed in as the last known user');
    renderWithOffline();
    await waitFor(() => screen.getByText('loading: false'));
    expect(screen.queryByText('authenticated: true')).not.toBeNull();
    expect(screen.queryByText('user: Nia')).not.toBeNull();
    expect(screen.queryByText('offline: true')).not.toBeNull();
    expect(localStorage.getItem('access_token')).toBe('stored-access');
    expect(localStorage.getItem('refresh_token')).toBe('stored-refresh');
  });

  it('checks again when the browser is back online: the server confirms the user', async () => {
    localStorage.setItem('access_token', 'stored-access');
    localStorage.setItem('saverly_last_user', JSON.stringify(lastUser));
    expectConsoleWarning('Offline: signed in as the last known user');
    stubServer({});
    renderWithOffline();
    await waitFor(() => screen.getByText('offline: true'));
    stubServer({ 'GET /api/auth/profile': () => json({ user: { ...lastUser, first_name: 'Nina' } }) });
    await backOnlineUntil('offline: false');
    expect(screen.queryByText('user: Nina')).not.toBeNull();
  });

  it('back online, a refused token still ends the session (tokens and last user removed)', async () => {
    localStorage.setItem('access_token', 'stored-access');
    localStorage.setItem('refresh_token', 'stored-refresh');
    localStorage.setItem('saverly_last_user', JSON.stringify(lastUser));
    expectConsoleWarning('Offline: signed in as the last known user');
    expectConsoleWarning('Stored session could not be verified');
    stubServer({});
    renderWithOffline();
    await waitFor(() => screen.getByText('offline: true'));
    stubServer({ 'GET /api/auth/profile': unauthorized, 'POST /api/auth/refresh': unauthorized });
    await backOnlineUntil('authenticated: false');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('saverly_last_user')).toBeNull();
  });

  it('a 401 at start-up still removes the tokens and the last known user (spec section 4)', async () => {
    localStorage.setItem('access_token', 'revoked');
    localStorage.setItem('refresh_token', 'revoked');
    localStorage.setItem('saverly_last_user', JSON.stringify(lastUser));
    stubServer({ 'GET /api/auth/profile': unauthorized, 'POST /api/auth/refresh': unauthorized });
    expectConsoleWarning('Stored session could not be verified');
    renderWithOffline();
    await waitFor(() => screen.getByText('loading: false'));
    expect(screen.queryByText('authenticated: false')).not.toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('saverly_last_user')).toBeNull();
  });

  it('a server error at start-up is an answer, not a lost connection: the tokens go', async () => {
    localStorage.setItem('access_token', 'stored');
    localStorage.setItem('saverly_last_user', JSON.stringify(lastUser));
    stubServer({
      'GET /api/auth/profile': () => json({ success: false, error: 'server', message: 'Boom' }, 500),
    });
    expectConsoleWarning('Stored session could not be verified');
    renderWithOffline();
    await waitFor(() => screen.getByText('loading: false'));
    expect(screen.queryByText('authenticated: false')).not.toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('the 10 s timeout counts as offline only when the browser says it is offline', () => {
    const timeout = new Error(AUTH_CHECK_TIMEOUT);
    const onLine = vi.spyOn(navigator, 'onLine', 'get');
    onLine.mockReturnValue(false);
    expect(isConnectionFailure(timeout)).toBe(true);
    onLine.mockReturnValue(true);
    expect(isConnectionFailure(timeout)).toBe(false);
    expect(isConnectionFailure(new ApiError({ type: 'network', message: 'x' }))).toBe(true);
    expect(isConnectionFailure(new ApiError({ type: 'authentication', message: 'x', status: 401 }))).toBe(
      false,
    );
  });

  it('without a last known user a network failure ends signed out as before', async () => {
    localStorage.setItem('access_token', 'stored');
    stubServer({});
    expectConsoleWarning('Stored session could not be verified');
    renderWithOffline();
    await waitFor(() => screen.getByText('loading: false'));
    expect(screen.queryByText('offline: false')).not.toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});
