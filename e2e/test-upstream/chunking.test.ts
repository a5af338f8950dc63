import { describe, expect, it } from "vitest";

import { applyChunking, splitEvents } from "./chunking";

const SSE = "event: a\ndata: 1\n\nevent: b\r\ndata: ü€\r\n\r\ndata: 3\r\rtrailing";

describe("splitEvents", () => {
  it("cuts after each blank line, whatever the line ending, and keeps every byte", () => {
    const events = splitEvents(SSE);
    expect(events).toEqual(["event: a\ndata: 1\n\n", "event: b\r\ndata: ü€\r\n\r\n", "data: 3\r\r", "trailing"]);
    expect(events.join("")).toBe(SSE);
  });
});

describe("applyChunking", () => {
  const events = splitEvents(SSE).map((e) => Buffer.from(e));
  const bytes = Buffer.from(SSE);
  const join = (pieces: Iterable<Buffer>) => Buffer.concat(Array.from(pieces));

  it("keeps the bytes for every mode", () => {
    for (const mode of ["whole", "event", "byte", { size: 5 }, { random: 7 }] as const) {
      expect(join(applyChunking(events, mode)).equals(bytes)).toBe(true);
    }
  });

  it("shapes the writes as asked", () => {
    expect(Array.from(applyChunking(events, "whole"))).toHaveLength(1);
    expect(Array.from(applyChunking(events, "event"))).toHaveLength(4);
    expect(Array.from(applyChunking(events, "byte"))).toHaveLength(bytes.length);
    expect(Array.from(applyChunking(events, { size: 5 })).map((b) => b.length).slice(0, -1).every((n) => n === 5)).toBe(true);
    const random = (seed: number) => Array.from(applyChunking(events, { random: seed })).map((b) => b.length);
    expect(random(3)).toEqual(random(3));
    expect(random(3)).not.toEqual(random(4));
  });
});
