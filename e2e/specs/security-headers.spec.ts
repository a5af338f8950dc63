// What every page goes out with: a CSP that lets the app run and nothing else, no framing, no
// sniffing, no referrer. Violations are collected in the page: using the app must cause none.
import { P02 } from "../support/chat-fixtures";
import { appUrl } from "../support/ports";
import { expect, test, upstream } from "../support/chat-test";

test("pages carry the security headers, with a fresh nonce each time", async ({ request }) => {
  const first = await request.get(`${appUrl}/`);
  const second = await request.get(`${appUrl}/`);
  const policy = first.headers()["content-security-policy"];
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic' 'unsafe-eval' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("connect-src 'self'");
  expect(policy).toContain("object-src 'none'");
  // No inline script runs unless it carries the nonce or a known hash.
  expect(/script-src [^;]*/.exec(policy)?.[0]).not.toContain("'unsafe-inline'");
  const nonce = (value: string) => /'nonce-([^']+)'/.exec(value)?.[1];
  expect(nonce(second.headers()["content-security-policy"])).not.toBe(nonce(policy));
  expect(first.headers()).toMatchObject({ "x-content-type-options": "nosniff", "referrer-policy": "no-referrer" });
  // Served over plain http here, so no HSTS.
  expect(first.headers()["strict-transport-security"]).toBeUndefined();
  const html = await first.text();
  expect(html).toContain(`nonce="${nonce(policy)}"`);
});

test("a conversation with thinking, and settings, run without a single CSP violation", async ({ chat, page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await upstream.enqueue({ reply: { kind: "fixture", name: P02 } });
  await chat.goto();
  await chat.ask("Think about the harbour, then answer.");
  await page.getByRole("button", { name: "Settings" }).click();
  await expect(page.getByRole("dialog", { name: "Settings" })).toBeVisible();
  await page.keyboard.press("Escape");
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
});
