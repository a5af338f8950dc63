import { describe, expect, it } from "vitest";
import type { AssistantNode } from "@/lib/protocol/message";
import type { SseEvent } from "@/lib/stream/sse";
import { createAnthropicTurnStream } from "./turn-stream";

const ev = (type: string, fields: Record<string, unknown> = {}): SseEvent => ({ event: type, data: JSON.stringify({ type, ...fields }) });
const start = ev("message_start", {
  message: { id: "msg_1", type: "message", role: "assistant", model: "kimi-k3", content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } },
});
const toolStart = (index: number, id: string) => ev("content_block_start", { index, content_block: { type: "tool_use", id, name: "get_weather", input: {} } });
const json = (index: number, partial_json: string) => ev("content_block_delta", { index, delta: { type: "input_json_delta", partial_json } });
const stop = (index: number) => ev("content_block_stop", { index });

function node(): AssistantNode {
  return {
    id: "a1",
    conversationId: "c1",
    parentId: null,
    createdAt: 1,
    role: "assistant",
    turn: { protocol: "anthropic", message: null },
    status: "streaming",
  } as unknown as AssistantNode;
}

describe("the Anthropic turn stream's pending tool inputs", () => {
  it("holds each call's input as it arrives, by call id, until the call's block stops", () => {
    const reply = node();
    const stream = createAnthropicTurnStream(reply);
    for (const event of [start, toolStart(0, "toolu_a"), json(0, '{"city": "Pa'), toolStart(1, "toolu_b"), json(1, "{")]) stream.push(event, 0);
    expect([...stream.pendingInputs]).toEqual([
      ["toolu_a", '{"city": "Pa'],
      ["toolu_b", "{"],
    ]);
    stream.push(json(0, 'ris"}'), 0);
    expect(stream.pendingInputs.get("toolu_a")).toBe('{"city": "Paris"}');
    stream.push(stop(0), 0);
    // Stopped: the stored input is parsed and is what the view shows from now on.
    expect(stream.pendingInputs.has("toolu_a")).toBe(false);
    expect(reply.turn.protocol === "anthropic" && reply.turn.message?.content[0]).toMatchObject({ input: { city: "Paris" } });
    expect(stream.pendingInputs.get("toolu_b")).toBe("{");
  });

  it("is empty once the stream ends, even with a call cut off mid-input", () => {
    const stream = createAnthropicTurnStream(node());
    for (const event of [start, toolStart(0, "toolu_a"), json(0, '{"ci')]) stream.push(event, 0);
    stream.finish(0);
    expect(stream.pendingInputs.size).toBe(0);
  });
});

describe("the Anthropic turn stream's text pieces", () => {
  const textStart = (index: number, text = "") => ev("content_block_start", { index, content_block: { type: "text", text } });
  const text = (index: number, value: string) => ev("content_block_delta", { index, delta: { type: "text_delta", text: value } });

  it("keeps the pieces each growing text block arrived in, joined always equal to its text", () => {
    const reply = node();
    const stream = createAnthropicTurnStream(reply);
    for (const event of [start, textStart(0, "Hel"), text(0, "lo"), text(0, ", "), text(0, "world")]) stream.push(event, 0);
    const block = reply.turn.protocol === "anthropic" ? reply.turn.message?.content[0] : undefined;
    expect(block?.type === "text" && block.text).toBe("Hello, world");
    const pieces = stream.textPieces.get(block!);
    expect(pieces).toEqual(["Hello", ", ", "world"]);
    expect(pieces?.join("")).toBe("Hello, world");
  });
});
