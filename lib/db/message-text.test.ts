import { describe, expect, it } from "vitest";
import { messageText, previewOf } from "./message-text";
import { anthropicNode, openaiNode, richAnthropicNode, toolNode, userNode } from "./test-support/stored-nodes";

describe("messageText", () => {
  it("is what the user wrote, or the reply's text without its citation marks", () => {
    expect(messageText(userNode("u", "c", null, "How bright?", 1))).toBe("How bright?");
    expect(messageText(anthropicNode("a", "c", "u", "Very.", 2))).toBe("Very.");
    expect(messageText(richAnthropicNode("a", "c", "u", 2))).toBe("The moon is bright 🌕.");
  });

  it("leaves out reasoning, tool calls and tool results", () => {
    expect(messageText(openaiNode("o", "c", null, 1))).toBe("");
    expect(messageText(toolNode("t", "c", "a", 3))).toBe("");
  });
});

describe("previewOf", () => {
  it("is one line, cut at a code point", () => {
    expect(previewOf("  one\n\ntwo  ")).toBe("one two");
    const long = previewOf("😀".repeat(200));
    expect(Array.from(long)).toHaveLength(140);
    expect(long.endsWith("😀…")).toBe(true);
  });
});
