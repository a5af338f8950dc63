// How large a document may be. Nothing larger than the model's whole window can ever be sent, so a
// document's text stops there; whether it fits beside the rest of a conversation is the composer's
// check. Tokens are estimated with the context meter's rule (lib/view/context-size.ts:
// four characters a token, over the string's length), so a document and the meter agree.

import { CONTEXT_WINDOW } from "@/lib/view/context-size";
import type { DocumentLimits } from "./document-types";

const CHARS_PER_TOKEN = 4;

/** A scanned book runs to tens of megabytes; pdf.js holds the whole file in the worker's memory. */
export const MAX_DOCUMENT_BYTES = 100 * 1024 * 1024;

/** A whole window of text in Word's markup is well under this; mammoth holds it all as a DOM. */
export const MAX_UNPACKED_BYTES = 128 * 1024 * 1024;

export const DEFAULT_DOCUMENT_LIMITS: DocumentLimits = { maxBytes: MAX_DOCUMENT_BYTES, maxTokens: CONTEXT_WINDOW, maxUnpackedBytes: MAX_UNPACKED_BYTES };

/** The context meter's estimate for `chars` characters (UTF-16 code units, as String#length counts). */
export function estimateTokens(chars: number): number {
  return Math.ceil(chars / CHARS_PER_TOKEN);
}

/** The most characters a document may keep under `limits`. */
export function maxChars(limits: DocumentLimits): number {
  return limits.maxTokens * CHARS_PER_TOKEN;
}

/**
 * Any decoding of `bytes` gives at least a third as many characters (UTF-8's three-byte
 * characters are the thinnest), so a text file past this is too long before it is decoded.
 */
export function minCharsOfText(bytes: number): number {
  return Math.ceil(bytes / 3);
}
