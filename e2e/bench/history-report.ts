import { AFTER_LOAD_MS, type HistoryFigures, type HistorySizeFigures } from "./history-bench";
import { historyBudgets, summarizeSearch, type BudgetInput } from "./history-figures";
import type { HeapFigures } from "./history-heap";
import { HISTORY_QUERIES } from "./history-queries";
import { table } from "./text-table";

// Prints the history figures: one row per size, then the issue's budgets as pass/over (printed,
// never asserted), then what each search took.

const int = (n: number) => Math.round(n).toLocaleString("en-US");
const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : "n/a");
const heap = (h: HeapFigures | null) => (h ? fixed(h.pageMb + h.workersMb, 1) : "-");

function importCells(s: HistorySizeFigures): [string, string] {
  if (!s.import) return ["broken", "-"];
  if (!s.import.done) return [`not done after ${s.import.afterS} s`, "-"];
  const tasks = s.import.noLongTasks ? "n/a" : `${int(s.import.longTasks)}, ${int(s.import.longestTaskMs)}`;
  return [fixed(s.import.ms / 1000, 1), tasks];
}

function searchCell(s: HistorySizeFigures, capS: number): string {
  if (!s.search?.warmUp) return "-";
  const summary = summarizeSearch(s.search.samples, HISTORY_QUERIES.length);
  const cell = (n: number) => (Number.isFinite(n) ? int(n) : `> ${capS} s`);
  const notDone = summary.notDone ? ` ("${summary.notDone}" not done after ${capS} s)` : "";
  return `${cell(summary.p50)} / ${cell(summary.p95)}${notDone}`;
}

function budgetInput(s: HistorySizeFigures): BudgetInput {
  const imported = s.import ? (s.import.done ? s.import : "not done") : null;
  const search = s.search?.warmUp ? summarizeSearch(s.search.samples, HISTORY_QUERIES.length) : null;
  return {
    size: s.size,
    importMs: imported === "not done" ? Number.POSITIVE_INFINITY : (imported?.ms ?? Number.NaN),
    longestImportTaskMs: imported === "not done" ? Number.POSITIVE_INFINITY : imported && !imported.noLongTasks ? imported.longestTaskMs : Number.NaN,
    coldLoadMs: s.coldLoad?.medianMs ?? Number.NaN,
    searchP50Ms: search ? search.p50 : s.search ? Number.POSITIVE_INFINITY : Number.NaN,
  };
}

export function formatHistoryFigures(figures: HistoryFigures): string {
  const o = figures.options;
  const lines: string[] = [
    "History (headless Chromium, next start; each size imported into a fresh profile through Settings › Data › Import)",
    "import = the file chosen → the dialog shows the count imported; long tasks = main-thread tasks > 50 ms meanwhile",
    `cold load = a new tab's navigation start → the first conversation row painted (median of ${o.loads} loads, each listed); heap = JS heap after a GC, page + its workers, ${AFTER_LOAD_MS / 1000} s after the last load and after the searches`,
    `first search = a query matching nothing, typed first (the index built, if there is one; capped like the import): last key → "No conversations match." kept for ${o.settleMs} ms (* = shown before its last key)`,
    `search = ${HISTORY_QUERIES.length} queries, each typed a key every ${o.keyDelayMs} ms: last key → the first frame of the rows the sidebar then kept for ${o.settleMs} ms (no "Searching…" or index progress; at least half the rows hold the query)`,
    table([
      ["conversations", "zip MB", "import s", "long tasks (count, longest ms)", "cold load → first row ms", "first search s", "search p50 / p95 ms", "heap MB load → search"],
      ...figures.sizes.map((s) => {
        const [importS, tasks] = importCells(s);
        return [
          int(s.size),
          fixed(s.zipMb, 1),
          importS,
          tasks,
          s.coldLoad ? `${int(s.coldLoad.medianMs)} (${s.coldLoad.runsMs.map(int).join(" ")})` : "-",
          s.search ? (s.search.warmUp ? `${fixed(s.search.warmUp.ms / 1000, 1)}${s.search.warmUp.already ? "*" : ""}` : `not done after ${o.importCapS} s`) : "-",
          searchCell(s, o.searchCapS),
          `${heap(s.heapAfterLoad)} → ${heap(s.heapAfterSearch)}`,
        ];
      }),
    ]),
  ];
  const workers = figures.sizes.filter((s) => (s.heapAfterLoad?.workers ?? 0) + (s.heapAfterSearch?.workers ?? 0) > 0);
  if (workers.length > 0) {
    lines.push(`of which workers: ${workers.map((s) => `${int(s.size)}: ${s.heapAfterLoad ? fixed(s.heapAfterLoad.workersMb, 1) : "-"} → ${s.heapAfterSearch ? fixed(s.heapAfterSearch.workersMb, 1) : "-"} MB`).join("; ")}`);
  }

  lines.push("", "Budgets (issue 30)");
  lines.push(table([["budget", "measured", "verdict"], ...historyBudgets(figures.sizes.map(budgetInput)).map((b) => [b.label, b.measured, b.verdict])]));

  const searched = figures.sizes.filter((s) => s.search && s.search.samples.length > 0);
  if (searched.length > 0) {
    lines.push("", "Each search, last key → rows shown, ms (* = those rows were on screen already when the last key was pressed)");
    const samples = searched[0].search!.samples;
    lines.push(
      table([
        ["query", "kind", ...searched.map((s) => int(s.size))],
        ...samples.map((first, i) => [
          first.query,
          first.kind,
          ...searched.map((s) => {
            const sample = s.search!.samples[i];
            if (!sample) return "-";
            return sample.shown ? `${int(sample.shown.ms)}${sample.shown.already ? "*" : ""}` : `> ${o.searchCapS} s`;
          }),
        ]),
      ]),
    );
  }
  for (const problem of figures.problems) lines.push(`BROKEN: ${problem}`);
  return lines.join("\n");
}
