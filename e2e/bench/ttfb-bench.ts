import { requestVia, type BenchEndpoints } from "./bench-request";
import type { Protocol } from "./bench-targets";
import { compareBytes } from "./byte-compare";
import { differences, median, percentile } from "./stats";

// Time to first byte the gateway adds on short replies: N pairs of requests, direct then relayed,
// differenced pair by pair, both to the response headers and to the first byte of a real event.

export interface Added {
  directP50: number;
  relayedP50: number;
  /** Percentiles of (relayed - direct) over the pairs. */
  addedP50: number;
  addedP99: number;
}

export interface TtfbFigures {
  protocol: Protocol;
  pairs: number;
  events: number;
  headers: Added;
  firstEvent: Added;
  allIdentical: boolean;
}

function added(direct: number[], relayed: number[]): Added {
  const diffs = differences(relayed, direct);
  return { directP50: median(direct), relayedP50: median(relayed), addedP50: median(diffs), addedP99: percentile(diffs, 99) };
}

export async function measureTtfb(ends: BenchEndpoints, protocol: Protocol, pairs: number, events: number): Promise<TtfbFigures> {
  const headers = { direct: [] as number[], relayed: [] as number[] };
  const first = { direct: [] as number[], relayed: [] as number[] };
  let allIdentical = true;
  for (let i = 0; i < pairs; i++) {
    const straight = await requestVia(ends, "direct", protocol, events);
    const through = await requestVia(ends, "relayed", protocol, events);
    headers.direct.push(straight.headersMs);
    headers.relayed.push(through.headersMs);
    first.direct.push(straight.firstEventMs);
    first.relayed.push(through.firstEventMs);
    allIdentical &&= compareBytes(straight.bytes, through.bytes).identical;
  }
  return {
    protocol,
    pairs,
    events,
    headers: added(headers.direct, headers.relayed),
    firstEvent: added(first.direct, first.relayed),
    allIdentical,
  };
}
