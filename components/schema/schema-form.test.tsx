// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { render } from "@/components/chat/parts/test-support/render";
import SchemaForm from "./schema-form";

afterEach(() => {
  document.body.innerHTML = "";
});

const texts = (root: Element, selector: string) => [...root.querySelectorAll(selector)].map((element) => element.textContent);

describe("SchemaForm", () => {
  it("draws p05's object as labelled values in the schema's order, its array of strings as a list", () => {
    const schema = {
      type: "object",
      properties: { name: { type: "string" }, habitat: { type: "string" }, wingspan_cm: { type: "number", title: "Wingspan (cm)" }, active_months: { type: "array", items: { type: "string" } } },
    };
    const value = { active_months: ["July", "August", "September"], wingspan_cm: 6.8, habitat: "brackish salt marsh pools", name: "Amber Saltmarsh Skimmer" };
    const view = render(<SchemaForm value={value} schema={schema} />);
    expect(texts(view.container, "dt")).toEqual(["name", "habitat", "Wingspan (cm)", "active_months"]);
    expect(texts(view.container, "dd").slice(0, 3)).toEqual(["Amber Saltmarsh Skimmer", "brackish salt marsh pools", "6.8"]);
    expect(texts(view.container, "dd li")).toEqual(["July", "August", "September"]);
    expect(view.container.querySelector("fieldset, table")).toBeNull();
  });

  it("draws nested objects as fieldsets named by their key, and arrays of objects as tables", () => {
    const value = {
      order: "A-17",
      customer: { name: "Ilse", address: { city: "Vell Harbor", zip: "0411" } },
      items: [
        { name: "Lantern", quantity: 2, price: 4.5 },
        { name: "Wick", quantity: 10, note: "spare" },
      ],
    };
    const schema = { type: "object", properties: { items: { type: "array", items: { type: "object", properties: { name: {}, quantity: { title: "Qty" }, price: {} } } } } };
    const view = render(<SchemaForm value={value} schema={schema} />);
    const fieldsets = view.container.querySelectorAll("fieldset");
    expect([...fieldsets].map((set) => set.querySelector("legend")?.textContent)).toEqual(["customer", "address"]);
    expect(fieldsets[1].closest("fieldset")?.parentElement?.closest("fieldset")).toBe(fieldsets[0]);
    const table = view.container.querySelector("table")!;
    expect(table.querySelector("caption")?.textContent).toBe("items");
    expect(texts(table, "th")).toEqual(["name", "Qty", "price", "note"]);
    expect([...table.querySelectorAll("tbody tr")].map((row) => texts(row, "td"))).toEqual([
      ["Lantern", "2", "4.5", ""],
      ["Wick", "10", "", "spare"],
    ]);
  });

  it("draws values without a schema by their shape, and a top-level table without a caption", () => {
    const view = render(<SchemaForm value={[{ a: 1, b: { c: true } }]} />);
    const table = view.container.querySelector("table")!;
    expect(table.querySelector("caption")).toBeNull();
    expect(texts(table, "td")).toEqual(["1", '{"c":true}']);
    const scalar = render(<SchemaForm value={null} />);
    expect(scalar.container.textContent).toBe("null");
  });

  it("keeps very deep values as compact JSON", () => {
    let deep: unknown = { leaf: 1 };
    for (let i = 0; i < 10; i++) deep = { next: deep };
    const view = render(<SchemaForm value={deep} />);
    expect(view.container.querySelectorAll("fieldset").length).toBeLessThan(10);
    expect(view.container.querySelector("code")?.textContent).toContain('{"leaf":1}');
  });
});
