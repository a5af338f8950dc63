import { describe, expect, it } from "vitest";
import { prettyJson } from "./tool-input";

describe("prettyJson", () => {
  it("pretty-prints objects and JSON strings", () => {
    expect(prettyJson({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(prettyJson('{"harbor": "Vell"}')).toBe('{\n  "harbor": "Vell"\n}');
  });
  it("keeps text that is not JSON as sent", () => {
    expect(prettyJson('{"harbor": "Ve')).toBe('{"harbor": "Ve');
    expect(prettyJson("high tide 06:12")).toBe("high tide 06:12");
  });
});
