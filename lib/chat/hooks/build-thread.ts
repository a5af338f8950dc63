// A conversation's messages → the branch on screen (root → active leaf) and, for each message on it,
// where it stands among its siblings, for the "‹ 2 / 3 ›" switcher.

import type { MessageNode } from "@/lib/protocol/message";

export interface BranchInfo {
  /** Position among the siblings, oldest first. */
  index: number;
  count: number;
  prevId?: string;
  nextId?: string;
}

export interface ThreadData {
  nodes: MessageNode[];
  branches: Record<string, BranchInfo>;
}

/** Same order as lib/db/message-tree: creation time, then id. */
function byCreation(a: MessageNode, b: MessageNode): number {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function buildThread(messages: readonly MessageNode[], activeLeafId: string | null): ThreadData {
  const byId = new Map(messages.map((m) => [m.id, m]));
  const children = new Map<string | null, MessageNode[]>();
  for (const message of messages) {
    const siblings = children.get(message.parentId) ?? [];
    siblings.push(message);
    children.set(message.parentId, siblings);
  }
  for (const siblings of children.values()) siblings.sort(byCreation);

  const nodes: MessageNode[] = [];
  const seen = new Set<string>();
  for (let node = activeLeafId === null ? undefined : byId.get(activeLeafId); node && !seen.has(node.id); ) {
    seen.add(node.id);
    nodes.push(node);
    node = node.parentId === null ? undefined : byId.get(node.parentId);
  }
  nodes.reverse();

  // No prototype: imported ids are any string, "__proto__" and "constructor" included.
  const branches: Record<string, BranchInfo> = Object.create(null);
  for (const node of nodes) {
    const siblings = children.get(node.parentId) ?? [node];
    const index = siblings.indexOf(node);
    branches[node.id] = {
      index,
      count: siblings.length,
      ...(index > 0 ? { prevId: siblings[index - 1].id } : {}),
      ...(index < siblings.length - 1 ? { nextId: siblings[index + 1].id } : {}),
    };
  }
  return { nodes, branches };
}
