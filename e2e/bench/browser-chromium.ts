import { existsSync } from "node:fs";
import { chromium, type Browser, type CDPSession, type Page } from "@playwright/test";

// Debian's Chromium, headless, driven by Playwright (no browser download). CHROMIUM_PATH overrides.

export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"];

export async function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath} (set CHROMIUM_PATH)`);
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

export interface LongTask {
  /** ms since the epoch (performance.timeOrigin + startTime). */
  start: number;
  duration: number;
}

/**
 * For page.addInitScript: records every long task (> 50 ms) of the main thread into
 * window.__benchLongTasks, on the Date.now() clock shared with node. A string, not a function, so
 * no transpiler helper leaks into the page.
 */
export const LONG_TASK_RECORDER = `
  window.__benchLongTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__benchLongTasks.push({ start: performance.timeOrigin + entry.startTime, duration: entry.duration });
      }
    }).observe({ type: "longtask", buffered: true });
  } catch {
    window.__benchNoLongTasks = true;
  }
`;

export async function longTasks(page: Page): Promise<LongTask[] | null> {
  return page.evaluate(() => {
    const w = window as unknown as { __benchLongTasks?: LongTask[]; __benchNoLongTasks?: boolean };
    return w.__benchNoLongTasks ? null : (w.__benchLongTasks ?? []);
  });
}

/** Long-task time overlapping [from, to], the longest such task (and its start) and how many there were. */
export function longTaskShare(
  tasks: readonly LongTask[],
  from: number,
  to: number,
): { totalMs: number; longestMs: number; longestAt: number; count: number; share: number } {
  let totalMs = 0;
  let longestMs = 0;
  let longestAt = from;
  let count = 0;
  for (const task of tasks) {
    const overlap = Math.min(to, task.start + task.duration) - Math.max(from, task.start);
    if (overlap <= 0) continue;
    totalMs += overlap;
    if (task.duration > longestMs) {
      longestMs = task.duration;
      longestAt = task.start;
    }
    count++;
  }
  return { totalMs, longestMs, longestAt, count, share: to > from ? totalMs / (to - from) : Number.NaN };
}

/** The page's main-thread work so far, from Chrome's Performance metrics (`Performance.enable` first). */
export interface MainThreadWork {
  /** Running script: CPU time, so a busy machine slows it far less than a wall-clock share. */
  scriptMs: number;
  layoutMs: number;
  layouts: number;
  styleMs: number;
  styles: number;
  /** Every task, whatever it did. */
  taskMs: number;
}

export async function mainThreadWork(session: CDPSession): Promise<MainThreadWork> {
  const { metrics } = await session.send("Performance.getMetrics");
  const value = (name: string) => {
    const metric = metrics.find((m) => m.name === name);
    if (!metric) throw new Error(`Chromium reported no ${name} metric`);
    return metric.value;
  };
  return {
    scriptMs: value("ScriptDuration") * 1000,
    layoutMs: value("LayoutDuration") * 1000,
    layouts: value("LayoutCount"),
    styleMs: value("RecalcStyleDuration") * 1000,
    styles: value("RecalcStyleCount"),
    taskMs: value("TaskDuration") * 1000,
  };
}

/** The work between two readings. */
export function workBetween(before: MainThreadWork, after: MainThreadWork): MainThreadWork {
  const keys = Object.keys(before) as (keyof MainThreadWork)[];
  return Object.fromEntries(keys.map((key) => [key, after[key] - before[key]])) as unknown as MainThreadWork;
}
