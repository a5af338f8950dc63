import { readFileSync } from "node:fs";
import path from "node:path";
import { longStream } from "../test-upstream";
import { benchAppEnv, GATEWAY_PATH, REQUEST_BODY, REQUEST_HEADERS, UPSTREAM_PATH, type Protocol } from "./bench-targets";
import { startChildServer, type ChildServer } from "./child-server";
import { startBareRelay } from "./start-bare-relay";
import { runLoad, type LoadRun } from "./load-client";
import { startNextServer } from "./next-server";
import { cpuBetween, processTree, sampleTreeCpu, type CpuSample } from "./process-cpu";
import { treeRssMb, watchPeakRss } from "./process-memory";

// The load part of `npm run bench`: many concurrent paced streams (the paced upstream in its own
// process) fetched directly, through the bare relay and through the built gateway, each checked byte
// for byte. It reports figures; only streams that differ or fail are a problem.

export interface LoadBenchOptions {
  streams: number;
  /** Content events (one token each) per stream. */
  tokens: number;
  /** Tokens per second per stream. */
  rate: number;
  /** The paced upstream's tick: each stream's events due within one share a write. */
  tickMs: number;
  protocol: Protocol;
  /** Concurrent streams of `tokens` at ten times the rate, through each relay, before measuring. */
  warmupStreams: number;
  /** When set, both relays run with --cpu-prof and write their profiles under here on exit. */
  cpuProfileDir?: string;
}

export const DEFAULT_LOAD_OPTIONS: LoadBenchOptions = {
  streams: 1000,
  tokens: 2000,
  rate: 200,
  tickMs: 10,
  protocol: "anthropic",
  warmupStreams: 100,
};

export interface LoadSide {
  run: LoadRun;
  upstreamCpuMs: number;
  /** The relay's process tree (relayed runs only). */
  relayCpuMs?: number;
  relayPeakRssMb?: number;
  /** Its resident memory after the warm-up, before the run. */
  relayIdleRssMb?: number;
}

export const LOAD_SIDES = ["direct", "bare", "gateway"] as const;
export type LoadSideName = (typeof LOAD_SIDES)[number];

export interface LoadFigures {
  options: LoadBenchOptions;
  fdLimit: number | undefined;
  sides: Record<LoadSideName, LoadSide>;
  problems: string[];
}

const cpuMs = (used: CpuSample) => (used.schedMicros ?? used.statMicros) / 1000;

/** The soft limit on open files: the client holds one socket per stream. */
function fdLimit(): number | undefined {
  try {
    const match = /^Max open files\s+(\d+)/m.exec(readFileSync("/proc/self/limits", "utf8"));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

function startPacedUpstream(tickMs: number): Promise<ChildServer> {
  return startChildServer({
    name: "paced upstream",
    args: ["--import", "tsx", path.resolve("e2e", "bench", "paced-upstream-main.ts"), "{port}", String(tickMs)],
    readyPath: "/health",
  });
}

function load(url: string, streams: number, options: LoadBenchOptions, expected: Buffer): Promise<LoadRun> {
  const body = JSON.stringify(REQUEST_BODY[options.protocol]);
  return runLoad({ url, streams, body, headers: REQUEST_HEADERS[options.protocol], expected });
}

async function measured(upstream: ChildServer, url: string, options: LoadBenchOptions, expected: Buffer, relay?: ChildServer): Promise<LoadSide> {
  const tree = relay ? processTree(relay.pid) : [];
  const relayIdleRssMb = relay ? treeRssMb(tree) : undefined;
  const upstreamBefore = sampleTreeCpu(upstream.pid);
  const relayBefore = relay ? sampleTreeCpu(relay.pid) : undefined;
  const peak = relay ? watchPeakRss(tree) : undefined;
  const run = await load(url, options.streams, options, expected);
  return {
    run,
    upstreamCpuMs: cpuMs(cpuBetween(upstreamBefore, sampleTreeCpu(upstream.pid))),
    relayCpuMs: relay && relayBefore ? cpuMs(cpuBetween(relayBefore, sampleTreeCpu(relay.pid))) : undefined,
    relayPeakRssMb: peak?.(),
    relayIdleRssMb,
  };
}

const profileArgs = (dir: string | undefined, name: string) =>
  dir ? ["--cpu-prof", `--cpu-prof-dir=${path.join(dir, name)}`] : [];

export async function runLoadBench(overrides: Partial<LoadBenchOptions> = {}): Promise<LoadFigures> {
  const options: LoadBenchOptions = { ...DEFAULT_LOAD_OPTIONS, ...overrides };
  const limit = fdLimit();
  if (limit !== undefined && limit < options.streams + 100) {
    throw new Error(`load: ${options.streams} streams need more open files than this process may have (${limit}); raise ulimit -n`);
  }
  const expected = Buffer.concat([...longStream(options.protocol, options.tokens)]);
  const query = (rate: number) => `?tokens=${options.tokens}&rate=${rate}`;
  const servers: ChildServer[] = [];
  try {
    const upstream = await startPacedUpstream(options.tickMs);
    servers.push(upstream);
    const gateway = await startNextServer({
      env: benchAppEnv(upstream.url),
      nodeArgs: profileArgs(options.cpuProfileDir, "load-gateway"),
    });
    servers.push(gateway);
    const bare = await startBareRelay(upstream.url, profileArgs(options.cpuProfileDir, "load-bare"));
    servers.push(bare);

    const relayPath = GATEWAY_PATH[options.protocol];
    for (const relay of [bare, gateway]) await load(relay.url + relayPath + query(options.rate * 10), options.warmupStreams, options, expected);
    const pace = query(options.rate);
    const sides: Record<LoadSideName, LoadSide> = {
      direct: await measured(upstream, upstream.url + UPSTREAM_PATH[options.protocol] + pace, options, expected),
      bare: await measured(upstream, bare.url + relayPath + pace, options, expected, bare),
      gateway: await measured(upstream, gateway.url + relayPath + pace, options, expected, gateway),
    };
    const problems = LOAD_SIDES.filter((side) => sides[side].run.differing > 0).map((side) => {
      const { run } = sides[side];
      const failures = run.failures.length ? `: ${run.failures.join("; ")}` : "";
      return `load ${side}: ${run.differing} of ${run.streams} streams differ from upstream's (${run.failed} failed${failures})`;
    });
    return { options, fdLimit: limit, sides, problems };
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
}
