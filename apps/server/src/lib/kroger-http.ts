/**
 * The one way the server calls Kroger's API (issue #15: the catalogue adapter and the cart client
 * each had their own, and the catalogue's had no time limit): every request gives up after
 * `KROGER_TIMEOUT_MS`, and a request that is safe to repeat (a GET, a token request) is tried once
 * more when the connection failed before any answer (a kept-alive connection closed under us).
 * Answers, whatever their status, are the caller's to read; a request that never got one throws
 * `KrogerUnreachableError`.
 */
const KROGER_TIMEOUT_MS = 10_000;

export class KrogerUnreachableError extends Error {
  override name = 'KrogerUnreachableError';
  constructor(readonly timedOut: boolean) {
    super(timedOut ? 'Kroger did not answer in time' : 'Kroger could not be reached');
  }
}

export async function krogerFetch(
  fetchImpl: typeof fetch,
  url: string | URL,
  init: RequestInit,
  options: { repeatable: boolean; timeoutMs?: number },
): Promise<Response> {
  const attempts = options.repeatable ? 2 : 1;
  let timedOut = false;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await fetchImpl(url, {
        ...init,
        signal: AbortSignal.timeout(options.timeoutMs ?? KROGER_TIMEOUT_MS),
      });
    } catch (err) {
      timedOut = err instanceof Error && err.name === 'TimeoutError';
      // A request that timed out is not repeated: the member (or the sync) has waited enough.
      if (timedOut) break;
    }
  }
  throw new KrogerUnreachableError(timedOut);
}
