import "server-only";
import { relaySse } from "./sse-relay";

// Turns an upstream (or simulator) response into the client's response: SSE relayed through
// relaySse, anything else passed through with its status and body bytes.

const PASSED_HEADERS = ["retry-after", "request-id", "x-request-id"];
const PASSED_PREFIXES = ["anthropic-ratelimit-", "x-ratelimit-"];

export interface RelayContext {
  keepAliveMs: number;
  demo: boolean;
  onCancel: () => void;
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

export function isEventStream(response: Response): boolean {
  return (response.headers.get("content-type") ?? "").toLowerCase().startsWith("text/event-stream");
}

export function relayResponse(upstream: Response, context: RelayContext): Response {
  const headers = passedHeaders(upstream.headers, context.demo);
  if (upstream.body && upstream.status === 200 && isEventStream(upstream)) {
    headers.set("content-type", upstream.headers.get("content-type") ?? "text/event-stream; charset=utf-8");
    headers.set("cache-control", "no-cache, no-transform");
    headers.set("x-accel-buffering", "no");
    headers.set("connection", "keep-alive");
    const body = relaySse(upstream.body, { keepAliveMs: context.keepAliveMs, onCancel: context.onCancel });
    return new Response(body, { status: 200, headers });
  }
  headers.set("content-type", upstream.headers.get("content-type") ?? "application/json");
  headers.set("cache-control", "no-store");
  return new Response(upstream.body, { status: upstream.status, headers });
}
