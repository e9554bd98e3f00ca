import { errorEnvelopeSchema, LIMITS } from '@saverly/contracts';
import { z } from 'zod';
import { getRuntimeConfig, runtimeConfigPending } from '../config/runtime-config';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage';

/** Error types of the spec's catalogue (section 8). */
export type ApiErrorType =
  | 'validation'
  | 'authentication'
  | 'forbidden'
  | 'not_found'
  | 'rate_limit'
  | 'server'
  | 'unknown'
  | 'network'
  | 'client';

/** What the server said in its error envelope: its stable `error` code and optional `details`. */
export interface ApiErrorDetails {
  error?: string;
  details?: unknown;
}

interface ApiErrorInit {
  type: ApiErrorType;
  message: string;
  status?: number;
  details?: ApiErrorDetails;
  retryAfter?: number;
  /** The message the server sent, when it sent one (screens that prefer their own fallback read it). */
  serverMessage?: string;
  cause?: unknown;
}

/** The one error every API call rejects with. */
export class ApiError extends Error {
  readonly type: ApiErrorType;
  readonly status?: number;
  readonly details?: ApiErrorDetails;
  readonly retryAfter?: number;
  readonly serverMessage?: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.type = init.type;
    this.status = init.status;
    this.details = init.details;
    this.retryAfter = init.retryAfter;
    this.serverMessage = init.serverMessage;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Default messages of spec section 8. */
export const API_ERROR_MESSAGES = {
  validation: 'Invalid request data',
  authentication: 'Authentication required. Please check your API key.',
  forbidden: 'Access denied. Your IP may be blocked.',
  not_found: 'Resource not found',
  rate_limit: 'Too many requests. Please wait before trying again.',
  server: 'Internal server error',
  unknown: 'An unexpected error occurred',
  network: 'Unable to connect to the server. Please check your internet connection.',
  client: 'An unexpected error occurred',
} as const satisfies Record<ApiErrorType, string>;

const TYPE_BY_STATUS: Record<number, ApiErrorType> = {
  400: 'validation',
  401: 'authentication',
  403: 'forbidden',
  404: 'not_found',
  429: 'rate_limit',
  500: 'server',
};

/**
 * The server's error envelope, read leniently: a newer server may send an error code this client
 * does not know yet, and its message should still reach the user.
 */
const lenientEnvelopeSchema = errorEnvelopeSchema.extend({
  success: z.literal(false).optional(),
  error: z.string().optional(),
  message: z.string().min(1).optional(),
});

/** Retry-After is delay-seconds or an HTTP date; returns whole seconds to wait. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Maps an HTTP error response onto the catalogue; the server's message wins over the default. */
async function errorFromResponse(response: Response): Promise<ApiError> {
  const type = TYPE_BY_STATUS[response.status] ?? 'unknown';
  const envelope = lenientEnvelopeSchema.safeParse(await readBody(response).catch(() => undefined));
  const serverMessage = envelope.success ? envelope.data.message : undefined;
  const details =
    envelope.success && (envelope.data.error !== undefined || envelope.data.details !== undefined)
      ? {
          error: envelope.data.error,
          ...(envelope.data.details === undefined ? {} : { details: envelope.data.details }),
        }
      : undefined;
  return new ApiError({
    type,
    message: serverMessage ?? API_ERROR_MESSAGES[type],
    status: response.status,
    details,
    retryAfter: type === 'rate_limit' ? parseRetryAfter(response.headers.get('retry-after')) : undefined,
    serverMessage,
  });
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T = unknown> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Overrides the default 30 s timeout (the meal plan call uses LIMITS.mealPlanTimeoutMs). */
  timeoutMs?: number;
  /** Cancels the request (TanStack Query passes one); a cancelled request rejects with its reason. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Validates the response body; a mismatch is reported as an unknown error. */
  schema?: z.ZodType<T>;
  /**
   * The message for a 2xx answer that does not match `schema`: the spec's per-call fallbacks
   * ('Login failed', 'Registration failed', …). Without it, the unknown-error default.
   */
  invalidResponseMessage?: string;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  getBaseUrl: () => string;
  /**
   * The runtime config's load while it runs. A prerendered page is interactive before the config
   * has loaded (app/provider.tsx): a request made then waits for it, never guesses the base URL.
   */
  configPending?: () => Promise<unknown> | null;
  getAccessToken: () => string | null;
  defaultTimeoutMs?: number;
  /**
   * The session's tokens. With them, a 401 on a request that carried an access token refreshes the
   * session once (one refresh in flight at a time) and retries; when the refresh fails the tokens
   * are cleared and `onSessionEnded` is called.
   */
  session?: SessionTokens;
  /** Cross-tab mutual exclusion for refreshes; the browser's Web Locks when present. */
  locks?: TabLocks;
}

/** The part of the Web Locks API the client needs: run a task while holding a named lock. */
export interface TabLocks {
  request<T>(name: string, task: () => Promise<T>): Promise<T>;
}

const browserLocks = (): TabLocks | undefined => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // The lock's promise resolves with the task's own result once the task's promise settles.
  return locks ? { request: async (name, task) => await locks.request(name, task) } : undefined;
};

