// Rendering the composer in jsdom and acting on it as a person does, for the composer's tests.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { vi } from "vitest";
import { Composer } from "../composer";
import { resetDraft } from "../draft-attachments-store";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export type ComposerProps = Parameters<typeof Composer>[0];

export interface Mounted {
  container: HTMLDivElement;
  root: Root;
}

export function mount(): Mounted {
  URL.createObjectURL ??= () => "blob:test";
  URL.revokeObjectURL ??= () => undefined;
  const container = document.createElement("div");
  document.body.append(container);
  return { container, root: createRoot(container) };
}

export function unmount({ container, root }: Mounted): void {
  act(() => root.unmount());
  container.remove();
  // The draft outlives the composer, as it does when a person moves between conversations.
  resetDraft(null);
}

export function renderComposer({ root }: Mounted, props: Partial<ComposerProps> = {}) {
  const onSend = vi.fn<ComposerProps["onSend"]>(() => Promise.resolve());
  const onStop = vi.fn();
  act(() =>
    root.render(
      <Composer conversationId="c1" settings={{ model: "kimi-k3.1-pro", protocol: "anthropic" }} onSend={onSend} onStop={onStop} {...props} />,
    ),
  );
  return { onSend, onStop };
}

export const textbox = (container: HTMLElement) => container.querySelector<HTMLTextAreaElement>("textarea[aria-label=Message]")!;
export const button = (container: HTMLElement, name: string) => container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
export const thumbnails = (container: HTMLElement) => container.querySelectorAll("img, video");
export const alertText = (container: HTMLElement) => container.querySelector("[role=alert]")?.textContent ?? "";

export function pick(container: HTMLElement, files: File[]): void {
  const input = container.querySelector<HTMLInputElement>("input[type=file]")!;
  Object.defineProperty(input, "files", { value: files, configurable: true });
  act(() => {
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

export function type(container: HTMLElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
  act(() => {
    setter.call(textbox(container), value);
    textbox(container).dispatchEvent(new Event("input", { bubbles: true }));
  });
}

export function press(container: HTMLElement, init: KeyboardEventInit & { isComposing?: boolean }): void {
  act(() => {
    textbox(container).dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init }));
  });
}

/** A paste into the message box with these clipboard types, text and files; returns the event. */
export function paste(container: HTMLElement, types: string[], { text = "", files = [] as File[] } = {}): Event {
  const event = new Event("paste", { bubbles: true, cancelable: true });
  Object.defineProperty(event, "clipboardData", { value: { types, files, getData: (kind: string) => (kind === "text/plain" ? text : "") } });
  act(() => {
    textbox(container).dispatchEvent(event);
  });
  return event;
}

/** Lets the composer's asynchronous work (fetching its preparing code, preparing files) run until `done`. */
export async function until(done: () => boolean, what = "the composer to settle"): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (done()) return;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
  throw new Error(`timed out waiting for ${what}`);
}
