// What the conversation engine needs of a format, one object per protocol beside that protocol's
// shared adapter (lib/protocol/adapters.ts): the request it sends, the stream it reads and the turn a
// reply starts with. Loaded with the engine, not with the page.

import type { AssistantNode, ConversationSettings, HistoryItem, TurnError, TurnOf } from "@/lib/protocol/message";
import type { Protocol } from "@/lib/protocol/models";
import type { SseEvent } from "@/lib/stream/sse";

/** The pieces a growing text arrived in, by the object holding the text (see TurnStream.textPieces). */
export type TextPieces = WeakMap<object, readonly string[]>;

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
  /**
   * The pieces the growing answer text arrived in, by the object that holds that text (an Anthropic
   * text block, an OpenAI message), joined always equal to it: a view can take what is new from the
   * pieces instead of reading the whole text, which grows by concatenation and would be copied whole
   * on each read. Changes in place.
   */
  readonly textPieces: TextPieces;
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
