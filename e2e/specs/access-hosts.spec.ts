import { expect, test } from "@playwright/test";
import { rawRequest } from "../support/raw-http";
import { APP_PORT, appUrl } from "../support/ports";
import { upstream } from "../support/upstream";

// DNS rebinding: a page on a name someone else owns, pointed at this server, is same-origin with it.
// The app server here has no ACCESS_CODE and no ALLOWED_HOSTS, so by default it answers only
// loopback names and IP addresses (the e2e servers listen on 127.0.0.1).

const MESSAGE = JSON.stringify({ model: "kimi-k3", max_tokens: 16, messages: [{ role: "user", content: "hi" }] });

test("a page and the gateway reached under a rebound name are refused, and the key is not spent", async () => {
  await upstream.reset();
  const rebound = `rebound.example:${APP_PORT}`;
  const page = await rawRequest(`${appUrl}/`, { headers: { host: rebound } });
  expect(page.status).toBe(403);
  expect(page.text).toContain("ALLOWED_HOSTS");

  // What the rebound page's own fetch would send: same-origin, JSON.
  const headers = { host: rebound, "content-type": "application/json", "sec-fetch-site": "same-origin", origin: `http://${rebound}` };
  const gateway = await rawRequest(`${appUrl}/api/anthropic/v1/messages`, { method: "POST", headers, body: MESSAGE });
  expect(gateway.status).toBe(403);
  expect(JSON.parse(gateway.text)).toMatchObject({ type: "error", error: { type: "permission_error" } });
  expect(await upstream.requests()).toEqual([]);
});

test("loopback names and IP addresses are still answered", async () => {
  for (const host of [`127.0.0.1:${APP_PORT}`, `localhost:${APP_PORT}`]) {
    expect((await rawRequest(`${appUrl}/`, { headers: { host } })).status, host).toBe(200);
  }
});
