import { engineAdapterOf } from "@/lib/chat/adapters/registry";
import type { AssistantNode } from "@/lib/protocol/message";
import type { TurnStream } from "./turn-stream-types";

export type { TurnStream } from "./turn-stream-types";

/** The stream reader for the node's protocol (its empty turn was made for that protocol). */
export function createTurnStream(node: AssistantNode): TurnStream {
  return engineAdapterOf(node.turn.protocol).createTurnStream(node);
}
