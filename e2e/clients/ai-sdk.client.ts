import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateObject, stepCountIs, streamText, tool } from "ai";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { z } from "zod";
import { TEST_KEY } from "@/lib/server/gateway/test-support/harness";
import { ACCESS_CODE, startGateway, type Gateway } from "./support/gateway";
import { streamed, whole } from "./support/replies";

// The AI SDK's Anthropic provider and its OpenAI-compatible provider through the gateway, against the
// test upstream over HTTP: a tool loop over two steps, and a structured object.

let gateway: Gateway;
beforeAll(async () => void (gateway = await startGateway()));
afterAll(() => gateway?.close());
beforeEach(() => gateway.reset());

// As README shows: structured output through the JSON Schema formats the K3.1 documents define, and an
// output cap of one's own (the SDK caps models it does not know at 4,096 tokens, thinking included).
const anthropic = () => createAnthropic({ baseURL: `${gateway.url}/api/anthropic/v1`, apiKey: ACCESS_CODE })("kimi-k3.1-pro");
const kimi = () =>
  createOpenAICompatible({ name: "moonlit", baseURL: `${gateway.url}/api/openai/v1`, apiKey: ACCESS_CODE, supportsStructuredOutputs: true })("kimi-k3.1-pro");
const maxOutputTokens = 32_000;
const outputFormat = { anthropic: { structuredOutputMode: "outputFormat" as const } };

const tools = {
  get_tide: tool({
    description: "High tide times for a harbour",
    inputSchema: z.object({ harbour: z.string() }),
    execute: async ({ harbour }) => ({ harbour, high: ["06:40", "19:05"] }),
  }),
};
const TIDES = '{"harbour":"Tessaly","high":["06:40","19:05"]}';
const tideSchema = z.object({ harbour: z.string(), high: z.array(z.string()) });
const ANSWER = "High tide at Tessaly is at 06:40 and 19:05.";

type Body = { messages: Array<Record<string, unknown>> } & Record<string, unknown>;
const sent = () => gateway.upstream.requests.map((request) => request.json as Body);

it("Anthropic provider: streamText runs a tool and answers in a second step", async () => {
  gateway.upstream.enqueue(
    streamed.anthropic([
      { type: "thinking", thinking: "Ask the tide tool.", signature: "sig-tide" },
      { type: "tool_use", id: "toolu_tide", name: "get_tide", input: { harbour: "Tessaly" } },
    ]),
    streamed.anthropic([{ type: "text", text: ANSWER }]),
  );
  const result = streamText({ model: anthropic(), maxOutputTokens, tools, stopWhen: stepCountIs(2), system: "Be brief.", prompt: "When is high tide at Tessaly?" });
  expect(await result.text).toBe(ANSWER);
  expect(await result.steps).toHaveLength(2);

  const [, second] = sent();
  expect(second.messages.slice(-2)).toEqual([
    {
      role: "assistant",
      content: [
        { type: "thinking", thinking: "Ask the tide tool.", signature: "sig-tide" },
        { type: "tool_use", id: "toolu_tide", name: "get_tide", input: { harbour: "Tessaly" } },
      ],
    },
    { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_tide", content: TIDES }] },
  ]);
  expect(gateway.upstream.requests[0].headers.authorization).toBe(`Bearer ${TEST_KEY}`);
});

it("OpenAI-compatible provider: streamText runs a tool and answers in a second step", async () => {
  gateway.upstream.enqueue(
    streamed.openai({ reasoning: "Ask the tide tool.", calls: [{ id: "functions.get_tide:0", name: "get_tide", arguments: '{"harbour":"Tessaly"}' }] }),
    streamed.openai({ reasoning: "Now answer.", content: ANSWER }),
  );
  const result = streamText({ model: kimi(), maxOutputTokens, tools, stopWhen: stepCountIs(2), system: "Be brief.", prompt: "When is high tide at Tessaly?" });
  expect(await result.text).toBe(ANSWER);
  expect(await result.steps).toHaveLength(2);

  // The assistant turn goes back with its reasoning_content, which Kimi requires beside tool calls.
  const [, second] = sent();
  expect(second.messages.slice(-2)).toEqual([
    {
      role: "assistant",
      content: null,
      reasoning_content: "Ask the tide tool.",
      tool_calls: [{ id: "functions.get_tide:0", type: "function", function: { name: "get_tide", arguments: '{"harbour":"Tessaly"}' } }],
    },
    { role: "tool", tool_call_id: "functions.get_tide:0", content: TIDES },
  ]);
});

it("Anthropic provider: generateObject asks for the JSON Schema format and reads the object", async () => {
  gateway.upstream.enqueue(whole.anthropic([{ type: "thinking", thinking: "Write the JSON.", signature: "sig-json" }, { type: "text", text: TIDES }]));
  const prompt = "The tides at Tessaly, as JSON.";
  const { object } = await generateObject({ model: anthropic(), maxOutputTokens, providerOptions: outputFormat, schema: tideSchema, prompt });
  expect(object).toEqual(JSON.parse(TIDES));
  expect(sent()[0]).toMatchObject({ output_config: { format: { type: "json_schema", schema: { required: ["harbour", "high"] } } } });
});

it("OpenAI-compatible provider: generateObject asks for a json_schema response_format and reads the object", async () => {
  gateway.upstream.enqueue(whole.openai({ content: TIDES, reasoning_content: "Write the JSON." }));
  const { object } = await generateObject({ model: kimi(), maxOutputTokens, schema: tideSchema, prompt: "The tides at Tessaly, as JSON." });
  expect(object).toEqual(JSON.parse(TIDES));
  expect(sent()[0]).toMatchObject({ response_format: { type: "json_schema", json_schema: { strict: true, schema: { required: ["harbour", "high"] } } } });
});
