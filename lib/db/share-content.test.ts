import { describe, expect, it } from "vitest";
import type { AssistantNode, ToolResultNode, UserNode } from "@/lib/protocol/message";
import { filterToolImages, withoutThinking } from "./share-content";

const anthropic: AssistantNode = {
  id: "a1",
  conversationId: "c",
  parentId: null,
  createdAt: 1,
  role: "assistant",
  status: "complete",
  thinkingDurations: { 0: 900 },
  turn: {
    protocol: "anthropic",
    message: {
      id: "msg",
      type: "message",
      role: "assistant",
      model: "kimi-k3.1-pro",
      content: [
        { type: "thinking", thinking: "secret thoughts", signature: "sig" },
        { type: "redacted_thinking", data: "opaque" },
        { type: "text", text: "Answer." },
      ],
      stop_reason: "end_turn",
      stop_sequence: null,
      usage: { input_tokens: 1, output_tokens: 2 },
    },
  },
};

const openai: AssistantNode = {
  id: "a2",
  conversationId: "c",
  parentId: null,
  createdAt: 1,
  role: "assistant",
  status: "complete",
  turn: {
    protocol: "openai",
    result: { id: "x", model: "m", message: { role: "assistant", reasoning_content: "hidden", content: "Shown.", extra: 1 }, finish_reason: "stop", usage: null },
  },
};

describe("withoutThinking", () => {
  it("drops Anthropic thinking blocks and their durations, keeping everything else in order", () => {
    const out = withoutThinking(anthropic) as AssistantNode & { turn: { protocol: "anthropic" } };
    expect(out).not.toHaveProperty("thinkingDurations");
    expect(Object.keys(out)).toEqual(["id", "conversationId", "parentId", "createdAt", "role", "status", "turn"]);
    expect(out.turn.message.content).toEqual([{ type: "text", text: "Answer." }]);
    expect(Object.keys(out.turn.message)).toEqual(Object.keys(anthropic.turn.protocol === "anthropic" ? anthropic.turn.message : {}));
    expect(JSON.stringify(out)).not.toContain("secret");
    // The stored node is untouched.
    expect(anthropic.turn.protocol === "anthropic" && anthropic.turn.message.content).toHaveLength(3);
  });

  it("drops OpenAI reasoning_content only", () => {
    const out = withoutThinking(openai) as AssistantNode & { turn: { protocol: "openai" } };
    expect(JSON.stringify(out.turn.result.message)).toBe('{"role":"assistant","content":"Shown.","extra":1}');
  });

  it("leaves user messages as they are", () => {
    const user: UserNode = { id: "u", conversationId: "c", parentId: null, createdAt: 1, role: "user", text: "hi", attachments: [] };
    expect(withoutThinking(user)).toBe(user);
  });
});

describe("filterToolImages", () => {
  const image = { type: "image" as const, source: { type: "url" as const, url: "https://example.com/a.png" } };
  const node: ToolResultNode = {
    id: "t",
    conversationId: "c",
    parentId: null,
    createdAt: 1,
    role: "tool",
    results: [
      { toolUseId: "1", name: "chart", content: [{ type: "text", text: "Here." }, image] },
      { toolUseId: "2", name: "shot", content: [image] },
      { toolUseId: "3", name: "text", content: "plain" },
      { toolUseId: "4", name: "empty", content: [] },
    ],
  };

  it("removes the images it is told to, a result left empty becoming empty text", () => {
    expect(filterToolImages(node, () => false).results.map((r) => r.content)).toEqual([[{ type: "text", text: "Here." }], "", "plain", []]);
  });

  it("keeps results untouched when it keeps every image", () => {
    const out = filterToolImages(node, () => true);
    out.results.forEach((result, i) => expect(result).toBe(node.results[i]));
  });
});
