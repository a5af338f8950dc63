"use client";

import { useCallback, useSyncExternalStore } from "react";

// One MediaQueryList per query for the page's life: React reads the snapshot on every render of a
// component that asks (the thread renders once a frame while a reply streams), and matchMedia builds
// and evaluates a new list each time it is called.
const lists = new Map<string, MediaQueryList>();

function mediaList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Whether a media query matches now; false during the server render and hydration. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = mediaList(query);
      media.addEventListener("change", onChange);
      return () => media.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query).matches,
    () => false,
  );
}
