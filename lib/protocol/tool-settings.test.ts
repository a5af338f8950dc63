import { describe, expect, it } from "vitest";
import { DEFAULT_MAX_TOOL_ROUNDS, MAX_TOOL_ROUNDS, normalizeToolSettings } from "./tool-settings";

describe("tool settings", () => {
  it("fill in what a conversation stored before they existed", () => {
    expect(normalizeToolSettings({})).toEqual({ builtinTools: [], maxToolRounds: DEFAULT_MAX_TOOL_ROUNDS });
  });

  it("keep known built-ins once each, in canonical order", () => {
    const stored = { builtinTools: ["run_javascript", "eval", "calculator", "calculator", 7] };
    expect(normalizeToolSettings(stored).builtinTools).toEqual(["calculator", "run_javascript"]);
    expect(normalizeToolSettings({ builtinTools: "calculator" }).builtinTools).toEqual([]);
  });

  it("clamp the round limit to a whole number from 1 to the maximum", () => {
    expect(normalizeToolSettings({ maxToolRounds: 0 }).maxToolRounds).toBe(1);
    expect(normalizeToolSettings({ maxToolRounds: 3.7 }).maxToolRounds).toBe(3);
    expect(normalizeToolSettings({ maxToolRounds: 10_000 }).maxToolRounds).toBe(MAX_TOOL_ROUNDS);
    expect(normalizeToolSettings({ maxToolRounds: Number.NaN }).maxToolRounds).toBe(DEFAULT_MAX_TOOL_ROUNDS);
    expect(normalizeToolSettings({ maxToolRounds: "5" }).maxToolRounds).toBe(DEFAULT_MAX_TOOL_ROUNDS);
  });
});
