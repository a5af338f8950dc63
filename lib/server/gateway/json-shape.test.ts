import { describe, expect, it } from "vitest";
import { jsonDepth, jsonValueCount } from "./json-shape";

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

describe("jsonValueCount", () => {
  it.each([
    ["1", 1],
    ['"a,b,[c]"', 1],
    ['{"ciphertext":"AQ,{[","expires":"1d"}', 3],
    ["[1,2,3]", 4],
    ['[{"a":[]},{}]', 6],
  ])("counts %s as %i (an empty container counts one more than it holds), commas and brackets inside strings not", (text, count) => {
    expect(jsonValueCount(bytes(text), 1_000)).toBe(count);
  });

  it("stops counting past the limit, so a body of millions of values costs a few bytes' scan", () => {
    expect(jsonValueCount(bytes("[" + "{},".repeat(1_000_000) + "{}]"), 16)).toBe(17);
  });
});
