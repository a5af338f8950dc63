import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestUpstream } from "./server";
import type { TestUpstream } from "./types";

// The official SDKs accept what the simulator sends through the test upstream.

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(() => upstream.close());

describe("official SDKs against the test upstream", () => {
  it("Anthropic: a streamed web search reply accumulates, and the key arrives as a bearer token", async () => {
    const client = new Anthropic({ baseURL: upstream.url, authToken: "sk-test", apiKey: null });
    const stream = client.messages.stream({
      model: "kimi-k3.1-pro",
      max_tokens: 2048,
      tools: [{ type: "web_search_20250305", name: "web_search", max_uses: 1 }],
      messages: [{ role: "user", content: "When does the Tessaly archive open?" }],
    });
    const message = await stream.finalMessage();
    expect(message.content.map((b) => b.type).slice(0, 3)).toEqual(["thinking", "server_tool_use", "web_search_tool_result"]);
    expect(message.stop_reason).toBe("end_turn");
    expect(upstream.requests.at(-1)?.headers.authorization).toBe("Bearer sk-test");
  });

  it("OpenAI: a streamed tool call and a non-streamed answer", async () => {
    const client = new OpenAI({ baseURL: `${upstream.url}/v1`, apiKey: "sk-test" });
    const tools = [{ type: "function" as const, function: { name: "get_weather", parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } } }];
    const stream = client.chat.completions.stream({ model: "kimi-k3.1-pro", tools, messages: [{ role: "user", content: "Weather in Oslo?" }] });
    const completion = await stream.finalChatCompletion();
    const call = completion.choices[0].message.tool_calls?.[0];
    expect(call?.type === "function" && JSON.parse(call.function.arguments)).toEqual({ city: "Oslo" });
    const plain = await client.chat.completions.create({ model: "kimi-k3.1-pro", messages: [{ role: "user", content: "Hello" }] });
    expect(plain.choices[0].message.content).toContain("Simulated reply");
  });
});
