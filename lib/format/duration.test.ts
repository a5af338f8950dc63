import { describe, expect, it } from "vitest";
import { formatDuration } from "./duration";

const units = { seconds: "{s}s", minutes: "{m}m {s}s" };

describe("formatDuration", () => {
  it("rounds to whole seconds under a minute", () => {
    expect(formatDuration(0, units)).toBe("0s");
    expect(formatDuration(12_400, units)).toBe("12s");
    expect(formatDuration(59_400, units)).toBe("59s");
  });
  it("switches to minutes and seconds", () => {
    expect(formatDuration(65_000, units)).toBe("1m 5s");
    expect(formatDuration(600_000, { seconds: "{s} 秒", minutes: "{m} 分 {s} 秒" })).toBe("10 分 0 秒");
  });
  it("says under a second for a short but real span", () => {
    expect(formatDuration(120, units)).toBe("<1s");
    expect(formatDuration(700, units)).toBe("1s");
  });
  it("never goes negative", () => {
    expect(formatDuration(-5, units)).toBe("0s");
  });
});
