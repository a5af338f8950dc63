// @vitest-environment jsdom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AttachmentRef } from "@/lib/protocol/message";
import { render } from "../parts/test-support/render";
import { MessageAttachments, type AttachmentReader } from "./message-attachments";

// A shown attachment's bytes become a blob: URL on Moonlit's own origin, which the thumbnail's link
// (or "open image in new tab") navigates to. Only the types Moonlit attaches may get one: a blob
// that says it is text/html would open as a page of this origin.

const made: Blob[] = [];

beforeEach(() => {
  made.length = 0;
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    made.push(blob as Blob);
    return `blob:moonlit/${made.length}`;
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const ref: AttachmentRef = { id: "f1", kind: "image", mediaType: "image/png", name: "moon.png", size: 4 };
const bytes = (type: string) => new Blob([new Uint8Array([1, 2, 3, 4])], { type });

async function shown(files: Awaited<ReturnType<AttachmentReader>>) {
  const read: AttachmentReader = async () => files;
  const view = render(<MessageAttachments attachments={[ref]} read={read} />);
  await act(async () => {
    await Promise.resolve();
  });
  return view.container;
}

describe("MessageAttachments", () => {
  it("shows an image that opens larger when clicked: its kept original", async () => {
    const container = await shown({ blob: bytes("image/webp"), original: bytes("image/png") });
    expect(container.querySelector("img")?.getAttribute("src")).toBe("blob:moonlit/1");
    const view = container.querySelector<HTMLButtonElement>('button[aria-label="View moon.png"]');
    act(() => view!.click());
    const dialog = document.querySelector("dialog");
    expect(dialog?.querySelector("img")?.getAttribute("src")).toBe("blob:moonlit/2");
  });

  it("makes no URL for a blob whose type Moonlit does not attach", async () => {
    const container = await shown({ blob: bytes("text/html") });
    expect(made).toEqual([]);
    expect(container.querySelector("img, video, a")).toBeNull();
    // The place stays, named, so the message still shows something was attached.
    expect(container.querySelector("[title='moon.png']")).not.toBeNull();
  });

  it("does not show an original whose type is not an image's: the image opens larger itself", async () => {
    const container = await shown({ blob: bytes("image/png"), original: bytes("text/html;charset=utf-8") });
    expect(made.map((blob) => blob.type)).toEqual(["image/png"]);
    expect(container.querySelector("img")?.getAttribute("src")).toBe("blob:moonlit/1");
    act(() => container.querySelector<HTMLButtonElement>('button[aria-label="View moon.png"]')!.click());
    expect(document.querySelector("dialog img")?.getAttribute("src")).toBe("blob:moonlit/1");
  });
});
