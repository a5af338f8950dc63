import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { loadFixture } from "@/lib/protocol/fixtures/load";
import { simulateAnthropic, simulateOpenAI } from "@/lib/server/simulator/simulate";
import { titleFromAnswer, titleRequest } from "@/lib/chat/engine/title-request";
import { startTestUpstream } from "./server";
import { post } from "./test-client";
import type { Chunking, TestUpstream } from "./types";

const REQUEST = { model: "kimi-k3.1-pro", max_tokens: 512, stream: true, messages: [{ role: "user", content: "Hi there" }] };
const fixtureBytes = (name: string) => Buffer.from(loadFixture(name).sse);

let upstream: TestUpstream;
const messages = () => `${upstream.url}/v1/messages`;
const completions = () => `${upstream.url}/v1/chat/completions`;

beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(() => upstream.close());
beforeEach(() => upstream.reset());

describe("replies", () => {
  it("simulates by default, per path", async () => {
    expect(upstream.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const anthropic = await post(messages(), REQUEST);
    expect(anthropic.status).toBe(200);
    expect(anthropic.headers.get("content-type")).toBe("text/event-stream");
    expect(anthropic.bytes.toString()).toBe(simulateAnthropic(REQUEST).chunks.join(""));
    const openaiRequest = { model: "kimi-k3.1-pro", messages: REQUEST.messages };
    const openai = await post(completions(), openaiRequest);
    expect(openai.headers.get("content-type")).toBe("application/json");
    expect(openai.bytes.toString()).toBe(simulateOpenAI(openaiRequest).chunks[0]);
  });

  it("serves a public fixture byte for byte", async () => {
    upstream.enqueue({ reply: { kind: "fixture", name: "p04_anthropic_web_search_citations" } });
    const got = await post(messages(), REQUEST);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("text/event-stream");
    expect(got.bytes.equals(fixtureBytes("p04_anthropic_web_search_citations"))).toBe(true);
  });

  it("serves an error fixture with its status", async () => {
    upstream.enqueue({ reply: { kind: "fixture", name: "o429_rate_limit" } });
    const got = await post(completions(), {});
    expect(got.status).toBe(429);
    expect(got.headers.get("content-type")).toBe("application/json");
    expect(JSON.parse(got.bytes.toString()).error.type).toBe("rate_limit_error");
  });

  it("rejects an unknown fixture at enqueue", () => {
    expect(() => upstream.enqueue({ reply: { kind: "fixture", name: "nope" } })).toThrow(/no fixture/);
  });

  it("serves raw sse, json and status replies", async () => {
    upstream.enqueue(
      { reply: { kind: "sse", body: "data: {\"a\":1}\n\ndata: [DONE]\n\n" } },
      { reply: { kind: "json", status: 401, body: { error: { message: "bad key" } }, headers: { "x-request-id": "r1" } } },
      { reply: { kind: "status", status: 502, body: "<html>bad gateway</html>", headers: { "content-type": "text/html" } } },
    );
    const sse = await post(completions(), {});
    expect(sse.bytes.toString()).toBe("data: {\"a\":1}\n\ndata: [DONE]\n\n");
    const json = await post(completions(), {});
    expect(json.status).toBe(401);
    expect(json.headers.get("x-request-id")).toBe("r1");
    expect(JSON.parse(json.bytes.toString())).toEqual({ error: { message: "bad key" } });
    const status = await post(completions(), {});
    expect([status.status, status.headers.get("content-type"), status.bytes.toString()]).toEqual([502, "text/html", "<html>bad gateway</html>"]);
  });

  it("streams a long reply, one event per write", async () => {
    upstream.enqueue({ reply: { kind: "long", protocol: "openai", events: 5000 } });
    const got = await post(completions(), {});
    const text = got.bytes.toString();
    expect(text.match(/^data: /gm)).toHaveLength(5000 + 3);
    expect(text.endsWith("data: [DONE]\n\n")).toBe(true);
  });

  it("destroys the socket before headers for reset", async () => {
    upstream.enqueue({ reply: { kind: "reset" } });
    await expect(post(messages(), REQUEST)).rejects.toThrow();
    expect(upstream.requests).toHaveLength(1);
  });

  it("hangs until the client aborts, and keeps serving", async () => {
    upstream.enqueue({ reply: { kind: "hang" } });
    const started = Date.now();
    await expect(post(messages(), REQUEST, { signal: AbortSignal.timeout(150) })).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect((await post(messages(), REQUEST)).status).toBe(200);
  });

  it("records whether each answer was written to its end or the client went away first", async () => {
    upstream.enqueue({ reply: { kind: "fixture", name: "p01_anthropic_plain_text" }, dripMs: 50 });
    expect((await post(messages(), REQUEST, { signal: AbortSignal.timeout(120) })).error).not.toBeNull();
    await post(messages(), REQUEST);
    await expect.poll(() => upstream.requests.map((request) => request.ended)).toEqual(["aborted", "complete"]);
  });
});

describe("chunking", () => {
  const modes: Chunking[] = ["whole", "event", "byte", { random: 42 }, { size: 7 }];
  for (const chunking of modes) {
    it(`delivers the fixture bytes with ${JSON.stringify(chunking)} chunking`, async () => {
      upstream.enqueue({ reply: { kind: "fixture", name: "p07_openai_reasoning_content" }, chunking });
      const got = await post(completions(), {});
      expect(got.error).toBeNull();
      expect(got.bytes.equals(fixtureBytes("p07_openai_reasoning_content"))).toBe(true);
    });
  }

  it("really splits the body with byte chunking", async () => {
    upstream.enqueue({ reply: { kind: "sse", body: "data: {\"x\":\"ü\"}\n\n" }, chunking: "byte", dripMs: 2 });
    const got = await post(completions(), {});
    expect(got.chunks).toBeGreaterThan(5);
  });
});

describe("faults", () => {
  it("sends a mid-stream error after N events and ends", async () => {
    const error = 'event: error\ndata: {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}\n\n';
    upstream.enqueue({ reply: { kind: "fixture", name: "p01_anthropic_plain_text" }, errorAfterEvents: { events: 3, error } });
    const got = await post(messages(), REQUEST);
    expect(got.error).toBeNull();
    const events = got.bytes.toString().split("\n\n").filter(Boolean);
    expect(events).toHaveLength(4);
    expect(got.bytes.toString().endsWith(error)).toBe(true);
    expect(got.bytes.toString()).not.toContain("message_stop");
  });

  it("cuts the connection after N events, after delivering them", async () => {
    upstream.enqueue({ reply: { kind: "fixture", name: "p01_anthropic_plain_text" }, cutAfterEvents: 4, chunking: "byte" });
    const got = await post(messages(), REQUEST);
    expect(got.status).toBe(200);
    expect(got.error).not.toBeNull();
    const expected = fixtureBytes("p01_anthropic_plain_text").toString().split(/(?<=\n\n)/).slice(0, 4).join("");
    expect(got.bytes.toString()).toBe(expected);
  });

  it("delays the headers", async () => {
    upstream.enqueue({ reply: { kind: "json", status: 200, body: {} }, headersDelayMs: 150 });
    const started = Date.now();
    await post(completions(), {});
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("drips writes slowly", async () => {
    upstream.enqueue({ reply: { kind: "sse", body: "data: 1\n\ndata: 2\n\ndata: 3\n\ndata: 4\n\n" }, dripMs: 60 });
    const started = Date.now();
    const got = await post(completions(), {});
    expect(Date.now() - started).toBeGreaterThanOrEqual(170);
    expect(got.chunks).toBeGreaterThanOrEqual(3);
  });

  it("stops writing when the client disconnects mid-stream", async () => {
    upstream.enqueue({ reply: { kind: "long", protocol: "anthropic", events: 1000 }, dripMs: 5 });
    const controller = new AbortController();
    const response = await fetch(messages(), { method: "POST", body: "{}", signal: controller.signal });
    const reader = response.body!.getReader();
    await reader.read();
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await post(messages(), REQUEST)).status).toBe(200);
  });
});

describe("scripts and the record", () => {
  it("records method, path, headers, raw and parsed body", async () => {
    await post(messages(), REQUEST);
    await post(completions(), "not json");
    const [first, second] = upstream.requests;
    expect(first).toMatchObject({ method: "POST", path: "/v1/messages", json: REQUEST, body: JSON.stringify(REQUEST) });
    expect(first.headers.authorization).toBe("Bearer test-key");
    expect(first.at).toBeGreaterThan(0);
    expect(second).toMatchObject({ path: "/v1/chat/completions", body: "not json", json: null });
  });

  it("answers `times` requests per script, matching by path, then simulates", async () => {
    upstream.enqueue(
      { path: "/v1/chat/completions", reply: { kind: "json", status: 500, body: { error: { message: "x" } } }, times: 2 },
      { reply: { kind: "json", status: 529, body: {} } },
    );
    expect((await post(messages(), REQUEST)).status).toBe(529);
    expect((await post(completions(), {})).status).toBe(500);
    expect((await post(completions(), {})).status).toBe(500);
    expect((await post(completions(), { model: "kimi-k3.1-pro", messages: [{ role: "user", content: "x" }] })).status).toBe(200);
  });

  it("404s unknown routes without consuming the queue", async () => {
    upstream.enqueue({ reply: { kind: "json", status: 503, body: {} } });
    expect((await post(`${upstream.url}/v1/models`, {})).status).toBe(404);
    expect((await post(messages(), REQUEST)).status).toBe(503);
  });

  it("is driven over HTTP by the control API", async () => {
    const control = (route: string, body?: unknown) =>
      fetch(`${upstream.url}/__control/${route}`, body === undefined ? {} : { method: "POST", body: JSON.stringify(body) });
    expect((await control("health")).status).toBe(200);
    expect(await (await control("enqueue", [{ reply: { kind: "json", status: 418, body: {} } }, { reply: { kind: "reset" } }])).json()).toEqual({ queued: 2 });
    expect((await control("enqueue", { reply: { kind: "fixture", name: "missing" } })).status).toBe(400);
    expect((await post(messages(), REQUEST)).status).toBe(418);
    const recorded = await (await control("requests")).json();
    expect(recorded).toHaveLength(1);
    expect(recorded[0].json).toEqual(REQUEST);
    await control("reset", {});
    expect(await (await control("requests")).json()).toEqual([]);
    expect((await post(messages(), REQUEST)).status).toBe(200);
  });
});

describe("title requests", () => {
  it("answers the app's title request apart: no scripted reply taken, not among the counted requests", async () => {
    upstream.enqueue({ reply: { kind: "fixture", name: "p01_anthropic_plain_text" } });
    const asked = titleRequest("Plan a **trip** to Skerrow\nwith boats", "Here is a plan");
    const first = await post(messages(), asked);
    expect(first.status).toBe(200);
    expect(titleFromAnswer(JSON.parse(first.bytes.toString()))).toBeNull();
    expect(upstream.requests).toHaveLength(0);

    const scripted = await post(messages(), REQUEST);
    expect(scripted.bytes.equals(fixtureBytes("p01_anthropic_plain_text"))).toBe(true);
    expect(upstream.requests).toHaveLength(1);

    const set = await fetch(`${upstream.url}/__control/title`, { method: "POST", body: JSON.stringify({ title: "Skerrow by boat" }) });
    expect(set.ok).toBe(true);
    expect(titleFromAnswer(JSON.parse((await post(messages(), asked)).bytes.toString()))).toBe("Skerrow by boat");
    const recorded = (await (await fetch(`${upstream.url}/__control/title-requests`)).json()) as unknown[];
    expect(recorded).toHaveLength(2);
  });
});
