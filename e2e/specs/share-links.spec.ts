// Share links as people use them: the owner shares a conversation with thinking, a web search, a
// tool call and an image; the server's record holds none of it readably; a visitor with only the
// link (a fresh browser) reads it with the chat's renderers and continues it in their own Moonlit;
// the owner revokes it. Expired, wrong-key, missing-key and unknown links each get their page.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { P01, P02, P03, P04, expectedMessage, expectedText } from "../support/chat-fixtures";
import { ChatPage } from "../support/chat-page";
import { makePng } from "../support/image-bytes";
import { DEMO_ACCESS_CODES, SHARE_STORE_DIR, demoUrl } from "../support/ports";
import { expect, test, upstream, upstreamBodies } from "../support/chat-test";

const SHOTS = path.join("test-results", "screenshots");
const IMAGE = { name: "orrin-clock.png", mimeType: "image/png", buffer: makePng(96, 64) };
const PROMPTS = ["How many gears does the Orrin clock have?", "When does the Tessaly Botanical Archive open?", "Book me a slot in North Dome 7"];
const LINK = /^http:\/\/127\.0\.0\.1:\d+\/s\/[A-Za-z0-9_-]{22}#[A-Za-z0-9_-]{43}$/;

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

const shareDialog = (page: Page) => page.getByRole("dialog", { name: "Share link", exact: true });

/** Opens Share, picks the expiry, creates the link and returns it. */
async function createLink(page: Page, expires = "7 days"): Promise<string> {
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = shareDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("combobox", { name: "Expires", exact: true }).selectOption({ label: expires });
  await dialog.getByRole("button", { name: "Create link", exact: true }).click();
  const box = dialog.getByRole("textbox", { name: "Share link", exact: true });
  await expect(box).toHaveValue(LINK);
  return box.inputValue();
}

/** Every file under the share store, with its text. */
async function storedFiles(dir = SHARE_STORE_DIR): Promise<{ file: string; text: string }[]> {
  const names = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = names.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  return Promise.all(files.map(async (file) => ({ file, text: await readFile(file, "utf8") })));
}

/** A browser that has never seen Moonlit: only the link. */
async function visitor(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: "en-US", ...options });
  return { context, page: await context.newPage() };
}

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true });

async function expectCollapsedThinking(message: Locator): Promise<void> {
  const thinking = message.getByRole("button", { name: /^Thinking/ });
  await expect(thinking).toHaveAttribute("aria-expanded", "false");
}

