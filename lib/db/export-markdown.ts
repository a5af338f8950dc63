// One conversation as Markdown: its shown branch, written by the reply view's exporter.

import { conversationToMarkdown } from "@/lib/view/conversation-markdown";
import type { MoonlitDB } from "./database";
import { getPath } from "./message-tree";

export async function exportConversationMarkdown(db: MoonlitDB, conversationId: string): Promise<string> {
  const conversation = await db.conversations.get(conversationId);
  if (!conversation) throw new Error(`Conversation ${conversationId} does not exist.`);
  return conversationToMarkdown(conversation.title, await getPath(db, conversationId, conversation.activeLeafId));
}
