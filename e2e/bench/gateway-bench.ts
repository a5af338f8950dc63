import path from "node:path";
import { startTestUpstream } from "../test-upstream";
import { requestVia, type BenchEndpoints } from "./bench-request";
import { benchAppEnv, PROTOCOLS, type Protocol } from "./bench-targets";
import type { ChildServer } from "./child-server";
import { startBareRelay } from "./start-bare-relay";
import { startNextServer } from "./next-server";
import { processTree } from "./process-cpu";
import { measureIdle, measureStream, type IdleRate, type StreamFigures } from "./stream-bench";
import { measureRequestFloor, measureTtfb, type RequestFloor, type TtfbFigures } from "./ttfb-bench";

// The gateway part of `npm run bench`: the built app under `next start` beside a bare relay (undici
// fetch piped into a node:http response, its own process), the test upstream in this process; long
// streams direct, bare and through the gateway (plain, and keeping a resumable reply as the browser
// chat asks), then short requests for time to first byte. It
// reports figures; only a broken relay (bytes differ, a server that does not start) is a failure.

export interface GatewayBenchOptions {
  sizes: number[];
  protocols: Protocol[];
  reps: number;
  /** Rounds of short requests (direct, bare, gateway) per protocol. */
  ttfbRounds: number;
  /** Content events in each short TTFB reply. */
  ttfbEvents: number;
  idleMs: number;
  /** Events each relay streams before anything is measured: until the JIT has compiled the hot paths
   * and the heap has settled, the gateway (a far larger program than the bare relay) pays more. */
  warmupEvents: number;
  /** When set, both relays run with --cpu-prof and write their profiles here on exit. */
  cpuProfileDir?: string;
}

export const DEFAULT_GATEWAY_OPTIONS: GatewayBenchOptions = {
  sizes: [20_000, 200_000],
  protocols: [...PROTOCOLS],
  reps: 5,
  ttfbRounds: 50,
  ttfbEvents: 5,
  idleMs: 1000,
  warmupEvents: 1_000_000,
};

export interface GatewayFigures {
  options: GatewayBenchOptions;
  serverPid: number;
  /** How many processes the server tree had while measured. */
  serverProcesses: number;
  idle: { bare: IdleRate; gateway: IdleRate };
  streams: StreamFigures[];
  ttfb: TtfbFigures[];
  floor: RequestFloor;
  /** What broke (bytes that differ); empty when both relays were faithful. */
  problems: string[];
}

const profileArgs = (dir: string | undefined, name: string) =>
  dir ? ["--cpu-prof", `--cpu-prof-dir=${path.join(dir, name)}`] : [];

const WARMUP_STREAM = 200_000;
const RELAYS = ["bare", "gateway", "resumable"] as const;

async function warmUp(ends: BenchEndpoints, protocols: Protocol[], events: number): Promise<void> {
  for (const protocol of protocols) {
    await requestVia(ends, "direct", protocol, 20_000);
    for (const route of RELAYS) {
      for (let i = 0; i < 20; i++) await requestVia(ends, route, protocol, 5);
    }
  }
  for (let streamed = 0, turn = 0; streamed < events; streamed += WARMUP_STREAM, turn++) {
    const protocol = protocols[turn % protocols.length];
    for (const route of RELAYS) await requestVia(ends, route, protocol, WARMUP_STREAM);
  }
}

export async function runGatewayBench(overrides: Partial<GatewayBenchOptions> = {}): Promise<GatewayFigures> {
  const options: GatewayBenchOptions = { ...DEFAULT_GATEWAY_OPTIONS, ...overrides };
  const upstream = await startTestUpstream();
  const servers: ChildServer[] = [];
  try {
    const server = await startNextServer({
      env: benchAppEnv(upstream.url),
      nodeArgs: profileArgs(options.cpuProfileDir, "gateway"),
    });
    servers.push(server);
    const bareRelay = await startBareRelay(upstream.url, profileArgs(options.cpuProfileDir, "bare"));
    servers.push(bareRelay);

    const ends: BenchEndpoints = { upstream, gatewayUrl: server.url, bareUrl: bareRelay.url };
    await warmUp(ends, options.protocols, options.warmupEvents);
    const idle = { bare: await measureIdle(bareRelay.pid, options.idleMs), gateway: await measureIdle(server.pid, options.idleMs) };
    const serverProcesses = processTree(server.pid).length;
    const measured = { bare: { pid: bareRelay.pid, idle: idle.bare }, gateway: { pid: server.pid, idle: idle.gateway } };

    const streams: StreamFigures[] = [];
    for (const events of options.sizes) {
      for (const protocol of options.protocols) {
        streams.push(await measureStream(ends, measured, protocol, events, options.reps));
      }
    }
    const ttfb: TtfbFigures[] = [];
    for (const protocol of options.protocols) {
      ttfb.push(await measureTtfb(ends, protocol, options.ttfbRounds, options.ttfbEvents));
    }

    const floor = await measureRequestFloor(ends, options.ttfbRounds);

    const problems = [
      ...streams.flatMap((s) =>
        RELAYS.filter((relay) => !s[relay].allIdentical).map((relay) => `${s.protocol} ${s.events} events: the ${relay} relay's bytes differ from upstream's`),
      ),
      ...streams
        .filter((s) => !s.reattachIdentical)
        .map((s) => `${s.protocol} ${s.events} events: the resumable reply picked up again differs from what was relayed`),
      ...ttfb.filter((t) => !t.allIdentical).map((t) => `${t.protocol} short replies: relayed bytes differ from upstream's`),
    ];
    return { options, serverPid: server.pid, serverProcesses, idle, streams, ttfb, floor, problems };
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await upstream.close();
  }
}
