import { describe, expect, it } from "vitest";
import { jsonDepth } from "./json-depth";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("jsonDepth", () => {
  it.each([
    ["1", 0],
    ['"["', 0],
    ["[]", 1],
    ['{"a":[1,{"b":[]}]}', 4],
    ['["\\"[[[", {"k]":"}}}"}]', 2],
    ['"\\\\"', 0],
    ['["\\\\", [[]]]', 3],
  ])("measures %s as %i deep, brackets inside strings and escapes not counted", (text, depth) => {
    expect(jsonDepth(bytes(text), 1_000)).toBe(depth);
  });

  it("stops counting past the limit, so a bomb costs one pass at most", () => {
    expect(jsonDepth(bytes("[".repeat(1_000_000)), 128)).toBe(129);
  });
});
