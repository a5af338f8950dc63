import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadFixture } from "@/lib/protocol/fixtures/load";
import type { Protocol } from "@/lib/protocol/models";
import { TEST_KEY, minimalBody, post, readAll, testHandler } from "@/lib/server/gateway/test-support/harness";
import { startFakeUpstream, type FakeUpstream } from "@/lib/server/gateway/test-support/fake-upstream";
import { garbageCollected } from "@/lib/server/test-support/garbage-collected";
import { loggedGateway } from "./gateway-log";
import { createLogger, type LogLevel } from "./logger";

let primary: FakeUpstream;
let fallback: FakeUpstream;
beforeAll(async () => {
  primary = await startFakeUpstream();
  fallback = await startFakeUpstream();
});
afterAll(async () => {
  await primary.close();
  await fallback.close();
});

let lines: string[];
beforeEach(() => {
  primary.reset();
  fallback.reset();
  lines = [];
});

function handler(protocol: Protocol, vars: Record<string, string | undefined>, level: LogLevel = "info") {
  const logger = createLogger(level, { write: (line: string) => void lines.push(line) });
  const env = { EVOLINK_BASE_URL: primary.url, EVOLINK_FALLBACK_BASE_URL: fallback.url, ...vars };
  return loggedGateway(protocol, testHandler(protocol, env, { demoPaceMs: 0 }), {
    logger: () => logger,
    newId: () => "req-1",
  });
}

const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
const fixture = loadFixture("p01_anthropic_plain_text");
const streamBody = JSON.stringify(fixture.meta.request);

