import { requestVia, type BenchEndpoints } from "./bench-request";
import type { Protocol } from "./bench-targets";
import { compareBytes } from "./byte-compare";
import { differences, median, percentile } from "./stats";
import type { StreamReading } from "./stream-client";

// Time to first byte each relay adds on short replies: N rounds of four requests (direct, bare relay,
// gateway, gateway keeping a resumable reply), each relay differenced against the direct request of its own round, both to the
// response headers and to the first byte of a real event.

export interface Added {
  relayedP50: number;
  /** Percentiles of (relayed - direct) over the rounds. */
  addedP50: number;
  addedP99: number;
}

export interface TtfbPoint {
  directP50: number;
  bare: Added;
  gateway: Added;
  resumable: Added;
}

export interface TtfbFigures {
  protocol: Protocol;
  rounds: number;
  events: number;
  headers: TtfbPoint;
  firstEvent: TtfbPoint;
  allIdentical: boolean;
}

type Timing = "headersMs" | "firstEventMs";

function added(direct: StreamReading[], relayed: StreamReading[], at: Timing): Added {
  const diffs = differences(
    relayed.map((r) => r[at]),
    direct.map((d) => d[at]),
  );
  return { relayedP50: median(relayed.map((r) => r[at])), addedP50: median(diffs), addedP99: percentile(diffs, 99) };
}

type Relayed = Record<"bare" | "gateway" | "resumable", StreamReading[]>;

function point(direct: StreamReading[], relayed: Relayed, at: Timing): TtfbPoint {
  return {
    directP50: median(direct.map((d) => d[at])),
    bare: added(direct, relayed.bare, at),
    gateway: added(direct, relayed.gateway, at),
    resumable: added(direct, relayed.resumable, at),
  };
}

export async function measureTtfb(ends: BenchEndpoints, protocol: Protocol, rounds: number, events: number): Promise<TtfbFigures> {
  const direct: StreamReading[] = [];
  const relayed: Relayed = { bare: [], gateway: [], resumable: [] };
  let allIdentical = true;
  for (let i = 0; i < rounds; i++) {
    const straight = await requestVia(ends, "direct", protocol, events);
    direct.push(straight);
    for (const route of ["bare", "gateway", "resumable"] as const) {
      const reading = await requestVia(ends, route, protocol, events);
      relayed[route].push(reading);
      allIdentical &&= compareBytes(straight.bytes, reading.bytes).identical;
    }
  }
  return {
    protocol,
    rounds,
    events,
    headers: point(direct, relayed, "headersMs"),
    firstEvent: point(direct, relayed, "firstEventMs"),
    allIdentical,
  };
}

/** How long a request that does next to nothing takes: Next's own share of the time a relay adds. */
export interface RequestFloor {
  rounds: number;
  /** GET /health on the bare relay, GET /api/status on the gateway (p50, whole answer, ms). */
  bareP50: number;
  gatewayP50: number;
}

async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  // Uncompressed: Next would gzip the status JSON, and zlib is not what this measures.
  const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return performance.now() - started;
}

export async function measureRequestFloor(ends: BenchEndpoints, rounds: number): Promise<RequestFloor> {
  const bare: number[] = [];
  const gateway: number[] = [];
  for (let i = 0; i < rounds; i++) {
    bare.push(await timedGet(ends.bareUrl + "/health"));
    gateway.push(await timedGet(ends.gatewayUrl + "/api/status"));
  }
  return { rounds, bareP50: median(bare), gatewayP50: median(gateway) };
}
