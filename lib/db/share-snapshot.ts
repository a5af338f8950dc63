// What a share link carries: a Moonlit export document (export-format.ts) with one conversation and
// only the branch it shows (root → activeLeafId), so the import's checks apply to it as they are.
// Messages are the stored rows, untouched unless the owner left images or thinking out; images that
// would not fit the server's cap are left out (with their refs) and counted.

import type { AttachmentRef, MessageNode } from "@/lib/protocol/message";
import { filterToolImages, withoutThinking } from "@/lib/db/share-content";
import { getAttachment } from "./attachments";
import { blobToBase64 } from "./base64";
import { getConversation } from "./conversations";
import type { MoonlitDB } from "./database";
import { EXPORT_FORMAT, EXPORT_VERSION, type ExportedAttachment, type ExportedConversation, type MoonlitExport } from "./export-format";
import { getPath } from "./message-tree";
import type { AttachmentRecord, ConversationRecord } from "./records";
import { base64Length, DEFAULT_SHARE_MAX_BYTES, ImageBudget, jsonBytes, snapshotByteBudget } from "./share-budget";

export interface ShareSnapshotOptions {
  /** False: no images or videos, nor refs to them in user messages, nor images in tool results (documents stay). */
  images: boolean;
  /** False: no thinking or reasoning in assistant turns (see withoutThinking). */
  thinking: boolean;
  /** The server's cap on a share (GET /api/share's maxBytes). */
  maxBytes?: number;
}

export interface ShareSnapshot {
  snapshot: MoonlitExport;
  /** Images (or videos) left out because they were too large for the share. */
  omittedImages: number;
}

function document(conversation: ExportedConversation, messages: MessageNode[], attachments: ExportedAttachment[]): MoonlitExport {
  return { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: new Date().toISOString(), conversations: [conversation], messages, attachments };
}

/** The conversation's row as shared: not the owner's pin nor their undo state. */
function sharedHead(record: ConversationRecord, path: MessageNode[]): ExportedConversation {
  const { id, title, createdAt, updatedAt, settings, preview } = record;
  return { id, title, createdAt, updatedAt, pinned: false, settings, activeLeafId: path.at(-1)?.id ?? null, preview };
}

function frozen(node: MessageNode, thinking: boolean): MessageNode {
  const kept = thinking ? node : withoutThinking(node);
  // A share is a finished copy: a reply still streaming at the owner's is shown as interrupted.
  return kept.role === "assistant" && kept.status === "streaming" ? { ...kept, status: "interrupted" } : kept;
}

/** Without images and videos: a document is part of what was said, so it stays (within the budget). */
function withoutImages(node: MessageNode): MessageNode {
  if (node.role === "user") {
    const documents = node.attachments.filter((ref) => ref.kind === "document");
    return documents.length === node.attachments.length ? node : { ...node, attachments: documents };
  }
  return node.role === "tool" ? filterToolImages(node, () => false) : node;
}

export async function buildShareSnapshot(db: MoonlitDB, conversationId: string, options: ShareSnapshotOptions): Promise<ShareSnapshot> {
  const record = await getConversation(db, conversationId);
  if (!record) throw new Error(`Conversation ${conversationId} does not exist.`);
  const path = (await getPath(db, conversationId, record.activeLeafId)).map((node) => frozen(node, options.thinking));
  const head = sharedHead(record, path);
  return withImages(db, head, options.images ? path : path.map(withoutImages), options.maxBytes ?? DEFAULT_SHARE_MAX_BYTES);
}

async function withImages(db: MoonlitDB, head: ExportedConversation, path: MessageNode[], maxBytes: number): Promise<ShareSnapshot> {
  const records = new Map<string, AttachmentRecord>();
  for (const node of path) {
    if (node.role !== "user") continue;
    for (const ref of node.attachments) {
      const stored = ref.url === undefined ? await getAttachment(db, ref.id) : undefined;
      if (stored) records.set(ref.id, stored);
    }
  }
  // Stored bytes compete for what the rest of the branch leaves of the budget, in branch order.
  const competes = (ref: AttachmentRef) => records.has(ref.id);
  const bare = path.map((node) =>
    node.role === "user"
      ? { ...node, attachments: node.attachments.filter((ref) => !competes(ref)) }
      : node.role === "tool"
        ? filterToolImages(node, (block) => block.source.type !== "base64")
        : node,
  );
  const budget = new ImageBudget(snapshotByteBudget(maxBytes) - jsonBytes(document(head, bare, [])));
  let omittedImages = 0;
  const kept = new Map<string, AttachmentRecord>();
  const dropped = new Set<string>();

  const messages = path.map((node): MessageNode => {
    if (node.role === "user") {
      const attachments = node.attachments.filter((ref) => {
        const stored = records.get(ref.id);
        if (!stored || kept.has(ref.id)) return true;
        if (dropped.has(ref.id)) return false;
        const row = { ...stored, blob: undefined, original: undefined, base64: "" };
        const cost = jsonBytes(ref) + jsonBytes(row) + base64Length(stored.blob.size) + 2;
        if (!budget.take(stored.blob.size, cost)) {
          omittedImages++;
          dropped.add(ref.id);
          return false;
        }
        kept.set(ref.id, stored);
        return true;
      });
      return attachments.length === node.attachments.length ? node : { ...node, attachments };
    }
    if (node.role !== "tool") return node;
    return filterToolImages(node, (block) => {
      if (block.source.type !== "base64") return true;
      const taken = budget.take(Math.floor((block.source.data.length * 3) / 4), jsonBytes(block) + 1);
      if (!taken) omittedImages++;
      return taken;
    });
  });

  // Kept originals (the picked image behind a scaled copy) come last, with whatever budget is left.
  const attachments: ExportedAttachment[] = [];
  for (const { blob, original, ...row } of kept.values()) {
    const encoded: ExportedAttachment = { ...row, base64: await blobToBase64(blob) };
    const cost = jsonBytes({ original: { mediaType: original?.type ?? "", base64: "" } }) + base64Length(original?.size ?? 0);
    if (original && budget.take(original.size, cost)) encoded.original = { mediaType: original.type, base64: await blobToBase64(original) };
    attachments.push(encoded);
  }
  return { snapshot: document(head, messages, attachments), omittedImages };
}
