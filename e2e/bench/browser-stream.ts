import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import type { TestUpstream } from "../test-upstream";
import { LONG_TASK_RECORDER, longTaskShare, longTasks, mainThreadWork, workBetween, type MainThreadWork } from "./browser-chromium";
import { anthropicTextSse, benchMarkdown, CHARS_PER_TOKEN, textDeltas } from "./browser-markdown";
import type { UpstreamTap } from "./browser-tap";

// A long markdown reply streamed by the test upstream at a steady rate, sent through the UI (type in
// "Message", press Enter). Measures the page's long tasks over the stream, and over the whole turn
// from pressing Send to the reply's end (Send shown again, after the final save), and the delay from the
// upstream's write of the final delta (seen by the tap) to that text being painted (found by a
// MutationObserver, stamped after two animation frames), and the main thread's script time over the
// stream (CDP Performance metrics, read once the first bytes arrive and once the final text is
// painted). All times are Date.now() on one machine.

export interface StreamBenchOptions {
  tokens: number;
  tokensPerEvent: number;
  dripMs: number;
  /** Write the page's CPU profile over the stream here (`stream-<tokens>.cpuprofile`). */
  cpuProfileDir?: string;
}

export interface StreamFigures extends StreamBenchOptions {
  events: number;
  chars: number;
  /** First response bytes → final delta written, ms. */
  streamMs: number;
  tokensPerSecond: number;
  /** The page's main-thread work from the first bytes to the final text painted. */
  work: MainThreadWork;
  /** Its script time over the same interval's wall-clock duration. */
  scriptShare: number;
  /** Long-task time within [first bytes, final text painted]. */
  longTaskMs: number;
  longTaskShare: number;
  longestTaskMs: number;
  longTaskCount: number;
  /** The longest main-thread task from pressing Send to the end of the reply (Send back), ms; 0 if none over 50 ms. */
  sendToEndLongestMs: number;
  /** When that task started, ms after pressing Send. */
  sendToEndLongestAtMs: number;
  sendToEndTaskCount: number;
  /** Final delta written → final text in the DOM, ms. */
  lastTokenToDomMs: number;
  /** Final delta written → the frame after the one that showed it, ms. */
  lastTokenToPaintMs: number;
  /** True when the observer missed and a 50 ms poll found the text (coarser). */
  polled: boolean;
  /** No Long Tasks API in this browser. */
  noLongTasks: boolean;
}

// Watches for the marker in what the renderer adds or changes; once seen, stamps Date.now() and,
// two animation frames later, the painted time.
const PAINT_WATCHER = `(marker) => {
  const done = (found) => {
    observer.disconnect();
    window.__benchPaint = { domAt: found, paintedAt: 0 };
    requestAnimationFrame(() => requestAnimationFrame(() => { window.__benchPaint.paintedAt = Date.now(); }));
  };
  const hit = (node) => (node.nodeType === 3 ? node.data : node.textContent || "").includes(marker);
  const observer = new MutationObserver((records) => {
    const now = Date.now();
    for (const record of records) {
      if (record.type === "characterData" ? hit(record.target) : Array.from(record.addedNodes).some(hit)) return done(now);
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  window.__benchPaint = null;
}`;

function lastAssistantText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const articles = document.querySelectorAll('article[aria-label="Assistant message"]');
    return articles[articles.length - 1]?.textContent ?? "";
  });
}

