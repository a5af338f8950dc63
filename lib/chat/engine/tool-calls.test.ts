import { describe, expect, it, vi } from "vitest";
import type { McpToolSetting } from "@/lib/protocol/mcp/mcp-tool-setting";
import type { BuiltinToolRunner } from "@/lib/chat/tools/run-builtin";
import type { AnthropicMessage } from "@/lib/protocol/anthropic/types";
import type { AssistantNode } from "@/lib/protocol/message";
import type { ToolCall } from "@/lib/protocol/openai/types";
import { awaitingAnswers, pendingToolCalls } from "./pending-tool-calls";
import { mergeToolResults, runAutomaticCalls } from "./tool-calls";

const base = { id: "a", conversationId: "c", parentId: "u", createdAt: 1, role: "assistant", status: "complete" } as const;

function openaiNode(calls: ToolCall[], finish = "tool_calls"): AssistantNode {
  return {
    ...base,
    turn: { protocol: "openai", result: { id: "x", model: "m", message: { role: "assistant", content: null, tool_calls: calls }, finish_reason: finish, usage: null } },
  };
}

function anthropicNode(content: AnthropicMessage["content"], stopReason = "tool_use"): AssistantNode {
  const message: AnthropicMessage = { id: "m", type: "message", role: "assistant", model: "k", content, stop_reason: stopReason, stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } };
  return { ...base, turn: { protocol: "anthropic", message } };
}

const search: ToolCall = { id: "$web_search:0", type: "builtin_function", function: { name: "$web_search", arguments: '{"q":1}' } };
const custom: ToolCall = { id: "functions.f:1", type: "function", function: { name: "f", arguments: "{}" } };
const calc: ToolCall = { id: "functions.calculator:2", type: "function", function: { name: "calculator", arguments: '{"expression":"6*7"}' } };

const fakeRun: BuiltinToolRunner = async (name, input) => ({ content: `${name}:${JSON.stringify(input)}`, isError: false });
const signal = new AbortController().signal;
const noMcp = vi.fn(async () => ({ content: "no MCP here", isError: true }));

