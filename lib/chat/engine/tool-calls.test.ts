import { describe, expect, it } from "vitest";
import type { AssistantNode } from "@/lib/protocol/message";
import type { ToolCall } from "@/lib/protocol/openai/types";
import { automaticResults, mergeToolResults, pendingToolCalls } from "./tool-calls";

function openaiNode(calls: ToolCall[], finish = "tool_calls"): AssistantNode {
  return {
    id: "a",
    conversationId: "c",
    parentId: "u",
    createdAt: 1,
    role: "assistant",
    status: "complete",
    turn: { protocol: "openai", result: { id: "x", model: "m", message: { role: "assistant", content: null, tool_calls: calls }, finish_reason: finish, usage: null } },
  };
}

const search: ToolCall = { id: "$web_search:0", type: "builtin_function", function: { name: "$web_search", arguments: '{"q":1}' } };
const custom: ToolCall = { id: "functions.f:1", type: "function", function: { name: "f", arguments: "{}" } };

describe("tool calls", () => {
  it("answers only all-builtin rounds automatically", () => {
    expect(automaticResults(openaiNode([search]))).toEqual([{ toolUseId: "$web_search:0", name: "$web_search", content: '{"q":1}' }]);
    expect(automaticResults(openaiNode([search, custom]))).toBeNull();
    expect(automaticResults(openaiNode([search], "stop"))).toBeNull();
    expect(pendingToolCalls(openaiNode([custom], "stop"))).toEqual([]);
  });

  it("merges the caller's results with builtin ones in call order", () => {
    const merged = mergeToolResults(openaiNode([search, custom]), [{ toolUseId: "functions.f:1", name: "f", content: "ok" }]);
    expect(merged.map((r) => r.toolUseId)).toEqual(["$web_search:0", "functions.f:1"]);
  });
});
