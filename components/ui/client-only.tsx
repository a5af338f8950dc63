"use client";

// What only the browser can draw (from its database, its stored settings, the server's status as the
// page fetches it): `fallback` on the server and through hydration, and while the code loads; the
// children once the page has come alive. The children are usually React.lazy components. This is
// next/dynamic's `ssr: false`, without next/dynamic, which adds 1.4 KiB gzip to the chat page's
// first load.

import { Suspense, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

interface Props {
  children: ReactNode;
  /** Holds the place, so nothing moves when the children arrive. */
  fallback?: ReactNode;
}

export function ClientOnly({ children, fallback = null }: Props) {
  return useHydrated() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
