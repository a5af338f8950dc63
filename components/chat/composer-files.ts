// Which files the composer accepts: images and videos where the model's document for the chosen
// format takes them (videos only on OpenAI, as `video_url` parts). The rest of the checks, which only
// run once a file is picked, are in screen-file.ts.

import type { ConversationSettings } from "@/lib/protocol/message";
import { formatCapabilities } from "@/lib/protocol/models";

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export const VIDEO_TYPES = ["video/mp4", "video/webm", "video/quicktime"] as const;

export type Settings = Pick<ConversationSettings, "model" | "protocol">;

export function acceptsAttachments(settings: Settings): boolean {
  return acceptedTypes(settings).length > 0;
}

export function acceptedTypes(settings: Settings): readonly string[] {
  const caps = formatCapabilities(settings.model, settings.protocol);
  return [...(caps.images ? IMAGE_TYPES : []), ...(caps.video ? VIDEO_TYPES : [])];
}
