// @vitest-environment jsdom
import { act, useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "@/components/chat/parts/test-support/render";
import { useDrawerModal } from "./use-drawer-modal";

function Drawer({ modal, onClose }: { modal: boolean; onClose: () => void }) {
  const ref = useRef<HTMLElement>(null);
  useDrawerModal(modal, ref, onClose);
  return (
    <aside ref={ref} tabIndex={-1} aria-label="Drawer">
      <input aria-label="Search" />
    </aside>
  );
}

function escape(target: EventTarget = document.activeElement ?? document.body): KeyboardEvent {
  const event = new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true });
  act(() => void target.dispatchEvent(event));
  return event;
}

describe("useDrawerModal", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("moves focus in, closes on Escape and gives focus back to the opener", () => {
    const toggle = document.createElement("button");
    document.body.append(toggle);
    toggle.focus();
    const onClose = vi.fn();
    const view = render(<Drawer modal={false} onClose={onClose} />);
    expect(document.activeElement).toBe(toggle);

    view.rerender(<Drawer modal onClose={onClose} />);
    const aside = view.container.querySelector("aside")!;
    expect(document.activeElement).toBe(aside);

    escape();
    expect(onClose).toHaveBeenCalledTimes(1);

    view.rerender(<Drawer modal={false} onClose={onClose} />);
    expect(document.activeElement).toBe(toggle);
    view.unmount();
  });

  it("leaves an Escape already taken by something inside alone", () => {
    const onClose = vi.fn();
    const view = render(<Drawer modal onClose={onClose} />);
    const input = view.container.querySelector("input")!;
    input.addEventListener("keydown", (event) => event.preventDefault());
    input.focus();
    escape(input);
    expect(onClose).not.toHaveBeenCalled();
    view.unmount();
  });

  it("does nothing while not modal (the wide-screen column)", () => {
    const onClose = vi.fn();
    const view = render(<Drawer modal={false} onClose={onClose} />);
    expect(document.activeElement).toBe(document.body);
    escape();
    expect(onClose).not.toHaveBeenCalled();
    view.unmount();
  });
});
