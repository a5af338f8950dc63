// Usage over time for the Usage view: each stored reply's usage (usageOfTurn) with its day and model,
// summed per local calendar day and per model over the last N days. Days with nothing in them stay in
// the list (as zeros), so a chart's x axis is the whole range.

import { turnAdapter } from "@/lib/protocol/adapters";
import type { MessageNode } from "@/lib/protocol/message";
import type { UsageSummary } from "@/lib/protocol/usage-summary";
import { sumUsage, usageOfTurn } from "./usage";

export const USAGE_RANGES = [7, 30, 90] as const;
export type UsageRange = (typeof USAGE_RANGES)[number];

/** One reply's usage, when it was made and by which model. */
export interface UsageRow {
  at: number;
  model: string;
  usage: UsageSummary;
}

export interface DayUsage extends UsageSummary {
  /** Local midnight that starts the day, ms since epoch. */
  start: number;
  /** YYYY-MM-DD in local time. */
  day: string;
  turns: number;
}

export interface ModelUsage {
  model: string;
  total: UsageSummary;
  turns: number;
  /** Tokens in plus out, one entry per day of the report. */
  perDay: number[];
}

export interface UsageReport {
  days: DayUsage[];
  /** Most tokens first. */
  models: ModelUsage[];
  total: UsageSummary;
  turns: number;
}

/** A stored message's usage row, or null for a user message, a tool result or a reply without usage. */
export function usageRowOf(node: MessageNode): UsageRow | null {
  if (node.role !== "assistant") return null;
  const usage = usageOfTurn(node.turn);
  if (!usage) return null;
  const model = turnAdapter(node.turn)?.model(node.turn);
  return { at: node.createdAt, model: model || "?", usage };
}

/** All input the model read: uncached plus both cache counts. */
export const inputTokens = (usage: UsageSummary): number => usage.input + usage.cacheRead + usage.cacheWrite;

/** Share of input read from the cache, 0..1; null with no input. */
export function cacheHitRate(usage: UsageSummary): number | null {
  const input = inputTokens(usage);
  return input === 0 ? null : usage.cacheRead / input;
}

/** Share of output spent thinking, 0..1; null with no output. */
export function thinkingShare(usage: UsageSummary): number | null {
  return usage.output === 0 ? null : Math.min(1, usage.thinking / usage.output);
}

const pad = (n: number) => String(n).padStart(2, "0");

export function dayKey(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnights of the last `days` days, oldest first, today last. */
export function rangeDays(days: number, now: number): number[] {
  const today = new Date(now);
  return Array.from({ length: days }, (_, i) => new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1 - i)).getTime());
}

/** The first moment the report for `days` covers. */
export const rangeStart = (days: number, now: number): number => rangeDays(days, now)[0];

export function buildUsageReport(rows: readonly UsageRow[], days: number, now: number): UsageReport {
  const starts = rangeDays(days, now);
  const index = new Map(starts.map((start, i) => [dayKey(start), i]));
  const perDay = starts.map((): UsageSummary[] => []);
  const turnsPerDay = starts.map(() => 0);
  const models = new Map<string, { rows: UsageSummary[]; perDay: number[] }>();
  let turns = 0;
  for (const row of rows) {
    const i = index.get(dayKey(row.at));
    if (i === undefined || row.at > now) continue;
    perDay[i].push(row.usage);
    turnsPerDay[i] += 1;
    turns += 1;
    let model = models.get(row.model);
    if (!model) models.set(row.model, (model = { rows: [], perDay: starts.map(() => 0) }));
    model.rows.push(row.usage);
    model.perDay[i] += inputTokens(row.usage) + row.usage.output;
  }
  const all = perDay.flat();
  return {
    days: starts.map((start, i) => ({ ...sumUsage(perDay[i]), start, day: dayKey(start), turns: turnsPerDay[i] })),
    models: [...models]
      .map(([model, { rows: list, perDay: tokens }]) => ({ model, total: sumUsage(list), turns: list.length, perDay: tokens }))
      .sort((a, b) => inputTokens(b.total) + b.total.output - (inputTokens(a.total) + a.total.output) || a.model.localeCompare(b.model)),
    total: sumUsage(all),
    turns,
  };
}
