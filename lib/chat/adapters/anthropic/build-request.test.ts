import { describe, expect, it } from "vitest";
import type { ContentBlock } from "@/lib/protocol/anthropic/types";
import type { ToolChoiceSetting } from "@/lib/protocol/message";
import { loadFixture } from "@/lib/protocol/fixtures/load";
import { validateAnthropicRequest } from "@/lib/server/gateway/validate-request";
import { buildAnthropicRequest } from "./build-request";
import { anthropicMessage, anthropicTurn, attachment, openAITurn, settings, toolResults, user } from "@/lib/chat/request/test-support/history";

/** Same keys in the same order, and a body the gateway accepts. */
function expectRequest(actual: unknown, expected: unknown) {
  expect(actual).toEqual(expected);
  expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
  expect(validateAnthropicRequest(actual).ok).toBe(true);
}

const p03 = loadFixture("p03_anthropic_tool_use_split_json");
const p03Tool = p03.meta.request.tools[0];
const p03Settings = settings({
  effort: "low",
  maxTokens: 4096,
  tools: [{ name: p03Tool.name, description: p03Tool.description, inputSchema: p03Tool.input_schema }],
});
const p03User = () => user(p03.meta.request.messages[0].content);

describe("buildAnthropicRequest reproduces the fixtures", () => {
  it("p01: kimi-k3 with a system prompt", () => {
    const { meta } = loadFixture("p01_anthropic_plain_text");
    const body = buildAnthropicRequest(settings({ model: "kimi-k3", maxTokens: 512, system: meta.request.system }), [
      user(meta.request.messages[0].content),
    ]);
    expectRequest(body, meta.request);
  });

  it("p02: K3.1 with effort", () => {
    const { meta } = loadFixture("p02_anthropic_thinking_then_text");
    expectRequest(buildAnthropicRequest(settings({ maxTokens: 2048 }), [user(meta.request.messages[0].content)]), meta.request);
  });

  it("p03: tools with tool choice, then the follow-up replaying the turn verbatim", () => {
    expectRequest(buildAnthropicRequest(p03Settings, [p03User()]), p03.meta.request);
    const turn = anthropicTurn(p03.expected);
    const result = toolResults({
      toolUseId: "toolu_01Gh7North7Slot2031",
      name: "book_greenhouse_slot",
      content: p03.meta.follow_up_request.messages[2].content[0].content,
    });
    const body = buildAnthropicRequest(p03Settings, [p03User(), turn, result]);
    expectRequest(body, p03.meta.follow_up_request);
    expect(body.messages[1].content).toBe(p03.expected.content);
  });

  it("p04: web search with max uses", () => {
    const { meta } = loadFixture("p04_anthropic_web_search_citations");
    const body = buildAnthropicRequest(settings({ effort: "low", maxTokens: 2048, webSearch: true, webSearchMaxUses: 2 }), [
      user(meta.request.messages[0].content),
    ]);
    expectRequest(body, meta.request);
  });

  it("p05: structured output", () => {
    const { meta } = loadFixture("p05_anthropic_structured_output");
    const structuredOutput = { name: "dragonfly", strict: true, schema: meta.request.output_config.format.schema };
    const prompt = [user(meta.request.messages[0].content)];
    expectRequest(buildAnthropicRequest(settings({ effort: "low", outputFormat: "json_schema", structuredOutput }), prompt), meta.request);
    // A conversation stored before the choice existed, with an imported schema, sends the same.
    expectRequest(buildAnthropicRequest(settings({ effort: "low", structuredOutput }), prompt), meta.request);
  });

  it("p06: kimi-k3 with a small max_tokens", () => {
    const { meta } = loadFixture("p06_anthropic_max_tokens");
    expectRequest(buildAnthropicRequest(settings({ model: "kimi-k3", maxTokens: 48 }), [user(meta.request.messages[0].content)]), meta.request);
  });

  it("p04's web search turn goes back with every block, encrypted fields included", () => {
    const { expected } = loadFixture("p04_anthropic_web_search_citations");
    const body = buildAnthropicRequest(settings(), [user("q"), anthropicTurn(expected), user("thanks")]);
    expect(body.messages[1].content).toBe(expected.content);
    expect(body.messages[2]).toEqual({ role: "user", content: "thanks" });
  });
});

describe("buildAnthropicRequest output formats", () => {
  const schema = { type: "object", properties: { result: { type: "string" } }, required: ["result"], additionalProperties: false };
  const structuredOutput = { name: "result", strict: true, schema };

  it("matches the K3.1 document's structured output example", () => {
    const body = buildAnthropicRequest(
      settings({ effort: "low", outputFormat: "json_schema", structuredOutput }),
      [user("Return a JSON object with result equal to OK.")],
      { stream: false },
    );
    expectRequest(body, {
      model: "kimi-k3.1-pro",
      max_tokens: 1024,
      stream: false,
      output_config: { effort: "low", format: { type: "json_schema", schema } },
      messages: [{ role: "user", content: "Return a JSON object with result equal to OK." }],
    });
  });

  it("sends no format for Text (the schema kept aside) or for JSON object, which only OpenAI has", () => {
    for (const outputFormat of ["text", "json_object"] as const) {
      const body = buildAnthropicRequest(settings({ outputFormat, structuredOutput }), [user("hi")]);
      expect(body.output_config).toEqual({ effort: "high" });
    }
  });
});

