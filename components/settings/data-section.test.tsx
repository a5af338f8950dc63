// @vitest-environment jsdom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { render, settle } from "@/components/chat/parts/test-support/render";
import { importInWorker } from "@/lib/db/import-client";
import { DataSection } from "./data-section";

const state = vi.hoisted(() => ({ db: { name: "test-db" } }));
vi.mock("@/lib/chat/hooks", () => ({ useDatabase: () => state.db }));
vi.mock("@/lib/db/import-client", () => ({ importInWorker: vi.fn() }));
vi.mock("@/lib/db/persist-storage", () => ({ requestPersistentStorage: async () => false }));

function pick(container: HTMLElement, file: File): void {
  const input = container.querySelector<HTMLInputElement>("input[type=file]")!;
  Object.defineProperty(input, "files", { value: [file], configurable: true });
  act(() => input.dispatchEvent(new Event("change", { bubbles: true })));
}

describe("DataSection import", () => {
  it("shows the worker's progress, still shows it when Settings is opened again, then the result", async () => {
    let progress: (done: number, total: number) => void = () => undefined;
    let finish: () => void = () => undefined;
    vi.mocked(importInWorker).mockImplementation((_db, _file, onProgress) => {
      progress = onProgress!;
      return new Promise((resolve) => {
        finish = () => resolve({ conversations: { added: 2, replaced: 1, skipped: 0 }, messages: { added: 9, skipped: 0 }, attachments: { added: 0, skipped: 0 } });
      });
    });
    const file = new File(["zip"], "moonlit.zip");
    const first = render(<DataSection conversationId={null} title="" />);
    pick(first.container, file);
    await settle();
    expect(importInWorker).toHaveBeenCalledWith(state.db, file, expect.any(Function));
    act(() => progress(1200, 3400));
    expect(first.container.textContent).toContain("Importing… 1,200 / 3,400");
    expect(first.container.querySelector("progress")?.value).toBe(1200);

    // Settings closed and opened again while the import runs on.
    first.unmount();
    act(() => progress(2000, 3400));
    const again = render(<DataSection conversationId={null} title="" />);
    expect(again.container.textContent).toContain("Importing… 2,000 / 3,400");
    expect(again.container.querySelector<HTMLInputElement>("input[type=file]")?.disabled).toBe(true);

    await act(async () => finish());
    expect(again.container.textContent).toContain("Imported 3 conversations.");
  });
});
