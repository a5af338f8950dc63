// A reply another tab is still streaming (it holds the reply's Web Lock). A prompt sent after it from
// here would carry it half-written, as its row holds it, and the model would answer a cut-off turn:
// the prompt is refused instead, and the composer gives its text back.

import type { MoonlitDB } from "@/lib/db/database";
import { getMessage } from "@/lib/db/messages";
import { heldReplyIds, type Locks } from "@/lib/db/reply-locks";
import { EngineError } from "./engine-error";

/** Throws when the shown branch ends in a reply another tab is streaming (this tab's runs halted first). */
export async function refuseWhileOtherTabStreams(db: MoonlitDB, locks: Locks | null, leafId: string | null): Promise<void> {
  if (leafId === null) return;
  const leaf = await getMessage(db, leafId);
  if (leaf?.role !== "assistant" || leaf.status !== "streaming") return;
  if ((await heldReplyIds(locks)).has(leaf.id)) {
    throw new EngineError("other-tab-streaming", "A reply is still being written here in another tab: send once it has ended.");
  }
}
