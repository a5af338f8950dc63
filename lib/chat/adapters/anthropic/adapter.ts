import type { EngineAdapter } from "@/lib/chat/adapters/engine-adapter";
import { buildAnthropicRequest } from "./build-request";
import { createAnthropicTurnStream } from "./turn-stream";

export const anthropicEngine: EngineAdapter<"anthropic"> = {
  emptyTurn: (model) => ({
    protocol: "anthropic",
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
  }),
  buildRequest: buildAnthropicRequest,
  createTurnStream: createAnthropicTurnStream,
};
