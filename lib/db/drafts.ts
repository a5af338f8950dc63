// Composer drafts, one per conversation, so text typed but not sent survives a reload or a tab switch.

import type { MoonlitDB } from "./database";
import { writeTransaction } from "./storage-error";

export async function getDraft(db: MoonlitDB, conversationId: string): Promise<string> {
  return (await db.drafts.get(conversationId))?.text ?? "";
}

/** Saving empty text removes the draft rather than keeping an empty row. */
export async function saveDraft(db: MoonlitDB, conversationId: string, text: string): Promise<void> {
  await writeTransaction(db, [db.drafts], async () => {
    if (text === "") await db.drafts.delete(conversationId);
    else await db.drafts.put({ conversationId, text, updatedAt: Date.now() });
  });
}
