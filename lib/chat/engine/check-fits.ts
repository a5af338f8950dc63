// Refuses a prompt that, with the conversation before it, would not fit the model's window (by the
// context meter's estimate): sent, upstream would refuse it only after reading it all. Checked before
// anything is stored, so a refused prompt leaves nothing behind.

import { getConversation } from "@/lib/db/conversations";
import type { MoonlitDB } from "@/lib/db/database";
import { getPath } from "@/lib/db/message-tree";
import { CHARS_PER_TOKEN, CONTEXT_WINDOW, contextSize } from "@/lib/view/context-size";
import type { OutgoingAttachment } from "../attachments/outgoing";
import { EngineError } from "./engine-error";

export async function checkFits(db: MoonlitDB, conversationId: string | null, text: string, attachments: readonly OutgoingAttachment[]): Promise<void> {
  const documents = attachments.reduce((sum, attachment) => sum + (attachment.type === "document" ? attachment.info.tokens : 0), 0);
  if (documents === 0) return;
  const conversation = conversationId === null ? undefined : await getConversation(db, conversationId);
  const before = conversation ? (contextSize(await getPath(db, conversation.id, conversation.activeLeafId))?.tokens ?? 0) : 0;
  const total = before + documents + Math.ceil(text.length / CHARS_PER_TOKEN);
  if (total > CONTEXT_WINDOW) {
    throw new EngineError(
      "too-long",
      `This message would not fit in the model's context window: about ${total} tokens (estimated) of ${CONTEXT_WINDOW}. Remove a document, or start a new chat.`,
    );
  }
}
