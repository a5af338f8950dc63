import { describe, expect, it } from "vitest";
import type { AnthropicMessage } from "@/lib/protocol/anthropic/types";
import { deriveParts } from "./derive-parts";
import type { TextPart, ToolCallPart, WebSearchPart } from "./parts";
import { anthropicNode, FIXTURES, fixtureMessage, fixtureResult, openaiNode, toolNode } from "./test-support/nodes";

describe("deriveParts, Anthropic fixtures", () => {
  it("p02: thinking with tokens and duration, then text", () => {
    const node = { ...anthropicNode(fixtureMessage(FIXTURES.p02)), thinkingDurations: { 0: 12_000 } };
    const parts = deriveParts([node]);
    expect(parts.map((p) => p.type)).toEqual(["thinking", "text"]);
    expect(parts[0]).toMatchObject({ key: "a1:0", streaming: false, durationMs: 12_000, tokens: 97 });
    expect((parts[0] as { text: string }).text).toMatch(/^Tier 1 has 3 gears/);
    expect(parts[1]).toMatchObject({ key: "a1:1", streaming: false, citations: [] });
    expect((parts[1] as TextPart).text).toMatch(/^The clock holds \*\*45\*\*/);
  });

  it("p03: text then a running tool call, done once its result arrives", () => {
    const message = fixtureMessage(FIXTURES.p03);
    const [, text, call] = deriveParts([anthropicNode(message)]);
    expect(text).toMatchObject({ type: "text", text: "I'll reserve that greenhouse slot for you now." });
    expect(call).toMatchObject({ type: "tool-call", id: "toolu_01Gh7North7Slot2031", name: "book_greenhouse_slot", status: "running" });
    expect((call as ToolCallPart).input).toMatchObject({ greenhouse: "North Dome 7", label: "Café row" });

    const result = { toolUseId: "toolu_01Gh7North7Slot2031", name: "book_greenhouse_slot", content: '{"ok":true}' };
    const done = deriveParts([anthropicNode(message), toolNode([result])])[2] as ToolCallPart;
    expect(done.status).toBe("done");
    expect(done.result).toEqual({ content: '{"ok":true}', isError: false });

    const failed = deriveParts([anthropicNode(message), toolNode([{ ...result, isError: true }])])[2];
    expect(failed).toMatchObject({ status: "error", result: { isError: true } });
  });

  it("p04: web search with results, merged cited text numbered per source", () => {
    const parts = deriveParts([anthropicNode(fixtureMessage(FIXTURES.p04))]);
    expect(parts.map((p) => p.type)).toEqual(["thinking", "web-search", "text"]);
    const search = parts[1] as WebSearchPart;
    expect(search).toMatchObject({ query: "Tessaly Botanical Archive opening date entry fee", status: "done", resultsVisible: true });
    expect(search.results).toHaveLength(3);
    expect(search.results[0]).toEqual({
      title: "Tessaly Botanical Archive – Visitor Information",
      url: "https://tessaly-archive.example/visit",
      site: "tessaly-archive.example",
      age: "March 2, 2031",
    });
    expect(search.results[2].age).toBeUndefined();

    const text = parts[2] as TextPart;
    expect(text.key).toBe("a1:3");
    expect(text.text).toBe(
      "Based on the search results, the Tessaly Botanical Archive opens to the public on 14 May 2031" +
        '[\\[1\\]](<https://tessaly-archive.example/visit> "The Tessaly Botanical Archive opens its doors to the public on 14 May 2031."), and ' +
        "entry is free during the opening weekend, after which a day ticket costs 6 crowns" +
        '[\\[1\\]](<https://tessaly-archive.example/visit> "Admission is free on 14 and 15 May; from 16 May a day ticket costs 6 crowns.")' +
        '[\\[2\\]](<https://northvale-courier.example/2031/03/tessaly-archive> "Organisers say the first weekend will be free for all visitors.").',
    );
    expect(text.citations.map((c) => [c.number, c.url])).toEqual([
      [1, "https://tessaly-archive.example/visit"],
      [2, "https://northvale-courier.example/2031/03/tessaly-archive"],
    ]);
    expect(text.citations[0].citedTexts).toHaveLength(2);
    expect(text.citations[0].title).toBe("Tessaly Botanical Archive – Visitor Information");
  });

  it("p04: a web search error and a search still running", () => {
    const message = fixtureMessage(FIXTURES.p04);
    message.content[2] = { type: "web_search_tool_result", tool_use_id: "srvtoolu_01TessalyArchiveQ1", content: { type: "web_search_tool_result_error", error_code: "max_uses_exceeded" } };
    expect(deriveParts([anthropicNode(message)])[1]).toMatchObject({ status: "error", error: "max_uses_exceeded", results: [] });

    const partial = { ...message, content: message.content.slice(0, 2) };
    expect(deriveParts([anthropicNode(partial, "a1", "streaming")])[1]).toMatchObject({ status: "searching" });
  });

  it("p05 and p06: plain text parts", () => {
    const p05 = deriveParts([anthropicNode(fixtureMessage(FIXTURES.p05))]);
    expect(p05.map((p) => p.type)).toEqual(["thinking", "text"]);
    expect(JSON.parse((p05[1] as TextPart).text)).toMatchObject({ name: "Amber Saltmarsh Skimmer" });
    const p06 = deriveParts([anthropicNode(fixtureMessage(FIXTURES.p06))]);
    expect(p06).toHaveLength(1);
    expect(p06[0]).toMatchObject({ type: "text", streaming: false });
  });

  it("never mutates the stored turn", () => {
    const message = fixtureMessage(FIXTURES.p04);
    const before = JSON.stringify(message);
    deriveParts([anthropicNode(message)]);
    expect(JSON.stringify(message)).toBe(before);
  });
});

