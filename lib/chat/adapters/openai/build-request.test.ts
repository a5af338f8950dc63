import { describe, expect, it } from "vitest";
import type { ContentBlock } from "@/lib/protocol/anthropic/types";
import type { ToolChoiceSetting } from "@/lib/protocol/message";
import { loadFixture } from "@/lib/protocol/fixtures/load";
import { validateOpenAIRequest } from "@/lib/server/gateway/validate-request";
import { buildOpenAIRequest } from "./build-request";
import { anthropicMessage, anthropicTurn, attachment, openAIResult, openAITurn, settings, toolResults, user } from "@/lib/chat/request/test-support/history";

/** Same keys in the same order, and a body the gateway accepts. */
function expectRequest(actual: unknown, expected: unknown) {
  expect(actual).toEqual(expected);
  expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
  expect(validateOpenAIRequest(actual).ok).toBe(true);
}

const p08 = loadFixture("p08_openai_parallel_tool_calls");
const p08Settings = settings({
  protocol: "openai",
  effort: "low",
  maxTokens: 2048,
  tools: p08.meta.request.tools.map((tool: { function: { name: string; description: string; parameters: Record<string, unknown> } }) => ({
    name: tool.function.name,
    description: tool.function.description,
    inputSchema: tool.function.parameters,
  })),
});
const p08User = () => user(p08.meta.request.messages[0].content);

describe("buildOpenAIRequest reproduces the fixtures", () => {
  it("p07: reasoning effort and max_completion_tokens", () => {
    const { meta } = loadFixture("p07_openai_reasoning_content");
    expectRequest(buildOpenAIRequest(settings({ protocol: "openai" }), [user(meta.request.messages[0].content)]), meta.request);
  });

  it("p08: function tools, then the follow-up replaying the message and one tool message per result", () => {
    expectRequest(buildOpenAIRequest(p08Settings, [p08User()]), p08.meta.request);
    const [, , tide, ferry] = p08.meta.follow_up_request.messages;
    const body = buildOpenAIRequest(p08Settings, [
      p08User(),
      openAITurn(p08.expected),
      toolResults(
        { toolUseId: tide.tool_call_id, name: "get_tide_table", content: tide.content },
        { toolUseId: ferry.tool_call_id, name: "get_ferry_schedule", content: ferry.content },
      ),
    ]);
    expectRequest(body, p08.meta.follow_up_request);
    expect(body.messages[1]).toBe(p08.expected.message);
  });

  it("p07's whole reasoning_content goes back with the message", () => {
    const { expected } = loadFixture("p07_openai_reasoning_content");
    const body = buildOpenAIRequest(settings({ protocol: "openai" }), [user("q"), openAITurn(expected), user("and the day after?")]);
    expect(body.messages[1]).toBe(expected.message);
  });
});

describe("buildOpenAIRequest output formats", () => {
  const schema = { type: "object", properties: { result: { type: "string" } }, required: ["result"], additionalProperties: false };
  const structuredOutput = { name: "result", strict: true, schema };
  const prompt = () => [user("Return a JSON object with result equal to OK.")];

  it("matches the 003 document's strict JSON Schema example", () => {
    const body = buildOpenAIRequest(settings({ protocol: "openai", effort: "low", outputFormat: "json_schema", structuredOutput }), prompt(), {
      stream: false,
    });
    expectRequest(body, {
      model: "kimi-k3.1-pro",
      messages: [{ role: "user", content: "Return a JSON object with result equal to OK." }],
      reasoning_effort: "low",
      max_completion_tokens: 1024,
      response_format: { type: "json_schema", json_schema: { name: "result", strict: true, schema } },
      stream: false,
    });
  });

  it("sends json_object without a schema, strict false as chosen, and nothing for Text", () => {
    const object = buildOpenAIRequest(settings({ protocol: "openai", outputFormat: "json_object", structuredOutput }), prompt());
    expect(object.response_format).toEqual({ type: "json_object" });
    expect(validateOpenAIRequest(object).ok).toBe(true);
    const loose = buildOpenAIRequest(settings({ protocol: "openai", outputFormat: "json_schema", structuredOutput: { ...structuredOutput, strict: false } }), prompt());
    expect(loose.response_format).toEqual({ type: "json_schema", json_schema: { name: "result", strict: false, schema } });
    const text = buildOpenAIRequest(settings({ protocol: "openai", outputFormat: "text", structuredOutput }), prompt());
    expect(text).not.toHaveProperty("response_format");
  });
});

