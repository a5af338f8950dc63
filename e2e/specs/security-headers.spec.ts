// What every page goes out with: a CSP that lets the app run and nothing else, no framing, no
// sniffing, no referrer. Violations are collected in the page: using the app must cause none.
import type { Page } from "@playwright/test";
import { P02 } from "../support/chat-fixtures";
import { appUrl } from "../support/ports";
import { expect, test, upstream } from "../support/chat-test";
import { anthropicTextReply } from "../support/scripted-replies";

/** From the first script on, every CSP violation in the page is kept; returns a reader of them. */
async function collectViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test("pages carry the security headers, with a fresh nonce each time", async ({ request }) => {
  const first = await request.get(`${appUrl}/`);
  const second = await request.get(`${appUrl}/`);
  const policy = first.headers()["content-security-policy"];
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("connect-src 'self'");
  expect(policy).toContain("object-src 'none'");
  // No inline script runs unless it carries the nonce or a known hash.
  expect(/script-src [^;]*/.exec(policy)?.[0]).not.toContain("'unsafe-inline'");
  // Nor any string as code: the JSON Schema checks (ajv compiles schemas to code) run in a worker.
  expect(policy).not.toContain("'unsafe-eval'");
  const nonce = (value: string) => /'nonce-([^']+)'/.exec(value)?.[1];
  expect(nonce(second.headers()["content-security-policy"])).not.toBe(nonce(policy));
  expect(first.headers()).toMatchObject({ "x-content-type-options": "nosniff", "referrer-policy": "no-referrer" });
  // Served over plain http here, so no HSTS.
  expect(first.headers()["strict-transport-security"]).toBeUndefined();
  const html = await first.text();
  expect(html).toContain(`nonce="${nonce(policy)}"`);
});

test("a conversation with thinking, and settings, run without a single CSP violation", async ({ chat, page }) => {
  const violations = await collectViolations(page);
  await upstream.enqueue({ reply: { kind: "fixture", name: P02 } });
  await chat.goto();
  await chat.ask("Think about the harbour, then answer.");
  await page.getByRole("button", { name: "Settings" }).click();
  await expect(page.getByRole("dialog", { name: "Settings" })).toBeVisible();
  await page.keyboard.press("Escape");
  expect(await violations()).toEqual([]);
});

test("a structured reply that breaks its schema, and a tool with a bad schema, are checked without a CSP violation", async ({ chat, page }) => {
  const violations = await collectViolations(page);
  await upstream.enqueue({ reply: { kind: "sse", body: anthropicTextReply('{"name":7}') } });
  await chat.goto();
  const settings = await chat.openSettings();
  await chat.combobox("Output format").selectOption({ label: "JSON Schema" });
  const box = settings.getByRole("textbox", { name: "JSON Schema", exact: true });
  await box.fill(JSON.stringify({ type: "object", properties: { name: { type: "string" } }, required: ["name"] }));
  await expect(settings.getByRole("group", { name: "Field name" })).toBeVisible();
  await box.blur();
  await chat.closeSettings();
  await chat.ask("A name, as JSON.");
  const schemaErrors = chat.lastAssistant.getByRole("list", { name: "Schema errors", exact: true });
  await expect(schemaErrors).toBeVisible();
  expect(await violations()).toEqual([]);
  await expect(schemaErrors.getByRole("listitem")).toHaveText(["/name must be string"]);

  const dialog = await chat.openSettings();
  await dialog.getByRole("button", { name: "Add tool", exact: true }).click();
  await dialog.getByRole("textbox", { name: "Tool name", exact: true }).fill("tide_table");
  await dialog.getByRole("textbox", { name: "Input schema", exact: true }).fill('{"type":"object","required":"date"}');
  await dialog.getByRole("button", { name: "Save tool", exact: true }).click();
  const inputErrors = dialog.getByRole("list", { name: "Input schema errors", exact: true });
  await expect(inputErrors).toBeVisible();
  expect(await violations()).toEqual([]);
  await expect(inputErrors.getByRole("listitem")).toHaveText(["/required must be array (#/definitions/stringArray/type)"]);
  // Refused: the editor stays open and nothing was added.
  await expect(dialog.getByRole("button", { name: "Save tool", exact: true })).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: "tide_table", exact: true })).toHaveCount(0);
  expect(await violations()).toEqual([]);
});
