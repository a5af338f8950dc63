import { describe, expect, it } from "vitest";
import type { ToolResult } from "@/lib/protocol/message";
import { deriveParts } from "./derive-parts";
import { Footnotes } from "./footnotes";
import { partsMarkdown } from "./part-markdown";
import type { ToolCallPart } from "./parts";
import { anthropicNode, FIXTURES, fixtureMessage, fixtureResult, openaiNode, toolNode } from "./test-support/nodes";

// A tool result given as an Anthropic tool_result content array: its text shows as the result, its
// image blocks as the part's result images, in either format's reply and in the Markdown export.

const png = { type: "base64", media_type: "image/png", data: "iVBORw0KGgo=" } as const;
const link = { type: "url", url: "https://example.com/chart.png" } as const;
const content: ToolResult["content"] = [
  { type: "text", text: "Slot NG-7 booked." },
  { type: "image", source: png },
  { type: "text", text: "Map attached." },
  { type: "image", source: link },
];

describe("tool results with images", () => {
  it("Anthropic: the text blocks are the result, the image blocks its images", () => {
    const result = { toolUseId: "toolu_01Gh7North7Slot2031", name: "book_greenhouse_slot", content };
    const call = deriveParts([anthropicNode(fixtureMessage(FIXTURES.p03)), toolNode([result])])[2] as ToolCallPart;
    expect(call.status).toBe("done");
    expect(call.result).toEqual({ content: "Slot NG-7 booked.\nMap attached.", isError: false });
    expect(call.resultImages).toEqual([png, link]);
  });

  it("OpenAI: the same for a function call's result", () => {
    const result = { toolUseId: "functions.get_tide_table:0", name: "get_tide_table", content };
    const parts = deriveParts([openaiNode(fixtureResult(FIXTURES.p08)), toolNode([result])]);
    const call = parts.find((part) => part.type === "tool-call" && part.id === result.toolUseId) as ToolCallPart;
    expect(call.resultImages).toEqual([png, link]);
  });

  it("a string result, or one without image blocks, has no images", () => {
    const text = { toolUseId: "toolu_01Gh7North7Slot2031", name: "book_greenhouse_slot", content: '{"ok":true}' };
    const textBlocks = { ...text, content: [{ type: "text" as const, text: "ok" }] };
    for (const result of [text, textBlocks]) {
      const call = deriveParts([anthropicNode(fixtureMessage(FIXTURES.p03)), toolNode([result])])[2] as ToolCallPart;
      expect(call).not.toHaveProperty("resultImages");
    }
  });
});

describe("tool result images in the Markdown export", () => {
  it("are listed under the result, addresses linked", () => {
    const result = { toolUseId: "toolu_01Gh7North7Slot2031", name: "book_greenhouse_slot", content };
    const call = deriveParts([anthropicNode(fixtureMessage(FIXTURES.p03)), toolNode([result])])[2] as ToolCallPart;
    expect(partsMarkdown([call], new Footnotes())).toMatch(/\n\n_Images: Image 1 \(inline\), \[Image 2\]\(https:\/\/example\.com\/chart\.png\)_$/);
  });
});
