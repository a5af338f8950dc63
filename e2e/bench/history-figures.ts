// The history part's arithmetic, kept pure for its tests: when a search's answer was shown, the
// percentiles of the searches, and the budgets (printed as pass/over, never asserted).

import { percentile } from "./stats";

/** One distinct thing the sidebar showed (history-probes.ts: SEARCH_RECORDER). */
export interface SidebarState {
  /** Epoch ms of the frame after it was drawn; 0 until that frame came. */
  at: number;
  /** The same number for the same rows, marks and status. */
  sig: number;
  /** No status, and the rows hold the query. */
  ok: boolean;
}

export interface SearchShown {
  /** Last key → the first frame of the final rows, ms (0 when they were on screen already). */
  ms: number;
  /** The final rows were already on screen when the last key was pressed. */
  already: boolean;
}

/**
 * The answer to a search, once the sidebar has settled: the last state is ok and has lasted
 * `settleMs` by `now`. The answer was shown when the run of states with that same content began
 * (an earlier, different list with the query's rows in it, a prefix's, does not count). Null while
 * not settled.
 */
export function searchShown(states: readonly SidebarState[], lastKeyAt: number, now: number, settleMs: number): SearchShown | null {
  const last = states.at(-1);
  if (!last || !last.ok || last.at === 0 || now - last.at < settleMs) return null;
  let first = states.length - 1;
  while (first > 0 && states[first - 1].sig === last.sig) first--;
  const at = states[first].at;
  return at <= lastKeyAt ? { ms: 0, already: true } : { ms: at - lastKeyAt, already: false };
}

export interface SearchSample {
  query: string;
  kind: string;
  /** Null: not shown within the cap. */
  shown: SearchShown | null;
}

export interface SearchSummary {
  /** Infinity when that rank fell on a query not answered within the cap (or skipped after one). */
  p50: number;
  p95: number;
  done: number;
  already: number;
  /** The first query that was not shown within the cap, if any. */
  notDone: string | null;
}

/** Percentiles over `planned` queries, those not answered (or not run) counted as longer than any. */
export function summarizeSearch(samples: readonly SearchSample[], planned = samples.length): SearchSummary {
  const times = samples.flatMap((sample) => (sample.shown ? [sample.shown.ms] : []));
  const all = [...times, ...Array<number>(Math.max(0, planned - times.length)).fill(Number.POSITIVE_INFINITY)];
  return {
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    done: times.length,
    already: samples.filter((sample) => sample.shown?.already).length,
    notDone: samples.find((sample) => !sample.shown)?.query ?? null,
  };
}

/** One size's figures, as far as the budgets need them (NaN: not measured; Infinity: not done within its cap). */
export interface BudgetInput {
  size: number;
  importMs: number;
  longestImportTaskMs: number;
  coldLoadMs: number;
  searchP50Ms: number;
}

export interface BudgetLine {
  label: string;
  measured: string;
  verdict: "pass" | "over" | "not measured";
}

export const BUDGET_SIZE = 10_000;
export const BASE_SIZE = 100;
const SEARCH_P50_MS = 100;
const IMPORT_MS = 60_000;
const IMPORT_LONGEST_TASK_MS = 100;
const COLD_LOAD_RATIO = 1.2;

const known = (...values: number[]) => values.every((value) => !Number.isNaN(value));
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value).toLocaleString("en-US")} ms` : "not done in time");

/** The budgets: search, import and cold load at 10,000 conversations (cold load against 100). */
export function historyBudgets(rows: readonly BudgetInput[]): BudgetLine[] {
  const at = rows.find((row) => row.size === BUDGET_SIZE);
  const base = rows.find((row) => row.size === BASE_SIZE);
  const verdict = (measured: boolean, pass: boolean): BudgetLine["verdict"] => (!measured ? "not measured" : pass ? "pass" : "over");
  const search = at?.searchP50Ms ?? Number.NaN;
  const importMs = at?.importMs ?? Number.NaN;
  const longest = at?.longestImportTaskMs ?? Number.NaN;
  const cold = at?.coldLoadMs ?? Number.NaN;
  const baseCold = base?.coldLoadMs ?? Number.NaN;
  const ratio = cold / baseCold;
  return [
    {
      label: `search p50 at 10,000 ≤ ${SEARCH_P50_MS} ms`,
      measured: known(search) ? ms(search) : "-",
      verdict: verdict(known(search), search <= SEARCH_P50_MS),
    },
    {
      label: `import of 10,000 ≤ ${IMPORT_MS / 1000} s, no long task over ${IMPORT_LONGEST_TASK_MS} ms`,
      measured: !known(importMs, longest) ? "-" : Number.isFinite(importMs) ? `${(importMs / 1000).toFixed(1)} s, longest task ${ms(longest)}` : "not done in time",
      verdict: verdict(known(importMs, longest), importMs <= IMPORT_MS && longest <= IMPORT_LONGEST_TASK_MS),
    },
    {
      label: `cold load at 10,000 ≤ ${COLD_LOAD_RATIO} × at 100`,
      measured: known(cold, baseCold) ? `${ms(cold)} / ${ms(baseCold)} = ${ratio.toFixed(2)}×` : "-",
      verdict: verdict(known(cold, baseCold), ratio <= COLD_LOAD_RATIO),
    },
  ];
}
