// Resumable replies a page left streaming (a reload, a closed tab, a crash): rows still "streaming"
// with a resume id whose lock no tab holds. Each one found is claimed (its lock taken here) so that
// of several tabs opening at once, one resumes it.

import type { MoonlitDB } from "@/lib/db/database";
import { getMessage } from "@/lib/db/messages";
import { tryHoldReplyLock, type Locks } from "@/lib/db/reply-locks";
import { streamingReplies } from "@/lib/db/streaming-replies";
import type { AssistantNode } from "@/lib/protocol/message";

export interface ReplyToResume {
  /** The row as first stored: its empty turn, and the id the gateway keeps the reply under. */
  node: AssistantNode & { resumeId: string };
  /** The last batch saved before the page went away, if any. */
  partial: AssistantNode | undefined;
  /** Frees the reply's lock, once it has ended. */
  release: () => void;
}

export async function claimRepliesToResume(db: MoonlitDB, locks: Locks | null): Promise<ReplyToResume[]> {
  const claimed: ReplyToResume[] = [];
  for (const id of await streamingReplies(db).primaryKeys()) {
    const release = await tryHoldReplyLock(locks, id);
    if (!release) continue;
    // Read again with the lock held: the tab that had it may have ended the reply meanwhile.
    const node = await getMessage(db, id);
    if (node?.role !== "assistant" || node.status !== "streaming" || node.resumeId === undefined) {
      release();
      continue;
    }
    claimed.push({ node: node as ReplyToResume["node"], partial: await db.partials.get(id), release });
  }
  return claimed;
}
