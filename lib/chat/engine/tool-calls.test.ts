import { describe, expect, it, vi } from "vitest";
import type { McpToolSetting } from "@/lib/protocol/mcp/mcp-tool-setting";
import { takesObject } from "@/lib/chat/tools/takes-object";
import type { BuiltinSource, CallToRun, McpSource, ToolRunner, ToolRunners } from "@/lib/chat/tools/tool-runner";
import { echoWebSearch } from "@/lib/chat/tools/web-search-echo";
import type { AnthropicMessage } from "@/lib/protocol/anthropic/types";
import type { AssistantNode } from "@/lib/protocol/message";
import type { ToolCall } from "@/lib/protocol/openai/types";
import { awaitingAnswers, isRunnable, pendingToolCalls } from "./pending-tool-calls";
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

const fakeBuiltin = () =>
  vi.fn(async ({ source }: CallToRun<BuiltinSource>, input: Record<string, unknown>) => ({ content: `${source.name}:${JSON.stringify(input)}`, isError: false }));
const signal = new AbortController().signal;
const noMcp: ToolRunner<McpSource> = async () => ({ content: "no MCP here", isError: true });
const runners = (builtin: ToolRunner<BuiltinSource>, mcp = noMcp): ToolRunners => ({ "web-search": echoWebSearch, builtin, mcp });
const answerers = (calls: ReturnType<typeof pendingToolCalls>) => calls.map((call) => [call.source.kind, call.answerer]);

describe("tool calls", () => {
  it("are the client's for $web_search and the active built-ins only", () => {
    const node = openaiNode([search, custom, calc]);
    expect(answerers(pendingToolCalls(node))).toEqual([
      ["web-search", "client"],
      ["own", "person"],
      ["own", "person"],
    ]);
    expect(answerers(pendingToolCalls(node, ["calculator"]))).toEqual([
      ["web-search", "client"],
      ["own", "person"],
      ["builtin", "client"],
    ]);
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
      { id: "toolu_1", name: "date_time", input: {}, source: { kind: "builtin", name: "date_time" }, answerer: "client" },
      { id: "toolu_2", name: "book", input: { a: 1 }, source: { kind: "own" }, answerer: "person" },
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
    expect(answerers(calls)).toEqual([
      ["mcp", "approval"],
      ["mcp", "client"],
    ]);
    const runMcp: ToolRunner<McpSource> = async ({ source: { tool }, input }) => ({ content: `${tool.serverName}/${tool.name}:${JSON.stringify(input)}`, isError: false });
    expect(await runAutomaticCalls(calls.filter(isRunnable), runners(takesObject(fakeBuiltin()), runMcp), signal)).toEqual([
      { toolUseId: "toolu_1", name: "echo", content: 'Docs/echo:{"text":"hi"}' },
      { toolUseId: "toolu_2", name: "Wiki__echo", content: "Wiki/echo:{}" },
    ]);
  });

  it("run the client's ones by their source's runner: $web_search echoes its arguments, built-ins get parsed input", async () => {
    const calls = pendingToolCalls(openaiNode([search, custom, calc]), ["calculator"]).filter(isRunnable);
    const run = fakeBuiltin();
    expect(await runAutomaticCalls(calls, runners(takesObject(run)), signal)).toEqual([
      { toolUseId: "$web_search:0", name: "$web_search", content: '{"q":1}' },
      { toolUseId: "functions.calculator:2", name: "calculator", content: 'calculator:{"expression":"6*7"}' },
    ]);
    expect(run).toHaveBeenCalledWith(expect.objectContaining({ id: calc.id }), { expression: "6*7" }, signal);
  });

  it("answer a built-in call whose arguments are not a JSON object with an error, without running it", async () => {
    const broken: ToolCall = { ...calc, function: { name: "calculator", arguments: '{"expression":' } };
    const run = fakeBuiltin();
    const answerAlone = async (call: ToolCall) => (await runAutomaticCalls(pendingToolCalls(openaiNode([call]), ["calculator"]).filter(isRunnable), runners(takesObject(run)), signal))[0];
    expect(await answerAlone(broken)).toMatchObject({ toolUseId: calc.id, isError: true, content: expect.stringContaining("not valid JSON") });
    const list: ToolCall = { ...calc, function: { name: "calculator", arguments: "[1]" } };
    expect((await answerAlone(list)).isError).toBe(true);
    expect(run).not.toHaveBeenCalled();
  });

  it("keep an MCP result's structured content and error mark", async () => {
    const echo: McpToolSetting = { serverId: "s1", serverName: "Docs", name: "echo", inputSchema: { type: "object" }, alwaysAllow: true };
    const calls = pendingToolCalls(anthropicNode([{ type: "tool_use", id: "toolu_1", name: "echo", input: {} }]), [], new Map([["echo", echo]]));
    const runMcp: ToolRunner<McpSource> = async () => ({ content: "{}", isError: true, structured: { a: 1 } });
    expect(await runAutomaticCalls(calls.filter(isRunnable), runners(takesObject(fakeBuiltin()), runMcp), signal)).toEqual([
      { toolUseId: "toolu_1", name: "echo", content: "{}", isError: true, structured: { a: 1 } },
    ]);
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
      { id: "c1", name: "", input: undefined, source: { kind: "own" }, answerer: "person" },
      { id: "", name: "", input: "{}", source: { kind: "own" }, answerer: "person" },
      { id: "functions.f:1", name: "f", input: "{}", source: { kind: "own" }, answerer: "person" },
    ]);
  });

  it("leaves out Anthropic blocks that are not objects, and reads odd ids and names as empty", () => {
    const content = [null, "x", { type: "tool_use", id: 5, name: { n: 1 }, input: {} }] as unknown as AnthropicMessage["content"];
    expect(pendingToolCalls(anthropicNode(content))).toEqual([{ id: "", name: "", input: {}, source: { kind: "own" }, answerer: "person" }]);
  });

  it("reads an Anthropic content that is not a list as no calls", () => {
    expect(pendingToolCalls(anthropicNode({} as unknown as AnthropicMessage["content"]))).toEqual([]);
  });
});
