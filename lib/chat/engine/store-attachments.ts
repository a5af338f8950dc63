// Stores what a prompt is sent with and returns the refs its user message keeps: a file's bytes (and
// its original, when kept) in the attachments table, an image by address as its ref alone.

import { attachmentRef, imageLinkRef, putAttachment } from "@/lib/db/attachments";
import type { MoonlitDB } from "@/lib/db/database";
import type { AttachmentRef } from "@/lib/protocol/message";
import type { OutgoingAttachment } from "../attachments/outgoing";

export async function storeAttachments(db: MoonlitDB, conversationId: string, attachments: readonly OutgoingAttachment[]): Promise<AttachmentRef[]> {
  const refs: AttachmentRef[] = [];
  for (const attachment of attachments) {
    if (attachment.type === "url") {
      refs.push(imageLinkRef(attachment));
      continue;
    }
    const { file, original } = attachment;
    const record = await putAttachment(db, { conversationId, blob: file, name: file.name, mediaType: file.type || undefined, original });
    refs.push(attachmentRef(record));
  }
  return refs;
}
