import { describe, expect, it, vi } from "vitest";
import { advanceLine, createBlockState } from "@/lib/markdown/block-state";

// The pattern-based line recognisers read all the text they are given, listMarkerAt at most a marker
// and its spaces (16 characters): summing what they may read counts the work.
const read = vi.hoisted(() => ({ chars: 0 }));
vi.mock("@/lib/markdown/line-syntax", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/markdown/line-syntax")>();
  const counted =
    <A extends unknown[], R>(fn: (text: string, ...rest: A) => R, limit = Infinity) =>
    (text: string, ...rest: A): R => {
      read.chars += Math.min(text.length, limit);
      return fn(text, ...rest);
    };
  return {
    ...actual,
    isThematicBreak: counted(actual.isThematicBreak),
    listMarkerAt: counted(actual.listMarkerAt, 16),
    fenceOpenAt: counted(actual.fenceOpenAt),
    htmlBlockStart: counted(actual.htmlBlockStart),
  };
});

function readsFor(line: string): number {
  read.chars = 0;
  advanceLine(createBlockState(), line);
  return read.chars;
}

describe("advanceLine", () => {
  it("reads a line of many list markers a bounded number of times", () => {
    // "- - - … a" nests a list per marker; each marker once re-read the whole rest of the line.
    for (const unit of ["- ", "* ", "1. ", "> - "]) {
      const line = unit.repeat(10_000) + "a";
      expect(readsFor(line), unit).toBeLessThanOrEqual(10 * line.length);
    }
  });

  it("still finds a thematic break, a fence and list context after nested markers", () => {
    const state = createBlockState();
    advanceLine(state, "- - * * *");
    expect(state.inList).toBe(true);
    expect(state.fence).toBeNull();
    advanceLine(state, "- - ```js");
    expect(state.fence).toMatchObject({ char: "`", info: "js" });
    const plain = createBlockState();
    advanceLine(plain, "- - -");
    expect(plain.inList).toBe(false);
  });
});
