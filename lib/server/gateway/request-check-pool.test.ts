import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { spawnSourceWorker } from "@/lib/server/test-support/source-worker";
import { createRequestChecker } from "./request-check-pool";
import { minimalBody, testRequestChecker } from "./test-support/harness";

// The worker threads that check large bodies: every body comes back whole with its own answer,
// however many are sent at once (two workers, the rest in line).

const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

describe("the request checker", () => {
  it("answers many large bodies at once, each with its own bytes and verdict", async () => {
    const bodies = Array.from({ length: 5 }, (_, i) =>
      encode(minimalBody("openai", { stream: i % 2 === 0, metadata: { filler: "x".repeat(100_000 + i) } })),
    );
    const expected = bodies.map((bytes) => bytes.slice());
    const answers = await Promise.all(bodies.map((bytes) => testRequestChecker("openai", bytes, false)));
    answers.forEach((answer, i) => {
      expect(answer.bytes).toEqual(expected[i]);
      expect(answer.check).toEqual({ ok: true, stream: i % 2 === 0, model: "kimi-k3.1-pro" });
    });
  });

  it("checks a body inside a larger buffer without moving the rest of that buffer", async () => {
    const whole = encode(minimalBody("anthropic", { system: "y".repeat(100_000) }));
    const padded = new Uint8Array(whole.byteLength + 10);
    padded.set(whole, 5);
    const view = padded.subarray(5, 5 + whole.byteLength);
    const answer = await testRequestChecker("anthropic", view, false);
    expect(answer.check.ok).toBe(true);
    expect(answer.bytes).toEqual(whole);
    expect(padded.byteLength).toBe(whole.byteLength + 10);
  });

  it("fails the body whose worker dies, and checks the next on a fresh worker", async () => {
    let spawned = 0;
    const check = createRequestChecker({
      spawn: () =>
        ++spawned === 1
          ? new Worker('throw new Error("the worker broke")', { eval: true })
          : spawnSourceWorker(new URL("./request-check.worker.ts", import.meta.url)),
    });
    const body = () => encode(minimalBody("openai", { metadata: { filler: "z".repeat(100_000) } }));
    await expect(check("openai", body(), false)).rejects.toThrow("the worker broke");
    expect((await check("openai", body(), false)).check.ok).toBe(true);
    expect(spawned).toBe(2);
  });
});