/** Where the refresh token lives and what to do when the session has to end (spec section 4). */
interface SessionTokens {
  getRefreshToken: () => string | null;
  /** Stores the new access token and the rotated refresh token. */
  storeTokens: (tokens: { access_token: string; refresh_token: string }) => void;
  clearTokens: () => void;
  /** Called after a failed refresh cleared the tokens, so the app can forget the user. */
  onSessionEnded?: () => void;
}

/** Spec section 4: refreshing without a refresh token throws this. */
export const NO_REFRESH_TOKEN = 'No refresh token available';

/** The refresh endpoint rotates both tokens (docs/decisions/0012-accounts-and-sessions.md). */
const refreshResponseSchema = z.object({ access_token: z.string(), refresh_token: z.string() });

/** Auth calls whose 401 means "wrong credentials", never "refresh and retry". */
const NO_REFRESH_PATHS = ['/api/auth/login', '/api/auth/refresh', '/api/auth/logout'];

function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const base = baseUrl.replace(/\/+$/, '');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const queryString = search.toString();
  return `${base}${path}${queryString ? `?${queryString}` : ''}`;
}

export function createApiClient(deps: ApiClientDeps) {
  const defaultTimeoutMs = deps.defaultTimeoutMs ?? LIMITS.requestTimeoutMs;

  /** The refresh in flight, shared by every request that met a 401 meanwhile. */
  let refreshing: Promise<string> | null = null;
  const locks = deps.locks ?? browserLocks();

  /**
   * Spec section 4's token refresh: no refresh token throws 'No refresh token available'; success
   * stores the new tokens and resolves with the access token; failure clears the tokens, ends the
   * session and rethrows. Only one refresh is ever in flight: a reused refresh token would revoke
   * the whole session family on the server, so tabs of the same site take turns (Web Locks), and a
   * tab whose turn comes after another tab rotated the tokens uses them instead of refreshing again.
   * `staleAccessToken` is the token a request was refused with, when there is one.
   */
  function refreshSession(staleAccessToken?: string | null): Promise<string> {
    const session = deps.session;
    if (!session) return Promise.reject(new Error(NO_REFRESH_TOKEN));
    const refreshOnce = async () => {
      const current = deps.getAccessToken();
      if (staleAccessToken !== undefined && current !== null && current !== staleAccessToken) return current;
      const refreshToken = session.getRefreshToken();
      if (!refreshToken) {
        session.clearTokens();
        session.onSessionEnded?.();
        throw new Error(NO_REFRESH_TOKEN);
      }
      try {
        const tokens = await send('/api/auth/refresh', {
          method: 'POST',
          body: { refresh_token: refreshToken },
          schema: refreshResponseSchema,
          withToken: false,
        });
        session.storeTokens(tokens);
        return tokens.access_token;
      } catch (error) {
        session.clearTokens();
        session.onSessionEnded?.();
        throw error;
      }
    };
    refreshing ??= (locks ? locks.request('saverly-token-refresh', refreshOnce) : refreshOnce()).finally(
      () => {
        refreshing = null;
      },
    );
    return refreshing;
  }

  async function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const sentToken = deps.getAccessToken();
    try {
      return await send(path, options);
    } catch (error) {
      const canRefresh =
        deps.session &&
        sentToken !== null &&
        isApiError(error) &&
        error.status === 401 &&
        !NO_REFRESH_PATHS.includes(path);
      if (!canRefresh) throw error;
      // Another request may already have refreshed since this one was sent: retry with its token.
      const current = deps.getAccessToken();
      if (current === null || current === sentToken) {
        try {
          await refreshSession(sentToken);
        } catch {
          // The session is over (tokens cleared, app told): the caller sees the original 401.
          throw error;
        }
      }
      return send(path, options);
    }
  }

  async function send<T = unknown>(
    path: string,
    options: RequestOptions<T> & { withToken?: boolean },
  ): Promise<T> {
    const {
      method = 'GET',
      body,
      query,
      timeoutMs = defaultTimeoutMs,
      signal,
      headers = {},
      schema,
      invalidResponseMessage,
      withToken = true,
    } = options;

    const configuring = deps.configPending?.();
    if (configuring) await configuring;
    // Request set-up: anything failing here never reached the network.
    let url: string;
    let init: RequestInit;
    // One controller for both the timeout and the caller's signal (AbortSignal.any is too new for
    // the older Safari versions families keep on shared tablets).
    const controller = new AbortController();
    const forwardAbort = () => controller.abort(signal?.reason);
    try {
      url = buildUrl(deps.getBaseUrl(), path, query);
      const requestHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
      let serialisedBody: string | undefined;
      if (body !== undefined) {
        serialisedBody = JSON.stringify(body);
        requestHeaders['Content-Type'] = 'application/json';
      }
      const token = withToken ? deps.getAccessToken() : null;
      if (token) requestHeaders.Authorization = `Bearer ${token}`;
      init = {
        method,
        headers: requestHeaders,
        body: serialisedBody,
        signal: controller.signal,
      };
    } catch (cause) {
      throw new ApiError({ type: 'client', message: API_ERROR_MESSAGES.client, cause });
    }

    if (signal?.aborted) throw signal.reason;
    signal?.addEventListener('abort', forwardAbort, { once: true });
    const timer = setTimeout(
      () => controller.abort(new DOMException('Request timed out', 'TimeoutError')),
      timeoutMs,
    );
    let response: Response;
    try {
      response = await deps.fetch(url, init);
    } catch (cause) {
      // The caller cancelled: not a connection problem, let the caller see its own reason.
      if (signal?.aborted) throw signal.reason;
      // No response at all: offline, DNS, refused connection or our own timeout.
      throw new ApiError({ type: 'network', message: API_ERROR_MESSAGES.network, cause });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }

    if (!response.ok) throw await errorFromResponse(response);

    let data: unknown;
    try {
      data = response.status === 204 ? undefined : await readBody(response);
    } catch (cause) {
      // The connection dropped while the body was streaming in.
      throw new ApiError({
        type: 'network',
        message: API_ERROR_MESSAGES.network,
        status: response.status,
        cause,
      });
    }
    if (!schema) return data as T;
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      throw new ApiError({
        type: 'unknown',
        message: invalidResponseMessage ?? API_ERROR_MESSAGES.unknown,
        status: response.status,
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  /**
   * Opens a long-lived GET (a server-sent event stream) with the session's token: a 401 refreshes
   * the session once, as `request` does. Resolves with the open response for the caller to read;
   * no timeout (the caller's signal ends it). A refused stream rejects with the API's error.
   */
  async function openStream(path: string, signal: AbortSignal): Promise<Response> {
    const open = async () => {
      const configuring = deps.configPending?.();
      if (configuring) await configuring;
      const token = deps.getAccessToken();
      const headers: Record<string, string> = { Accept: 'text/event-stream' };
      if (token) headers.Authorization = `Bearer ${token}`;
      let response: Response;
      try {
        response = await deps.fetch(buildUrl(deps.getBaseUrl(), path), { headers, signal });
      } catch (cause) {
        if (signal.aborted) throw signal.reason;
        throw new ApiError({ type: 'network', message: API_ERROR_MESSAGES.network, cause });
      }
      return { token, response };
    };
    const first = await open();
    let { response } = first;
    if (response.status === 401 && deps.session && first.token !== null) {
      if (deps.getAccessToken() === first.token) await refreshSession(first.token);
      ({ response } = await open());
    }
    if (!response.ok) throw await errorFromResponse(response);
    return response;
  }

  type Options<T> = Omit<RequestOptions<T>, 'method' | 'body'>;
  return {
    request,
    openStream,
    refreshSession,
    get: <T = unknown>(path: string, options?: Options<T>) => request<T>(path, { ...options, method: 'GET' }),
    post: <T = unknown>(path: string, body?: unknown, options?: Options<T>) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T = unknown>(path: string, body?: unknown, options?: Options<T>) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    delete: <T = unknown>(path: string, options?: Options<T>) =>
      request<T>(path, { ...options, method: 'DELETE' }),
  };
}

const sessionEndedListeners = new Set<() => void>();

/** Subscribes to "the session ended because its refresh failed"; returns the unsubscribe. */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => {
    sessionEndedListeners.delete(listener);
  };
}

/** The app's one API client: runtime-config base URL, tokens in local storage (spec section 3). */
export const api = createApiClient({
  fetch: (input, init) => fetch(input, init),
  getBaseUrl: () => getRuntimeConfig().apiUrl,
  configPending: runtimeConfigPending,
  getAccessToken: () => readStorage(STORAGE_KEYS.accessToken),
  session: {
    getRefreshToken: () => readStorage(STORAGE_KEYS.refreshToken),
    storeTokens: ({ access_token, refresh_token }) => {
      writeStorage(STORAGE_KEYS.accessToken, access_token);
      writeStorage(STORAGE_KEYS.refreshToken, refresh_token);
    },
    clearTokens: () => {
      removeStorage(STORAGE_KEYS.accessToken);
      removeStorage(STORAGE_KEYS.refreshToken);
    },
    onSessionEnded: () => {
      for (const listener of sessionEndedListeners) listener();
    },
  },
});
