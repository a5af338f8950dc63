import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCalculator } from "./calculator-client";
import { CALCULATOR_TIME_LIMIT_MS } from "./limits";
import { FakeCalculatorWorker } from "./test-support/fake-calculator-worker";

const running = () => new AbortController().signal;
const make = () => new FakeCalculatorWorker();
const TIMED_OUT = { content: "Stopped after 5 s: the expression was still being evaluated at the time limit.", isError: true };

beforeEach(() => FakeCalculatorWorker.reset());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the calculator's page side", () => {
  it("evaluates in a worker started on the first call, and keeps that worker for the next", async () => {
    const calculate = createCalculator(make);
    expect(FakeCalculatorWorker.made).toHaveLength(0);
    await expect(calculate({ expression: "6 * 7" }, running())).resolves.toEqual({ content: "42", isError: false });
    await expect(calculate({ expression: "x +" }, running())).resolves.toMatchObject({ isError: true, content: expect.stringContaining("Could not evaluate") });
    expect(FakeCalculatorWorker.made).toHaveLength(1);
    expect(FakeCalculatorWorker.made[0].posted).toEqual([
      { id: 0, job: { expression: "6 * 7" } },
      { id: 1, job: { expression: "x +" } },
    ]);
  });

  it("ends the worker at the time limit and answers with that; the next call gets a new worker", async () => {
    vi.useFakeTimers();
    FakeCalculatorWorker.hangs = (input) => input.expression === "isPrime(bignumber(\"1e30\") + 57)";
    const calculate = createCalculator(make);
    const slow = calculate({ expression: 'isPrime(bignumber("1e30") + 57)' }, running());
    let outcome: unknown;
    void slow.then((value) => (outcome = value));
    await vi.advanceTimersByTimeAsync(CALCULATOR_TIME_LIMIT_MS - 1);
    expect(outcome).toBeUndefined();
    expect(FakeCalculatorWorker.made[0].terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual(TIMED_OUT);
    expect(FakeCalculatorWorker.made[0].terminated).toBe(true);

    const next = calculate({ expression: "1 + 1" }, running());
    await vi.advanceTimersByTimeAsync(0);
    await expect(next).resolves.toEqual({ content: "2", isError: false });
    expect(FakeCalculatorWorker.made).toHaveLength(2);
  });

  it("starts the clock once mathjs has loaded in the worker, not before", async () => {
    vi.useFakeTimers();
    FakeCalculatorWorker.readyAfterMs = CALCULATOR_TIME_LIMIT_MS + 1_000;
    const calculate = createCalculator(make);
    const first = calculate({ expression: "2^10" }, running());
    await vi.advanceTimersByTimeAsync(CALCULATOR_TIME_LIMIT_MS + 1_000);
    await expect(first).resolves.toEqual({ content: "1024", isError: false });

    FakeCalculatorWorker.hangs = () => true;
    const stuck = calculate({ expression: "2^11" }, running());
    await vi.advanceTimersByTimeAsync(CALCULATOR_TIME_LIMIT_MS);
    await expect(stuck).resolves.toEqual(TIMED_OUT);
  });

  it("gives calls made together a worker each, and keeps one of them afterwards", async () => {
    const calculate = createCalculator(make);
    const results = await Promise.all([calculate({ expression: "1 + 2" }, running()), calculate({ expression: "2 * 3" }, running())]);
    expect(results.map((result) => result.content)).toEqual(["3", "6"]);
    expect(FakeCalculatorWorker.made).toHaveLength(2);
    expect(FakeCalculatorWorker.made.filter((worker) => worker.terminated)).toHaveLength(1);
    await calculate({ expression: "3 - 4" }, running());
    expect(FakeCalculatorWorker.made).toHaveLength(2);
  });

  it("ends the worker at once when the reply is stopped, and runs nothing for a stopped reply", async () => {
    FakeCalculatorWorker.hangs = () => true;
    const calculate = createCalculator(make);
    const stop = new AbortController();
    const pending = calculate({ expression: "9!" }, stop.signal);
    stop.abort();
    await expect(pending).resolves.toEqual({ content: "Stopped: the reply was stopped.", isError: true });
    expect(FakeCalculatorWorker.made[0].terminated).toBe(true);

    await expect(calculate({ expression: "1" }, stop.signal)).resolves.toEqual({ content: "Not run: the reply was stopped.", isError: true });
    expect(FakeCalculatorWorker.made).toHaveLength(1);
  });

  it("answers with what went wrong when the worker fails or cannot start", async () => {
    FakeCalculatorWorker.hangs = () => true;
    const calculate = createCalculator(make);
    const threw = calculate({ expression: "1" }, running());
    FakeCalculatorWorker.made[0].fail("out of memory");
    await expect(threw).resolves.toEqual({ content: "The calculator stopped: out of memory", isError: true });
    const unloaded = calculate({ expression: "1" }, running());
    FakeCalculatorWorker.made[1].fail();
    await expect(unloaded).resolves.toEqual({ content: "The calculator stopped: its script could not run", isError: true });
    expect(FakeCalculatorWorker.made.every((worker) => worker.terminated)).toBe(true);

    const blocked = createCalculator(() => {
      throw new Error("Workers are blocked");
    });
    await expect(blocked({ expression: "1" }, running())).resolves.toEqual({ content: "The calculator could not start: Workers are blocked", isError: true });
  });
});

describe("calculateInWorker", () => {
  it("runs the calculator's own module worker", async () => {
    vi.resetModules();
    vi.stubGlobal("Worker", FakeCalculatorWorker);
    const { calculateInWorker } = await import("./calculator-client");
    await expect(calculateInWorker({ expression: "6 * 7" }, running())).resolves.toEqual({ content: "42", isError: false });
    const [worker] = FakeCalculatorWorker.made;
    expect(worker.url?.pathname).toMatch(/\/calculator\.worker\.ts$/);
    expect(worker.options).toEqual({ type: "module" });
  });

  it("says it needs a browser where there is no Worker", async () => {
    vi.resetModules();
    const { calculateInWorker } = await import("./calculator-client");
    await expect(calculateInWorker({ expression: "1" }, running())).resolves.toEqual({ content: "The calculator needs a browser.", isError: true });
  });
});
