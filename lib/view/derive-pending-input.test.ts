import { describe, expect, it } from "vitest";
import type { AnthropicMessage } from "@/lib/protocol/anthropic/types";
import { deriveParts } from "./derive-parts";
import { anthropicNode } from "./test-support/nodes";

function forming(): AnthropicMessage {
  return {
    id: "msg_1",
    type: "message",
    role: "assistant",
    model: "kimi-k3",
    content: [{ type: "tool_use", id: "toolu_a", name: "get_weather", input: {} }],
    stop_reason: null,
    stop_sequence: null,
    usage: { input_tokens: 1, output_tokens: 1 },
  } as AnthropicMessage;
}

const pendingInputs = new Map([["toolu_a", '{"city": "Pa']]);

describe("a tool call whose input is still streaming", () => {
  it("shows the input received so far while its reply streams", () => {
    const [part] = deriveParts([anthropicNode(forming(), "a1", "streaming")], { pendingInputs });
    expect(part).toMatchObject({ type: "tool-call", id: "toolu_a", input: '{"city": "Pa', status: "running" });
  });

  it("shows the stored input once the reply has stopped streaming", () => {
    const [part] = deriveParts([anthropicNode(forming(), "a1", "interrupted")], { pendingInputs });
    expect(part).toMatchObject({ type: "tool-call", input: {} });
  });
});

describe("a streaming text's pieces", () => {
  const message = (blocks: Array<Record<string, unknown>>) => ({ ...forming(), content: blocks }) as AnthropicMessage;

  it("go with the growing text part, so the markdown layer reads only what is new", () => {
    const growing = { type: "text", text: "Hello, world" };
    const pieces = ["Hello", ", world"];
    const textPieces = new WeakMap([[growing, pieces]]);
    const [part] = deriveParts([anthropicNode(message([growing]), "a1", "streaming")], { textPieces });
    expect(part).toMatchObject({ type: "text", text: "Hello, world" });
    expect(part.type === "text" && part.pieces).toBe(pieces);
    const [done] = deriveParts([anthropicNode(message([growing]), "a1", "complete")], { textPieces });
    expect(done.type === "text" && done.pieces).toBeUndefined();
  });

  it("are left out when the part joins several blocks, whose text they do not make up alone", () => {
    const growing = { type: "text", text: " more" };
    const textPieces = new WeakMap([[growing, [" more"]]]);
    const [part] = deriveParts([anthropicNode(message([{ type: "text", text: "Earlier" }, growing]), "a1", "streaming")], { textPieces });
    expect(part).toMatchObject({ type: "text", text: "Earlier more" });
    expect(part.type === "text" && part.pieces).toBeUndefined();
  });
});
