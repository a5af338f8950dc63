"use client";

import { useEffect, useRef, type RefObject } from "react";

/**
 * Focus an element once it is back on screen: `request()` during an event that swaps it in (an
 * edit or rename box closing), and the next commit focuses `target`.
 */
export function useFocusRequest<T extends HTMLElement>(): [RefObject<T | null>, () => void] {
  const target = useRef<T>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    target.current?.focus();
  });
  const request = () => {
    pending.current = true;
  };
  return [target, request];
}
