// Which files the composer accepts: images and videos where the model's document for the chosen
// format takes them (videos only on OpenAI, as `video_url` parts). The rest of the checks, which only
// run once a file is picked, are in screen-file.ts. The types themselves are listed in
// lib/protocol/attachment-types.ts, which also bounds what shares and imports may bring.

import { IMAGE_TYPES, VIDEO_TYPES } from "@/lib/protocol/attachment-types";
import type { ConversationSettings } from "@/lib/protocol/message";
import { formatCapabilities } from "@/lib/protocol/models";

export type Settings = Pick<ConversationSettings, "model" | "protocol">;

export function acceptsAttachments(settings: Settings): boolean {
  return acceptedTypes(settings).length > 0;
}

export function acceptedTypes(settings: Settings): readonly string[] {
  const caps = formatCapabilities(settings.model, settings.protocol);
  return [...(caps.images ? IMAGE_TYPES : []), ...(caps.video ? VIDEO_TYPES : [])];
}
