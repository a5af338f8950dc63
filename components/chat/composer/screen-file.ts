// Which picked files are refused before they are read, and the sizes that bound them. Images past the
// person's limits are scaled down afterwards (prepare-attachments.ts), so the cap on a picked image
// only bounds what a browser is asked to decode.

import { MAX_IMAGE_INPUT_MB, MAX_VIDEO_MB, VIDEO_TYPES } from "@/lib/protocol/attachment-types";
import { MODELS } from "@/lib/protocol/models";
import type { AttachmentProblem } from "./attachment-problem";
import { acceptedTypes, type Settings } from "./composer-files";

/** What one message's attachments may add up to once prepared; base64 (×4/3) stays under 32 MiB. */
export const MAX_TOTAL_MB = 20;

export const MB = 1024 * 1024;

/** True when the model takes video in another format than the chosen one. */
function videoElsewhere(settings: Settings): boolean {
  return Object.values(MODELS[settings.model].formats).some((caps) => caps?.video === true);
}

/** Why `file` is refused before it is read, or null when it may be prepared. */
export function screenFile(file: File, settings: Settings): AttachmentProblem | null {
  const { name, type } = file;
  if (!acceptedTypes(settings).includes(type)) {
    const video = (VIDEO_TYPES as readonly string[]).includes(type);
    return { kind: video && videoElsewhere(settings) ? "video-format" : "unsupported", name };
  }
  const limitMb = type.startsWith("video/") ? MAX_VIDEO_MB : MAX_IMAGE_INPUT_MB;
  return file.size > limitMb * MB ? { kind: "too-large", name, limitMb } : null;
}
