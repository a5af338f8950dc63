"use client";

// A setting as a field shows it: a change at once, then whatever the database holds once the
// conversation's settings come back from it (a moment later, or changed in another tab).

import { useState } from "react";

export function useEchoedSetting<T>(stored: T): [T, (next: T) => void] {
  const key = JSON.stringify(stored);
  const [seen, setSeen] = useState(key);
  const [shown, setShown] = useState(stored);
  if (key !== seen) {
    setSeen(key);
    setShown(stored);
  }
  return [shown, setShown];
}
