// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AssistantNode } from "@/lib/protocol/message";
import { useLiveStreamStore } from "@/lib/stores/live-stream-store";
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
  useLiveStreamStore.setState({ streams: {} });
});

function render(props: Partial<Parameters<typeof Composer>[0]> = {}) {
  const onSend = vi.fn();
  const onStop = vi.fn();
  act(() =>
    root.render(
      <Composer conversationId="c1" settings={{ model: "kimi-k3.1-pro", protocol: "anthropic" }} onSend={onSend} onStop={onStop} {...props} />,
    ),
  );
  return { onSend, onStop };
}

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

  it("shows Stop while a reply streams, and Escape stops it", () => {
    const node = { id: "a1", conversationId: "c1" } as AssistantNode;
    act(() => useLiveStreamStore.getState().start("c1", node, 0));
    const { onStop } = render();
    expect(button("Send")).toBeNull();
    act(() => button("Stop")!.click());
    act(() => {
      window.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    });
    expect(onStop).toHaveBeenCalledTimes(2);
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
