// The readable text of a stored message: what the sidebar previews. A reply's text is read from its
// view parts (see part-text), as the UI shows it; search reads the same, with the thinking apart
// (search-index/conversation-content.ts).

import type { MessageNode } from "@/lib/protocol/message";
import { deriveParts } from "@/lib/view/derive-parts";
import { partsText } from "@/lib/view/part-text";

const PREVIEW_LENGTH = 140;

export function messageText(node: MessageNode): string {
  if (node.role === "user") return node.text;
  return partsText(deriveParts([node], { toolLoopActive: false }));
}

/** One line, whitespace collapsed, cut at a code point boundary. */
export function previewOf(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  const chars = Array.from(line);
  return chars.length <= PREVIEW_LENGTH ? line : `${chars.slice(0, PREVIEW_LENGTH - 1).join("")}…`;
}
