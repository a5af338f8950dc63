import { describe, expect, it } from "vitest";
import { titleFromPrompt } from "./title";

describe("titleFromPrompt", () => {
  it("uses the first non-empty line, trimmed to 60 characters", () => {
    expect(titleFromPrompt("\n  Plan a trip  \nto Skerrow")).toBe("Plan a trip");
    const long = titleFromPrompt("a".repeat(80));
    expect(Array.from(long)).toHaveLength(60);
    expect(long.endsWith("…")).toBe(true);
    expect(titleFromPrompt("😀".repeat(70)).startsWith("😀")).toBe(true);
  });

  it("falls back to the first attachment's name", () => {
    expect(titleFromPrompt("   ", ["photo.png"])).toBe("photo.png");
    expect(titleFromPrompt("")).toBe("New chat");
  });
});
