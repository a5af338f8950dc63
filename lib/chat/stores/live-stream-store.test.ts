import { describe, expect, it } from "vitest";
import { engineAdapterOf } from "@/lib/chat/adapters/registry";
import type { AssistantNode } from "@/lib/protocol/message";
import { createLiveStreamStore } from "./live-stream-store";

const node = (id: string): AssistantNode => ({
  id,
  conversationId: "c1",
  parentId: "u1",
  createdAt: 1,
  role: "assistant",
  turn: engineAdapterOf("anthropic").emptyTurn("kimi-k3"),
  status: "streaming",
});

describe("live stream store", () => {
  it("bumps the version without copying the node, and keeps the finished node after the end", () => {
    const store = createLiveStreamStore();
    const a = node("a1");
    store.getState().start("c1", a, 100);
    const first = store.getState().streams.c1;
    store.getState().bump("c1");
    const second = store.getState().streams.c1;
    expect(second).not.toBe(first);
    expect(second).toMatchObject({ nodeId: "a1", version: 1, startedAt: 100 });
    expect(second.node).toBe(a);

    store.getState().end("c1", "a1");
    expect(store.getState().streams.c1).toBeUndefined();
    expect(store.getState().finished.c1).toBe(a);
  });

  it("ignores bumps for idle conversations and an end for a replaced stream", () => {
    const store = createLiveStreamStore();
    const before = store.getState();
    store.getState().bump("nope");
    expect(store.getState()).toBe(before);
    store.getState().start("c1", node("a2"), 1);
    store.getState().end("c1", "a1");
    expect(store.getState().streams.c1?.nodeId).toBe("a2");
  });
});

describe("forget", () => {
  it("drops the finished reply it names, and nothing else", () => {
    const store = createLiveStreamStore();
    const node = { id: "a1" } as AssistantNode;
    store.getState().start("c", node, 0);
    store.getState().end("c", "a1");
    store.getState().forget("c", "other");
    expect(store.getState().finished.c).toBe(node);
    store.getState().forget("c", "a1");
    expect(store.getState().finished.c).toBeUndefined();
  });
});
