// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { byRole, click, render, settle } from "@/components/chat/parts/test-support/render";
import type { MoonlitExport } from "@/lib/db/export-format";
import { importSharedConversation } from "@/lib/db/share-import";
import { defaultSettings } from "@/lib/db/default-settings";
import type { ConversationSettings } from "@/lib/protocol/message";
import ContinueDialog from "./continue-dialog";

const DB = vi.hoisted(() => ({ name: "test-db" }));
vi.mock("@/lib/db/app-database", () => ({ loadAppDatabase: async () => DB }));
vi.mock("@/lib/db/share-import", () => ({ importSharedConversation: vi.fn() }));

beforeAll(() => {
  // jsdom has <dialog> but not always its modal methods.
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal?: () => void };
  if (typeof proto.showModal !== "function") {
    proto.showModal = function (this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
    proto.close = function (this: HTMLDialogElement) {
      this.removeAttribute("open");
    };
  }
});

beforeEach(() => {
  vi.mocked(importSharedConversation).mockReset();
});

function snapshot(settings: ConversationSettings): MoonlitExport {
  const conversation = { id: "c1", title: "The lighthouse", createdAt: 0, updatedAt: 0, pinned: false, settings, activeLeafId: null, preview: "" };
  return { format: "moonlit-export", version: 1, exportedAt: "2031-01-01T00:00:00.000Z", conversations: [conversation], messages: [], attachments: [] };
}

const AUTHORED = defaultSettings({
  system: "Keep the light. Answer in verse.",
  tools: [{ name: "lookup_chart", description: "Finds a chart.", inputSchema: { type: "object" } }],
  builtinTools: ["run_javascript", "calculator"],
  webSearch: true,
});

async function open(settings = AUTHORED, extra: { remoteImagesWithheld?: boolean } = {}) {
  const onClose = vi.fn();
  const onImported = vi.fn();
  const data = snapshot(settings);
  const view = render(<ContinueDialog open snapshot={data} remoteImagesWithheld={extra.remoteImagesWithheld ?? false} onClose={onClose} onImported={onImported} />);
  await settle();
  return { container: view.container, data, onClose, onImported };
}

const texts = (elements: Element[]) => elements.map((element) => element.textContent);

describe("ContinueDialog", () => {
  it("shows what comes with the conversation: the system prompt, every tool, the output format, and that tools arrive off", async () => {
    const { container } = await open(AUTHORED, { remoteImagesWithheld: true });
    // The dialog is named by its title.
    const dialog = container.querySelector("dialog[open]")!;
    expect(dialog.getAttribute("aria-labelledby")).toBe(dialog.querySelector("h2")?.id);
    expect(dialog.querySelector("h2")?.textContent).toBe("Continue in Moonlit");
    expect(texts([...container.querySelectorAll("h3")])).toEqual(["System prompt", "Tools", "Output format"]);
    expect(container.textContent).toContain("“The lighthouse” becomes a conversation of your own in this browser");
    expect(container.textContent).toContain("Keep the light. Answer in verse.");
    const list = container.querySelector("ul[aria-label='Tools']")!;
    expect(texts([...list.querySelectorAll("li")])).toEqual(["lookup_chartFinds a chart.", "Calculator", "Run JavaScript", "Web search"]);
    expect(container.textContent).toContain("Tools are off in your copy.");
    expect(container.textContent).toContain("Text");
    expect(container.textContent).toContain("Its images from other sites will load there");
  });

  it("says None where the author set nothing, and names a JSON Schema", async () => {
    const { container } = await open(defaultSettings({ outputFormat: "json_schema", structuredOutput: { name: "tide_table", schema: { type: "object" }, strict: true } }));
    expect(texts([...container.querySelectorAll("section p")])).toEqual(["None", "None", "JSON Schema “tide_table”"]);
    expect(container.textContent).not.toContain("Tools are off");
    expect(container.textContent).not.toContain("images from other sites");
  });

  it("imports on Import conversation and opens the copy; Cancel closes", async () => {
    vi.mocked(importSharedConversation).mockResolvedValue("new-id");
    const { container, data, onClose, onImported } = await open();
    click(byRole(container, "button", "Cancel")[0]);
    expect(onClose).toHaveBeenCalledOnce();
    click(byRole(container, "button", "Import conversation")[0]);
    await settle();
    expect(importSharedConversation).toHaveBeenCalledWith(DB, data);
    expect(onImported).toHaveBeenCalledWith("new-id");
  });

  it("says why an import failed and lets the reader try again", async () => {
    vi.mocked(importSharedConversation).mockImplementation(async () => {
      throw new Error("The disk is full.");
    });
    const { container, onImported } = await open();
    const button = byRole(container, "button", "Import conversation")[0] as HTMLButtonElement;
    click(button);
    await settle();
    expect(byRole(container, "alert")[0].textContent).toContain("The disk is full.");
    expect(button.disabled).toBe(false);
    expect(onImported).not.toHaveBeenCalled();
  });
});