describe("buildOpenAIRequest parameters", () => {
  it("sends the system prompt first, response_format, the 1h cache and web search, but no stop sequences", () => {
    const body = buildOpenAIRequest(
      settings({
        protocol: "openai",
        system: "Be brief.",
        stopSequences: ["END"],
        cacheTtl: "1h",
        webSearch: true,
        structuredOutput: { name: "result", strict: true, schema: { type: "object" } },
      }),
      [user("hi")],
      { stream: false },
    );
    expect(body).toEqual({
      model: "kimi-k3.1-pro",
      messages: [
        { role: "system", content: "Be brief." },
        { role: "user", content: "hi" },
      ],
      tools: [{ type: "web_search" }],
      reasoning_effort: "high",
      max_completion_tokens: 1024,
      response_format: { type: "json_schema", json_schema: { name: "result", strict: true, schema: { type: "object" } } },
      prompt_cache_options: { mode: "implicit", ttl: "1h" },
      stream: false,
    });
    expect(validateOpenAIRequest(body).ok).toBe(true);
  });

  it("never sends what 003 lacks, even when the settings keep it for the Anthropic format", () => {
    const kept = settings({ protocol: "openai", stopSequences: ["END", "STOP"], webSearch: true, webSearchMaxUses: 2 });
    const body = buildOpenAIRequest(kept, [user("hi")]);
    expect(body.tools).toEqual([{ type: "web_search" }]);
    expect(Object.keys(body)).toEqual(["model", "messages", "tools", "reasoning_effort", "max_completion_tokens", "stream"]);
    expect(JSON.stringify(body)).not.toMatch(/stop|max_uses/);
  });

  it("maps tool choice", () => {
    const tools = [{ name: "f", inputSchema: { type: "object" } }];
    const choiceFor = (toolChoice: ToolChoiceSetting) =>
      buildOpenAIRequest(settings({ tools, toolChoice }), [user("hi")]).tool_choice;
    expect(choiceFor({ type: "auto" })).toBe("auto");
    expect(choiceFor({ type: "none" })).toBe("none");
    expect(choiceFor({ type: "any" })).toBe("required");
    expect(choiceFor({ type: "tool", name: "f" })).toEqual({ type: "function", function: { name: "f" } });
  });

  it("sends images and videos as data URLs before the text", () => {
    const item = user("What happens?", [attachment("image", "image/webp", "UklG"), attachment("video", "video/mp4", "AAAA")]);
    expect(buildOpenAIRequest(settings(), [item]).messages[0]).toEqual({
      role: "user",
      content: [
        { type: "image_url", image_url: { url: "data:image/webp;base64,UklG" } },
        { type: "video_url", video_url: { url: "data:video/mp4;base64,AAAA" } },
        { type: "text", text: "What happens?" },
      ],
    });
  });

  it("refuses kimi-k3, which has no OpenAI format", () => {
    expect(() => buildOpenAIRequest(settings({ model: "kimi-k3" }), [user("hi")])).toThrow(/not offered/);
  });
});

