// The test upstream's contract: what a test can script and what it can read back.

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The raw request body. */
  body: string;
  /** The body parsed as JSON, or null when it is not JSON. */
  json: unknown;
  at: number;
  /** How its answer ended: wholly written, or "aborted" when the client went away first. Absent while it runs. */
  ended?: "complete" | "aborted";
}

export type Chunking = "whole" | "event" | "byte" | { random: number /* seed */ } | { size: number };

export type Reply =
  /** Answer from the built-in simulator (the default when nothing is queued). */
  | { kind: "simulate" }
  /** lib/protocol/fixtures/public/NAME.sse (200, text/event-stream), or errors/NAME.json with its meta.status. */
  | { kind: "fixture"; name: string }
  /** Raw SSE text, 200. */
  | { kind: "sse"; body: string }
  | { kind: "json"; status: number; body: unknown; headers?: Record<string, string> }
  /** Any status and raw body. */
  | { kind: "status"; status: number; body: string; headers?: Record<string, string> }
  /** Accept the request and never send headers (until the client gives up). */
  | { kind: "hang" }
  /** A long valid text stream of N content delta events, for the benchmark. */
  | { kind: "long"; protocol: "anthropic" | "openai"; events: number }
  /**
   * An Anthropic reply of `text` whose usage says what a prompt cache would have read: the longest
   * earlier prompt (same model, system and tools) that this one begins with (prompt-cache.ts).
   */
  | { kind: "cached"; text: string }
  /** Destroy the socket before headers (a connection failure). */
  | { kind: "reset" };

export interface Script {
  /** Only for this path (default: any). */
  path?: "/v1/messages" | "/v1/chat/completions";
  reply: Reply;
  /** Default "event" (one event per write). */
  chunking?: Chunking;
  /** Delay between writes (slow drip). */
  dripMs?: number;
  /** After N events send this raw SSE text and end: a mid-stream error. */
  errorAfterEvents?: { events: number; error: string };
  /** Destroy the socket after N events: a stream cut mid-way. */
  cutAfterEvents?: number;
  /** Wait before sending headers. */
  headersDelayMs?: number;
  /** How many requests this script answers (default 1). */
  times?: number;
}

export interface TestUpstream {
  /** e.g. http://127.0.0.1:PORT (no trailing slash). */
  url: string;
  requests: RecordedRequest[];
  enqueue(...scripts: Script[]): void;
  /** Clears the queue and the record. */
  reset(): void;
  close(): Promise<void>;
}
