// The conversation menu's keys (the WAI-ARIA menu pattern) and copying where the page has no
// async clipboard (a plain-http host on a LAN).
import { P01, expectedText } from "../support/chat-fixtures";
import { expect, test, upstream } from "../support/chat-test";

const TITLE = "Tell me about the lantern festival";

test("the conversation menu follows the menu pattern: arrows, Home/End, type-ahead, Escape and Tab", async ({ chat, page }) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P01 } });
  await chat.goto();
  await chat.ask(TITLE);

  const button = chat.conversations.getByRole("button", { name: `Actions for ${TITLE}`, exact: true });
  const menu = page.getByRole("menu", { name: `Actions for ${TITLE}` });
  const item = (name: string) => menu.getByRole("menuitem", { name });

  await button.focus();
  await page.keyboard.press("ArrowDown");
  await expect(item("Rename")).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(item("Delete")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(item("Rename")).toBeFocused();
  await page.keyboard.press("End");
  await expect(item("Delete")).toBeFocused();
  await page.keyboard.press("Home");
  await expect(item("Rename")).toBeFocused();
  await page.keyboard.press("p");
  await expect(item("Pin")).toBeFocused();
  // Letters typed within half a second make one prefix; this one starts afresh.
  await page.waitForTimeout(600);
  await page.keyboard.press("d");
  await expect(item("Delete")).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();

  await page.keyboard.press("ArrowUp");
  await expect(item("Delete")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(menu).toHaveCount(0);
  await expect(button).not.toBeFocused();
  await expect(chat.conversationLink(TITLE)).toBeVisible();
});

test.describe("without navigator.clipboard, as on a plain-http host", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("Copy still puts the reply on the clipboard", async ({ chat, page, context }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined, configurable: true });
    });
    await upstream.enqueue({ reply: { kind: "fixture", name: P01 } });
    await chat.goto();
    expect(await page.evaluate(() => navigator.clipboard)).toBeUndefined();
    await chat.ask(TITLE);
    await chat.lastAssistant.hover();
    await chat.lastAssistant.getByRole("button", { name: "Copy", exact: true }).click();
    await expect(chat.lastAssistant.getByRole("button", { name: "Copied" })).toBeVisible();

    // Read it back from a page that has the clipboard.
    const reader = await context.newPage();
    await reader.goto("/");
    expect(await reader.evaluate(() => navigator.clipboard.readText())).toContain(expectedText(P01).slice(0, 60));
  });
});

test("? lists the keyboard shortcuts, but types a ? in the message box", async ({ chat, page }) => {
  await chat.goto();
  await chat.composer.click();
  await page.keyboard.type("Why?");
  await expect(chat.composer).toHaveValue("Why?");
  await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toHaveCount(0);

  await page.getByRole("heading", { name: "What shall we think about?" }).click();
  await page.keyboard.press("?");
  const sheet = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText("Search conversations")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
});
