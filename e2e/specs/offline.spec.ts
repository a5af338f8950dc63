// Offline: the service worker keeps the app's code and shell, so the chat and every stored
// conversation open with the network cut (the page and the worker alike); sending offline says so
// and keeps the draft; back online it sends, through a gateway the worker never answers.
import path from "node:path";
import type { Page } from "@playwright/test";
import { P01, P02, expectedText } from "../support/chat-fixtures";
import { expect, test, upstream } from "../support/chat-test";

// Every other spec blocks service workers (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

const PROMPT = "Tell me about the lantern festival";
const DRAFT = "And what colours are the lanterns?";
const OFFLINE = "You’re offline. Your message is still here: send it once you’re back online.";

/** Waits until the worker controls the page: installed (every precached file fetched) and active. */
async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 45_000 });
}

test("the app and a stored conversation open offline; sending offline keeps the draft", async ({ chat, page, context }) => {
  test.setTimeout(120_000);
  await upstream.enqueue({ reply: { kind: "fixture", name: P01 } });
  await chat.goto();
  await chat.ask(PROMPT);
  const id = await chat.conversationId();
  await expect(page).toHaveTitle(PROMPT);
  await waitForWorker(page);
  const hydrationErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
  });

  await context.setOffline(true);
  // The worker is cut off too, so what follows comes from its caches, not the server.
  const [worker] = context.serviceWorkers();
  expect(await worker.evaluate(() => fetch("/api/status").then(() => "reached", () => "offline"))).toBe("offline");

  // A reload of the conversation's address (a page the server rendered only as "/"): the shell,
  // then the conversation from IndexedDB, named in the tab and listed in the sidebar.
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(chat.assistantMessages).toHaveCount(1);
  await expect(chat.lastAssistant).toContainText(expectedText(P01));
  await expect(page).toHaveTitle(PROMPT);
  await expect(chat.conversationLink(PROMPT)).toBeVisible();
  // The shell was rendered for "/", yet it hydrates cleanly at /c/[id].
  expect(hydrationErrors).toEqual([]);

  // A new chat opens offline too, and the conversation again by its link.
  await page.goto("/");
  await expect(chat.composer).toBeEditable();
  await expect(page).toHaveTitle("Moonlit");
  await chat.conversationLink(PROMPT).click();
  await expect(page).toHaveURL(new RegExp(`/c/${id}$`));
  await expect(chat.lastAssistant).toContainText(expectedText(P01));
  // Code loaded on demand comes from the precache: the settings sheet opens.
  await chat.openSettings();
  await chat.closeSettings();

  // Sending offline: said in words, nothing sent, the draft stays in the box. The page knows it is
  // offline from navigator.onLine, which the browser's network emulation must reach in the page the
  // worker served: checked first, so a browser where it does not fails here, saying so.
  await expect.poll(() => page.evaluate(() => navigator.onLine), { message: "the reloaded page reports navigator.onLine false" }).toBe(false);
  await chat.send(DRAFT);
  await expect(page.getByRole("status").getByText(OFFLINE)).toBeVisible();
  await page.screenshot({ path: path.join("test-results", "screenshots", "offline-send.png") });
  await expect(chat.composer).toHaveValue(DRAFT);
  await expect(chat.userMessages).toHaveCount(1);

  // Back online the same draft goes, and the gateway's stream is the server's, not the worker's.
  await context.setOffline(false);
  await upstream.enqueue({ reply: { kind: "fixture", name: P02 } });
  const gateway = page.waitForResponse((response) => response.url().includes("/api/anthropic/v1/messages"));
  await chat.sendButton.click();
  expect((await gateway).fromServiceWorker()).toBe(false);
  await expect(chat.userMessages).toHaveCount(2);
  await expect(chat.lastUser).toContainText(DRAFT);
  await chat.waitForReplyDone();
  await expect(chat.lastAssistant).toContainText("The clock holds 45 copper gears");
  expect((await upstream.requests()).filter((request) => request.path === "/v1/messages")).toHaveLength(2);
});

test("a new version announces itself and reloads on request", async ({ chat, page }) => {
  test.setTimeout(120_000);
  await chat.goto();
  await waitForWorker(page);

  // A deployment with a changed worker, as the browser sees it: the registration's script changes
  // (the same file under another address, which the browser also installs as a new version).
  await page.evaluate(async () => {
    (window as unknown as { before: boolean }).before = true;
    await navigator.serviceWorker.register("/serwist/sw.js?next", { scope: "/", updateViaCache: "none" });
  });

  const notice = page.getByRole("status").getByText("A new version is available");
  await expect(notice).toBeVisible({ timeout: 30_000 });
  // It waits for the person: no reload until asked.
  expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBe(true);

  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Reload", exact: true }).click();
  await reloaded;
  await expect(chat.composer).toBeEditable();
  expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBeUndefined();
  // The new version is the one in charge. (The app then registers its usual address again, which
  // the browser takes for yet another version: that one is this test's doing, not checked here.)
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/serwist\/sw\.js\?next$/);
});
