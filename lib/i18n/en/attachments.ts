// Attachment checks, scaling and their settings.

import type { Message } from "../message";

export const attachments = {
  "attachments.videoFormat": "{name}: the Anthropic format takes no video (OpenAI does).",
  "attachments.textOnly": "{model} reads text only, so it cannot see {name}. {other} reads images.",
  "attachments.switchModel": "Switch to {model}",
  "attachments.corrupt": "{name} could not be read as an image.",
  "attachments.total": "{name}: attachments can total {size} MB at most.",
  "attachments.preparing": "Preparing {name}",
  "attachments.sendLink": "Send {name} as an image",
  "attachments.view": "View {name}",
  "attachments.closeView": "Close image",
  "attachments.section": "Attachments",
  "attachments.maxSide": "Max image side (px)",
  "attachments.maxMb": "Max image size (MB)",
  "attachments.keepOriginals": "Keep originals of scaled images",
  "attachments.toolImage": "Image {index} from {name}",
} as const satisfies Record<string, Message>;
