import "server-only";
import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { Protocol } from "@/lib/protocol/models";
import type { GatewayHandler, GatewayOutcome } from "@/lib/server/gateway/gateway-handler";
import { meterOf } from "@/lib/server/gateway/stream-meter";
import { countBody, type BodyOutcome } from "./count-bytes";
import { serverLogger } from "./logger";

// One JSON line per gateway request, from outside the handler: the handler tells the model and which
// upstream answered through its onOutcome callback, and its response body is counted as it streams
// out. Never logged: content, headers, URLs, the key.

/** A route's POST: Next passes its own context second, so the logged handler takes the request alone. */
export type RouteHandler = (request: Request) => Promise<Response>;

export interface GatewayLogOptions {
  logger?: () => Logger;
  now?: () => number;
  newId?: () => string;
}

/**
 * Wraps a gateway handler so that its every request is logged once its response has ended. The
 * response gains an `x-request-id` header.
 */
export function loggedGateway(protocol: Protocol, handler: GatewayHandler, options: GatewayLogOptions = {}): RouteHandler {
  const logger = options.logger ?? serverLogger;
  const now = options.now ?? performance.now.bind(performance);
  const newId = options.newId ?? randomUUID;

  return async function loggedGatewayRequest(request: Request): Promise<Response> {
    const started = now();
    const id = newId();
    // Read now: the line is written when the answer ends, and holding the request until then would
    // hold it (and whatever it references) for a resumable reply's whole life.
    const route = new URL(request.url).pathname;
    let told: GatewayOutcome = { model: undefined, upstream: "none" };
    const write = (status: number, bytes: number, outcome: BodyOutcome) => {
      const log = logger();
      const fields = {
        request_id: id,
        route,
        protocol,
        model: told.model ?? null,
        status,
        upstream: told.upstream,
        failover: told.upstream === "fallback",
        duration_ms: Math.round(now() - started),
        bytes,
        outcome,
      };
      if (status >= 500 || outcome === "error") log.warn(fields, "gateway request");
      else log.info(fields, "gateway request");
    };

    let response: Response;
    try {
      response = await handler(request, (outcome) => {
        told = outcome;
      });
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
