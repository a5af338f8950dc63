import { describe, expect, it } from "vitest";
import { createUpdatePacer } from "./update-pacer";

describe("the streaming update pacer", () => {
  it("lets the first update run at the next frame", () => {
    expect(createUpdatePacer().wait(1_000)).toBe(0);
  });

  it("spaces updates so their cost stays at the given share of the time", () => {
    const pacer = createUpdatePacer(1 / 20);
    pacer.ran(1_000, 1_002);
    // 2 ms of work at a twentieth of the time: one update every 40 ms.
    expect(pacer.wait(1_002)).toBe(38);
    expect(pacer.wait(1_040)).toBe(0);
  });

  it("updates every frame while updates are cheap", () => {
    const pacer = createUpdatePacer(1 / 20);
    pacer.ran(0, 0.3);
    expect(pacer.wait(16)).toBe(0);
  });

  it("is not slowed by a one-off, and follows updates that really grow dearer", () => {
    const pacer = createUpdatePacer(1 / 20);
    pacer.ran(0, 1);
    pacer.ran(100, 101);
    pacer.ran(200, 230);
    expect(pacer.wait(230)).toBe(0);
    for (let at = 300; at < 700; at += 100) pacer.ran(at, at + 4);
    expect(pacer.wait(604)).toBe(76);
  });

  it("never waits longer than the longest interval, however dear an update", () => {
    const pacer = createUpdatePacer(1 / 20, 200);
    pacer.ran(0, 50);
    expect(pacer.wait(50)).toBe(150);
  });
});
