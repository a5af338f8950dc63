import { describe, expect, it } from "vitest";
import type { MoonlitExport } from "@/lib/db/export-format";
import { defaultSettings } from "@/lib/db/default-settings";
import type { MessageNode } from "@/lib/protocol/message";
import { anthropicNode, FIXTURES, fixtureMessage, userNode } from "@/lib/view/test-support/nodes";
import { orderBranch, sharedBranch } from "./snapshot-branch";

const chain = (...nodes: MessageNode[]): MessageNode[] => nodes.map((node, i) => ({ ...node, parentId: i === 0 ? null : nodes[i - 1].id, createdAt: i }));

function snapshot(messages: MessageNode[], attachments: MoonlitExport["attachments"] = []): MoonlitExport {
  const conversation = { id: "c1", title: "Gears", createdAt: 0, updatedAt: 0, pinned: false, settings: defaultSettings(), activeLeafId: messages.at(-1)?.id ?? null, preview: "" };
  return { format: "moonlit-export", version: 1, exportedAt: "2031-01-01T00:00:00.000Z", conversations: [conversation], messages, attachments };
}

describe("orderBranch", () => {
  const [u1, a1, u2] = chain(userNode("one", "u1"), anthropicNode(fixtureMessage(FIXTURES.p02), "a1"), userNode("two", "u2"));

  it("walks from the root to the shown leaf, whatever order the snapshot lists them in", () => {
    expect(orderBranch([u2, u1, a1], "u2").map((node) => node.id)).toEqual(["u1", "a1", "u2"]);
  });

  it("falls back to creation order without a leaf or with a broken chain", () => {
    expect(orderBranch([u2, a1, u1], null).map((node) => node.id)).toEqual(["u1", "a1", "u2"]);
    expect(orderBranch([u2, u1, { ...a1, parentId: "gone" }], "u2").map((node) => node.id)).toEqual(["u1", "a1", "u2"]);
    const loop = [{ ...u1, parentId: "u2" }, a1, u2];
    expect(orderBranch(loop, "u2")).toHaveLength(3);
  });
});

describe("sharedBranch", () => {
  it("shows a turn saved mid-stream as interrupted", () => {
    const nodes = chain(userNode("one", "u1"), anthropicNode(fixtureMessage(FIXTURES.p02), "a1", "streaming"));
    const branch = sharedBranch(snapshot(nodes))!;
    expect(branch.conversation.title).toBe("Gears");
    expect(branch.nodes.map((node) => (node.role === "assistant" ? node.status : node.role))).toEqual(["user", "interrupted"]);
  });

  it("reads attachments (and kept originals) from the snapshot's base64; a missing or broken one is undefined", async () => {
    const attachments = [
      { id: "f1", conversationId: "c1", mediaType: "image/png", name: "a.png", size: 3, base64: btoa("abc"), original: { mediaType: "image/png", base64: btoa("abcdef") } },
      { id: "f2", conversationId: "c1", mediaType: "image/png", name: "b.png", size: 3, base64: "%%%" },
    ];
    const { read } = sharedBranch(snapshot(chain(userNode("one", "u1")), attachments))!;
    const first = await read("f1");
    expect(await first?.blob.text()).toBe("abc");
    expect(first?.blob.type).toBe("image/png");
    expect(await first?.original?.text()).toBe("abcdef");
    expect(await read("f2")).toBeUndefined();
    expect(await read("nope")).toBeUndefined();
  });

  it("is null for a snapshot without a conversation", () => {
    expect(sharedBranch({ ...snapshot([]), conversations: [] })).toBeNull();
  });
});
