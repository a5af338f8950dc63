// What the request builders may send: the capabilities of the settings' model in the builder's own
// format (not settings.protocol), refusing a model that has no document for that format.

import type { ConversationSettings } from "@/lib/protocol/message";
import { formatCapabilities, modelSupports, type FormatCapabilities, type Protocol } from "@/lib/protocol/models";

const FORMAT_NAME: Record<Protocol, string> = { anthropic: "Anthropic", openai: "OpenAI" };

export function requestCapabilities(settings: ConversationSettings, protocol: Protocol): FormatCapabilities {
  if (!modelSupports(settings.model, protocol)) {
    throw new Error(`${settings.model} is not offered in the ${FORMAT_NAME[protocol]} format`);
  }
  return formatCapabilities(settings.model, protocol);
}
