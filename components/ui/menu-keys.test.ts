// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleMenuKey, newMenuKeyState } from "./menu-keys";

afterEach(() => {
  document.body.innerHTML = "";
});

function setup(labels: string[]) {
  const trigger = document.createElement("button");
  document.body.append(trigger);
  const items = labels.map((label) => {
    const item = document.createElement("button");
    item.textContent = label;
    document.body.append(item);
    return item;
  });
  const state = newMenuKeyState();
  const close = vi.fn();
  const press = (key: string, now = 0) =>
    handleMenuKey({ key, altKey: false, ctrlKey: false, metaKey: false, preventDefault: () => undefined }, { items, state, close, trigger, now });
  const focused = () => document.activeElement?.textContent;
  return { items, press, focused, close, trigger };
}

describe("handleMenuKey", () => {
  it("types ahead: a prefix typed quickly, a repeated letter cycling, a pause starting afresh", () => {
    const { items, press, focused } = setup(["Rename", "Pin", "Print", "Delete"]);
    items[0].focus();
    press("p", 0);
    expect(focused()).toBe("Pin");
    press("r", 100);
    expect(focused()).toBe("Print");
    press("p", 1000);
    expect(focused()).toBe("Pin");
    press("p", 1100);
    expect(focused()).toBe("Print");
    press("p", 1200);
    expect(focused()).toBe("Pin");
    expect(press("x", 3000)).toBe(false);
    expect(focused()).toBe("Pin");
  });

  it("closes on Escape and Tab, leaving focus on the menu's button", () => {
    const { items, press, close, trigger } = setup(["Rename", "Delete"]);
    items[1].focus();
    expect(press("Escape")).toBe(true);
    expect(close).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(trigger);
    items[0].focus();
    press("Tab");
    expect(close).toHaveBeenCalledTimes(2);
    expect(document.activeElement).toBe(trigger);
  });
});
