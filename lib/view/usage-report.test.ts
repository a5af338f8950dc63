import { describe, expect, it } from "vitest";
import type { UsageSummary } from "@/lib/protocol/usage-summary";
import { buildUsageReport, cacheHitRate, dayKey, rangeDays, rangeStart, thinkingShare, usageRowOf, type UsageRow } from "./usage-report";
import { anthropicNode, FIXTURES, fixtureMessage, fixtureResult, openaiNode, userNode } from "./test-support/nodes";

const usage = (over: Partial<UsageSummary>): UsageSummary => ({ input: 0, cacheRead: 0, cacheWrite: 0, output: 0, thinking: 0, webSearches: 0, ...over });
// Local noon, so a few hours either way stay on the same day in any time zone the tests run in.
const NOW = new Date(2026, 2, 10, 12).getTime();
const daysAgo = (n: number, hour = 12) => new Date(2026, 2, 10 - n, hour).getTime();

describe("usageRowOf", () => {
  it("reads both formats' usage and model, with the node's time", () => {
    const a = { ...anthropicNode(fixtureMessage(FIXTURES.p02)), createdAt: 5 };
    expect(usageRowOf(a)).toMatchObject({ at: 5, model: fixtureMessage(FIXTURES.p02).model, usage: { thinking: 97 } });
    const o = { ...openaiNode(fixtureResult(FIXTURES.p08)), createdAt: 6 };
    expect(usageRowOf(o)).toMatchObject({ at: 6, model: fixtureResult(FIXTURES.p08).model, usage: { cacheRead: 256 } });
  });

  it("is null for a user message and for a reply without usage", () => {
    expect(usageRowOf(userNode("hi"))).toBeNull();
    expect(usageRowOf(openaiNode({ ...fixtureResult(FIXTURES.p07), usage: null }))).toBeNull();
  });
});

describe("rangeDays", () => {
  it("lists local midnights, oldest first, ending today", () => {
    const days = rangeDays(7, NOW);
    expect(days).toHaveLength(7);
    expect(dayKey(days[6])).toBe("2026-03-10");
    expect(dayKey(days[0])).toBe("2026-03-04");
    expect(new Date(days[0]).getHours()).toBe(0);
    expect(rangeStart(30, NOW)).toBe(new Date(2026, 1, 9).getTime());
  });
});

describe("buildUsageReport", () => {
  const rows: UsageRow[] = [
    { at: daysAgo(0, 9), model: "kimi-k3.1-pro", usage: usage({ input: 100, cacheRead: 300, output: 50, thinking: 20, webSearches: 1 }) },
    { at: daysAgo(0, 10), model: "kimi-k3", usage: usage({ input: 10, output: 5 }) },
    { at: daysAgo(2), model: "kimi-k3.1-pro", usage: usage({ input: 1000, cacheWrite: 200, output: 400, thinking: 100 }) },
    // Outside a 7-day range, inside 30.
    { at: daysAgo(12), model: "kimi-k3", usage: usage({ input: 7, output: 7 }) },
  ];

  it("sums per day, keeping empty days as zeros", () => {
    const report = buildUsageReport(rows, 7, NOW);
    expect(report.days.map((d) => d.day)).toEqual(["2026-03-04", "2026-03-05", "2026-03-06", "2026-03-07", "2026-03-08", "2026-03-09", "2026-03-10"]);
    expect(report.days[6]).toMatchObject({ input: 110, cacheRead: 300, output: 55, thinking: 20, webSearches: 1, turns: 2 });
    expect(report.days[4]).toMatchObject({ input: 1000, cacheWrite: 200, output: 400, turns: 1 });
    expect(report.days[5]).toMatchObject({ input: 0, output: 0, turns: 0 });
    expect(report.turns).toBe(3);
    expect(report.total).toMatchObject({ input: 1110, cacheRead: 300, cacheWrite: 200, output: 455, thinking: 120, webSearches: 1 });
  });

  it("sums per model, most tokens first, with tokens per day", () => {
    const report = buildUsageReport(rows, 7, NOW);
    expect(report.models.map((m) => m.model)).toEqual(["kimi-k3.1-pro", "kimi-k3"]);
    expect(report.models[0]).toMatchObject({ turns: 2, total: { output: 450 } });
    expect(report.models[0].perDay[6]).toBe(450);
    expect(report.models[0].perDay[4]).toBe(1600);
    expect(report.models[1].perDay[6]).toBe(15);
  });

  it("a longer range takes in older rows; rows after now are left out", () => {
    const later = [...rows, { at: NOW + 60_000, model: "kimi-k3", usage: usage({ input: 1 }) }];
    const report = buildUsageReport(later, 30, NOW);
    expect(report.days).toHaveLength(30);
    expect(report.turns).toBe(4);
    expect(report.days.find((d) => d.day === "2026-02-26")).toMatchObject({ input: 7, turns: 1 });
  });
});

describe("rates", () => {
  it("cache hit rate over all input; thinking's share of output", () => {
    expect(cacheHitRate(usage({ input: 100, cacheRead: 300 }))).toBe(0.75);
    expect(cacheHitRate(usage({}))).toBeNull();
    expect(thinkingShare(usage({ output: 50, thinking: 20 }))).toBe(0.4);
    expect(thinkingShare(usage({}))).toBeNull();
  });
});
