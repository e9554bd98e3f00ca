import { LIMITS } from '@saverly/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient, NO_REFRESH_TOKEN, parseRetryAfter } from './api-client';

type FetchFn = typeof fetch;

function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** A client over a fake fetch, with a token source the test controls. */
function clientWith(fetchImpl: FetchFn, token: string | null = null) {
  const fetchFn = vi.fn(fetchImpl);
  const client = createApiClient({
    fetch: fetchFn,
    getBaseUrl: () => 'https://api.saverly.test/',
    getAccessToken: () => token,
  });
  return { client, fetchFn };
}

/** A fetch that never answers but rejects like a browser fetch when its signal aborts. */
const hangingFetch: FetchFn = (_input, init) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
  });

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw new Error(`expected an ApiError, got ${String(error)}`);
  }
  throw new Error('expected the request to fail');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('api client requests', () => {
  it('builds the URL from the runtime base URL and query, attaches the bearer token and parses JSON', async () => {
    const { client, fetchFn } = clientWith(() => Promise.resolve(jsonResponse({ ok: true })), 'token-123');
    await expect(
      client.get('/api/sales', { query: { limit: 200, category: undefined, search: 'milk' } }),
    ).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe('https://api.saverly.test/api/sales?limit=200&search=milk');
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-123');
    expect(init?.body).toBeUndefined();
  });

  it('sends bodies as JSON and omits Authorization without a stored token', async () => {
    const { client, fetchFn } = clientWith(() => Promise.resolve(jsonResponse({ user: { id: 1 } })));
    await client.post('/api/auth/login', { email: 'sam@example.com', password: 'secret' });
    const [, init] = fetchFn.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(init?.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.has('Authorization')).toBe(false);
    expect(init?.body).toBe('{"email":"sam@example.com","password":"secret"}');
  });

  it('validates the response with a schema when given one', async () => {
    const { client } = clientWith(() => Promise.resolve(jsonResponse({ valid: 'yes' })));
    const error = await failureOf(client.post('/api/x', {}, { schema: z.object({ valid: z.boolean() }) }));
    expect(error.type).toBe('unknown');
    expect(error.message).toBe('An unexpected error occurred');
    expect(error.status).toBe(200);
  });

  it("reports a malformed answer with the call's own fallback message when it names one", async () => {
    const { client } = clientWith(() => Promise.resolve(jsonResponse({ valid: 'yes' })));
    const error = await failureOf(
      client.post(
        '/api/x',
        {},
        { schema: z.object({ valid: z.boolean() }), invalidResponseMessage: 'Login failed' },
      ),
    );
    expect(error).toMatchObject({ type: 'unknown', message: 'Login failed', status: 200 });
  });
});

describe('api client before the runtime config has loaded (a prerendered page)', () => {
  it('waits for the config and sends the request to the base URL it names', async () => {
    let base = '';
    let loaded: () => void = () => undefined;
    let pending: Promise<void> | null = new Promise<void>((resolve) => (loaded = resolve));
    const fetchFn = vi.fn<FetchFn>(() => Promise.resolve(jsonResponse({ ok: true })));
    const client = createApiClient({
      fetch: fetchFn,
      getBaseUrl: () => base,
      configPending: () => pending,
      getAccessToken: () => null,
    });
    const answer = client.post('/api/auth/login', { email: 'a@b.test' });
    await Promise.resolve();
    expect(fetchFn).not.toHaveBeenCalled();
    base = 'https://api.saverly.test';
    loaded();
    pending = null;
    await expect(answer).resolves.toEqual({ ok: true });
    expect(fetchFn.mock.calls[0]![0]).toBe('https://api.saverly.test/api/auth/login');
  });
});