describe("deriveParts, streaming and odd blocks", () => {
  it("marks only the last block as streaming", () => {
    const message = fixtureMessage(FIXTURES.p02);
    const thinkingOnly = { ...message, content: message.content.slice(0, 1) };
    const [thinking] = deriveParts([anthropicNode(thinkingOnly, "a1", "streaming")]);
    expect(thinking).toMatchObject({ type: "thinking", streaming: true });
    expect(thinking).not.toHaveProperty("tokens");
    const [doneThinking, text] = deriveParts([anthropicNode(message, "a1", "streaming")]);
    expect(doneThinking).toMatchObject({ streaming: false });
    expect(text).toMatchObject({ streaming: true });
  });

  it("skips unknown and redacted blocks, keeping separate text runs apart", () => {
    const message = {
      ...fixtureMessage(FIXTURES.p02),
      content: [
        { type: "text", text: "One " },
        { type: "text", text: "two." },
        { type: "mystery_block", payload: 1 },
        { type: "thinking", thinking: "hmm", signature: "s" },
        { type: "text", text: "Three." },
      ],
    } as unknown as AnthropicMessage;
    const parts = deriveParts([anthropicNode(message)]);
    expect(parts.map((p) => [p.type, p.key])).toEqual([
      ["text", "a1:0"],
      ["thinking", "a1:3"],
      ["text", "a1:4"],
    ]);
    expect((parts[0] as TextPart).text).toBe("One two.");
  });

  it("keeps citation marks out of an open code span", () => {
    const message = {
      ...fixtureMessage(FIXTURES.p02),
      content: [
        { type: "text", text: "Run `ls" },
        { type: "text", text: " -la", citations: [{ type: "web_search_result_location", url: "https://x.example", title: "X", cited_text: "c", encrypted_index: "e" }] },
        { type: "text", text: "` now.\n", citations: [{ type: "web_search_result_location", url: "https://x.example", title: "X", cited_text: "d", encrypted_index: "e" }] },
      ],
    } as unknown as AnthropicMessage;
    const [text] = deriveParts([anthropicNode(message)]) as TextPart[];
    expect(text.text).toBe('Run `ls -la` now.[\\[1\\]](<https://x.example> "d")\n');
    expect(text.citations[0].citedTexts).toEqual(["c", "d"]);
  });

  it("holds back the marks of a cited block while it streams, so each text extends the one before", () => {
    const cite = (cited: string) => ({ type: "web_search_result_location", url: "https://x.example", title: "X", cited_text: cited, encrypted_index: "e" });
    const frame = (blocks: unknown[], status: "streaming" | "complete") =>
      (deriveParts([anthropicNode({ ...fixtureMessage(FIXTURES.p02), content: blocks } as unknown as AnthropicMessage, "a1", status)])[0] as TextPart).text;
    const tokens = ["The ", "ferry ", "leaves ", "at ", "07:30."];
    const texts: string[] = [];
    let grown = "";
    for (const token of tokens) {
      grown += token;
      texts.push(frame([{ type: "text", text: "Intro. " }, { type: "text", text: grown, citations: [cite("a")] }], "streaming"));
    }
    // The next block starts: the finished one gets its mark, after all the text it streamed.
    texts.push(frame([{ type: "text", text: "Intro. " }, { type: "text", text: grown, citations: [cite("a")] }, { type: "text", text: " More" }], "streaming"));
    texts.push(frame([{ type: "text", text: "Intro. " }, { type: "text", text: grown, citations: [cite("a")] }, { type: "text", text: " More text" }], "streaming"));
    for (let i = 1; i < texts.length; i++) expect(texts[i].startsWith(texts[i - 1])).toBe(true);
    expect(texts.at(-1)).toBe('Intro. The ferry leaves at 07:30.[\\[1\\]](<https://x.example> "a") More text');
    // A finished reply shows every mark.
    expect(frame([{ type: "text", text: "Intro. " }, { type: "text", text: grown, citations: [cite("a")] }], "complete")).toBe(
      'Intro. The ferry leaves at 07:30.[\\[1\\]](<https://x.example> "a")',
    );
  });

  it("escapes a citation's URL and hover text so they cannot end the link early", () => {
    const cited = { type: "web_search_result_location", url: "https://x.example/a b>c", title: "T", cited_text: 'say "hi" \\ bye', encrypted_index: "e" };
    const message = { ...fixtureMessage(FIXTURES.p02), content: [{ type: "text", text: "Claim", citations: [cited] }] } as unknown as AnthropicMessage;
    const text = deriveParts([anthropicNode(message)])[0] as TextPart;
    expect(text.text).toBe('Claim[\\[1\\]](<https://x.example/a%20b%3Ec> "say \\"hi\\" \\\\ bye")');
  });
});

