import { describe, expect, it } from "vitest";
import { markdownToPlain } from "./plain-text";

describe("markdownToPlain", () => {
  it("keeps the words and drops the syntax", () => {
    const markdown = [
      "## A heading",
      "Some **bold**, _italic_, ~~gone~~ and `code` with a [link](https://example.com/x) and ![a cat](cat.png).",
      "> quoted",
      "- item one",
      "1. item two",
      "- [x] done",
      "```ts",
      "const x = 1;",
      "```",
      "| a | b |",
      "|---|---|",
      "| 1 | 2 |",
      "<br/>snake_case_name stays, 2 * 3 * 4 stays, \\*escaped\\*",
      "---",
    ].join("\n");
    expect(markdownToPlain(markdown).split("\n").map((line) => line.trim())).toEqual([
      "A heading",
      "Some bold, italic, gone and code with a link and a cat.",
      "quoted",
      "item one",
      "item two",
      "done",
      "",
      "const x = 1;",
      "",
      "a b",
      "",
      "1 2",
      "snake_case_name stays, 2 * 3 * 4 stays, *escaped*",
      "",
    ]);
  });
});
