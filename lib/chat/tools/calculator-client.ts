// The Calculator on the page's side. Every call is evaluated in a module worker (calculator.worker.ts),
// so mathjs never loads on the page and a long evaluation never holds it up: at the time limit, or
// when the reply is stopped, the worker is ended and the call answered with why. A worker that
// finished its call is kept for the next one; calls made together each get their own.

import { CALCULATOR_TIME_LIMIT_MS } from "./limits";
import { failed, type ToolOutcome } from "./tool-outcome";

export interface CalculatorRequest {
  input: Record<string, unknown>;
}

/** `ready` once mathjs has loaded in the worker, then one `result` per request. */
export type CalculatorReply = { type: "ready" } | { type: "result"; outcome: ToolOutcome };

/** The part of a Worker the calculator uses, so tests can hand it a fake. */
export interface CalculatorWorkerLike {
  postMessage(message: CalculatorRequest): void;
  addEventListener(type: "message", listener: (event: MessageEvent<CalculatorReply>) => void): void;
  addEventListener(type: "error", listener: (event: Event) => void): void;
  terminate(): void;
}

export type Calculate = (input: Record<string, unknown>, signal: AbortSignal) => Promise<ToolOutcome>;

/** What the call running on a worker wants to hear from it. */
interface Listener {
  ready(): void;
  result(outcome: ToolOutcome): void;
  failure(message: string): void;
}

interface Slot {
  worker: CalculatorWorkerLike;
  ready: boolean;
  listener: Listener | null;
}

export function createCalculator(makeWorker: () => CalculatorWorkerLike, timeLimitMs = CALCULATOR_TIME_LIMIT_MS): Calculate {
  let idle: Slot | null = null;
  const seconds = Math.round(timeLimitMs / 100) / 10;

  function spawn(): Slot {
    const slot: Slot = { worker: makeWorker(), ready: false, listener: null };
    slot.worker.addEventListener("message", ({ data }) => {
      if (data.type === "ready") {
        slot.ready = true;
        slot.listener?.ready();
      } else slot.listener?.result(data.outcome);
    });
    slot.worker.addEventListener("error", (event) => {
      // An ErrorEvent when the script threw; a plain Event when it could not load.
      const message = "message" in event && typeof event.message === "string" && event.message ? event.message : "its script could not run";
      slot.listener?.failure(message);
    });
    return slot;
  }

  return (input, signal) => {
    if (signal.aborted) return Promise.resolve(failed("Not run: the reply was stopped."));
    let slot: Slot;
    try {
      slot = idle ?? spawn();
    } catch (error) {
      return Promise.resolve(failed(`The calculator could not start: ${error instanceof Error ? error.message : String(error)}`));
    }
    idle = null;
    const running = slot;

    return new Promise((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const finish = (outcome: ToolOutcome, reusable: boolean) => {
        clearTimeout(timer);
        signal.removeEventListener("abort", onAbort);
        running.listener = null;
        if (reusable && !idle) idle = running;
        else running.worker.terminate();
        resolve(outcome);
      };
      // The clock runs from when mathjs is ready, so loading the worker's script is not counted.
      const startClock = () => {
        timer = setTimeout(
          () => finish(failed(`Stopped after ${seconds} s: the expression was still being evaluated at the time limit.`), false),
          timeLimitMs,
        );
      };
      const onAbort = () => finish(failed("Stopped: the reply was stopped."), false);
      running.listener = {
        ready: startClock,
        result: (outcome) => finish(outcome, true),
        failure: (message) => finish(failed(`The calculator stopped: ${message}`), false),
      };
      signal.addEventListener("abort", onAbort, { once: true });
      if (running.ready) startClock();
      running.worker.postMessage({ input });
    });
  };
}

let inBrowser: Calculate | undefined;

/** The Calculator built-in as the tool loop runs it: in its worker, within the time limit. */
export const calculateInWorker: Calculate = (input, signal) => {
  if (typeof Worker === "undefined") return Promise.resolve(failed("The calculator needs a browser."));
  inBrowser ??= createCalculator(() => new Worker(new URL("./calculator.worker.ts", import.meta.url), { type: "module" }));
  return inBrowser(input, signal);
};
