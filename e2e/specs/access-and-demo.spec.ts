import Anthropic from "@anthropic-ai/sdk";
import { expect, test } from "@playwright/test";
import { DEMO_ACCESS_CODES, demoUrl } from "../support/ports";

// The demo server has no API key (simulated replies) and asks for an access code.

test("the gateway refuses a request without a code, in the protocol's own error shape", async ({ request }) => {
  const response = await request.post(`${demoUrl}/api/anthropic/v1/messages`, {
    data: { model: "kimi-k3", max_tokens: 16, messages: [{ role: "user", content: "hi" }] },
  });
  expect(response.status()).toBe(401);
  const body = await response.json();
  expect(body.type).toBe("error");
  expect(body.error.type).toBe("authentication_error");
});

test("with a code as bearer token the Anthropic SDK gets a simulated stream", async () => {
  const client = new Anthropic({ authToken: DEMO_ACCESS_CODES[1], apiKey: null, baseURL: `${demoUrl}/api/anthropic` });
  const message = await client.messages
    .stream({ model: "kimi-k3.1-pro", max_tokens: 2048, messages: [{ role: "user", content: "Tell me about tides." }] })
    .finalMessage();
  expect(message.content[0].type).toBe("thinking");
  expect(message.content.some((block) => block.type === "text")).toBe(true);
});

test("a person unlocks with the access code and sees that replies are simulated", async ({ page }) => {
  await page.goto(`${demoUrl}/`);
  await expect(page).toHaveURL(`${demoUrl}/unlock`);
  await page.getByRole("textbox", { name: "Access code" }).fill("wrong-code");
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "access code" })).toBeVisible();

  await page.getByRole("textbox", { name: "Access code" }).fill(DEMO_ACCESS_CODES[0]);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page).toHaveURL(`${demoUrl}/`);
  await expect(page.getByText(/Demo mode: replies are simulated/)).toBeVisible();
  await expect(page.getByText(/EVOLINK_API_KEY/)).toBeVisible();

  const status = await page.request.get(`${demoUrl}/api/status`);
  expect(await status.json()).toEqual({ demo: true, accessRequired: false, userKeys: false });
});
