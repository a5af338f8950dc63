// A conversation with everything a share must carry (thinking, a tool call with an image result, an
// OpenAI turn with reasoning, an attachment with its kept original, an image by address) and a branch
// that is not shown, for the share tests of lib/db and lib/chat/share. Not imported by application code.

import "fake-indexeddb/auto";
import type { AttachmentRef, MessageNode } from "@/lib/protocol/message";
import { attachmentRef, imageLinkRef, putAttachment } from "../attachments";
import { createConversation, setActiveLeaf } from "../conversations";
import type { MoonlitDB } from "../database";
import { addMessage } from "../messages";
import { anthropicNode, openaiNode, richAnthropicNode, settings, userNode } from "./stored-nodes";

/** Bytes that gzip cannot shrink, like a real image's. */
export function noise(size: number, seed = 1): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let state = seed;
  for (let i = 0; i < size; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

export const TOOL_IMAGE = { type: "image" as const, source: { type: "base64" as const, media_type: "image/png" as const, data: "iVBORw0KGgoAAAANSUhEUg==" } };

export interface SharedFixture {
  conversationId: string;
  /** The shown branch, root first. */
  branch: string[];
  /** Messages only on the branch that is not shown. */
  hidden: string[];
  /** Text that appears only in the conversation (for checks that the server never sees it). */
  secrets: string[];
}

/** Stores the conversation "c1" in `db`. */
export async function storeSharedFixture(db: MoonlitDB): Promise<SharedFixture> {
  const c = "c1";
  await createConversation(db, { settings: { ...settings, system: "Speak of the moon." }, title: "Moon talk", id: c });

  // The branch that is not shown, written first, with an attachment of its own.
  const hiddenFile = await putAttachment(db, { id: "f2", conversationId: c, blob: new Blob([noise(500, 2)], { type: "image/png" }), name: "hidden.png" });
  await addMessage(db, { ...userNode("u0", c, null, "An abandoned question about Saturn", 1), attachments: [attachmentRef(hiddenFile)] });
  await addMessage(db, anthropicNode("a0", c, "u0", "An abandoned answer about rings", 2));

  const file = await putAttachment(db, {
    id: "f1",
    conversationId: c,
    blob: new Blob([noise(3000, 3)], { type: "image/webp" }),
    name: "moon.png",
    original: new Blob([noise(5000, 4)], { type: "image/png" }),
  });
  const link: AttachmentRef = { ...imageLinkRef({ url: "https://example.com/moon.png", name: "linked.png", mediaType: "image/png" }), id: "l1" };
  const nodes: MessageNode[] = [
    { ...userNode("u1", c, null, "What is the weather under the full moon in Tokyo?", 3), attachments: [attachmentRef(file), link] },
    richAnthropicNode("a1", c, "u1", 4),
    {
      id: "t1",
      conversationId: c,
      parentId: "a1",
      createdAt: 5,
      role: "tool",
      results: [{ toolUseId: "toolu_01", name: "get_weather", content: [{ type: "text", text: "Clear skies, 21 degrees" }, TOOL_IMAGE] }],
    },
    openaiNode("a2", c, "t1", 6),
  ];
  for (const node of nodes) await addMessage(db, node);
  await setActiveLeaf(db, c, "a2");
  return {
    conversationId: c,
    branch: nodes.map((n) => n.id),
    hidden: ["u0", "a0"],
    secrets: ["full moon in Tokyo", "Clear skies", "Let me search", "full reasoning", "Speak of the moon", "Moon talk"],
  };
}
