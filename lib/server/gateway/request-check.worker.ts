import "server-only";
import { parentPort } from "node:worker_threads";
import { checkRequest } from "./request-check";
import type { CheckJob, CheckedBody } from "./request-check-pool";

// A worker thread that checks one large request body at a time for request-check-pool.ts, so that
// JSON.parse, validation and the simulator never hold the main thread's event loop on it. The body
// comes in moved (not copied) and goes back the same way, with the small result beside it.

parentPort?.on("message", (job: CheckJob) => {
  const answer: CheckedBody = { check: checkRequest(job.protocol, job.bytes, job.demo), bytes: job.bytes };
  parentPort?.postMessage(answer, [job.bytes.buffer as ArrayBuffer]);
});
