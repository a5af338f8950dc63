import { requestVia, type BenchEndpoints, type Route, type RoutedReading } from "./bench-request";
import type { Protocol } from "./bench-targets";
import { compareBytes, type ByteComparison } from "./byte-compare";
import { cpuBetween, sampleTreeCpu, type CpuSample } from "./process-cpu";
import { reattachIdentical } from "./reattach-check";
import type { StreamReading } from "./stream-client";
import { median } from "./stats";

// One stream size for one protocol: direct, bare-relay, gateway and resumable-gateway runs in turn
// within each rep (so the machine's noise falls on all alike), each relay's CPU over its run (idle
// baseline subtracted), the relayed bytes checked against the direct ones, and the last resumable
// reply picked up again from the gateway's store.

/** After the last byte the server still closes streams and sockets; that work is counted too. */
const SETTLE_MS = 50;

export interface IdleRate {
  /** CPU microseconds the idle server tree spends per millisecond of wall time. */
  statPerMs: number;
  schedPerMs: number | undefined;
}

/** A relay server measured: its process tree and its idle CPU rate. */
export interface MeasuredServer {
  pid: number;
  idle: IdleRate;
}

export interface RelayFigures {
  /** Medians over the reps. */
  ms: number;
  /** Median of the per-rep relayed/direct wall time ratios. */
  wallRatio: number;
  chunks: number;
  /** Server tree CPU per content event, net of the idle baseline (medians). */
  statMicrosPerEvent: number;
  schedMicrosPerEvent: number | undefined;
  /** Minor page faults per run (median): fresh memory the relay's process was given meanwhile. */
  minorFaults: number;
  bytes: ByteComparison;
  /** Whether every rep relayed identical bytes. */
  allIdentical: boolean;
}

export interface StreamFigures {
  protocol: Protocol;
  events: number;
  reps: number;
  directMs: number;
  directChunks: number;
  bare: RelayFigures;
  gateway: RelayFigures;
  /** The gateway asked for a resumable reply: it also keeps every byte for a page to pick up. */
  resumable: RelayFigures;
  /** Median of the per-rep gateway/bare CPU ratios (scheduler time; utime+stime without schedstat). */
  cpuRatio: number;
  /** Median of the per-rep resumable/gateway CPU ratios. */
  resumableRatio: number;
  /** Whether the last resumable reply, picked up from byte 0, gave exactly the relayed bytes. */
  reattachIdentical: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The idle rate is the least of a few windows: right after the warm-up a server may still be
 * compiling or collecting for a moment, and that is not idle. */
const IDLE_WINDOWS = 4;

export async function measureIdle(pid: number, ms: number): Promise<IdleRate> {
  let best: IdleRate | undefined;
  for (let window = 0; window < IDLE_WINDOWS; window++) {
    const before = sampleTreeCpu(pid);
    const started = performance.now();
    await sleep(ms / IDLE_WINDOWS);
    const used = cpuBetween(before, sampleTreeCpu(pid));
    const elapsed = performance.now() - started;
    const rate = { statPerMs: used.statMicros / elapsed, schedPerMs: used.schedMicros === undefined ? undefined : used.schedMicros / elapsed };
    if (!best || (rate.schedPerMs ?? rate.statPerMs) < (best.schedPerMs ?? best.statPerMs)) best = rate;
  }
  return best as IdleRate;
}

function net(used: CpuSample, idle: IdleRate, windowMs: number): CpuSample {
  const sched =
    used.schedMicros === undefined || idle.schedPerMs === undefined ? undefined : used.schedMicros - idle.schedPerMs * windowMs;
  return { statMicros: used.statMicros - idle.statPerMs * windowMs, schedMicros: sched, minorFaults: used.minorFaults };
}

interface RelayRun {
  reading: RoutedReading;
  cpu: CpuSample;
}

async function runRelayed(ends: BenchEndpoints, route: Route, server: MeasuredServer, protocol: Protocol, events: number): Promise<RelayRun> {
  const before = sampleTreeCpu(server.pid);
  const started = performance.now();
  const reading = await requestVia(ends, route, protocol, events);
  await sleep(SETTLE_MS);
  const cpu = net(cpuBetween(before, sampleTreeCpu(server.pid)), server.idle, performance.now() - started);
  return { reading, cpu };
}

const cpuOf = (run: RelayRun) => run.cpu.schedMicros ?? run.cpu.statMicros;

function relayFigures(runs: RelayRun[], direct: StreamReading[], events: number): RelayFigures {
  const sched = runs.map((run) => run.cpu.schedMicros);
  const comparisons = runs.map((run, rep) => compareBytes(direct[rep].bytes, run.reading.bytes));
  return {
    ms: median(runs.map((run) => run.reading.totalMs)),
    wallRatio: median(runs.map((run, rep) => run.reading.totalMs / direct[rep].totalMs)),
    chunks: median(runs.map((run) => run.reading.chunks)),
    statMicrosPerEvent: median(runs.map((run) => run.cpu.statMicros / events)),
    schedMicrosPerEvent: sched.every((s) => s !== undefined) ? median(sched.map((s) => (s as number) / events)) : undefined,
    minorFaults: median(runs.map((run) => run.cpu.minorFaults)),
    bytes: comparisons[comparisons.length - 1],
    allIdentical: comparisons.every((c) => c.identical),
  };
}

export async function measureStream(
  ends: BenchEndpoints,
  servers: { bare: MeasuredServer; gateway: MeasuredServer },
  protocol: Protocol,
  events: number,
  reps: number,
): Promise<StreamFigures> {
  if (reps < 1) throw new Error("measureStream needs at least one rep");
  const direct: StreamReading[] = [];
  const bare: RelayRun[] = [];
  const gateway: RelayRun[] = [];
  const resumable: RelayRun[] = [];
  for (let rep = 0; rep < reps; rep++) {
    direct.push(await requestVia(ends, "direct", protocol, events));
    bare.push(await runRelayed(ends, "bare", servers.bare, protocol, events));
    gateway.push(await runRelayed(ends, "gateway", servers.gateway, protocol, events));
    resumable.push(await runRelayed(ends, "resumable", servers.gateway, protocol, events));
  }
  return {
    protocol,
    events,
    reps,
    directMs: median(direct.map((d) => d.totalMs)),
    directChunks: median(direct.map((d) => d.chunks)),
    bare: relayFigures(bare, direct, events),
    gateway: relayFigures(gateway, direct, events),
    resumable: relayFigures(resumable, direct, events),
    cpuRatio: median(gateway.map((run, rep) => cpuOf(run) / cpuOf(bare[rep]))),
    resumableRatio: median(resumable.map((run, rep) => cpuOf(run) / cpuOf(gateway[rep]))),
    reattachIdentical: await reattachIdentical(ends.gatewayUrl, resumable[resumable.length - 1].reading),
  };
}
