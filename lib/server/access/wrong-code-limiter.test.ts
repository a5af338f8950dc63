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

  it("past the overall budget, hands out one turn per interval to all clients together, right codes included", () => {
    const limiter = createWrongCodeLimiter(3, 60_000, () => 0, { maxFailuresOverall: 5, checkIntervalMs: 2_000, maxQueueMs: 4_000 });
    for (let i = 0; i < 5; i++) limiter.recordWrong(`client-${i}`);
    expect(limiter.retryAfterSeconds("someone-new")).toBe(0);
    const turns = ["a", "b", "c"].map((client) => limiter.reserve(client));
    expect(turns.map((turn) => (turn.ok ? turn.waitMs : -1))).toEqual([0, 2_000, 4_000]);
    // The next turn would be six seconds ahead, past the longest wait: refused unchecked.
    expect(limiter.reserve("d")).toEqual({ ok: false, retryAfterSeconds: 6 });
    // One turn per client: "a" waits for the one it holds.
    expect(limiter.reserve("a").ok).toBe(false);
    const first = turns[0];
    if (first.ok) expect(first.settle("right")).toEqual({ retryAfterSeconds: 0 });
  });

  it("keeps everyone's count however many addresses come and go", () => {
    let now = 0;
    const limiter = createWrongCodeLimiter(10, 60_000, () => now, { maxFailuresOverall: 3, checkIntervalMs: 1_000 });
    for (let i = 0; i < 3; i++) limiter.recordWrong(`early-${i}`);
    // Far more clients than the limiter tracks: the oldest entries are forgotten, the overall count is not.
    for (let i = 0; i < 10_050; i++) limiter.recordWrong(`flood-${i}`);
    const attempt = limiter.reserve("late");
    expect(attempt.ok && attempt.waitMs).toBe(0);
    const next = limiter.reserve("later");
    expect(next.ok && next.waitMs).toBe(1_000);
    // A new window gives the budget back.
    now = 60_001;
    const fresh = limiter.reserve("next-window");
    expect(fresh.ok && fresh.waitMs).toBe(0);
  });

  it("counts reserved attempts before they settle, and gives back the ones that brought no code", () => {
    const limiter = createWrongCodeLimiter(2, 60_000, () => 0);
    const first = limiter.reserve("a");
    const second = limiter.reserve("a");
    expect(first.ok && second.ok).toBe(true);
    expect(limiter.reserve("a")).toEqual({ ok: false, retryAfterSeconds: 60 });
    if (!first.ok || !second.ok) return;
    expect(first.settle("none")).toEqual({ retryAfterSeconds: 0 });
    expect(second.settle("wrong")).toEqual({ retryAfterSeconds: 0 });
    const third = limiter.reserve("a");
    expect(third.ok).toBe(true);
    if (third.ok) expect(third.settle("wrong")).toEqual({ retryAfterSeconds: 60 });
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
