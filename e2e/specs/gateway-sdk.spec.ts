import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import { expect, test } from "@playwright/test";
import { loadFixture } from "@/lib/protocol/fixtures/load";
import { appUrl } from "../support/ports";
import { upstream } from "../support/upstream";

// The official SDKs, pointed at the running app's gateway, against the test upstream over HTTP.

const anthropic = new Anthropic({ authToken: "unused-by-open-app", apiKey: null, baseURL: `${appUrl}/api/anthropic` });
const openai = new OpenAI({ apiKey: "unused-by-open-app", baseURL: `${appUrl}/api/openai/v1` });

test.beforeEach(async () => {
  await upstream.reset();
});

test("Anthropic SDK streams a fixture through the gateway and gets its exact message", async () => {
  const fixture = loadFixture("p04_anthropic_web_search_citations");
  await upstream.enqueue({ reply: { kind: "fixture", name: fixture.name }, chunking: { random: 7 } });

  const stream = anthropic.messages.stream(fixture.meta.request);
  const { parsed_output: _parsed, ...message } = (await stream.finalMessage()) as unknown as Record<string, unknown>;
  expect(message).toEqual(fixture.expected);

  const [sent] = await upstream.requests();
  expect(sent.path).toBe("/v1/messages");
  expect(sent.headers.authorization).toBe("Bearer test-key-e2e");
  expect(sent.json).toEqual(fixture.meta.request);
});

test("Anthropic SDK non-streaming call passes the JSON through", async () => {
  const message = await anthropic.messages.create({
    model: "kimi-k3",
    max_tokens: 256,
    messages: [{ role: "user", content: "Say hello to the harbour." }],
  });
  expect(message.type).toBe("message");
  expect(message.content.some((block) => block.type === "text")).toBe(true);
});

test("OpenAI SDK streams reasoning_content and parallel tool calls unchanged", async () => {
  const fixture = loadFixture("p08_openai_parallel_tool_calls");
  await upstream.enqueue({ reply: { kind: "fixture", name: fixture.name }, chunking: "byte" });

  const stream = await openai.chat.completions.create(fixture.meta.request as OpenAI.ChatCompletionCreateParamsStreaming);
  let reasoning = "";
  const args: string[] = [];
  const ids: string[] = [];
  for await (const chunk of stream) {
    const delta = chunk.choices[0]?.delta as (typeof chunk.choices)[number]["delta"] & { reasoning_content?: string };
    reasoning += delta?.reasoning_content ?? "";
    for (const call of delta?.tool_calls ?? []) {
      args[call.index] = (args[call.index] ?? "") + (call.function?.arguments ?? "");
      if (call.id) ids[call.index] = call.id;
    }
  }
  const expected = fixture.expected as { message: { reasoning_content: string; tool_calls: { id: string; function: { arguments: string } }[] } };
  expect(reasoning).toBe(expected.message.reasoning_content);
  expect(ids).toEqual(expected.message.tool_calls.map((call) => call.id));
  expect(args).toEqual(expected.message.tool_calls.map((call) => call.function.arguments));
});

test("OpenAI SDK sees a 400 naming the field, and upstream is never called", async () => {
  const call = openai.chat.completions.create({
    model: "kimi-k3",
    messages: [{ role: "user", content: "hi" }],
  });
  await expect(call).rejects.toMatchObject({ status: 400, param: "model" });
  expect(await upstream.requests()).toEqual([]);
});

test("an upstream 429 reaches the SDK with its retry-after", async () => {
  await upstream.enqueue({
    reply: {
      kind: "json",
      status: 429,
      body: { error: { message: "Rate limit exceeded or insufficient quota", type: "rate_limit_error", code: "rate_limit_exceeded" } },
      headers: { "retry-after": "7" },
    },
  });
  const client = new OpenAI({ apiKey: "x", baseURL: `${appUrl}/api/openai/v1`, maxRetries: 0 });
  const call = client.chat.completions.create({ model: "kimi-k3.1-pro", messages: [{ role: "user", content: "hi" }] });
  await expect(call).rejects.toMatchObject({ status: 429 });
  await call.catch((error: { headers?: Headers }) => expect(error.headers?.get("retry-after")).toBe("7"));
});
