// The test upstream: a scriptable fake EvoLink for unit, end-to-end and benchmark runs.

export { startTestUpstream } from "./server";
export { longStreamText } from "./long-stream";
export type { Chunking, RecordedRequest, Reply, Script, TestUpstream } from "./types";
