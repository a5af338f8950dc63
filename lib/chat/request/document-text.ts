// How a document goes to the model: its extracted text inside a tag that names it, before the
// question. The same bytes every time it is sent, so the prompt cache that covers the conversation's
// earlier turns covers the document too.

import type { AttachmentData } from "@/lib/protocol/message";

export type DocumentData = Extract<AttachmentData, { kind: "document"; text: string }>;

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/\n/g, " ");

export function isDocumentData(attachment: AttachmentData): attachment is DocumentData {
  return attachment.kind === "document" && "text" in attachment && typeof attachment.text === "string";
}

export function documentText(document: DocumentData): string {
  const pages = document.document?.pages ? ` pages="${document.document.pages}"` : "";
  return `<document name="${attribute(document.name)}"${pages}>\n${document.text}\n</document>`;
}
