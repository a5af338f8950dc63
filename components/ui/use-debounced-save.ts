"use client";

import { useEffect, useMemo, useRef } from "react";

// A value edited locally and saved a moment after the last change, so each keystroke is not a
// database write: `schedule` restarts the wait, `flush` saves what waits at once (on leaving the box,
// for a preset), and what still waits when the component goes is saved then.

export const SAVE_DELAY_MS = 400;

export interface DebouncedSave<T> {
  /** Saves `value` once `delayMs` pass without another schedule; replaces what was waiting. */
  schedule(value: T): void;
  /** Saves what is waiting now, if anything. */
  flush(): void;
}

export function useDebouncedSave<T>(save: (value: T) => void, delayMs = SAVE_DELAY_MS): DebouncedSave<T> {
  const latest = useRef(save);
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // The save of the latest render, for a wait that began in an earlier one.
  useEffect(() => {
    latest.current = save;
  });

  const saver = useMemo<DebouncedSave<T>>(() => {
    const flush = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      const waiting = pending.current;
      pending.current = null;
      if (waiting) latest.current(waiting.value);
    };
    return {
      flush,
      schedule(value) {
        pending.current = { value };
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(flush, delayMs);
      },
    };
  }, [delayMs]);

  useEffect(() => saver.flush, [saver]);
  return saver;
}
