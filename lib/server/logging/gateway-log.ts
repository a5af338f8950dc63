import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { Protocol } from "@/lib/protocol/models";
import type { GatewayDeps } from "@/lib/server/gateway/handler";
import { meterOf } from "@/lib/server/gateway/stream-meter";
import { countBody, type BodyOutcome } from "./count-bytes";
import { serverLogger } from "./logger";

// One JSON line per gateway request, from outside the handler: the handler's own dependencies
// (check, upstream, simulate) are wrapped to note the model and which upstream answered, and its
// response body is counted as it streams out. Never logged: content, headers, URLs, the key.

export type GatewayHandler = (request: Request) => Promise<Response>;

/** The dependencies the log looks through. */
export type ObservedDeps = Pick<GatewayDeps, "check" | "upstream" | "simulate">;

export type UpstreamUsed = "none" | "primary" | "fallback" | "demo";

interface RequestRecord {
  model: string | undefined;
  attempts: number;
  demo: boolean;
}

export interface GatewayLogOptions {
  logger?: () => Logger;
  now?: () => number;
  newId?: () => string;
}

function upstreamUsed(record: RequestRecord): UpstreamUsed {
  if (record.demo) return "demo";
  if (record.attempts === 0) return "none";
  return record.attempts === 1 ? "primary" : "fallback";
}

/**
 * Builds a gateway handler (through `build`, given wrapped dependencies) whose every request is
 * logged once its response has ended. The response gains an `x-request-id` header.
 */
export function loggedGateway(
  protocol: Protocol,
  inner: ObservedDeps,
  build: (deps: ObservedDeps) => GatewayHandler,
  options: GatewayLogOptions = {},
): GatewayHandler {
  const logger = options.logger ?? serverLogger;
  const now = options.now ?? performance.now.bind(performance);
  const newId = options.newId ?? randomUUID;
  const current = new AsyncLocalStorage<RequestRecord>();

  const handler = build({
    check: async (...args) => {
      const record = current.getStore();
      const checked = await inner.check(...args);
      if (record) record.model = checked.check.model;
      return checked;
    },
    upstream: (request) => {
      const record = current.getStore();
      if (record) record.attempts++;
      return inner.upstream(request);
    },
    simulate: (...args) => {
      const record = current.getStore();
      if (record) record.demo = true;
      return inner.simulate(...args);
    },
  });

  return async function loggedGatewayRequest(request: Request): Promise<Response> {
    const started = now();
    const id = newId();
    const record: RequestRecord = { model: undefined, attempts: 0, demo: false };
    const write = (status: number, bytes: number, outcome: BodyOutcome) => {
      const log = logger();
      const fields = {
        request_id: id,
        route: new URL(request.url).pathname,
        protocol,
        model: record.model ?? null,
        status,
        upstream: upstreamUsed(record),
        failover: record.attempts > 1,
        duration_ms: Math.round(now() - started),
        bytes,
        outcome,
      };
      if (status >= 500 || outcome === "error") log.warn(fields, "gateway request");
      else log.info(fields, "gateway request");
    };

    let response: Response;
    try {
      response = await current.run(record, () => handler(request));
    } catch (error) {
      write(500, 0, "error");
      throw error;
    }
    // A client already gone (its upload cut off, or it left before the answer): Next never reads an
    // answer to a closed connection, so the line is written now and the body let go.
    if (request.signal.aborted) {
      write(response.status, 0, "aborted");
      await response.body?.cancel().catch(() => undefined);
      return response;
    }
    const meter = response.body ? meterOf(response.body) : undefined;
    if (meter) {
      // A relayed stream counts its own bytes: the response goes out as it is, with no hop added.
      meter.onEnd = (bytes, outcome) => write(response.status, bytes, outcome);
      response.headers.set("x-request-id", id);
      return response;
    }
    const headers = new Headers(response.headers);
    headers.set("x-request-id", id);
    const body = response.body
      ? countBody(response.body, (bytes, outcome) => write(response.status, bytes, outcome))
      : null;
    if (!body) write(response.status, 0, "complete");
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  };
}
