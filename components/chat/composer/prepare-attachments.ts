// Turns a picked file that passed screen-file into what the composer sends: as it is (videos, images
// within the limits), scaled down and re-encoded in the scaler's worker (keeping the original only when
// the person asked), or refused with the reason.

import type { OutgoingAttachment } from "@/lib/chat/attachments/outgoing";
import { scaleImageInWorker } from "@/lib/chat/attachments/image-scaler";
import type { ImageLimits } from "@/lib/chat/attachments/scale-plan";
import type { AttachmentProblem } from "./attachment-problem";
import { MB } from "./screen-file";

export interface PrepareOptions {
  limits: ImageLimits;
  keepOriginals: boolean;
}

export type Prepared = { attachment: OutgoingAttachment } | { problem: AttachmentProblem };

export async function prepareFile(file: File, options: PrepareOptions, onProgress: (fraction: number) => void): Promise<Prepared> {
  if (!file.type.startsWith("image/")) return { attachment: { type: "file", file } };
  const { name } = file;
  let result;
  try {
    result = await scaleImageInWorker(file, options.limits, onProgress);
  } catch (error) {
    return { problem: { kind: "failed", name, message: error instanceof Error ? error.message : String(error) } };
  }
  if (result.kind === "kept") return { attachment: { type: "file", file } };
  if (result.kind === "refused") {
    return { problem: result.reason === "corrupt" ? { kind: "corrupt", name } : { kind: "too-large", name, limitMb: options.limits.maxBytes / MB } };
  }
  const scaled = new File([result.blob], name, { type: result.blob.type, lastModified: file.lastModified });
  return { attachment: options.keepOriginals ? { type: "file", file: scaled, original: file } : { type: "file", file: scaled } };
}
