"use client";

// Milliseconds since `running` became true, ticking once a second; keeps the last value afterwards
// so a finished block can still say how long it took.

import { useEffect, useState } from "react";

export function useElapsed(running: boolean): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!running) return;
    const start = Date.now();
    const id = setInterval(() => setElapsed(Date.now() - start), 1000);
    return () => {
      clearInterval(id);
      setElapsed(Date.now() - start);
    };
  }, [running]);
  return elapsed;
}
