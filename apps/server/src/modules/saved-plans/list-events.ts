/**
 * Live lists (docs/decisions/0039-household-sharing.md): a change to a saved list — a tick, the
 * list marked shopped, an item added or a staple to buy — is published to every member who has
 * that list open, as server-sent events. Delivered in this process at once and, with a `relay`
 * (Redis when REDIS_URL is set), to every other server instance through it; without one (or while
 * Redis is down) other instances' members catch up through the web's polling (every 30 s while a
 * stream is open, every 2 s without one).
 */
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { listChecksEventSchema, type SavedPlan } from '@saverly/contracts';
import { z } from 'zod';

/** `checks`: the list's ticks as they now are; `plan`: something else changed, read the plan again. */
export type ListEvent = { type: 'checks'; checks: SavedPlan['checks'] } | { type: 'plan' };

/** Open streams at most per member (a phone and a laptop with a few lists open) and in all. */
const LIST_STREAM_LIMITS = { perMember: 8, total: 2_000 } as const;

/** Carries this instance's events to the others and theirs to it (list-events-redis.ts). */
export interface ListEventsRelay {
  send(message: string): void;
  onMessage(handler: (message: string) => void): void;
  close(): Promise<void>;
}

/** What goes through the relay: who sent it (an instance skips its own), which list, what. */
const relayedSchema = z.strictObject({
  from: z.string().max(64),
  list: z.string().max(64),
  event: z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('checks'), checks: listChecksEventSchema.shape.checks }),
    z.strictObject({ type: z.literal('plan') }),
  ]),
});

export function listEvents(options: { relay?: ListEventsRelay; onBadMessage?: (err: unknown) => void } = {}) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const openPerMember = new Map<number, number>();
  const closers = new Set<() => void>();
  const self = randomUUID();
  const { relay } = options;

  relay?.onMessage((message) => {
    try {
      const relayed = relayedSchema.parse(JSON.parse(message));
      if (relayed.from !== self) emitter.emit(relayed.list, relayed.event);
    } catch (err) {
      // Not ours, or not an event: nothing is delivered.
      options.onBadMessage?.(err);
    }
  });

  return {
    publish(savedPlanId: string, event: ListEvent) {
      emitter.emit(savedPlanId, event);
      relay?.send(JSON.stringify({ from: self, list: savedPlanId, event }));
    },

    /**
     * A stream for `memberId` (false when they, or the server, have as many open as allowed).
     * `close` ends it from the server's side (shutdown); the returned `release` frees its place.
     */
    open(memberId: number, close: () => void): (() => void) | null {
      const mine = openPerMember.get(memberId) ?? 0;
      if (mine >= LIST_STREAM_LIMITS.perMember || closers.size >= LIST_STREAM_LIMITS.total) return null;
      openPerMember.set(memberId, mine + 1);
      closers.add(close);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        closers.delete(close);
        const left = (openPerMember.get(memberId) ?? 1) - 1;
        if (left > 0) openPerMember.set(memberId, left);
        else openPerMember.delete(memberId);
      };
    },

    subscribe(savedPlanId: string, listener: (event: ListEvent) => void) {
      emitter.on(savedPlanId, listener);
      return () => {
        emitter.off(savedPlanId, listener);
      };
    },

    /** Ends every open stream (the server is closing: a stream never holds the shutdown up). */
    closeAll() {
      for (const close of [...closers]) close();
    },

    /** Open streams now (tests, diagnostics). */
    openCount: () => closers.size,

    /** Lets go of the relay (the server is closing). */
    close: async () => relay?.close(),
  };
}

export type ListEvents = ReturnType<typeof listEvents>;
