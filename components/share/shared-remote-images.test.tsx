// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { byRole, click, render, settle } from "@/components/chat/parts/test-support/render";
import type { MoonlitExport } from "@/lib/db/export-format";
import { defaultSettings } from "@/lib/db/default-settings";
import type { MessageNode } from "@/lib/protocol/message";
import { anthropicNode, FIXTURES, fixtureMessage, toolNode, userNode } from "@/lib/view/test-support/nodes";
import { SharedConversation } from "./shared-conversation";
import { sharedBranch } from "./snapshot-branch";

vi.mock("@/components/markdown/markdown", () => import("@/components/chat/parts/test-support/plain-markdown"));
const allow = vi.hoisted(() => vi.fn(() => true));
vi.mock("@/lib/chat/share/remote-image-choice", async (original) => ({
  ...(await original<typeof import("@/lib/chat/share/remote-image-choice")>()),
  allowRemoteImages: allow,
}));

const ID = "AbCdEfGhIjKlMnOpQrStUv";
const linked = { id: "l1", kind: "image" as const, mediaType: "image/png", name: "photo.png", size: 0, url: "https://img.example/photo.png" };
const stored = { id: "f1", kind: "image" as const, mediaType: "image/png", name: "clock.png", size: 3 };

function snapshot(): MoonlitExport {
  const result = {
    toolUseId: "toolu_01Gh7North7Slot2031",
    name: "book_greenhouse_slot",
    content: [
      { type: "text" as const, text: "Booked." },
      { type: "image" as const, source: { type: "url" as const, url: "https://charts.example/slot.webp" } },
      { type: "image" as const, source: { type: "base64" as const, media_type: "image/png" as const, data: "iVBORw0KGgo=" } },
    ],
  };
  const nodes: MessageNode[] = [userNode("Book me a slot", "u1", [stored, linked]), anthropicNode(fixtureMessage(FIXTURES.p03), "a1"), toolNode([result], "t1")].map(
    (node, i, all) => ({ ...node, parentId: i === 0 ? null : all[i - 1].id, createdAt: i }),
  );
  const conversation = { id: "c1", title: "Slots", createdAt: 0, updatedAt: 0, pinned: false, settings: defaultSettings(), activeLeafId: "t1", preview: "" };
  const attachments = [{ id: "f1", conversationId: "c1", mediaType: "image/png", name: "clock.png", size: 3, base64: btoa("png") }];
  return { format: "moonlit-export", version: 1, exportedAt: "2031-01-01T00:00:00.000Z", conversations: [conversation], messages: nodes, attachments };
}

async function show() {
  const data = snapshot();
  const view = render(<SharedConversation id={ID} snapshot={data} branch={sharedBranch(data)!} expiresAt={null} />);
  await settle();
  return view.container;
}

const sources = (container: Element) => [...container.querySelectorAll("img")].map((image) => image.getAttribute("src"));

beforeEach(() => {
  URL.createObjectURL ??= () => "blob:test";
  URL.revokeObjectURL ??= () => undefined;
  window.history.replaceState(null, "", `/s/${ID}`);
});

afterEach(() => {
  document.cookie = `moonlit-remote-images=; Path=/s/${ID}; Max-Age=0`;
  allow.mockClear();
});

describe("a shared conversation's images from other sites", () => {
  it("are not loaded: each is a placeholder naming its site, and one control asks for them all", async () => {
    const container = await show();
    // What the share carries itself still shows.
    expect(sources(container)).toEqual([expect.stringMatching(/^blob:/), "data:image/png;base64,iVBORw0KGgo="]);
    expect(byRole(container, "img", "Image from img.example, not loaded")).toHaveLength(1);
    expect(byRole(container, "img", "Image from charts.example, not loaded")).toHaveLength(1);
    expect(container.textContent).toContain("2 images from other sites are not shown: loading them lets img.example and charts.example see that you opened this page.");

    const [load] = byRole(container, "button", "Load remote images");
    click(load);
    expect(allow).toHaveBeenCalledWith(ID);
  });

  it("load once the reader has said yes to this share", async () => {
    document.cookie = `moonlit-remote-images=${ID}; Path=/s/${ID}`;
    const container = await show();
    expect(sources(container)).toEqual([expect.stringMatching(/^blob:/), "https://img.example/photo.png", "https://charts.example/slot.webp", "data:image/png;base64,iVBORw0KGgo="]);
    expect(byRole(container, "img", /not loaded$/)).toHaveLength(0);
    expect(byRole(container, "button", "Load remote images")).toHaveLength(0);
  });
});
