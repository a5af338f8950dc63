import { describe, expect, it } from "vitest";
import type { MessageNode } from "@/lib/protocol/message";
import { buildThread } from "./build-thread";

const node = (id: string, parentId: string | null, createdAt: number): MessageNode => ({
  id,
  conversationId: "c",
  parentId,
  createdAt,
  role: "user",
  text: id,
  attachments: [],
});

describe("buildThread", () => {
  it("walks root → leaf and numbers each message among its siblings", () => {
    const messages = [node("r", null, 1), node("a", "r", 2), node("b", "r", 3), node("c", "r", 4), node("b1", "b", 5)];
    const { nodes, branches } = buildThread(messages, "b1");
    expect(nodes.map((n) => n.id)).toEqual(["r", "b", "b1"]);
    expect(branches).toEqual({
      r: { index: 0, count: 1 },
      b: { index: 1, count: 3, prevId: "a", nextId: "c" },
      b1: { index: 0, count: 1 },
    });
  });

  it("survives a missing leaf and a parent cycle", () => {
    expect(buildThread([node("r", null, 1)], "gone").nodes).toEqual([]);
    expect(buildThread([node("x", "y", 1), node("y", "x", 2)], "x").nodes.map((n) => n.id)).toEqual(["y", "x"]);
  });

  it("keeps ids named like Object.prototype keys as plain entries", () => {
    const { branches } = buildThread([node("__proto__", null, 1), node("constructor", "__proto__", 2)], "constructor");
    expect(Object.keys(branches)).toEqual(["__proto__", "constructor"]);
    expect(branches["__proto__"]).toEqual({ index: 0, count: 1 });
    expect(branches.toString).toBeUndefined();
  });
});
