// A person moving around several conversations with the mouse: the sidebar keeps its list through
// every navigation (a conversation, New chat, Back and Forward, a share link and back, a reload), on
// a desktop and in the phone drawer; the conversation menu opens above the rows under it, so the
// click lands on what the person sees. Screenshots at each step (test-results/screenshots/journey-*.png).
import path from "node:path";
import type { Page } from "@playwright/test";
import { anthropicTextReply } from "../support/scripted-replies";
import { expect, test, upstream } from "../support/chat-test";
import type { ChatPage } from "../support/chat-page";

const TITLES = ["Plan a weekend in Kyoto", "Explain the Krebs cycle", "Draft a note to the landlord"];
const shot = (page: Page, name: string) => page.screenshot({ path: path.join("test-results", "screenshots", `journey-${name}.png`) });

async function threeConversations(chat: ChatPage): Promise<void> {
  await chat.goto();
  for (const title of TITLES) {
    await upstream.enqueue({ reply: { kind: "sse", body: anthropicTextReply(`An answer about: ${title}.`) } });
    await chat.newChatButton.first().click();
    // The new chat is on screen (no replies of the last one) before ask() counts its replies.
    await expect(chat.assistantMessages).toHaveCount(0);
    await expect(chat.composer).toHaveValue("");
    await chat.ask(title);
  }
}

async function expectAllListed(chat: ChatPage): Promise<void> {
  for (const title of TITLES) await expect(chat.conversationLink(title)).toBeVisible();
}

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the sidebar keeps its list through clicks, New chat, Back, Forward and a reload", async ({ chat, page }) => {
    await threeConversations(chat);
    await expectAllListed(chat);

    await chat.conversationLink(TITLES[0]).click();
    await expect(chat.lastUser).toContainText(TITLES[0]);
    await expectAllListed(chat);
    await shot(page, "desktop-after-click");

    await chat.conversationLink(TITLES[1]).click();
    await expect(chat.lastUser).toContainText(TITLES[1]);
    await expectAllListed(chat);

    await chat.newChatButton.first().click();
    await expect(page).toHaveURL(/\/$/);
    await expectAllListed(chat);

    await page.goBack();
    await expect(chat.lastUser).toContainText(TITLES[1]);
    await expectAllListed(chat);
    await page.goBack();
    await expect(chat.lastUser).toContainText(TITLES[0]);
    await expectAllListed(chat);
    await page.goForward();
    await expect(chat.lastUser).toContainText(TITLES[1]);
    await expectAllListed(chat);
    await expect(chat.conversationLink(TITLES[1])).toHaveAttribute("aria-current", "page");

    await page.reload();
    await expectAllListed(chat);
    await shot(page, "desktop-after-reload");
  });

  test("the sidebar keeps its list after a share link is opened in the same tab and Back is pressed", async ({ chat, page }) => {
    await threeConversations(chat);
    await chat.conversationLink(TITLES[1]).click();
    await expect(chat.lastUser).toContainText(TITLES[1]);

    await page.getByRole("button", { name: "Share", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Share link", exact: true });
    await dialog.getByRole("button", { name: "Create link", exact: true }).click();
    const box = dialog.getByRole("textbox", { name: "Share link", exact: true });
    await expect(box).toHaveValue(/\/s\/.+#.+/);
    const link = await box.inputValue();
    await dialog.getByRole("button", { name: "Close", exact: true }).click();

    await page.goto(link);
    await expect(page.getByRole("button", { name: "Continue in Moonlit", exact: true })).toBeVisible();
    await expect(page.getByRole("article", { name: "User message" })).toContainText(TITLES[1]);
    await shot(page, "desktop-share-page");

    await page.goBack();
    await expect(chat.lastUser).toContainText(TITLES[1]);
    await expectAllListed(chat);
    await chat.conversationLink(TITLES[0]).click();
    await expect(chat.lastUser).toContainText(TITLES[0]);
    await expectAllListed(chat);
    await shot(page, "desktop-after-share-and-back");
  });

  test("the conversation menu opens above the rows below it: a click on Pin pins, and opens nothing else", async ({ chat, page }) => {
    await threeConversations(chat);
    const url = page.url();

    // The newest conversation is on top: its menu falls over the two rows under it.
    const top = TITLES[2];
    await chat.conversationLink(top).hover();
    await chat.conversations.getByRole("button", { name: `Actions for ${top}`, exact: true }).click();
    const menu = page.getByRole("menu", { name: `Actions for ${top}` });
    await expect(menu).toBeVisible();
    await shot(page, "desktop-menu-open");
    // What the pointer would hit at the centre of each item is the item itself.
    for (const name of ["Rename", "Pin", "Delete"]) {
      const item = menu.getByRole("menuitem", { name });
      const hit = await item.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      });
      expect(hit, `${name} is the topmost element under its centre`).toBe(true);
    }
    await menu.getByRole("menuitem", { name: "Pin" }).click();
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Pinned" })).toBeVisible();
    expect(page.url()).toBe(url);
    await expect(chat.lastUser).toContainText(TITLES[2]);
    await expectAllListed(chat);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the drawer lists every conversation each time it opens, after a conversation, New chat and Back", async ({ chat, page }) => {
    await threeConversations(chat);
    const toggle = page.getByRole("button", { name: "Toggle sidebar" });
    const drawer = page.getByRole("dialog", { name: "Conversations" });

    await toggle.click();
    await expect(drawer).toBeVisible();
    await expectAllListed(chat);
    await shot(page, "phone-drawer");
    await chat.conversationLink(TITLES[0]).click();
    await expect(drawer).toBeHidden();
    await expect(chat.lastUser).toContainText(TITLES[0]);

    await toggle.click();
    await expectAllListed(chat);
    await drawer.getByRole("button", { name: "New chat" }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goBack();
    await expect(chat.lastUser).toContainText(TITLES[0]);
    await toggle.click();
    await expectAllListed(chat);
  });
});
