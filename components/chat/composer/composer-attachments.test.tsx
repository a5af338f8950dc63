// @vitest-environment jsdom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ScaleResult } from "@/lib/chat/attachments/scale-image";
import type { Scale } from "@/lib/chat/attachments/scale-protocol";
import { DEFAULT_ATTACHMENT_PREFERENCES } from "@/lib/chat/attachments/attachment-preferences";
import { useAttachmentPreferences } from "@/lib/chat/stores/attachment-preferences-store";
import { alertText, button, mount, paste, pick, press, renderComposer, textbox, thumbnails, type, unmount, until, type Mounted } from "./test-support/composer-driver";

// The composer's attachments end to end in jsdom, with the worker's scaling replaced by a script.

const scaler = vi.hoisted(() => ({ scale: null as Scale | null }));
vi.mock("@/lib/chat/attachments/image-scaler", () => ({
  scaleImageInWorker: (...args: Parameters<Scale>) => scaler.scale!(...args),
}));

let mounted: Mounted;
let container: HTMLDivElement;

beforeEach(() => {
  mounted = mount();
  container = mounted.container;
  scaler.scale = async () => ({ kind: "kept" });
});

afterEach(() => {
  unmount(mounted);
  useAttachmentPreferences.setState(DEFAULT_ATTACHMENT_PREFERENCES);
});

const MB = 1024 * 1024;
const png = (name: string, bytes = 3) => new File([new Uint8Array(bytes)], name, { type: "image/png" });
const mp4 = (name: string) => new File([new Uint8Array(8)], name, { type: "video/mp4" });
const openai = { model: "kimi-k3.1-pro", protocol: "openai" } as const;
const progressbar = (name: string) => container.querySelector(`[role=progressbar][aria-label="Preparing ${name}"]`);

