import { describe, expect, it } from "vitest";
import { citationMark, replaceCitationMarks } from "./citation-mark";

describe("citation marks", () => {
  it("writes a numbered link whose URL and hover text cannot end it early", () => {
    expect(citationMark(2, "https://a.example/x y<z>", 'He said "hi" \\ then\n left')).toBe(
      '[\\[2\\]](<https://a.example/x%20y%3Cz%3E> "He said \\"hi\\" \\\\ then left")',
    );
    expect(citationMark(1, "https://a.example", "x".repeat(400))).toBe(`[\\[1\\]](<https://a.example> "${"x".repeat(299)}…")`);
  });

  it("reads back every mark it writes, and nothing else", () => {
    const text = `Open on 14 May${citationMark(1, "https://a.example/(1)", 'a "quoted" \\ passage')}${citationMark(12, "https://b.example", "")}, free.`;
    expect(replaceCitationMarks(text, (n) => `[^${n}]`)).toBe("Open on 14 May[^1][^12], free.");
    const plain = "A [link](https://a.example) and \\[3\\] stay as they are.";
    expect(replaceCitationMarks(plain, () => "!")).toBe(plain);
  });
});
