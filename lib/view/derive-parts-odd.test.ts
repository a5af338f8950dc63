import { describe, expect, it } from "vitest";
import type { AnthropicMessage } from "@/lib/protocol/anthropic/types";
import type { AssistantNode, ToolResult } from "@/lib/protocol/message";
import type { OpenAIResult } from "@/lib/protocol/openai/types";
import { deriveParts } from "./derive-parts";
import { Footnotes } from "./footnotes";
import { partsMarkdown } from "./part-markdown";
import { usageOfNodes } from "./usage";
import { anthropicNode, FIXTURES, fixtureMessage, fixtureResult, openaiNode, toolNode } from "./test-support/nodes";

// Imported conversations and shared links hold whatever their author wrote: fields of the wrong
// kind are drawn as well as they can be (bad items skipped, non-lists read as empty), never thrown on.

/** A message with these content blocks, built from JSON so no type stands in the way. */
function withContent(content: unknown): AnthropicMessage {
  return { ...fixtureMessage(FIXTURES.p02), content } as unknown as AnthropicMessage;
}

const markdown = (parts: ReturnType<typeof deriveParts>) => partsMarkdown(parts, new Footnotes());

describe("deriveParts with odd Anthropic text blocks", () => {
  it.each([{}, "x", 1, true, { length: 2 }])("draws a text block whose citations are %j as plain text", (citations) => {
    const parts = deriveParts([anthropicNode(withContent([{ type: "text", text: "Cited?", citations }]))]);
    expect(parts).toMatchObject([{ type: "text", text: "Cited?", citations: [] }]);
    expect(markdown(parts)).toBe("Cited?");
  });

  it("skips citations that are not objects or have no URL, and keeps the good one", () => {
    const citations = [null, 1, "x", [], { url: 5 }, { url: "https://a.example/", title: 7, cited_text: {} }];
    const parts = deriveParts([anthropicNode(withContent([{ type: "text", text: "Cited.", citations }]))]);
    expect(parts).toMatchObject([{ type: "text", citations: [{ number: 1, url: "https://a.example/", title: "https://a.example/", citedTexts: [] }] }]);
  });

  it("reads a text that is not a string as empty, and a thinking that is not a string as empty", () => {
    const parts = deriveParts([anthropicNode(withContent([{ type: "thinking", thinking: { a: 1 } }, { type: "text", text: ["x"] }]))]);
    expect(parts).toMatchObject([{ type: "thinking", text: "" }, { type: "text", text: "" }]);
    expect(() => markdown(parts)).not.toThrow();
  });

  it("skips blocks that are not objects", () => {
    const parts = deriveParts([anthropicNode(withContent([null, 1, "x", [], { type: "text", text: "Still here." }]))]);
    expect(parts).toMatchObject([{ type: "text", text: "Still here." }]);
  });

  it("reads a message that is not an object as empty", () => {
    for (const message of [null, "x", 1]) {
      const node = anthropicNode(message as unknown as AnthropicMessage);
      expect(deriveParts([node])).toEqual([]);
    }
  });

  it("keeps only thinking durations that are numbers", () => {
    const node: AssistantNode = { ...anthropicNode(withContent([{ type: "thinking", thinking: "Hm." }])), thinkingDurations: { 0: "soon" } as never };
    expect(deriveParts([node])[0]).not.toHaveProperty("durationMs");
  });
});

describe("deriveParts with odd web search results", () => {
  function search(content: unknown): AnthropicMessage {
    return withContent([
      { type: "server_tool_use", id: "s1", name: "web_search", input: { query: "harbour" } },
      { type: "web_search_tool_result", tool_use_id: "s1", content },
    ]);
  }

  it("skips results that are null or not objects, and results without a URL", () => {
    const content = [null, 1, "x", [], { type: "web_search_result", title: "No URL" }, { type: "web_search_result", url: "https://b.example/x", title: "Good" }];
    const parts = deriveParts([anthropicNode(search(content))]);
    expect(parts).toMatchObject([{ type: "web-search", status: "done", results: [{ title: "Good", url: "https://b.example/x", site: "b.example" }] }]);
    expect(markdown(parts)).toContain("[Good](https://b.example/x)");
  });

  it("reads titles and ages that are not strings as absent", () => {
    const content = [{ type: "web_search_result", url: "https://c.example/", title: { t: 1 }, page_age: 3 }];
    const parts = deriveParts([anthropicNode(search(content))]);
    expect(parts).toMatchObject([{ results: [{ title: "https://c.example/", url: "https://c.example/", site: "c.example" }] }]);
    expect(parts[0]).toMatchObject({ results: [expect.not.objectContaining({ age: expect.anything() })] });
  });

  it.each([null, "x", 1, { error_code: { nested: true } }])("shows content %j as a failed search", (content) => {
    const parts = deriveParts([anthropicNode(search(content))]);
    expect(parts).toMatchObject([{ type: "web-search", status: "error", results: [], error: "unknown" }]);
    expect(markdown(parts)).toContain("Search failed: unknown");
  });

  it("reads a query that is not a string, and an id that is not a string, as empty", () => {
    const message = withContent([{ type: "server_tool_use", id: 7, name: "web_search", input: "harbour" }]);
    expect(deriveParts([anthropicNode(message)])).toMatchObject([{ type: "web-search", id: "", query: "" }]);
  });
});

