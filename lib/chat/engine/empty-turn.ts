// The turn a reply starts with before upstream's first event: an empty message of the right protocol,
// so the thread can show the assistant "typing" and a failure before any byte still has a node.

import type { AssistantTurn } from "@/lib/protocol/message";
import type { Protocol } from "@/lib/protocol/models";

export function emptyTurn(protocol: Protocol, model: string): AssistantTurn {
  if (protocol === "openai") {
    return {
      protocol,
      result: { id: "", model, message: { role: "assistant", content: null }, finish_reason: null, usage: null },
    };
  }
  return {
    protocol,
    message: {
      id: "",
      type: "message",
      role: "assistant",
      model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: 0, output_tokens: 0 },
    },
  };
}
