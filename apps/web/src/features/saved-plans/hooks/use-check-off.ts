import type { SavedPlan } from '@saverly/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { readStorage } from '../../../lib/storage';
import { patchChecks } from '../api/saved-plans';
import type { FromDevice } from '../api/saved-plans';
import { effectiveChecks, mergeChecks } from '../lib/checks';
import type { Checks } from '../lib/checks';
import { storeLocalChecks } from '../lib/local-copy';
import {
  enqueueCheck,
  flushOutbox,
  lastFlushFailed,
  OUTBOX_KEY,
  pendingFor,
  readOutbox,
  subscribeOutbox,
} from '../lib/outbox';
import { useOnline } from './use-online';
import { queryKeys } from '../../../lib/query-keys';

/** While changes wait on a connection that seems up, they are tried again this often. */
const RETRY_INTERVAL_MS = 15_000;

export type SyncState = 'offline' | 'saving' | 'retrying' | 'saved';

/**
 * The server's ticks of a list into this phone's copy and the query cache, item by item, the
 * newest change winning (a tick queued here and not yet sent still shows over them).
 */
export function useApplyServerChecks(userId: string | number) {
  const queryClient = useQueryClient();
  return useCallback(
    (planId: string, checks: Checks) => {
      storeLocalChecks(userId, planId, checks);
      queryClient.setQueryData<FromDevice<SavedPlan>>(queryKeys.savedPlans.plan(planId), (current) =>
        current
          ? { ...current, data: { ...current.data, checks: mergeChecks(current.data.checks, checks) } }
          : current,
      );
    },
    [queryClient, userId],
  );
}

/**
 * Sends the check-off outbox: at once, whenever the phone comes back online, and every
 * RETRY_INTERVAL_MS while changes wait. Confirmed checks update this phone's copy and the query
 * cache. Returns a flush function and whether the last flush failed.
 */
export function useOutboxSync(userId: string | number) {
  const online = useOnline();
  const failed = useSyncExternalStore(subscribeOutbox, lastFlushFailed);
  const queued = useSyncExternalStore(subscribeOutbox, () => readStorage(OUTBOX_KEY) ?? '[]');
  const hasQueued = useMemo(() => queued !== '[]' && readOutbox().length > 0, [queued]);

  const applyServerChecks = useApplyServerChecks(userId);

  const flush = useCallback(async () => {
    if (!navigator.onLine || readOutbox().length === 0) return;
    await flushOutbox(async (planId, changes) => {
      applyServerChecks(planId, await patchChecks(planId, changes));
    });
  }, [applyServerChecks]);

  useEffect(() => {
    if (online) void flush();
  }, [online, flush]);

  useEffect(() => {
    if (!online || !hasQueued) return;
    const timer = setInterval(() => void flush(), RETRY_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [online, hasQueued, flush]);

  return { flush, failed, online };
}

/**
 * Check-off for one saved plan: a tick shows at once, goes to the persistent outbox, and is sent
 * when possible. `checks` is what the shopper sees (the plan's checks with queued changes on top).
 */
export function useCheckOff(userId: string | number, plan: SavedPlan | undefined) {
  const { flush, failed, online } = useOutboxSync(userId);
  const planId = plan?.id ?? '';
  const queued = useSyncExternalStore(subscribeOutbox, () => readStorage(OUTBOX_KEY) ?? '[]');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- re-read when the stored queue changes
  const pending = useMemo(() => pendingFor(planId), [planId, queued]);
  const checks: Checks = useMemo(() => effectiveChecks(plan?.checks ?? {}, pending), [plan?.checks, pending]);

  const toggle = useCallback(
    (itemId: string) => {
      if (!planId) return;
      enqueueCheck({
        plan_id: planId,
        item_id: itemId,
        checked: !(checks[itemId]?.checked ?? false),
        changed_at: new Date().toISOString(),
      });
      void flush();
    },
    [planId, checks, flush],
  );

  let state: SyncState = 'saved';
  if (!online) state = 'offline';
  else if (pending.length > 0) state = failed ? 'retrying' : 'saving';

  return { checks, toggle, state, pendingCount: pending.length };
}
