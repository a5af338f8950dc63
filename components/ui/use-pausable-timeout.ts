"use client";

// A timeout that stands still while paused and resumes with the time it had left, so a toast stays
// while someone reads it (hover) or reaches its button (focus), however slowly. An infinite duration
// never ends (setTimeout would take it as 0).

import { useEffect, useRef } from "react";

export function usePausableTimeout(durationMs: number, paused: boolean, onDone: () => void): void {
  const remaining = useRef(durationMs);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const started = Date.now();
    const timer = setTimeout(() => done.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused]);
}
