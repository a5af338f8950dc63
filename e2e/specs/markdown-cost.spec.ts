// Markdown that the parser would take minutes over (40 KB of `*_` took 74 s), or seconds on every
// render while it streams (a 300 KB line of `[`), must not freeze the tab, whoever wrote it: an
// imported conversation, a shared link anyone can craft, or a reply streaming in. Such a block is
// drawn as plain text; the page answers within Playwright's usual timeouts.
// The limits themselves are unit-tested in lib/markdown/parse-cost.test.ts.
import path from "node:path";
import type { Locator } from "@playwright/test";
import { craftedShareLink } from "../support/crafted-share";
import { anthropicTextReply } from "../support/scripted-replies";
import { expect, test, upstream } from "../support/chat-test";
import { exportDocument, exportedNodes, importAndOpen } from "../support/export-file";

const SHOTS = path.join("test-results", "screenshots");
const CONVERSATION = "markdown-cost-c1";
const TITLE = "Heavy markdown";
const HEAVY = [...["*_", "[_", "`~"].map((unit) => unit.repeat(20_000)), "[".repeat(300_000)];

const nodes = exportedNodes(CONVERSATION);
const { user } = nodes;
const assistant = (id: string, parentId: string, createdAt: number, text: string) => nodes.assistant(id, parentId, createdAt, [{ type: "text", text }]);

const conversation = {
  id: CONVERSATION,
  title: TITLE,
  messages: [
    user("u1", null, 1, "First"),
    assistant("a1", "u1", 2, `Intro with *emphasis*.\n\n${HEAVY[0]}`),
    user("u2", "a1", 3, "Second"),
    assistant("a2", "u2", 4, HEAVY[1]),
    user("u3", "a2", 5, "Third"),
    assistant("a3", "u3", 6, `${HEAVY[2]}\n\nStill **bold** after it.`),
    user("u4", "a3", 7, "Fourth"),
    assistant("a4", "u4", 8, HEAVY[3]),
  ],
};

/** The heavy replies are all there, as text. */
async function expectHeavyReplies(messages: Locator): Promise<void> {
  await expect(messages).toHaveCount(HEAVY.length);
  for (const [i, text] of HEAVY.entries()) await expect(messages.nth(i)).toContainText(text.slice(0, 400));
  await expect(messages.first().locator("em")).toHaveText("emphasis");
  await expect(messages.nth(2).locator("strong")).toHaveText("bold");
}

test("an imported conversation with 120 KB of emphasis and link markers and a 300 KB line of `[` opens, and the page keeps answering", async ({ chat }, testInfo) => {
  await importAndOpen(chat, testInfo, conversation);
  await expectHeavyReplies(chat.assistantMessages);
  await chat.page.screenshot({ path: path.join(SHOTS, "markdown-cost-plain.png") });

  await chat.composer.fill("Still typing");
  await expect(chat.composer).toHaveValue("Still typing");
  await chat.openSettings();
  await chat.closeSettings();
});

test("a crafted shared link with the same replies opens for a visitor, who can still act on the page", async ({ browser, request }) => {
  const url = await craftedShareLink(request, exportDocument(conversation));
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  await page.goto(url);
  await expectHeavyReplies(page.getByRole("article", { name: "Assistant message", exact: true }));

  await page.getByRole("button", { name: "Continue in Moonlit", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Continue in Moonlit" })).toBeVisible();
  await context.close();
});

for (const [what, heavy] of [["40 KB of `*_`", HEAVY[0]], ["a 300 KB line of `[`", HEAVY[3]]] as const) {
  test(`a reply streaming in ${what} keeps the page answering, and ends as text`, async ({ chat }) => {
    await upstream.enqueue({ reply: { kind: "sse", body: anthropicTextReply(`Intro with *emphasis*.\n\n${heavy}`, 400) }, dripMs: 10 });
    await chat.goto();
    await chat.send("Stream something heavy");
    await chat.waitForReplyDone();
    await expect(chat.lastAssistant).toContainText(heavy.slice(0, 400));
    await expect(chat.lastAssistant.locator("em")).toHaveText("emphasis");

    await chat.composer.fill("Still typing");
    await expect(chat.composer).toHaveValue("Still typing");
    await chat.openSettings();
    await chat.closeSettings();
  });
}
