// A conversation whose reply "a" is stored as streaming, as a tab writes it, and the reply's node at
// any point of its stream.

import type { AssistantNode } from "@/lib/protocol/message";
import { createConversation } from "../conversations";
import { addMessage } from "../messages";
import { freshDb } from "./fresh-db";
import { anthropicNode, settings, userNode } from "./stored-nodes";

export async function streamingReply() {
  const db = freshDb();
  await createConversation(db, { settings, title: "s", id: "c" });
  await addMessage(db, userNode("u", "c", null, "hi", 1));
  await addMessage(db, anthropicNode("a", "c", "u", "", 2, "streaming"));
  const node = (text: string, status: AssistantNode["status"] = "streaming") => anthropicNode("a", "c", "u", text, 2, status);
  return { db, node };
}