describe("buildAnthropicRequest parameters", () => {
  const everything = settings({
    system: "Be brief.",
    stopSequences: ["END", "", "STOP"],
    cacheTtl: "1h",
    webSearch: true,
    structuredOutput: { name: "r", strict: true, schema: { type: "object" } },
  });

  it("sends stop sequences (non-empty ones), the 1h cache TTL and the system prompt on K3.1", () => {
    const body = buildAnthropicRequest(everything, [user("hi")], { stream: false });
    expect(body).toMatchObject({
      stream: false,
      system: "Be brief.",
      stop_sequences: ["END", "STOP"],
      cache_control: { type: "ephemeral", ttl: "1h" },
      output_config: { effort: "high", format: { type: "json_schema", schema: { type: "object" } } },
      tools: [{ type: "web_search_20250305", name: "web_search", max_uses: 5 }],
    });
    expect(body).not.toHaveProperty("tool_choice");
  });

  it("never sends effort, cache, format, web search or stop sequences for kimi-k3", () => {
    const body = buildAnthropicRequest({ ...everything, model: "kimi-k3" }, [user("hi")]);
    expect(Object.keys(body)).toEqual(["model", "max_tokens", "stream", "system", "messages"]);
  });

  it("sends the stop sequences and search limit kept while the conversation was on the OpenAI format", () => {
    const back = settings({ protocol: "anthropic", stopSequences: ["END"], webSearch: true, webSearchMaxUses: 2 });
    const body = buildAnthropicRequest(back, [user("hi")]);
    expect(body).toMatchObject({ stop_sequences: ["END"], tools: [{ type: "web_search_20250305", name: "web_search", max_uses: 2 }] });
  });

  it("omits empty things: blank system, no stop sequences, the default 5m cache", () => {
    const body = buildAnthropicRequest(settings({ system: "  ", stopSequences: [""] }), [user("hi")]);
    expect(Object.keys(body)).toEqual(["model", "max_tokens", "stream", "output_config", "messages"]);
  });

  it("maps tool choice per model", () => {
    const tools = [{ name: "f", inputSchema: { type: "object" } }];
    const choiceFor = (model: "kimi-k3" | "kimi-k3.1-pro", toolChoice: ToolChoiceSetting) =>
      buildAnthropicRequest(settings({ model, tools, toolChoice }), [user("hi")]).tool_choice;
    expect(choiceFor("kimi-k3", { type: "tool", name: "f" })).toEqual({ type: "tool", name: "f" });
    expect(choiceFor("kimi-k3", { type: "any" })).toEqual({ type: "any" });
    expect(choiceFor("kimi-k3", { type: "none" })).toBeUndefined();
    expect(choiceFor("kimi-k3.1-pro", { type: "none" })).toEqual({ type: "none" });
    expect(choiceFor("kimi-k3.1-pro", { type: "tool", name: "f" })).toEqual({ type: "any" });
  });

  it("puts images before the text, and drops videos and kimi-k3 images", () => {
    const item = user("What is this?", [attachment("image", "image/png", "UE5H"), attachment("video", "video/mp4", "AAAA")]);
    expect(buildAnthropicRequest(settings(), [item]).messages[0].content).toEqual([
      { type: "image", source: { type: "base64", media_type: "image/png", data: "UE5H" } },
      { type: "text", text: "What is this?" },
    ]);
    expect(buildAnthropicRequest(settings({ model: "kimi-k3" }), [item]).messages[0].content).toBe("What is this?");
  });
});

