// Puts the in-memory streaming reply into the thread read from the database, which lags it by up to
// one save interval; and the saved batches of a reply another tab is streaming in place of its row.

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

/** Ids of the replies in `nodes` still streaming that this tab is not writing (another tab is). */
export function streamingInOtherTabs(nodes: MessageNode[], live: AssistantNode | undefined): string {
  return nodes
    .filter((node) => node.role === "assistant" && node.status === "streaming" && node.id !== live?.id)
    .map((node) => node.id)
    .join(",");
}

/** Each row still streaming in another tab, as far as that tab has saved it. */
export function overlayPartials(nodes: MessageNode[], partials: AssistantNode[] | undefined): MessageNode[] {
  if (!partials?.length) return nodes;
  const byId = new Map(partials.map((partial) => [partial.id, partial]));
  return nodes.map((node) => {
    const partial = byId.get(node.id);
    // A row that has ended meanwhile is newer than the batch.
    return partial && node.role === "assistant" && node.status === "streaming" ? partial : node;
  });
}
