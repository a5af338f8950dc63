import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inputSchemaProblems } from "@/lib/view/structured/check-input-schema";
import { checkStructured } from "@/lib/view/structured/check-structured";
import type { WorkerReply, WorkerRequest } from "@/lib/async/worker-protocol";
import type { SchemaCheckJob, SchemaCheckResult } from "./schema-checker";

type SchemaCheckRequest = WorkerRequest<SchemaCheckJob>;
type SchemaCheckReply = WorkerReply<SchemaCheckResult>;

const format = { type: "json_schema" as const, name: "n", schema: { type: "object", properties: { name: { type: "string" } }, required: ["name"] } };
const badTool = { type: "object", properties: { date: { type: "strin" } }, required: "date" };
// `^(a+)+$` against a's and a "!" backtracks for as long as there are ways to split the a's.
const backtracking = { type: "json_schema" as const, name: "b", schema: { type: "object", properties: { code: { type: "string", pattern: "^(a+)+$" } } } };

type Listener = (event: { data: unknown; message?: string }) => void;

/**
 * A Worker whose "inside" is the real schema-check.worker.ts, loaded into this test's global scope.
 * Replies, and `ready` (ajv loaded), are held until `flush`; `hangs` marks the requests the inside
 * never answers, standing in for a check that runs for ever.
 */
class FakeWorker {
  static made: FakeWorker[] = [];
  static inside: Listener[] = [];
  static hangs: (request: SchemaCheckRequest) => boolean = () => false;
  listeners: Record<string, Listener[]> = { message: [], error: [] };
  held: SchemaCheckReply[] = [{ type: "ready" }];
  posted: SchemaCheckRequest[] = [];
  terminated = false;
  constructor(readonly url: URL) {
    FakeWorker.made.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners[type].push(listener);
  }
  postMessage(request: SchemaCheckRequest) {
    this.posted.push(request);
    if (FakeWorker.hangs(request)) return;
    for (const listener of FakeWorker.inside) listener({ data: structuredClone(request) });
  }
  terminate() {
    this.terminated = true;
  }
  /** Delivers what the worker said, and what it says to the checks sent meanwhile, until it is quiet. */
  flush() {
    for (let reply = this.held.shift(); reply; reply = this.held.shift()) {
      for (const listener of this.listeners.message) listener({ data: reply });
    }
  }
  fail(message: string) {
    for (const listener of this.listeners.error) listener({ data: null, message });
  }
}

async function withFakeWorker() {
  FakeWorker.made = [];
  FakeWorker.inside = [];
  FakeWorker.hangs = () => false;
  vi.stubGlobal("Worker", FakeWorker);
  vi.stubGlobal("addEventListener", (_type: string, listener: Listener) => FakeWorker.inside.push(listener));
  // The inside's `ready` on loading has no worker yet: each FakeWorker holds its own.
  vi.stubGlobal("postMessage", (reply: SchemaCheckReply) => FakeWorker.made.at(-1)?.held.push(reply));
  await import("./schema-check.worker");
  return import("./schema-checker");
}

beforeEach(() => vi.resetModules());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("schema checker without a Worker", () => {
  it("gives what the pure checks give", async () => {
    const { checkStructuredAsync, inputSchemaProblemsAsync } = await import("./schema-checker");
    expect(await checkStructuredAsync('{"name":7}', format)).toEqual(checkStructured('{"name":7}', format));
    expect(await inputSchemaProblemsAsync(badTool)).toEqual(inputSchemaProblems(badTool));
  });
});