describe("one JSON line per gateway request", () => {
  it("logs a streamed reply from the primary once it has ended, with the bytes relayed", async () => {
    primary.enqueue({ kind: "sse", body: fixture.sse, chunkSize: 200 });
    const response = await handler("anthropic", {})(post("anthropic", streamBody));
    expect(response.headers.get("x-request-id")).toBe("req-1");
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const relayed = await readAll(response);
    const [entry, ...rest] = entries();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      level: "info",
      msg: "gateway request",
      request_id: "req-1",
      route: "/api/anthropic/v1/messages",
      protocol: "anthropic",
      model: (fixture.meta.request as { model: string }).model,
      status: 200,
      upstream: "primary",
      failover: false,
      bytes: relayed.byteLength,
      outcome: "complete",
    });
    expect(relayed.byteLength).toBeGreaterThan(fixture.sse.byteLength - 1);
    expect(typeof entry.duration_ms).toBe("number");
    expect(typeof entry.time).toBe("string");
  });

  it("logs nothing until the body has ended", async () => {
    primary.enqueue({ kind: "sse", body: fixture.sse });
    const response = await handler("anthropic", {})(post("anthropic", streamBody));
    expect(lines).toEqual([]);
    await readAll(response);
    expect(lines).toHaveLength(1);
  });

  it("says when the fallback answered after the primary failed", async () => {
    primary.enqueue({ kind: "json", status: 503, body: '{"type":"error","error":{"type":"api_error","message":"down"}}' });
    fallback.enqueue({ kind: "sse", body: fixture.sse });
    await readAll(await handler("anthropic", {})(post("anthropic", streamBody)));
    expect(entries()[0]).toMatchObject({ status: 200, upstream: "fallback", failover: true, outcome: "complete" });
  });

  it("says demo for simulated replies", async () => {
    const body = JSON.stringify(minimalBody("openai", { stream: true }));
    await readAll(await handler("openai", { EVOLINK_API_KEY: "" })(post("openai", body)));
    expect(entries()[0]).toMatchObject({
      route: "/api/openai/v1/chat/completions",
      protocol: "openai",
      model: "kimi-k3.1-pro",
      status: 200,
      upstream: "demo",
      failover: false,
    });
    expect(primary.requests).toHaveLength(0);
  });

  it("logs refusals before upstream with no model and no upstream", async () => {
    const response = await handler("anthropic", {})(post("anthropic", "{not json"));
    const relayed = await readAll(response);
    expect(entries()[0]).toMatchObject({ status: 400, model: null, upstream: "none", failover: false, bytes: relayed.byteLength });
  });

  it("logs upstream failures at warn", async () => {
    primary.enqueue({ kind: "json", status: 500, body: '{"type":"error","error":{"type":"api_error","message":"down"}}' });
    const body = JSON.stringify(minimalBody("anthropic"));
    await readAll(await handler("anthropic", { EVOLINK_FALLBACK_BASE_URL: "" })(post("anthropic", body)));
    expect(entries()[0]).toMatchObject({ level: "warn", status: 500, upstream: "primary", failover: false });
  });

  it("logs an upload cut off mid-body at once, though nothing will read its answer", async () => {
    const client = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"model":"kimi-k3","messages":['));
      },
      pull(controller) {
        // As under Next: the connection breaks, the body errors and the request's signal aborts.
        client.abort();
        controller.error(new Error("aborted"));
      },
    });
    const init = { method: "POST", body, duplex: "half", signal: client.signal, headers: { "content-type": "application/json" } };
    const response = await handler("anthropic", {})(new Request("http://localhost:3000/api/anthropic/v1/messages", init as RequestInit));
    expect(response.status).toBe(400);
    expect(entries()).toMatchObject([{ status: 400, outcome: "aborted", bytes: 0, upstream: "none" }]);
  });

  it("says aborted when the client goes away mid-stream, and counts what it got", async () => {
    primary.enqueue({ kind: "sse", body: fixture.sse, chunkSize: 64, dripMs: 20 });
    const response = await handler("anthropic", {})(post("anthropic", streamBody));
    const reader = response.body!.getReader();
    const first = await reader.read();
    await reader.cancel();
    const [entry] = entries();
    expect(entry).toMatchObject({ outcome: "aborted", upstream: "primary" });
    expect(entry.bytes).toBe(first.value!.byteLength);
    expect(lines).toHaveLength(1);
  });

  it("says error, at warn, when an upstream gone silent ends the stream", async () => {
    primary.enqueue({ kind: "sse", body: new TextDecoder().decode(fixture.sse).split("\n\n")[0] + "\n\n", keepOpen: true });
    const relayed = await readAll(await handler("anthropic", { UPSTREAM_IDLE_TIMEOUT_MS: "60" })(post("anthropic", streamBody)));
    expect(new TextDecoder().decode(relayed)).toContain("event: error");
    expect(entries()[0]).toMatchObject({ level: "warn", status: 200, outcome: "error", bytes: relayed.byteLength });
  });

  it("never writes the key, the content, headers or the upstream's address", async () => {
    const secretText = "the-private-question-7f3a";
    const ownKey = "sk-user-own-key-91c2";
    primary.enqueue({ kind: "sse", body: fixture.sse });
    primary.enqueue({ kind: "sse", body: fixture.sse });
    const body = JSON.stringify(minimalBody("anthropic", { stream: true, system: secretText, messages: [{ role: "user", content: secretText }] }));
    const send = handler("anthropic", { ALLOW_USER_KEYS: "true" });
    await readAll(await send(post("anthropic", body, { headers: { authorization: "Bearer code-xyz-secret" } })));
    await readAll(await send(post("anthropic", body, { headers: { "x-evolink-key": ownKey } })));
    const written = lines.join("");
    expect(lines).toHaveLength(2);
    for (const secret of [TEST_KEY, ownKey, secretText, "code-xyz-secret", new URL(primary.url).host]) {
      expect(written).not.toContain(secret);
    }
    // The content did reach upstream: the log just left it out.
    expect(primary.requests[0].body.toString()).toContain(secretText);
  });

  it("writes nothing below LOG_LEVEL", async () => {
    primary.enqueue({ kind: "sse", body: fixture.sse });
    await readAll(await handler("anthropic", {}, "warn")(post("anthropic", streamBody)));
    expect(lines).toEqual([]);
  });
});

describe("what the log holds", () => {
  it("lets go of the request while a reply streams: the line needs only its route", async () => {
    const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
    const open = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode("data: {}\n\n")) });
    const logged = loggedGateway("anthropic", async () => new Response(open, { headers: { "content-type": "text/event-stream" } }), { logger: () => logger });
    const answer = async () => {
      const request = post("anthropic", streamBody);
      return { ref: new WeakRef(request), response: await logged(request) };
    };
    const { ref, response } = await answer();
    expect(await garbageCollected(ref)).toBe(true);
    await response.body?.cancel();
    expect(entries()).toMatchObject([{ route: "/api/anthropic/v1/messages", outcome: "aborted" }]);
  });
});
