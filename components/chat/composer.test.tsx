// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useRunningStore } from "@/lib/chat/stores/running-store";
import { Composer } from "./composer";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  useRunningStore.setState({ running: {} });
});

beforeEach(() => {
  URL.createObjectURL ??= () => "blob:test";
  URL.revokeObjectURL ??= () => undefined;
});

type Props = Parameters<typeof Composer>[0];

function render(props: Partial<Props> = {}) {
  const onSend = vi.fn<Props["onSend"]>(() => Promise.resolve());
  const onStop = vi.fn();
  act(() =>
    root.render(
      <Composer conversationId="c1" settings={{ model: "kimi-k3.1-pro", protocol: "anthropic" }} onSend={onSend} onStop={onStop} {...props} />,
    ),
  );
  return { onSend, onStop };
}

const IMAGE = () => new File(["png"], "photo.png", { type: "image/png" });

function pick(files: File[]) {
  const input = container.querySelector<HTMLInputElement>("input[type=file]")!;
  Object.defineProperty(input, "files", { value: files, configurable: true });
  act(() => {
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

const thumbnails = () => container.querySelectorAll("img");

const textbox = () => container.querySelector<HTMLTextAreaElement>("textarea[aria-label=Message]")!;
const button = (name: string) => container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);

function type(value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
  act(() => {
    setter.call(textbox(), value);
    textbox().dispatchEvent(new Event("input", { bubbles: true }));
  });
}

function press(init: KeyboardEventInit & { isComposing?: boolean }) {
  act(() => {
    textbox().dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init }));
  });
}

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

  it("drops attachments when another conversation is shown", () => {
    render();
    pick([IMAGE()]);
    expect(thumbnails()).toHaveLength(1);
    render({ conversationId: "c2" });
    expect(thumbnails()).toHaveLength(0);
    expect(button("Send")!.disabled).toBe(true);
  });

  it("does not let a hidden attachment enable sending an empty message", () => {
    const { onSend } = render();
    pick([IMAGE()]);
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
    type("keep me");
    press({ key: "Enter" });
    expect(onSend).toHaveBeenCalledWith("keep me", [expect.any(File)]);
    await act(async () => {
      await Promise.resolve();
    });
    expect(textbox().value).toBe("keep me");
    expect(thumbnails()).toHaveLength(1);
  });

  it("pastes text rather than attaching the picture Office puts beside it", () => {
    render();
    const paste = (types: string[]) => {
      const event = new Event("paste", { bubbles: true, cancelable: true });
      Object.defineProperty(event, "clipboardData", { value: { types, files: [IMAGE()] } });
      act(() => {
        textbox().dispatchEvent(event);
      });
      return event;
    };
    const withText = paste(["text/plain", "text/html", "Files"]);
    expect(withText.defaultPrevented).toBe(false);
    expect(thumbnails()).toHaveLength(0);
    const imageOnly = paste(["Files"]);
    expect(imageOnly.defaultPrevented).toBe(true);
    expect(thumbnails()).toHaveLength(1);
  });

  it("offers attachments only to models that read images", () => {
    render();
    expect(container.querySelector("input[type=file][aria-label='Attach files']")).not.toBeNull();
    render({ settings: { model: "kimi-k3", protocol: "anthropic" } });
    expect(container.querySelector("input[type=file]")).toBeNull();
  });

  it("refuses files of the wrong type with a message", () => {
    render();
    const input = container.querySelector<HTMLInputElement>("input[type=file]")!;
    const file = new File(["x"], "notes.txt", { type: "text/plain" });
    Object.defineProperty(input, "files", { value: [file], configurable: true });
    act(() => {
      input.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(container.querySelector("[role=alert]")?.textContent).toContain("notes.txt");
  });
});
