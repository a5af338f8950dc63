import { engineAdapterOf } from "@/lib/chat/adapters/registry";
import type { AssistantNode } from "@/lib/protocol/message";
import type { TurnStream } from "@/lib/chat/adapters/engine-adapter";

export type { TurnStream } from "@/lib/chat/adapters/engine-adapter";

/** The stream reader for the node's protocol (its empty turn was made for that protocol). */
export function createTurnStream(node: AssistantNode): TurnStream {
  return engineAdapterOf(node.turn.protocol).createTurnStream(node);
}
