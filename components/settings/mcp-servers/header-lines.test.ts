import { describe, expect, it } from "vitest";
import { headerLines, parseHeaderLines } from "./header-lines";

describe("request headers typed as lines", () => {
  it("read Name: value per line, skipping blank lines and keeping colons in values", () => {
    expect(parseHeaderLines("Authorization: Bearer a:b\n\n  X-Api-Key:k1  \n")).toEqual({ ok: true, headers: { Authorization: "Bearer a:b", "X-Api-Key": "k1" } });
    expect(parseHeaderLines("")).toEqual({ ok: true, headers: {} });
  });

  it("name the first line that is not a header", () => {
    expect(parseHeaderLines("A: 1\nno colon here")).toEqual({ ok: false, line: 2 });
    expect(parseHeaderLines(": value")).toEqual({ ok: false, line: 1 });
    expect(parseHeaderLines("Bad Name: v")).toEqual({ ok: false, line: 1 });
    expect(parseHeaderLines("Empty:")).toEqual({ ok: false, line: 1 });
  });

  it("write them back as they are read", () => {
    const headers = { Authorization: "Bearer t", "X-Key": "v" };
    expect(parseHeaderLines(headerLines(headers))).toEqual({ ok: true, headers });
  });
});
