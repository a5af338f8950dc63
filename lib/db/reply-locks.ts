// Web Locks that say "this tab is writing this reply". The tab streaming a reply holds its lock for
// the life of the stream; start-up chores in other tabs leave such a reply alone. The browser frees
// a lock when its tab closes or crashes, so a stream that went with it is still found: resumed, or
// marked interrupted (streaming-replies.ts).
// Without the Web Locks API every reply counts as not held (the old behaviour).

export type Locks = Pick<LockManager, "request" | "query">;

export function replyLockName(messageId: string): string {
  return `moonlit-reply-${messageId}`;
}

/** The browser's lock manager, or null where there is none (server, old browsers, jsdom). */
export function browserLocks(): Locks | null {
  return typeof navigator !== "undefined" && navigator.locks ? navigator.locks : null;
}

/** Takes the reply's lock; resolves once it is held, with the function that frees it. */
export function holdReplyLock(locks: Locks | null, messageId: string): Promise<() => void> {
  return requestReplyLock(locks, messageId, false) as Promise<() => void>;
}

/**
 * Takes the reply's lock only if no tab holds it: resolves with the function that frees it, or null
 * when another tab (or this one) is writing that reply. Where there are no Web Locks, always taken.
 */
export function tryHoldReplyLock(locks: Locks | null, messageId: string): Promise<(() => void) | null> {
  return requestReplyLock(locks, messageId, true);
}

function requestReplyLock(locks: Locks | null, messageId: string, ifAvailable: boolean): Promise<(() => void) | null> {
  if (locks === null) return Promise.resolve(() => undefined);
  return new Promise((resolveHeld, rejectHeld) => {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    locks
      .request(replyLockName(messageId), { ifAvailable }, (lock) => {
        if (lock === null) return void resolveHeld(null);
        resolveHeld(release);
        return released;
      })
      .catch(rejectHeld);
  });
}

/** Ids of the replies some tab is writing now. */
export async function heldReplyIds(locks: Locks | null): Promise<Set<string>> {
  const held = new Set<string>();
  if (locks === null) return held;
  const prefix = replyLockName("");
  for (const lock of (await locks.query()).held ?? []) {
    if (lock.name?.startsWith(prefix)) held.add(lock.name.slice(prefix.length));
  }
  return held;
}

