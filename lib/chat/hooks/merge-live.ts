// Puts the in-memory streaming reply into the thread read from the database, which lags it by up to
// one save interval.

import type { AssistantNode, MessageNode } from "@/lib/protocol/message";
import type { LiveStream } from "@/lib/chat/stores/live-stream-store";

export function mergeLive(nodes: MessageNode[], live: LiveStream | undefined, finished: AssistantNode | undefined): MessageNode[] {
  if (!live && !finished) return nodes;
  // A shallow copy per version gives memoised components a new prop; the message inside is shared.
  const current = live ? { ...live.node } : undefined;
  let replaced = false;
  const merged = nodes.map((node) => {
    if (current && node.id === current.id) {
      replaced = true;
      return current;
    }
    if (finished && node.id === finished.id && node.role === "assistant" && node.status === "streaming") return finished;
    return node;
  });
  // The row was just added and the query has not caught up: show the reply under its parent anyway.
  if (current && !replaced && current.parentId === (nodes.at(-1)?.id ?? null)) merged.push(current);
  return merged;
}