async function waitFor<T>(what: string, poll: () => T | undefined | Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await poll();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function measureStreaming(
  context: BrowserContext,
  baseUrl: string,
  upstream: TestUpstream,
  tap: UpstreamTap,
  options: StreamBenchOptions,
): Promise<StreamFigures> {
  const marker = `moonlitstreamend${options.tokens}`;
  const text = benchMarkdown(options.tokens, marker);
  const deltas = textDeltas(text, options.tokensPerEvent * CHARS_PER_TOKEN, marker);
  const expectedMs = deltas.length * options.dripMs;
  upstream.enqueue({ path: "/v1/messages", reply: { kind: "sse", body: anthropicTextSse(deltas) }, chunking: "event", dripMs: options.dripMs });

  const page = await context.newPage();
  try {
    await page.addInitScript({ content: LONG_TASK_RECORDER });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    await page.goto(`${baseUrl}/`, { waitUntil: "load" });
    const box = page.getByRole("textbox", { name: "Message" });
    await box.fill(`Write a long answer of about ${options.tokens} tokens.`);
    const marks = tap.watch(marker);
    const sendAt = Date.now();
    await box.press("Enter");

    // Arm the observer late, so its own work stays out of most of the stream.
    const firstAt = await waitFor("the first upstream bytes", () => marks.firstAt, 30_000);
    const workStart = { work: await mainThreadWork(cdp), at: Date.now() };
    if (options.cpuProfileDir) {
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.start");
    }
    const armAt = firstAt + Math.max(0, expectedMs * 0.9 - 2000);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, armAt - Date.now())));
    if (marks.markerAt !== undefined) throw new Error("the stream ended before the paint watcher was armed");
    await page.evaluate(`(${PAINT_WATCHER})(${JSON.stringify(marker)})`);

    const timeoutMs = expectedMs + 120_000;
    const markerAt = await waitFor("the final delta to be sent", () => marks.markerAt, timeoutMs);
    let polled = false;
    const paint = await waitFor(
      "the final text to be painted",
      async () => {
        const seen = await page.evaluate(() => (window as unknown as { __benchPaint: { domAt: number; paintedAt: number } | null }).__benchPaint);
        if (seen && seen.paintedAt > 0) return seen;
        if (!seen && Date.now() - markerAt > 10_000 && (await lastAssistantText(page)).includes(marker)) {
          polled = true;
          return { domAt: Date.now(), paintedAt: Date.now() };
        }
        return undefined;
      },
      Math.max(30_000, timeoutMs - (Date.now() - firstAt)),
    ).catch(async (error: unknown) => {
      const tail = (await lastAssistantText(page).catch(() => "")).slice(-200);
      throw new Error(`${error instanceof Error ? error.message : String(error)}; last assistant text ends: ${JSON.stringify(tail)}`);
    });
    const workEnd = { work: await mainThreadWork(cdp), at: Date.now() };
    if (options.cpuProfileDir) {
      const { profile } = await cdp.send("Profiler.stop");
      await mkdir(options.cpuProfileDir, { recursive: true });
      await writeFile(path.join(options.cpuProfileDir, `stream-${options.tokens}.cpuprofile`), JSON.stringify(profile));
    }

    // Let the reply settle (final save, toolbar) before reading the long tasks.
    // A plain selector, not a role query: computing accessible names across a 100,000-token reply is
    // itself a long task, which would be counted as the page's.
    const sendShown = () => page.evaluate(() => (document.querySelector('button[aria-label="Send"]') ? true : undefined));
    await waitFor("Send to be shown again", sendShown, 60_000).catch(() => undefined);
    const endAt = Date.now();
    const tasks = await longTasks(page);
    const share = longTaskShare(tasks ?? [], firstAt, paint.paintedAt);
    const whole = longTaskShare(tasks ?? [], sendAt, endAt);
    const streamMs = markerAt - firstAt;
    return {
      ...options,
      events: deltas.length,
      chars: text.length,
      streamMs,
      tokensPerSecond: (options.tokens * 1000) / streamMs,
      work: workBetween(workStart.work, workEnd.work),
      scriptShare: (workEnd.work.scriptMs - workStart.work.scriptMs) / (workEnd.at - workStart.at),
      longTaskMs: share.totalMs,
      longTaskShare: share.share,
      longestTaskMs: share.longestMs,
      longTaskCount: share.count,
      sendToEndLongestMs: whole.longestMs,
      sendToEndLongestAtMs: whole.longestAt - sendAt,
      sendToEndTaskCount: whole.count,
      lastTokenToDomMs: paint.domAt - markerAt,
      lastTokenToPaintMs: paint.paintedAt - markerAt,
      polled,
      noLongTasks: tasks === null,
    };
  } finally {
    await page.close();
  }
}
