// A summary of a conversation, written by the model through a normal request: the prompt goes into
// the conversation as any message would (so the request and its reply stay visible there), and the
// reply's text comes back to be edited and carried into a new chat.

import { getConversation } from "@/lib/db/conversations";
import type { MoonlitDB } from "@/lib/db/database";
import { getPath } from "@/lib/db/message-tree";
import type { MessageNode } from "@/lib/protocol/message";
import { deriveParts, type ReplyNode } from "@/lib/view/derive-parts";
import { partsText } from "@/lib/view/part-text";
import type { Engine } from "./engine";

/** The text of the reply that follows the path's last user message; null if it did not complete. */
export function lastReplyText(path: readonly MessageNode[]): string | null {
  const start = path.findLastIndex((node) => node.role === "user");
  const reply = path.slice(start + 1).filter((node): node is ReplyNode => node.role !== "user");
  const last = reply.findLast((node) => node.role === "assistant");
  if (!last || last.role !== "assistant" || last.status !== "complete") return null;
  const text = partsText(deriveParts(reply)).trim();
  return text === "" ? null : text;
}

/** Null when the reply failed, was stopped or said nothing: the caller says so and offers nothing to edit. */
export async function writeSummary(engine: Engine, db: MoonlitDB, conversationId: string, prompt: string): Promise<string | null> {
  await engine.send(conversationId, { text: prompt });
  await engine.settled(conversationId);
  const conversation = await getConversation(db, conversationId);
  return conversation ? lastReplyText(await getPath(db, conversationId, conversation.activeLeafId)) : null;
}
