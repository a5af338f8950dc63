// Stores what a prompt is sent with and returns the refs its user message keeps: a file's bytes (and
// its original, when kept) in the attachments table, a document's extracted text there too (its ref
// carries its pages and estimated tokens), an image by address as its ref alone.

import { attachmentRef, imageLinkRef, putAttachment } from "@/lib/db/attachments";
import type { MoonlitDB } from "@/lib/db/database";
import { DOCUMENT_TEXT_TYPE } from "@/lib/db/attachment-types";
import type { AttachmentRef } from "@/lib/protocol/message";
import type { OutgoingAttachment } from "../attachments/outgoing";

export async function storeAttachments(db: MoonlitDB, conversationId: string, attachments: readonly OutgoingAttachment[]): Promise<AttachmentRef[]> {
  const refs: AttachmentRef[] = [];
  for (const attachment of attachments) {
    if (attachment.type === "url") {
      refs.push(imageLinkRef(attachment));
      continue;
    }
    if (attachment.type === "document") {
      const { name, text, info } = attachment;
      const record = await putAttachment(db, { conversationId, blob: text, name, mediaType: DOCUMENT_TEXT_TYPE });
      refs.push(attachmentRef(record, info));
      continue;
    }
    const { file, original } = attachment;
    const record = await putAttachment(db, { conversationId, blob: file, name: file.name, mediaType: file.type || undefined, original });
    refs.push(attachmentRef(record));
  }
  return refs;
}
