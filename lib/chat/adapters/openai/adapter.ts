import type { EngineAdapter } from "@/lib/chat/adapters/engine-adapter";
import { buildOpenAIRequest } from "./build-request";
import { createOpenAITurnStream } from "./turn-stream";

export const openaiEngine: EngineAdapter<"openai"> = {
  emptyTurn: (model) => ({
    protocol: "openai",
    result: { id: "", model, message: { role: "assistant", content: null }, finish_reason: null, usage: null },
  }),
  buildRequest: buildOpenAIRequest,
  createTurnStream: createOpenAITurnStream,
};
