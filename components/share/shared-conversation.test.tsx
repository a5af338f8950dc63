// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { byRole, render, settle } from "@/components/chat/parts/test-support/render";
import type { MoonlitExport } from "@/lib/db/export-format";
import { defaultSettings } from "@/lib/db/default-settings";
import type { MessageNode } from "@/lib/protocol/message";
import { anthropicNode, FIXTURES, fixtureMessage, userNode } from "@/lib/view/test-support/nodes";
import { SharedConversation } from "./shared-conversation";
import { sharedBranch } from "./snapshot-branch";

vi.mock("@/components/markdown/markdown", () => import("@/components/chat/parts/test-support/plain-markdown"));

const image = { id: "f1", kind: "image" as const, mediaType: "image/png", name: "clock.png", size: 3 };

function snapshot(): MoonlitExport {
  const nodes: MessageNode[] = [
    userNode("How many gears?", "u1", [image]),
    anthropicNode(fixtureMessage(FIXTURES.p02), "a1"),
    userNode("When does it open?", "u2"),
    anthropicNode(fixtureMessage(FIXTURES.p04), "a2"),
    userNode("Book me a slot", "u3"),
    // The last turn's tool call was never answered: the copy cannot answer it either.
    anthropicNode(fixtureMessage(FIXTURES.p03), "a3"),
  ].map((node, i, all) => ({ ...node, parentId: i === 0 ? null : all[i - 1].id, createdAt: i }));
  const settings = defaultSettings({ tools: [{ name: "book_greenhouse_slot", inputSchema: { type: "object" } }] });
  const conversation = { id: "c1", title: "Gears and gardens", createdAt: 0, updatedAt: 0, pinned: false, settings, activeLeafId: "a3", preview: "" };
  const attachments = [{ id: "f1", conversationId: "c1", mediaType: "image/png", name: "clock.png", size: 3, base64: btoa("png") }];
  return { format: "moonlit-export", version: 1, exportedAt: "2031-01-01T00:00:00.000Z", conversations: [conversation], messages: nodes, attachments };
}

describe("SharedConversation", () => {
  it("draws the branch read-only with the chat's renderers: articles, collapsed thinking, cards, citations, images", async () => {
    URL.createObjectURL ??= () => "blob:test";
    URL.revokeObjectURL ??= () => undefined;
    const data = snapshot();
    const view = render(<SharedConversation id="AbCdEfGhIjKlMnOpQrStUv" snapshot={data} branch={sharedBranch(data)!} expiresAt={null} />);
    await settle();
    const { container } = view;
    expect(container.querySelector("h1")?.textContent).toBe("Gears and gardens");
    expect(container.textContent).toContain("Read-only shared copy · Never expires");
    expect(container.querySelectorAll("article[aria-label='User message']")).toHaveLength(3);
    expect(container.querySelectorAll("article[aria-label='Assistant message']")).toHaveLength(3);
    const thinking = byRole(container, "button", /^Thinking/);
    expect(thinking.length).toBe(3);
    for (const button of thinking) expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(byRole(container, "group", "Web search")).toHaveLength(1);
    expect(byRole(container, "link", /^\[\d\] /)).toHaveLength(2);
    const call = byRole(container, "group", "Tool call: book_greenhouse_slot");
    expect(call).toHaveLength(1);
    expect(call[0].textContent).toContain("Not run");
    // Nothing that acts on the conversation.
    expect(container.querySelector("textarea")).toBeNull();
    expect(byRole(container, "button", /^(Edit|Delete|Regenerate|Send results|Retry)$/)).toHaveLength(0);
    expect(byRole(container, "button", "Continue in Moonlit")).toHaveLength(1);
    const img = container.querySelector("img[alt='clock.png']");
    expect(img?.getAttribute("src")).toMatch(/^blob:/);
  });
});
