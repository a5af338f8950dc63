import { describe, expect, it } from "vitest";
import type { AssistantNode, MessageNode, ToolResultNode, UserNode } from "@/lib/protocol/message";
import { reuseRows, threadRows } from "./thread-rows";

const base = { conversationId: "c", createdAt: 0 };
const user = (id: string, parentId: string | null): UserNode => ({ ...base, id, parentId, role: "user", text: id, attachments: [] });
const assistant = (id: string, parentId: string): AssistantNode => ({
  ...base,
  id,
  parentId,
  role: "assistant",
  status: "complete",
  turn: { protocol: "anthropic", message: { id, type: "message", role: "assistant", model: "kimi-k3", content: [], stop_reason: "end_turn", stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } } },
});
const tool = (id: string, parentId: string): ToolResultNode => ({ ...base, id, parentId, role: "tool", results: [] });

describe("threadRows", () => {
  it("makes one reply row of the turns and tool results between two user messages", () => {
    const nodes: MessageNode[] = [user("u1", null), assistant("a1", "u1"), tool("t1", "a1"), assistant("a2", "t1"), user("u2", "a2"), assistant("a3", "u2")];
    const rows = threadRows(nodes);
    expect(rows.map((row) => row.kind)).toEqual(["user", "reply", "user", "reply"]);
    expect(rows[1].kind === "reply" && rows[1].nodes.map((n) => n.id)).toEqual(["a1", "t1", "a2"]);
    expect(rows[1].key).toBe("a1");
  });

  it("handles a thread that ends on a user message, and an empty one", () => {
    expect(threadRows([user("u1", null)]).map((row) => row.key)).toEqual(["u1"]);
    expect(threadRows([])).toEqual([]);
  });

  it("keeps every row whose nodes are the same when only the streaming reply's node is new", () => {
    const u1 = user("u1", null);
    const a1 = assistant("a1", "u1");
    const u2 = user("u2", "a1");
    const live = assistant("a2", "u2");
    const before = threadRows([u1, a1, u2, live]);
    // The next frame: the same stored nodes, the streaming reply as a new copy.
    const after = reuseRows(before, threadRows([u1, a1, u2, { ...live }]));
    expect(after.slice(0, 3)).toEqual(before.slice(0, 3));
    after.slice(0, 3).forEach((row, index) => expect(row).toBe(before[index]));
    expect(after[3]).not.toBe(before[3]);
  });

  it("takes a row anew when a node in it changed, was added or the row's kind differs", () => {
    const u1 = user("u1", null);
    const a1 = assistant("a1", "u1");
    const before = threadRows([u1, a1]);
    const withTool = reuseRows(before, threadRows([u1, a1, tool("t1", "a1")]));
    expect(withTool[0]).toBe(before[0]);
    expect(withTool[1]).not.toBe(before[1]);
    expect(reuseRows(before, threadRows([{ ...u1 }, a1]))[0]).not.toBe(before[0]);
  });
});
