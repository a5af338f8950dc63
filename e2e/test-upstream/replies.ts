import { isRecord } from "@/lib/protocol/is-record";
import { listErrorFixtures, loadErrorFixture, loadFixture } from "@/lib/protocol/fixtures/load";
import { simulateAnthropic, simulateOpenAI } from "@/lib/server/simulator";
import { splitEvents } from "./chunking";
import { longStream } from "./long-stream";
import type { Reply } from "./types";

// Turns a scripted Reply into what the server writes: a status, headers and a sequence of events.

export type Resolved =
  | { kind: "respond"; status: number; headers: Record<string, string>; events: Iterable<Buffer> }
  | { kind: "hang" }
  | { kind: "reset" };

const SSE_HEADERS = { "content-type": "text/event-stream", "cache-control": "no-cache" };
const JSON_HEADERS = { "content-type": "application/json" };

const textEvents = (text: string) => splitEvents(text).map((event) => Buffer.from(event, "utf8"));

export function resolveReply(reply: Reply, path: string, json: unknown): Resolved {
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
