// What the owner may leave out of a share, as pure changes to stored messages. Everything not named
// here is kept as stored, so a shared assistant turn is byte-for-byte the owner's unless the owner
// chose to leave its thinking out.

import { turnAdapter } from "@/lib/protocol/adapters";
import type { ImageBlockParam, ToolResultContentBlock } from "@/lib/protocol/anthropic/types";
import type { MessageNode, ToolResultNode } from "@/lib/protocol/message";

/**
 * The node without its reasoning (Anthropic `thinking`/`redacted_thinking` blocks, OpenAI
 * `reasoning_content`: each protocol's adapter knows its own). The turn is then no longer what
 * upstream sent (continuing a tool loop from it may be refused upstream): that is the owner's
 * choice. Other keys keep their order.
 */
export function withoutThinking(node: MessageNode): MessageNode {
  if (node.role !== "assistant") return node;
  const rest = { ...node };
  // The durations are keyed by the index of thinking blocks that are gone.
  delete rest.thinkingDurations;
  const adapter = turnAdapter(node.turn);
  return { ...rest, turn: adapter ? adapter.withoutThinking(node.turn) : node.turn };
}

export function isImageBlock(block: ToolResultContentBlock): block is ImageBlockParam {
  return block.type === "image";
}

/** The tool results with only the image blocks `keep` accepts; a result that loses all its blocks becomes "". */
export function filterToolImages(node: ToolResultNode, keep: (block: ImageBlockParam) => boolean): ToolResultNode {
  return {
    ...node,
    results: node.results.map((result) => {
      if (typeof result.content === "string") return result;
      const content = result.content.filter((block) => !isImageBlock(block) || keep(block));
      if (content.length === result.content.length) return result;
      return { ...result, content: content.length > 0 ? content : "" };
    }),
  };
}
