import { describe, expect, it } from "vitest";
import { StreamCheck } from "./stream-check";

const EXPECTED = Buffer.from('event: a\ndata: {"t":"\\n\\n: not a comment"}\n\ndata: 2\n\ndata: 3\n\n');

function check(chunks: string[]): boolean {
  const checker = new StreamCheck(EXPECTED);
  for (const chunk of chunks) checker.push(Buffer.from(chunk));
  // Whole or not, it never counts more events than arrived, nor a comment as one.
  expect(checker.events).toBe(checker.identical ? 3 : checker.events);
  return checker.identical;
}

/** Every way of cutting `text` in two and in three (at a stride, to keep it quick). */
function cuts(text: string): string[][] {
  const out: string[][] = [];
  for (let a = 0; a <= text.length; a++) {
    out.push([text.slice(0, a), text.slice(a)]);
    for (let b = a; b <= text.length; b += 5) out.push([text.slice(0, a), text.slice(a, b), text.slice(b)]);
  }
  return out;
}

describe("StreamCheck", () => {
  const events = EXPECTED.toString();
  const [first, ...rest] = events.split(/(?<=\n\n)/);
  const relayed = `: connected\n\n${first}: keep-alive\n\n: keep-alive\n\n${rest.join("")}`;

  it("accepts upstream's bytes with comment events at boundaries, however they are cut", () => {
    expect(check([events])).toBe(true);
    for (const parts of cuts(relayed)) expect(check(parts)).toBe(true);
  });

  it("counts events as their blank lines arrive", () => {
    const checker = new StreamCheck(EXPECTED);
    const cut = events.indexOf("\n\ndata: 2") + 1;
    checker.push(Buffer.from(": connected\n\n" + events.slice(0, cut)));
    expect(checker.events).toBe(0);
    checker.push(Buffer.from(events.slice(cut, cut + 1)));
    expect(checker.events).toBe(1);
    checker.push(Buffer.from(events.slice(cut + 1)));
    expect(checker.events).toBe(3);
  });

  it("notices a changed, missing or extra byte, and a comment inside an event", () => {
    expect(check([events.replace("data: 2", "data: 9")])).toBe(false);
    expect(check([events.slice(0, -1)])).toBe(false);
    expect(check([events + "\n"])).toBe(false);
    expect(check([events.replace("data: 2\n", "data: 2\n: keep-alive\n")])).toBe(false);
    expect(check([": connected\n"])).toBe(false);
  });
});
