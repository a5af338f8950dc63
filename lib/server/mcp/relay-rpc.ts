import "server-only";
import { isRecord } from "@/lib/protocol/is-record";
import { relayErrorMessage, type RelayErrorKind, type RelayLimits } from "./relay-errors";

// Just enough JSON-RPC for the relay to stand behind the calls it carries: which requests a body
// holds (their ids), whether an answer is JSON-RPC at all, which requests it answers, and the
// error a call gets when its answer cannot be relayed.

export type RpcId = string | number;

type Message = { jsonrpc?: unknown; id?: unknown; method?: unknown; result?: unknown; error?: unknown };

const isObject = (value: unknown): value is Message => isRecord(value);
const isId = (value: unknown): value is RpcId => typeof value === "string" || (typeof value === "number" && Number.isFinite(value));

function messagesOf(value: unknown): Message[] | undefined {
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0 || !list.every((item) => isObject(item) && item.jsonrpc === "2.0")) return undefined;
  return list as Message[];
}

/** A JSON-RPC message or batch. */
export function isJsonRpc(value: unknown): boolean {
  return messagesOf(value) !== undefined;
}

/** The ids of the requests in a JSON-RPC message or batch: the calls waiting for an answer. None for anything else. */
export function callIds(value: unknown): RpcId[] {
  return (messagesOf(value) ?? []).filter((m) => typeof m.method === "string" && isId(m.id)).map((m) => m.id as RpcId);
}

/** The ids a JSON-RPC message (or batch) answers. */
export function answeredIds(value: unknown): RpcId[] {
  return (messagesOf(value) ?? []).filter((m) => isId(m.id) && ("result" in m || "error" in m)).map((m) => m.id as RpcId);
}

// The SDK's codes: RequestTimeout, ConnectionClosed, InternalError.
const CODES: Partial<Record<RelayErrorKind, number>> = { answer_stalled: -32001, call_too_long: -32001, answer_cut_off: -32000 };

export function rpcErrors(ids: RpcId[], kind: RelayErrorKind, limits: RelayLimits, detail?: string): object[] {
  const message = relayErrorMessage(kind, limits, detail);
  return ids.map((id) => ({ jsonrpc: "2.0", id, error: { code: CODES[kind] ?? -32603, message, data: { moonlitRelay: kind } } }));
}

/** The errors as the whole JSON body of an answer. */
export function rpcErrorBody(ids: RpcId[], kind: RelayErrorKind, limits: RelayLimits, detail?: string): string {
  const errors = rpcErrors(ids, kind, limits, detail);
  return JSON.stringify(errors.length === 1 ? errors[0] : errors);
}

/** The errors as events of an event stream, one per call. */
export function rpcErrorEvents(ids: RpcId[], kind: RelayErrorKind, limits: RelayLimits): string {
  return rpcErrors(ids, kind, limits)
    .map((error) => `event: message\ndata: ${JSON.stringify(error)}\n\n`)
    .join("");
}
