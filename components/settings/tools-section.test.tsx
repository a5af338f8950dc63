// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { act } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { render } from "@/components/chat/parts/test-support/render";
import { defaultSettings } from "@/lib/db/default-settings";
import type { ConversationSettings } from "@/lib/protocol/message";
import { ToolsSection } from "./tools-section";
import { databaseReady, withProviders } from "./test-support/providers";

beforeAll(databaseReady);

afterEach(() => {
  document.body.innerHTML = "";
});

/** The control a <label> names, as a screen reader finds it by its name. */
function control(container: HTMLElement, name: string): HTMLInputElement {
  const label = [...container.querySelectorAll("label")].find((l) => l.textContent === name);
  if (!label) throw new Error(`no control named ${name}`);
  return document.getElementById(label.htmlFor) as HTMLInputElement;
}

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("ToolsSection", () => {
  it("has a Tools heading, a checkbox per built-in and the round limit", () => {
    const view = render(withProviders(<ToolsSection settings={{ ...defaultSettings(), builtinTools: ["date_time"] }} onChange={() => undefined} />));
    const heading = view.container.querySelector("h4")!;
    expect(heading.textContent).toBe("Tools");
    expect(view.container.querySelector("section")!.getAttribute("aria-labelledby")).toBe(heading.id);
    expect(control(view.container, "Calculator")).toMatchObject({ type: "checkbox", checked: false });
    expect(control(view.container, "Date and time").checked).toBe(true);
    expect(control(view.container, "Run JavaScript").checked).toBe(false);
    expect(control(view.container, "Max tool rounds").value).toBe("8");
    const hint = document.getElementById(control(view.container, "Run JavaScript").getAttribute("aria-describedby")!);
    expect(hint?.textContent).toContain("at most 5 s");
  });

  it("turns built-ins on and off, keeping their canonical order", () => {
    const onChange = vi.fn();
    const view = render(withProviders(<ToolsSection settings={{ ...defaultSettings(), builtinTools: ["run_javascript"] }} onChange={onChange} />));
    act(() => control(view.container, "Calculator").click());
    expect(onChange).toHaveBeenLastCalledWith({ builtinTools: ["calculator", "run_javascript"] });
    act(() => control(view.container, "Run JavaScript").click());
    expect(onChange).toHaveBeenLastCalledWith({ builtinTools: ["calculator"] });
  });

  it("commits a valid round limit only", () => {
    const onChange = vi.fn();
    const view = render(withProviders(<ToolsSection settings={defaultSettings()} onChange={onChange} />));
    type(control(view.container, "Max tool rounds"), "3");
    expect(onChange).toHaveBeenLastCalledWith({ maxToolRounds: 3 });
    onChange.mockClear();
    type(control(view.container, "Max tool rounds"), "0");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the defaults for a conversation stored before these settings existed", () => {
    const { builtinTools, maxToolRounds, ...older } = defaultSettings();
    void builtinTools;
    void maxToolRounds;
    const view = render(withProviders(<ToolsSection settings={older as ConversationSettings} onChange={() => undefined} />));
    expect(control(view.container, "Calculator").checked).toBe(false);
    expect(control(view.container, "Max tool rounds").value).toBe("8");
  });
});

describe("ToolsSection while a change is being stored", () => {
  it("shows the change at once, then whatever the store settles on", () => {
    const onChange = vi.fn();
    const view = render(withProviders(<ToolsSection settings={defaultSettings()} onChange={onChange} />));
    act(() => control(view.container, "Calculator").click());
    act(() => control(view.container, "Date and time").click());
    expect(onChange).toHaveBeenLastCalledWith({ builtinTools: ["calculator", "date_time"] });
    expect(control(view.container, "Calculator").checked).toBe(true);
    view.rerender(withProviders(<ToolsSection settings={{ ...defaultSettings(), builtinTools: ["date_time"] }} onChange={onChange} />));
    expect(control(view.container, "Calculator").checked).toBe(false);
    expect(control(view.container, "Date and time").checked).toBe(true);
  });
});
