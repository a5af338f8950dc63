import { startTestUpstream } from "../test-upstream";
import { launchChromium } from "./browser-chromium";
import { measureFirstLoad, type FirstLoadFigures } from "./browser-first-load";
import { measureDocumentConversation, type DocumentFigures } from "./browser-document";
import { measureOpen, type OpenFigures } from "./browser-open";
import { measureStreaming, type StreamFigures } from "./browser-stream";
import { startUpstreamTap } from "./browser-tap";
import { benchAppEnv } from "./bench-targets";
import { startNextServer } from "./next-server";

// The browser part of `npm run bench`: the built app under `next start`, its upstream the test
// upstream (through a tap that timestamps the bytes), driven by headless Chromium. Each measure runs
// in its own browser context; a measure that breaks is reported and the others still run.

export interface BrowserBenchOptions {
  /** Conversation sizes (messages) to open; the ratio is last/first. Empty: skip. */
  openSizes: number[];
  openReps: number;
  /** Estimated tokens of the document a conversation holds, opened and scrolled; 0: skip. */
  documentTokens: number;
  streamTokens: number[];
  tokensPerEvent: number;
  dripMs: number;
  /** Measure the first-load JS of `/`. */
  firstLoad: boolean;
  /** Write the page's CPU profile over each stream here. */
  cpuProfileDir?: string;
}

export const DEFAULT_BROWSER_OPTIONS: BrowserBenchOptions = {
  openSizes: [20, 2000],
  openReps: 5,
  documentTokens: 900_000,
  streamTokens: [10_000, 100_000],
  tokensPerEvent: 20,
  // setTimeout(17) plus the write lands near 20 ms per event on this machine: ~1,000 tokens/s.
  dripMs: 17,
  firstLoad: true,
};

export interface BrowserFigures {
  options: BrowserBenchOptions;
  open: OpenFigures[] | null;
  document: DocumentFigures | null;
  streams: StreamFigures[];
  firstLoad: FirstLoadFigures | null;
  problems: string[];
}

async function attempt<T>(what: string, problems: string[], run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    problems.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

export async function runBrowserBench(overrides: Partial<BrowserBenchOptions> = {}): Promise<BrowserFigures> {
  const options: BrowserBenchOptions = { ...DEFAULT_BROWSER_OPTIONS, ...overrides };
  const problems: string[] = [];
  const upstream = await startTestUpstream();
  const tap = await startUpstreamTap(upstream.url);
  try {
    const server = await startNextServer({
      env: benchAppEnv(tap.url),
    });
    try {
      const browser = await launchChromium();
      try {
        const firstLoad = options.firstLoad ? await attempt("first-load JS", problems, () => measureFirstLoad(browser, server.url)) : null;
        const open = options.openSizes.length === 0 ? null : await attempt("open", problems, async () => {
          const context = await browser.newContext();
          try {
            return await measureOpen(context, server.url, { sizes: options.openSizes, reps: options.openReps });
          } finally {
            await context.close();
          }
        });
        const document = options.documentTokens <= 0 ? null : await attempt("a conversation holding a document", problems, async () => {
          const context = await browser.newContext();
          try {
            return await measureDocumentConversation(context, server.url, options.documentTokens);
          } finally {
            await context.close();
          }
        });
        const streams: StreamFigures[] = [];
        for (const tokens of options.streamTokens) {
          const figures = await attempt(`streaming ${tokens} tokens`, problems, async () => {
            const context = await browser.newContext();
            try {
              return await measureStreaming(context, server.url, upstream, tap, {
                tokens,
                tokensPerEvent: options.tokensPerEvent,
                dripMs: options.dripMs,
                cpuProfileDir: options.cpuProfileDir,
              });
            } finally {
              await context.close();
              upstream.reset();
            }
          });
          if (figures) streams.push(figures);
        }
        return { options, open, document, streams, firstLoad, problems };
      } finally {
        await browser.close();
      }
    } finally {
      await server.stop();
    }
  } finally {
    await tap.close();
    await upstream.close();
  }
}
