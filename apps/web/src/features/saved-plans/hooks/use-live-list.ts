import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { fetchChecks, readListEvents } from '../api/saved-plans';
import { useApplyServerChecks } from './use-check-off';
import { useOnline } from './use-online';

/** Without a live stream the list asks for the ticks this often (the household's 2 s goal). */
const POLL_MS = 2_000;
/** With one, it still asks this often: a change made through another server instance. */
const LIVE_POLL_MS = 30_000;
/** After a failed stream it polls, and tries the stream again after 4 s, 8 s … at most this. */
const MAX_RETRY_MS = 60_000;

export type LiveMode = 'connecting' | 'live' | 'polling' | 'off';

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * A saved list kept live for the household (ADR 0039): the server's stream pushes every member's
 * ticks; when no stream can be kept open the list polls every 2 s, and tries the stream again
 * later. Off while offline (the outbox keeps this phone's ticks; the stream's first event brings
 * the others' when the phone is back). A list that is gone (404) stops it and is read again.
 */
export function useLiveList(userId: string | number, planId: string | undefined): LiveMode {
  const queryClient = useQueryClient();
  const applyServerChecks = useApplyServerChecks(userId);
  const online = useOnline();
  const [mode, setMode] = useState<LiveMode>('connecting');

  useEffect(() => {
    if (!planId || !online) return;
    const controller = new AbortController();
    const { signal } = controller;
    const gone = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 401);
    const readPlanAgain = () =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.savedPlans.plan(planId) });
    let stopped = false;
    const stop = () => {
      stopped = true;
      setMode('off');
      readPlanAgain();
    };
    const poll = async () => {
      try {
        applyServerChecks(planId, await fetchChecks(planId, signal));
      } catch (error) {
        if (gone(error)) stop();
      }
    };

    void (async () => {
      let failures = 0;
      while (!stopped && !signal.aborted) {
        setMode(failures === 0 ? 'connecting' : 'polling');
        let safetyNet: ReturnType<typeof setInterval> | undefined;
        try {
          await readListEvents(planId, signal, (event) => {
            if (failures > 0 || !safetyNet) {
              failures = 0;
              setMode('live');
              safetyNet ??= setInterval(() => void poll(), LIVE_POLL_MS);
            }
            if (event.type === 'checks') applyServerChecks(planId, event.checks);
            else readPlanAgain();
          });
          // The server ended the stream (its 5 minutes, a restart): open it again at once.
        } catch (error) {
          if (signal.aborted) return;
          if (gone(error)) return stop();
          failures += 1;
        } finally {
          clearInterval(safetyNet);
        }
        if (failures > 0) {
          setMode('polling');
          const retryAt = Date.now() + Math.min(MAX_RETRY_MS, 2_000 * 2 ** failures);
          while (!stopped && !signal.aborted && Date.now() < retryAt) {
            await poll();
            await sleep(POLL_MS, signal);
          }
        }
      }
    })();

    return () => controller.abort();
  }, [planId, online, applyServerChecks, queryClient]);

  return online ? mode : 'off';
}
