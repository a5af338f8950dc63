// The registry of protocol adapters (lib/protocol/protocol-adapter.ts). Code outside the adapters
// never compares a protocol's name (lint holds it to that: eslint.config.mjs): it asks the adapter
// of the turn or the settings in hand. A new protocol is a folder beside anthropic/ and openai/ and a
// line here; the compiler then names every other registry that needs one (see protocol-adapter.ts).

import { anthropicAdapter } from "./anthropic/adapter";
import { isRecord } from "./is-record";
import type { AssistantTurn, TurnOf } from "./message";
import type { Protocol } from "./models";
import { openaiAdapter } from "./openai/adapter";
import { ownValue } from "./own-key";
import type { ProtocolAdapter } from "./protocol-adapter";

export const PROTOCOL_ADAPTERS: { readonly [P in Protocol]: ProtocolAdapter<P> } = {
  anthropic: anthropicAdapter,
  openai: openaiAdapter,
};

export function adapterOf<P extends Protocol>(protocol: P): ProtocolAdapter<P> {
  return PROTOCOL_ADAPTERS[protocol];
}

/**
 * The adapter of a stored turn's protocol; undefined for a turn of none. Stored turns may come from
 * an import or a shared link, so the name is looked up, not trusted.
 */
export function turnAdapter(turn: unknown): ProtocolAdapter | undefined {
  return isRecord(turn) ? ownValue(PROTOCOL_ADAPTERS, turn.protocol) : undefined;
}

/**
 * One function per protocol, each given the turn of its own protocol (and `A`): a table of work the
 * adapter does not carry, such as the view's derivation. The compiler asks for every protocol.
 */
export type TurnHandlers<R, A extends unknown[] = []> = { readonly [P in Protocol]: (turn: TurnOf<P>, ...args: A) => R };

/** Calls the handler of the turn's protocol; undefined for a turn of none (as turnAdapter). */
export function onTurn<R, A extends unknown[]>(turn: AssistantTurn, handlers: TurnHandlers<R, A>, ...args: A): R | undefined {
  const handler = isRecord(turn) ? ownValue(handlers, turn.protocol) : undefined;
  // The lookup was by the turn's own protocol, so the handler takes this turn.
  return handler ? (handler as (turn: AssistantTurn, ...args: A) => R)(turn, ...args) : undefined;
}
