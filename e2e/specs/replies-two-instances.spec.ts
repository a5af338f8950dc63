// A deployment of several instances (issue 20): two standalone servers share a real redis-server
// (REDIS_URL) behind a balancer. A reply relayed by one is picked up through the other after a
// reload, Stop asked of the other aborts upstream, and wrong access codes count once for both.
import path from "node:path";
import Redis from "ioredis";
import { startRedisServer, type RedisServer } from "../../lib/server/test-support/redis-server";
import { P01, expectedMessage, expectedText } from "../support/chat-fixtures";
import { expect, test, upstream } from "../support/chat-test";
import { BALANCER_PORT, DEMO_ACCESS_CODES, INSTANCE_PORTS, upstreamUrl } from "../support/ports";
import { prepareStandalone, startStandalone, type StandaloneServer } from "../support/standalone-server";
import { endedReply, upstreamEnds } from "../support/stored-replies";
import { startSwitchingProxy, type SwitchingProxy } from "../support/switching-proxy";

const ACCESS_CODE = DEMO_ACCESS_CODES[0];
const PROMPT = "Tell me about the lantern festival";
// Far enough into P01 (46 events, dripped 200 ms apart, about 9 s) that a batch has been saved.
const MID_REPLY = "across the bay";
const instanceUrls = INSTANCE_PORTS.map((port) => `http://127.0.0.1:${port}`);

let redis: RedisServer | undefined;
let admin: Redis | undefined;
let servers: StandaloneServer[] = [];
let balancer: SwitchingProxy | undefined;

test.use({ baseURL: `http://127.0.0.1:${BALANCER_PORT}` });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  redis = await startRedisServer();
  admin = new Redis(redis.url);
  const entry = prepareStandalone(process.cwd(), process.env.NEXT_DIST_DIR || ".next");
  const env = {
    EVOLINK_API_KEY: "test-key-two-instances",
    EVOLINK_BASE_URL: upstreamUrl,
    EVOLINK_FALLBACK_BASE_URL: "",
    ACCESS_CODE,
    REDIS_URL: redis.url,
    SHARE_STORE_DIR: path.join(process.cwd(), "test-results", "two-instances-shares"),
  };
  servers = await Promise.all(INSTANCE_PORTS.map((port) => startStandalone(entry, port, env)));
  balancer = await startSwitchingProxy(BALANCER_PORT, instanceUrls);
});

test.afterAll(async () => {
  await balancer?.close();
  await Promise.all(servers.map((server) => server.stop()));
  admin?.disconnect();
  await redis?.stop();
});

test.beforeEach(async ({ chat, page }) => {
  // Each test starts with no wrong codes counted and nothing kept.
  await admin!.flushall();
  balancer!.use(0);
  await page.goto("/unlock");
  await page.getByRole("textbox", { name: "Access code" }).fill(ACCESS_CODE);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page).toHaveURL(/\/$/);
  await chat.goto();
});

/** Which instance answered the page's requests to pick its reply up (GET) or stop it (DELETE). */
const repliesRequests = (method: string) =>
  balancer!
    .requests()
    .filter((request) => request.method === method && request.path.startsWith("/api/replies/"))
    .map((request) => request.instance);

test("a reply relayed by one instance is picked up through the other after a reload, whole, from one request", async ({ chat, page }) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P01 }, dripMs: 200 });
  await chat.send(PROMPT);
  const id = await chat.conversationId();
  await expect(chat.lastAssistant).toContainText(MID_REPLY);

  // From now on the balancer sends everything to the second instance, which never saw the request.
  balancer!.use(1);
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/c/${id}$`));
  await chat.waitForReplyDone();
  await expect(chat.lastAssistant).toContainText(expectedText(P01));
  await expect(chat.lastAssistant.getByRole("button", { name: "Retry", exact: true })).toHaveCount(0);
  const reply = await endedReply(page);
  expect(reply).toMatchObject({ status: "complete", content: expectedMessage(P01).content });

  expect(repliesRequests("GET")).toEqual([1]);
  await expect.poll(upstreamEnds).toEqual(["complete"]);
  await page.screenshot({ path: test.info().outputPath("picked-up-on-the-other-instance.png") });
});

test("Stop asked of the other instance aborts upstream where the reply is relayed", async ({ chat }) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P01 }, dripMs: 200 });
  await chat.send(PROMPT);
  await expect(chat.lastAssistant).toContainText(MID_REPLY);

  balancer!.use(1);
  await chat.stopButton.click();
  await expect(chat.stopButton).toBeHidden();
  await expect(chat.lastAssistant).toContainText(MID_REPLY);
  expect(repliesRequests("DELETE")).toEqual([1]);
  await expect.poll(upstreamEnds).toEqual(["aborted"]);
});

test("wrong access codes count once for both instances", async ({ request }) => {
  // The limit is ten wrong codes per client in its window: five to each instance use it up.
  const attempt = (instance: number) =>
    request.post(`${instanceUrls[instance]}/api/anthropic/v1/messages`, {
      headers: { authorization: "Bearer not-the-code", "anthropic-version": "2023-06-01", "content-type": "application/json" },
      data: { model: "kimi-k3", max_tokens: 16, messages: [{ role: "user", content: "hi" }] },
    });
  for (let i = 0; i < 10; i++) expect((await attempt(i % 2)).status()).toBe(401);
  for (const instance of [0, 1]) {
    const limited = await attempt(instance);
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
  }
});
