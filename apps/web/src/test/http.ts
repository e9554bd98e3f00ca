import { vi } from 'vitest';

/** A JSON answer as the server sends it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** One stubbed route's answer to the request's init (method, headers, body). */
export type Handler = (init?: RequestInit) => Response | Promise<Response>;

/**
 * The app's API client calls the global fetch with (url, init): answers by "METHOD path"; an
 * unknown route is a network failure (no connection), naming the route for a failing test.
 */
export function stubServer(routes: Record<string, Handler>) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler = routes[key];
    return handler
      ? Promise.resolve(handler(init))
      : Promise.reject(new TypeError(`Failed to fetch (no route for ${key})`));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
