import { describe, expect, it } from "vitest";
import { titleFromPrompt } from "./title";

describe("titleFromPrompt", () => {
  it("uses the first line with words, at most 60 characters, cut at a word", () => {
    expect(titleFromPrompt("\n  Plan a trip  \nto Skerrow")).toBe("Plan a trip");
    const long = titleFromPrompt("a".repeat(80));
    expect(Array.from(long)).toHaveLength(60);
    expect(long.endsWith("…")).toBe(true);
    expect(titleFromPrompt("😀".repeat(70)).startsWith("😀")).toBe(true);
    const sentence = titleFromPrompt("Write a detailed comparison of the lighthouses of Brittany and Cornwall for a magazine");
    expect(sentence).toBe("Write a detailed comparison of the lighthouses of Brittany…");
    expect(Array.from(sentence).length).toBeLessThanOrEqual(60);
  });

  it("takes Markdown and LaTeX out", () => {
    expect(titleFromPrompt("# Write a long essay with **bold** and _lists_")).toBe("Write a long essay with bold and lists");
    expect(titleFromPrompt("- [ ] Explain `useEffect` and [the docs](https://react.dev)")).toBe("Explain useEffect and the docs");
    expect(titleFromPrompt("Prove that \\(\\sqrt{2}\\) is irrational")).toBe("Prove that sqrt 2 is irrational");
    expect(titleFromPrompt("Solve $x^2 = 4$ for x")).toBe("Solve x^2 = 4 for x");
    expect(titleFromPrompt("Notes on \\(e^{i\\pi}\\)")).toBe("Notes on e^ i pi");
    expect(titleFromPrompt("> quoted question about <b>tags</b>")).toBe("quoted question about tags");
  });

  it("skips code fences and rules to the first line of words", () => {
    expect(titleFromPrompt("```python\nprint('hi')\n```\nWhy does this fail?")).toBe("print('hi')");
    expect(titleFromPrompt("---\n\n| a | b |\n|---|---|\nWhat is this table?")).toBe("| a | b |");
  });

  it("falls back to the first attachment's name", () => {
    expect(titleFromPrompt("   ", ["photo.png"])).toBe("photo.png");
    expect(titleFromPrompt("**  **")).toBe("New chat");
    expect(titleFromPrompt("")).toBe("New chat");
  });
});
