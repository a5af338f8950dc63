// Replies still streaming: rows whose status says "streaming", in this tab or another. Each is a
// reply some tab is writing (it holds the reply's lock, reply-locks.ts), or one a page left when it
// went (a reload, a closed tab, a crash). The database's start-up chore (app-database.ts) tidies the
// ones left: a resumable reply (the gateway keeps it under its resume id) is left for the Engine to
// resume, any other is marked interrupted.

import type { AssistantNode } from "@/lib/protocol/message";
import type { MoonlitDB } from "./database";
import { browserLocks, heldReplyIds, type Locks } from "./reply-locks";
import { writeTransaction } from "./storage-error";

/** The rows of the replies still streaming: the one query of them (the `status` index). */
export function streamingReplies(db: MoonlitDB) {
  return db.messages.where("status").equals("streaming");
}

/**
 * At app start: a turn still marked "streaming" lost its stream in a reload or crash, unless some
 * tab holds its reply lock (see reply-locks.ts) and is still writing it: that one is left alone,
 * with its partial. Candidates are read before the locks are queried and checked again in the
 * transaction, so a stream that starts meanwhile (lock first, then its row) is never a candidate.
 */
export async function markInterruptedStreams(db: MoonlitDB, locks: Locks | null = browserLocks()): Promise<number> {
  const candidates = await streamingReplies(db).primaryKeys();
  const held = await heldReplyIds(locks);
  return writeTransaction(db, [db.messages, db.partials], async () => {
    let marked = 0;
    for (const id of candidates) {
      if (held.has(id)) continue;
      const node = await db.messages.get(id);
      if (node?.role !== "assistant" || node.status !== "streaming") continue;
      // The last batch holds what arrived before the stream was lost.
      const partial = await db.partials.get(id);
      if (node.resumeId !== undefined) {
        // The engine resumes this one from the gateway (or marks it, if it cannot); meanwhile the
        // page shows what it had, not an empty reply.
        const shown: AssistantNode | undefined = partial && { ...partial, status: "streaming", resumeId: node.resumeId };
        if (shown) await db.messages.put(shown);
        continue;
      }
      const interrupted: AssistantNode = { ...(partial ?? node), status: "interrupted" };
      await db.messages.put(interrupted);
      marked++;
    }
    // Drop every partial no live stream can still need: the ones just marked and any orphans.
    for (const id of await db.partials.toCollection().primaryKeys()) {
      const node = await db.messages.get(id);
      if (node?.role !== "assistant" || node.status !== "streaming") await db.partials.delete(id);
    }
    return marked;
  });
}

/** Whether a page left some resumable reply streaming: the Engine resumes those. */
export async function hasRepliesToResume(db: MoonlitDB): Promise<boolean> {
  return (await streamingReplies(db).filter((node) => node.role === "assistant" && node.resumeId !== undefined).count()) > 0;
}
