// What extracting a document gives back: its text with what a person and the request need to know
// about it, or the one problem that kept it out. Plain data, so it crosses from the worker intact
// and can be stored beside the attachment.

/** How the file is read: pdf.js, mammoth, or the platform's text decoders. */
export type DocumentKind = "pdf" | "docx" | "text";

/** The encodings a text file is decoded from (WHATWG names). */
export type TextEncoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

export interface PdfPages {
  count: number;
  /** Where each page's marker starts in `text` (index i: page i + 1). */
  offsets: number[];
  /** Pages with no text items (scanned images, drawings), 1-based. Some but not all: see `no-text-layer`. */
  withoutText: number[];
}

export interface ExtractedDocument {
  name: string;
  kind: DocumentKind;
  /**
   * What the text is, as a fenced code block's language: `markdown`, `csv`, `json`, `html`,
   * `typescript`…, `text` for plain text; null for PDF and DOCX (prose).
   */
  language: string | null;
  /** Pages are separated by a line `--- page N ---` before each page's text (see extract-pdf.ts). */
  text: string;
  /** Estimated with the context meter's rule (document-limits.ts): an estimate, never a count. */
  tokens: number;
  /** PDF only. */
  pages: PdfPages | null;
  /** Text files only: the encoding the bytes were decoded from. */
  encoding: TextEncoding | null;
}

/** Why a document was not extracted. */
export type DocumentProblem =
  /** Not a kind Moonlit reads (a spreadsheet, an archive, an image sent to the wrong place). */
  | { kind: "unsupported"; what: string }
  /** Named or typed as text but holds binary data. */
  | { kind: "binary" }
  | { kind: "too-large"; bytes: number; limitBytes: number }
  /** A Word document whose parts unpack past `maxUnpackedBytes` (a zip bomb, or a huge one). */
  | { kind: "unpacks-too-large"; bytes: number; limitBytes: number }
  /** `tokens` is at least this many: extraction stops once past the limit. */
  | { kind: "too-long"; tokens: number; limitTokens: number }
  /** Read whole but no text in it. */
  | { kind: "empty" }
  | { kind: "needs-password" }
  | { kind: "wrong-password" }
  /** A PDF none of whose pages has text: a scan. It can still be sent as page images. */
  | { kind: "no-text-layer"; pages: number }
  /** Rendering a scan: this page fits the image size limit at no size or quality worth sending. */
  | { kind: "page-too-large"; page: number; limitBytes: number }
  /** Its text is in fonts encoded by Adobe's predefined CMaps, which were not at hand (pdf-library.ts). */
  | { kind: "needs-cmaps" }
  /** Drawing its pages needs the JBIG2 or JPEG 2000 decoders, which were not at hand. */
  | { kind: "needs-image-decoders" }
  /** The file does not parse; `reason` is the parser's own words. */
  | { kind: "corrupt"; reason: string }
  | { kind: "cancelled" }
  /** The extraction itself could not run (no worker, its script did not load). */
  | { kind: "failed"; reason: string };

/** A problem and the name of the file it is about, as the person is told it. */
export type NamedDocumentProblem = DocumentProblem & { name: string };

export type DocumentProblemKind = DocumentProblem["kind"];

export type ExtractOutcome = { ok: true; document: ExtractedDocument } | { ok: false; problem: NamedDocumentProblem };

export interface ExtractProgress {
  /** 0 to 1. */
  fraction: number;
  /** PDF pages read so far, and of how many, once the page count is known. */
  page?: number;
  pages?: number;
}

export interface DocumentLimits {
  /** Largest file read at all. */
  maxBytes: number;
  /** Largest estimated token count kept. */
  maxTokens: number;
  /** Largest declared size of a Word document's XML once unpacked (its zip can hide gigabytes). */
  maxUnpackedBytes: number;
}

/** What one reader (PDF, DOCX, text) hands back before the name, limits and estimate are added. */
export type ReadOutcome = { ok: true; text: string; pages?: PdfPages; encoding?: TextEncoding } | { ok: false; problem: DocumentProblem };
