import { describe, expect, it } from "vitest";
import { loadFixture } from "@/lib/protocol/fixtures/load";
import { anthropicToOpenAI } from "./anthropic-to-openai";

const expected = (name: string) => loadFixture(name).expected;

describe("anthropicToOpenAI", () => {
  it("turns thinking into reasoning_content and text into content (p02)", () => {
    const [thinking, text] = expected("p02_anthropic_thinking_then_text").content;
    expect(anthropicToOpenAI([thinking, text])).toEqual({ role: "assistant", content: text.text, reasoning_content: thinking.thinking });
  });

  it("turns tool_use into tool_calls with stringified input (p03)", () => {
    const [thinking, text, toolUse] = expected("p03_anthropic_tool_use_split_json").content;
    const message = anthropicToOpenAI([thinking, text, toolUse]);
    expect(message.tool_calls).toEqual([
      { id: "toolu_01Gh7North7Slot2031", type: "function", function: { name: "book_greenhouse_slot", arguments: JSON.stringify(toolUse.input) } },
    ]);
    expect(JSON.parse(message.tool_calls![0].function.arguments)).toEqual(toolUse.input);
  });

  it("keeps web search answers as plain joined text, without the server blocks or citations (p04)", () => {
    const message = anthropicToOpenAI(expected("p04_anthropic_web_search_citations").content);
    expect(message).toEqual({
      role: "assistant",
      content:
        "Based on the search results, the Tessaly Botanical Archive opens to the public on 14 May 2031, and entry is free during the opening weekend, after which a day ticket costs 6 crowns.",
      reasoning_content: "This is about a specific institution and its opening date, so I should search instead of guessing.",
    });
  });

  it("joins several thinking blocks and sends null content beside tool calls", () => {
    const message = anthropicToOpenAI([
      { type: "thinking", thinking: "first", signature: "s1" },
      { type: "tool_use", id: "t1", name: "f", input: {} },
      { type: "thinking", thinking: "second", signature: "s2" },
      { type: "redacted_thinking", data: "opaque" },
    ]);
    expect(message).toEqual({
      role: "assistant",
      content: null,
      reasoning_content: "first\n\nsecond",
      tool_calls: [{ id: "t1", type: "function", function: { name: "f", arguments: "{}" } }],
    });
  });

  it("gives tool calls an empty reasoning_content when there was no thinking (K3.1 requires the field)", () => {
    expect(anthropicToOpenAI([{ type: "tool_use", id: "t1", name: "f", input: { a: 1 } }]).reasoning_content).toBe("");
  });

  it("gives a text-only turn no reasoning_content", () => {
    expect(anthropicToOpenAI([{ type: "text", text: "Hi" }])).toEqual({ role: "assistant", content: "Hi" });
  });
});
