import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { minimalBody, post, TEST_KEY, testHandler } from "./test-support/harness";
import { startFakeUpstream, type FakeUpstream } from "./test-support/fake-upstream";

let up: FakeUpstream;
beforeAll(async () => void (up = await startFakeUpstream()));
afterAll(() => up.close());
beforeEach(() => up.reset());

const vars = () => ({ EVOLINK_BASE_URL: up.url, EVOLINK_FALLBACK_BASE_URL: "" });
const okJson = '{"id":"msg_1","type":"message"}';

describe("what upstream receives", () => {
  it("gets the server key and the original bytes, unknown fields, spacing and escapes included", async () => {
    const raw = `{ "model" : "kimi-k3",  "max_tokens": 64,\n "messages": [{"role":"user","content":"h\\u00e9 \u{1F319}"}],\n "x_unknown_field": {"keep": [1, 2.50, true]}, "metadata": {"user_id": "u"} }`;
    up.enqueue({ kind: "json", status: 200, body: okJson });
    const response = await testHandler("anthropic", vars())(post("anthropic", raw));
    expect(response.status).toBe(200);
    expect(up.requests).toHaveLength(1);
    const seen = up.requests[0];
    expect(seen.method).toBe("POST");
    expect(seen.path).toBe("/v1/messages");
    expect(seen.headers.authorization).toBe(`Bearer ${TEST_KEY}`);
    expect(seen.headers["content-type"]).toBe("application/json");
    expect(seen.body.equals(Buffer.from(raw))).toBe(true);
  });

  it("passes protocol headers through but never the client's credentials or cookies", async () => {
    up.enqueue({ kind: "json", status: 200, body: okJson });
    const request = post("anthropic", JSON.stringify(minimalBody("anthropic")), {
      headers: {
        "anthropic-version": "2023-06-01",
        "anthropic-beta": "some-beta-2025",
        authorization: "Bearer client-token",
        "x-api-key": "client-key",
        cookie: "moonlit_access=abc; other=1",
      },
    });
    await testHandler("anthropic", vars())(request);
    const headers = up.requests[0].headers;
    expect(headers["anthropic-version"]).toBe("2023-06-01");
    expect(headers["anthropic-beta"]).toBe("some-beta-2025");
    expect(headers.authorization).toBe(`Bearer ${TEST_KEY}`);
    expect(headers["x-api-key"]).toBeUndefined();
    expect(headers.cookie).toBeUndefined();
  });

  it("sends OpenAI requests to /v1/chat/completions with the query string kept", async () => {
    up.enqueue({ kind: "json", status: 200, body: "{}" });
    const raw = JSON.stringify(minimalBody("openai", { stream_options: { include_usage: true }, zzz: null }));
    const request = new Request("http://localhost:3000/api/openai/v1/chat/completions?trace=1", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: raw,
    });
    await testHandler("openai", vars())(request);
    expect(up.requests[0].path).toBe("/v1/chat/completions?trace=1");
    expect(up.requests[0].body.toString()).toBe(raw);
  });
});

describe("validation, answered without calling upstream", () => {
  it("refuses malformed JSON in each protocol's error shape", async () => {
    const anthropic = await testHandler("anthropic", vars())(post("anthropic", '{"model": "kimi-k3",'));
    expect(anthropic.status).toBe(400);
    expect(await anthropic.json()).toEqual({
      type: "error",
      error: { type: "invalid_request_error", message: expect.stringContaining("JSON"), moonlit_kind: "invalid_json" },
    });
    const openai = await testHandler("openai", vars())(post("openai", "not json"));
    expect(openai.status).toBe(400);
    expect(await openai.json()).toEqual({
      error: { message: expect.stringContaining("JSON"), type: "invalid_request_error", param: null, code: null, moonlit_kind: "invalid_json" },
    });
    expect(up.requests).toHaveLength(0);
  });

  it("refuses a body over MAX_REQUEST_BYTES with 413 in protocol shape", async () => {
    const big = JSON.stringify(minimalBody("anthropic", { padding: "x".repeat(2000) }));
    const response = await testHandler("anthropic", { ...vars(), MAX_REQUEST_BYTES: "1000" })(post("anthropic", big));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ type: "error", error: { type: "request_too_large" } });
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(new Uint8Array(400).fill(32));
        controller.close();
      },
    });
    const chunked = await testHandler("openai", { ...vars(), MAX_REQUEST_BYTES: "1000" })(
      post("openai", streamed as unknown as Uint8Array, { duplex: "half" } as RequestInit),
    );
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toMatchObject({ error: { type: "invalid_request_error", param: null } });
    expect(up.requests).toHaveLength(0);
  });

  const anthropicCases: Array<[string, Record<string, unknown>, string]> = [
    ["a model not offered on this route", { model: "gpt-4o" }, "model"],
    ["missing messages", { messages: undefined }, "messages"],
    ["empty messages", { messages: [] }, "messages"],
    ["max_tokens 0", { max_tokens: 0 }, "max_tokens"],
    ["max_tokens over 1048576", { max_tokens: 1_048_577 }, "max_tokens"],
    ["six stop sequences", { model: "kimi-k3.1-pro", stop_sequences: ["a", "b", "c", "d", "e", "f"] }, "stop_sequences"],
    ["a stop sequence over 32 bytes", { model: "kimi-k3.1-pro", stop_sequences: ["x".repeat(33)] }, "stop_sequences"],
    ["a bad effort", { model: "kimi-k3.1-pro", output_config: { effort: "extreme" } }, "output_config.effort"],
    ["a bad cache TTL", { model: "kimi-k3.1-pro", cache_control: { type: "ephemeral", ttl: "2h" } }, "cache_control.ttl"],
  ];

  it.each(anthropicCases)("Anthropic: %s → 400 naming the field", async (_name, patch, field) => {
    const response = await testHandler("anthropic", vars())(post("anthropic", JSON.stringify(minimalBody("anthropic", patch))));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toEqual({ type: "error", error: { type: "invalid_request_error", message: expect.any(String), moonlit_kind: "invalid_request" } });
    expect(body.error.message).toContain(field.split(".")[0]);
    expect(up.requests).toHaveLength(0);
  });

  const tools = Array.from({ length: 129 }, (_, i) => ({
    type: "function",
    function: { name: `tool_${i}`, parameters: { type: "object", properties: {} } },
  }));
  const openaiCases: Array<[string, Record<string, unknown>, string]> = [
    ["kimi-k3, which the OpenAI route does not offer", { model: "kimi-k3" }, "model"],
    ["empty messages", { messages: [] }, "messages"],
    ["max_completion_tokens 0", { max_completion_tokens: 0 }, "max_completion_tokens"],
    ["a bad reasoning_effort", { reasoning_effort: "turbo" }, "reasoning_effort"],
    ["a bad cache TTL", { prompt_cache_options: { mode: "implicit", ttl: "1d" } }, "prompt_cache_options.ttl"],
    ["129 tools", { tools }, "tools"],
  ];

  it.each(openaiCases)("OpenAI: %s → 400 with param and message naming the field", async (_name, patch, field) => {
    const response = await testHandler("openai", vars())(post("openai", JSON.stringify(minimalBody("openai", patch))));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toEqual({
      error: { message: expect.any(String), type: "invalid_request_error", param: expect.any(String), code: null, moonlit_kind: "invalid_request" },
    });
    expect(body.error.param.startsWith(field.split(".")[0])).toBe(true);
    expect(body.error.message).toContain(field.split(".")[0]);
    expect(up.requests).toHaveLength(0);
  });
});
