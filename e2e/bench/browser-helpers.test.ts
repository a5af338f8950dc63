import { describe, expect, it } from "vitest";
import type { CDPSession } from "@playwright/test";
import { longTaskShare, mainThreadWork, workBetween } from "./browser-chromium";
import { anthropicTextSse, benchMarkdown, CHARS_PER_TOKEN, textDeltas } from "./browser-markdown";
import { openRatio, streamBudgets } from "./browser-report";
import type { StreamFigures } from "./browser-stream";
import { seedConversation } from "./browser-seed";
import { markerScanner } from "./browser-tap";
import { splitEvents } from "../test-upstream/chunking";

describe("benchMarkdown", () => {
  it("is about the asked size, mixes block kinds and ends with the marker", () => {
    const text = benchMarkdown(10_000, "ENDMARK");
    expect(text.length).toBeGreaterThan(10_000 * CHARS_PER_TOKEN * 0.95);
    expect(text.length).toBeLessThan(10_000 * CHARS_PER_TOKEN * 1.05);
    expect(text).toMatch(/^- /m);
    expect(text).toMatch(/^```ts$/m);
    expect(text).toMatch(/`[^`\n]+`/);
    expect(text.endsWith(" ENDMARK")).toBe(true);
    expect(text.indexOf("ENDMARK")).toBe(text.length - "ENDMARK".length);
  });
});

describe("textDeltas", () => {
  it("covers the text in order and only the last delta holds the marker", () => {
    const text = benchMarkdown(1_000, "ENDMARK");
    const deltas = textDeltas(text, 80, "ENDMARK");
    expect(deltas.join("")).toBe(text);
    expect(deltas.slice(0, -1).every((d) => d.length === 80 && !d.includes("ENDMARK"))).toBe(true);
    expect(deltas.at(-1)).toContain("ENDMARK");
  });

  it("refuses a text without the marker", () => {
    expect(() => textDeltas("no marker here", 80, "ENDMARK")).toThrow();
  });
});

describe("anthropicTextSse", () => {
  it("is a complete stream with one text_delta event per delta", () => {
    const deltas = ["Hello `x`\n\n", "- a\n", "\"quoted\" ENDMARK"];
    const events = splitEvents(anthropicTextSse(deltas));
    expect(events).toHaveLength(deltas.length + 5);
    const data = events.map((event) => JSON.parse(event.split("\ndata: ")[1]) as { type: string; delta?: { text?: string } });
    expect(data[0].type).toBe("message_start");
    expect(data.at(-1)?.type).toBe("message_stop");
    expect(data.filter((d) => d.type === "content_block_delta").map((d) => d.delta?.text)).toEqual(deltas);
  });
});

describe("seedConversation", () => {
  it("chains messages from the root to the active leaf, with the marker only in the last reply", () => {
    for (const count of [20, 21]) {
      const { conversation, messages, lastMarker } = seedConversation("c1", count);
      expect(messages).toHaveLength(count);
      expect(messages[0].parentId).toBeNull();
      messages.slice(1).forEach((m, i) => expect(m.parentId).toBe(messages[i].id));
      expect(conversation.activeLeafId).toBe(messages.at(-1)?.id);
      const holders = messages.filter((m) => JSON.stringify(m).includes(lastMarker));
      expect(holders).toHaveLength(1);
      expect(holders[0].role).toBe("assistant");
      expect(holders[0]).toBe(messages.findLast((m) => m.role === "assistant"));
    }
  });
});

describe("markerScanner", () => {
  it("finds a marker split across chunks, and not before it is whole", () => {
    const scan = markerScanner("ENDMARK");
    expect(scan(Buffer.from("data: xxEND"))).toBe(false);
    expect(scan(Buffer.from("MA"))).toBe(false);
    expect(scan(Buffer.from("RK tail"))).toBe(true);
  });
});

describe("longTaskShare", () => {
  it("counts only the part of each task inside the window", () => {
    const tasks = [
      { start: 0, duration: 100 }, // half inside
      { start: 200, duration: 60 },
      { start: 1_000, duration: 500 }, // outside
    ];
    const share = longTaskShare(tasks, 50, 550);
    expect(share.totalMs).toBe(110);
    expect(share.count).toBe(2);
    expect(share.longestMs).toBe(100);
    expect(share.longestAt).toBe(0);
    expect(share.share).toBeCloseTo(0.22);
  });
});

describe("openRatio", () => {
  it("is the last size's median over the first's", () => {
    const figure = (messages: number, medianMs: number) => ({ messages, runs: [], medianMs, medianLongTaskMs: 0, maxLongestTaskMs: 0 });
    expect(openRatio([figure(20, 400), figure(2000, 600)])).toBe(1.5);
    expect(openRatio([figure(20, 400)])).toBeNaN();
  });
});

describe("streamBudgets", () => {
  const stream = (tokens: number, scriptShare: number, sendToEndTaskCount: number): StreamFigures =>
    ({ tokens, scriptShare, sendToEndTaskCount, sendToEndLongestMs: sendToEndTaskCount > 0 ? 64 : 0, streamMs: 87_000, work: { scriptMs: scriptShare * 87_000 }, noLongTasks: false }) as StreamFigures;

  it("reads the 100,000-token stream against 5% of script and no long task", () => {
    const [script, tasks] = streamBudgets([stream(10_000, 0.09, 2), stream(100_000, 0.046, 0)]);
    expect(script).toMatchObject({ measured: "4.6% (4,002 ms of 87.0 s)", verdict: "pass" });
    expect(tasks).toMatchObject({ measured: "none", verdict: "pass" });
    const [over, long] = streamBudgets([stream(100_000, 0.051, 1)]);
    expect(over.verdict).toBe("over");
    expect(long).toMatchObject({ measured: "1, longest 64 ms", verdict: "over" });
  });

  it("says when the stream was not measured", () => {
    expect(streamBudgets([stream(10_000, 0.01, 0)]).map((b) => b.verdict)).toEqual(["not measured", "not measured"]);
  });
});

describe("mainThreadWork", () => {
  const METRICS = { ScriptDuration: 1.25, LayoutDuration: 0.5, LayoutCount: 40, RecalcStyleDuration: 0.25, RecalcStyleCount: 30, TaskDuration: 3 };
  const session = (metrics: Record<string, number>) =>
    ({ send: async () => ({ metrics: Object.entries(metrics).map(([name, value]) => ({ name, value })) }) }) as unknown as CDPSession;

  it("reads Chrome's durations, in seconds, as ms, and counts as they are", async () => {
    await expect(mainThreadWork(session(METRICS))).resolves.toEqual({ scriptMs: 1250, layoutMs: 500, layouts: 40, styleMs: 250, styles: 30, taskMs: 3000 });
  });

  it("says which metric is missing", async () => {
    const rest: Record<string, number> = { ...METRICS };
    delete rest.ScriptDuration;
    await expect(mainThreadWork(session(rest))).rejects.toThrow(/ScriptDuration/);
  });

  it("takes the work between two readings", async () => {
    const before = await mainThreadWork(session(METRICS));
    const after = await mainThreadWork(session({ ...METRICS, ScriptDuration: 2, LayoutCount: 45 }));
    expect(workBetween(before, after)).toEqual({ scriptMs: 750, layoutMs: 0, layouts: 5, styleMs: 0, styles: 0, taskMs: 0 });
  });
});
