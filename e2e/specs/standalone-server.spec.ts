// The Docker image's server without Docker: `node .next/standalone/server.js` with the static files
// copied beside it (Dockerfile), chatting through the test upstream like `next start` does.
import path from "node:path";
import { P01, expectedText } from "../support/chat-fixtures";
import { expect, test, upstream, upstreamBodies } from "../support/chat-test";
import { STANDALONE_PORT, upstreamUrl } from "../support/ports";
import { prepareStandalone, startStandalone, type StandaloneServer } from "../support/standalone-server";

const standaloneUrl = `http://127.0.0.1:${STANDALONE_PORT}`;
let server: StandaloneServer | undefined;

test.use({ baseURL: standaloneUrl });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const entry = prepareStandalone(process.cwd(), process.env.NEXT_DIST_DIR || ".next");
  server = await startStandalone(entry, STANDALONE_PORT, {
    EVOLINK_API_KEY: "test-key-standalone",
    EVOLINK_BASE_URL: upstreamUrl,
    EVOLINK_FALLBACK_BASE_URL: "",
    SHARE_STORE_DIR: path.join(process.cwd(), "test-results", "standalone-shares"),
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test("the standalone server serves the app and relays a chat", async ({ chat, page }) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P01 } });
  await chat.goto();
  // Its scripts and styles come from the copied static files: the page is interactive.
  await chat.send("Hello from the container");
  await chat.waitForReplyDone();
  await expect(chat.lastAssistant).toContainText(expectedText(P01));

  const [body] = await upstreamBodies("/v1/messages");
  expect(body.messages).toEqual([{ role: "user", content: "Hello from the container" }]);
  const requests = await upstream.requests();
  expect(requests[0]?.headers["x-api-key"] ?? requests[0]?.headers.authorization).toContain("test-key-standalone");

  // pino works from the standalone tree: the chat's request is one JSON line, without the key.
  await expect.poll(() => server?.output() ?? "").toContain('"msg":"gateway request"');
  const line = server!.output().split("\n").find((text) => text.includes('"msg":"gateway request"'))!;
  expect(JSON.parse(line)).toMatchObject({ route: "/api/anthropic/v1/messages", status: 200, upstream: "primary" });
  expect(server!.output()).not.toContain("test-key-standalone");

  // proxy.ts runs there too: pages carry the CSP.
  const response = await page.request.get("/");
  expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
});

test("the standalone server checks a long conversation on its worker thread and relays it as sent", async ({ request }) => {
  await upstream.reset();
  await upstream.enqueue({ reply: { kind: "json", status: 200, body: { id: "msg_1", type: "message", role: "assistant", content: [] } } });
  // Past 64 KiB the body is checked by the bundled request-check worker (lib/server/gateway/request-check-pool.ts).
  const messages = Array.from({ length: 20_001 }, (_, i) => ({ role: i % 2 ? "assistant" : "user", content: `turn ${i}` }));
  const body = JSON.stringify({ model: "kimi-k3", max_tokens: 64, messages });
  const response = await request.post("/api/anthropic/v1/messages", { headers: { "content-type": "application/json" }, data: body });
  expect(response.status()).toBe(200);
  const [sent] = await upstream.requests();
  expect(sent.body).toBe(body);
});
