// @vitest-environment jsdom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { render } from "@/components/chat/parts/test-support/render";
import { Sheet } from "./sheet";

function pointer(target: Element, type: "pointerdown" | "click") {
  const event = type === "click" ? new MouseEvent("click", { bubbles: true }) : new Event("pointerdown", { bubbles: true });
  act(() => void target.dispatchEvent(event));
}

describe("Sheet", () => {
  function setup() {
    const onClose = vi.fn();
    const view = render(
      <Sheet open onClose={onClose} title="Settings" closeLabel="Close">
        <p>Body text</p>
      </Sheet>,
    );
    const dialog = view.container.querySelector("dialog")!;
    const body = view.container.querySelector("p")!;
    return { onClose, view, dialog, body };
  }

  it("closes on a click that went down and up on the backdrop", () => {
    const { onClose, view, dialog } = setup();
    pointer(dialog, "pointerdown");
    pointer(dialog, "click");
    expect(onClose).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it("stays open when a selection drag from inside ends over the backdrop", () => {
    const { onClose, view, dialog, body } = setup();
    pointer(body, "pointerdown");
    // The browser sends the click to the common ancestor: the dialog itself.
    pointer(dialog, "click");
    expect(onClose).not.toHaveBeenCalled();
    view.unmount();
  });
});
