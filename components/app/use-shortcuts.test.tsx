// @vitest-environment jsdom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "@/components/chat/parts/test-support/render";
import { shortcutFor, useShortcuts } from "./use-shortcuts";

function key(init: KeyboardEventInit): KeyboardEvent {
  return new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init });
}

describe("shortcutFor", () => {
  it("uses Ctrl off a Mac and Cmd only on a Mac", () => {
    expect(shortcutFor(key({ code: "KeyK", key: "k", ctrlKey: true }), false)).toBe("search");
    expect(shortcutFor(key({ code: "KeyK", key: "k", metaKey: true }), false)).toBeNull();
    expect(shortcutFor(key({ code: "KeyK", key: "k", metaKey: true }), true)).toBe("search");
    expect(shortcutFor(key({ code: "KeyK", key: "k", ctrlKey: true }), true)).toBeNull();
    expect(shortcutFor(key({ code: "KeyO", key: "O", metaKey: true, shiftKey: true }), true)).toBe("newChat");
  });

  it("matches the physical key on any layout", () => {
    expect(shortcutFor(key({ code: "KeyK", key: "л", ctrlKey: true }), false)).toBe("search");
    expect(shortcutFor(key({ code: "KeyO", key: "Щ", ctrlKey: true, shiftKey: true }), false)).toBe("newChat");
    expect(shortcutFor(key({ code: "KeyL", key: "k", ctrlKey: true }), false)).toBeNull();
  });

  it("lists the shortcuts on ?, except where ? is being typed", () => {
    expect(shortcutFor(key({ code: "Slash", key: "?", shiftKey: true }), false)).toBe("help");
    expect(shortcutFor(key({ code: "Minus", key: "?", shiftKey: true }), true)).toBe("help");
    for (const tag of ["textarea", "input"]) {
      const field = document.createElement(tag);
      document.body.append(field);
      const typed = key({ code: "Slash", key: "?", shiftKey: true });
      field.dispatchEvent(typed);
      expect(shortcutFor(typed, false)).toBeNull();
      field.remove();
    }
    expect(shortcutFor(key({ code: "Slash", key: "?", ctrlKey: true }), false)).toBeNull();
  });

  it("ignores Alt and the wrong Shift", () => {
    expect(shortcutFor(key({ code: "KeyK", ctrlKey: true, altKey: true }), false)).toBeNull();
    expect(shortcutFor(key({ code: "KeyK", ctrlKey: true, shiftKey: true }), false)).toBeNull();
    expect(shortcutFor(key({ code: "KeyO", ctrlKey: true }), false)).toBeNull();
  });
});

describe("useShortcuts", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  function Probe({ onHelp = () => undefined, ...rest }: { onSearch: () => void; onNewChat: () => void; onHelp?: () => void }) {
    useShortcuts({ ...rest, onHelp });
    return null;
  }

  it("runs the handler, but not while a modal dialog is open", () => {
    vi.spyOn(navigator, "platform", "get").mockReturnValue("Linux x86_64");
    const onSearch = vi.fn();
    const onNewChat = vi.fn();
    const view = render(<Probe onSearch={onSearch} onNewChat={onNewChat} />);
    act(() => void window.dispatchEvent(key({ code: "KeyK", ctrlKey: true })));
    expect(onSearch).toHaveBeenCalledTimes(1);

    const dialog = document.createElement("dialog");
    dialog.setAttribute("open", "");
    document.body.append(dialog);
    const event = key({ code: "KeyK", ctrlKey: true });
    act(() => void window.dispatchEvent(event));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(false);
    view.unmount();
    vi.restoreAllMocks();
  });
});
