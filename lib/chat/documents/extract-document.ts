// One document's text, whatever its kind: what the documents worker runs for each file (and the
// tests run directly). Sizes are checked before anything is parsed, the kind is decided from the
// file's first bytes, name and type, and the text comes back with its token estimate, or the one
// problem that kept it out, named by the file.

import { decodeText } from "./decode-text";
import { detectDocumentKind, SNIFF_BYTES } from "./document-kind";
import { DEFAULT_DOCUMENT_LIMITS, estimateTokens, maxChars, minCharsOfText } from "./document-limits";
import type { DocumentProblem, DocumentLimits, ExtractOutcome, ExtractProgress, ReadOutcome } from "./document-types";
import { extractDocxText } from "./extract-docx";
import { extractPdfText } from "./extract-pdf";
import type { PdfAssets } from "./pdf-library";
import { readBytes } from "./read-bytes";
import { errorMessage } from "@/lib/async/error-message";

export interface ExtractInput {
  file: Blob;
  /** The file's name (a Blob has none): shown in problems and used to tell its kind. */
  name: string;
  /** For an encrypted PDF, after `needs-password`. */
  password?: string;
  limits?: DocumentLimits;
  assets?: PdfAssets;
}

/** Reading the bytes is this share of the progress; parsing is the rest. */
const READ_SHARE = 0.2;

/** The browser could not read the file (it was moved or changed since it was picked). */
function unreadable(error: unknown): DocumentProblem {
  return { kind: "corrupt", reason: errorMessage(error) };
}

function readText(bytes: Uint8Array, limits: DocumentLimits): ReadOutcome {
  const decoded = decodeText(bytes);
  if (!decoded.ok) return { ok: false, problem: { kind: "binary" } };
  if (decoded.text.length > maxChars(limits)) {
    return { ok: false, problem: { kind: "too-long", tokens: estimateTokens(decoded.text.length), limitTokens: limits.maxTokens } };
  }
  return { ok: true, text: decoded.text, encoding: decoded.encoding };
}

export async function extractDocument(input: ExtractInput, onProgress: (progress: ExtractProgress) => void = () => {}): Promise<ExtractOutcome> {
  const { file, name } = input;
  const limits = input.limits ?? DEFAULT_DOCUMENT_LIMITS;
  const refuse = (problem: DocumentProblem): ExtractOutcome => ({ ok: false, problem: { ...problem, name } });

  if (file.size > limits.maxBytes) return refuse({ kind: "too-large", bytes: file.size, limitBytes: limits.maxBytes });
  if (file.size === 0) return refuse({ kind: "empty" });
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  } catch (error) {
    return refuse(unreadable(error));
  }
  const verdict = detectDocumentKind(name, file.type, head);
  if (verdict.kind === null) return refuse({ kind: "unsupported", what: verdict.what });
  if (verdict.kind === "text" && minCharsOfText(file.size) > maxChars(limits)) {
    return refuse({ kind: "too-long", tokens: estimateTokens(minCharsOfText(file.size)), limitTokens: limits.maxTokens });
  }
  let bytes: Uint8Array;
  try {
    bytes = await readBytes(file, (fraction) => onProgress({ fraction: fraction * READ_SHARE }));
  } catch (error) {
    return refuse(unreadable(error));
  }

  let read: ReadOutcome;
  if (verdict.kind === "pdf") {
    read = await extractPdfText(bytes, {
      password: input.password,
      assets: input.assets,
      limits,
      onProgress: (page, pages) => onProgress({ fraction: READ_SHARE + (1 - READ_SHARE) * (page / pages), page, pages }),
    });
  } else if (verdict.kind === "docx") {
    read = await extractDocxText(bytes, limits);
  } else {
    read = readText(bytes, limits);
  }
  if (!read.ok) return refuse(read.problem);
  if (read.text.trim() === "") return refuse({ kind: "empty" });
  onProgress({ fraction: 1 });
  return {
    ok: true,
    document: {
      name,
      kind: verdict.kind,
      language: verdict.language,
      text: read.text,
      tokens: estimateTokens(read.text.length),
      pages: read.pages ?? null,
      encoding: read.encoding ?? null,
    },
  };
}
