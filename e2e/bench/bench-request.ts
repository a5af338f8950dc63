import { randomBytes } from "node:crypto";
import type { TestUpstream } from "../test-upstream";
import { GATEWAY_PATH, REQUEST_BODY, REQUEST_HEADERS, UPSTREAM_PATH, type Protocol } from "./bench-targets";
import { readStream, type StreamReading } from "./stream-client";

// One long-stream request, straight to the test upstream, through the bare relay or through the
// gateway (as any client, or as the browser chat asking for a resumable reply), with the upstream
// scripted to answer it with `events` content deltas written one event per write.

export type Route = "direct" | "bare" | "gateway" | "resumable";

/** The header the browser chat asks for a resumable reply with, and a fresh id for it, as pages make them. */
export const RESUME_ID_HEADER = "x-moonlit-resume-id";
export const newReplyId = () => randomBytes(16).toString("base64url");

export interface BenchEndpoints {
  upstream: TestUpstream;
  /** The gateway server's origin. */
  gatewayUrl: string;
  /** The bare relay's origin (it answers the gateway's paths). */
  bareUrl: string;
}

function routeUrl(ends: BenchEndpoints, route: Route, protocol: Protocol): string {
  if (route === "direct") return ends.upstream.url + UPSTREAM_PATH[protocol];
  if (route === "resumable") return ends.gatewayUrl + GATEWAY_PATH[protocol];
  return (route === "bare" ? ends.bareUrl : ends.gatewayUrl) + GATEWAY_PATH[protocol];
}

export interface RoutedReading extends StreamReading {
  /** The kept reply's id (resumable requests only). */
  resumeId?: string;
}

export async function requestVia(ends: BenchEndpoints, route: Route, protocol: Protocol, events: number): Promise<RoutedReading> {
  ends.upstream.reset();
  ends.upstream.enqueue({ path: UPSTREAM_PATH[protocol], reply: { kind: "long", protocol, events }, chunking: "event" });
  const resumeId = route === "resumable" ? newReplyId() : undefined;
  const headers = resumeId ? { ...REQUEST_HEADERS[protocol], [RESUME_ID_HEADER]: resumeId } : REQUEST_HEADERS[protocol];
  const reading = await readStream(routeUrl(ends, route, protocol), REQUEST_BODY[protocol], headers);
  if (reading.status !== 200 || !reading.contentType.startsWith("text/event-stream")) {
    const detail = reading.bytes.subarray(0, 300).toString("utf8");
    throw new Error(`${route} ${protocol} request answered ${reading.status} ${reading.contentType}: ${detail}`);
  }
  if (ends.upstream.requests.length !== 1) {
    throw new Error(`${route} ${protocol}: upstream saw ${ends.upstream.requests.length} requests, expected 1`);
  }
  if (resumeId && reading.headers.get(RESUME_ID_HEADER) !== resumeId) throw new Error(`resumable ${protocol}: the gateway did not keep the reply`);
  return { ...reading, resumeId };
}
