import { describe, expect, it } from "vitest";
import { createBlockSplitter } from "@/lib/markdown/incremental-blocks";
import { splitAll } from "@/lib/markdown/test-support/split-all";
import { markdownCorpus } from "@/lib/markdown/test-support/corpus";

const docs = Object.entries(markdownCorpus);

describe("splitAll", () => {
  it("keeps the text intact and splits at blank lines", () => {
    const { blocks, tail } = splitAll("# A\n\npara\n\n- x\n");
    expect(blocks).toEqual(["# A\n\n", "para\n\n"]);
    expect(tail).toBe("- x\n");
  });

  it("keeps a loose list in one block", () => {
    const { blocks, tail } = splitAll("- a\n\n- b\n\n  more\n\nafter");
    expect(blocks).toEqual(["- a\n\n- b\n\n  more\n\n"]);
    expect(tail).toBe("after");
  });

  it("never splits inside a fenced code block, math block or raw HTML block", () => {
    expect(splitAll("```\na\n\nb\n```\n\nx").blocks).toEqual(["```\na\n\nb\n```\n\n"]);
    expect(splitAll("~~~\na\n\n```\n\nb\n~~~\n\nx").blocks).toEqual(["~~~\na\n\n```\n\nb\n~~~\n\n"]);
    expect(splitAll("$$\na\n\nb\n$$\n\nx").blocks).toEqual(["$$\na\n\nb\n$$\n\n"]);
    expect(splitAll("<!-- a\n\nb -->\n\nx").blocks).toEqual(["<!-- a\n\nb -->\n\n"]);
  });

  it("keeps indented code together", () => {
    expect(splitAll("    a\n\n    b\n\nx").blocks).toEqual(["    a\n\n    b\n\n"]);
  });

  it("splits after a blockquote fence ended by a blank line", () => {
    expect(splitAll("> ```\n> a\n\nb\n\nc").blocks).toEqual(["> ```\n> a\n\n", "b\n\n"]);
  });
});

describe("incremental splitting", () => {
  it.each(docs)("%s: every split offset gives the same blocks as splitAll", (_name, text) => {
    const whole = splitAll(text);
    expect(whole.blocks.join("") + whole.tail).toBe(text);
    for (let k = 0; k <= text.length; k++) {
      const splitter = createBlockSplitter();
      splitter.append(text.slice(0, k));
      const early = [...splitter.blocks];
      expect(early).toEqual(whole.blocks.slice(0, early.length));
      expect(early.join("") + splitter.tail()).toBe(text.slice(0, k));
      splitter.append(text.slice(k));
      expect(splitter.blocks).toEqual(whole.blocks);
      expect(splitter.tail()).toBe(whole.tail);
    }
  });

  it.each(docs)("%s: one character at a time, blocks only ever grow", (_name, text) => {
    const whole = splitAll(text);
    const splitter = createBlockSplitter();
    let seen: string[] = [];
    for (const ch of text) {
      splitter.append(ch);
      expect(splitter.blocks.slice(0, seen.length)).toEqual(seen);
      seen = [...splitter.blocks];
    }
    expect(splitter.blocks).toEqual(whole.blocks);
    expect(splitter.tail()).toBe(whole.tail);
  });

  it("exposes an open top-level fence and its content pieces", () => {
    const splitter = createBlockSplitter();
    splitter.append("Intro:\n```js\nconst a = 1;\n");
    const fence = splitter.tailFence();
    expect(fence).toMatchObject({ char: "`", info: "js", indent: 0 });
    const parts = splitter.tailParts();
    expect(parts.sealed.slice(0, fence!.firstContentPart).join("")).toBe("Intro:\n```js\n");
    expect(parts.sealed.slice(fence!.firstContentPart).join("") + parts.live).toBe("const a = 1;\n");
    splitter.append("```\n");
    expect(splitter.tailFence()).toBeNull();
  });

  it("does not report a fence nested in a list as a tail fence", () => {
    const splitter = createBlockSplitter();
    splitter.append("- a\n  ```\n  x\n");
    expect(splitter.tailFence()).toBeNull();
  });

  it("tracks how the text ends, for cheap extension checks", () => {
    const splitter = createBlockSplitter();
    splitter.append("abc");
    splitter.append("x".repeat(300));
    expect(splitter.length).toBe(303);
    expect(splitter.recent).toBe("x".repeat(256));
  });
});

describe("linear cost", () => {
  function bigMessage(): string {
    const parts: string[] = [];
    let i = 0;
    while (parts.join("").length < 400_000) {
      parts.push(
        `## Part ${i}\n\nSome text with **bold** and a [link](https://x.dev/${i}).\n\n- item\n\n- item two\n\n`,
        "```ts\n" + "const value = compute(1, 2, 3);\n\n".repeat(40) + "```\n\n",
        "| a | b |\n|---|---|\n| 1 | 2 |\n\n",
      );
      i++;
    }
    parts.push("```\n" + "x".repeat(50_000) + "\n" + "line\n".repeat(5_000));
    return parts.join("");
  }

  it("appending 400 KB in one-token deltas scans O(total) characters", () => {
    const text = bigMessage();
    const splitter = createBlockSplitter();
    for (let i = 0; i < text.length; i += 4) splitter.append(text.slice(i, i + 4));
    expect(splitter.scannedChars).toBeLessThanOrEqual(3 * text.length);
    expect(splitter.blocks.join("") + splitter.tail()).toBe(text);
    expect(splitter.blocks.length).toBeGreaterThan(100);
    const parts = splitter.tailParts();
    expect(parts.live.length).toBeLessThan(4096 + 5);
    expect(splitter.tailFence()).not.toBeNull();
  });
});
