// @vitest-environment jsdom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render, type Rendered } from "../parts/test-support/render";
import { MessageEdit } from "./message-edit";

let view: Rendered | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

function press(area: HTMLTextAreaElement, init: KeyboardEventInit & { isComposing?: boolean }) {
  const event = new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init });
  act(() => {
    area.dispatchEvent(event);
  });
  return event;
}

describe("MessageEdit", () => {
  it("ignores the Enter and Escape an input method uses, and claims its own Escape", () => {
    const onSave = vi.fn();
    const onCancel = vi.fn();
    view = render(<MessageEdit initial="你好" onSave={onSave} onCancel={onCancel} />);
    const area = view.container.querySelector("textarea")!;
    press(area, { key: "Enter", keyCode: 229 });
    press(area, { key: "Enter", isComposing: true });
    press(area, { key: "Escape", keyCode: 229 });
    press(area, { key: "Escape", isComposing: true });
    expect(onSave).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();

    const escape = press(area, { key: "Escape" });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(escape.defaultPrevented).toBe(true);
    press(area, { key: "Enter" });
    expect(onSave).toHaveBeenCalledWith("你好");
  });
});
