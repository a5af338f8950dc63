// Markdown that the parser would take minutes over (40 KB of `*_` took 74 s) must not freeze the tab,
// whoever wrote it: an imported conversation, a shared link anyone can craft, or a reply streaming
// in. Such a block is drawn as plain text; the page answers within Playwright's usual timeouts.
// The limits themselves are unit-tested in lib/markdown/parse-cost.test.ts.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Locator } from "@playwright/test";
import { craftedShareLink } from "../support/crafted-share";
import { anthropicTextReply } from "../support/scripted-replies";
import { expect, test, upstream } from "../support/chat-test";

const SHOTS = path.join("test-results", "screenshots");
const CONVERSATION = "markdown-cost-c1";
const TITLE = "Heavy markdown";
const HEAVY = ["*_", "[_", "`~"].map((unit) => unit.repeat(20_000));

const settings = {
  model: "kimi-k3",
  protocol: "anthropic",
  effort: "high",
  system: "",
  maxTokens: 4096,
  stopSequences: [],
  cacheTtl: "5m",
  webSearch: false,
  webSearchMaxUses: 5,
  tools: [],
  toolChoice: { type: "auto" },
  structuredOutput: null,
};

const user = (id: string, parentId: string | null, createdAt: number, text: string) => ({
  id,
  conversationId: CONVERSATION,
  parentId,
  createdAt,
  role: "user",
  text,
  attachments: [],
});

const assistant = (id: string, parentId: string, createdAt: number, text: string) => ({
  id,
  conversationId: CONVERSATION,
  parentId,
  createdAt,
  role: "assistant",
  status: "complete",
  turn: {
    protocol: "anthropic",
    message: {
      id: `msg_${id}`,
      type: "message",
      role: "assistant",
      model: "kimi-k3",
      content: [{ type: "text", text }],
      stop_reason: "end_turn",
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: 10 },
    },
  },
});

const doc = {
  format: "moonlit-export",
  version: 1,
  exportedAt: new Date(0).toISOString(),
  conversations: [{ id: CONVERSATION, title: TITLE, createdAt: 1, updatedAt: 6, pinned: false, settings, activeLeafId: "a3", preview: "" }],
  messages: [
    user("u1", null, 1, "First"),
    assistant("a1", "u1", 2, `Intro with *emphasis*.\n\n${HEAVY[0]}`),
    user("u2", "a1", 3, "Second"),
    assistant("a2", "u2", 4, HEAVY[1]),
    user("u3", "a2", 5, "Third"),
    assistant("a3", "u3", 6, `${HEAVY[2]}\n\nStill **bold** after it.`),
  ],
  attachments: [],
};

/** The heavy replies are all there, as text. */
async function expectHeavyReplies(messages: Locator): Promise<void> {
  await expect(messages).toHaveCount(3);
  for (const [i, text] of HEAVY.entries()) await expect(messages.nth(i)).toContainText(text.slice(0, 400));
  await expect(messages.first().locator("em")).toHaveText("emphasis");
  await expect(messages.last().locator("strong")).toHaveText("bold");
}

test("an imported conversation with 120 KB of emphasis and link markers opens, and the page keeps answering", async ({ chat }, testInfo) => {
  const file = testInfo.outputPath("heavy-import.json");
  await writeFile(file, JSON.stringify(doc));

  await chat.goto();
  await chat.openSettings();
  await chat.settingsDialog.getByLabel("Import", { exact: true }).setInputFiles(file);
  await expect(chat.settingsDialog).toContainText("Imported 1 conversation.");
  await chat.closeSettings();
  await chat.conversationLink(TITLE).click();
  await expect(chat.page).toHaveURL(new RegExp(`/c/${CONVERSATION}$`));
  await expectHeavyReplies(chat.assistantMessages);
  await chat.page.screenshot({ path: path.join(SHOTS, "markdown-cost-plain.png") });

  await chat.composer.fill("Still typing");
  await expect(chat.composer).toHaveValue("Still typing");
  await chat.openSettings();
  await chat.closeSettings();
});

test("a crafted shared link with the same replies opens for a visitor, who can still act on the page", async ({ browser, request }) => {
  const url = await craftedShareLink(request, doc);
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  await page.goto(url);
  await expectHeavyReplies(page.getByRole("article", { name: "Assistant message", exact: true }));

  await page.getByRole("button", { name: "Continue in Moonlit", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Continue in Moonlit" })).toBeVisible();
  await context.close();
});

test("a reply streaming in 40 KB of `*_` keeps the page answering, and ends as text", async ({ chat }) => {
  await upstream.enqueue({ reply: { kind: "sse", body: anthropicTextReply(`Intro with *emphasis*.\n\n${HEAVY[0]}`, 400) }, dripMs: 10 });
  await chat.goto();
  await chat.send("Stream something heavy");
  await chat.waitForReplyDone();
  await expect(chat.lastAssistant).toContainText(HEAVY[0].slice(0, 400));
  await expect(chat.lastAssistant.locator("em")).toHaveText("emphasis");

  await chat.composer.fill("Still typing");
  await expect(chat.composer).toHaveValue("Still typing");
  await chat.openSettings();
  await chat.closeSettings();
});
