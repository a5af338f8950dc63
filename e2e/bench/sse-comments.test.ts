import { describe, expect, it } from "vitest";
import { holdsEventBytes, stripCommentEvents } from "./sse-comments";

const EVENT = 'event: ping\ndata: {"type":"ping"}\n\n';

describe("stripCommentEvents", () => {
  it("removes comment events at the start and between events, and nothing else", () => {
    const relayed = Buffer.from(`: connected\n\n${EVENT}: keep-alive\n\n: keep-alive\n\n${EVENT}`);
    const stripped = stripCommentEvents(relayed);
    expect(stripped.bytes.toString()).toBe(EVENT + EVENT);
    expect(stripped.removed).toBe(relayed.byteLength - 2 * EVENT.length);
  });

  it("leaves a colon inside data alone and keeps non-ASCII bytes as they are", () => {
    const text = 'data: {"text":": not a comment\\n\\n"}\n\ndata: "月光"\n\n';
    expect(stripCommentEvents(Buffer.from(text)).bytes.equals(Buffer.from(text))).toBe(true);
  });
});

describe("holdsEventBytes", () => {
  it("waits past complete and partial comments", () => {
    expect(holdsEventBytes(": connected\n\n")).toBe(false);
    expect(holdsEventBytes(": conn")).toBe(false);
    expect(holdsEventBytes(": connected\n\nev")).toBe(true);
    expect(holdsEventBytes("data: {}")).toBe(true);
  });
});
