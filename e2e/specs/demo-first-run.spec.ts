// What a self-hoster meets first, with no key: the demo's tool calls succeed (the calculator gets the
// prompt's own arithmetic, Run JavaScript code that runs) and a Chinese prompt gets a Chinese reply.
import path from "node:path";
import type { Page } from "@playwright/test";
import { ChatPage } from "../support/chat-page";
import { expect, test } from "../support/chat-test";
import { DEMO_ACCESS_CODES, demoUrl } from "../support/ports";

async function unlockedDemo(page: Page): Promise<ChatPage> {
  await page.goto(`${demoUrl}/unlock`);
  await page.getByRole("textbox", { name: "Access code" }).fill(DEMO_ACCESS_CODES[0]);
  await page.getByRole("button", { name: "Unlock" }).click();
  const chat = new ChatPage(page);
  await expect(chat.composer).toBeEditable();
  return chat;
}

test("the demo's calculator and Run JavaScript calls work on their first try", async ({ page }) => {
  const chat = await unlockedDemo(page);
  await chat.openSettings();
  await chat.settingsDialog.getByRole("checkbox", { name: "Calculator", exact: true }).check();
  await chat.closeSettings();
  await chat.ask("Use the calculator to compute 17*23");
  const calculator = chat.lastAssistant.getByRole("group", { name: "Tool call: calculator", exact: true });
  await expect(calculator).toContainText("17*23");
  await expect(calculator).toContainText("391");
  await expect(calculator).not.toContainText("Error");
  await page.screenshot({ path: path.join("test-results", "screenshots", "demo-calculator.png") });

  await page.getByRole("toolbar", { name: "Chat options" }).getByRole("button", { name: "Calculator" }).click();
  await chat.openSettings();
  await chat.settingsDialog.getByRole("checkbox", { name: "Run JavaScript", exact: true }).check();
  await chat.closeSettings();
  await chat.ask("Run JavaScript to count the words in this sentence");
  const run = chat.lastAssistant.getByRole("group", { name: "Tool call: run_javascript", exact: true });
  await expect(run).toContainText("words,");
  await expect(run).not.toContainText("Error");
});

test("a Chinese prompt gets a Chinese demo reply", async ({ page }) => {
  const chat = await unlockedDemo(page);
  await chat.ask("帮我规划一次京都的周末旅行");
  await expect(chat.lastAssistant).toContainText("模拟回复");
  await expect(chat.lastAssistant).not.toContainText("Simulated reply");
});
