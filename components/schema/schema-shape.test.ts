import { describe, expect, it } from "vitest";
import { labelOf, orderedKeys, schemaFor, isTable, tableColumns } from "./schema-shape";

describe("schemaFor", () => {
  const root = {
    type: "object",
    properties: { when: { $ref: "#/$defs/date" }, size: { anyOf: [{ type: "null" }, { type: "number", title: "Size" }] } },
    $defs: { date: { $ref: "#/$defs/text" }, text: { type: "string", title: "Day" } },
  };

  it("follows local $refs and picks the anyOf branch of the value's type", () => {
    expect(schemaFor(root.properties.when, "2031-01-01", root)).toEqual({ type: "string", title: "Day" });
    expect(schemaFor(root.properties.size, 3, root)).toEqual({ type: "number", title: "Size" });
    expect(schemaFor(root.properties.size, null, root)).toEqual({ type: "null" });
  });

  it("survives refs that go nowhere or in circles", () => {
    expect(schemaFor({ $ref: "#/missing" }, 1, root)).toBeUndefined();
    const loop = { $defs: { a: { $ref: "#/$defs/a" } }, $ref: "#/$defs/a" };
    expect(() => schemaFor(loop, 1, loop)).not.toThrow();
    expect(schemaFor(undefined, 1, undefined)).toBeUndefined();
  });
});

describe("keys, labels and tables", () => {
  it("orders keys as the schema does, then the rest as they came", () => {
    const schema = { properties: { b: {}, a: {}, z: {} } };
    expect(orderedKeys({ x: 1, a: 2, b: 3 }, schema)).toEqual(["b", "a", "x"]);
    expect(orderedKeys({ x: 1, a: 2 }, undefined)).toEqual(["x", "a"]);
  });

  it("labels by title, else by name", () => {
    expect(labelOf("wingspan_cm", { title: "Wingspan (cm)" })).toBe("Wingspan (cm)");
    expect(labelOf("wingspan_cm", {})).toBe("wingspan_cm");
  });

  it("draws arrays of objects as tables, with the item schema's columns first", () => {
    expect(isTable([{ a: 1 }, { b: 2 }])).toBe(true);
    expect(isTable([{ a: 1 }, 2])).toBe(false);
    expect(isTable([])).toBe(false);
    expect(tableColumns([{ price: 1, extra: true }, { name: "n", note: "x" }], { properties: { name: {}, price: {} } })).toEqual([
      "name",
      "price",
      "extra",
      "note",
    ]);
  });
});
