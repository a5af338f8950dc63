// The calculator's worker: mathjs loads and evaluates here, so an expression that runs long holds up
// only this worker, which the page ends at the time limit (calculator-client.ts). It says when it is
// ready (mathjs loaded), then answers each call with its outcome.
import { serveRequests } from "@/lib/async/worker-protocol";
import { calculate } from "./calculator";
import type { CalculatorJob } from "./calculator-client";

serveRequests((input: CalculatorJob) => calculate(input), { announceReady: true });
