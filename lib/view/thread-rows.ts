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
