import { describe, expect, it } from "vitest";
import { BodyBudget } from "./body-budget";

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("BodyBudget", () => {
  it("grants at once while the bytes fit, and never lends more than its limit", () => {
    const budget = new BodyBudget(100);
    expect(budget.tryTake(60)).toBe(true);
    expect(budget.tryTake(40)).toBe(true);
    expect(budget.tryTake(1)).toBe(false);
    expect(budget.inUse).toBe(100);
  });

  it("lets a waiter in, in order, when bytes come back", async () => {
    const budget = new BodyBudget(100);
    budget.tryTake(100);
    const order: string[] = [];
    const first = budget.take(70, 1_000).then((ok) => order.push(`first ${ok}`));
    const second = budget.take(30, 1_000).then((ok) => order.push(`second ${ok}`));
    await tick();
    expect(order).toEqual([]);
    budget.give(100);
    await Promise.all([first, second]);
    expect(order).toEqual(["first true", "second true"]);
    expect(budget.inUse).toBe(100);
  });

  it("keeps the line: a small request does not overtake a large one that waits", async () => {
    const budget = new BodyBudget(100);
    budget.tryTake(90);
    const large = budget.take(50, 1_000);
    expect(budget.tryTake(5)).toBe(false);
    budget.give(90);
    expect(await large).toBe(true);
  });

  it("says no once the wait is over, and forgets the waiter", async () => {
    const budget = new BodyBudget(10);
    budget.tryTake(10);
    expect(await budget.take(5, 20)).toBe(false);
    budget.give(10);
    expect(budget.inUse).toBe(0);
    expect(budget.tryTake(10)).toBe(true);
  });

  it("refuses outright what could never fit", async () => {
    const budget = new BodyBudget(10);
    expect(await budget.take(11, 1_000)).toBe(false);
  });
});
