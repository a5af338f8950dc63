// @vitest-environment jsdom
import { act } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { byRole, click, render, settle } from "@/components/chat/parts/test-support/render";
import ToolEditor from "./tool-editor";

// No Worker here: the checks run in this thread, ajv loaded on demand; load it before the clock matters.
beforeAll(async () => {
  await import("@/lib/view/structured/check-input-schema");
});

afterEach(() => {
  document.body.innerHTML = "";
});

function type(element: HTMLElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, "value")!.set!.call(element, value);
    element.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

function setup() {
  const onSave = vi.fn(async () => {});
  const { container } = render(<ToolEditor tool={null} taken={[]} onSave={onSave} onCancel={() => {}} />);
  const field = (label: string) => document.getElementById([...container.querySelectorAll("label")].find((node) => node.textContent === label)!.htmlFor)!;
  const problems = () => [...(container.querySelector('ul[aria-label="Input schema errors"]')?.querySelectorAll("li") ?? [])].map((li) => li.textContent);
  const save = async () => {
    click(byRole(container, "button", "Save tool")[0]);
    await settle();
  };
  return { field, problems, save, onSave };
}

describe("ToolEditor", () => {
  it("lists the checker's problems with their paths as the schema changes, and refuses to save", async () => {
    const { field, problems, save, onSave } = setup();
    type(field("Tool name"), "tide_table");
    type(field("Input schema"), '{"type":"object","required":"date"}');
    await settle();
    expect(problems()).toEqual(["/required must be array (#/definitions/stringArray/type)"]);
    expect(field("Input schema").getAttribute("aria-invalid")).toBe("true");
    await save();
    expect(onSave).not.toHaveBeenCalled();

    type(field("Input schema"), '{"type":"object","required":["date"]}');
    await settle();
    expect(problems()).toEqual([]);
  });

  it("saves a schema the checker accepts, checking it again first", async () => {
    const { field, save, onSave } = setup();
    type(field("Tool name"), "tide_table");
    const schema = { type: "object", properties: { date: { type: "string" } } };
    type(field("Input schema"), JSON.stringify(schema));
    // Saved at once, before the check of the text as typed is back: save waits for its own.
    await save();
    expect(onSave).toHaveBeenCalledWith({ name: "tide_table", inputSchema: schema });
  });
});
