// Puts the in-memory streaming reply into the thread read from the database, which lags it by up to
// one save interval.

import type { AssistantNode, MessageNode } from "@/lib/protocol/message";

/**
 * The live node goes in as itself, not a copy: it changes in place as the reply streams, and only the
 * reply's own message follows those changes (useLiveStream), so the thread's rows keep their
 * identity from frame to frame.
 */
export function mergeLive(nodes: MessageNode[], live: AssistantNode | undefined, finished: AssistantNode | undefined): MessageNode[] {
  if (!live && !finished) return nodes;
  let replaced = false;
  const merged = nodes.map((node) => {
    if (live && node.id === live.id) {
      replaced = true;
      return live;
    }
    if (finished && node.id === finished.id && node.role === "assistant" && node.status === "streaming") return finished;
    return node;
  });
  // The row was just added and the query has not caught up: show the reply under its parent anyway.
  if (live && !replaced && live.parentId === (nodes.at(-1)?.id ?? null)) merged.push(live);
  return merged;
}
