import { describe, expect, it } from "vitest";
import { formatDuration } from "./duration";

describe("formatDuration", () => {
  it("rounds to whole seconds under a minute", () => {
    expect(formatDuration(0)).toBe("0s");
    expect(formatDuration(12_400)).toBe("12s");
    expect(formatDuration(59_400)).toBe("59s");
  });
  it("switches to minutes and seconds", () => {
    expect(formatDuration(65_000)).toBe("1m 5s");
    expect(formatDuration(600_000, "zh-CN")).toBe("10分钟0秒");
  });
  it("says under a second for a short but real span", () => {
    expect(formatDuration(120)).toBe("<1s");
    expect(formatDuration(120, "zh-CN")).toBe("<1秒");
    expect(formatDuration(700)).toBe("1s");
  });
  it("never goes negative", () => {
    expect(formatDuration(-5)).toBe("0s");
  });
});
