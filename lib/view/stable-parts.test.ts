import { describe, expect, it } from "vitest";
import type { TextPart, ToolCallPart, ViewPart } from "./parts";
import { createStableParts, reuseParts } from "./stable-parts";

const thinking = (text: string): ViewPart => ({ type: "thinking", key: "n:0", text, streaming: false, durationMs: 1200 });
const tool = (status: ToolCallPart["status"]): ViewPart => ({ type: "tool-call", key: "n:1", id: "t1", name: "add", input: { a: 1, b: [2, 3] }, status });
const text = (body: string, streaming: boolean): TextPart => ({
  type: "text",
  key: "n:2",
  text: body,
  streaming,
  citations: [{ number: 1, url: "https://a.example", title: "A", citedTexts: ["x"] }],
});

describe("reuseParts", () => {
  it("keeps each finished part's object and takes the growing one anew", () => {
    const before = [thinking("plan"), tool("done"), text("Hello", true)];
    const after = [thinking("plan"), tool("done"), text("Hello, world", true)];
    const shown = reuseParts(before, after);
    expect(shown[0]).toBe(before[0]);
    expect(shown[1]).toBe(before[1]);
    expect(shown[2]).toBe(after[2]);
  });

  it("takes a part anew when any field changes, nested ones included", () => {
    const before = [tool("running"), text("Hello", true)];
    expect(reuseParts(before, [tool("done")])[0]).not.toBe(before[0]);
    const recited = text("Hello", true);
    recited.citations = [{ ...recited.citations[0], citedTexts: ["x", "y"] }];
    expect(reuseParts(before, [recited])[0]).not.toBe(before[1]);
    expect(reuseParts(before, [text("Hello", false)])[0]).not.toBe(before[1]);
  });

  it("keeps a part whose nested lists are new objects with the same contents", () => {
    const before = [text("Hello", false)];
    expect(reuseParts(before, [text("Hello", false)])[0]).toBe(before[0]);
  });

  it("follows a list across frames", () => {
    const stable = createStableParts();
    const first = stable([thinking("plan")]);
    const second = stable([thinking("plan"), text("Hi", true)]);
    expect(second[0]).toBe(first[0]);
    expect(stable([])).toEqual([]);
  });
});
