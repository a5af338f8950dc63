import path from "node:path";
import { PROTOCOLS, type Protocol } from "./bench-targets";
import type { BrowserBenchOptions } from "./browser-bench";
import type { DocumentsBenchOptions } from "./documents-bench";
import type { GatewayBenchOptions } from "./gateway-bench";
import type { HistoryBenchOptions } from "./history-bench";
import type { LoadBenchOptions } from "./load-bench";

// The bench's knobs, read from the environment (listed in run.ts and the README).

function numbers(name: string): number[] | undefined {
  const raw = process.env[name];
  if (!raw) return undefined;
  const values = raw.split(",").map((part) => Number(part.trim()));
  if (values.some((value) => !Number.isInteger(value) || value <= 0)) throw new Error(`${name} must list positive integers`);
  return values;
}

export function gatewayOptions(): Partial<GatewayBenchOptions> {
  const options: Partial<GatewayBenchOptions> = {};
  const sizes = numbers("BENCH_SIZES");
  if (sizes) options.sizes = sizes;
  const reps = numbers("BENCH_REPS");
  if (reps) options.reps = reps[0];
  const warmup = numbers("BENCH_WARMUP_EVENTS");
  if (warmup) options.warmupEvents = warmup[0];
  const rounds = numbers("BENCH_TTFB_ROUNDS");
  if (rounds) options.ttfbRounds = rounds[0];
  const protocols = protocolList("BENCH_PROTOCOLS");
  if (protocols) options.protocols = protocols;
  if (process.env.BENCH_CPU_PROF) options.cpuProfileDir = path.resolve(process.env.BENCH_CPU_PROF);
  return options;
}

function protocolList(name: string): Protocol[] | undefined {
  const protocols = process.env[name]?.split(",").map((p) => p.trim());
  if (!protocols) return undefined;
  const unknown = protocols.filter((p) => !(PROTOCOLS as readonly string[]).includes(p));
  if (unknown.length > 0) throw new Error(`${name}: unknown ${unknown.join(", ")}`);
  return protocols as Protocol[];
}

export function loadOptions(): Partial<LoadBenchOptions> {
  const options: Partial<LoadBenchOptions> = {};
  const knobs = { streams: "BENCH_LOAD_STREAMS", tokens: "BENCH_LOAD_TOKENS", rate: "BENCH_LOAD_RATE", tickMs: "BENCH_LOAD_TICK_MS" } as const;
  for (const [key, name] of Object.entries(knobs) as [keyof typeof knobs, string][]) {
    const value = numbers(name);
    if (value) options[key] = value[0];
  }
  const protocol = protocolList("BENCH_LOAD_PROTOCOL");
  if (protocol) options.protocol = protocol[0];
  const resumable = process.env.BENCH_LOAD_RESUMABLE?.trim();
  if (resumable) {
    if (resumable !== "both" && resumable !== "only" && resumable !== "off") throw new Error("BENCH_LOAD_RESUMABLE must be both, only or off");
    options.resumable = resumable;
  }
  if (process.env.BENCH_CPU_PROF) options.cpuProfileDir = path.resolve(process.env.BENCH_CPU_PROF);
  return options;
}

/** Set but blank (`NAME=` or `NAME= `): skip that measure. */
function blank(name: string): boolean {
  const raw = process.env[name];
  return raw !== undefined && raw.trim() === "";
}

export function browserOptions(): Partial<BrowserBenchOptions> {
  const options: Partial<BrowserBenchOptions> = {};
  const openSizes = blank("BENCH_OPEN_SIZES") ? [] : numbers("BENCH_OPEN_SIZES");
  if (openSizes) options.openSizes = openSizes;
  const documentTokens = blank("BENCH_DOCUMENT_TOKENS") ? [0] : numbers("BENCH_DOCUMENT_TOKENS");
  if (documentTokens) options.documentTokens = documentTokens[0] ?? 0;
  const openReps = numbers("BENCH_OPEN_REPS");
  if (openReps) options.openReps = openReps[0];
  const tokens = blank("BENCH_STREAM_TOKENS") ? [] : numbers("BENCH_STREAM_TOKENS");
  if (tokens) options.streamTokens = tokens;
  if (process.env.BENCH_FIRST_LOAD === "0") options.firstLoad = false;
  if (process.env.BENCH_CPU_PROF) options.cpuProfileDir = path.resolve(process.env.BENCH_CPU_PROF);
  return options;
}


export function documentsOptions(): Partial<DocumentsBenchOptions> {
  const options: Partial<DocumentsBenchOptions> = {};
  const pages = numbers("BENCH_DOCUMENT_PAGES");
  if (pages) options.pages = pages[0];
  // 0 skips the scan, so this one is read by hand: numbers() takes positive integers only.
  const scan = process.env.BENCH_SCAN_PAGES;
  if (scan !== undefined) {
    if (!/^\d+$/.test(scan.trim())) throw new Error("BENCH_SCAN_PAGES must be a whole number (0 skips the scan)");
    options.scanPages = Number(scan.trim());
  }
  const reps = numbers("BENCH_DOCUMENT_REPS");
  if (reps) options.reps = reps[0];
  return options;
}

export function historyOptions(): Partial<HistoryBenchOptions> {
  const options: Partial<HistoryBenchOptions> = {};
  const sizes = numbers("BENCH_HISTORY_SIZES");
  if (sizes) options.sizes = sizes;
  const knobs = { importCapS: "BENCH_HISTORY_IMPORT_CAP_S", searchCapS: "BENCH_HISTORY_SEARCH_CAP_S", loads: "BENCH_HISTORY_LOADS", keyDelayMs: "BENCH_HISTORY_KEY_MS" } as const;
  for (const [key, name] of Object.entries(knobs) as [keyof typeof knobs, string][]) {
    const value = numbers(name);
    if (value) options[key] = value[0];
  }
  return options;
}
