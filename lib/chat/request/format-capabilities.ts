// What the request builders may send: the capabilities of the settings' model in the builder's own
// format (not settings.protocol), refusing a model that has no document for that format.

import { adapterOf } from "@/lib/protocol/adapters";
import type { ConversationSettings } from "@/lib/protocol/message";
import { formatCapabilities, modelSupports, type FormatCapabilities, type Protocol } from "@/lib/protocol/models";

export function requestCapabilities(settings: ConversationSettings, protocol: Protocol): FormatCapabilities {
  if (!modelSupports(settings.model, protocol)) {
    throw new Error(`${settings.model} is not offered in the ${adapterOf(protocol).label} format`);
  }
  return formatCapabilities(settings.model, protocol);
}
