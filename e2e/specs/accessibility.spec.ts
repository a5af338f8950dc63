// The main screens scanned with axe-core: the empty chat, a long reply with code, a table, a task
// list, math and citations, Settings, the Share dialog, and the phone layout in dark mode. No
// critical or serious violation may appear.
import { expectNoSeriousViolations } from "../support/axe";
import { P04 } from "../support/chat-fixtures";
import { addMcpServer, TEST_SERVER_URL } from "../support/mcp-settings";
import { expect, test, upstream } from "../support/chat-test";
import { anthropicTextReply } from "../support/scripted-replies";

const RICH_REPLY = [
  "## A plan",
  "",
  "Here is some code:",
  "",
  "```ts",
  `const ${"veryLongIdentifierName".repeat(6)} = [1, 2, 3].map((n) => n * 2); // a line long enough to scroll sideways`,
  "```",
  "",
  "| Day | Place | Cost |",
  "|---|---|---|",
  "| Friday | Kyoto | 120 |",
  "| Saturday | Nara | 80 |",
  "",
  "- [x] Book the train",
  "- [ ] Pack",
  "",
  "\\[ E = mc^2 \\] and inline \\(a^2 + b^2 = c^2\\).",
].join("\n");

test("the empty chat, a rich reply, citations, Settings and the Share dialog have no serious violations", async ({ chat, page }) => {
  await chat.goto();
  await expectNoSeriousViolations(page, "the empty chat");

  await upstream.enqueue({ reply: { kind: "sse", body: anthropicTextReply(RICH_REPLY, 20) } });
  await chat.ask("Plan a weekend with code, a table, a checklist and math");
  await expect(chat.lastAssistant.locator(".katex").first()).toBeVisible();
  await expectNoSeriousViolations(page, "a rich reply");

  await upstream.enqueue({ reply: { kind: "fixture", name: P04 } });
  await chat.ask("What is the weather like in Vell Harbor?");
  await expect(chat.lastAssistant.getByRole("group", { name: "Web search" })).toBeVisible();
  await expectNoSeriousViolations(page, "a reply with citations");

  await chat.openSettings();
  await expectNoSeriousViolations(page, "Settings");
  const server = await addMcpServer(chat, "Test tools", TEST_SERVER_URL);
  await expect(server.getByRole("status")).toHaveText("Connected · 9 tools");
  await expectNoSeriousViolations(page, "Settings with an MCP server");
  await chat.closeSettings();

  await page.getByRole("button", { name: "Share", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Share link" })).toBeVisible();
  await expectNoSeriousViolations(page, "the Share dialog");
});

test("a link past the sidebar to the message box comes first in the Tab order", async ({ chat, page }) => {
  await chat.goto();
  // The message box takes focus when the chat opens (wait for it, or it would take focus back midway);
  // the link is what comes before everything else.
  await expect(chat.composer).toBeFocused();
  const sidebarNewChat = chat.conversations.locator("xpath=ancestor::aside").getByRole("button", { name: "New chat" });
  await sidebarNewChat.focus();
  await page.keyboard.press("Shift+Tab");
  const skip = page.getByRole("link", { name: "Skip to the message box" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(chat.composer).toBeFocused();
});

test.describe("on a phone in dark mode", () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: "dark" });

  test("the chat and the conversations drawer have no serious violations", async ({ chat, page }) => {
    await upstream.enqueue({ reply: { kind: "sse", body: anthropicTextReply(RICH_REPLY, 20) } });
    await chat.goto();
    await chat.ask("Plan a weekend with code, a table, a checklist and math");
    await expect(chat.lastAssistant.locator(".katex").first()).toBeVisible();
    await expectNoSeriousViolations(page, "the phone chat");
    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    await expect(page.getByRole("dialog", { name: "Conversations" })).toBeVisible();
    await expectNoSeriousViolations(page, "the phone drawer");
  });
});
