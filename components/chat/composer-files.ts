// Which files the composer accepts, and which it refuses before reading them: images and videos where
// the model's document for the chosen format takes them (videos only on OpenAI, as `video_url` parts).
// Images past the person's limits are scaled down afterwards (prepare-attachments.ts), so the cap on a
// picked image only bounds what a browser is asked to decode.

import type { ConversationSettings } from "@/lib/protocol/message";
import { formatCapabilities, MODELS } from "@/lib/protocol/models";
import type { AttachmentProblem } from "./attachment-problem";

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export const VIDEO_TYPES = ["video/mp4", "video/webm", "video/quicktime"] as const;
export const MAX_IMAGE_INPUT_MB = 50;
export const MAX_VIDEO_MB = 15;
/** What one message's attachments may add up to once prepared; base64 (×4/3) stays under 32 MiB. */
export const MAX_TOTAL_MB = 20;

export const MB = 1024 * 1024;

type Settings = Pick<ConversationSettings, "model" | "protocol">;

export function acceptsAttachments(settings: Settings): boolean {
  return acceptedTypes(settings).length > 0;
}

export function acceptedTypes(settings: Settings): readonly string[] {
  const caps = formatCapabilities(settings.model, settings.protocol);
  return [...(caps.images ? IMAGE_TYPES : []), ...(caps.video ? VIDEO_TYPES : [])];
}

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
