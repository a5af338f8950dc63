import type { AssistantNode } from "@/lib/protocol/message";
import { createAnthropicTurnStream } from "./anthropic-turn-stream";
import { createOpenAITurnStream } from "./openai-turn-stream";
import type { TurnStream } from "./turn-stream-types";

export type { TurnStream } from "./turn-stream-types";

/** The stream reader for the node's protocol (its empty turn was made for that protocol). */
export function createTurnStream(node: AssistantNode): TurnStream {
  return node.turn.protocol === "openai" ? createOpenAITurnStream(node) : createAnthropicTurnStream(node);
}
