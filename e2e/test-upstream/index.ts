// The test upstream: a scriptable fake EvoLink for unit, end-to-end and benchmark runs.

export { startTestUpstream } from "./server";
export { longStream, longStreamFrames, longStreamText, type Frames } from "./long-stream";
export type { Chunking, RecordedRequest, Reply, Script, TestUpstream } from "./types";
