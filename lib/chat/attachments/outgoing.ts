// What the composer hands the engine to send with a prompt: files to store (already scaled where they
// needed it, with the original beside them when the person keeps originals), images by address and
// documents as their extracted text.

import type { DocumentInfo } from "@/lib/protocol/message";

/** An image sent by its address. */
export interface ImageLink {
  url: string;
  /** The file name in the address, for the thumbnail and its Remove button. */
  name: string;
  mediaType: string;
}

/** A document as it goes: its extracted text, what the model reads (the file itself is not kept). */
export interface OutgoingDocument {
  type: "document";
  name: string;
  text: Blob;
  info: DocumentInfo;
}

export type OutgoingAttachment =
  | { type: "file"; file: File; /** The image as it was picked, kept beside the scaled `file`. */ original?: File }
  | ({ type: "url" } & ImageLink)
  | OutgoingDocument;

export function outgoingName(attachment: OutgoingAttachment): string {
  return attachment.type === "file" ? attachment.file.name : attachment.name;
}

/** The bytes it adds to the request (a document's text as UTF-8; nothing for an address). */
export function outgoingSize(attachment: OutgoingAttachment): number {
  if (attachment.type === "file") return attachment.file.size;
  return attachment.type === "document" ? attachment.text.size : 0;
}
