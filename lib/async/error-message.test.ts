import { describe, expect, it } from "vitest";
import { asError, errorMessage } from "./error-message";

describe("errorMessage", () => {
  it("reads an Error's message and words anything else as a string", () => {
    expect(errorMessage(new TypeError("bad input"))).toBe("bad input");
    expect(errorMessage("plain")).toBe("plain");
    expect(errorMessage(42)).toBe("42");
    expect(errorMessage(undefined)).toBe("undefined");
  });
});

describe("asError", () => {
  it("keeps an Error as it is and wraps anything else", () => {
    const error = new RangeError("out");
    expect(asError(error)).toBe(error);
    expect(asError("text")).toEqual(new Error("text"));
  });
});