describe("attachments in the composer", () => {
  it("scales a large image in the worker, showing its progress, and sends the smaller copy", async () => {
    let finish!: (result: ScaleResult) => void;
    const calls: Array<Parameters<Scale>> = [];
    scaler.scale = (blob, limits, onProgress) => {
      calls.push([blob, limits, onProgress]);
      onProgress(0.5);
      return new Promise((resolve) => (finish = resolve));
    };
    const { onSend } = renderComposer(mounted);
    type(container, "What is in it?");
    pick(container, [png("big.png", 6 * MB)]);
    await until(() => progressbar("big.png")?.getAttribute("aria-valuenow") === "50", "the progress");
    expect(button(container, "Remove big.png")).not.toBeNull();
    expect(calls[0][1]).toEqual({ maxSide: 2048, maxBytes: 5 * MB });
    // Nothing goes while a file is still being prepared.
    expect(button(container, "Send")!.disabled).toBe(true);

    act(() => finish({ kind: "scaled", blob: new Blob(["small"], { type: "image/webp" }), width: 2048, height: 1536 }));
    await until(() => thumbnails(container).length === 1, "the thumbnail");
    expect(progressbar("big.png")).toBeNull();
    press(container, { key: "Enter" });
    const [, [sent]] = onSend.mock.calls[0];
    expect(sent.type === "file" && sent.file).toMatchObject({ name: "big.png", type: "image/webp", size: 5 });
    expect(sent.type === "file" && sent.original).toBeUndefined();
  });

  it("counts a picked file as work in progress until it is in the draft: Enter before its code has loaded sends nothing", async () => {
    const { onSend } = renderComposer(mounted);
    type(container, "Look at this");
    pick(container, [png("early.png")]);
    // The code that adds files is fetched on the first pick and has not arrived yet.
    press(container, { key: "Enter" });
    expect(onSend).not.toHaveBeenCalled();
    expect(button(container, "Send")!.disabled).toBe(true);
    expect(textbox(container).value).toBe("Look at this");

    await until(() => thumbnails(container).length === 1, "the thumbnail");
    press(container, { key: "Enter" });
    expect(onSend).toHaveBeenCalledTimes(1);
    const [text, attachments] = onSend.mock.calls[0];
    expect(text).toBe("Look at this");
    expect(attachments).toHaveLength(1);
  });

  it("lets the draft go again once every file picked early was refused", async () => {
    const { onSend } = renderComposer(mounted);
    type(container, "Only text in the end");
    pick(container, [new File(["x"], "notes.txt", { type: "text/plain" })]);
    expect(button(container, "Send")!.disabled).toBe(true);
    await until(() => alertText(container).includes("notes.txt"), "the refusal");
    press(container, { key: "Enter" });
    expect(onSend).toHaveBeenCalledWith("Only text in the end", []);
  });

  it("keeps the original beside the scaled copy when the person asks, with their limits", async () => {
    useAttachmentPreferences.setState({ maxImageSide: 1024, maxImageMb: 2, keepOriginals: true });
    let limits: Parameters<Scale>[1] | null = null;
    scaler.scale = async (_blob, given) => {
      limits = given;
      return { kind: "scaled", blob: new Blob(["small"], { type: "image/png" }), width: 1024, height: 768 };
    };
    const { onSend } = renderComposer(mounted);
    const original = png("wide.png", 10);
    pick(container, [original]);
    await until(() => thumbnails(container).length === 1);
    expect(limits).toEqual({ maxSide: 1024, maxBytes: 2 * MB });
    act(() => button(container, "Send")!.click());
    const [, [sent]] = onSend.mock.calls[0];
    expect(sent.type === "file" && sent.original).toBe(original);
  });

  it("names each refused file and its reason, and leaves the draft and the other attachments", async () => {
    scaler.scale = async (blob) => ((await blob.text()).startsWith("broken") ? { kind: "refused", reason: "corrupt" } : { kind: "kept" });
    renderComposer(mounted);
    type(container, "Keep this text");
    pick(container, [png("moon.png")]);
    await until(() => thumbnails(container).length === 1);

    pick(container, [
      new File(["broken bytes"], "broken.png", { type: "image/png" }),
      new File(["x"], "sheet.xlsx", { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }),
      mp4("clip.mp4"),
      png("huge.png", 51 * MB),
    ]);
    await until(() => alertText(container).includes("broken.png"), "the corrupt image's message");
    const text = alertText(container);
    expect(text).toContain("broken.png could not be read as an image");
    expect(text).toContain("sheet.xlsx is not a file this model can read");
    expect(text).toContain("clip.mp4: the Anthropic format takes no video");
    expect(text).toContain("huge.png is larger than 50 MB");
    expect(textbox(container).value).toBe("Keep this text");
    expect(thumbnails(container)).toHaveLength(1);
    expect(button(container, "Remove moon.png")).not.toBeNull();
  });

  it("takes video in the OpenAI format, and says when an image cannot be made small enough", async () => {
    scaler.scale = async () => ({ kind: "refused", reason: "too-large" });
    renderComposer(mounted, { settings: openai });
    pick(container, [mp4("clip.mp4"), png("noise.png")]);
    await until(() => alertText(container).includes("noise.png"));
    expect(alertText(container)).toContain("noise.png is larger than 5 MB");
    expect(container.querySelector("video[aria-label='clip.mp4']")).not.toBeNull();
  });

  it("refuses what would take the message past its total", async () => {
    renderComposer(mounted, { settings: openai });
    pick(container, [new File([new Uint8Array(12 * MB)], "one.mp4", { type: "video/mp4" }), new File([new Uint8Array(12 * MB)], "two.mp4", { type: "video/mp4" })]);
    await until(() => alertText(container).includes("two.mp4"));
    expect(alertText(container)).toContain("two.mp4: attachments can total 20 MB at most");
    expect(thumbnails(container)).toHaveLength(1);
  });

  it("forgets a file removed while it is being prepared", async () => {
    let finish!: (result: ScaleResult) => void;
    scaler.scale = () => new Promise((resolve) => (finish = resolve));
    renderComposer(mounted);
    pick(container, [png("slow.png")]);
    await until(() => progressbar("slow.png") !== null);
    act(() => button(container, "Remove slow.png")!.click());
    act(() => finish({ kind: "kept" }));
    for (let tick = 0; tick < 5; tick++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(container.querySelector("li")).toBeNull();
  });

  it("offers a pasted image address as the image, and sends it as a URL", async () => {
    const url = "https://example.com/photos/moon.png";
    const { onSend } = renderComposer(mounted);
    const event = paste(container, ["text/plain"], { text: url });
    // The address is pasted as text, as always (jsdom does not insert it: the test types it).
    expect(event.defaultPrevented).toBe(false);
    type(container, `What is this? ${url}`);
    const offerButton = () => [...container.querySelectorAll("button")].find((b) => b.textContent === "Send moon.png as an image");
    await until(() => offerButton() !== undefined, "the offer");
    const offer = offerButton();
    act(() => offer!.click());
    expect(textbox(container).value).toBe("What is this?");
    await until(() => thumbnails(container).length === 1);
    expect(container.querySelector("img")?.getAttribute("src")).toBe(url);
    expect(button(container, "Remove moon.png")).not.toBeNull();
    press(container, { key: "Enter" });
    expect(onSend).toHaveBeenCalledWith("What is this?", [{ type: "url", url, name: "moon.png", mediaType: "image/png" }]);
  });

  it("makes no offer for kimi-k3, whose document takes no images", async () => {
    renderComposer(mounted, { settings: { model: "kimi-k3", protocol: "anthropic" } });
    paste(container, ["text/plain"], { text: "https://example.com/moon.png" });
    type(container, "https://example.com/moon.png");
    for (let tick = 0; tick < 5; tick++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect([...container.querySelectorAll("button")].some((b) => b.textContent?.includes("as an image"))).toBe(false);
  });

  it("says that kimi-k3 reads text only when an image is attached, and switches to a model that reads it, image and all", async () => {
    const onChangeSettings = vi.fn();
    renderComposer(mounted, { settings: { model: "kimi-k3", protocol: "anthropic" }, onChangeSettings });
    pick(container, [png("moon.png")]);
    await until(() => alertText(container).includes("moon.png"), "the refusal");
    expect(alertText(container)).toBe("Kimi K3 reads text only, so it cannot see moon.png. Kimi K3.1 Pro reads images.");
    expect(thumbnails(container)).toHaveLength(0);
    const switchButton = [...container.querySelectorAll("button")].find((b) => b.textContent === "Switch to Kimi K3.1 Pro");
    act(() => switchButton!.click());
    expect(onChangeSettings).toHaveBeenCalledWith(expect.objectContaining({ model: "kimi-k3.1-pro" }));
    await until(() => thumbnails(container).length === 1, "the image, attached once the model reads it");
    expect(alertText(container)).toBe("");
  });
});
