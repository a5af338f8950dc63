import "server-only";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { Protocol } from "@/lib/protocol/models";
import { errorEvent, errorResponse } from "./errors";
import { SecretRedactor } from "./secret-redactor";
import { relaySse, type RelayTap } from "./sse-relay";
import { discardBody, type UpstreamResponse } from "./upstream-client";

// Turns an upstream (or simulator) response into the client's response: SSE relayed through
// relaySse, JSON passed through with its status and body bytes. Nothing else gets through (an HTML
// error page from a proxy could carry anything), and the server's key is masked wherever upstream
// echoes it.

const PASSED_HEADERS = ["retry-after", "request-id", "x-request-id"];
const PASSED_PREFIXES = ["anthropic-ratelimit-", "x-ratelimit-"];

export interface RelayContext {
  protocol: Protocol;
  keepAliveMs: number;
  demo: boolean;
  onCancel: () => void;
  /** The upstream key: never relayed, whatever upstream sends. */
  secret?: string;
  /** Upstream silence that ends a stream with an error event; 0 or absent: none. */
  idleMs?: number;
  /** Asked once the answer is an event stream: where to keep it (a resumable reply), or null. */
  keep?: () => Promise<RelayTap | null>;
}

function passedHeaders(upstream: Headers, demo: boolean): Headers {
  const headers = new Headers();
  upstream.forEach((value, name) => {
    if (PASSED_HEADERS.includes(name) || PASSED_PREFIXES.some((prefix) => name.startsWith(prefix))) {
      headers.set(name, value);
    }
  });
  if (demo) headers.set("x-moonlit-demo", "1");
  return headers;
}

export function isEventStream(response: UpstreamResponse): boolean {
  return (response.headers.get("content-type") ?? "").toLowerCase().startsWith("text/event-stream");
}

/** application/json and its kin (application/problem+json…), with or without parameters. */
export function isJson(response: UpstreamResponse): boolean {
  const type = (response.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  return type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"));
}

/** A web Response (the simulator's) in the shape upstream's answers come in. */
export function fromWebResponse(response: Response): UpstreamResponse {
  const body = response.body ? Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>) : null;
  return { status: response.status, headers: response.headers, body };
}

async function readAll(body: Readable | null): Promise<Buffer> {
  const parts: Buffer[] = [];
  if (body) for await (const part of body) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

export async function relayResponse(upstream: UpstreamResponse, context: RelayContext): Promise<Response> {
  const headers = passedHeaders(upstream.headers, context.demo);
  if (upstream.body && upstream.status === 200 && isEventStream(upstream)) {
    headers.set("content-type", upstream.headers.get("content-type") ?? "text/event-stream; charset=utf-8");
    headers.set("cache-control", "no-cache, no-transform");
    headers.set("x-accel-buffering", "no");
    headers.set("connection", "keep-alive");
    const idle = context.idleMs ? { ms: context.idleMs, event: errorEvent(context.protocol, { kind: "upstream_idle" }) } : undefined;
    const tap = (await context.keep?.()) ?? undefined;
    const body = relaySse(upstream.body, { keepAliveMs: context.keepAliveMs, onCancel: context.onCancel, secret: context.secret, idle, tap });
    return new Response(body, { status: 200, headers });
  }
  if (!isJson(upstream)) {
    discardBody(upstream.body);
    const type = upstream.headers.get("content-type")?.split(";")[0].trim() || "no content type";
    const message = `The model service answered ${upstream.status} with ${type}, which this server does not relay.`;
    return errorResponse(context.protocol, { kind: "upstream_unrelayable", message });
  }
  // A JSON reply arrives whole anyway (non-streaming requests, errors), so it is read before it goes on.
  let bytes: Buffer;
  try {
    bytes = await readAll(upstream.body);
  } catch {
    return errorResponse(context.protocol, { kind: "upstream_unreachable" });
  }
  const redactor = SecretRedactor.for(context.secret);
  const body = redactor ? Buffer.concat([redactor.push(bytes), redactor.end()]) : bytes;
  headers.set("content-type", upstream.headers.get("content-type") as string);
  headers.set("cache-control", "no-store");
  return new Response(body as Uint8Array<ArrayBuffer>, { status: upstream.status, headers });
}
