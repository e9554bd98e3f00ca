import type { CheckChange } from '@saverly/contracts';
import { isApiError } from '../../../lib/api-client';
import { readStorage, writeStorage } from '../../../lib/storage';

/**
 * The check-off outbox: every tick made in the store is kept in localStorage until the server has
 * confirmed it, so ticks made offline (or on a flaky connection) survive reloads and are sent when
 * the phone is back online. The server keeps the newest change per item, so replaying the queue is
 * always safe.
 */
export const OUTBOX_KEY = 'saverly_check_outbox';

export interface OutboxEntry {
  plan_id: string;
  item_id: string;
  checked: boolean;
  /** When the shopper ticked (ISO datetime); the newest change per item wins. */
  changed_at: string;
}

function isEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.plan_id === 'string' &&
    typeof entry.item_id === 'string' &&
    typeof entry.checked === 'boolean' &&
    typeof entry.changed_at === 'string' &&
    !Number.isNaN(Date.parse(entry.changed_at))
  );
}

export function readOutbox(): OutboxEntry[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(OUTBOX_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

function writeOutbox(entries: OutboxEntry[]): void {
  writeStorage(OUTBOX_KEY, JSON.stringify(entries));
  notify();
}

const sameItem = (a: OutboxEntry, b: Pick<OutboxEntry, 'plan_id' | 'item_id'>) =>
  a.plan_id === b.plan_id && a.item_id === b.item_id;
const sameEntry = (a: OutboxEntry, b: OutboxEntry) =>
  sameItem(a, b) && a.checked === b.checked && a.changed_at === b.changed_at;

/**
 * Queues a change. Only the newest change per item needs to reach the server, so an older queued
 * change of the same item is replaced; a change older than the queued one is ignored. A change
 * stamped at the same millisecond as the queued one is moved 1 ms later, so the last tap wins.
 */
export function enqueueCheck(entry: OutboxEntry): OutboxEntry {
  const entries = readOutbox();
  const queued = entries.find((existing) => sameItem(existing, entry));
  let next = entry;
  if (queued) {
    const queuedAt = Date.parse(queued.changed_at);
    const at = Date.parse(entry.changed_at);
    if (at < queuedAt) return queued;
    if (at === queuedAt) next = { ...entry, changed_at: new Date(queuedAt + 1).toISOString() };
  }
  writeOutbox([...entries.filter((existing) => !sameItem(existing, entry)), next]);
  return next;
}

export function pendingFor(planId: string): OutboxEntry[] {
  return readOutbox().filter((entry) => entry.plan_id === planId);
}

/** Sends one plan's changes; resolves with the server's checks once it has stored them. */
export type SendChecks = (planId: string, changes: CheckChange[]) => Promise<unknown>;

export interface FlushResult {
  /** Entries the server confirmed (removed from the outbox). */
  sent: number;
  /** Entries still queued (a network or server error, or added meanwhile). */
  pending: number;
  /** The first error met, if any. */
  error?: unknown;
}

/** Answers that will never succeed however often they are replayed: the entries are dropped. */
function isPermanentFailure(error: unknown): boolean {
  return isApiError(error) && (error.status === 400 || error.status === 403 || error.status === 404);
}

let flushing: Promise<FlushResult> | null = null;
let again = false;
let lastFailed = false;

/** Whether the last flush left changes queued because of an error (the status line says so). */
export function lastFlushFailed(): boolean {
  return lastFailed;
}

/**
 * Sends the queued changes, one request per plan, oldest change first. An entry leaves the queue
 * only after the server confirmed it (or refused it for good: the plan is gone or the change is
 * invalid); on a network error, an expired session or a server error every entry stays. One flush
 * runs at a time; a flush asked for meanwhile runs again right after.
 */
export function flushOutbox(send: SendChecks): Promise<FlushResult> {
  if (flushing) {
    again = true;
    return flushing;
  }
  flushing = (async () => {
    let result: FlushResult;
    do {
      again = false;
      result = await flushOnce(send);
    } while (again && result.error === undefined);
    if (lastFailed !== (result.error !== undefined)) {
      lastFailed = result.error !== undefined;
      notify();
    }
    return result;
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function flushOnce(send: SendChecks): Promise<FlushResult> {
  const queued = readOutbox();
  const byPlan = new Map<string, OutboxEntry[]>();
  for (const entry of [...queued].sort((a, b) => Date.parse(a.changed_at) - Date.parse(b.changed_at))) {
    const list = byPlan.get(entry.plan_id);
    if (list) list.push(entry);
    else byPlan.set(entry.plan_id, [entry]);
  }
  let sent = 0;
  let firstError: unknown;
  for (const [planId, entries] of byPlan) {
    for (let start = 0; start < entries.length; start += MAX_CHANGES_PER_REQUEST) {
      const batch = entries.slice(start, start + MAX_CHANGES_PER_REQUEST);
      try {
        await send(
          planId,
          batch.map(({ item_id, checked, changed_at }) => ({ item_id, checked, changed_at })),
        );
      } catch (error) {
        if (!isPermanentFailure(error)) {
          firstError ??= error;
          // Keep this plan's remaining entries; try the other plans.
          break;
        }
      }
      // Confirmed (or refused for good): remove exactly these entries, keeping any added meanwhile.
      writeOutbox(readOutbox().filter((entry) => !batch.some((done) => sameEntry(entry, done))));
      sent += batch.length;
    }
  }
  return { sent, pending: readOutbox().length, error: firstError };
}

/** The contract's limit of changes per PATCH. */
const MAX_CHANGES_PER_REQUEST = 500;

// ---------------------------------------------------------------------------------------------
// Subscribers (the status line re-renders when the queue changes, in this tab or another one)
// ---------------------------------------------------------------------------------------------

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === OUTBOX_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** For tests: forget a flush left running by a previous test. */
export function resetOutboxForTests(): void {
  flushing = null;
  again = false;
  lastFailed = false;
}
