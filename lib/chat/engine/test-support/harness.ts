// Test doubles for the engine: a fake gateway `fetch` that answers with real response bytes (fixture
// streams, error bodies) and records the request bodies, and a clock the streams advance.

import { openDatabase, type MoonlitDB } from "@/lib/db/database";
import { createLiveStreamStore, type LiveStreamStore } from "@/lib/chat/stores/live-stream-store";
import { createRunningStore, type RunningStore } from "@/lib/chat/stores/running-store";
import { createFakeLocks } from "@/lib/db/test-support/fake-locks";
import { createEngine, type Engine } from "../engine";
import type { EngineDeps } from "../engine-deps";

export interface ManualClock {
  now(): number;
  advance(ms: number): void;
}

export function manualClock(start = 1_000_000): ManualClock {
  let time = start;
  return { now: () => time, advance: (ms) => void (time += ms) };
}

export interface RecordedRequest {
  url: string;
  body: unknown;
}

type Responder = (signal: AbortSignal | undefined) => Response;

export interface FakeGateway {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  /** Answers the next request; responders are used in the order they were queued. */
  reply(responder: Responder): void;
}

export function fakeGateway(): FakeGateway {
  const queue: Responder[] = [];
  const requests: RecordedRequest[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    // Only the gateway's POSTs are requests here; resuming a reply or stopping it is not recorded.
    if (init?.method !== "POST") throw new TypeError(`fake gateway: no resumable replies (${init?.method ?? "GET"} ${url})`);
    requests.push({ url, body: JSON.parse(String(init?.body)) });
    const signal = init?.signal ?? undefined;
    if (signal?.aborted) throw abortError();
    const responder = queue.shift();
    if (!responder) throw new TypeError(`fake gateway: no reply queued for request ${requests.length} (${url})`);
    return responder(signal);
  };
  return { fetch: fakeFetch as typeof fetch, requests, reply: (responder) => void queue.push(responder) };
}

function abortError(): DOMException {
  return new DOMException("The operation was aborted.", "AbortError");
}

/** The body's events, each ending with its blank line, so a stream can hand them out one at a time. */
export function splitEvents(text: string): string[] {
  return text.split(/(?<=\n\n)/).filter((part) => part !== "");
}

export interface StreamOptions {
  /** Each event advances this clock by `stepMs` as it is read. */
  clock?: ManualClock;
  stepMs?: number;
  /** Stop after this many events: then `hang` waits for an abort, or `fail` errors the body. */
  stopAfter?: number;
  then?: "hang" | "fail";
  /** Called when the stream reaches `stopAfter`. */
  onPause?: () => void;
  /** Instead of `then`: pause at `stopAfter` until this settles, then send the rest. */
  resume?: Promise<void>;
}

/** An SSE response that hands out one event per read, as a slow upstream would. */
export function sseResponse(body: string | Uint8Array, options: StreamOptions = {}): Responder {
  const text = typeof body === "string" ? body : new TextDecoder().decode(body);
  const events = splitEvents(text);
  return (signal) => {
    const encoder = new TextEncoder();
    let next = 0;
    let limit = options.stopAfter ?? events.length;
    const stream = new ReadableStream<Uint8Array>(
      {
        start(controller) {
          signal?.addEventListener("abort", () => controller.error(abortError()));
        },
        pull(controller) {
          if (next < limit) {
            options.clock?.advance(options.stepMs ?? 0);
            controller.enqueue(encoder.encode(events[next++]));
            return;
          }
          options.onPause?.();
          if (options.resume && limit < events.length) {
            limit = events.length;
            // A pull that enqueues nothing is not called again: send the next event on resuming.
            return options.resume.then(() => controller.enqueue(encoder.encode(events[next++])));
          }
          if (options.then === "fail") controller.error(new TypeError("network error"));
          else if (options.then === "hang") return new Promise<void>(() => undefined);
          else controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    return new Response(stream, { status: 200, headers: { "content-type": "text/event-stream" } });
  };
}

export function jsonResponse(status: number, body: string, headers: Record<string, string> = {}): Responder {
  return () => new Response(body, { status, headers: { "content-type": "application/json", ...headers } });
}

export interface EngineHarness {
  engine: Engine;
  db: MoonlitDB;
  gateway: FakeGateway;
  liveStream: LiveStreamStore;
  running: RunningStore;
  clock: ManualClock;
  errors: unknown[];
}

let databaseCounter = 0;

export function engineHarness(overrides: Partial<EngineDeps> = {}): EngineHarness {
  const db = openDatabase(`engine-test-${++databaseCounter}-${Math.random().toString(36).slice(2)}`);
  const gateway = fakeGateway();
  const liveStream = createLiveStreamStore();
  const running = createRunningStore();
  const clock = manualClock();
  const errors: unknown[] = [];
  const engine = createEngine({
    db,
    fetch: gateway.fetch,
    liveStream,
    running,
    now: clock.now,
    saveIntervalMs: 5,
    onError: (error) => errors.push(error),
    // Each harness is one tab of its own. Node 24 has navigator.locks, shared by the whole test
    // process: a "reloaded" tab in a test would see the engine's lock as another live tab's.
    locks: createFakeLocks(),
    // The fake gateway keeps no replies: a broken stream's tries to resume it fail at once.
    resumeBackoffMs: () => 0,
    ...overrides,
  });
  return { engine, db, gateway, liveStream, running, clock, errors };
}
