// The calculator's worker: mathjs loads and evaluates here, so an expression that runs long holds up
// only this worker, which the page ends at the time limit (calculator-client.ts). It says when it is
// ready (mathjs loaded), then answers each request with its outcome.
import { calculate } from "./calculator";
import type { CalculatorReply, CalculatorRequest } from "./calculator-client";

const scope = globalThis as unknown as {
  addEventListener(type: "message", listener: (event: MessageEvent<CalculatorRequest>) => void): void;
  postMessage(message: CalculatorReply): void;
};

scope.addEventListener("message", ({ data }) => scope.postMessage({ type: "result", outcome: calculate(data.input) }));
scope.postMessage({ type: "ready" });
