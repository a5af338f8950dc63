// Which files the composer accepts, and why a file is refused: images and videos where the model's
// document for the chosen format takes them (videos only on OpenAI, as `video_url` parts). Sizes stay
// well inside the gateway's 32 MiB request cap once base64-encoded (×4/3).

import type { Translate } from "@/lib/i18n/translate";
import type { ConversationSettings } from "@/lib/protocol/message";
import { formatCapabilities } from "@/lib/protocol/models";

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export const VIDEO_TYPES = ["video/mp4", "video/webm", "video/quicktime"] as const;
export const MAX_IMAGE_MB = 5;
export const MAX_VIDEO_MB = 15;
export const MAX_TOTAL_MB = 20;

const MB = 1024 * 1024;

type Settings = Pick<ConversationSettings, "model" | "protocol">;

export function acceptsAttachments(settings: Settings): boolean {
  return acceptedTypes(settings).length > 0;
}

export function acceptedTypes(settings: Settings): readonly string[] {
  const caps = formatCapabilities(settings.model, settings.protocol);
  return [...(caps.images ? IMAGE_TYPES : []), ...(caps.video ? VIDEO_TYPES : [])];
}

export interface FileCheck {
  accepted: File[];
  errors: string[];
}

/** Splits `incoming` into files to keep (after those already attached) and messages about the rest. */
export function checkFiles(incoming: readonly File[], current: readonly File[], settings: Settings, t: Translate): FileCheck {
  const types = acceptedTypes(settings);
  const accepted: File[] = [];
  const errors: string[] = [];
  let total = current.reduce((sum, file) => sum + file.size, 0);
  for (const file of incoming) {
    if (!types.includes(file.type)) {
      errors.push(t("composer.attachmentUnsupported", { name: file.name }));
      continue;
    }
    const limit = file.type.startsWith("video/") ? MAX_VIDEO_MB : MAX_IMAGE_MB;
    if (file.size > limit * MB) {
      errors.push(t("composer.attachmentTooLarge", { name: file.name, size: limit }));
      continue;
    }
    if (total + file.size > MAX_TOTAL_MB * MB) {
      errors.push(t("composer.attachmentsTotal", { size: MAX_TOTAL_MB }));
      continue;
    }
    total += file.size;
    accepted.push(file);
  }
  return { accepted, errors };
}
