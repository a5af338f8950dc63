import type { ServerResponse } from "node:http";
import { GARBAGE_FORMS } from "./tools";

// The `garbage` tool's answers, written as raw bytes below the MCP layer: an MCP server cannot be
// made to send anything but JSON-RPC, and a client must cope with servers (or proxies in front of
// them) that do.

export type GarbageForm = (typeof GARBAGE_FORMS)[number];

const NOT_JSON_RPC = "}} this is not JSON-RPC {{";

/** The form asked for, when the JSON-RPC body is a call of the `garbage` tool. */
export function garbageCall(body: unknown): GarbageForm | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const message = body as { method?: unknown; params?: { name?: unknown; arguments?: { form?: unknown } } };
  if (message.method !== "tools/call" || message.params?.name !== "garbage") return undefined;
  const form = message.params.arguments?.form;
  return GARBAGE_FORMS.find((known) => known === form) ?? "sse";
}

/** The whole answer to a Streamable HTTP POST. */
export function sendGarbage(res: ServerResponse, form: GarbageForm, sessionId: string | undefined): void {
  const session: Record<string, string> = sessionId ? { "mcp-session-id": sessionId } : {};
  if (form === "sse") {
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", ...session });
    res.end(`event: message\ndata: ${NOT_JSON_RPC}\n\n`);
  } else if (form === "json") {
    res.writeHead(200, { "content-type": "application/json", ...session });
    res.end(`{"jsonrpc": "2.0", ${NOT_JSON_RPC}`);
  } else {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", ...session });
    res.end("<!doctype html><title>Oops</title><p>A proxy's error page, not an MCP answer.</p>");
  }
}

/** On the legacy transport the answer belongs on the session's event stream. */
export function writeGarbageEvent(stream: ServerResponse): void {
  stream.write(`event: message\ndata: ${NOT_JSON_RPC}\n\n`);
}
