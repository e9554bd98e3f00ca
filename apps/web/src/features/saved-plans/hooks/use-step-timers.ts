import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';

/** One step's timer: counting down to `endsAt`, paused with `left` seconds, or done. */
export type TimerState =
  { status: 'running'; endsAt: number } | { status: 'paused'; left: number } | { status: 'done' };

type Timers = Readonly<Record<string, TimerState>>;

const storageKey = (mealId: string) => `cook_timers:${mealId}`;

/** What was stored, kept only where it is a timer's state (the storage is the browser's, not ours). */
function readTimers(mealId: string): Timers {
  const raw = readStorage(storageKey(mealId), 'session');
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const timers: Record<string, TimerState> = {};
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      const v = value as Partial<Record<string, unknown>>;
      if (typeof v !== 'object' || v === null) continue;
      if (v.status === 'running' && typeof v.endsAt === 'number')
        timers[key] = { status: 'running', endsAt: v.endsAt };
      else if (v.status === 'paused' && typeof v.left === 'number')
        timers[key] = { status: 'paused', left: v.left };
      else if (v.status === 'done') timers[key] = { status: 'done' };
    }
    return timers;
  } catch {
    return {};
  }
}

/** Seconds left on a timer at `now`. */
export function secondsLeft(timer: TimerState, now: number): number {
  if (timer.status === 'running') return Math.max(0, (timer.endsAt - now) / 1000);
  return timer.status === 'paused' ? timer.left : 0;
}

/** A short alarm: three beeps (Web Audio, made in the tap that started the timer) and a buzz. */
function useAlarm() {
  const audio = useRef<AudioContext | null>(null);
  const prepare = useCallback(() => {
    if (audio.current || typeof window.AudioContext !== 'function') return;
    try {
      audio.current = new window.AudioContext();
    } catch {
      audio.current = null;
    }
  }, []);
  const ring = useCallback(() => {
    navigator.vibrate?.([300, 150, 300, 150, 300]);
    const context = audio.current;
    if (!context) return;
    void context.resume().catch(() => undefined);
    for (let beep = 0; beep < 3; beep += 1) {
      const start = context.currentTime + beep * 0.45;
      const tone = context.createOscillator();
      const gain = context.createGain();
      tone.frequency.value = 880;
      gain.gain.setValueAtTime(0.25, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + 0.3);
      tone.connect(gain).connect(context.destination);
      tone.start(start);
      tone.stop(start + 0.3);
    }
  }, []);
  useEffect(() => () => void audio.current?.close().catch(() => undefined), []);
  return { prepare, ring };
}

/**
 * A meal's step timers, kept for the tab's session (the cook can go back to the meals and return
 * to a timer still counting). One meal's: its view is keyed by the meal. `onDone` hears each timer
 * that runs out, as the alarm rings.
 */
export function useStepTimers(mealId: string, onDone: (key: string) => void) {
  const [timers, setTimers] = useState<Timers>(() => readTimers(mealId));
  const [now, setNow] = useState(() => Date.now());
  const { prepare, ring } = useAlarm();
  const done = useRef(onDone);
  const latest = useRef(timers);
  useLayoutEffect(() => {
    done.current = onDone;
    latest.current = timers;
  });

  useEffect(() => {
    if (Object.keys(timers).length === 0) removeStorage(storageKey(mealId), 'session');
    else writeStorage(storageKey(mealId), JSON.stringify(timers), 'session');
  }, [mealId, timers]);

  const running = Object.values(timers).some((timer) => timer.status === 'running');
  useEffect(() => {
    if (!running) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      const current = latest.current;
      const finished = Object.entries(current).filter(
        ([, timer]) => timer.status === 'running' && timer.endsAt <= at,
      );
      if (finished.length === 0) return;
      const next = { ...current };
      for (const [key] of finished) next[key] = { status: 'done' };
      latest.current = next;
      setTimers(next);
      ring();
      for (const [key] of finished) done.current(key);
    };
    tick();
    const id = window.setInterval(tick, 250);
    return () => window.clearInterval(id);
  }, [running, ring]);

  const update = useCallback((key: string, next: TimerState | null) => {
    setNow(Date.now());
    setTimers((current) => {
      const copy = { ...current };
      if (next) copy[key] = next;
      else delete copy[key];
      return copy;
    });
  }, []);

  return {
    timers,
    now,
    start: (key: string, seconds: number) => {
      prepare();
      update(key, { status: 'running', endsAt: Date.now() + seconds * 1000 });
    },
    pause: (key: string) => {
      const timer = timers[key];
      if (timer?.status !== 'running') return;
      update(key, { status: 'paused', left: secondsLeft(timer, Date.now()) });
    },
    resume: (key: string) => {
      const timer = timers[key];
      if (timer?.status !== 'paused') return;
      prepare();
      update(key, { status: 'running', endsAt: Date.now() + timer.left * 1000 });
    },
    clear: (key: string) => update(key, null),
  };
}
