import { expect, test } from "@playwright/test";
import { ChatPage } from "../support/chat-page";
import { DEMO_ACCESS_CODES, demoUrl } from "../support/ports";

// With ACCESS_CODE set (the demo server), the whole UI sits behind the unlock page: the server
// answers a page with a redirect before sending any of it. The unlock page and its files, the
// status endpoint and shared links stay reachable without a code.

const pathOf = (location: string | undefined) => new URL(location ?? "", demoUrl).pathname;

test("pages answer a visitor without the cookie with a redirect to /unlock", async ({ request }) => {
  for (const path of ["/", "/c/0f8fad5b-d9cb-469f-a165-70867728950e", "/no-such-page"]) {
    const response = await request.get(`${demoUrl}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    expect(pathOf(response.headers().location), path).toBe("/unlock");
  }
});

test("the unlock page and its files, the status and shared links stay reachable without a code", async ({ request }) => {
  const unlock = await request.get(`${demoUrl}/unlock`, { maxRedirects: 0 });
  expect(unlock.status()).toBe(200);
  const scripts = [...(await unlock.text()).matchAll(/src="(\/_next\/static\/[^"]+\.js)"/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts.slice(0, 3)) expect((await request.get(`${demoUrl}${script}`)).status(), script).toBe(200);

  expect((await request.get(`${demoUrl}/api/status`)).status()).toBe(200);
  // No share exists here; what matters is that the gate lets the address through to its page.
  const shared = await request.get(`${demoUrl}/s/some-share-id`, { maxRedirects: 0 });
  expect(shared.status()).not.toBe(307);
});

test("after unlocking, the chat page opens and a message gets a reply", async ({ page }) => {
  await page.goto(`${demoUrl}/c/0f8fad5b-d9cb-469f-a165-70867728950e`);
  await expect(page).toHaveURL(`${demoUrl}/unlock`);
  await page.getByRole("textbox", { name: "Access code" }).fill(DEMO_ACCESS_CODES[1]);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page).toHaveURL(`${demoUrl}/`);

  const chat = new ChatPage(page);
  await expect(chat.composer).toBeEditable();
  await chat.ask("Tell me about tides.");
  await expect(chat.lastAssistant).not.toBeEmpty();
  const home = await page.request.get(`${demoUrl}/`, { maxRedirects: 0 });
  expect(home.status()).toBe(200);
});
