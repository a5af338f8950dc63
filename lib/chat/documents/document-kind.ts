// Which reader a file goes to. The file's first bytes win (a PDF saved as `notes.txt` is a PDF),
// then its name, then the type the browser reported (which is often empty or wrong for source files).
// A file named as text is decoded as text; the decoder refuses it if it turns out to be binary.

import type { DocumentKind } from "./document-types";
import { extensionOf, textLanguageByName, textLanguageByType } from "./text-formats";

export const PDF_TYPE = "application/pdf";
export const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export type KindVerdict = { kind: DocumentKind; language: string | null } | { kind: null; what: string };

/** How many leading bytes the detector looks at. */
export const SNIFF_BYTES = 4096;

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const PDF_MAGIC = ascii("%PDF-");
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** A Word document's parts live under `word/`; its first entries' names are in the zip's first bytes. */
const WORD_PART = ascii("word/");
/** PDF allows bytes before its header; readers look for it in the first kilobyte. */
const PDF_HEADER_WINDOW = 1024;

function indexOf(bytes: Uint8Array, needle: readonly number[], within = bytes.length): number {
  const end = Math.min(bytes.length, within) - needle.length;
  outer: for (let i = 0; i <= end; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => indexOf(bytes, magic, magic.length) === 0;

function baseType(mediaType: string): string {
  return mediaType.split(";")[0].trim().toLowerCase();
}

/** The reader a file's name and reported type point to, without looking inside; null when neither does. */
export function documentKindByName(name: string, mediaType: string): KindVerdict | null {
  const extension = extensionOf(name);
  if (extension === "pdf") return { kind: "pdf", language: null };
  if (extension === "docx") return { kind: "docx", language: null };
  const byName = textLanguageByName(name);
  if (byName) return { kind: "text", language: byName };
  const type = baseType(mediaType);
  if (type === PDF_TYPE) return { kind: "pdf", language: null };
  if (type === DOCX_TYPE) return { kind: "docx", language: null };
  const byType = textLanguageByType(type);
  return byType ? { kind: "text", language: byType } : null;
}

/** What to call a file Moonlit does not read: its extension, else its type. */
function label(name: string, mediaType: string): string {
  const extension = extensionOf(name);
  return extension ? extension.toUpperCase() : baseType(mediaType) || "unknown";
}

/**
 * The reader for a file, given its first bytes (`SNIFF_BYTES` of them). A file that neither content,
 * name nor type places is read as plain text when the browser did not know its type (the decoder
 * still refuses binary); otherwise it is unsupported.
 */
export function detectDocumentKind(name: string, mediaType: string, head: Uint8Array): KindVerdict {
  if (indexOf(head, PDF_MAGIC, PDF_HEADER_WINDOW) !== -1) return { kind: "pdf", language: null };
  const named = documentKindByName(name, mediaType);
  if (startsWith(head, ZIP_MAGIC)) {
    if (named?.kind === "docx" || indexOf(head, WORD_PART) !== -1) return { kind: "docx", language: null };
    return named?.kind === "text" ? named : { kind: null, what: label(name, mediaType) };
  }
  if (named) return named;
  const type = baseType(mediaType);
  if (type === "" || type === "application/octet-stream") return { kind: "text", language: "text" };
  return { kind: null, what: label(name, mediaType) };
}
