// Tells this tab when another tab lets go of a reply it was streaming (it ended the reply, or it was
// closed, crashed or reloaded): this tab waits for the Web Lock of every such reply, which the browser
// grants once the tab holding it has gone. Then `onFreed` runs (the start-up chore again: a resumable
// reply is resumed, any other is marked interrupted). Without this, a second tab open on the
// conversation would show the reply unfinished until it reloaded.

import { liveQuery } from "dexie";
import type { MoonlitDB } from "./database";
import { browserLocks, heldReplyIds, replyLockName, type Locks } from "./reply-locks";
import { streamingReplies } from "./streaming-replies";

/** Starts watching (where the browser has Web Locks); the function returned stops it and drops every wait. */
export function watchFreedReplyLocks(db: MoonlitDB, onFreed: () => Promise<unknown>, locks: Locks | null = browserLocks()): () => void {
  return locks === null ? () => undefined : watch(db, onFreed, locks);
}

function watch(db: MoonlitDB, onFreed: () => Promise<unknown>, locks: Locks): () => void {
  const waits = new Map<string, AbortController>();
  let stopped = false;
  // One sync at a time, so a reply is never waited for twice.
  let syncing: Promise<void> = Promise.resolve();
  const sync = () => {
    syncing = syncing.then(syncOnce).catch((error: unknown) => console.error("Moonlit:", error));
  };

  async function syncOnce() {
    if (stopped) return;
    const streaming = new Set(await streamingReplies(db).primaryKeys());
    for (const [id, wait] of waits) {
      if (streaming.has(id)) continue;
      waits.delete(id);
      wait.abort();
    }
    // Only replies some tab holds: a free one was left by the chore on purpose (it waits for the
    // next start), and waiting for it would be granted at once, again and again.
    const held = await heldReplyIds(locks);
    for (const id of streaming) if (held.has(id) && !waits.has(id) && !stopped) waitFor(id);
  }

  function waitFor(id: string) {
    const wait = new AbortController();
    waits.set(id, wait);
    // Granted when the holder lets go; the callback returns at once, so the lock is free again for
    // whichever tab resumes the reply (this tab's chore, or another tab's, whichever claims it first).
    locks.request(replyLockName(id), { signal: wait.signal }, () => undefined).then(
      async () => {
        if (waits.get(id) !== wait) return;
        waits.delete(id);
        await onFreed().catch((error: unknown) => console.error("Moonlit:", error));
        // Claimed by another tab meanwhile, or still streaming here: wait for it again.
        sync();
      },
      () => undefined, // aborted: the reply ended, or watching stopped
    );
  }

  // Any change to the streaming rows, in this tab or another (Dexie tells tabs of each other's writes).
  const subscription = liveQuery(() => streamingReplies(db).primaryKeys()).subscribe({
    next: sync,
    error: (error: unknown) => console.error("Moonlit:", error),
  });
  return () => {
    stopped = true;
    subscription.unsubscribe();
    for (const wait of waits.values()) wait.abort();
    waits.clear();
  };
}
