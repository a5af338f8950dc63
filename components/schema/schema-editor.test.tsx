// @vitest-environment jsdom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { byRole, click, render } from "@/components/chat/parts/test-support/render";
import { loadFixture } from "@/lib/protocol/fixtures/load";
import type { StructuredOutputSetting } from "@/lib/protocol/message";
import SchemaEditor from "./schema-editor";
import { SCHEMA_PRESETS } from "./schema-presets";

const p05Schema = loadFixture("p05_anthropic_structured_output").meta.request.output_config.format.schema as Record<string, unknown>;
const p05: StructuredOutputSetting = { name: "dragonfly", strict: true, schema: p05Schema };

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

function type(element: HTMLElement, value: string) {
  const prototype = Object.getPrototypeOf(element) as object;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, "value")!.set!.call(element, value);
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  });
}

const byLabel = <T extends HTMLElement>(root: Element, label: string) => root.querySelector<T>(`[aria-label="${label}"]`)!;
const schemaBox = (root: Element) => root.querySelector("textarea[id]") as HTMLTextAreaElement;
const fieldGroups = (root: Element) => byRole(root, "group", /^Field/).map((group) => group.getAttribute("aria-label"));

function setup(value = p05, protocol: "anthropic" | "openai" = "anthropic") {
  vi.useFakeTimers();
  const onCommit = vi.fn();
  const view = render(<SchemaEditor value={value} protocol={protocol} onCommit={onCommit} />);
  const wait = () => act(() => vi.advanceTimersByTime(500));
  return { view, onCommit, wait };
}

describe("SchemaEditor", () => {
  it("shows the schema as fields and as JSON", () => {
    const { view } = setup();
    expect(fieldGroups(view.container)).toEqual(["Field name", "Field habitat", "Field wingspan_cm", "Field active_months"]);
    expect(schemaBox(view.container).value).toBe(JSON.stringify(p05Schema, null, 2));
    expect(byLabel<HTMLSelectElement>(byRole(view.container, "group", "Field active_months")[0], "Item type").value).toBe("string");
    expect(view.container.textContent).not.toContain("Schema name");
  });

  it("writes a change in the fields into the JSON and saves it a moment later", () => {
    const { view, onCommit, wait } = setup();
    const [group] = byRole(view.container, "group", "Field wingspan_cm");
    type(byLabel(group, "Name"), "wingspan_mm");
    type(byLabel(group, "Type"), "integer");
    click(group.querySelector("input[type=checkbox]")!);
    const json = JSON.parse(schemaBox(view.container).value);
    expect(Object.keys(json.properties)).toEqual(["name", "habitat", "wingspan_mm", "active_months"]);
    expect(json.properties.wingspan_mm).toEqual({ type: "integer" });
    expect(json.required).toEqual(["name", "habitat", "active_months"]);
    expect(onCommit).not.toHaveBeenCalled();
    wait();
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit.mock.calls[0][0]).toEqual({ ...p05, schema: json });
  });

  it("adds and removes fields, including nested ones", () => {
    const { view } = setup();
    click(byRole(view.container, "button", "Remove field habitat")[0]);
    const adds = byRole(view.container, "button", "Add field");
    click(adds[adds.length - 1]);
    const added = byRole(view.container, "group", "Field").at(-1)!;
    expect(view.container.textContent).toContain("Every field needs a name.");
    type(byLabel(added, "Name"), "colour");
    type(byLabel(added, "Type"), "object");
    click(byRole(added, "button", "Add field")[0]);
    type(byLabel(byRole(added, "group", "Field")[0], "Name"), "hex");
    const json = JSON.parse(schemaBox(view.container).value);
    expect(Object.keys(json.properties)).toEqual(["name", "wingspan_cm", "active_months", "colour"]);
    expect(json.properties.colour).toEqual({ type: "object", properties: { hex: { type: "string" } }, required: ["hex"], additionalProperties: false });
  });

  it("follows the JSON into the fields, and keeps the fields while the JSON is not valid", () => {
    const { view, onCommit, wait } = setup();
    type(schemaBox(view.container), '{"type":"object","properties":{"label":{"type":"string","enum":["spam","ham"]}}');
    expect(view.container.textContent).toMatch(/Not valid JSON/);
    expect(fieldGroups(view.container)).toHaveLength(4);
    type(schemaBox(view.container), "[]");
    expect(view.container.textContent).toContain("A JSON Schema must be a JSON object.");
    const next = { type: "object", properties: { label: { type: "string", enum: ["spam", "ham"] } } };
    type(schemaBox(view.container), JSON.stringify(next));
    expect(fieldGroups(view.container)).toEqual(["Field label"]);
    expect(byLabel<HTMLTextAreaElement>(view.container, "Values, one per line").value).toBe("spam\nham");
    wait();
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit.mock.calls[0][0].schema).toEqual(next);
  });

  it("says why the fields can't show a schema, and still saves it", () => {
    const { view, onCommit, wait } = setup();
    const dated = { type: "object", properties: { day: { type: "string", format: "date" } } };
    type(schemaBox(view.container), JSON.stringify(dated));
    expect(view.container.textContent).toContain("The fields can't show this schema (“format” at /properties/day); edit it as JSON.");
    wait();
    expect(onCommit.mock.calls[0][0].schema).toEqual(dated);
  });

  it("starts from a preset at once, and shows name and Strict in the OpenAI format", () => {
    const { view, onCommit } = setup(p05, "openai");
    click(byRole(view.container, "button", "Table of items")[0]);
    expect(onCommit).toHaveBeenCalledWith({ name: "items", strict: true, schema: SCHEMA_PRESETS.table.schema });
    expect(JSON.parse(schemaBox(view.container).value)).toEqual(SCHEMA_PRESETS.table.schema);
    expect(fieldGroups(view.container)).toEqual(["Field items", "Field name", "Field quantity", "Field price"]);
    const name = view.container.querySelector<HTMLInputElement>("input[id]:not([type])")!;
    expect(name.value).toBe("items");
    type(name, "bad name!");
    expect(view.container.textContent).toContain("Use 1 to 64 letters, digits, _ or -.");
    const strict = [...view.container.querySelectorAll("label")].find((label) => label.textContent?.startsWith("Strict"))!.querySelector("input")!;
    click(strict);
    expect(onCommit).toHaveBeenLastCalledWith({ name: "items", strict: false, schema: SCHEMA_PRESETS.table.schema });
  });
});
