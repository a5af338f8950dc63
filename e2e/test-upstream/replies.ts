import { isRecord } from "@/lib/protocol/is-record";
import { listErrorFixtures, loadErrorFixture, loadFixture } from "@/lib/protocol/fixtures/load";
import { simulateAnthropic, simulateOpenAI } from "@/lib/server/simulator/simulate";
import { splitEvents } from "./chunking";
import { longStream } from "./long-stream";
import type { PromptCache, CacheUsage } from "./prompt-cache";
import type { Reply } from "./types";

// Turns a scripted Reply into what the server writes: a status, headers and a sequence of events.

export type Resolved =
  | { kind: "respond"; status: number; headers: Record<string, string>; events: Iterable<Buffer> }
  | { kind: "hang" }
  | { kind: "reset" };

const SSE_HEADERS = { "content-type": "text/event-stream", "cache-control": "no-cache" };
const JSON_HEADERS = { "content-type": "application/json" };

const textEvents = (text: string) => splitEvents(text).map((event) => Buffer.from(event, "utf8"));

export function resolveReply(reply: Reply, path: string, json: unknown, cache?: PromptCache): Resolved {
  switch (reply.kind) {
    case "hang":
    case "reset":
      return { kind: reply.kind };
    case "simulate":
      return simulated(path, json);
    case "fixture":
      return fixture(reply.name);
    case "sse":
      return { kind: "respond", status: 200, headers: SSE_HEADERS, events: textEvents(reply.body) };
    case "json":
      return { kind: "respond", status: reply.status, headers: { ...JSON_HEADERS, ...reply.headers }, events: [Buffer.from(JSON.stringify(reply.body))] };
    case "status":
      return { kind: "respond", status: reply.status, headers: reply.headers ?? { "content-type": "text/plain; charset=utf-8" }, events: textEvents(reply.body) };
    case "long":
      return { kind: "respond", status: 200, headers: SSE_HEADERS, events: longStream(reply.protocol, reply.events) };
    case "cached":
      return { kind: "respond", status: 200, headers: SSE_HEADERS, events: textEvents(cachedReply(reply.text, cache?.use(json))) };
  }
}

/** Throws for a reply that can never be served (an unknown fixture), so enqueue fails early. */
export function checkReply(reply: Reply): void {
  if (reply.kind === "fixture") fixture(reply.name);
}

function simulated(path: string, json: unknown): Resolved {
  if (!isRecord(json)) {
    const body = { type: "error", error: { type: "invalid_request_error", message: "test upstream: the body is not a JSON object" } };
    return { kind: "respond", status: 400, headers: JSON_HEADERS, events: [Buffer.from(JSON.stringify(body))] };
  }
  const reply = path === "/v1/messages" ? simulateAnthropic(json) : simulateOpenAI(json);
  const headers = { ...(reply.contentType.startsWith("text/event-stream") ? SSE_HEADERS : {}), "content-type": reply.contentType };
  return { kind: "respond", status: reply.status, headers, events: reply.chunks.map((chunk) => Buffer.from(chunk, "utf8")) };
}

function fixture(name: string): Resolved {
  if (listErrorFixtures().includes(name)) {
    const { body, meta } = loadErrorFixture(name);
    const headers = { "content-type": String(meta.content_type ?? "application/json") };
    return { kind: "respond", status: Number(meta.status), headers, events: [Buffer.from(body, "utf8")] };
  }
  let sse: Uint8Array;
  try {
    sse = loadFixture(name).sse;
  } catch {
    throw new Error(`test upstream: no fixture named ${JSON.stringify(name)}`);
  }
  return { kind: "respond", status: 200, headers: SSE_HEADERS, events: textEvents(Buffer.from(sse).toString("utf8")) };
}

/** An Anthropic stream of one text block whose usage is what the prompt cache reports. */
function cachedReply(text: string, usage: CacheUsage = { input_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }): string {
  const event = (data: Record<string, unknown>) => `event: ${String(data.type)}\ndata: ${JSON.stringify(data)}\n\n`;
  const message = { id: "msg_cached", type: "message", role: "assistant", model: "kimi-k3.1-pro", content: [], stop_reason: null, stop_sequence: null, usage: { ...usage, output_tokens: 1 } };
  return [
    event({ type: "message_start", message }),
    event({ type: "content_block_start", index: 0, content_block: { type: "text", text: "" } }),
    event({ type: "content_block_delta", index: 0, delta: { type: "text_delta", text } }),
    event({ type: "content_block_stop", index: 0 }),
    event({ type: "message_delta", delta: { stop_reason: "end_turn", stop_sequence: null }, usage: { output_tokens: 5 } }),
    event({ type: "message_stop" }),
  ].join("");
}
