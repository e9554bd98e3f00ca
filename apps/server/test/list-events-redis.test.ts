import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.js';
import { listEvents, type ListEvent } from '../src/modules/saved-plans/list-events.js';
import { redisListEventsRelay } from '../src/modules/saved-plans/list-events-redis.js';
import { buildTestApp, freePort } from './helpers.js';

const redisUrl = process.env.TEST_REDIS_URL;
const quietLog = { warn: vi.fn() } as unknown as FastifyBaseLogger;

/** Collects what a bus delivers for one list; `until` waits (a relay takes milliseconds). */
function collect(bus: ReturnType<typeof listEvents>, list: string) {
  const got: ListEvent[] = [];
  bus.subscribe(list, (event) => got.push(event));
  const until = async (count: number, ms = 10_000) => {
    const started = Date.now();
    while (got.length < count) {
      if (Date.now() - started > ms) throw new Error(`not within ${ms} ms: ${JSON.stringify(got)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { got, until };
}

const tick = (item: string): ListEvent => ({
  type: 'checks',
  checks: { [item]: { checked: true, changed_at: '2026-11-18T15:00:00.000Z' } },
});

// Needs a Redis server (CI sets TEST_REDIS_URL); a fresh machine without one skips this block.
describe.skipIf(!redisUrl)('live lists across server instances through Redis (REDIS_URL, ADR 0039)', () => {
  it('a change published on one instance reaches the members on another, and its own once', async () => {
    const channel = `saverly-test:${randomUUID()}`;
    const bad = vi.fn();
    const first = listEvents({ relay: await redisListEventsRelay(redisUrl!, quietLog, channel) });
    const second = listEvents({
      relay: await redisListEventsRelay(redisUrl!, quietLog, channel),
      onBadMessage: bad,
    });
    const raw = new Redis(redisUrl!);
    try {
      const list = randomUUID();
      const here = collect(first, list);
      const there = collect(second, list);
      const elsewhere = collect(second, randomUUID());
      first.publish(list, tick('milk'));
      second.publish(list, { type: 'plan' });
      await there.until(2);
      await here.until(2);
      expect(there.got).toEqual(expect.arrayContaining([tick('milk'), { type: 'plan' }]));
      expect(here.got).toEqual(expect.arrayContaining([tick('milk'), { type: 'plan' }]));
      // Nothing twice, nothing to another list.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(here.got).toHaveLength(2);
      expect(there.got).toHaveLength(2);
      expect(elsewhere.got).toEqual([]);

      // Whatever else lands on the channel is not delivered.
      for (const message of [
        'not json',
        JSON.stringify({ from: 'x', list, event: { type: 'checks', checks: { milk: { checked: 'yes' } } } }),
        JSON.stringify({ from: 'x', list, event: { type: 'delete-everything' } }),
      ])
        await raw.publish(channel, message);
      await vi.waitFor(() => expect(bad).toHaveBeenCalledTimes(3), { timeout: 10_000 });
      expect(there.got).toHaveLength(2);
    } finally {
      raw.disconnect();
      await first.close();
      await second.close();
    }
  });

  describe('two apps with REDIS_URL', () => {
    let a: App;
    let b: App;
    beforeAll(async () => {
      a = await buildTestApp({ redisUrl: redisUrl! });
      b = await buildTestApp({ redisUrl: redisUrl! });
    });
    afterAll(async () => {
      await a.close();
      await b.close();
    });

    it('share their live lists', async () => {
      const list = randomUUID();
      const onB = collect(b.savedPlans.events, list);
      a.savedPlans.events.publish(list, tick('eggs'));
      await onB.until(1);
      expect(onB.got).toEqual([tick('eggs')]);
    });
  });
});

describe('live lists while Redis is down', () => {
  it('an app whose Redis never answers starts, and its own members still get every change at once', async () => {
    const app = await buildTestApp({ redisUrl: `redis://127.0.0.1:${await freePort()}` });
    try {
      const list = randomUUID();
      const mine = collect(app.savedPlans.events, list);
      app.savedPlans.events.publish(list, tick('bread'));
      expect(mine.got).toEqual([tick('bread')]);
    } finally {
      await app.close();
    }
  });
});
