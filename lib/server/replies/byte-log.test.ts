import { describe, expect, it } from "vitest";
import { ByteLog } from "./byte-log";

const bytes = (n: number, seed = 0) => new Uint8Array(n).map((_, i) => (i * 7 + seed) % 251);
const joined = (views: Uint8Array[]) => Buffer.concat(views);

describe("byte log", () => {
  it("gives back exactly what was appended, from any offset, across segment boundaries", () => {
    const log = new ByteLog();
    const whole = bytes(50_000);
    // Cut unevenly, so chunks straddle the 4, 8, 16 and 32 KiB segments.
    for (let at = 0; at < whole.length; at += 333) log.append(whole.subarray(at, at + 333));
    expect(log.length).toBe(whole.length);
    for (const offset of [0, 1, 4095, 4096, 4097, 12_288, 49_999, 50_000]) {
      expect(joined(log.readFrom(log.cursorAt(offset))).equals(Buffer.from(whole.subarray(offset)))).toBe(true);
    }
  });

  it("moves a follower's cursor on, so each read brings only what is new", () => {
    const log = new ByteLog();
    const cursor = log.cursorAt(0);
    expect(log.readFrom(cursor)).toEqual([]);
    log.append(bytes(3_000, 1));
    expect(joined(log.readFrom(cursor)).equals(Buffer.from(bytes(3_000, 1)))).toBe(true);
    log.append(bytes(3_000, 2));
    const next = joined(log.readFrom(cursor));
    expect(next.equals(Buffer.from(bytes(3_000, 2)))).toBe(true);
    expect(log.readFrom(cursor)).toEqual([]);
  });

  it("hands out views that later appends do not change", () => {
    const log = new ByteLog();
    log.append(bytes(100, 3));
    const [view] = log.readFrom(log.cursorAt(0));
    const copy = Buffer.from(view);
    log.append(bytes(10_000, 4));
    expect(Buffer.from(view).equals(copy)).toBe(true);
  });
});
