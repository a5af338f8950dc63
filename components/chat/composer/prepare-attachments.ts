// Turns a picked file that passed screen-file into what the composer sends: as it is (videos, images
// within the limits), scaled down and re-encoded in the scaler's worker (keeping the original only when
// the person asked), a document's text extracted in the documents worker, or refused with the reason.

import type { OutgoingAttachment } from "@/lib/chat/attachments/outgoing";
import { scaleImageInWorker } from "@/lib/chat/attachments/image-scaler";
import type { ImageLimits } from "@/lib/chat/attachments/scale-plan";
import type { AttachmentProblem } from "./attachment-problem";
import { DOCUMENT_TEXT_TYPE } from "@/lib/db/attachment-types";
import { isDocumentFile, MB } from "./screen-file";
import { errorMessage } from "@/lib/async/error-message";

export interface PrepareOptions {
  limits: ImageLimits;
  keepOriginals: boolean;
  /** Whether the model takes this image or video type in the chosen format (else: a document). */
  takes: (mediaType: string) => boolean;
}

export type Prepared = { attachment: OutgoingAttachment } | { problem: AttachmentProblem };

/** A document's text, read in its worker (loaded with the first document); Remove cancels it. */
export async function prepareDocument(file: File, onProgress: (fraction: number) => void, signal: AbortSignal, password?: string): Promise<Prepared> {
  const { documentReader } = await import("@/lib/chat/documents/document-client");
  const outcome = await documentReader.extract(file, { signal, password, onProgress: (progress) => onProgress(progress.fraction) });
  if (!outcome.ok) return { problem: { kind: "document", name: file.name, problem: outcome.problem } };
  const { document } = outcome;
  const text = new Blob([document.text], { type: DOCUMENT_TEXT_TYPE });
  const info = { tokens: document.tokens, ...(document.pages ? { pages: document.pages.count } : {}) };
  return { attachment: { type: "document", name: file.name, text, info } };
}

export async function prepareFile(file: File, options: PrepareOptions, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<Prepared> {
  if (!options.takes(file.type) && isDocumentFile(file)) return prepareDocument(file, onProgress, signal);
  if (!file.type.startsWith("image/")) return { attachment: { type: "file", file } };
  const { name } = file;
  let result;
  try {
    result = await scaleImageInWorker(file, options.limits, onProgress);
  } catch (error) {
    return { problem: { kind: "failed", name, message: errorMessage(error) } };
  }
  if (result.kind === "kept") return { attachment: { type: "file", file } };
  if (result.kind === "refused") {
    return { problem: result.reason === "corrupt" ? { kind: "corrupt", name } : { kind: "too-large", name, limitMb: options.limits.maxBytes / MB } };
  }
  const scaled = new File([result.blob], name, { type: result.blob.type, lastModified: file.lastModified });
  return { attachment: options.keepOriginals ? { type: "file", file: scaled, original: file } : { type: "file", file: scaled } };
}
