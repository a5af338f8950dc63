import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "@playwright/test";
import { bookPdf, scanPdf } from "@/lib/chat/documents/test-support/test-documents";
import { launchChromium, LONG_TASK_RECORDER, longTaskShare, longTasks } from "./browser-chromium";
import type { DocumentsRun } from "./documents-page";
import { startDocumentsSite } from "./documents-site";

// The documents part of `npm run bench`: a 500-page text PDF (made by the test data's writer) read in
// headless Chromium through the app's document reader and its real module worker, with a progress
// bar on the page; then a scan's pages drawn as images in that worker. Each run picks the file in a
// fresh page (a new worker, as every document gets) and notes the page's long tasks between the
// pick and the outcome. Until the composer attaches documents, the page is the bench's own
// (documents-site.ts); then this part should drive the composer of the built app instead.

export interface DocumentsBenchOptions {
  /** Pages of the text PDF. */
  pages: number;
  /** Pages of the scan drawn as images. 0: skip. */
  scanPages: number;
  reps: number;
}

export const DEFAULT_DOCUMENTS_OPTIONS: DocumentsBenchOptions = { pages: 500, scanPages: 10, reps: 3 };

export interface DocumentsMeasure {
  run: DocumentsRun;
  ms: number;
  longTaskCount: number;
  longestTaskMs: number;
  /** The browser reports no long tasks (Long Tasks API missing). */
  noLongTasks: boolean;
}

export interface DocumentsFigures {
  options: DocumentsBenchOptions;
  fileBytes: number;
  extract: DocumentsMeasure[];
  scanBytes: number;
  render: DocumentsMeasure[];
  problems: string[];
}

/**
 * `file` is a path on disk: Chromium then picks it as a person would. (Given bytes, Playwright builds
 * the File in the page from base64, a long task of its own in the same task as the change event.)
 */
async function measure(browser: Browser, url: string, mode: DocumentsRun["mode"], file: string): Promise<DocumentsMeasure> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(LONG_TASK_RECORDER);
    await page.goto(url, { waitUntil: "load" });
    const input = page.locator("#file");
    await input.evaluate((element, chosen) => ((element as HTMLInputElement).dataset.mode = chosen), mode);
    await input.setInputFiles(file);
    await page.waitForFunction(() => window.__benchDocuments !== undefined, null, { timeout: 300_000 });
    const run = (await page.evaluate(() => window.__benchDocuments)) as DocumentsRun;
    const tasks = await longTasks(page);
    const share = longTaskShare(tasks ?? [], run.startedAt, run.endedAt);
    return { run, ms: run.endedAt - run.startedAt, longTaskCount: share.count, longestTaskMs: share.longestMs, noLongTasks: tasks === null };
  } finally {
    await context.close();
  }
}

/** What makes a run broken rather than slow: no outcome, or pdf.js seen on the page. */
function brokenBy(what: string, measure: DocumentsMeasure): string[] {
  const { run } = measure;
  const problems: string[] = [];
  if (!run.ok) problems.push(`${what}: ${run.problem}`);
  if (run.pdfjsOnPage) problems.push(`${what}: pdf.js's worker half ran on the page`);
  if (run.foreignMessages > 0) problems.push(`${what}: ${run.foreignMessages} messages from a worker that were not the reader's`);
  return problems;
}

export async function runDocumentsBench(overrides: Partial<DocumentsBenchOptions> = {}): Promise<DocumentsFigures> {
  const options = { ...DEFAULT_DOCUMENTS_OPTIONS, ...overrides };
  const book = bookPdf(options.pages);
  const scan = options.scanPages > 0 ? scanPdf(options.scanPages) : null;
  const figures: DocumentsFigures = { options, fileBytes: book.length, extract: [], scanBytes: scan?.length ?? 0, render: [], problems: [] };
  const folder = mkdtempSync(path.join(tmpdir(), "moonlit-documents-"));
  const bookFile = path.join(folder, "book.pdf");
  const scanFile = path.join(folder, "scan.pdf");
  writeFileSync(bookFile, book);
  if (scan) writeFileSync(scanFile, scan);
  const site = await startDocumentsSite();
  try {
    const browser = await launchChromium();
    try {
      for (let rep = 0; rep < options.reps; rep++) {
        const extracted = await measure(browser, site.url, "extract", bookFile);
        figures.extract.push(extracted);
        figures.problems.push(...brokenBy(`extracting ${options.pages} pages`, extracted));
        if (extracted.run.ok && extracted.run.pages !== options.pages) figures.problems.push(`extracting: ${extracted.run.pages} pages read of ${options.pages}`);
        if (!scan) continue;
        const rendered = await measure(browser, site.url, "render", scanFile);
        figures.render.push(rendered);
        figures.problems.push(...brokenBy(`drawing ${options.scanPages} scanned pages`, rendered));
      }
    } finally {
      await browser.close();
    }
  } finally {
    await site.close();
    rmSync(folder, { recursive: true, force: true });
  }
  return figures;
}
