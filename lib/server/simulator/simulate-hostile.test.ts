import { describe, expect, it } from "vitest";

import type { ToolUseBlock } from "@/lib/protocol/anthropic/types";
import { simulateAnthropic } from "./simulate";
import { accumulateAnthropic } from "./test-support/read-reply";

// A demo server answers anyone: what one small request can make the simulator invent is bounded as
// a whole, not only per level (per-level clamps multiply: 20 items of 20 items of 2,000 characters).

// Far below what one more level of nesting would have cost before (gigabytes), and far above what
// any real tool or output schema makes it write.
const MOST_CHARS = 64 * 1024;

const strings = { type: "string", minLength: 2000 };
const grid = { type: "array", minItems: 20, items: { type: "array", minItems: 20, items: strings } };
const MULTIPLYING_TOOL = {
  name: "fill",
  description: "Fills a grid",
  input_schema: { type: "object", properties: { a: grid, b: grid }, required: ["a", "b"] },
};
const question = { role: "user", content: "Fill the grid" };

describe("the simulator given a multiplying schema", () => {
  it("keeps the tool input an 870-byte request asks for small", () => {
    const body = { model: "kimi-k3", max_tokens: 1_000_000, stream: true, tools: [MULTIPLYING_TOOL], tool_choice: { type: "tool", name: "fill" }, messages: [question] };
    expect(JSON.stringify(body).length).toBeLessThan(870);
    const message = accumulateAnthropic(simulateAnthropic(body));
    const call = message.content.find((block): block is ToolUseBlock => block.type === "tool_use");
    expect(call?.name).toBe("fill");
    expect(JSON.stringify(call?.input).length).toBeLessThanOrEqual(MOST_CHARS);
  });

  it("keeps a structured output small too, however deep its schema multiplies", () => {
    const deep = { type: "array", minItems: 20, items: { type: "array", minItems: 20, items: grid } };
    const body = {
      model: "kimi-k3",
      max_tokens: 1_000_000,
      messages: [question],
      output_config: { format: { type: "json_schema", schema: { type: "object", properties: { deep }, required: ["deep"] } } },
    };
    const reply = simulateAnthropic(body);
    expect(reply.chunks.join("").length).toBeLessThanOrEqual(2 * MOST_CHARS);
  });
});

describe("the simulator given very many tools", () => {
  it("still picks one (no argument list as long as the tools)", () => {
    const tools = Array.from({ length: 200_000 }, (_, i) => ({ name: `t${i}`, input_schema: { type: "object" } }));
    const reply = simulateAnthropic({ model: "kimi-k3", max_tokens: 64, tools, messages: [question] });
    expect(reply.status).toBe(200);
  });
});
