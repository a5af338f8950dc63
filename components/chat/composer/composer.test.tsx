// @vitest-environment jsdom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useRunningStore } from "@/lib/chat/stores/running-store";
import {
  alertText,
  button as buttonIn,
  mount,
  paste as pasteIn,
  pick as pickIn,
  press as pressIn,
  renderComposer,
  textbox as textboxIn,
  thumbnails as thumbnailsIn,
  type as typeIn,
  unmount,
  until,
  type ComposerProps as Props,
  type Mounted,
} from "./test-support/composer-driver";

let mounted: Mounted;
let container: HTMLDivElement;

beforeEach(() => {
  mounted = mount();
  container = mounted.container;
});

afterEach(() => {
  unmount(mounted);
  useRunningStore.setState({ running: {} });
});

const render = (props: Partial<Props> = {}) => renderComposer(mounted, props);
const IMAGE = () => new File(["png"], "photo.png", { type: "image/png" });
const pick = (files: File[]) => pickIn(container, files);
const thumbnails = () => thumbnailsIn(container);
const textbox = () => textboxIn(container);
const button = (name: string) => buttonIn(container, name);
const type = (value: string) => typeIn(container, value);
const press = (init: KeyboardEventInit & { isComposing?: boolean }) => pressIn(container, init);
const attached = (count: number) => until(() => thumbnails().length === count, `${count} thumbnails`);

describe("Composer", () => {
  it("sends on Enter, not on Shift+Enter nor while an input method composes", () => {
    const { onSend } = render();
    type("你好");
    press({ key: "Enter", isComposing: true });
    press({ key: "Enter", shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    press({ key: "Enter" });
    expect(onSend).toHaveBeenCalledWith("你好", []);
    expect(textbox().value).toBe("");
  });

  it("shows Stop while the conversation's run is on, and Escape stops it", () => {
    act(() => useRunningStore.getState().setRunning("c1", true));
    const { onStop } = render();
    expect(button("Send")).toBeNull();
    act(() => button("Stop")!.click());
    act(() => {
      window.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    });
    expect(onStop).toHaveBeenCalledTimes(2);
    act(() => useRunningStore.getState().setRunning("c1", false));
    expect(button("Stop")).toBeNull();
    expect(button("Send")).not.toBeNull();
  });

  it("keeps focus in the message box when Stop gives way to Send", () => {
    act(() => useRunningStore.getState().setRunning("c1", true));
    render();
    const stop = button("Stop")!;
    act(() => stop.focus());
    expect(document.activeElement).toBe(stop);
    act(() => useRunningStore.getState().setRunning("c1", false));
    expect(button("Send")).not.toBeNull();
    expect(document.activeElement).toBe(textbox());
  });

  it("stops on Escape only from the message box or the page, never while an input method composes", () => {
    act(() => useRunningStore.getState().setRunning("c1", true));
    const { onStop } = render();
    const other = document.createElement("input");
    document.body.append(other);
    try {
      other.focus();
      act(() => {
        other.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
      });
      expect(onStop).not.toHaveBeenCalled();

      textbox().focus();
      press({ key: "Escape", isComposing: true });
      press({ key: "Escape", keyCode: 229 });
      expect(onStop).not.toHaveBeenCalled();
      press({ key: "Escape" });
      expect(onStop).toHaveBeenCalledTimes(1);

      textbox().blur();
      act(() => {
        window.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
      });
      expect(onStop).toHaveBeenCalledTimes(2);
    } finally {
      other.remove();
    }
  });

  it("does not send on an Enter reported as keyCode 229", () => {
    const { onSend } = render();
    type("你好");
    press({ key: "Enter", keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();
  });

  it("drops attachments when another conversation is shown", async () => {
    render();
    pick([IMAGE()]);
    await attached(1);
    render({ conversationId: "c2" });
    expect(thumbnails()).toHaveLength(0);
    expect(button("Send")!.disabled).toBe(true);
  });

  it("does not let a hidden attachment enable sending an empty message", async () => {
    const { onSend } = render();
    pick([IMAGE()]);
    await attached(1);
    expect(button("Send")!.disabled).toBe(false);
    render({ settings: { model: "kimi-k3", protocol: "anthropic" } });
    expect(button("Send")!.disabled).toBe(true);
    press({ key: "Enter" });
    expect(onSend).not.toHaveBeenCalled();
  });

  it("puts the text and files back when the send fails", async () => {
    const onSend = vi.fn<Props["onSend"]>(() => Promise.reject(new Error("storage full")));
    render({ onSend });
    pick([IMAGE()]);
    await attached(1);
    type("keep me");
    press({ key: "Enter" });
    expect(onSend).toHaveBeenCalledWith("keep me", [{ type: "file", file: expect.any(File) }]);
    await act(async () => {
      await Promise.resolve();
    });
    expect(textbox().value).toBe("keep me");
    expect(thumbnails()).toHaveLength(1);
  });

  it("pastes text rather than attaching the picture Office puts beside it", async () => {
    render();
    const paste = (types: string[]) => pasteIn(container, types, { text: "a table", files: [IMAGE()] });
    const withText = paste(["text/plain", "text/html", "Files"]);
    expect(withText.defaultPrevented).toBe(false);
    const imageOnly = paste(["Files"]);
    expect(imageOnly.defaultPrevented).toBe(true);
    await attached(1);
  });

  it("offers attachments to every model: kimi-k3, which reads no images, takes documents", () => {
    render();
    expect(container.querySelector("input[type=file][aria-label='Attach files']")).not.toBeNull();
    render({ settings: { model: "kimi-k3", protocol: "anthropic" } });
    expect(container.querySelector("input[type=file][aria-label='Attach files']")).not.toBeNull();
  });

  it("refuses files of the wrong type with a message", async () => {
    render();
    pick([new File(["x"], "sheet.xlsx", { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" })]);
    await until(() => alertText(container).includes("sheet.xlsx"), "the refusal");
  });
});
