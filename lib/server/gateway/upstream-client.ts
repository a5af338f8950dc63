import "server-only";
import { Readable } from "node:stream";
import { Agent, errors, request as undiciRequest } from "undici";

// One POST to an upstream base, on undici's request API. Its parser hands each body chunk over as a
// view of the socket's buffer, where node:http copies every chunk into a new Buffer: upstream sends
// one HTTP chunk per SSE event, so that copy was the largest part of the gateway's CPU per event.
// Not the global fetch: it kills any request whose headers take over 300 s (a long non-streaming
// generation sends its headers only when it is done) and wraps the body in a web stream. Here no
// timeout applies unless the caller asks for one, and the caller chooses whether it runs until the
// response headers (streams) or only until the connection is up.

export interface UpstreamRequest {
  url: string;
  headers: Record<string, string>;
  body: Uint8Array;
  /** The client's signal: aborting it ends the upstream request, before or after the headers. */
  signal: AbortSignal;
  timeoutMs?: number;
  timeoutUntil: "headers" | "connect";
}

/** Upstream's answer with its body as a Node stream (null for statuses without one). */
export interface UpstreamResponse {
  status: number;
  headers: Headers;
  body: Readable | null;
}

export type UpstreamFailure = "unreachable" | "timeout" | "aborted";

export type UpstreamOutcome = { ok: true; response: UpstreamResponse } | { ok: false; failure: UpstreamFailure };

export type UpstreamClient = (request: UpstreamRequest) => Promise<UpstreamOutcome>;

const NO_BODY_STATUSES = new Set([204, 205, 304]);

// undici's own 300 s limits on headers and on silence within a body are off: a generation may think
// for longer than that, and the caller's signal and timeout are the limits.
const UNLIMITED = { headersTimeout: 0, bodyTimeout: 0 } as const;

/** One pool per connect timeout (a handful of values at most); keep-alive connections are reused. */
const agents = new Map<number, Agent>();

function agentFor(connectTimeoutMs: number | undefined): Agent {
  const key = connectTimeoutMs ?? 0;
  let agent = agents.get(key);
  if (!agent) {
    agent = new Agent(connectTimeoutMs === undefined ? UNLIMITED : { ...UNLIMITED, connect: { timeout: connectTimeoutMs } });
    agents.set(key, agent);
  }
  return agent;
}

/**
 * The request body as a stream that already holds all of it: undici reads its length from it and
 * sends the same Content-Length and bytes as for a buffer, but lets go of them once written. A
 * buffer it keeps until the response ends, which for a resumable reply is its whole life.
 */
function sentOnce(bytes: Uint8Array): Readable {
  const body = new Readable({ read: () => undefined });
  if (bytes.byteLength > 0) body.push(bytes);
  body.push(null);
  return body;
}

/** Drops a body nobody will read: its connection closes, and the abort error that follows is expected. */
export function discardBody(body: Readable | null): void {
  if (!body) return;
  body.on("error", () => undefined);
  body.destroy();
}

export function toHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

export const undiciUpstreamClient: UpstreamClient = async (request) => {
  if (request.signal.aborted) return { ok: false, failure: "aborted" };
  const controller = new AbortController();
  let failure: UpstreamFailure | undefined;
  const stop = (why: UpstreamFailure) => {
    failure ??= why;
    controller.abort();
  };
  // Stays attached after the headers: a client that leaves mid-stream ends the upstream body too.
  request.signal.addEventListener("abort", () => stop("aborted"), { once: true });
  const untilConnect = request.timeoutUntil === "connect" ? request.timeoutMs : undefined;
  const timer =
    request.timeoutMs !== undefined && request.timeoutUntil === "headers"
      ? setTimeout(() => stop("timeout"), request.timeoutMs)
      : undefined;

  try {
    const answer = await undiciRequest(request.url, {
      method: "POST",
      headers: request.headers,
      body: sentOnce(request.body),
      signal: controller.signal,
      dispatcher: agentFor(untilConnect),
    });
    if (failure !== undefined) {
      discardBody(answer.body);
      return { ok: false, failure };
    }
    const body = NO_BODY_STATUSES.has(answer.statusCode) ? null : answer.body;
    if (body === null) answer.body.resume();
    return { ok: true, response: { status: answer.statusCode, headers: toHeaders(answer.headers), body } };
  } catch (error) {
    if (failure !== undefined) return { ok: false, failure };
    return { ok: false, failure: error instanceof errors.ConnectTimeoutError ? "timeout" : "unreachable" };
  } finally {
    clearTimeout(timer);
  }
};
