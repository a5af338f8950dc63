import { describe, expect, it } from "vitest";
import type { AssistantNode, MessageNode, ToolResultNode, UserNode } from "@/lib/protocol/message";
import { threadRows } from "./thread-rows";

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
});
