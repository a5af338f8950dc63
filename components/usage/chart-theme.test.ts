import { describe, expect, it } from "vitest";
import { SERIES_COLORS, withAlpha } from "./chart-theme";

describe("withAlpha", () => {
  it("turns a hex colour into rgba", () => {
    expect(withAlpha("#6366f1", 0.2)).toBe("rgba(99, 102, 241, 0.2)");
    expect(SERIES_COLORS.every((color) => /^#[0-9a-f]{6}$/.test(color))).toBe(true);
  });
});
