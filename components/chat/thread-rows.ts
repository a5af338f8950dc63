// The thread's rows: each user message is one row, and everything after it up to the next user
// message (assistant turns and the tool results between them: a tool loop, a `$web_search` round
// trip) is ONE reply row, drawn as a single assistant message.

import type { AssistantNode, MessageNode, ToolResultNode, UserNode } from "@/lib/protocol/message";

export type ReplyNode = AssistantNode | ToolResultNode;

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
 * The reply with the live (streaming) node in it: the stored copy is replaced by the live one, or the
 * live node is added when the database has not seen it yet and it continues the shown branch.
 */
export function withLiveNode(nodes: readonly ReplyNode[], live: AssistantNode | undefined): ReplyNode[] {
  if (!live) return nodes as ReplyNode[];
  const index = nodes.findIndex((node) => node.id === live.id);
  if (index >= 0) return nodes.map((node, i) => (i === index ? live : node));
  const last = nodes.at(-1);
  return last && live.parentId === last.id ? [...nodes, live] : (nodes as ReplyNode[]);
}

/** Where a live node not yet stored belongs: after the last shown node, when it is that node's child. */
export function liveNodeNeedsRow(nodes: readonly MessageNode[], live: AssistantNode | undefined): boolean {
  if (!live || nodes.some((node) => node.id === live.id)) return false;
  const last = nodes.at(-1);
  return last !== undefined && last.role === "user" && live.parentId === last.id;
}
