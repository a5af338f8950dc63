import { describe, expect, it } from "vitest";
import { prettyJson, toolText } from "./tool-input";

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
