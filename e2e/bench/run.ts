// `npm run bench`: figures, not verdicts. Exits non-zero only when something broke (a server that
// does not start, relayed bytes that differ), never because of a timing.
// Knobs: BENCH_PARTS=gateway,load,browser,documents,history (default all five, in that order)
//        gateway: BENCH_SIZES=20000,200000  BENCH_PROTOCOLS=anthropic,openai  BENCH_REPS=5  BENCH_TTFB_ROUNDS=50
//                 BENCH_WARMUP_EVENTS=1000000 (per relay, before measuring)
//                 (each relay is measured plain and resumable: x-moonlit-resume-id, as the browser chat asks)
//        load: BENCH_LOAD_STREAMS=1000  BENCH_LOAD_TOKENS=2000  BENCH_LOAD_RATE=200 (tokens/s per stream)
//              BENCH_LOAD_TICK_MS=10 (the paced upstream's write interval)  BENCH_LOAD_PROTOCOL=anthropic
//              BENCH_LOAD_RESUMABLE=both|only|off (resumable streams through the gateway beside the plain ones, instead, or not)
//        BENCH_CPU_PROF=/tmp/prof (profile the gateway and the bare relay with --cpu-prof, and the page
//                 over each browser stream: stream-<tokens>.cpuprofile)
//        browser: BENCH_OPEN_SIZES=20,2000  BENCH_OPEN_REPS=5  BENCH_DOCUMENT_TOKENS=900000  BENCH_STREAM_TOKENS=10000,100000
//                 (set to empty, e.g. `BENCH_OPEN_SIZES= `, to skip that measure)  BENCH_FIRST_LOAD=0 (skip)
//        documents: BENCH_DOCUMENT_PAGES=500  BENCH_SCAN_PAGES=10 (0: skip)  BENCH_DOCUMENT_REPS=3
//        history: BENCH_HISTORY_SIZES=100,1000,10000 (conversations, each imported into a fresh profile)
//                 BENCH_HISTORY_IMPORT_CAP_S=300  BENCH_HISTORY_SEARCH_CAP_S=30  BENCH_HISTORY_LOADS=3  BENCH_HISTORY_KEY_MS=60
//        CHROMIUM_PATH=/usr/bin/chromium

import { statSync } from "node:fs";
import path from "node:path";
import { runBrowserBench } from "./browser-bench";
import { formatBrowserFigures } from "./browser-report";
import { runDocumentsBench } from "./documents-bench";
import { formatDocumentsFigures } from "./documents-report";
import { runGatewayBench } from "./gateway-bench";
import { formatGatewayFigures } from "./gateway-report";
import { runHistoryBench } from "./history-bench";
import { formatHistoryFigures } from "./history-report";
import { browserOptions, documentsOptions, gatewayOptions, historyOptions, loadOptions } from "./knobs";
import { runLoadBench } from "./load-bench";
import { formatLoadFigures } from "./load-report";

const PARTS = ["gateway", "load", "browser", "documents", "history"] as const;
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
  if (chosen.includes("load")) {
    if (chosen.indexOf("load") > 0) console.log("");
    const load = await runLoadBench(loadOptions());
    console.log(formatLoadFigures(load));
    if (load.problems.length > 0) process.exitCode = 1;
  }
  if (chosen.includes("browser")) {
    if (chosen.indexOf("browser") > 0) console.log("");
    const browser = await runBrowserBench(browserOptions());
    console.log(formatBrowserFigures(browser));
    if (browser.problems.length > 0) process.exitCode = 1;
  }
  if (chosen.includes("documents")) {
    if (chosen.indexOf("documents") > 0) console.log("");
    const documents = await runDocumentsBench(documentsOptions());
    console.log(formatDocumentsFigures(documents));
    if (documents.problems.length > 0) process.exitCode = 1;
  }
  if (chosen.includes("history")) {
    if (chosen.indexOf("history") > 0) console.log("");
    const history = await runHistoryBench(historyOptions());
    console.log(formatHistoryFigures(history));
    if (history.problems.length > 0) process.exitCode = 1;
  }
  console.log(`(bench took ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