describe("tool calls", () => {
  it("are automatic for $web_search and the active built-ins only", () => {
    const node = openaiNode([search, custom, calc]);
    expect(pendingToolCalls(node).map((call) => call.automatic)).toEqual(["web-search", null, null]);
    expect(pendingToolCalls(node, ["calculator"]).map((call) => call.automatic)).toEqual(["web-search", null, "calculator"]);
    expect(pendingToolCalls(openaiNode([search], "stop"))).toEqual([]);
  });

  it("wait for the person only when one of them is theirs; the automatic ones then wait beside it", () => {
    const calls = pendingToolCalls(openaiNode([search, custom, calc]), ["calculator"]);
    expect([...awaitingAnswers(calls)]).toEqual([
      ["$web_search:0", "client"],
      ["functions.f:1", "person"],
      ["functions.calculator:2", "client"],
    ]);
    expect(awaitingAnswers(pendingToolCalls(openaiNode([search, calc]), ["calculator"])).size).toBe(0);
  });

  it("read Anthropic tool_use blocks, built-ins included", () => {
    const node = anthropicNode([
      { type: "text", text: "Let me work it out." },
      { type: "tool_use", id: "toolu_1", name: "date_time", input: {} },
      { type: "tool_use", id: "toolu_2", name: "book", input: { a: 1 } },
    ]);
    expect(pendingToolCalls(node, ["date_time"])).toEqual([
      { id: "toolu_1", name: "date_time", input: {}, automatic: "date_time" },
      { id: "toolu_2", name: "book", input: { a: 1 }, automatic: null },
    ]);
  });

  it("tell MCP calls by their offered name, needing approval unless the tool is always allowed", async () => {
    const echo: McpToolSetting = { serverId: "s1", serverName: "Docs", name: "echo", inputSchema: { type: "object" } };
    const node = anthropicNode([
      { type: "tool_use", id: "toolu_1", name: "echo", input: { text: "hi" } },
      { type: "tool_use", id: "toolu_2", name: "Wiki__echo", input: {} },
    ]);
    const mcp = new Map([
      ["echo", echo],
      ["Wiki__echo", { ...echo, serverId: "s2", serverName: "Wiki", alwaysAllow: true }],
    ]);
    const calls = pendingToolCalls(node, [], mcp);
    expect(calls.map((call) => [call.automatic, call.needsApproval])).toEqual([
      ["mcp", true],
      ["mcp", false],
    ]);
    const runMcp = vi.fn(async (call: { tool: { serverName: string; name: string }; input: unknown }) => ({
      content: `${call.tool.serverName}/${call.tool.name}:${JSON.stringify(call.input)}`,
      isError: false,
    }));
    expect(await runAutomaticCalls(calls, { builtin: vi.fn(fakeRun), mcp: runMcp }, signal)).toEqual([
      { toolUseId: "toolu_1", name: "echo", content: 'Docs/echo:{"text":"hi"}' },
      { toolUseId: "toolu_2", name: "Wiki__echo", content: "Wiki/echo:{}" },
    ]);
  });

  it("run the automatic ones: $web_search echoes its arguments, built-ins get parsed input", async () => {
    const calls = pendingToolCalls(openaiNode([search, custom, calc]), ["calculator"]);
    const run = vi.fn(fakeRun);
    expect(await runAutomaticCalls(calls, { builtin: run, mcp: noMcp }, signal)).toEqual([
      { toolUseId: "$web_search:0", name: "$web_search", content: '{"q":1}' },
      { toolUseId: "functions.calculator:2", name: "calculator", content: 'calculator:{"expression":"6*7"}' },
    ]);
    expect(run).toHaveBeenCalledWith("calculator", { expression: "6*7" }, signal);
  });

  it("answer a built-in call whose arguments are not a JSON object with an error, without running it", async () => {
    const broken: ToolCall = { ...calc, function: { name: "calculator", arguments: '{"expression":' } };
    const run = vi.fn(fakeRun);
    const [result] = await runAutomaticCalls(pendingToolCalls(openaiNode([broken]), ["calculator"]), { builtin: run, mcp: noMcp }, signal);
    expect(result).toMatchObject({ toolUseId: calc.id, isError: true, content: expect.stringContaining("not valid JSON") });
    const list: ToolCall = { ...calc, function: { name: "calculator", arguments: "[1]" } };
    expect((await runAutomaticCalls(pendingToolCalls(openaiNode([list]), ["calculator"]), { builtin: run, mcp: noMcp }, signal))[0].isError).toBe(true);
    expect(run).not.toHaveBeenCalled();
  });

  it("merge the person's results with the automatic ones in call order, theirs first in priority", () => {
    const calls = pendingToolCalls(openaiNode([search, custom, calc]), ["calculator"]);
    const automatic = [
      { toolUseId: "$web_search:0", name: "$web_search", content: "s" },
      { toolUseId: "functions.calculator:2", name: "calculator", content: "42" },
    ];
    const merged = mergeToolResults(calls, automatic, [{ toolUseId: "functions.f:1", name: "f", content: "ok" }]);
    expect(merged.map((r) => r.toolUseId)).toEqual(["$web_search:0", "functions.f:1", "functions.calculator:2"]);
    const overridden = mergeToolResults(calls, automatic, [{ toolUseId: "functions.calculator:2", name: "calculator", content: "mine" }]);
    expect(overridden.find((r) => r.toolUseId === "functions.calculator:2")?.content).toBe("mine");
  });
});

// The thread asks this of an imported conversation's last reply while drawing it: odd stored calls
// are left out instead of crashing the message.
describe("pending tool calls of an imported turn", () => {
  it.each([{}, "x", 1, null])("reads OpenAI tool_calls of %j as none", (calls) => {
    expect(pendingToolCalls(openaiNode(calls as unknown as ToolCall[]))).toEqual([]);
  });

  it("leaves out OpenAI calls that are not objects, and reads odd fields as empty", () => {
    const calls = [null, 1, { id: "c1", type: "function" }, { id: 2, type: "function", function: { name: ["f"], arguments: "{}" } }, custom];
    expect(pendingToolCalls(openaiNode(calls as unknown as ToolCall[]))).toEqual([
      { id: "c1", name: "", input: undefined, automatic: null },
      { id: "", name: "", input: "{}", automatic: null },
      { id: "functions.f:1", name: "f", input: "{}", automatic: null },
    ]);
  });

  it("leaves out Anthropic blocks that are not objects, and reads odd ids and names as empty", () => {
    const content = [null, "x", { type: "tool_use", id: 5, name: { n: 1 }, input: {} }] as unknown as AnthropicMessage["content"];
    expect(pendingToolCalls(anthropicNode(content))).toEqual([{ id: "", name: "", input: {}, automatic: null }]);
  });

  it("reads an Anthropic content that is not a list as no calls", () => {
    expect(pendingToolCalls(anthropicNode({} as unknown as AnthropicMessage["content"]))).toEqual([]);
  });
});
