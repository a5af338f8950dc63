import { describe, expect, it } from "vitest";
import { deriveParts } from "./derive-parts";
import { Footnotes } from "./footnotes";
import { PART_MARKDOWN, partsMarkdown } from "./part-markdown";
import type { TextPart, ToolCallPart, ViewPart } from "./parts";
import { prettyJson } from "./tool-input";
import { anthropicNode, FIXTURES, fixtureMessage, fixtureResult, openaiNode, toolNode } from "./test-support/nodes";

const markdown = (part: ViewPart, notes = new Footnotes()) => partsMarkdown([part], notes);

const p03Call = (results: Parameters<typeof toolNode>[0]) =>
  deriveParts([anthropicNode(fixtureMessage(FIXTURES.p03)), toolNode(results)], { toolLoopActive: false })[2] as ToolCallPart;
const p03Result = { toolUseId: "toolu_01Gh7North7Slot2031", name: "book_greenhouse_slot" };

describe("PART_MARKDOWN", () => {
  it("has an entry for every part type", () => {
    expect(Object.keys(PART_MARKDOWN).sort()).toEqual(["structured", "text", "thinking", "tool-call", "web-search"]);
  });

  it("writes thinking as a collapsed quote, and nothing for empty thinking", () => {
    const thinking = { type: "thinking", key: "k", text: "one\n\ntwo", streaming: false } as const;
    expect(markdown(thinking)).toBe("<details>\n<summary>Thinking</summary>\n\n> one\n>\n> two\n\n</details>");
    expect(markdown({ ...thinking, text: "" })).toBe("");
  });

  it("turns citation marks into footnotes numbered across the document", () => {
    const text = deriveParts([anthropicNode(fixtureMessage(FIXTURES.p04))])[2];
    const notes = new Footnotes();
    const expected =
      "Based on the search results, the Tessaly Botanical Archive opens to the public on 14 May 2031[^1], and entry is free " +
      "during the opening weekend, after which a day ticket costs 6 crowns[^1][^2].";
    expect(markdown(text, notes)).toBe(expected);
    expect(markdown(text, notes)).toBe(expected);
    expect(notes.render()).toBe(
      [
        "[^1]: [Tessaly Botanical Archive – Visitor Information](https://tessaly-archive.example/visit) — " +
          "“The Tessaly Botanical Archive opens its doors to the public on 14 May 2031.” " +
          "“Admission is free on 14 and 15 May; from 16 May a day ticket costs 6 crowns.”",
        "[^2]: [Archive of pressed plants to open in Tessaly this spring](https://northvale-courier.example/2031/03/tessaly-archive) — " +
          "“Organisers say the first weekend will be free for all visitors.”",
      ].join("\n"),
    );
  });

  it("still notes a source whose mark was left out inside code", () => {
    const citation = { number: 1, url: "https://a.example", title: "A", citedTexts: [] };
    const text: TextPart = { type: "text", key: "k", text: "```\ncode", citations: [citation], streaming: false };
    const notes = new Footnotes();
    expect(markdown(text, notes)).toBe("```\ncode\n\n[^1]");
    expect(notes.render()).toBe("[^1]: [A](https://a.example)");
  });

  it("writes a tool call's input as the card shows it, then its result or error", () => {
    const done = p03Call([{ ...p03Result, content: '{"booking":"NG-7"}' }]);
    expect(markdown(done)).toBe(
      `Tool call: \`book_greenhouse_slot\`\n\n\`\`\`json\n${prettyJson(done.input)}\n\`\`\`\n\nResult:\n\n\`\`\`json\n{\n  "booking": "NG-7"\n}\n\`\`\``,
    );
    const failed = p03Call([{ ...p03Result, content: "Slot taken", isError: true }]);
    expect(markdown(failed)).toMatch(/\n\nError:\n\n```\nSlot taken\n```$/);
  });

  it("says when a call was never run, and keeps arguments that do not parse raw", () => {
    expect(markdown(p03Call([]))).toMatch(/```\n\n_Not run: the reply ended without a result for this call._$/);
    const raw: ToolCallPart = { type: "tool-call", key: "k", id: "c", name: "f", input: '{"a": ', status: "running" };
    expect(markdown(raw)).toBe('Tool call: `f`\n\n```\n{"a": \n```\n\n_Running…_');
    const openai = deriveParts([openaiNode(fixtureResult(FIXTURES.p08))])[1];
    expect(markdown(openai)).toContain('```json\n{\n  "harbor": "Vell Harbor",\n  "date": "2031-06-02"\n}\n```');
  });

  it("writes a web search with its query and a link per result, or what went wrong", () => {
    const message = fixtureMessage(FIXTURES.p04);
    expect(markdown(deriveParts([anthropicNode(message)])[1])).toBe(
      [
        "Web search: “Tessaly Botanical Archive opening date entry fee”",
        "",
        "- [Tessaly Botanical Archive – Visitor Information](https://tessaly-archive.example/visit) · March 2, 2031",
        "- [Archive of pressed plants to open in Tessaly this spring](https://northvale-courier.example/2031/03/tessaly-archive) · February 27, 2031",
        "- [Tessaly events calendar](https://tessaly.example/events)",
      ].join("\n"),
    );
    message.content[2] = { type: "web_search_tool_result", tool_use_id: "srvtoolu_01TessalyArchiveQ1", content: { type: "web_search_tool_result_error", error_code: "max_uses_exceeded" } };
    expect(markdown(deriveParts([anthropicNode(message)])[1])).toMatch(/\n\n_Search failed: max_uses_exceeded_$/);

    const result = fixtureResult(FIXTURES.p08);
    const args = '{"search_result":{"search_id":"s1","query":"Pelion weather"}}';
    result.message.tool_calls = [{ id: "call_1", type: "builtin_function", function: { name: "$web_search", arguments: args } }];
    const builtin = deriveParts([openaiNode(result), toolNode([{ toolUseId: "call_1", name: "$web_search", content: args }])])[1];
    expect(markdown(builtin)).toBe("Web search: “Pelion weather”\n\n_The results went straight to the model._");
  });
});