describe("schema checker in a worker", () => {
  it("starts one worker on first use, and gives it one check at a time", async () => {
    const { checkStructuredAsync, inputSchemaProblemsAsync } = await withFakeWorker();
    expect(FakeWorker.made).toHaveLength(0);
    const structured = checkStructuredAsync('{"name":7}', format);
    const tool = inputSchemaProblemsAsync(badTool);
    const fine = inputSchemaProblemsAsync({ type: "object" });
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0].url.pathname).toMatch(/schema-check\.worker\.ts$/);
    expect(FakeWorker.made[0].posted.map((request) => request.id)).toEqual([0]);
    FakeWorker.made[0].flush();
    expect(await structured).toEqual({ value: { name: 7 }, problems: [{ kind: "schema", path: "/name", message: "must be string" }] });
    expect(await tool).toEqual(inputSchemaProblems(badTool));
    expect(await fine).toEqual([]);
    expect(FakeWorker.made[0].posted.map((request) => request.id)).toEqual([0, 1, 2]);
  });

  it("brings back what a check threw as a rejection, and keeps the worker", async () => {
    const { inputSchemaProblemsAsync } = await withFakeWorker();
    FakeWorker.hangs = () => true;
    const pending = inputSchemaProblemsAsync({ type: "object" });
    FakeWorker.made[0].held.push({ type: "error", id: 0, message: "schema is too deep" });
    FakeWorker.made[0].flush();
    await expect(pending).rejects.toThrow("schema is too deep");
    void inputSchemaProblemsAsync({ type: "object" });
    expect(FakeWorker.made).toHaveLength(1);
  });

  it("fails the check on a worker that crashed, and starts a new one for the checks after it", async () => {
    const { inputSchemaProblemsAsync } = await withFakeWorker();
    FakeWorker.hangs = (request) => request.id === 0;
    const pending = inputSchemaProblemsAsync({ type: "object" });
    const next = inputSchemaProblemsAsync(badTool);
    const [first] = FakeWorker.made;
    first.fail("could not load the script");
    await expect(pending).rejects.toThrow("could not load the script");
    expect(first.terminated).toBe(true);
    expect(FakeWorker.made).toHaveLength(2);
    FakeWorker.made[1].flush();
    expect(await next).toEqual(inputSchemaProblems(badTool));
  });

  it("stops a check still running at the time limit, answers it as timed out, and runs the next on a new worker", async () => {
    vi.useFakeTimers();
    const { checkStructuredAsync, inputSchemaProblemsAsync, SCHEMA_CHECK_TIME_LIMIT_MS } = await withFakeWorker();
    FakeWorker.hangs = ({ job }) => job.kind === "structured" && job.format.type === "json_schema" && job.format.name === "b";
    let outcome: unknown;
    void checkStructuredAsync(JSON.stringify({ code: `${"a".repeat(40)}!` }), backtracking).then((check) => (outcome = check));
    const queued = checkStructuredAsync('{"name":7}', format);
    const [stuck] = FakeWorker.made;
    stuck.flush();
    await vi.advanceTimersByTimeAsync(SCHEMA_CHECK_TIME_LIMIT_MS - 1);
    expect(outcome).toBeUndefined();
    expect(stuck.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ problems: [{ kind: "timeout", seconds: 5 }] });
    expect(stuck.terminated).toBe(true);

    expect(FakeWorker.made).toHaveLength(2);
    FakeWorker.made[1].flush();
    expect(await queued).toEqual({ value: { name: 7 }, problems: [{ kind: "schema", path: "/name", message: "must be string" }] });

    // A tool's input schema stopped the same way reads as a problem at its root.
    FakeWorker.hangs = () => true;
    const tool = inputSchemaProblemsAsync({ type: "object" });
    await vi.advanceTimersByTimeAsync(SCHEMA_CHECK_TIME_LIMIT_MS);
    expect(await tool).toEqual([{ path: "/", message: "the schema check was stopped after 5 s: the schema costs too much to check" }]);
  });

  it("starts the clock once ajv has loaded in the worker, not before", async () => {
    vi.useFakeTimers();
    const { inputSchemaProblemsAsync, SCHEMA_CHECK_TIME_LIMIT_MS } = await withFakeWorker();
    const pending = inputSchemaProblemsAsync(badTool);
    // Loading takes longer than the limit: ready and the reply are still held.
    await vi.advanceTimersByTimeAsync(SCHEMA_CHECK_TIME_LIMIT_MS * 2);
    expect(FakeWorker.made[0].terminated).toBe(false);
    FakeWorker.made[0].flush();
    expect(await pending).toEqual(inputSchemaProblems(badTool));
  });
});
