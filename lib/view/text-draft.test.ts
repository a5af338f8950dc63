import { describe, expect, it } from "vitest";
import { appendText, finishText, startText } from "./text-draft";

const cite = (url: string, citedText = "") => [{ type: "web_search_result_location", url, title: url, cited_text: citedText }];

function draw(blocks: { text: string; citations?: unknown }[]): string {
  const draft = startText("k");
  const numbers = new Map<string, number>();
  blocks.forEach((block, index) => appendText(draft, block.text, block.citations, numbers, index));
  return finishText(draft, false).text;
}

describe("text drafts: citation marks and code", () => {
  it("leaves a mark out inside a fence opened by an earlier uncited block, and puts it back after the fence closes", () => {
    const text = draw([
      { text: "```\n" },
      { text: "code", citations: cite("https://a.example/") },
      { text: "\n```\n" },
      { text: "Prose.", citations: cite("https://b.example/") },
    ]);
    expect(text).toBe('```\ncode\n```\nProse.[\\[2\\]](<https://b.example/> "https://b.example/")');
  });

  it("counts backticks in a cited block's own text, not in the hover text of its marks", () => {
    const text = draw([
      { text: "One.", citations: cite("https://a.example/", "a lone ` here") },
      { text: " Two.", citations: cite("https://b.example/") },
    ]);
    expect(text).toContain('One.[\\[1\\]](<https://a.example/> "a lone ` here")');
    expect(text).toMatch(/Two\.\[\\\[2\\\]\]\(<https:\/\/b\.example\/> "https:\/\/b\.example\/"\)$/);
  });
});
