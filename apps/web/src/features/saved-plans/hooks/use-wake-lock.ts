import { useCallback, useEffect, useRef, useState } from 'react';

type WakeLockState = 'off' | 'on' | 'refused';

/**
 * "Keep the screen on" while cooking (the Screen Wake Lock API): a phone that dims and locks
 * between steps makes a cook wash their hands to read on. The browser lets the lock go when the
 * tab is hidden; it is asked for again when the tab is back, for as long as the cook wants it.
 * `supported` is false where the browser has no such API: the switch is then not offered.
 */
export function useWakeLock() {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const [state, setState] = useState<WakeLockState>('off');
  const sentinel = useRef<WakeLockSentinel | null>(null);
  const wanted = useRef(false);

  const acquire = useCallback(async () => {
    try {
      const lock = await navigator.wakeLock.request('screen');
      if (!wanted.current) {
        await lock.release();
        return;
      }
      sentinel.current = lock;
      setState('on');
    } catch {
      // Refused (battery saver, a hidden tab, a browser policy): the cook is told, nothing breaks.
      wanted.current = false;
      setState('refused');
    }
  }, []);

  const release = useCallback(() => {
    wanted.current = false;
    const lock = sentinel.current;
    sentinel.current = null;
    setState('off');
    void lock?.release().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!supported) return;
    const onVisible = () => {
      const held = sentinel.current !== null && !sentinel.current.released;
      if (document.visibilityState === 'visible' && wanted.current && !held) void acquire();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      wanted.current = false;
      void sentinel.current?.release().catch(() => undefined);
      sentinel.current = null;
    };
  }, [supported, acquire]);

  return {
    supported,
    state,
    toggle: () => {
      if (wanted.current) release();
      else {
        wanted.current = true;
        void acquire();
      }
    },
  };
}
