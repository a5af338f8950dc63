import { BlobReader, TextWriter, ZipReader } from "@zip.js/zip.js";
import { describe, expect, it } from "vitest";
import { messageText } from "@/lib/db/message-text";
import type { ConversationRecord } from "@/lib/db/records";
import type { MessageNode } from "@/lib/protocol/message";
import { historyZip } from "../support/history-zip";
import { historyBudgets, searchShown, summarizeSearch, type BudgetInput, type SidebarState } from "./history-figures";
import * as probes from "./history-probes";
import { HISTORY_QUERIES } from "./history-queries";

const state = (at: number, sig: number, ok: boolean): SidebarState => ({ at, sig, ok });

describe("searchShown", () => {
  it("times the last key to the first frame of the rows the sidebar settled on", () => {
    // Before typing (1), a prefix's rows (2), "Searching…" (3), the answer (4).
    const states = [state(900, 1, false), state(1010, 2, true), state(1100, 3, false), state(1180, 4, true)];
    expect(searchShown(states, 1060, 2200, 1000)).toEqual({ ms: 120, already: false });
  });

  it("waits until the answer has lasted the settle time, and for its frame", () => {
    const states = [state(900, 1, false), state(1180, 4, true)];
    expect(searchShown(states, 1060, 2100, 1000)).toBeNull();
    expect(searchShown([...states, state(0, 5, true)], 1060, 9000, 1000)).toBeNull();
  });

  it("does not settle on rows that do not hold the query or under a status", () => {
    expect(searchShown([state(900, 1, false), state(1100, 2, false)], 1000, 9000, 1000)).toBeNull();
  });

  it("counts from the start of a run of the same rows, and says when they were there before the last key", () => {
    expect(searchShown([state(900, 1, false), state(1200, 2, true), state(1300, 2, true)], 1000, 9000, 1000)).toEqual({ ms: 200, already: false });
    expect(searchShown([state(900, 1, false), state(950, 2, true)], 1000, 9000, 1000)).toEqual({ ms: 0, already: true });
  });
});

describe("summarizeSearch", () => {
  it("takes nearest-rank percentiles of the searches answered and names the first one that was not", () => {
    const samples = [10, 20, 30, 40].map((ms, i) => ({ query: `q${i}`, kind: "word", shown: { ms, already: i === 0 } }));
    expect(summarizeSearch(samples)).toEqual({ p50: 20, p95: 40, done: 4, already: 1, notDone: null });
    expect(summarizeSearch([...samples, { query: "slow", kind: "word", shown: null }]).notDone).toBe("slow");
  });

  it("counts a query not answered, or not run after one, as longer than any", () => {
    const samples = [10, 20, 30].map((ms) => ({ query: `q${ms}`, kind: "word", shown: { ms, already: false } }));
    const summary = summarizeSearch([...samples, { query: "slow", kind: "word", shown: null }], 6);
    expect(summary.p50).toBe(30);
    expect(summary.p95).toBe(Number.POSITIVE_INFINITY);
    expect(summarizeSearch([{ query: "slow", kind: "word", shown: null }], 6).p50).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("historyBudgets", () => {
  const row = (size: number, over: Partial<BudgetInput> = {}): BudgetInput => ({
    size,
    importMs: 30_000,
    longestImportTaskMs: 80,
    coldLoadMs: 500,
    searchP50Ms: 60,
    ...over,
  });

  it("passes a 10,000 run within every budget, its cold load against the 100 one's", () => {
    expect(historyBudgets([row(100), row(10_000, { coldLoadMs: 590 })]).map((b) => b.verdict)).toEqual(["pass", "pass", "pass"]);
  });

  it("reports each budget over on its own", () => {
    const verdicts = (over: Partial<BudgetInput>) => historyBudgets([row(100), row(10_000, over)]).map((b) => b.verdict);
    expect(verdicts({ searchP50Ms: 101 })).toEqual(["over", "pass", "pass"]);
    expect(verdicts({ importMs: 61_000 })).toEqual(["pass", "over", "pass"]);
    expect(verdicts({ longestImportTaskMs: 120 })).toEqual(["pass", "over", "pass"]);
    expect(verdicts({ coldLoadMs: 601 })).toEqual(["pass", "pass", "over"]);
  });

  it("puts what was not done within its cap over", () => {
    const lines = historyBudgets([row(100), row(10_000, { importMs: Infinity, longestImportTaskMs: Infinity, searchP50Ms: Infinity })]);
    expect(lines.map((b) => b.verdict)).toEqual(["over", "over", "pass"]);
    expect(lines[1].measured).toBe("not done in time");
  });

  it("says not measured without a 10,000 run, a 100 run to compare with, or a figure", () => {
    expect(historyBudgets([row(100), row(1000)]).map((b) => b.verdict)).toEqual(["not measured", "not measured", "not measured"]);
    expect(historyBudgets([row(10_000)])[2].verdict).toBe("not measured");
    expect(historyBudgets([row(100), row(10_000, { importMs: Number.NaN })])[1].verdict).toBe("not measured");
  });
});

describe("history probes and queries", () => {
  it("are scripts the page can parse", () => {
    for (const [name, source] of Object.entries(probes)) expect(() => new Function(`return ${source}`), name).not.toThrow();
  });

  it("type each query once, in lower case where they are checked", () => {
    const texts = HISTORY_QUERIES.map((query) => query.text.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
    expect(new Set(HISTORY_QUERIES.map((query) => query.kind))).toEqual(new Set(["word", "prefix", "phrase"]));
  });
});

describe("the queries against the made-up history", () => {
  it("each match some conversations, in their titles, and (words, prefixes) narrow at the last key", async () => {
    const reader = new ZipReader(new BlobReader(new Blob([(await historyZip(300)) as Uint8Array<ArrayBuffer>])));
    const titles = new Map<string, string>();
    const texts = new Map<string, string[]>();
    for (const entry of await reader.getEntries()) {
      if (entry.directory || !entry.filename.endsWith(".json") || !entry.getData) continue;
      const rows = JSON.parse(await entry.getData(new TextWriter())) as unknown[];
      if (entry.filename.startsWith("conversations/")) for (const row of rows as ConversationRecord[]) titles.set(row.id, row.title.toLowerCase());
      if (entry.filename.startsWith("messages/")) {
        for (const row of rows as MessageNode[]) texts.set(row.conversationId, [...(texts.get(row.conversationId) ?? []), messageText(row).toLowerCase()]);
      }
    }
    const matching = (needle: string) => [...titles].filter(([id, title]) => title.includes(needle) || (texts.get(id) ?? []).some((text) => text.includes(needle)));
    for (const query of HISTORY_QUERIES) {
      const needle = query.text.toLowerCase();
      const found = matching(needle);
      expect(found.length, query.text).toBeGreaterThan(0);
      expect(found.length, query.text).toBeLessThan(titles.size / 4);
      expect(found.every(([, title]) => title.includes(needle)), query.text).toBe(true);
      if (query.kind !== "phrase") expect(matching(needle.slice(0, -1)).length, query.text).toBeGreaterThan(2 * found.length);
    }
  });
});
