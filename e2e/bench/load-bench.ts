import { readFileSync } from "node:fs";
import path from "node:path";
import { longStream } from "../test-upstream";
import { newReplyId, RESUME_ID_HEADER } from "./bench-request";
import { compareBytes } from "./byte-compare";
import { benchAppEnv, GATEWAY_PATH, REQUEST_BODY, REQUEST_HEADERS, UPSTREAM_PATH, type Protocol } from "./bench-targets";
import { startChildServer, type ChildServer } from "./child-server";
import { startBareRelay } from "./start-bare-relay";
import { runLoad, type LoadRun } from "./load-client";
import { startNextServer } from "./next-server";
import { cpuBetween, processTree, sampleTreeCpu, type CpuSample } from "./process-cpu";
import { treeRssMb, watchPeakRss } from "./process-memory";

// The load part of `npm run bench`: many concurrent paced streams (the paced upstream in its own
// process) fetched directly, through the bare relay and through the built gateway (plain, and keeping
// every reply for a page to pick up, as the browser chat asks), each checked byte for byte. It
// reports figures; only streams that differ or fail are a problem.

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
  /** Resumable streams through the gateway: beside the plain ones, instead of them, or not at all. */
  resumable: "both" | "only" | "off";
}

export const DEFAULT_LOAD_OPTIONS: LoadBenchOptions = {
  streams: 1000,
  tokens: 2000,
  rate: 200,
  tickMs: 10,
  protocol: "anthropic",
  warmupStreams: 100,
  resumable: "both",
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

export const LOAD_SIDES = ["direct", "bare", "gateway", "resumable"] as const;
export type LoadSideName = (typeof LOAD_SIDES)[number];

/** The sides a run measures: direct always, as the others' yardstick. */
export function loadSides(resumable: LoadBenchOptions["resumable"]): LoadSideName[] {
  if (resumable === "only") return ["direct", "bare", "resumable"];
  return resumable === "off" ? ["direct", "bare", "gateway"] : [...LOAD_SIDES];
}

export interface LoadFigures {
  options: LoadBenchOptions;
  fdLimit: number | undefined;
  sides: Partial<Record<LoadSideName, LoadSide>> & { direct: LoadSide };
  /** Bytes the resumable streams left kept in the gateway (their relayed bytes), when they ran. */
  keptBytes?: number;
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

/** The ids of the resumable replies asked for, to pick some up again afterwards. */
const askedIds: string[] = [];

function load(url: string, streams: number, options: LoadBenchOptions, expected: Buffer, resumable = false): Promise<LoadRun> {
  const body = JSON.stringify(REQUEST_BODY[options.protocol]);
  const ownHeaders = resumable
    ? () => {
        const id = newReplyId();
        askedIds.push(id);
        return { [RESUME_ID_HEADER]: id };
      }
    : undefined;
  return runLoad({ url, streams, body, headers: REQUEST_HEADERS[options.protocol], ownHeaders, expected });
}

async function measured(
  upstream: ChildServer,
  url: string,
  options: LoadBenchOptions,
  expected: Buffer,
  relay?: ChildServer,
  resumable = false,
): Promise<LoadSide> {
  const tree = relay ? processTree(relay.pid) : [];
  const relayIdleRssMb = relay ? treeRssMb(tree) : undefined;
  const upstreamBefore = sampleTreeCpu(upstream.pid);
  const relayBefore = relay ? sampleTreeCpu(relay.pid) : undefined;
  const peak = relay ? watchPeakRss(tree) : undefined;
  const run = await load(url, options.streams, options, expected, resumable);
  return {
    run,
    upstreamCpuMs: cpuMs(cpuBetween(upstreamBefore, sampleTreeCpu(upstream.pid))),
    relayCpuMs: relay && relayBefore ? cpuMs(cpuBetween(relayBefore, sampleTreeCpu(relay.pid))) : undefined,
    relayPeakRssMb: peak?.(),
    relayIdleRssMb,
  };
}

/** Kept replies picked up again after the run, from byte 0: each must be upstream's stream whole. */
export const PICK_UP_SAMPLE = 20;

async function pickedUpAgain(gatewayUrl: string, ids: string[], expected: Buffer): Promise<string[]> {
  const problems: string[] = [];
  for (const id of ids) {
    const response = await fetch(`${gatewayUrl}/api/replies/${id}?offset=0`);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) problems.push(`load resumable: reply ${id} could not be picked up again (${response.status})`);
    else if (!compareBytes(expected, bytes).identical) problems.push(`load resumable: reply ${id} picked up again differs from upstream's`);
  }
  return problems;
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
    const chosen = loadSides(options.resumable);
    const sides: LoadFigures["sides"] = { direct: await measured(upstream, upstream.url + UPSTREAM_PATH[options.protocol] + pace, options, expected) };
    if (chosen.includes("bare")) sides.bare = await measured(upstream, bare.url + relayPath + pace, options, expected, bare);
    if (chosen.includes("gateway")) sides.gateway = await measured(upstream, gateway.url + relayPath + pace, options, expected, gateway);
    // Last, so the replies it leaves kept (for ten minutes) weigh on no other side.
    if (chosen.includes("resumable")) sides.resumable = await measured(upstream, gateway.url + relayPath + pace, options, expected, gateway, true);
    const problems = chosen.flatMap((side) => {
      const run = sides[side]?.run;
      if (!run || run.differing === 0) return [];
      const failures = run.failures.length ? `: ${run.failures.join("; ")}` : "";
      return [`load ${side}: ${run.differing} of ${run.streams} streams differ from upstream's (${run.failed} failed${failures})`];
    });
    const keptBytes = sides.resumable ? sides.resumable.run.bytes : undefined;
    if (sides.resumable) problems.push(...(await pickedUpAgain(gateway.url, askedIds.slice(-PICK_UP_SAMPLE), expected)));
    return { options, fdLimit: limit, sides, keptBytes, problems };
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
}
