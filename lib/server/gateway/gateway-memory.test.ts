import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BodyBudget } from "./body-budget";
import { minimalBody, post, testHandler } from "./test-support/harness";
import { startFakeUpstream, type FakeUpstream } from "./test-support/fake-upstream";

// What a burst of large or hostile bodies may cost the server: the bytes held at once are bounded
// (excess requests wait in line, then get 503 with retry-after), and a nesting bomb is refused
// before JSON.parse could stop the event loop on it.

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(() => upstream.close());
beforeEach(() => upstream.reset());

const MIB = 1024 * 1024;
const OK_BODY = '{"id":"msg","type":"message","role":"assistant","content":[]}';
const bigBody = () => JSON.stringify(minimalBody("anthropic", { system: "x".repeat(MIB - 200) }));

function handlerWith(budget: BodyBudget, waitMs: number) {
  const vars = { EVOLINK_BASE_URL: upstream.url, EVOLINK_FALLBACK_BASE_URL: "" };
  return testHandler("anthropic", vars, { bodyBudget: () => ({ budget, waitMs }) });
}

describe("request bodies held at once", () => {
  it("turns away what does not fit in time with 503 and retry-after, and sends upstream only what fit", async () => {
    const budget = new BodyBudget(3 * MIB);
    for (let i = 0; i < 6; i++) upstream.enqueue({ kind: "json", status: 200, body: OK_BODY, headersDelayMs: 400 });
    const handle = handlerWith(budget, 100);
    const responses = await Promise.all(Array.from({ length: 6 }, () => handle(post("anthropic", bigBody()))));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 503, 503, 503]);
    const busy = responses.find((response) => response.status === 503)!;
    expect(busy.headers.get("retry-after")).toBe("5");
    expect(await busy.json()).toMatchObject({ type: "error", error: { type: "overloaded_error" } });
    expect(upstream.requests).toHaveLength(3);
    expect(budget.inUse).toBe(0);
  });

  it("lets a waiting request through once bytes come back", async () => {
    const budget = new BodyBudget(2 * MIB);
    for (let i = 0; i < 3; i++) upstream.enqueue({ kind: "json", status: 200, body: OK_BODY, headersDelayMs: 100 });
    const handle = handlerWith(budget, 5_000);
    const body = bigBody();
    const responses = await Promise.all(
      Array.from({ length: 3 }, () => handle(post("anthropic", body, { headers: { "content-length": String(body.length) } }))),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(upstream.requests).toHaveLength(3);
    expect(budget.inUse).toBe(0);
  });

  it("gives the bytes back when the body is refused", async () => {
    const budget = new BodyBudget(2 * MIB);
    const handle = handlerWith(budget, 100);
    expect((await handle(post("anthropic", "{not json"))).status).toBe(400);
    expect((await handle(post("anthropic", JSON.stringify({ model: "kimi-k3" })))).status).toBe(400);
    expect(budget.inUse).toBe(0);
  });
});

describe("a nesting bomb", () => {
  it("is refused with 400 naming the nesting, and never reaches upstream", async () => {
    const depth = 200_000;
    const bomb = JSON.stringify(minimalBody("anthropic")).replace(/}$/, `,"metadata":${"[".repeat(depth)}${"]".repeat(depth)}}`);
    const handle = handlerWith(new BodyBudget(32 * MIB), 100);
    const response = await handle(post("anthropic", bomb));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { type: "invalid_request_error", message: expect.stringMatching(/nests/) } });
    expect(upstream.requests).toHaveLength(0);
  });

  it("leaves ordinary nesting alone", async () => {
    upstream.enqueue({ kind: "json", status: 200, body: OK_BODY });
    const nested = JSON.parse(`${'{"a":'.repeat(40)}1${"}".repeat(40)}`) as unknown;
    const handle = handlerWith(new BodyBudget(32 * MIB), 100);
    const response = await handle(post("anthropic", JSON.stringify(minimalBody("anthropic", { metadata: { deep: nested } }))));
    expect(response.status).toBe(200);
  });
});
