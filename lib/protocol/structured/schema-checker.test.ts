import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inputSchemaProblems } from "./check-input-schema";
import { checkStructured } from "./check-structured";
import type { SchemaCheckReply, SchemaCheckRequest } from "./schema-checker";

const format = { type: "json_schema" as const, name: "n", schema: { type: "object", properties: { name: { type: "string" } }, required: ["name"] } };
const badTool = { type: "object", properties: { date: { type: "strin" } }, required: "date" };

type Listener = (event: { data: unknown; message?: string }) => void;

/**
 * A Worker whose "inside" is the real schema-check.worker.ts, loaded into this test's global scope.
 * Replies are held until `flush`, which delivers them last first: ids must match them up.
 */
class FakeWorker {
  static made: FakeWorker[] = [];
  static inside: Listener[] = [];
  listeners: Record<string, Listener[]> = { message: [], error: [] };
  held: SchemaCheckReply[] = [];
  terminated = false;
  constructor(readonly url: URL) {
    FakeWorker.made.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners[type].push(listener);
  }
  postMessage(request: SchemaCheckRequest) {
    for (const listener of FakeWorker.inside) listener({ data: structuredClone(request) });
  }
  terminate() {
    this.terminated = true;
  }
  flush() {
    for (const reply of this.held.reverse()) for (const listener of this.listeners.message) listener({ data: reply });
    this.held = [];
  }
  fail(message: string) {
    for (const listener of this.listeners.error) listener({ data: null, message });
  }
}

async function withFakeWorker() {
  FakeWorker.made = [];
  FakeWorker.inside = [];
  vi.stubGlobal("Worker", FakeWorker);
  vi.stubGlobal("addEventListener", (_type: string, listener: Listener) => FakeWorker.inside.push(listener));
  vi.stubGlobal("postMessage", (reply: SchemaCheckReply) => FakeWorker.made.at(-1)!.held.push(reply));
  await import("./schema-check.worker");
  return import("./schema-checker");
}

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe("schema checker without a Worker", () => {
  it("gives what the pure checks give", async () => {
    const { checkStructuredAsync, inputSchemaProblemsAsync } = await import("./schema-checker");
    expect(await checkStructuredAsync('{"name":7}', format)).toEqual(checkStructured('{"name":7}', format));
    expect(await inputSchemaProblemsAsync(badTool)).toEqual(inputSchemaProblems(badTool));
  });
});

describe("schema checker in a worker", () => {
  it("starts one worker on first use, and matches replies to requests by id", async () => {
    const { checkStructuredAsync, inputSchemaProblemsAsync } = await withFakeWorker();
    expect(FakeWorker.made).toHaveLength(0);
    const structured = checkStructuredAsync('{"name":7}', format);
    const tool = inputSchemaProblemsAsync(badTool);
    const fine = inputSchemaProblemsAsync({ type: "object" });
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0].url.pathname).toMatch(/schema-check\.worker\.ts$/);
    FakeWorker.made[0].flush();
    expect(await structured).toEqual({ value: { name: 7 }, problems: [{ kind: "schema", path: "/name", message: "must be string" }] });
    expect(await tool).toEqual(inputSchemaProblems(badTool));
    expect(await fine).toEqual([]);
  });

  it("brings back what a check threw as a rejection, and keeps the worker", async () => {
    const { inputSchemaProblemsAsync } = await withFakeWorker();
    const pending = inputSchemaProblemsAsync({ type: "object" });
    FakeWorker.made[0].held = [{ id: 0, ok: false, message: "schema is too deep" }];
    FakeWorker.made[0].flush();
    await expect(pending).rejects.toThrow("schema is too deep");
    void inputSchemaProblemsAsync({ type: "object" });
    expect(FakeWorker.made).toHaveLength(1);
  });

  it("fails what waits on a worker that crashed, and starts a new one for the next check", async () => {
    const { inputSchemaProblemsAsync } = await withFakeWorker();
    const pending = inputSchemaProblemsAsync({ type: "object" });
    const [first] = FakeWorker.made;
    first.held = [];
    first.fail("could not load the script");
    await expect(pending).rejects.toThrow("could not load the script");
    expect(first.terminated).toBe(true);
    const next = inputSchemaProblemsAsync(badTool);
    expect(FakeWorker.made).toHaveLength(2);
    FakeWorker.made[1].flush();
    expect(await next).toEqual(inputSchemaProblems(badTool));
  });
});
