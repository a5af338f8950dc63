import type { DocumentsFigures, DocumentsMeasure } from "./documents-bench";
import { median } from "./stats";
import { kib, table } from "./text-table";

// Prints the documents figures with their target beside them: no main-thread task over 50 ms while a
// document is read (issue 19). A verdict is printed, never asserted.

const LONGEST_TASK_MS = 50;

const int = (n: number) => Math.round(n).toLocaleString("en-US");

function rows(measures: readonly DocumentsMeasure[], perUnit: (m: DocumentsMeasure) => string): string[][] {
  return measures.map((m, index) => [
    String(index + 1),
    int(m.ms),
    perUnit(m),
    int(m.run.updates),
    m.noLongTasks ? "n/a" : int(m.longTaskCount),
    m.noLongTasks ? "n/a" : int(m.longestTaskMs),
    int(m.run.longestFrameGapMs),
    m.noLongTasks ? "n/a" : m.longestTaskMs <= LONGEST_TASK_MS ? "pass" : "FAIL",
  ]);
}

const HEADER = ["run", "ms", "per page", "progress updates", "long tasks", "longest task ms", "longest frame gap ms", "verdict"];

export function formatDocumentsFigures(figures: DocumentsFigures): string {
  const { options } = figures;
  const lines = [
    "Documents (headless Chromium; the app's document reader and its module worker, bundled by esbuild on a bench page)",
    "long tasks = main-thread tasks > 50 ms from picking the file to the outcome; target none (frame gaps also count time the page waited for a CPU)",
  ];
  const first = figures.extract.find((m) => m.run.ok)?.run;
  if (figures.extract.length > 0) {
    lines.push(
      "",
      `Extract a ${int(options.pages)}-page text PDF (${kib(figures.fileBytes)} KiB): ${first ? `${int(first.chars)} characters, ~${int(first.tokens)} tokens (estimated)` : "no text"}`,
      table([HEADER, ...rows(figures.extract, (m) => `${(m.ms / options.pages).toFixed(1)} ms`)]),
      `median ${int(median(figures.extract.map((m) => m.ms)))} ms`,
    );
  }
  if (figures.render.length > 0) {
    const bytes = figures.render.find((m) => m.run.ok)?.run.imageBytes ?? 0;
    lines.push(
      "",
      `Draw a ${int(options.scanPages)}-page scan (${kib(figures.scanBytes)} KiB) as JPEG page images within 2048 px and 5 MB: ${kib(bytes)} KiB of images`,
      table([HEADER, ...rows(figures.render, (m) => `${int(m.ms / options.scanPages)} ms`)]),
      `median ${int(median(figures.render.map((m) => m.ms)))} ms`,
    );
  }
  for (const problem of figures.problems) lines.push(`BROKEN: ${problem}`);
  return lines.join("\n");
}
