// A share snapshot as the read-only view draws it: the one conversation, its branch in order (root
// to the shown leaf), and its attachments' bytes by id, from the base64 the snapshot carries.

import { base64ToBlob } from "@/lib/db/base64";
import type { ExportedConversation, MoonlitExport } from "@/lib/db/export-format";
import type { MessageNode } from "@/lib/protocol/message";
import type { AttachmentReader } from "@/components/chat/message/message-attachments";

export interface SharedBranch {
  conversation: ExportedConversation;
  nodes: MessageNode[];
  read: AttachmentReader;
}

/** Root → `leafId` through the parent links; without a leaf (or a broken chain), creation order. */
export function orderBranch(messages: readonly MessageNode[], leafId: string | null): MessageNode[] {
  const byId = new Map(messages.map((node) => [node.id, node]));
  const path: MessageNode[] = [];
  for (let node = leafId ? byId.get(leafId) : undefined; node && path.length <= messages.length; node = node.parentId ? byId.get(node.parentId) : undefined) {
    path.push(node);
  }
  if (path.length === messages.length) return path.reverse();
  return [...messages].sort((a, b) => a.createdAt - b.createdAt);
}

/** A copy is finished: a turn saved mid-stream is shown as interrupted, not as still arriving. */
function settled(node: MessageNode): MessageNode {
  return node.role === "assistant" && node.status === "streaming" ? { ...node, status: "interrupted" } : node;
}

export function sharedBranch(snapshot: MoonlitExport): SharedBranch | null {
  const conversation = snapshot.conversations[0];
  if (!conversation) return null;
  const files = new Map(snapshot.attachments.map((file) => [file.id, file]));
  const read: AttachmentReader = async (id) => {
    const file = files.get(id);
    if (!file) return undefined;
    try {
      const blob = base64ToBlob(file.base64, file.mediaType);
      return file.original ? { blob, original: base64ToBlob(file.original.base64, file.original.mediaType) } : { blob };
    } catch {
      // Bytes that are not base64: the image stays an empty frame named by its file.
      return undefined;
    }
  };
  return { conversation, nodes: orderBranch(snapshot.messages, conversation.activeLeafId).map(settled), read };
}
