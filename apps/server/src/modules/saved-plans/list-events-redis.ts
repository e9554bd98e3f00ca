import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { ListEventsRelay } from './list-events.js';

/** The channel every instance publishes its list events on and listens to. */
const LIST_EVENTS_CHANNEL = 'saverly:list-events';

/**
 * Live-list events between server instances through Redis publish/subscribe (ADR 0039), when
 * REDIS_URL is set. Two connections: a subscriber (in subscriber mode it can do nothing else;
 * ioredis subscribes again after a reconnect) and a publisher that never queues: while Redis is
 * down an event reaches this instance's members only, and the others catch up through the web's
 * 30 s poll. Starting with Redis down is an outage like any other: the app starts.
 */
export async function redisListEventsRelay(
  url: string,
  log: FastifyBaseLogger,
  channel: string = LIST_EVENTS_CHANNEL,
): Promise<ListEventsRelay> {
  const common = {
    lazyConnect: true,
    connectTimeout: 2_000,
    retryStrategy: (times: number) => Math.min(times * 200, 2_000),
  };
  const publisher = new Redis(url, {
    ...common,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: 500,
  });
  const subscriber = new Redis(url, { ...common, maxRetriesPerRequest: null });
  let warned = false;
  const outage = (err: unknown) => {
    if (warned) return;
    warned = true;
    log.warn({ err }, 'live lists: Redis is unreachable, events reach this instance only until it is back');
  };
  const back = () => {
    if (!warned) return;
    warned = false;
    log.warn('live lists: Redis is back, events reach every instance again');
  };
  publisher.on('error', outage);
  subscriber.on('error', outage);
  subscriber.on('ready', back);
  const handlers: ((message: string) => void)[] = [];
  subscriber.on('message', (from: string, message: string) => {
    if (from === channel) for (const handler of handlers) handler(message);
  });
  await Promise.all([
    publisher.connect().catch(() => undefined),
    subscriber.connect().catch(() => undefined),
  ]);
  // Connected: subscribed before the app takes requests. Not (yet): queued until the subscriber
  // connects (its offline queue is on); ioredis subscribes again after every reconnect.
  const subscribed = subscriber.subscribe(channel).catch(outage);
  if (subscriber.status === 'ready') await subscribed;
  return {
    send(message) {
      if (publisher.status !== 'ready') return outage(new Error(`Redis connection is ${publisher.status}`));
      publisher.publish(channel, message).catch(outage);
    },
    onMessage(handler) {
      handlers.push(handler);
    },
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
