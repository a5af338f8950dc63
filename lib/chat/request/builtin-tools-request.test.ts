import { describe, expect, it } from "vitest";
import { BUILTIN_TOOLS } from "@/lib/chat/tools/definitions";
import { buildAnthropicRequest } from "@/lib/chat/adapters/anthropic/build-request";
import { buildOpenAIRequest } from "@/lib/chat/adapters/openai/build-request";
import { settings, user } from "./test-support/history";

const own = { name: "book_slot", description: "Books a slot.", inputSchema: { type: "object", properties: {} } };

describe("built-in tools in requests", () => {
  it("go out as ordinary Anthropic tools after the person's own, in canonical order", () => {
    const body = buildAnthropicRequest(settings({ tools: [own], builtinTools: ["date_time", "calculator"] }), [user("hi")]);
    expect(body.tools).toEqual([
      { name: "book_slot", description: "Books a slot.", input_schema: own.inputSchema },
      { name: "calculator", description: BUILTIN_TOOLS.calculator.description, input_schema: BUILTIN_TOOLS.calculator.inputSchema },
      { name: "date_time", description: BUILTIN_TOOLS.date_time.description, input_schema: BUILTIN_TOOLS.date_time.inputSchema },
    ]);
    expect(body.tool_choice).toEqual({ type: "auto" });
  });

  it("go out as OpenAI function tools, before web search, with the tool choice", () => {
    const s = settings({ protocol: "openai", builtinTools: ["run_javascript"], webSearch: true, toolChoice: { type: "any" } });
    const body = buildOpenAIRequest(s, [user("hi")]);
    expect(body.tools).toEqual([
      {
        type: "function",
        function: { name: "run_javascript", description: BUILTIN_TOOLS.run_javascript.description, parameters: BUILTIN_TOOLS.run_javascript.inputSchema },
      },
      { type: "web_search" },
    ]);
    expect(body.tool_choice).toBe("required");
  });

  it("add nothing while none is on", () => {
    const anthropic = buildAnthropicRequest(settings(), [user("hi")]);
    expect(anthropic).not.toHaveProperty("tools");
    expect(anthropic).not.toHaveProperty("tool_choice");
    expect(buildOpenAIRequest(settings({ protocol: "openai" }), [user("hi")])).not.toHaveProperty("tools");
  });

  it("give way to a tool of the person's own with the same name", () => {
    const mine = { name: "calculator", inputSchema: { type: "object" } };
    const body = buildAnthropicRequest(settings({ tools: [mine], builtinTools: ["calculator"] }), [user("hi")]);
    expect(body.tools).toEqual([{ name: "calculator", input_schema: { type: "object" } }]);
  });

  it("have names valid in both formats and object input schemas", () => {
    for (const tool of Object.values(BUILTIN_TOOLS)) {
      expect(tool.name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
      expect(tool.inputSchema.type).toBe("object");
    }
  });
});
