// Attachment bytes, stored as Blobs beside the conversation they belong to. Messages only hold an
// `AttachmentRef`; request building resolves the bytes through `getAttachmentData`.

import type { AttachmentData, AttachmentRef, DocumentInfo } from "@/lib/protocol/message";
import type { MoonlitDB } from "./database";
import { blobToBase64 } from "./base64";
import { newId } from "./ids";
import type { AttachmentRecord } from "./records";
import { writeTransaction } from "./storage-error";

export interface NewAttachment {
  conversationId: string;
  blob: Blob;
  name: string;
  /** Defaults to the blob's own type. */
  mediaType?: string;
  id?: string;
  /** The image as it was picked, when `blob` is a scaled copy and the person keeps originals. */
  original?: Blob;
}

export async function putAttachment(db: MoonlitDB, input: NewAttachment): Promise<AttachmentRecord> {
  const record: AttachmentRecord = {
    id: input.id ?? newId(),
    conversationId: input.conversationId,
    blob: input.blob,
    mediaType: input.mediaType ?? input.blob.type,
    name: input.name,
    size: input.blob.size,
    ...(input.original ? { original: input.original } : {}),
  };
  await writeTransaction(db, [db.attachments], () => db.attachments.put(record));
  return record;
}

export function getAttachment(db: MoonlitDB, id: string): Promise<AttachmentRecord | undefined> {
  return db.attachments.get(id);
}

/** The ref a user message stores for this attachment. */
export function attachmentRef(record: AttachmentRecord, document?: DocumentInfo): AttachmentRef {
  if (document) return { id: record.id, kind: "document", mediaType: record.mediaType, name: record.name, size: record.size, document };
  const kind = record.mediaType.startsWith("video/") ? "video" : "image";
  return { id: record.id, kind, mediaType: record.mediaType, name: record.name, size: record.size };
}

/** The ref of an image sent by its address: nothing is stored but the ref itself. */
export function imageLinkRef(link: { url: string; name: string; mediaType: string }): AttachmentRef {
  return { id: newId(), kind: "image", mediaType: link.mediaType, name: link.name, size: 0, url: link.url };
}

/**
 * What a request sends for an attachment: an image by address as is, a stored one's bytes
 * base64-encoded, a document's text; undefined if those bytes are gone.
 */
export async function getAttachmentData(db: MoonlitDB, ref: AttachmentRef): Promise<AttachmentData | undefined> {
  const { url, ...stored } = ref;
  if (url !== undefined) return { ...stored, url };
  const record = await db.attachments.get(ref.id);
  if (!record) return undefined;
  if (stored.kind === "document") return { ...stored, kind: "document", text: await record.blob.text() };
  return { ...stored, kind: stored.kind, base64: await blobToBase64(record.blob) };
}
