// The test upstream: a scriptable fake EvoLink for unit, end-to-end and benchmark runs.

export { startTestUpstream } from "./server";
export { longStream } from "./long-stream";
export type { TestUpstream } from "./types";