describe("deriveParts, OpenAI fixtures", () => {
  it("p07: reasoning then content", () => {
    const node = { ...openaiNode(fixtureResult(FIXTURES.p07)), thinkingDurations: { 0: 3_000 } };
    const parts = deriveParts([node]);
    expect(parts.map((p) => p.type)).toEqual(["thinking", "text"]);
    expect(parts[0]).toMatchObject({ key: "o1:reasoning", tokens: 38, durationMs: 3_000, streaming: false });
    expect((parts[1] as TextPart).text).toMatch(/^Tomorrow on Pelion/);
  });

  it("p07 streaming: reasoning streams until content starts", () => {
    const result = fixtureResult(FIXTURES.p07);
    const reasoningOnly = { ...result, message: { ...result.message, content: null }, usage: null };
    expect(deriveParts([openaiNode(reasoningOnly, "o1", "streaming")])[0]).toMatchObject({ streaming: true });
    const both = deriveParts([openaiNode(result, "o1", "streaming")]);
    expect(both.map((p) => "streaming" in p && p.streaming)).toEqual([false, true]);
  });

  it("p08: parallel tool calls keep raw arguments and pick up results", () => {
    const node = openaiNode(fixtureResult(FIXTURES.p08));
    const tides = { toolUseId: "functions.get_tide_table:0", name: "get_tide_table", content: "high 06:12" };
    const parts = deriveParts([node, toolNode([tides])]);
    expect(parts.map((p) => p.type)).toEqual(["thinking", "tool-call", "tool-call"]);
    expect(parts[1]).toMatchObject({ name: "get_tide_table", input: '{"harbor": "Vell Harbor", "date": "2031-06-02"}', status: "done" });
    expect(parts[2]).toMatchObject({ id: "functions.get_ferry_schedule:1", status: "running" });
    expect(deriveParts([node], { toolLoopActive: false })[2]).toMatchObject({ status: "not-run" });
  });

  it("turns Kimi's $web_search builtin call into a web search", () => {
    const args = '{"search_result":{"search_id":"s1","query":"Pelion weather"},"usage":{"total_tokens":9}}';
    const result = fixtureResult(FIXTURES.p08);
    result.message.tool_calls = [{ id: "call_1", type: "builtin_function", function: { name: "$web_search", arguments: args } }];
    const searching = deriveParts([openaiNode(result)])[1] as WebSearchPart;
    expect(searching).toMatchObject({ type: "web-search", query: "Pelion weather", status: "searching", resultsVisible: false });
    const done = deriveParts([openaiNode(result), toolNode([{ toolUseId: "call_1", name: "$web_search", content: args }])])[1];
    expect(done).toMatchObject({ status: "done" });
  });
});

