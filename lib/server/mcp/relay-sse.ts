import "server-only";
import type { Readable } from "node:stream";
import { createParser, type EventSourceMessage } from "eventsource-parser";
import { discardBody } from "@/lib/server/gateway/upstream-client";
import type { RelayErrorKind, RelayLimits } from "./relay-errors";
import { answeredIds, isJsonRpc, rpcErrorEvents, type RpcId } from "./relay-rpc";

// An MCP server's event stream, relayed event by event. While calls in it wait for their answer,
// the relay stands behind them: an event past the size cap, silence past the timeout, an event
// that is not JSON-RPC, or a stream that ends without their answer (and without event ids to
// resume from) ends the stream with a JSON-RPC error for each waiting call, so the client's call
// fails with a message instead of waiting forever; so does the call's deadline. A listening stream
// (nothing waiting) is only bounded in event size. Events are re-encoded, ids and retry hints kept;
// comments are dropped; an operator server's announced message endpoint becomes its stand-in.

export interface EventStreamOptions {
  /** The calls whose answers this stream carries. */
  pending: RpcId[];
  limits: RelayLimits;
  /** The call's deadline (call-deadline.ts): once passed, a broken stream is its doing. */
  deadline: { readonly passed: boolean };
  /** What an `endpoint` event's data becomes (operator-endpoint.ts), when it is to change. */
  endpoint?: (announced: string) => string;
}

type Step = { kind: "chunk"; value: Buffer } | { kind: "end" } | { kind: "idle" } | { kind: "error" };

function encodeEvent(message: EventSourceMessage): string {
  let text = message.id === undefined ? "" : `id: ${message.id}\n`;
  if (message.event !== undefined) text += `event: ${message.event}\n`;
  for (const line of message.data.split("\n")) text += `data: ${line}\n`;
  return `${text}\n`;
}

export function relayEventStream(source: Readable, options: EventStreamOptions): ReadableStream<Uint8Array> {
  const { limits } = options;
  const pending = new Set(options.pending);
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const iterator = source[Symbol.asyncIterator]();
  let out = "";
  let broken: RelayErrorKind | undefined;
  let resumable = false;
  /** The browser left: nothing more goes into the stream. */
  let cancelled = false;
  /** When waiting calls count the server as silent. */
  let idleUntil = Date.now() + limits.timeoutMs;

  const parser = createParser({
    maxBufferSize: limits.maxResponseBytes,
    onEvent(event) {
      const message = event.event === "endpoint" && options.endpoint ? { ...event, data: options.endpoint(event.data) } : event;
      // The parser bounds what it buffers across chunks; an event that came whole in one chunk is measured here.
      if (message.data.length > limits.maxResponseBytes) {
        broken ??= "answer_too_large";
        return;
      }
      if (message.id) resumable = true;
      if (pending.size > 0 && (message.event === undefined || message.event === "message")) {
        let value: unknown;
        try {
          value = JSON.parse(message.data);
        } catch {
          value = undefined;
        }
        if (!isJsonRpc(value)) {
          broken ??= "answer_not_json_rpc";
          return;
        }
        for (const id of answeredIds(value)) pending.delete(id);
      }
      idleUntil = Date.now() + limits.timeoutMs;
      out += encodeEvent(message);
    },
    onRetry(ms) {
      out += `retry: ${ms}\n\n`;
    },
    onError(error) {
      if (error.type === "max-buffer-size-exceeded") broken ??= "answer_too_large";
    },
  });

  /** The next chunk; "idle" once calls have waited past the timeout for an event. */
  function read(): Promise<Step> {
    const next = iterator.next().then(
      (result): Step => (result.done ? { kind: "end" } : { kind: "chunk", value: result.value as Buffer }),
      (): Step => ({ kind: "error" }),
    );
    if (pending.size === 0) return next;
    let timer: NodeJS.Timeout | undefined;
    const idle = new Promise<Step>((resolve) => (timer = setTimeout(() => resolve({ kind: "idle" }), Math.max(0, idleUntil - Date.now()))));
    return Promise.race([next, idle]).finally(() => clearTimeout(timer));
  }

  function finish(controller: ReadableStreamDefaultController<Uint8Array>, kind: RelayErrorKind | undefined): void {
    discardBody(source);
    if (cancelled) return;
    if (kind !== undefined && pending.size > 0) out += rpcErrorEvents([...pending], kind, limits);
    if (out !== "") controller.enqueue(encoder.encode(out));
    out = "";
    controller.close();
  }

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        const step = await read();
        if (step.kind === "chunk") parser.feed(decoder.decode(step.value, { stream: true }));
        else if (step.kind === "idle") broken ??= "answer_stalled";
        else if (step.kind === "error") broken ??= options.deadline.passed ? "call_too_long" : "answer_cut_off";
        else {
          parser.feed(decoder.decode());
          // A server that gave event ids lets the client resume the stream and get the answer then.
          return finish(controller, broken ?? (resumable ? undefined : "answer_cut_off"));
        }
        if (broken) return finish(controller, broken);
        if (out !== "" && !cancelled) {
          controller.enqueue(encoder.encode(out));
          out = "";
          return;
        }
      }
    },
    cancel() {
      cancelled = true;
      discardBody(source);
    },
  });
}
