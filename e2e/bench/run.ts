// `npm run bench`: figures, not verdicts. Exits non-zero only when something broke (a server that
// does not start, relayed bytes that differ), never because of a timing.
// Knobs: BENCH_PARTS=gateway,browser (default both, in that order)
//        gateway: BENCH_SIZES=20000,200000  BENCH_PROTOCOLS=anthropic,openai  BENCH_REPS=3  BENCH_TTFB_ROUNDS=50
//                 BENCH_WARMUP_EVENTS=1000000 (per relay, before measuring)
//        BENCH_CPU_PROF=/tmp/prof (profile the server with --cpu-prof)
//        browser: BENCH_OPEN_SIZES=20,2000  BENCH_OPEN_REPS=5  BENCH_STREAM_TOKENS=10000,100000
//                 (set to empty, e.g. `BENCH_OPEN_SIZES= `, to skip that measure)  BENCH_FIRST_LOAD=0 (skip)
//        CHROMIUM_PATH=/usr/bin/chromium

import { statSync } from "node:fs";
import path from "node:path";
import { PROTOCOLS, type Protocol } from "./bench-targets";
import { runBrowserBench, type BrowserBenchOptions } from "./browser-bench";
import { formatBrowserFigures } from "./browser-report";
import { runGatewayBench, type GatewayBenchOptions } from "./gateway-bench";
import { formatGatewayFigures } from "./gateway-report";

function numbers(name: string): number[] | undefined {
  const raw = process.env[name];
  if (!raw) return undefined;
  const values = raw.split(",").map((part) => Number(part.trim()));
  if (values.some((value) => !Number.isInteger(value) || value <= 0)) throw new Error(`${name} must list positive integers`);
  return values;
}

function gatewayOptions(): Partial<GatewayBenchOptions> {
  const options: Partial<GatewayBenchOptions> = {};
  const sizes = numbers("BENCH_SIZES");
  if (sizes) options.sizes = sizes;
  const reps = numbers("BENCH_REPS");
  if (reps) options.reps = reps[0];
  const warmup = numbers("BENCH_WARMUP_EVENTS");
  if (warmup) options.warmupEvents = warmup[0];
  const rounds = numbers("BENCH_TTFB_ROUNDS");
  if (rounds) options.ttfbRounds = rounds[0];
  const protocols = process.env.BENCH_PROTOCOLS?.split(",").map((p) => p.trim());
  if (protocols) {
    const unknown = protocols.filter((p) => !(PROTOCOLS as readonly string[]).includes(p));
    if (unknown.length > 0) throw new Error(`BENCH_PROTOCOLS: unknown ${unknown.join(", ")}`);
    options.protocols = protocols as Protocol[];
  }
  if (process.env.BENCH_CPU_PROF) options.cpuProfileDir = path.resolve(process.env.BENCH_CPU_PROF);
  return options;
}

/** Set but blank (`NAME=` or `NAME= `): skip that measure. */
function blank(name: string): boolean {
  const raw = process.env[name];
  return raw !== undefined && raw.trim() === "";
}

function browserOptions(): Partial<BrowserBenchOptions> {
  const options: Partial<BrowserBenchOptions> = {};
  const openSizes = blank("BENCH_OPEN_SIZES") ? [] : numbers("BENCH_OPEN_SIZES");
  if (openSizes) options.openSizes = openSizes;
  const openReps = numbers("BENCH_OPEN_REPS");
  if (openReps) options.openReps = openReps[0];
  const tokens = blank("BENCH_STREAM_TOKENS") ? [] : numbers("BENCH_STREAM_TOKENS");
  if (tokens) options.streamTokens = tokens;
  if (process.env.BENCH_FIRST_LOAD === "0") options.firstLoad = false;
  return options;
}

const PARTS = ["gateway", "browser"] as const;
type Part = (typeof PARTS)[number];

function parts(): Part[] {
  const raw = process.env.BENCH_PARTS;
  if (!raw) return [...PARTS];
  const chosen = raw.split(",").map((p) => p.trim()).filter(Boolean);
  const unknown = chosen.filter((p) => !(PARTS as readonly string[]).includes(p));
  if (unknown.length > 0) throw new Error(`BENCH_PARTS: unknown ${unknown.join(", ")} (use ${PARTS.join(",")})`);
  return PARTS.filter((p) => chosen.includes(p));
}

async function main(): Promise<void> {
  const build = statSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"), { throwIfNoEntry: false });
  console.log(`moonlit bench: node ${process.version}, build ${build ? build.mtime.toISOString() : "missing"}`);
  const started = performance.now();
  const chosen = parts();
  if (chosen.includes("gateway")) {
    const gateway = await runGatewayBench(gatewayOptions());
    console.log(formatGatewayFigures(gateway));
    if (gateway.problems.length > 0) process.exitCode = 1;
  }
  if (chosen.includes("browser")) {
    if (chosen.includes("gateway")) console.log("");
    const browser = await runBrowserBench(browserOptions());
    console.log(formatBrowserFigures(browser));
    if (browser.problems.length > 0) process.exitCode = 1;
  }
  console.log(`(bench took ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
