import { describe, expect, it } from "vitest";
import { createWrongCodeLimiter } from "./wrong-code-limiter";

describe("wrong-code limiter", () => {
  it("blocks a client after the allowed wrong codes until the window passes", () => {
    let now = 0;
    const limiter = createWrongCodeLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfterSeconds("a")).toBe(0);
      limiter.recordWrong("a");
    }
    expect(limiter.retryAfterSeconds("a")).toBe(60);
    expect(limiter.retryAfterSeconds("b")).toBe(0);
    now = 60_001;
    expect(limiter.retryAfterSeconds("a")).toBe(0);
  });

  it("forgets a client's failures after a success", () => {
    const limiter = createWrongCodeLimiter(2, 60_000, () => 0);
    limiter.recordWrong("a");
    limiter.recordSuccess("a");
    limiter.recordWrong("a");
    expect(limiter.retryAfterSeconds("a")).toBe(0);
  });

  it("never refuses anyone for the overall budget: past it, wrong answers are held back instead", () => {
    const limiter = createWrongCodeLimiter(3, 60_000, () => 0, { maxFailuresOverall: 5, slowDownMs: 2_000 });
    for (let i = 0; i < 5; i++) limiter.recordWrong(`client-${i}`);
    expect(limiter.retryAfterSeconds("someone-new")).toBe(0);
    const right = limiter.reserve("someone-new");
    expect(right.ok && right.settle("right")).toEqual({ retryAfterSeconds: 0, delayMs: 0 });
    const wrong = limiter.reserve("someone-else");
    expect(wrong.ok && wrong.settle("wrong")).toEqual({ retryAfterSeconds: 0, delayMs: 2_000 });
  });

  it("counts reserved attempts before they settle, and gives back the ones that brought no code", () => {
    const limiter = createWrongCodeLimiter(2, 60_000, () => 0);
    const first = limiter.reserve("a");
    const second = limiter.reserve("a");
    expect(first.ok && second.ok).toBe(true);
    expect(limiter.reserve("a")).toEqual({ ok: false, retryAfterSeconds: 60 });
    if (!first.ok || !second.ok) return;
    expect(first.settle("none")).toEqual({ retryAfterSeconds: 0, delayMs: 0 });
    expect(second.settle("wrong")).toEqual({ retryAfterSeconds: 0, delayMs: 0 });
    const third = limiter.reserve("a");
    expect(third.ok).toBe(true);
    if (third.ok) expect(third.settle("wrong")).toEqual({ retryAfterSeconds: 60, delayMs: 0 });
    expect(() => (third.ok ? third.settle("wrong") : undefined)).toThrow();
  });

  it("clears a client's wrong codes when its attempt turns out right", () => {
    const limiter = createWrongCodeLimiter(2, 60_000, () => 0);
    limiter.recordWrong("a");
    const attempt = limiter.reserve("a");
    if (attempt.ok) attempt.settle("right");
    expect(limiter.retryAfterSeconds("a")).toBe(0);
    limiter.recordWrong("a");
    expect(limiter.retryAfterSeconds("a")).toBe(0);
  });
});
