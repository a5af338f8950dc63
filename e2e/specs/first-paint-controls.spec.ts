// A person who clicks in the first second: the page is drawn from the server's HTML before its
// scripts have run, and a control that looks ready but has no handler yet swallows the click. Every
// control in that first paint either works or is visibly not ready (disabled) until the page has
// come alive; the message box alone takes input from the first paint (its text is kept).
import type { Page } from "@playwright/test";
import { expect, test } from "../support/chat-test";

const SCRIPT_DELAY_MS = 2_500;

/** Holds back every script of the app, as a slow connection does, until `release` is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.*\.js(\?.*)?$/, async (route) => {
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS * 4))]);
    await route.continue();
  });
  return release;
}

/** The controls a person can reach in the page as it stands, and whether each takes input. */
async function controls(page: Page): Promise<Array<{ name: string; disabled: boolean }>> {
  return page.locator("button, select, input, textarea").evaluateAll((elements) =>
    elements
      .filter((element) => (element as HTMLElement).offsetParent !== null || element.getAttribute("type") === "file")
      .map((element) => ({
        name: element.getAttribute("aria-label") ?? element.textContent?.trim() ?? element.tagName,
        disabled: (element as HTMLButtonElement).disabled,
      })),
  );
}

test("before the scripts run, every control but the message box is visibly not ready; Settings then opens on the first click", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  await expect(page.getByRole("button", { name: "Settings", exact: true })).toBeVisible();

  const early = await controls(page);
  expect(early.map((control) => control.name)).toEqual(expect.arrayContaining(["Settings", "New chat", "Model", "Attach files", "Message"]));
  const ready = early.filter((control) => !control.disabled).map((control) => control.name);
  expect(ready).toEqual(["Message"]);
  await page.screenshot({ path: "/tmp/moonlit-first-paint.png" });

  // The person clicks as soon as the button is usable; the click is not lost.
  release();
  await page.getByRole("button", { name: "Settings", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Settings" })).toBeVisible();
});

test("a click on Settings while the scripts are still on their way is not swallowed by a button that only looked ready", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  const settings = page.getByRole("button", { name: "Settings", exact: true });
  await expect(settings).toBeVisible();
  // Playwright's click waits for the button to be enabled: on a button that looks ready but has no
  // handler yet it would click at once and nothing would open.
  const clicked = settings.click();
  await page.waitForTimeout(300);
  release();
  await clicked;
  await expect(page.getByRole("dialog", { name: "Settings" })).toBeVisible();
});

test("text typed into the message box before the scripts run is still there once they have, and Enter then sends it", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  const box = page.getByRole("textbox", { name: "Message", exact: true });
  await box.fill("Tell me about tides.");
  // Enter before the page has come alive can only make a new line: nothing is there to send it.
  await box.press("Enter");
  release();
  // The page comes alive (its first control that waits for it is enabled) with the text kept.
  await expect(page.getByRole("button", { name: "New chat", exact: true })).toBeEnabled();
  await expect(box).toHaveValue(/^Tell me about tides\.\s*$/);
  await box.press("Enter");
  await expect(page.getByRole("article", { name: "User message", exact: true })).toContainText("Tell me about tides.");
});
