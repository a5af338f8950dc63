// A branch's rows: each user message is one row, and everything after it up to the next user
// message (assistant turns and the tool results between them: a tool loop, a `$web_search` round
// trip) is ONE reply row. The thread draws a reply row as a single assistant message and the
// Markdown export writes it as one section, so both group the same way.

import type { MessageNode, UserNode } from "@/lib/protocol/message";
import type { ReplyNode } from "./derive-parts";

export type ThreadRow =
  | { kind: "user"; key: string; node: UserNode }
  | { kind: "reply"; key: string; nodes: ReplyNode[] };

export function threadRows(nodes: readonly MessageNode[]): ThreadRow[] {
  const rows: ThreadRow[] = [];
  let reply: ReplyNode[] | null = null;
  for (const node of nodes) {
    if (node.role === "user") {
      reply = null;
      rows.push({ kind: "user", key: node.id, node });
      continue;
    }
    if (reply === null) {
      reply = [];
      rows.push({ kind: "reply", key: node.id, nodes: reply });
    }
    reply.push(node);
  }
  return rows;
}

/**
 * `next`, with each row that holds the very same nodes as the row of its key in `previous` replaced
 * by that earlier row. While a reply streams only its own node is new on each frame, so every other
 * row keeps its identity and the memoised messages drawn from it are not rendered again.
 */
export function reuseRows(previous: readonly ThreadRow[], next: ThreadRow[]): ThreadRow[] {
  if (previous.length === 0) return next;
  const byKey = new Map(previous.map((row) => [row.key, row]));
  return next.map((row) => {
    const earlier = byKey.get(row.key);
    return earlier && sameNodes(earlier, row) ? earlier : row;
  });
}

function sameNodes(a: ThreadRow, b: ThreadRow): boolean {
  if (a.kind === "user") return b.kind === "user" && a.node === b.node;
  if (b.kind === "user") return false;
  return a.nodes.length === b.nodes.length && a.nodes.every((node, index) => node === b.nodes[index]);
}

/** Rows for each new list of nodes, reusing the rows of the previous list where they did not change. */
export function createStableRows(): (nodes: readonly MessageNode[]) => ThreadRow[] {
  let shown: ThreadRow[] = [];
  return (nodes) => (shown = reuseRows(shown, threadRows(nodes)));
}
