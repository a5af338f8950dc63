import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type BrowserContext } from "@playwright/test";
import { historyZip } from "../support/history-zip";
import { benchAppEnv } from "./bench-targets";
import { CHROMIUM_ARGS, LONG_TASK_RECORDER } from "./browser-chromium";
import { jsHeap, type HeapFigures } from "./history-heap";
import { coldLoads, importHistory, type ColdLoadFigures, type ImportFigures } from "./history-import";
import { HISTORY_QUERIES } from "./history-queries";
import { runSearches, type SearchRun } from "./history-search";
import { startNextServer } from "./next-server";

// The history part of `npm run bench`: for each size, a made-up history of that many conversations
// (e2e/support/history-zip.ts) imported through Settings in a fresh Chromium profile (on disk, as a
// person's is), then `/` loaded afresh until the first row shows, the heap read, queries typed into the
// search box, and the heap read again. A size whose import does not finish within the cap is reported
// so and the next size runs; a measure that breaks is reported and the next size still runs.

export interface HistoryBenchOptions {
  sizes: number[];
  importCapS: number;
  searchCapS: number;
  /** Cold loads per size; the median is reported. */
  loads: number;
  keyDelayMs: number;
  settleMs: number;
}

export const DEFAULT_HISTORY_OPTIONS: HistoryBenchOptions = {
  sizes: [100, 1000, 10_000],
  importCapS: 300,
  searchCapS: 30,
  loads: 3,
  keyDelayMs: 60,
  settleMs: 1000,
};

export interface HistorySizeFigures {
  size: number;
  zipMb: number;
  import: ImportFigures | null;
  coldLoad: ColdLoadFigures | null;
  heapAfterLoad: HeapFigures | null;
  search: SearchRun | null;
  heapAfterSearch: HeapFigures | null;
}

export interface HistoryFigures {
  options: HistoryBenchOptions;
  sizes: HistorySizeFigures[];
  problems: string[];
}

/** How long after the first row the page is left before the heap is read (its first-screen work done). */
export const AFTER_LOAD_MS = 3000;

async function launchProfile(dir: string): Promise<BrowserContext> {
  const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath} (set CHROMIUM_PATH)`);
  return chromium.launchPersistentContext(dir, { executablePath, headless: true, args: CHROMIUM_ARGS, viewport: { width: 1280, height: 800 } });
}

async function measureSize(size: number, baseUrl: string, work: string, options: HistoryBenchOptions, problems: string[]): Promise<HistorySizeFigures> {
  const zip = await historyZip(size);
  const zipPath = path.join(work, `history-${size}.zip`);
  await writeFile(zipPath, zip);
  const figures: HistorySizeFigures = { size, zipMb: zip.length / 1024 / 1024, import: null, coldLoad: null, heapAfterLoad: null, search: null, heapAfterSearch: null };
  const profile = await mkdtemp(path.join(work, `profile-${size}-`));
  const context = await launchProfile(profile);
  const step = async <T>(what: string, run: () => Promise<T>): Promise<T | null> => {
    try {
      return await run();
    } catch (error) {
      problems.push(`${size} conversations, ${what}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
      return null;
    }
  };
  try {
    await context.addInitScript({ content: LONG_TASK_RECORDER });
    const importPage = context.pages()[0] ?? (await context.newPage());
    figures.import = await step("import", () => importHistory(importPage, baseUrl, zipPath, options.importCapS * 1000));
    await importPage.close();
    if (!figures.import?.done) return figures;
    const loaded = await step("cold load", () => coldLoads(context, baseUrl, options.loads, 120_000));
    if (!loaded) return figures;
    figures.coldLoad = loaded.figures;
    const page = loaded.page;
    await new Promise((resolve) => setTimeout(resolve, AFTER_LOAD_MS));
    figures.heapAfterLoad = await step("heap after load", () => jsHeap(context, page));
    figures.search = await step("search", () =>
      runSearches(page, HISTORY_QUERIES, {
        keyDelayMs: options.keyDelayMs,
        capMs: options.searchCapS * 1000,
        readyCapMs: options.importCapS * 1000,
        settleMs: options.settleMs,
      }),
    );
    figures.heapAfterSearch = await step("heap after search", () => jsHeap(context, page));
    return figures;
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
    await rm(zipPath, { force: true });
  }
}

export async function runHistoryBench(overrides: Partial<HistoryBenchOptions> = {}): Promise<HistoryFigures> {
  const options: HistoryBenchOptions = { ...DEFAULT_HISTORY_OPTIONS, ...overrides };
  const problems: string[] = [];
  const sizes: HistorySizeFigures[] = [];
  const work = await mkdtemp(path.join(tmpdir(), "moonlit-history-bench-"));
  try {
    // The app talks to no upstream here; the address only has to be a valid one.
    const server = await startNextServer({ env: benchAppEnv("http://127.0.0.1:9") });
    try {
      for (const size of options.sizes) {
        const figures = await measureSize(size, server.url, work, options, problems).catch((error: unknown) => {
          problems.push(`${size} conversations: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
          return null;
        });
        if (figures) sizes.push(figures);
      }
    } finally {
      await server.stop();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return { options, sizes, problems };
}