describe("buildAnthropicRequest with unfinished turns", () => {
  const signed: ContentBlock = { type: "thinking", thinking: "plan", signature: "sig" };
  const unsigned: ContentBlock = { type: "thinking", thinking: "half a thou", signature: "" };
  const cutTool: ContentBlock = { type: "tool_use", id: "toolu_cut", name: "f", input: {} };

  it("keeps the signed thinking and partial text of an interrupted turn, dropping unanswered tool calls", () => {
    const turn = anthropicTurn(anthropicMessage([signed, { type: "text", text: "Partial" }, cutTool], "tool_use"), "interrupted");
    const body = buildAnthropicRequest(settings(), [user("go"), turn, user("again")]);
    expect(body.messages).toEqual([
      { role: "user", content: "go" },
      { role: "assistant", content: [signed, { type: "text", text: "Partial" }] },
      { role: "user", content: "again" },
    ]);
  });

  it("drops an errored turn with nothing finished and merges the user turns around it", () => {
    const turn = anthropicTurn(anthropicMessage([unsigned, { type: "text", text: "" }]), "error");
    const body = buildAnthropicRequest(settings(), [user("go"), turn, user("retry please")]);
    expect(body.messages).toEqual([{ role: "user", content: [{ type: "text", text: "go" }, { type: "text", text: "retry please" }] }]);
    expect(validateAnthropicRequest(body).ok).toBe(true);
  });

  it("drops an interrupted turn that only finished its thinking", () => {
    const turn = anthropicTurn(anthropicMessage([signed, unsigned]), "interrupted");
    const body = buildAnthropicRequest(settings(), [user("go"), turn]);
    expect(body.messages).toEqual([{ role: "user", content: "go" }]);
  });

  it("drops a server search that never got its result", () => {
    const search: ContentBlock = { type: "server_tool_use", id: "srv_1", name: "web_search", input: { query: "x" } };
    const text: ContentBlock = { type: "text", text: "Let me search." };
    const turn = anthropicTurn(anthropicMessage([signed, text, search]), "interrupted");
    expect(buildAnthropicRequest(settings(), [user("go"), turn, user("on")]).messages[1].content).toEqual([signed, text]);
  });

  it("keeps an interrupted turn's tool call that has a result", () => {
    const turn = anthropicTurn(anthropicMessage([signed, cutTool], "tool_use"), "interrupted");
    const body = buildAnthropicRequest(settings(), [user("go"), turn, toolResults({ toolUseId: "toolu_cut", name: "f", content: "boom", isError: true })]);
    expect(body.messages.slice(1)).toEqual([
      { role: "assistant", content: [signed, cutTool] },
      { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_cut", content: "boom", is_error: true }] },
    ]);
  });

  it("answers a finished turn's unanswered tool call with an error before the next user turn", () => {
    const turn = anthropicTurn(anthropicMessage([signed, cutTool], "tool_use"));
    const body = buildAnthropicRequest(settings(), [user("go"), turn, user("never mind")]);
    expect(body.messages[1].content).toBe(turn.turn.protocol === "anthropic" ? turn.turn.message.content : null);
    expect(body.messages[2]).toEqual({
      role: "user",
      content: [
        { type: "tool_result", tool_use_id: "toolu_cut", content: "The tool was not run.", is_error: true },
        { type: "text", text: "never mind" },
      ],
    });
  });
});

describe("buildAnthropicRequest with turns stored in the OpenAI format", () => {
  it("converts p08's tool calls and sends their results, dropping the reasoning", () => {
    const { expected } = loadFixture("p08_openai_parallel_tool_calls");
    const body = buildAnthropicRequest(settings(), [
      user("trip"),
      openAITurn(expected),
      toolResults(
        { toolUseId: "functions.get_tide_table:0", name: "get_tide_table", content: "tides" },
        { toolUseId: "functions.get_ferry_schedule:1", name: "get_ferry_schedule", content: "ferries" },
      ),
    ]);
    expect(body.messages.slice(1)).toEqual([
      {
        role: "assistant",
        content: [
          { type: "tool_use", id: "functions.get_tide_table:0", name: "get_tide_table", input: { harbor: "Vell Harbor", date: "2031-06-02" } },
          { type: "tool_use", id: "functions.get_ferry_schedule:1", name: "get_ferry_schedule", input: { route: "Vell Harbor–Skerrow Isle", date: "2031-06-02" } },
        ],
      },
      {
        role: "user",
        content: [
          { type: "tool_result", tool_use_id: "functions.get_tide_table:0", content: "tides" },
          { type: "tool_result", tool_use_id: "functions.get_ferry_schedule:1", content: "ferries" },
        ],
      },
    ]);
  });

  it("drops a $web_search round trip, which has no Anthropic form, with its result", () => {
    const arguments_ = '{"search_result":{"search_id":"s1"}}';
    const call = { id: "call_ws", type: "builtin_function", function: { name: "$web_search", arguments: arguments_ } };
    const body = buildAnthropicRequest(settings(), [
      user("news?"),
      openAITurn({ ...loadFixture("p07_openai_reasoning_content").expected, message: { role: "assistant", content: null, reasoning_content: "search", tool_calls: [call] } }),
      toolResults({ toolUseId: "call_ws", name: "$web_search", content: arguments_ }),
      openAITurn(loadFixture("p07_openai_reasoning_content").expected),
      user("thanks"),
    ]);
    expect(body.messages).toEqual([
      { role: "user", content: "news?" },
      { role: "assistant", content: [{ type: "text", text: loadFixture("p07_openai_reasoning_content").expected.message.content }] },
      { role: "user", content: "thanks" },
    ]);
  });
});
