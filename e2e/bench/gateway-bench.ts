import { startTestUpstream } from "../test-upstream";
import type { BenchEndpoints } from "./bench-request";
import { requestVia } from "./bench-request";
import { PROTOCOLS, type Protocol } from "./bench-targets";
import { startNextServer } from "./next-server";
import { processTree } from "./process-cpu";
import { measureIdle, measureStream, type IdleRate, type StreamFigures } from "./stream-bench";
import { measureTtfb, type TtfbFigures } from "./ttfb-bench";

// The gateway part of `npm run bench`: the built app under `next start`, the test upstream in this
// process, long streams direct and relayed, then short requests for time to first byte. It reports
// figures; only a broken relay (bytes differ, a server that does not start) is a failure.

export interface GatewayBenchOptions {
  sizes: number[];
  protocols: Protocol[];
  reps: number;
  ttfbPairs: number;
  /** Content events in each short TTFB reply. */
  ttfbEvents: number;
  idleMs: number;
  /** When set, the server runs with --cpu-prof and writes its profile here on exit. */
  cpuProfileDir?: string;
}

export const DEFAULT_GATEWAY_OPTIONS: GatewayBenchOptions = {
  sizes: [20_000, 200_000],
  protocols: [...PROTOCOLS],
  reps: 3,
  ttfbPairs: 50,
  ttfbEvents: 5,
  idleMs: 1000,
};

export interface GatewayFigures {
  options: GatewayBenchOptions;
  serverPid: number;
  /** How many processes the server tree had while measured. */
  serverProcesses: number;
  idle: IdleRate;
  streams: StreamFigures[];
  ttfb: TtfbFigures[];
  /** What broke (bytes that differ); empty when the relay was faithful. */
  problems: string[];
}

async function warmUp(ends: BenchEndpoints, protocols: Protocol[]): Promise<void> {
  for (const protocol of protocols) {
    for (let i = 0; i < 5; i++) await requestVia(ends, "relayed", protocol, 20);
    await requestVia(ends, "relayed", protocol, 20_000);
    await requestVia(ends, "direct", protocol, 20_000);
  }
}

export async function runGatewayBench(overrides: Partial<GatewayBenchOptions> = {}): Promise<GatewayFigures> {
  const options: GatewayBenchOptions = { ...DEFAULT_GATEWAY_OPTIONS, ...overrides };
  const upstream = await startTestUpstream();
  try {
    const server = await startNextServer({
      env: { EVOLINK_API_KEY: "bench-key", EVOLINK_BASE_URL: upstream.url, EVOLINK_FALLBACK_BASE_URL: "", ACCESS_CODE: "" },
      nodeArgs: options.cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${options.cpuProfileDir}`] : [],
    });
    try {
      const ends: BenchEndpoints = { upstream, gatewayUrl: server.url };
      await warmUp(ends, options.protocols);
      const idle = await measureIdle(server.pid, options.idleMs);
      const serverProcesses = processTree(server.pid).length;

      const streams: StreamFigures[] = [];
      for (const events of options.sizes) {
        for (const protocol of options.protocols) {
          streams.push(await measureStream(ends, server.pid, idle, protocol, events, options.reps));
        }
      }
      const ttfb: TtfbFigures[] = [];
      for (const protocol of options.protocols) {
        ttfb.push(await measureTtfb(ends, protocol, options.ttfbPairs, options.ttfbEvents));
      }

      const problems = [
        ...streams
          .filter((s) => !s.allIdentical)
          .map((s) => `${s.protocol} ${s.events} events: relayed bytes differ from upstream's`),
        ...ttfb.filter((t) => !t.allIdentical).map((t) => `${t.protocol} short replies: relayed bytes differ from upstream's`),
      ];
      return { options, serverPid: server.pid, serverProcesses, idle, streams, ttfb, problems };
    } finally {
      await server.stop();
    }
  } finally {
    await upstream.close();
  }
}
