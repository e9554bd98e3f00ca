/**
 * Live lists (docs/decisions/0039-household-sharing.md): a change to a saved list — a tick, the
 * list marked shopped, an item added or a staple to buy — is published to every member who has
 * that list open, as server-sent events. In this process only: a second server instance's members
 * catch up through the web's polling (every 30 s while a stream is open, every 2 s without one).
 */
import { EventEmitter } from 'node:events';
import type { SavedPlan } from '@saverly/contracts';

/** `checks`: the list's ticks as they now are; `plan`: something else changed, read the plan again. */
export type ListEvent = { type: 'checks'; checks: SavedPlan['checks'] } | { type: 'plan' };

/** Open streams at most per member (a phone and a laptop with a few lists open) and in all. */
const LIST_STREAM_LIMITS = { perMember: 8, total: 2_000 } as const;

export function listEvents() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const openPerMember = new Map<number, number>();
  const closers = new Set<() => void>();

  return {
    publish(savedPlanId: string, event: ListEvent) {
      emitter.emit(savedPlanId, event);
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
  };
}

export type ListEvents = ReturnType<typeof listEvents>;