test("a shared conversation opens from the link alone, read-only, continues in the visitor's Moonlit, and is revoked", async ({ chat, page, browser }) => {
  test.setTimeout(150_000);
  await upstream.enqueue({ reply: { kind: "fixture", name: P02 } }, { reply: { kind: "fixture", name: P04 } }, { reply: { kind: "fixture", name: P03 } });
  await chat.goto();
  await page.getByLabel("Attach files", { exact: true }).setInputFiles([IMAGE]);
  await expect(page.getByRole("button", { name: `Remove ${IMAGE.name}`, exact: true })).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 20_000 });
  for (const prompt of PROMPTS) await chat.ask(prompt);
  await expect(chat.lastAssistant.getByRole("group", { name: "Tool call: book_greenhouse_slot" })).toBeVisible();
  const title = PROMPTS[0];

  // The dialog says what goes out, with both switches on and a week's expiry by default.
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = shareDialog(page);
  await expect(dialog).toContainText(`“${title}”, shown branch: 6 messages`);
  await expect(dialog.getByRole("checkbox", { name: "Include images" })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "Include thinking" })).toBeChecked();
  await expect(dialog.getByRole("combobox", { name: "Expires" })).toHaveValue("7d");
  await expect(dialog.getByRole("combobox", { name: "Expires" }).getByRole("option")).toHaveText(["1 day", "7 days", "30 days", "Never"]);
  await dialog.getByRole("button", { name: "Create link", exact: true }).click();
  const box = dialog.getByRole("textbox", { name: "Share link", exact: true });
  await expect(box).toHaveValue(LINK);
  const url = await box.inputValue();
  await expect(dialog).toContainText(/Expires /);
  await dialog.getByRole("button", { name: "Copy link", exact: true }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(SHOTS, "share-dialog-light.png") });
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.screenshot({ path: path.join(SHOTS, "share-dialog-dark.png") });
  await page.emulateMedia({ colorScheme: "light" });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // Focus goes back to the button that opened the dialog.
  await expect(page.getByRole("button", { name: "Share", exact: true })).toBeFocused();

  // The server holds ciphertext only: none of the conversation's words, nor the key.
  const id = new URL(url).pathname.split("/")[2];
  const key = new URL(url).hash.slice(1);
  const files = await storedFiles();
  expect(files.some(({ file, text }) => file.includes(id) || text.includes(id))).toBe(true);
  const secrets = [
    ...PROMPTS,
    "Tessaly",
    "North Dome",
    "greenhouse",
    IMAGE.name,
    IMAGE.buffer.toString("base64").slice(0, 40),
    expectedText(P02).slice(0, 30),
    String(expectedMessage(P02).content[0].thinking).slice(0, 30),
    key,
  ];
  for (const { text } of files) for (const secret of secrets) expect(text).not.toContain(secret);

  // A fresh browser with the link alone sees the conversation, read-only.
  const guest = await visitor(browser, { permissions: [] });
  const other = new ChatPage(guest.page);
  await guest.page.goto(url);
  await expect(heading(guest.page, title)).toBeVisible();
  await expect(guest.page).toHaveTitle(title);
  await expect(guest.page.getByText(/Read-only shared copy · Expires /)).toBeVisible();
  await expect(other.userMessages).toHaveCount(3);
  await expect(other.assistantMessages).toHaveCount(3);
  for (const [i, prompt] of PROMPTS.entries()) await expect(other.userMessages.nth(i)).toContainText(prompt);
  for (let i = 0; i < 3; i++) await expectCollapsedThinking(other.assistantMessages.nth(i));
  const image = other.userMessages.first().getByRole("img", { name: IMAGE.name });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
  await expect(other.assistantMessages.first()).toContainText("45");
  const search = other.assistantMessages.nth(1).getByRole("group", { name: "Web search", exact: true });
  await expect(search).toContainText("Tessaly Botanical Archive opening date entry fee");
  await expect(search.getByRole("link").first()).toHaveAttribute("href", /^https?:\/\//);
  await expect(other.assistantMessages.nth(1).getByRole("link", { name: /^\[\d+\] / }).first()).toBeVisible();
  const call = other.assistantMessages.nth(2).getByRole("group", { name: "Tool call: book_greenhouse_slot", exact: true });
  await expect(call).toContainText("North Dome 7");
  // Nothing to act with: no message box, no message actions, no tool result form.
  await expect(other.composer).toHaveCount(0);
  await expect(guest.page.getByRole("button", { name: /^(Edit|Delete|Regenerate|Send results)$/ })).toHaveCount(0);
  await expect(guest.page.getByRole("textbox", { name: "Tool result" })).toHaveCount(0);
  // Thinking opens on request.
  await other.thinkingButton(other.assistantMessages.first()).click();
  await expect(other.assistantMessages.first()).toContainText(String(expectedMessage(P02).content[0].thinking).slice(0, 20));
  await other.thinkingButton(other.assistantMessages.first()).click();

  await guest.page.screenshot({ path: path.join(SHOTS, "shared-page-light.png"), fullPage: true });
  await guest.page.emulateMedia({ colorScheme: "dark" });
  await expect(guest.page.locator("html")).toHaveClass(/dark/);
  await guest.page.screenshot({ path: path.join(SHOTS, "shared-page-dark.png"), fullPage: true });

  // Continue in Moonlit: a conversation of the visitor's own, that goes on.
  await guest.page.getByRole("button", { name: "Continue in Moonlit", exact: true }).click();
  await guest.page.getByRole("dialog", { name: "Continue in Moonlit" }).getByRole("button", { name: "Import conversation", exact: true }).click();
  await expect(guest.page).toHaveURL(/\/c\/[^/]+$/);
  await expect(other.userMessages).toHaveCount(3);
  await expect(other.conversationLink(title)).toBeVisible();
  await upstream.reset();
  await upstream.enqueue({ reply: { kind: "fixture", name: P01 } });
  await other.ask("Thanks! Anything else?");
  await expect(other.lastAssistant).toContainText(expectedText(P01).slice(0, 30));
  const [sent] = await upstreamBodies("/v1/messages");
  const history = JSON.stringify(sent.messages);
  for (const prompt of PROMPTS) expect(history).toContain(prompt);
  expect(history).toContain(IMAGE.buffer.toString("base64"));

  // The owner revokes it in settings; the link then says so.
  const settings = await chat.openSettings();
  await expect(settings.getByRole("heading", { name: "Shared links" })).toBeVisible();
  const row = settings.getByRole("listitem").filter({ hasText: title });
  await expect(row).toContainText(/Expires /);
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, "shared-links-settings-light.png") });
  await row.getByRole("button", { name: "Revoke link", exact: true }).click();
  await expect(settings.getByRole("status").filter({ hasText: "Link revoked." })).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(settings).toContainText("No shared links yet.");
  await chat.closeSettings();

  await guest.page.goto(url);
  await expect(heading(guest.page, "This link was revoked")).toBeVisible();
  await guest.page.screenshot({ path: path.join(SHOTS, "shared-revoked-dark.png") });
  await expect(guest.page.getByRole("link", { name: "Go to Moonlit" })).toHaveAttribute("href", "/");
  await guest.context.close();
});

