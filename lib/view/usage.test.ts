import { describe, expect, it } from "vitest";
import type { AssistantTurn } from "@/lib/protocol/message";
import { sumUsage, usageOfNodes, usageOfTurn } from "./usage";
import { anthropicNode, FIXTURES, fixtureMessage, fixtureResult, openaiNode, toolNode } from "./test-support/nodes";

const anthropic = (name: string): AssistantTurn => ({ protocol: "anthropic", message: fixtureMessage(name) });
const openai = (name: string): AssistantTurn => ({ protocol: "openai", result: fixtureResult(name) });

describe("usageOfTurn", () => {
  it("p04: input, web searches, no thinking count", () => {
    expect(usageOfTurn(anthropic(FIXTURES.p04))).toEqual({
      input: 6120, cacheRead: 0, cacheWrite: 0, output: 214, thinking: 0, webSearches: 1,
    });
  });

  it("p02: thinking tokens", () => {
    expect(usageOfTurn(anthropic(FIXTURES.p02))).toMatchObject({ input: 88, output: 161, thinking: 97 });
  });

  it("Anthropic cache write split", () => {
    const message = fixtureMessage(FIXTURES.p02);
    message.usage = { ...message.usage, cache_creation_input_tokens: 300, cache_read_input_tokens: 50, cache_creation: { ephemeral_5m_input_tokens: 100, ephemeral_1h_input_tokens: 200 } };
    expect(usageOfTurn({ protocol: "anthropic", message })).toMatchObject({ cacheWrite: 300, cacheRead: 50, cacheWrite5m: 100, cacheWrite1h: 200 });
  });

  it("p08: uncached input = prompt − cached − cache write", () => {
    expect(usageOfTurn(openai(FIXTURES.p08))).toEqual({
      input: 55, cacheRead: 256, cacheWrite: 0, output: 96, thinking: 44, webSearches: 0,
    });
  });

  it("p07: reasoning tokens; null without usage", () => {
    expect(usageOfTurn(openai(FIXTURES.p07))).toMatchObject({ input: 29, output: 71, thinking: 38 });
    const result = { ...fixtureResult(FIXTURES.p07), usage: null };
    expect(usageOfTurn({ protocol: "openai", result })).toBeNull();
  });

  it("counts OpenAI $web_search calls", () => {
    const result = fixtureResult(FIXTURES.p08);
    result.message.tool_calls = [{ id: "c", type: "builtin_function", function: { name: "$web_search", arguments: "{}" } }];
    expect(usageOfTurn({ protocol: "openai", result })?.webSearches).toBe(1);
  });
});

describe("sums", () => {
  it("adds every field and keeps the split only when known", () => {
    const a = { input: 1, cacheRead: 2, cacheWrite: 3, output: 4, thinking: 1, webSearches: 1 };
    const b = { ...a, cacheWrite5m: 3 };
    expect(sumUsage([a, b])).toEqual({ input: 2, cacheRead: 4, cacheWrite: 6, cacheWrite5m: 3, output: 8, thinking: 2, webSearches: 2 });
    expect(sumUsage([a, a])).not.toHaveProperty("cacheWrite5m");
  });

  it("sums a mixed-protocol conversation, skipping tool nodes", () => {
    const nodes = [anthropicNode(fixtureMessage(FIXTURES.p04)), toolNode([]), openaiNode(fixtureResult(FIXTURES.p08))];
    expect(usageOfNodes(nodes)).toMatchObject({ input: 6175, cacheRead: 256, output: 310, webSearches: 1 });
    expect(usageOfNodes([toolNode([])])).toBeNull();
  });
});
