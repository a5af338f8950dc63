// Which picked files are refused before they are read, and the sizes that bound them. Images past the
// person's limits are scaled down afterwards (prepare-attachments.ts), so the cap on a picked image
// only bounds what a browser is asked to decode.

import { attachmentKindOf, MAX_IMAGE_INPUT_MB, MAX_VIDEO_MB, VIDEO_TYPES } from "@/lib/db/attachment-types";
import { MEDIA_MODEL, MODELS } from "@/lib/protocol/models";
import { documentKindByName } from "@/lib/chat/documents/document-kind";
import { MAX_DOCUMENT_BYTES } from "@/lib/chat/documents/document-limits";
import type { AttachmentProblem } from "./attachment-problem";
import { acceptedTypes, type Settings } from "./composer-files";

/** What one message's attachments may add up to once prepared; base64 (×4/3) stays under 32 MiB. */
export const MAX_TOTAL_MB = 20;

export const MB = 1024 * 1024;

/** True when the model takes video in another format than the chosen one. */
function videoElsewhere(settings: Settings): boolean {
  return Object.values(MODELS[settings.model].formats).some((caps) => caps?.video === true);
}

/**
 * A document, by its name or reported type (a `.ts` file arrives as `video/mp2t` on some systems), or
 * a file of no known type, which the reader sniffs (binary is refused there, with the reason).
 */
export function isDocumentFile(file: File): boolean {
  const type = file.type.split(";")[0].trim().toLowerCase();
  return documentKindByName(file.name, file.type) !== null || type === "" || type === "application/octet-stream";
}

/** True when the model reads text only, in every format (kimi-k3). */
export function readsTextOnly(settings: Settings): boolean {
  return Object.values(MODELS[settings.model].formats).every((caps) => caps?.images !== true);
}

/** Why `file` is refused before it is read, or null when it may be prepared. */
export function screenFile(file: File, settings: Settings): AttachmentProblem | null {
  const { name, type } = file;
  if (!acceptedTypes(settings).includes(type)) {
    if (isDocumentFile(file)) return file.size > MAX_DOCUMENT_BYTES ? { kind: "too-large", name, limitMb: MAX_DOCUMENT_BYTES / MB } : null;
    const kind = attachmentKindOf(type);
    if ((kind === "image" || kind === "video") && readsTextOnly(settings)) {
      return { kind: "text-only", name, model: MODELS[settings.model].label, switchTo: MODELS[MEDIA_MODEL].label };
    }
    const video = (VIDEO_TYPES as readonly string[]).includes(type);
    return { kind: video && videoElsewhere(settings) ? "video-format" : "unsupported", name };
  }
  const limitMb = type.startsWith("video/") ? MAX_VIDEO_MB : MAX_IMAGE_INPUT_MB;
  return file.size > limitMb * MB ? { kind: "too-large", name, limitMb } : null;
}