describe("deriveParts, a tool loop", () => {
  it("orders parts across assistant → tool → assistant and numbers citations per reply", () => {
    const first = fixtureMessage(FIXTURES.p03);
    const second = fixtureMessage(FIXTURES.p04);
    const result = { toolUseId: "toolu_01Gh7North7Slot2031", name: "book_greenhouse_slot", content: "booked" };
    const parts = deriveParts([anthropicNode(first, "a1"), toolNode([result]), anthropicNode(second, "a2", "streaming")]);
    expect(parts.map((p) => `${p.type}@${p.key}`)).toEqual([
      "thinking@a1:0",
      "text@a1:1",
      "tool-call@a1:2",
      "thinking@a2:0",
      "web-search@a2:1",
      "text@a2:3",
    ]);
    expect(parts[2]).toMatchObject({ status: "done", result: { content: "booked" } });
    expect(parts[5]).toMatchObject({ streaming: true });
  });

  it("marks an earlier call without a result as not run", () => {
    const parts = deriveParts([anthropicNode(fixtureMessage(FIXTURES.p03), "a1"), anthropicNode(fixtureMessage(FIXTURES.p02), "a2")]);
    expect(parts[2]).toMatchObject({ type: "tool-call", status: "not-run" });
  });
});

describe("deriveParts, structured replies", () => {
  const format = { type: "json_schema" as const, name: "dragonfly", schema: { type: "object", properties: { name: { type: "string" } } } };

  it("p05 asked for JSON Schema: thinking, then the JSON text as one structured part", () => {
    const message = fixtureMessage(FIXTURES.p05);
    const parts = deriveParts([{ ...anthropicNode(message), format }]);
    expect(parts.map((p) => p.type)).toEqual(["thinking", "structured"]);
    expect(parts[1]).toEqual({ type: "structured", key: "a1:1", text: (message.content[1] as { text: string }).text, format, streaming: false });
  });

  it("streams the JSON prefix, and keeps citation marks out of it", () => {
    const message = fixtureMessage(FIXTURES.p05);
    const cited = { type: "web_search_result_location", url: "https://example.org", title: "Ex", cited_text: "x" };
    message.content[1] = { type: "text", text: '{"name":"Amb', citations: [cited] } as never;
    const [, part] = deriveParts([{ ...anthropicNode(message, "a1", "streaming"), format }]);
    expect(part).toMatchObject({ type: "structured", text: '{"name":"Amb', streaming: true });
    const [, done] = deriveParts([{ ...anthropicNode(message), format }]);
    expect(done).toMatchObject({ type: "structured", text: '{"name":"Amb' });
  });

  it("reads OpenAI content as structured for json_object, and as text when no format was asked", () => {
    const result = fixtureResult(FIXTURES.p07);
    result.message.content = '{"ok":true}';
    const asked = deriveParts([{ ...openaiNode(result), format: { type: "json_object" } }]);
    expect(asked[1]).toEqual({ type: "structured", key: "o1:content", text: '{"ok":true}', format: { type: "json_object" }, streaming: false });
    expect(deriveParts([openaiNode(result)])[1].type).toBe("text");
  });

  it("gives tool calls the input schema the settings define for them", () => {
    const inputSchema = { type: "object", properties: { harbor: { type: "string" } } };
    const toolSchemas = new Map([["get_tide_table", inputSchema]]);
    const parts = deriveParts([openaiNode(fixtureResult(FIXTURES.p08))], { toolSchemas }) as ToolCallPart[];
    expect(parts.find((p) => p.name === "get_tide_table")?.inputSchema).toBe(inputSchema);
    expect(parts.find((p) => p.name === "get_ferry_schedule")).not.toHaveProperty("inputSchema");
    const anthropic = deriveParts([anthropicNode(fixtureMessage(FIXTURES.p03))], { toolSchemas: new Map([["book_greenhouse_slot", inputSchema]]) });
    expect((anthropic[2] as ToolCallPart).inputSchema).toBe(inputSchema);
  });
});
