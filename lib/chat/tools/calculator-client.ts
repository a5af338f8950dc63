// The Calculator on the page's side. Every call is evaluated in a module worker (calculator.worker.ts),
// so mathjs never loads on the page and a long evaluation never holds it up: at the time limit, or
// when the reply is stopped, the worker is ended and the call answered with why. A worker that
// finished its call is kept for the next one; calls made together each get their own.

import { createWorkerClient, WorkerFailure, type WorkerClient, type WorkerLike } from "@/lib/async/worker-client";
import { CALCULATOR_TIME_LIMIT_MS } from "./limits";
import { failed, type ToolOutcome } from "./tool-outcome";

/** A call's input, as the model gave it. */
export type CalculatorJob = Record<string, unknown>;

export type CalculatorWorkerLike = WorkerLike<CalculatorJob, ToolOutcome>;

export type Calculate = (input: Record<string, unknown>, signal: AbortSignal) => Promise<ToolOutcome>;

/** Why a call got no outcome from its worker, as the model reads it. */
function failureOutcome(failure: WorkerFailure, seconds: number): ToolOutcome {
  switch (failure.kind) {
    case "start":
      return failed(`The calculator could not start: ${failure.reason}`);
    case "crash":
      // No reason: the script could not load (a plain Event carries no message).
      return failed(`The calculator stopped: ${failure.reason ?? "its script could not run"}`);
    case "time-limit":
      return failed(`Stopped after ${seconds} s: the expression was still being evaluated at the time limit.`);
    case "stopped":
      return failed("Stopped: the reply was stopped.");
  }
}

export function createCalculator(makeWorker: () => CalculatorWorkerLike, timeLimitMs = CALCULATOR_TIME_LIMIT_MS): Calculate {
  const seconds = Math.round(timeLimitMs / 100) / 10;
  const run: WorkerClient<CalculatorJob, ToolOutcome> = createWorkerClient({ mode: "pool", spawn: makeWorker, announcesReady: true, timeLimitMs });
  return async (input, signal) => {
    if (signal.aborted) return failed("Not run: the reply was stopped.");
    try {
      return await run(input, { signal });
    } catch (error) {
      if (error instanceof WorkerFailure) return failureOutcome(error, seconds);
      throw error;
    }
  };
}

let inBrowser: Calculate | undefined;

/** The Calculator built-in as the tool loop runs it: in its worker, within the time limit. */
export const calculateInWorker: Calculate = (input, signal) => {
  if (typeof Worker === "undefined") return Promise.resolve(failed("The calculator needs a browser."));
  inBrowser ??= createCalculator(() => new Worker(new URL("./calculator.worker.ts", import.meta.url), { type: "module" }));
  return inBrowser(input, signal);
};
