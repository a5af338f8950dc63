import { describe, expect, it } from "vitest";
import { jsonValue, prettyJson, toolText } from "./tool-input";

describe("prettyJson", () => {
  it("pretty-prints objects and JSON strings", () => {
    expect(prettyJson({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(prettyJson('{"harbor": "Vell"}')).toBe('{\n  "harbor": "Vell"\n}');
  });
  it("keeps text that is not JSON as sent", () => {
    expect(prettyJson('{"harbor": "Ve')).toBe('{"harbor": "Ve');
    expect(prettyJson("high tide 06:12")).toBe("high tide 06:12");
  });
  it("says whether the text is JSON", () => {
    expect(toolText({}).json).toBe(true);
    expect(toolText("[1, 2]")).toEqual({ text: "[\n  1,\n  2\n]", json: true });
    expect(toolText('{"a": ').json).toBe(false);
    expect(toolText("42").json).toBe(false);
  });
});

describe("jsonValue", () => {
  it("gives the object or array a tool input or result holds", () => {
    const input = { harbor: "Vell" };
    expect(jsonValue(input)).toBe(input);
    expect(jsonValue(' [{"a":1}] ')).toEqual([{ a: 1 }]);
  });
  it("gives nothing for other text, JSON scalars included", () => {
    expect(jsonValue('{"harbor": "Ve')).toBeUndefined();
    expect(jsonValue("42")).toBeUndefined();
    expect(jsonValue("Slot taken")).toBeUndefined();
  });
});
