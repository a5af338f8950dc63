import { errors, type BrowserContext, type Page } from "@playwright/test";
import { longTaskShare, longTasks } from "./browser-chromium";
import { FIRST_ROW_PROBE, IMPORT_WATCHER } from "./history-probes";
import { median } from "./stats";

// Seeding a history the way a person would (Settings › Data › Import, the file set on the file input
// named "Import") and timing it, then loading `/` afresh in the same profile until the first
// conversation row shows. The long-task recorder is the context's (history-bench.ts).

export type ImportFigures =
  | { done: true; ms: number; longTasks: number; longestTaskMs: number; noLongTasks: boolean; text: string }
  | { done: false; afterS: number };

interface ImportSeen {
  chosenAt: number;
  doneAt: number;
  text: string;
  failed: boolean;
}

/** Opens `/` in `page`, waits for the empty list (the database is ready), imports `zipPath`. */
export async function importHistory(page: Page, baseUrl: string, zipPath: string, capMs: number): Promise<ImportFigures> {
  await page.addInitScript({ content: IMPORT_WATCHER });
  await page.goto(`${baseUrl}/`, { waitUntil: "load" });
  await page.getByRole("navigation", { name: "Conversations" }).getByText("No conversations yet.").waitFor({ timeout: 60_000 });
  await page.getByRole("button", { name: "Settings", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Settings", exact: true });
  await dialog.getByLabel("Import", { exact: true }).setInputFiles(zipPath);
  const seen = () => page.evaluate(() => (window as unknown as { __benchImport: ImportSeen }).__benchImport);
  try {
    await page.waitForFunction(() => (window as unknown as { __benchImport: ImportSeen }).__benchImport.doneAt > 0, null, { timeout: capMs, polling: 250 });
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    return { done: false, afterS: Math.round(capMs / 1000) };
  }
  const outcome = await seen();
  if (outcome.failed || outcome.chosenAt === 0) throw new Error(`import: ${outcome.text || "the file input's change was not seen"}`);
  const tasks = await longTasks(page);
  const share = longTaskShare(tasks ?? [], outcome.chosenAt, outcome.doneAt);
  return {
    done: true,
    ms: outcome.doneAt - outcome.chosenAt,
    longTasks: share.count,
    longestTaskMs: share.longestMs,
    noLongTasks: tasks === null,
    text: outcome.text,
  };
}

export interface ColdLoadFigures {
  medianMs: number;
  runsMs: number[];
}

/**
 * `loads` fresh page loads of `/` (each a new tab, the one before closed): navigation start → the
 * first conversation link painted. Returns the last page, still open, for what follows.
 */
export async function coldLoads(context: BrowserContext, baseUrl: string, loads: number, capMs: number): Promise<{ figures: ColdLoadFigures; page: Page }> {
  const runsMs: number[] = [];
  let page: Page | null = null;
  for (let i = 0; i < loads; i++) {
    await page?.close();
    page = await context.newPage();
    await page.addInitScript({ content: FIRST_ROW_PROBE });
    await page.goto(`${baseUrl}/`, { waitUntil: "commit" });
    await page.waitForFunction(() => (window as unknown as { __benchFirstRow: number }).__benchFirstRow > 0, null, { timeout: capMs, polling: 100 });
    runsMs.push(await page.evaluate(() => (window as unknown as { __benchFirstRow: number }).__benchFirstRow));
  }
  if (!page) throw new Error("cold load: no loads asked for");
  return { figures: { medianMs: median(runsMs), runsMs }, page };
}
