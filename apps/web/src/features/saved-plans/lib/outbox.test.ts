import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { effectiveChecks } from './checks';
import {
  enqueueCheck,
  flushOutbox,
  lastFlushFailed,
  OUTBOX_KEY,
  pendingFor,
  readOutbox,
  resetOutboxForTests,
} from './outbox';
import type { SendChecks } from './outbox';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 16, 12, 0, seconds)).toISOString();
const networkError = () => new ApiError({ type: 'network', message: 'Unable to connect to the server.' });

beforeEach(() => resetOutboxForTests());
afterEach(() => vi.restoreAllMocks());

describe('the check-off outbox', () => {
  it('queues changes in localStorage under saverly_check_outbox', () => {
    enqueueCheck({ plan_id: 'p1', item_id: 'milk', checked: true, changed_at: at(1) });
    enqueueCheck({ plan_id: 'p1', item_id: 'eggs', checked: true, changed_at: at(2) });
    enqueueCheck({ plan_id: 'p2', item_id: 'milk', checked: true, changed_at: at(3) });
    expect(JSON.parse(localStorage.getItem(OUTBOX_KEY)!)).toHaveLength(3);
    expect(pendingFor('p1').map((entry) => entry.item_id)).toEqual(['milk', 'eggs']);
  });

  it('keeps only the newest change per item; an older change never replaces a newer one', () => {
    enqueueCheck({ plan_id: 'p1', item_id: 'milk', checked: true, changed_at: at(5) });
    enqueueCheck({ plan_id: 'p1', item_id: 'milk', checked: false, changed_at: at(6) });
    expect(readOutbox()).toEqual([{ plan_id: 'p1', item_id: 'milk', checked: false, changed_at: at(6) }]);
    enqueueCheck({ plan_id: 'p1', item_id: 'milk', checked: true, changed_at: at(4) });
    expect(readOutbox()).toEqual([{ plan_id: 'p1', item_id: 'milk', checked: false, changed_at: at(6) }]);
  });

  it('moves a change made in the same millisecond 1 ms later, so the last tap wins', () => {
    enqueueCheck({ plan_id: 'p1', item_id: 'milk', checked: true, changed_at: at(5) });
    const second = enqueueCheck({ plan_id: 'p1', item_id: 'milk', checked: false, changed_at: at(5) });
    expect(Date.parse(second.changed_at) - Date.parse(at(5))).toBe(1);
    expect(readOutbox()[0]?.checked).toBe(false);
  });

  it('ignores unreadable storage and malformed entries', () => {
    localStorage.setItem(OUTBOX_KEY, 'not json');
    expect(readOutbox()).toEqual([]);
    localStorage.setItem(
      OUTBOX_KEY,
      JSON.stringify([{ plan_id: 'p1' }, { plan_id: 'p1', item_id: 'x', checked: true, changed_at: at(1) }]),
    );
    expect(readOutbox()).toHaveLength(1);
  });

  it('flushes one request per plan, oldest change first, and empties the queue once confirmed', async () => {
    enqueueCheck({ plan_id: 'p1', item_id: 'eggs', checked: true, changed_at: at(9) });
    enqueueCheck({ plan_id: 'p1', item_id: 'milk', checked: true, changed_at: at(2) });
    enqueueCheck({ plan_id: 'p2', item_id: 'rice', checked: false, changed_at: at(4) });
    const send = vi.fn<SendChecks>(() => Promise.resolve({}));
    const result = await flushOutbox(send);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenCalledWith('p1', [
      { item_id: 'milk', checked: true, changed_at: at(2) },
      { item_id: 'eggs', checked: true, changed_at: at(9) },
    ]);
    expect(send).toHaveBeenCalledWith('p2', [{ item_id: 'rice', checked: false, changed_at: at(4) }]);
    expect(result).toEqual({ sent: 3, pending: 0, error: undefined });
    expect(readOutbox()).toEqual([]);
  });

  it('keeps every entry on a network error, and sends them on the next flush', async () => {
    enqueueCheck({ plan_id: 'p1', item_id: 'milk', checked: true, changed_at: at(1) });
    enqueueCheck({ plan_id: 'p1', item_id: 'eggs', checked: true, changed_at: at(2) });
    const failing = vi.fn<SendChecks>(() => Promise.reject(networkError()));
    const result = await flushOutbox(failing);
    expect(result.sent).toBe(0);
    expect(result.pending).toBe(2);
    expect(lastFlushFailed()).toBe(true);
    expect(readOutbox()).toHaveLength(2);

    const send = vi.fn<SendChecks>(() => Promise.resolve({}));
    await flushOutbox(send);
    expect(readOutbox()).toEqual([]);
    expect(lastFlushFailed()).toBe(false);
  });

  it('keeps entries on a server error or an ended session too', async () => {
    enqueueCheck({ plan_id: 'p1', item_id: 'milk', checked: true, changed_at: at(1) });
    await flushOutbox(() => Promise.reject(new ApiError({ type: 'server', message: 'boom', status: 500 })));
    await flushOutbox(() =>
      Promise.reject(new ApiError({ type: 'authentication', message: 'expired', status: 401 })),
    );
    expect(readOutbox()).toHaveLength(1);
  });

  it('drops the entries of a plan the server no longer has (404), keeping the others', async () => {
    enqueueCheck({ plan_id: 'gone', item_id: 'milk', checked: true, changed_at: at(1) });
    enqueueCheck({ plan_id: 'p1', item_id: 'eggs', checked: true, changed_at: at(2) });
    await flushOutbox((planId) =>
      planId === 'gone'
        ? Promise.reject(new ApiError({ type: 'not_found', message: 'Not found', status: 404 }))
        : Promise.reject(networkError()),
    );
    expect(readOutbox()).toEqual([{ plan_id: 'p1', item_id: 'eggs', checked: true, changed_at: at(2) }]);
  });

  it('keeps a change made while its older version was being sent', async () => {
    enqueueCheck({ plan_id: 'p1', item_id: 'milk', checked: true, changed_at: at(1) });
    let release: () => void = () => undefined;
    const flushed = flushOutbox(
      () =>
        new Promise((resolve) => {
          release = () => resolve({});
        }),
    );
    // The shopper unticks while the first request is in flight.
    enqueueCheck({ plan_id: 'p1', item_id: 'milk', checked: false, changed_at: at(2) });
    release();
    await flushed;
    expect(readOutbox()).toEqual([{ plan_id: 'p1', item_id: 'milk', checked: false, changed_at: at(2) }]);
  });

  it('runs one flush at a time and flushes again for changes queued meanwhile', async () => {
    enqueueCheck({ plan_id: 'p1', item_id: 'milk', checked: true, changed_at: at(1) });
    const calls: string[][] = [];
    const send: SendChecks = async (_plan, changes) => {
      calls.push(changes.map((change) => change.item_id));
      await Promise.resolve();
      return {};
    };
    const first = flushOutbox(send);
    enqueueCheck({ plan_id: 'p1', item_id: 'eggs', checked: true, changed_at: at(2) });
    const second = flushOutbox(send);
    expect(second).toBe(first);
    await first;
    expect(calls).toEqual([['milk'], ['eggs']]);
    expect(readOutbox()).toEqual([]);
  });
});

describe('effectiveChecks (what the shopper sees)', () => {
  it('applies queued changes over the server state, the newest change per item winning', () => {
    const server = {
      milk: { checked: true, changed_at: at(10) },
      eggs: { checked: false, changed_at: at(1) },
    };
    const pending = [
      { plan_id: 'p1', item_id: 'milk', checked: false, changed_at: at(5) }, // older than the server's
      { plan_id: 'p1', item_id: 'eggs', checked: true, changed_at: at(6) },
      { plan_id: 'p1', item_id: 'rice', checked: true, changed_at: at(7) },
    ];
    const checks = effectiveChecks(server, pending);
    expect(checks.milk?.checked).toBe(true);
    expect(checks.eggs?.checked).toBe(true);
    expect(checks.rice?.checked).toBe(true);
  });
});
