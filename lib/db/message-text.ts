// The readable text of a stored message: what search matches and what the sidebar previews.
// Thinking, tool calls and tool results are left out; they are not what a person remembers a chat by.

import type { MessageNode } from "@/lib/protocol/message";

const PREVIEW_LENGTH = 140;

export function messageText(node: MessageNode): string {
  switch (node.role) {
    case "user":
      return node.text;
    case "tool":
      return "";
    case "assistant": {
      const { turn } = node;
      if (turn.protocol === "openai") return turn.result.message.content ?? "";
      return turn.message.content
        .flatMap((block) => (block.type === "text" && typeof block.text === "string" ? [block.text] : []))
        .join("\n\n");
    }
  }
}

/** One line, whitespace collapsed, cut at a code point boundary. */
export function previewOf(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  const chars = Array.from(line);
  return chars.length <= PREVIEW_LENGTH ? line : `${chars.slice(0, PREVIEW_LENGTH - 1).join("")}…`;
}
