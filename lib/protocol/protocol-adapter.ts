// One object per protocol, in the spirit of vercel/ai's provider interface: everything either side
// needs to know about a protocol's stored turns and its route, pure and light (the chat page's first
// load reads usage through it). What only one side needs, or what would weigh on the first load,
// lives in the protocol's other adapters, each in a registry keyed by Protocol that the compiler
// checks for every protocol:
// - the engine's (lib/chat/adapters): the request, the stream reader, the empty turn; with the
//   builders' tables for replaying another format's turns;
// - the view's derivation (DERIVERS in lib/view/derive-parts.ts), loaded with a reply;
// - the gateway's (lib/server/gateway/adapters): validation (zod), its error shapes; and the
//   simulator's (lib/server/simulator/simulate.ts).
// Adding a protocol to PROTOCOLS makes tsc name each of these, and TurnPayloads in message.ts.

import type { TurnOf } from "./message";
import type { Protocol } from "./models";
import type { UsageSummary } from "./usage-summary";

/** A tool call a turn stopped on, as the engine's tool loop reads it. */
export interface TurnToolCall {
  id: string;
  name: string;
  /** Anthropic: the parsed input object; OpenAI: the raw arguments string. */
  input: unknown;
  /** A function tool the client may run itself, Kimi's `$web_search` echo, or something else. */
  kind: "function" | "web-search" | "other";
}

export interface ProtocolAdapter<P extends Protocol = Protocol> {
  readonly name: P;
  /** The format's name in messages: "Anthropic", "OpenAI". */
  readonly label: string;
  /** The format's endpoint under an API base: upstream's, or this gateway's (`/api/<name>`). */
  readonly apiPath: string;
  /** The browser chat's route to the gateway, on this server. */
  readonly gatewayPath: string;
  /** A JSON Schema output format carries a name (OpenAI `json_schema.name`). */
  readonly namesSchema: boolean;
  /** The model that wrote the turn, as upstream named it ("" when it did not). */
  model(turn: TurnOf<P>): string;
  /** Why the turn ended, in the protocol's own words (stop_reason, finish_reason). */
  stopReason(turn: TurnOf<P>): string | null | undefined;
  /** The stop sequence that ended it, when the protocol reports one. */
  stopSequence(turn: TurnOf<P>): string | null;
  /** Total on odd input: null when the turn reports no usage. */
  usage(turn: TurnOf<P>): UsageSummary | null;
  /** The calls the turn stopped to have answered; empty unless it stopped for tool use. */
  toolCalls(turn: TurnOf<P>): TurnToolCall[];
  /** The turn without its reasoning (a share that leaves thinking out). */
  withoutThinking(turn: TurnOf<P>): TurnOf<P>;
}
