// A person's own EvoLink key, when the server takes one (ALLOW_USER_KEYS): kept in this browser's
// localStorage only, never in conversations or exports, and sent with each gateway request.

import { useSyncExternalStore } from "react";
import { USER_KEY_HEADER } from "@/lib/protocol/user-key-header";

export const USER_KEY_STORAGE_KEY = "moonlit-user-key";

const listeners = new Set<() => void>();

export function readUserKey(): string {
  try {
    return localStorage.getItem(USER_KEY_STORAGE_KEY) ?? "";
  } catch {
    return ""; // storage blocked (privacy mode): no key
  }
}

export function writeUserKey(key: string): void {
  const trimmed = key.trim();
  try {
    if (trimmed) localStorage.setItem(USER_KEY_STORAGE_KEY, trimmed);
    else localStorage.removeItem(USER_KEY_STORAGE_KEY);
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed it.
  const onStorage = (event: StorageEvent) => event.key === USER_KEY_STORAGE_KEY && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The header for the gateway, or none without a key. */
export function userKeyHeaders(): Record<string, string> {
  const key = readUserKey();
  return key ? { [USER_KEY_HEADER]: key } : {};
}

export function useUserKey(): string {
  return useSyncExternalStore(subscribe, readUserKey, () => "");
}