describe("buildOpenAIRequest tool round trips and unfinished turns", () => {
  const searchArgs = '{"search_result":{"search_id":"s-1"},"usage":{"total_tokens":12}}';
  const searchCall = { id: "call_ws", type: "builtin_function", function: { name: "$web_search", arguments: searchArgs } };

  it("answers $web_search with its arguments unchanged, naming the builtin", () => {
    const turn = openAITurn(openAIResult({ role: "assistant", content: "", reasoning_content: "look it up", tool_calls: [searchCall] }, "tool_calls"));
    const body = buildOpenAIRequest(settings(), [user("news?"), turn, toolResults({ toolUseId: "call_ws", name: "$web_search", content: searchArgs })]);
    expect(body.messages.slice(1)).toEqual([
      turn.turn.protocol === "openai" ? turn.turn.result.message : null,
      { role: "tool", tool_call_id: "call_ws", name: "$web_search", content: searchArgs },
    ]);
  });

  it("keeps an interrupted turn's text and reasoning, dropping tool calls without results", () => {
    const cut = { id: "functions.f:0", type: "function", function: { name: "f", arguments: '{"a":' } };
    const turn = openAITurn(openAIResult({ role: "assistant", content: "Let me", reasoning_content: "think", tool_calls: [cut] }), "interrupted");
    const body = buildOpenAIRequest(settings(), [user("go"), turn, user("again")]);
    expect(body.messages).toEqual([
      { role: "user", content: "go" },
      { role: "assistant", content: "Let me", reasoning_content: "think" },
      { role: "user", content: "again" },
    ]);
  });

  it("drops an errored turn that produced no text or calls", () => {
    const turn = openAITurn(openAIResult({ role: "assistant", content: null, reasoning_content: "half" }), "error");
    const body = buildOpenAIRequest(settings(), [user("go"), turn, user("retry")]);
    expect(body.messages).toEqual([
      { role: "user", content: "go" },
      { role: "user", content: "retry" },
    ]);
    expect(validateOpenAIRequest(body).ok).toBe(true);
  });

  it("answers a finished turn's unanswered calls before the next user turn", () => {
    const call = { id: "functions.f:0", type: "function", function: { name: "f", arguments: "{}" } };
    const turn = openAITurn(openAIResult({ role: "assistant", content: null, reasoning_content: "r", tool_calls: [call, searchCall] }, "tool_calls"));
    const body = buildOpenAIRequest(settings(), [user("go"), turn, user("skip it")]);
    expect(body.messages.slice(2)).toEqual([
      { role: "tool", tool_call_id: "functions.f:0", content: "The tool was not run." },
      { role: "tool", tool_call_id: "call_ws", name: "$web_search", content: searchArgs },
      { role: "user", content: "skip it" },
    ]);
  });
});

describe("buildOpenAIRequest with turns stored in the Anthropic format", () => {
  it("converts p03's turn: thinking to reasoning_content, text to content, tool_use to tool_calls", () => {
    const p03 = loadFixture("p03_anthropic_tool_use_split_json");
    const body = buildOpenAIRequest(settings(), [
      user("book"),
      anthropicTurn(p03.expected),
      toolResults({ toolUseId: "toolu_01Gh7North7Slot2031", name: "book_greenhouse_slot", content: "ok" }),
    ]);
    const [thinking, text, toolUse] = p03.expected.content;
    expect(body.messages.slice(1)).toEqual([
      {
        role: "assistant",
        content: text.text,
        reasoning_content: thinking.thinking,
        tool_calls: [{ id: toolUse.id, type: "function", function: { name: toolUse.name, arguments: JSON.stringify(toolUse.input) } }],
      },
      { role: "tool", tool_call_id: toolUse.id, content: "ok" },
    ]);
  });

  it("keeps p04's cited answer as plain text and drops the server search blocks", () => {
    const { expected } = loadFixture("p04_anthropic_web_search_citations");
    const body = buildOpenAIRequest(settings(), [user("q"), anthropicTurn(expected), user("more")]);
    const text = expected.content.filter((block: ContentBlock) => block.type === "text").map((block: { text: string }) => block.text).join("");
    expect(body.messages[1]).toEqual({ role: "assistant", content: text, reasoning_content: expected.content[0].thinking });
  });

  it("drops an interrupted Anthropic turn's unfinished tool call after conversion", () => {
    const turn = anthropicTurn(anthropicMessage([{ type: "text", text: "Checking" }, { type: "tool_use", id: "toolu_1", name: "f", input: {} }]), "interrupted");
    expect(buildOpenAIRequest(settings(), [user("go"), turn, user("on")]).messages[1]).toEqual({ role: "assistant", content: "Checking" });
  });
});
