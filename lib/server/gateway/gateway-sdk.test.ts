import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadFixture } from "@/lib/protocol/fixtures/load";
import type { Protocol } from "@/lib/protocol/models";
import { testHandler } from "./test-support/harness";
import { startFakeUpstream, type FakeUpstream } from "./test-support/fake-upstream";

// The official SDKs, pointed at the gateway's routes, with a fetch that hands each request straight
// to the handler. The access code doubles as the SDK's API key.

let up: FakeUpstream;
beforeAll(async () => void (up = await startFakeUpstream()));
afterAll(() => up.close());
beforeEach(() => up.reset());

const CODE = "moon-code";

function handlerFetch(protocol: Protocol): typeof fetch {
  const handle = testHandler(protocol, { EVOLINK_BASE_URL: up.url, EVOLINK_FALLBACK_BASE_URL: "", ACCESS_CODE: CODE });
  return ((input: RequestInfo | URL, init?: RequestInit) => handle(new Request(input, init))) as typeof fetch;
}

const anthropic = () =>
  new Anthropic({ authToken: CODE, apiKey: null, baseURL: "http://localhost:3000/api/anthropic", fetch: handlerFetch("anthropic"), maxRetries: 0 });
const openai = () =>
  new OpenAI({ apiKey: CODE, baseURL: "http://localhost:3000/api/openai/v1", fetch: handlerFetch("openai"), maxRetries: 0 });

const ANTHROPIC_FIXTURES = [
  "p01_anthropic_plain_text",
  "p02_anthropic_thinking_then_text",
  "p03_anthropic_tool_use_split_json",
  "p04_anthropic_web_search_citations",
  "p05_anthropic_structured_output",
  "p06_anthropic_max_tokens",
];

/** Fields the SDK's stream helper adds on its own (0.137: parsed_output, stop_details). */
function withoutSdkExtras(message: object): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...message };
  delete rest.parsed_output;
  delete rest.stop_details;
  return rest;
}

describe("Anthropic SDK through the gateway", () => {
  it.each(ANTHROPIC_FIXTURES)("streams %s to the expected message", async (name) => {
    const fixture = loadFixture(name);
    up.enqueue({ kind: "sse", body: fixture.sse, chunkSize: 61 });
    const stream = anthropic().messages.stream(fixture.meta.request);
    expect(withoutSdkExtras(await stream.finalMessage())).toEqual(fixture.expected);
    expect(up.requests[0].path).toBe("/v1/messages");
    expect(up.requests[0].headers["anthropic-version"]).toBeDefined();
  });

  it("creates a non-streaming message", async () => {
    const fixture = loadFixture("p02_anthropic_thinking_then_text");
    up.enqueue({ kind: "json", status: 200, body: JSON.stringify(fixture.expected) });
    const message = await anthropic().messages.create({ ...fixture.meta.request, stream: false });
    expect(message).toEqual(fixture.expected);
  });

  it("surfaces a gateway error as the SDK's own error class", async () => {
    const client = new Anthropic({ authToken: "wrong", apiKey: null, baseURL: "http://localhost:3000/api/anthropic", fetch: handlerFetch("anthropic"), maxRetries: 0 });
    await expect(client.messages.create(loadFixture("p01_anthropic_plain_text").meta.request)).rejects.toBeInstanceOf(Anthropic.AuthenticationError);
  });
});

interface Accumulated {
  id: string;
  model: string;
  message: { role: string; content: string | null; reasoning_content?: string; tool_calls?: Array<{ id: string; type: string; function: { name: string; arguments: string } }> };
  finish_reason: string | null;
  usage: unknown;
}

/** Raw-chunk accumulation (the SDK's own helper truncates reasoning_content, PROTOCOL.md pitfall 7). */
function accumulate(chunks: OpenAI.Chat.Completions.ChatCompletionChunk[]): Accumulated {
  const result: Accumulated = { id: "", model: "", message: { role: "assistant", content: null }, finish_reason: null, usage: null };
  for (const chunk of chunks) {
    result.id = chunk.id;
    result.model = chunk.model;
    if (chunk.usage) result.usage = chunk.usage;
    const choice = chunk.choices[0] as (typeof chunk.choices)[number] & { usage?: unknown };
    if (!choice) continue;
    if (choice.usage) result.usage = choice.usage;
    const delta = choice.delta as typeof choice.delta & { reasoning_content?: string };
    if (typeof delta.content === "string") result.message.content = (result.message.content ?? "") + delta.content;
    if (typeof delta.reasoning_content === "string") result.message.reasoning_content = (result.message.reasoning_content ?? "") + delta.reasoning_content;
    for (const call of delta.tool_calls ?? []) {
      const calls = (result.message.tool_calls ??= []);
      calls[call.index] ??= { id: "", type: "function", function: { name: "", arguments: "" } };
      const target = calls[call.index];
      if (call.id) target.id = call.id;
      if (call.type) target.type = call.type;
      if (call.function?.name) target.function.name = call.function.name;
      if (call.function?.arguments) target.function.arguments += call.function.arguments;
    }
    if (choice.finish_reason) result.finish_reason = choice.finish_reason;
  }
  return result;
}

describe("OpenAI SDK through the gateway", () => {
  it.each(["p07_openai_reasoning_content", "p08_openai_parallel_tool_calls"])("streams %s to the expected message", async (name) => {
    const fixture = loadFixture(name);
    up.enqueue({ kind: "sse", body: fixture.sse, chunkSize: 53 });
    const params: OpenAI.Chat.Completions.ChatCompletionCreateParamsStreaming = { ...fixture.meta.request, stream: true };
    const stream = await openai().chat.completions.create(params);
    const chunks: OpenAI.Chat.Completions.ChatCompletionChunk[] = [];
    for await (const chunk of stream) chunks.push(chunk);
    expect(accumulate(chunks)).toEqual(fixture.expected);
    expect(up.requests[0].path).toBe("/v1/chat/completions");
  });

  it("creates a non-streaming completion", async () => {
    const fixture = loadFixture("p07_openai_reasoning_content");
    const expected = fixture.expected as Accumulated;
    const completion = {
      id: expected.id,
      object: "chat.completion",
      created: 1935480230,
      model: expected.model,
      choices: [{ index: 0, message: expected.message, finish_reason: expected.finish_reason }],
      usage: expected.usage,
    };
    up.enqueue({ kind: "json", status: 200, body: JSON.stringify(completion) });
    const result = await openai().chat.completions.create({ ...fixture.meta.request, stream: false });
    expect(result).toEqual(completion);
  });
});
