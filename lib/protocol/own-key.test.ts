import { describe, expect, it } from "vitest";
import { ownValue } from "./own-key";

describe("ownValue", () => {
  const table: Record<string, number> = { a: 1 };

  it("finds own entries", () => expect(ownValue(table, "a")).toBe(1));

  it("never returns inherited members or reads non-string keys", () => {
    for (const key of ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"]) expect(ownValue(table, key)).toBeUndefined();
    expect(ownValue(table, undefined)).toBeUndefined();
    expect(ownValue(table, 1)).toBeUndefined();
  });
});
