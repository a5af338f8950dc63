// Choosing a model may leave the chosen API format behind (kimi-k3 speaks only Anthropic): the
// change then moves the format too, so the settings sheet and the header picker agree.

import type { ConversationSettings } from "@/lib/protocol/message";
import { modelProtocols, type ModelId } from "@/lib/protocol/models";

export function modelChange(settings: Pick<ConversationSettings, "protocol">, model: ModelId): Partial<ConversationSettings> {
  const protocols = modelProtocols(model);
  return protocols.includes(settings.protocol) ? { model } : { model, protocol: protocols[0] };
}
