import { describe, expect, it } from "vitest";
import type { AssistantNode } from "@/lib/protocol/message";
import type { SseEvent } from "@/lib/stream/sse";
import { createOpenAITurnStream } from "./turn-stream";

const chunk = (delta: Record<string, unknown>): SseEvent => ({
  data: JSON.stringify({ id: "c1", object: "chat.completion.chunk", created: 1, model: "kimi-k3.1-pro", choices: [{ index: 0, delta, finish_reason: null }] }),
});

describe("the OpenAI turn stream's text pieces", () => {
  it("keeps the pieces the content arrived in, by its message, joined always equal to it", () => {
    const reply = { id: "a1", conversationId: "c1", parentId: null, createdAt: 1, role: "assistant", status: "streaming", turn: { protocol: "openai", result: null } } as unknown as AssistantNode;
    const stream = createOpenAITurnStream(reply);
    for (const delta of [{ role: "assistant", content: "" }, { reasoning_content: "Think" }, { content: "Hel" }, { content: "lo" }]) stream.push(chunk(delta), 0);
    const message = reply.turn.protocol === "openai" ? reply.turn.result?.message : undefined;
    expect(message?.content).toBe("Hello");
    expect(stream.textPieces.get(message!)).toEqual(["Hel", "lo"]);
  });
});
