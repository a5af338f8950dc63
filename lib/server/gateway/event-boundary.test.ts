import { describe, expect, it } from "vitest";
import { EventBoundary } from "./event-boundary";

const bytes = (text: string) => new TextEncoder().encode(text);

function boundaryAfter(...chunks: string[]): boolean {
  const boundary = new EventBoundary();
  for (const chunk of chunks) boundary.push(bytes(chunk));
  return boundary.atBoundary();
}

describe("EventBoundary", () => {
  it("counts the start of the stream as a boundary", () => {
    expect(new EventBoundary().atBoundary()).toBe(true);
  });

  it.each([
    ["LF LF", "data: 1\n\n"],
    ["CR CR", "data: 1\r\r"],
    ["CRLF CRLF", "data: 1\r\n\r\n"],
    ["LF CRLF", "data: 1\n\r\n"],
    ["CRLF LF", "data: 1\r\n\n"],
    ["a long blank run", "data: 1\n\n\n\n\n"],
  ])("is at a boundary after %s", (_name, text) => {
    expect(boundaryAfter(text)).toBe(true);
  });

  it.each([
    ["mid-line", "data: 1"],
    ["one LF", "data: 1\n"],
    ["one CRLF", "data: 1\r\n"],
    ["one CR", "data: 1\r"],
    ["between lines of one event", "event: a\ndata: 1\n"],
  ])("is not at a boundary %s", (_name, text) => {
    expect(boundaryAfter(text)).toBe(false);
  });

  it("sees a blank line split across chunks, one byte at a time", () => {
    expect(boundaryAfter("data: 1\r", "\n", "\r", "\n")).toBe(true);
    expect(boundaryAfter("data: 1\r", "\n")).toBe(false);
    expect(boundaryAfter("data: 1\n", "\n")).toBe(true);
    expect(boundaryAfter("x", "\n", "\n", "d")).toBe(false);
  });

  it("agrees with a line-by-line count on random streams", () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const alphabet = ["a", "\n", "\r", "\r\n"];
    for (let round = 0; round < 500; round++) {
      let text = "";
      const length = 1 + Math.floor(random() * 12);
      for (let i = 0; i < length; i++) text += alphabet[Math.floor(random() * alphabet.length)];
      // Reference: split into lines the SSE way and check the last full line was empty.
      const ends = [...text.matchAll(/\r\n|\r|\n/g)];
      const last = ends.at(-1);
      const atEnd = last !== undefined && last.index + last[0].length === text.length;
      const previous = ends.at(-2);
      const blank =
        atEnd &&
        (previous ? previous.index + previous[0].length === last.index : last.index === 0);
      const boundary = new EventBoundary();
      let offset = 0;
      while (offset < text.length) {
        const size = 1 + Math.floor(random() * 3);
        boundary.push(bytes(text.slice(offset, offset + size)));
        offset += size;
      }
      expect(boundary.atBoundary(), JSON.stringify(text)).toBe(blank);
    }
  });
});
