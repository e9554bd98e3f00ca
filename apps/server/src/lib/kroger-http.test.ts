import { describe, expect, it, vi } from 'vitest';
import { KrogerUnreachableError, krogerFetch } from './kroger-http.js';

const ok = () => new Response('{}', { status: 200 });
/** A fetch that never answers until its signal aborts (a Kroger that hangs). */
const hanging: typeof fetch = (_url, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error));
  });

describe('krogerFetch: the one way the server calls Kroger', () => {
  it('gives up after the time limit, once, with a clear error', async () => {
    const fetchImpl = vi.fn(hanging);
    const error: unknown = await krogerFetch(
      fetchImpl,
      'https://k/v1/products',
      {},
      {
        repeatable: true,
        timeoutMs: 20,
      },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KrogerUnreachableError);
    expect((error as KrogerUnreachableError).timedOut).toBe(true);
    expect((error as Error).message).toBe('Kroger did not answer in time');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('repeats a repeatable request once when the connection failed, and returns the answer', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('socket hang up'))
      .mockResolvedValue(ok());
    const res = await krogerFetch(fetchImpl, 'https://k/v1/products', {}, { repeatable: true });
    expect(res.status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('never repeats a request that is not safe to repeat (adding to a cart)', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('socket hang up'));
    const error: unknown = await krogerFetch(
      fetchImpl,
      'https://k/v1/cart/add',
      { method: 'PUT' },
      {
        repeatable: false,
      },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KrogerUnreachableError);
    expect((error as Error).message).toBe('Kroger could not be reached');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('hands back any answer, whatever its status, for the caller to read', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response('', { status: 429 }));
    const res = await krogerFetch(fetchImpl, 'https://k/v1/products', {}, { repeatable: true });
    expect(res.status).toBe(429);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
