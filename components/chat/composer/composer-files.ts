// Which images and videos the composer accepts: those the model's document for the chosen format
// takes (videos only on OpenAI, as `video_url` parts). Documents go to every model (screen-file.ts),
// and the rest of the checks, which only run once a file is picked, are there too. The types themselves are listed in
// lib/db/attachment-types.ts, which also bounds what shares and imports may bring.

import { IMAGE_TYPES, VIDEO_TYPES } from "@/lib/db/attachment-types";
import type { ConversationSettings } from "@/lib/protocol/message";
import { formatCapabilities } from "@/lib/protocol/models";

export type Settings = Pick<ConversationSettings, "model" | "protocol">;

export function acceptedTypes(settings: Settings): readonly string[] {
  const caps = formatCapabilities(settings.model, settings.protocol);
  return [...(caps.images ? IMAGE_TYPES : []), ...(caps.video ? VIDEO_TYPES : [])];
}
