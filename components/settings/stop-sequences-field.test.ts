import { describe, expect, it } from "vitest";
import { translator } from "@/lib/i18n/dictionaries";
import { parseStopSequences, stopSequencesError } from "./stop-sequences-field";

const t = translator("en");

describe("stop sequences", () => {
  it("takes one per line and drops empty lines", () => {
    expect(parseStopSequences("END\n\n###\n")).toEqual(["END", "###"]);
  });

  it("allows five, refuses six", () => {
    expect(stopSequencesError(["a", "b", "c", "d", "e"], t)).toBeNull();
    expect(stopSequencesError(["a", "b", "c", "d", "e", "f"], t)).toBe("At most 5 stop sequences.");
  });

  it("counts UTF-8 bytes, not characters", () => {
    expect(stopSequencesError(["x".repeat(32)], t)).toBeNull();
    // 11 Chinese characters are 33 bytes.
    expect(stopSequencesError(["停".repeat(11)], t)).toBe("“停停停停停停停停停停停” is 33 bytes; the limit is 32.");
    expect(stopSequencesError(["停".repeat(10)], t)).toBeNull();
  });
});