describe('api client error mapping (spec section 8)', () => {
  it('400 maps to validation with the default message', async () => {
    const { client } = clientWith(() => Promise.resolve(new Response('', { status: 400 })));
    const error = await failureOf(client.get('/api/x'));
    expect(error).toMatchObject({ type: 'validation', message: 'Invalid request data', status: 400 });
    expect(error.details).toBeUndefined();
    expect(error.retryAfter).toBeUndefined();
  });

  it('401 maps to authentication', async () => {
    const { client } = clientWith(() => Promise.resolve(new Response('', { status: 401 })));
    const error = await failureOf(client.get('/api/x'));
    expect(error).toMatchObject({
      type: 'authentication',
      message: 'Authentication required. Please check your API key.',
      status: 401,
    });
  });

  it('403 maps to forbidden', async () => {
    const { client } = clientWith(() => Promise.resolve(new Response('', { status: 403 })));
    const error = await failureOf(client.get('/api/x'));
    expect(error).toMatchObject({
      type: 'forbidden',
      message: 'Access denied. Your IP may be blocked.',
      status: 403,
    });
  });

  it('404 maps to not_found', async () => {
    const { client } = clientWith(() => Promise.resolve(new Response('', { status: 404 })));
    const error = await failureOf(client.get('/api/x'));
    expect(error).toMatchObject({ type: 'not_found', message: 'Resource not found', status: 404 });
  });

  it('429 maps to rate_limit with retryAfter in seconds from the retry-after header', async () => {
    const { client } = clientWith(() =>
      Promise.resolve(new Response('', { status: 429, headers: { 'Retry-After': '30' } })),
    );
    const error = await failureOf(client.get('/api/x'));
    expect(error).toMatchObject({
      type: 'rate_limit',
      message: 'Too many requests. Please wait before trying again.',
      status: 429,
      retryAfter: 30,
    });
  });

  it('500 maps to server', async () => {
    const { client } = clientWith(() => Promise.resolve(new Response('', { status: 500 })));
    const error = await failureOf(client.get('/api/x'));
    expect(error).toMatchObject({ type: 'server', message: 'Internal server error', status: 500 });
  });

  it('any other status maps to unknown', async () => {
    const { client } = clientWith(() =>
      Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    const error = await failureOf(client.get('/api/x'));
    expect(error).toMatchObject({ type: 'unknown', message: 'An unexpected error occurred', status: 502 });
    expect(error.details).toBeUndefined();
  });

  it("uses the server's message instead of the default and keeps its error code and details", async () => {
    const issues = [{ path: 'email', message: 'Invalid email' }];
    const { client } = clientWith(() =>
      Promise.resolve(
        jsonResponse(
          { success: false, error: 'validation', message: 'Email is not valid', details: issues },
          400,
        ),
      ),
    );
    const error = await failureOf(client.post('/api/auth/register', {}));
    expect(error.type).toBe('validation');
    expect(error.message).toBe('Email is not valid');
    expect(error.serverMessage).toBe('Email is not valid');
    expect(error.status).toBe(400);
    expect(error.details).toEqual({ error: 'validation', details: issues });
  });

  it('keeps the server message for a status outside the table, even with an error code this client does not know', async () => {
    const { client } = clientWith(() =>
      Promise.resolve(
        jsonResponse({ success: false, error: 'payment_required', message: 'Upgrade to continue' }, 402),
      ),
    );
    const error = await failureOf(client.get('/api/x'));
    expect(error).toMatchObject({ type: 'unknown', message: 'Upgrade to continue', status: 402 });
    expect(error.details).toEqual({ error: 'payment_required' });
  });

  it('no response (fetch rejects) maps to network', async () => {
    const { client } = clientWith(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failureOf(client.get('/api/x'));
    expect(error).toMatchObject({
      type: 'network',
      message: 'Unable to connect to the server. Please check your internet connection.',
    });
    expect(error.status).toBeUndefined();
  });

  it('a request still unanswered after the default 30 s timeout maps to network', async () => {
    vi.useFakeTimers();
    const { client, fetchFn } = clientWith(hangingFetch);
    const pending = failureOf(client.get('/api/x'));
    await vi.advanceTimersByTimeAsync(LIMITS.requestTimeoutMs - 1);
    expect(fetchFn.mock.calls[0]![1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({
      type: 'network',
      message: 'Unable to connect to the server. Please check your internet connection.',
    });
  });

  it('honours a per-call timeout override (the meal plan waits 180 s)', async () => {
    vi.useFakeTimers();
    const { client, fetchFn } = clientWith(hangingFetch);
    const pending = failureOf(
      client.post('/api/generate-meal-plan-assistant', {}, { timeoutMs: LIMITS.mealPlanTimeoutMs }),
    );
    await vi.advanceTimersByTimeAsync(LIMITS.requestTimeoutMs + 1);
    expect(fetchFn.mock.calls[0]![1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(LIMITS.mealPlanTimeoutMs - LIMITS.requestTimeoutMs);
    const error = await pending;
    expect(error.type).toBe('network');
  });

  it('a request that cannot be set up (body not serialisable) maps to client without calling fetch', async () => {
    const { client, fetchFn } = clientWith(() => Promise.resolve(jsonResponse({})));
    const error = await failureOf(client.post('/api/x', { amount: 10n }));
    expect(error).toMatchObject({ type: 'client', message: 'An unexpected error occurred' });
    expect(error.status).toBeUndefined();
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it("a request cancelled by its caller rejects with the caller's reason, not an ApiError", async () => {
    const { client } = clientWith(hangingFetch);
    const controller = new AbortController();
    const pending = client.get('/api/x', { signal: controller.signal });
    const reason = new DOMException('Cancelled', 'AbortError');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });
});

describe('parseRetryAfter', () => {
  it('reads delay-seconds and HTTP dates, ignores garbage', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:01:00 GMT', now)).toBe(60);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

/** The URL a fetch was called with, as the client passes it (always a string). */
const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

describe('api client session refresh (one refresh, then retry)', () => {
  /**
   * A fake server: /api/auth/refresh rotates the tokens (each refresh token works once), every other
   * path answers 200 for the current access token and 401 otherwise.
   */
  function sessionServer(options: { refreshFails?: boolean; refreshDelayMs?: number } = {}) {
    const tokens = { access: 'access-1', refresh: 'refresh-1' };
    const store = { access: 'stale' as string | null, refresh: 'refresh-1' as string | null };
    const onSessionEnded = vi.fn();
    let refreshCalls = 0;
    let generation = 1;
    const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = urlOf(input);
      if (url.endsWith('/api/auth/refresh')) {
        refreshCalls += 1;
        if (options.refreshDelayMs) await new Promise((r) => setTimeout(r, options.refreshDelayMs));
        const sent = (JSON.parse(init?.body as string) as { refresh_token: string }).refresh_token;
        if (options.refreshFails || sent !== tokens.refresh) {
          return jsonResponse({ success: false, error: 'authentication', message: 'Session expired' }, 401);
        }
        generation += 1;
        tokens.access = `access-${generation}`;
        tokens.refresh = `refresh-${generation}`;
        return jsonResponse({ access_token: tokens.access, refresh_token: tokens.refresh });
      }
      const auth = new Headers(init?.headers).get('Authorization');
      return auth === `Bearer ${tokens.access}`
        ? jsonResponse({ path: url, auth })
        : jsonResponse({ success: false, error: 'authentication', message: 'Token expired' }, 401);
    });
    const client = createApiClient({
      fetch: fetchFn,
      getBaseUrl: () => '',
      getAccessToken: () => store.access,
      session: {
        getRefreshToken: () => store.refresh,
        storeTokens: ({ access_token, refresh_token }) => {
          store.access = access_token;
          store.refresh = refresh_token;
        },
        clearTokens: () => {
          store.access = null;
          store.refresh = null;
        },
        onSessionEnded,
      },
    });
    return { client, fetchFn, store, onSessionEnded, refreshCalls: () => refreshCalls };
  }

  it('on a 401 refreshes once, stores both rotated tokens and retries with the new access token', async () => {
    const { client, fetchFn, store, refreshCalls } = sessionServer();
    await expect(client.get('/api/auth/profile')).resolves.toEqual({
      path: '/api/auth/profile',
      auth: 'Bearer access-2',
    });
    expect(refreshCalls()).toBe(1);
    expect(store).toEqual({ access: 'access-2', refresh: 'refresh-2' });
    // The refresh call itself carries no bearer token and sends the stored refresh token.
    const refreshInit = fetchFn.mock.calls.find(([url]) => urlOf(url).endsWith('/refresh'))![1];
    expect(new Headers(refreshInit?.headers).get('Authorization')).toBeNull();
    expect(JSON.parse(refreshInit?.body as string)).toEqual({ refresh_token: 'refresh-1' });
  });

  it('a live stream refused with 401 refreshes once and opens with the new token; any other refusal is an ApiError', async () => {
    const { client, fetchFn, refreshCalls } = sessionServer();
    const response = await client.openStream('/api/saved-plans/p/events', new AbortController().signal);
    expect(await response.json()).toEqual({ path: '/api/saved-plans/p/events', auth: 'Bearer access-2' });
    expect(refreshCalls()).toBe(1);
    const lastInit = fetchFn.mock.calls.at(-1)![1];
    expect(new Headers(lastInit?.headers).get('Accept')).toBe('text/event-stream');
    const { client: other } = clientWith(() => Promise.resolve(new Response('', { status: 404 })), 't');
    const error = await failureOf(
      other.openStream('/api/saved-plans/p/events', new AbortController().signal),
    );
    expect(error.status).toBe(404);
  });

  it('concurrent 401s share one refresh, and every request is retried', async () => {
    const { client, refreshCalls, store } = sessionServer({ refreshDelayMs: 20 });
    const results = await Promise.all([client.get('/api/a'), client.get('/api/b'), client.get('/api/c')]);
    expect(refreshCalls()).toBe(1);
    expect(results.map((r) => (r as { auth: string }).auth)).toEqual([
      'Bearer access-2',
      'Bearer access-2',
      'Bearer access-2',
    ]);
    expect(store.refresh).toBe('refresh-2');
  });

  it('a 401 arriving after another request already refreshed retries with the new token, no second refresh', async () => {
    const { client, refreshCalls, fetchFn } = sessionServer();
    const slowFetch = fetchFn.getMockImplementation()!;
    // '/api/slow' is answered 30 ms late, judged by the token it was sent with.
    fetchFn.mockImplementation(async (input, init) => {
      if (!urlOf(input).endsWith('/api/slow')) return slowFetch(input, init);
      const response = await slowFetch(input, init);
      await new Promise((r) => setTimeout(r, 30));
      return response;
    });
    const [fast, slow] = await Promise.all([client.get('/api/fast'), client.get('/api/slow')]);
    expect(refreshCalls()).toBe(1);
    expect(fast).toMatchObject({ auth: 'Bearer access-2' });
    expect(slow).toMatchObject({ auth: 'Bearer access-2' });
  });

  it('two tabs meeting a 401 together spend the rotating refresh token once (Web Locks)', async () => {
    const { fetchFn, store, onSessionEnded, refreshCalls } = sessionServer({ refreshDelayMs: 20 });
    // A mutex standing in for navigator.locks, shared by both tabs as the browser's would be.
    let tail: Promise<unknown> = Promise.resolve();
    const locks = {
      request<T>(_name: string, task: () => Promise<T>): Promise<T> {
        const run = tail.then(task);
        tail = run.catch(() => undefined);
        return run;
      },
    };
    const tab = () =>
      createApiClient({
        fetch: fetchFn,
        getBaseUrl: () => '',
        getAccessToken: () => store.access,
        locks,
        session: {
          getRefreshToken: () => store.refresh,
          storeTokens: ({ access_token, refresh_token }) => {
            store.access = access_token;
            store.refresh = refresh_token;
          },
          clearTokens: () => {
            store.access = null;
            store.refresh = null;
          },
          onSessionEnded,
        },
      });
    const [first, second] = await Promise.all([tab().get('/api/a'), tab().get('/api/b')]);
    expect(refreshCalls()).toBe(1);
    expect(first).toMatchObject({ auth: 'Bearer access-2' });
    expect(second).toMatchObject({ auth: 'Bearer access-2' });
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('when the refresh fails: tokens cleared, session ended, the caller sees the original 401', async () => {
    const { client, store, onSessionEnded, fetchFn } = sessionServer({ refreshFails: true });
    const error = await failureOf(client.get('/api/auth/profile'));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Token expired');
    expect(store).toEqual({ access: null, refresh: null });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    // The original request, one refresh, and no retry.
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it("refreshSession without a refresh token throws 'No refresh token available' and ends the session", async () => {
    const { client, store, onSessionEnded, fetchFn } = sessionServer();
    store.refresh = null;
    await expect(client.refreshSession()).rejects.toThrow(NO_REFRESH_TOKEN);
    expect(NO_REFRESH_TOKEN).toBe('No refresh token available');
    expect(fetchFn).not.toHaveBeenCalled();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('never refreshes for login, refresh or logout, nor for a request sent without a token', async () => {
    const { client, store, refreshCalls } = sessionServer();
    await expect(client.post('/api/auth/login', { email: 'a', password: 'b' })).rejects.toMatchObject({
      status: 401,
    });
    await expect(client.post('/api/auth/logout')).rejects.toMatchObject({ status: 401 });
    store.access = null;
    await expect(client.get('/api/auth/profile')).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls()).toBe(0);
  });

  it('a second 401 after the retry is returned, not refreshed again', async () => {
    let refreshes = 0;
    const client = createApiClient({
      fetch: (input) => {
        if (urlOf(input).endsWith('/api/auth/refresh')) {
          refreshes += 1;
          return Promise.resolve(jsonResponse({ access_token: 'new', refresh_token: 'r2' }));
        }
        return Promise.resolve(jsonResponse({ success: false, message: 'Forbidden for you' }, 401));
      },
      getBaseUrl: () => '',
      getAccessToken: () => 'old',
      session: { getRefreshToken: () => 'r1', storeTokens: () => undefined, clearTokens: () => undefined },
    });
    await expect(client.get('/api/thing')).rejects.toMatchObject({ status: 401 });
    expect(refreshes).toBe(1);
  });
});
