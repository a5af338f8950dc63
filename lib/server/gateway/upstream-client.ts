import "server-only";
import http from "node:http";
import https from "node:https";
import { coalescingBody } from "./coalescing-body";

// One POST to an upstream base, on node:http rather than fetch: the global fetch (undici) kills any
// request whose headers take over 300 s, and a long non-streaming generation only sends its headers
// when it is done. Here no timeout applies unless the caller asks for one, and the caller chooses
// whether it runs until the response headers (streams) or only until the connection is up.

export interface UpstreamRequest {
  url: string;
  headers: Record<string, string>;
  body: Uint8Array;
  /** The client's signal: aborting it destroys the upstream socket, before or after the headers. */
  signal: AbortSignal;
  timeoutMs?: number;
  timeoutUntil: "headers" | "connect";
}

export type UpstreamFailure = "unreachable" | "timeout" | "aborted";

export type UpstreamOutcome = { ok: true; response: Response } | { ok: false; failure: UpstreamFailure };

export type UpstreamClient = (request: UpstreamRequest) => Promise<UpstreamOutcome>;

const NO_BODY_STATUSES = new Set([204, 205, 304]);

function toHeaders(raw: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

export const nodeUpstreamClient: UpstreamClient = (request) =>
  new Promise<UpstreamOutcome>((resolve) => {
    if (request.signal.aborted) return resolve({ ok: false, failure: "aborted" });
    const url = new URL(request.url);
    const transport = url.protocol === "https:" ? https : http;
    const controller = new AbortController();
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const settle = (outcome: UpstreamOutcome) => {
      clearTimeout(timer);
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const onClientAbort = () => {
      settle({ ok: false, failure: "aborted" });
      controller.abort();
    };
    request.signal.addEventListener("abort", onClientAbort, { once: true });

    if (request.timeoutMs !== undefined) {
      timer = setTimeout(() => {
        settle({ ok: false, failure: "timeout" });
        controller.abort();
      }, request.timeoutMs);
    }

    const outgoing = transport.request(url, {
      method: "POST",
      headers: { ...request.headers, "content-length": String(request.body.byteLength) },
      signal: controller.signal,
    });

    if (request.timeoutUntil === "connect") {
      outgoing.on("socket", (socket) => {
        if (!socket.connecting) return clearTimeout(timer);
        socket.once(url.protocol === "https:" ? "secureConnect" : "connect", () => clearTimeout(timer));
      });
    }

    outgoing.on("response", (incoming) => {
      if (settled) {
        incoming.destroy();
        return;
      }
      const status = incoming.statusCode ?? 502;
      if (status < 200 || status > 599) {
        incoming.destroy();
        return settle({ ok: false, failure: "unreachable" });
      }
      const body = NO_BODY_STATUSES.has(status) ? null : coalescingBody(incoming);
      if (body === null) incoming.resume();
      settle({ ok: true, response: new Response(body, { status, headers: toHeaders(incoming.headers) }) });
    });

    outgoing.on("error", () => {
      settle({ ok: false, failure: request.signal.aborted ? "aborted" : "unreachable" });
    });

    outgoing.end(request.body);
  });
