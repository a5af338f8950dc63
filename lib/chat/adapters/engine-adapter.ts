// What the conversation engine needs of a format, one object per protocol beside that protocol's
// shared adapter (lib/protocol/adapters.ts): the request it sends, the stream it reads and the turn a
// reply starts with. Loaded with the engine, not with the page.

import type { AssistantNode, ConversationSettings, HistoryItem, TurnError, TurnOf } from "@/lib/protocol/message";
import type { Protocol } from "@/lib/protocol/models";
import type { SseEvent } from "@/lib/protocol/sse";

/**
 * One streamed reply seen protocol-neutrally: events go in, the AssistantNode being built changes in
 * place, and the end says whether the stream failed.
 */
export interface TurnStream {
  /** Applies one event to the node; true when the node changed. `now` times thinking blocks. */
  push(event: SseEvent, now: number): boolean;
  /**
   * The input received so far of tool calls whose input is still streaming, by call id, for a view to
   * show while the call forms. Protocols whose turn holds the growing input itself (OpenAI's
   * `arguments` string) leave it empty. Changes in place; empty once the stream ends.
   */
  readonly pendingInputs: ReadonlyMap<string, string>;
  /** Ends the stream: closes open blocks and returns the failure to record, if any. */
  finish(now: number): TurnError | null;
}

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
