// The person's own tools in both formats, compared with the fixtures' recorded requests (p03, p08).
import { describe, expect, it } from "vitest";
import { loadFixture } from "@/lib/protocol/fixtures/load";
import type { ToolDefinition } from "@/lib/protocol/message";
import { validateAnthropicRequest, validateOpenAIRequest } from "@/lib/server/gateway/validate-request";
import { buildAnthropicRequest } from "@/lib/chat/adapters/anthropic/build-request";
import { buildOpenAIRequest } from "@/lib/chat/adapters/openai/build-request";
import { settings, user } from "./test-support/history";

type AnthropicTool = { name: string; description?: string; input_schema: Record<string, unknown> };
type OpenAITool = { type: "function"; function: { name: string; description?: string; parameters: Record<string, unknown> } };

const p03 = loadFixture("p03_anthropic_tool_use_split_json").meta.request as { tools: AnthropicTool[] };
const p08 = loadFixture("p08_openai_parallel_tool_calls").meta.request as { tools: OpenAITool[] };

const fromAnthropic = (tool: AnthropicTool): ToolDefinition => ({ name: tool.name, description: tool.description, inputSchema: tool.input_schema });
const fromOpenAI = (tool: OpenAITool): ToolDefinition => ({
  name: tool.function.name,
  description: tool.function.description,
  inputSchema: tool.function.parameters,
});

describe("the person's tools in requests", () => {
  it("go out in the Anthropic format exactly as p03's request has them", () => {
    const body = buildAnthropicRequest(settings({ tools: p03.tools.map(fromAnthropic) }), [user("Book it")]);
    expect(body.tools).toEqual(p03.tools);
    expect(body.tool_choice).toEqual({ type: "auto" });
    expect(validateAnthropicRequest(body).ok).toBe(true);
  });

  it("go out in the OpenAI format exactly as p08's request has them", () => {
    const body = buildOpenAIRequest(settings({ protocol: "openai", tools: p08.tools.map(fromOpenAI) }), [user("Tides?")]);
    expect(body.tools).toEqual(p08.tools);
    expect(body.tool_choice).toBe("auto");
    expect(validateOpenAIRequest(body).ok).toBe(true);
  });

  it("carry strict as function.strict in the OpenAI format only", () => {
    const tool = { ...fromOpenAI(p08.tools[0]), strict: true };
    const openai = buildOpenAIRequest(settings({ protocol: "openai", tools: [tool] }), [user("hi")]);
    expect(openai.tools).toEqual([{ ...p08.tools[0], function: { ...p08.tools[0].function, strict: true } }]);
    expect(validateOpenAIRequest(openai).ok).toBe(true);
    const anthropic = buildAnthropicRequest(settings({ tools: [tool] }), [user("hi")]);
    expect(anthropic.tools).toEqual([{ name: tool.name, description: tool.description, input_schema: tool.inputSchema }]);
  });

  it("send a named choice in each format's shape where the document lists it", () => {
    const tools = p08.tools.map(fromOpenAI);
    const choice = { type: "tool" as const, name: "get_ferry_schedule" };
    const openai = buildOpenAIRequest(settings({ protocol: "openai", tools, toolChoice: choice }), [user("hi")]);
    expect(openai.tool_choice).toEqual({ type: "function", function: { name: "get_ferry_schedule" } });
    const k3 = buildAnthropicRequest(settings({ model: "kimi-k3", tools, toolChoice: choice }), [user("hi")]);
    expect(k3.tool_choice).toEqual({ type: "tool", name: "get_ferry_schedule" });
    expect(validateAnthropicRequest(k3).ok).toBe(true);
  });

  it("are not sent when a name breaks the format's rule, or the choice names a tool not offered", () => {
    const bad = { name: "get weather", inputSchema: { type: "object" } };
    expect(() => buildAnthropicRequest(settings({ tools: [bad] }), [user("hi")])).toThrow('The tool name "get weather" is not allowed');
    expect(() => buildOpenAIRequest(settings({ protocol: "openai", tools: [bad] }), [user("hi")])).toThrow("is not allowed");
    const ok = { name: "get_weather", inputSchema: { type: "object" } };
    expect(() =>
      buildOpenAIRequest(settings({ protocol: "openai", tools: [ok], toolChoice: { type: "tool", name: "gone" } }), [user("hi")]),
    ).toThrow('Tool choice names "gone"');
  });
});
