// What the conversation engine needs of a format, one object per protocol beside that protocol's
// shared adapter (lib/protocol/adapters.ts): the request it sends, the stream it reads and the turn a
// reply starts with. Loaded with the engine, not with the page.

import type { TurnStream } from "@/lib/chat/engine/turn-stream-types";
import type { AssistantNode, ConversationSettings, HistoryItem, TurnOf } from "@/lib/protocol/message";
import type { Protocol } from "@/lib/protocol/models";

export interface EngineAdapter<P extends Protocol = Protocol> {
  /**
   * The turn a reply starts with before upstream's first event: an empty message of this format, so
   * the thread can show the assistant "typing" and a failure before any byte still has a node.
   */
  emptyTurn(model: string): TurnOf<P>;
  /** Settings + history → this format's request body; throws when they cannot be sent in it. */
  buildRequest(settings: ConversationSettings, history: readonly HistoryItem[], opts?: { stream?: boolean }): unknown;
  /** Feeds this format's event stream into `node`, whose turn is of this format. */
  createTurnStream(node: AssistantNode): TurnStream;
}
