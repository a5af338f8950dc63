import { expect, test } from "@playwright/test";
import { DEMO_ACCESS_CODES, appUrl, demoUrl } from "../support/ports";
import { upstream } from "../support/upstream";

// Bodies past 64 KiB are checked on a worker thread (lib/server/gateway/request-check-pool.ts): in
// the built app that worker is Next's own bundle of request-check.worker.ts. A long conversation goes
// upstream byte for byte, a bad one is refused naming its field, and demo mode simulates its reply.

test.beforeEach(async () => {
  await upstream.reset();
});

function conversation(turns: number, last = { role: "user", content: "What did we settle on?" }) {
  const messages = Array.from({ length: turns }, (_, i) => ({ role: i % 2 ? "assistant" : "user", content: `turn ${i}` }));
  return { model: "kimi-k3", max_tokens: 256, messages: [...messages, last] };
}

test("a conversation of 20,000 turns goes upstream as sent, checked off the main thread", async ({ request }) => {
  await upstream.enqueue({ reply: { kind: "json", status: 200, body: { id: "msg_1", type: "message", role: "assistant", content: [] } } });
  const body = JSON.stringify(conversation(20_000));
  expect(body.length).toBeGreaterThan(64 * 1024);
  const response = await request.post(`${appUrl}/api/anthropic/v1/messages`, { headers: { "content-type": "application/json" }, data: body });
  expect(response.status()).toBe(200);
  const [sent] = await upstream.requests();
  expect(sent.body).toBe(body);
});

test("a long conversation with a bad turn is refused naming that turn", async ({ request }) => {
  const body = JSON.stringify(conversation(20_000, { role: "system", content: "x" }));
  const response = await request.post(`${appUrl}/api/anthropic/v1/messages`, { headers: { "content-type": "application/json" }, data: body });
  expect(response.status()).toBe(400);
  expect((await response.json()).error.message).toMatch(/^messages\.20000\.role: /);
  expect(await upstream.requests()).toEqual([]);
});

test("demo mode simulates the reply to a long conversation", async ({ request }) => {
  const body = JSON.stringify(conversation(20_000));
  const response = await request.post(`${demoUrl}/api/anthropic/v1/messages`, {
    headers: { "content-type": "application/json", authorization: `Bearer ${DEMO_ACCESS_CODES[0]}` },
    data: body,
  });
  expect(response.status()).toBe(200);
  const message = await response.json();
  expect(message).toMatchObject({ type: "message", role: "assistant", model: "kimi-k3" });
  expect(JSON.stringify(message.content)).toContain("Simulated reply");
});
