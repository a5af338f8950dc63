import { requestVia, type BenchEndpoints } from "./bench-request";
import type { Protocol } from "./bench-targets";
import { compareBytes, type ByteComparison } from "./byte-compare";
import { cpuBetween, sampleTreeCpu, type CpuSample } from "./process-cpu";
import { median } from "./stats";

// One stream size for one protocol: direct and relayed runs in turn, the gateway's CPU over each
// relayed run (idle baseline subtracted), the relayed bytes checked against the direct ones.

/** After the last byte the server still closes streams and sockets; that work is counted too. */
const SETTLE_MS = 50;

export interface IdleRate {
  /** CPU microseconds the idle server tree spends per millisecond of wall time. */
  statPerMs: number;
  schedPerMs: number | undefined;
}

export interface StreamFigures {
  protocol: Protocol;
  events: number;
  reps: number;
  /** Medians over the reps. */
  directMs: number;
  relayedMs: number;
  /** Median of the per-rep relayed/direct wall time ratios. */
  wallRatio: number;
  directChunks: number;
  relayedChunks: number;
  /** Gateway tree CPU per content event, net of the idle baseline (medians). */
  statMicrosPerEvent: number;
  schedMicrosPerEvent: number | undefined;
  bytes: ByteComparison;
  /** Whether every rep relayed identical bytes. */
  allIdentical: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureIdle(pid: number, ms: number): Promise<IdleRate> {
  const before = sampleTreeCpu(pid);
  const started = performance.now();
  await sleep(ms);
  const used = cpuBetween(before, sampleTreeCpu(pid));
  const elapsed = performance.now() - started;
  return {
    statPerMs: used.statMicros / elapsed,
    schedPerMs: used.schedMicros === undefined ? undefined : used.schedMicros / elapsed,
  };
}

function net(used: CpuSample, idle: IdleRate, windowMs: number): CpuSample {
  const sched =
    used.schedMicros === undefined || idle.schedPerMs === undefined ? undefined : used.schedMicros - idle.schedPerMs * windowMs;
  return { statMicros: used.statMicros - idle.statPerMs * windowMs, schedMicros: sched };
}

export async function measureStream(
  ends: BenchEndpoints,
  serverPid: number,
  idle: IdleRate,
  protocol: Protocol,
  events: number,
  reps: number,
): Promise<StreamFigures> {
  const direct: number[] = [];
  const relayed: number[] = [];
  const ratios: number[] = [];
  const directChunks: number[] = [];
  const relayedChunks: number[] = [];
  const stat: number[] = [];
  const sched: number[] = [];
  let bytes: ByteComparison | undefined;
  let allIdentical = true;

  for (let rep = 0; rep < reps; rep++) {
    const straight = await requestVia(ends, "direct", protocol, events);
    const before = sampleTreeCpu(serverPid);
    const started = performance.now();
    const through = await requestVia(ends, "relayed", protocol, events);
    await sleep(SETTLE_MS);
    const used = net(cpuBetween(before, sampleTreeCpu(serverPid)), idle, performance.now() - started);

    direct.push(straight.totalMs);
    relayed.push(through.totalMs);
    ratios.push(through.totalMs / straight.totalMs);
    directChunks.push(straight.chunks);
    relayedChunks.push(through.chunks);
    stat.push(used.statMicros / events);
    if (used.schedMicros !== undefined) sched.push(used.schedMicros / events);
    bytes = compareBytes(straight.bytes, through.bytes);
    allIdentical &&= bytes.identical;
  }
  if (!bytes) throw new Error("measureStream needs at least one rep");
  return {
    protocol,
    events,
    reps,
    directMs: median(direct),
    relayedMs: median(relayed),
    wallRatio: median(ratios),
    directChunks: median(directChunks),
    relayedChunks: median(relayedChunks),
    statMicrosPerEvent: median(stat),
    schedMicrosPerEvent: sched.length === reps ? median(sched) : undefined,
    bytes,
    allIdentical,
  };
}
