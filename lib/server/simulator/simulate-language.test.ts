import { describe, expect, it } from "vitest";

import type { ContentBlock, ToolUseBlock } from "@/lib/protocol/anthropic/types";
import { simulateAnthropic } from "./simulate";
import { accumulateAnthropic } from "./test-support/read-reply";

const base = { model: "kimi-k3.1-pro", max_tokens: 4096, stream: true };
const user = (content: unknown) => ({ role: "user", content });
const textOf = (content: ContentBlock[]) => content.map((block) => ("text" in block ? block.text : "thinking" in block ? block.thinking : "")).join("");
const han = (text: string) => (text.match(/\p{Script=Han}/gu) ?? []).length;
const CALCULATOR = {
  name: "calculator",
  description: "Evaluates a math expression.",
  input_schema: { type: "object", properties: { expression: { type: "string" } }, required: ["expression"] },
};

describe("the demo's language and tool inputs", () => {
  it("answers a Chinese prompt in Chinese, thinking included", () => {
    const message = accumulateAnthropic(simulateAnthropic({ ...base, messages: [user("帮我规划一次京都的周末旅行")] }));
    const [thinking, ...rest] = message.content;
    expect(han(textOf([thinking]))).toBeGreaterThan(10);
    expect(textOf(rest)).toContain("模拟回复");
    expect(textOf(rest)).not.toContain("Simulated reply");
  });

  it("answers an English prompt in English", () => {
    const message = accumulateAnthropic(simulateAnthropic({ ...base, messages: [user("Plan a weekend in Kyoto")] }));
    expect(han(textOf(message.content))).toBe(0);
  });

  it("calls the calculator with the prompt's own expression", () => {
    const message = accumulateAnthropic(simulateAnthropic({ ...base, tools: [CALCULATOR], messages: [user("compute 17*23")] }));
    const call = message.content.find((block): block is ToolUseBlock => block.type === "tool_use");
    expect(call?.input).toEqual({ expression: "17*23" });
  });
});