test("an expired link, a wrong key, a missing key and an unknown id each get their own page", async ({ chat, page, browser }) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P01 } });
  await chat.goto();
  await chat.ask("Tell me about the lantern festival");
  const url = await createLink(page, "1 day");
  await expect(shareDialog(page)).toContainText(/Expires /);

  const guest = await visitor(browser);
  // Within the day it opens.
  await guest.page.goto(url);
  await expect(heading(guest.page, "Tell me about the lantern festival")).toBeVisible();
  // Two days on (the browser's clock), the same link has expired.
  await guest.page.clock.setFixedTime(Date.now() + 2 * 24 * 3600 * 1000);
  await guest.page.reload();
  await expect(heading(guest.page, "This link has expired")).toBeVisible();
  await guest.page.clock.setFixedTime(Date.now());
  await guest.page.reload();
  await expect(heading(guest.page, "Tell me about the lantern festival")).toBeVisible();

  // A key changed by one character, pasted into the same tab (only the fragment changes).
  const [base, key] = url.split("#");
  const otherKey = (key[0] === "A" ? "B" : "A") + key.slice(1);
  await guest.page.goto(`${base}#${otherKey}`);
  await expect(heading(guest.page, "This key doesn't open the share")).toBeVisible();
  await guest.page.goto("about:blank");
  await guest.page.goto(base);
  await expect(heading(guest.page, "This link is incomplete")).toBeVisible();
  await guest.page.goto(`${new URL(base).origin}/s/${"A".repeat(22)}#${key}`);
  await expect(heading(guest.page, "This share isn't here")).toBeVisible();
  await guest.context.close();

  // In Chinese for a Chinese browser.
  const zh = await visitor(browser, { locale: "zh-CN" });
  await zh.page.goto(url);
  await expect(zh.page.getByRole("button", { name: "在 Moonlit 中继续", exact: true })).toBeVisible();
  await expect(zh.page.getByRole("article", { name: "用户消息" })).toHaveCount(1);
  await zh.page.goto(base);
  await expect(heading(zh.page, "链接不完整")).toBeVisible();
  await zh.context.close();
});

test("on a server with an access code, sharing needs the code and the link needs none", async ({ page, browser }) => {
  await page.goto(`${demoUrl}/unlock`);
  await page.getByRole("textbox", { name: "Access code" }).fill(DEMO_ACCESS_CODES[0]);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page).toHaveURL(`${demoUrl}/`);
  const chat = new ChatPage(page);
  await chat.ask("Tell me about tides.");
  const url = await createLink(page);

  const guest = await visitor(browser);
  await guest.page.goto(url);
  await expect(heading(guest.page, "Tell me about tides.")).toBeVisible();
  await expect(new ChatPage(guest.page).assistantMessages).toHaveCount(1);
  // Without the code the link still opens, but no link can be made.
  const made = await guest.page.request.post(`${demoUrl}/api/share`, { data: { ciphertext: "AAAA", expires: "1d" } });
  expect(made.status()).toBe(401);
  await guest.context.close();
});
