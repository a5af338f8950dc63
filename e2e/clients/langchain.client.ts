import { ChatAnthropic } from "@langchain/anthropic";
import { HumanMessage, SystemMessage } from "@langchain/core/messages";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { ACCESS_CODE, startGateway, type Gateway } from "./support/gateway";
import { streamed, whole } from "./support/replies";

// LangChain's ChatAnthropic through the gateway, against the test upstream over HTTP. Its Anthropic
// SDK sends the access code as x-api-key.

let gateway: Gateway;
beforeAll(async () => void (gateway = await startGateway()));
afterAll(() => gateway?.close());
beforeEach(() => gateway.reset());

const model = () => new ChatAnthropic({ model: "kimi-k3.1-pro", anthropicApiUrl: `${gateway.url}/api/anthropic`, apiKey: ACCESS_CODE, maxRetries: 0 });
const prompt = [new SystemMessage("Answer in one line."), new HumanMessage("Greet the harbour.")];

it("invoke: one whole reply, its system message sent as the top-level system", async () => {
  gateway.upstream.enqueue(whole.anthropic([{ type: "thinking", thinking: "A greeting.", signature: "sig-hi" }, { type: "text", text: "Hello, harbour." }]));
  const reply = await model().invoke(prompt);
  expect(reply.text).toBe("Hello, harbour.");
  expect(gateway.upstream.requests[0].json).toMatchObject({ stream: false, system: "Answer in one line.", messages: [{ role: "user", content: "Greet the harbour." }] });
});

it("stream: the text arrives in chunks", async () => {
  gateway.upstream.enqueue(streamed.anthropic([{ type: "thinking", thinking: "A greeting.", signature: "sig-hi" }, { type: "text", text: "Hello, harbour." }]));
  let text = "";
  let chunks = 0;
  for await (const chunk of await model().stream(prompt)) {
    text += chunk.text;
    chunks++;
  }
  expect(text).toBe("Hello, harbour.");
  expect(chunks).toBeGreaterThan(1);
  expect(gateway.upstream.requests[0].json).toMatchObject({ stream: true, system: "Answer in one line." });
});
