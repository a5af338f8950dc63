import { describe, expect, it } from "vitest";
import { formatRelativeTime } from "./relative-time";

describe("formatRelativeTime", () => {
  it("counts down in seconds under a minute", () => {
    expect(formatRelativeTime(5)).toBe("in 5 seconds");
    expect(formatRelativeTime(1)).toBe("in 1 second");
    expect(formatRelativeTime(5, "zh-CN")).toBe("5秒钟后");
  });
  it("takes the largest unit that fits", () => {
    expect(formatRelativeTime(120)).toBe("in 2 minutes");
    expect(formatRelativeTime(-3 * 24 * 3600)).toBe("3 days ago");
    expect(formatRelativeTime(-3 * 24 * 3600, "zh-CN")).toBe("3天前");
    expect(formatRelativeTime(-400 * 24 * 3600)).toBe("last year");
  });
  it("says yesterday and now in words", () => {
    expect(formatRelativeTime(-24 * 3600)).toBe("yesterday");
    expect(formatRelativeTime(-24 * 3600, "zh-CN")).toBe("昨天");
    expect(formatRelativeTime(0)).toBe("now");
  });
});
