// A Word document's text with mammoth's extractRawText: paragraphs separated by a blank line, tables
// and lists flattened to their text. Loaded on demand; bundlers pick mammoth's browser parts through
// its package.json `browser` field, which read the file from `arrayBuffer`, where its Node parts (the
// tests) read `buffer`: both are given, so one call serves both.

import type { DocumentLimits, ReadOutcome } from "./document-types";
import { estimateTokens, maxChars } from "./document-limits";
import { unpackedXmlBytes } from "./docx-unpacked-size";
import { errorMessage } from "@/lib/async/error-message";

export async function extractDocxText(data: Uint8Array, limits: DocumentLimits): Promise<ReadOutcome> {
  const unpacked = unpackedXmlBytes(data);
  if (unpacked !== null && unpacked > limits.maxUnpackedBytes) {
    return { ok: false, problem: { kind: "unpacks-too-large", bytes: unpacked, limitBytes: limits.maxUnpackedBytes } };
  }
  const { default: mammoth } = await import("mammoth");
  const arrayBuffer = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
  let text: string;
  try {
    text = (await mammoth.extractRawText({ arrayBuffer, buffer: data } as { arrayBuffer: ArrayBuffer })).value.trim();
  } catch (error) {
    return { ok: false, problem: { kind: "corrupt", reason: errorMessage(error) } };
  }
  if (text.length > maxChars(limits)) return { ok: false, problem: { kind: "too-long", tokens: estimateTokens(text.length), limitTokens: limits.maxTokens } };
  return { ok: true, text };
}