describe("deriveParts with odd tool calls and results", () => {
  const call = (block: Record<string, unknown>) => withContent([{ type: "tool_use", id: "t1", name: "lookup", ...block }]);

  it.each([
    [null, {}],
    [1, "1"],
    [[null], "[null]"],
    [true, "true"],
    ["raw text", "raw text"],
  ])("shows an input of %j as %j", (input, shown) => {
    const parts = deriveParts([anthropicNode(call({ input }))]);
    expect(parts).toMatchObject([{ type: "tool-call", input: shown }]);
    expect(() => markdown(parts)).not.toThrow();
  });

  it("reads a name or id that is not a string as empty", () => {
    const parts = deriveParts([anthropicNode(call({ id: { x: 1 }, name: ["lookup"] }))], { toolLoopActive: false });
    expect(parts).toMatchObject([{ type: "tool-call", id: "", name: "" }]);
    expect(markdown(parts)).toContain("Tool call: ``");
  });

  it("skips results and result blocks of the wrong kind, and reads odd content as empty", () => {
    const results = [
      null,
      "x",
      { toolUseId: 5, content: "wrong id" },
      { toolUseId: "t1", name: "lookup", content: [null, 1, { type: "text", text: 2 }, { type: "text", text: "Found." }, { type: "image" }, { type: "image", source: { type: "url", url: 9 } }, { type: "image", source: { type: "url", url: "https://i.example/a.png" } }] },
    ] as unknown as ToolResult[];
    const parts = deriveParts([anthropicNode(call({ input: {} })), toolNode(results)]);
    expect(parts).toMatchObject([
      { type: "tool-call", status: "done", result: { content: "Found.", isError: false }, resultImages: [{ type: "url", url: "https://i.example/a.png" }] },
    ]);
    expect(markdown(parts)).toContain("[Image 1](https://i.example/a.png)");
  });

  it.each([null, 1, { a: 1 }])("reads result content %j as empty text", (content) => {
    const results = [{ toolUseId: "t1", name: "lookup", content }] as unknown as ToolResult[];
    const parts = deriveParts([anthropicNode(call({ input: {} })), toolNode(results)]);
    expect(parts).toMatchObject([{ type: "tool-call", result: { content: "" } }]);
    expect(parts[0]).not.toHaveProperty("resultImages");
  });

  it.each([null, "x", { 0: {} }])("reads a tool node whose results are %j as having none", (results) => {
    const parts = deriveParts([anthropicNode(call({ input: {} })), toolNode(results as unknown as ToolResult[])], { toolLoopActive: false });
    expect(parts).toMatchObject([{ type: "tool-call", status: "not-run" }]);
  });
});

describe("deriveParts with odd OpenAI results", () => {
  const withMessage = (message: Record<string, unknown>): OpenAIResult => {
    const result = fixtureResult(FIXTURES.p08);
    return { ...result, message: { ...result.message, reasoning_content: undefined, ...message } } as OpenAIResult;
  };

  it.each([{}, "x", 1, { 0: { id: "c" } }])("reads tool_calls of %j as none, in the parts and in the usage", (toolCalls) => {
    const node = openaiNode(withMessage({ content: "Answer.", tool_calls: toolCalls }));
    expect(deriveParts([node])).toMatchObject([{ type: "text", text: "Answer." }]);
    expect(() => usageOfNodes([node])).not.toThrow();
  });

  it("skips tool calls that are not objects, and reads odd names and arguments", () => {
    const toolCalls = [null, 1, { id: "c1", function: { name: 3, arguments: { city: "Oslo" } } }, { id: "c2", function: "x" }];
    const parts = deriveParts([openaiNode(withMessage({ content: null, tool_calls: toolCalls }))]);
    expect(parts).toMatchObject([
      { type: "tool-call", id: "c1", name: "", input: { city: "Oslo" } },
      { type: "tool-call", id: "c2", name: "", input: "" },
    ]);
    expect(() => markdown(parts)).not.toThrow();
    expect(usageOfNodes([openaiNode(withMessage({ tool_calls: toolCalls }))])).toMatchObject({ webSearches: 0 });
  });

  it.each([null, "x", 1])("reads a result of %j as empty", (result) => {
    expect(deriveParts([openaiNode(result as unknown as OpenAIResult)])).toEqual([]);
  });

  it("ignores odd annotations beside the content", () => {
    const parts = deriveParts([openaiNode(withMessage({ content: "Noted.", tool_calls: undefined, annotations: [null, { type: 1 }] }))]);
    expect(parts).toMatchObject([{ type: "text", text: "Noted." }]);
  });
});

describe("deriveParts with odd node fields", () => {
  it.each([null, "x", 1, {}, { type: "xml" }])("draws a reply whose format is %j as text", (format) => {
    const node = { ...anthropicNode(withContent([{ type: "text", text: "{}" }])), format } as unknown as AssistantNode;
    expect(deriveParts([node])).toMatchObject([{ type: "text", text: "{}" }]);
  });

  it("draws a reply asked for a schema that is not an object as plain JSON", () => {
    const node = { ...anthropicNode(withContent([{ type: "text", text: "{}" }])), format: { type: "json_schema", schema: "x" } } as unknown as AssistantNode;
    expect(deriveParts([node])).toMatchObject([{ type: "structured", text: "{}", format: { type: "json_object" } }]);
  });

  it("skips nodes that are not objects", () => {
    const nodes = [null, 1, anthropicNode(withContent([{ type: "text", text: "Here." }]))] as unknown as AssistantNode[];
    expect(deriveParts(nodes)).toMatchObject([{ type: "text", text: "Here." }]);
  });
});
