// A streaming reply grows below the fold: the thread follows it while the reader is at the end, and
// stays where the reader is once they scroll up, offering "Jump to latest". The growing reply is
// followed by its own observer rather than re-measured by the virtualizer on every frame
// (components/chat/use-follow-end.ts); this is what a reader sees of it.
import type { Page } from "@playwright/test";
import { anthropicTextReply } from "../support/scripted-replies";
import { expect, test, upstream } from "../support/chat-test";

const PARAGRAPHS = Array.from({ length: 60 }, (_, i) => `Paragraph ${i + 1} of a long reply, long enough to wrap over a line or two in the thread.`);
const LAST = "The last paragraph of the long reply.";
const TEXT = `${PARAGRAPHS.join("\n\n")}\n\n${LAST}`;

/** The thread's scroll position: how far its bottom is from the end, and its offset. */
function threadScroll(page: Page): Promise<{ fromEnd: number; top: number }> {
  return page.evaluate(() => {
    const articles = document.querySelectorAll('article[aria-label="Assistant message"]');
    let element = articles[articles.length - 1]?.parentElement ?? null;
    while (element && getComputedStyle(element).overflowY !== "auto") element = element.parentElement;
    if (!element) throw new Error("no scrolling thread");
    return { fromEnd: element.scrollHeight - element.scrollTop - element.clientHeight, top: element.scrollTop };
  });
}

test("the thread follows a streaming reply to its end while the reader stays at the end", async ({ chat, page }) => {
  await upstream.enqueue({ reply: { kind: "sse", body: anthropicTextReply(TEXT, 120) }, dripMs: 25 });
  await chat.goto();
  await chat.send("Write a long answer");
  await expect(chat.lastAssistant).toContainText("Paragraph 20 ");
  // Sampled while it grows: never left more than a line behind.
  for (let i = 0; i < 10 && (await chat.lastAssistant.getAttribute("aria-busy")) === "true"; i++) {
    expect((await threadScroll(page)).fromEnd).toBeLessThanOrEqual(160);
    await page.waitForTimeout(100);
  }
  await chat.waitForReplyDone();
  await expect(chat.lastAssistant).toContainText(LAST);
  await expect.poll(async () => (await threadScroll(page)).fromEnd).toBeLessThanOrEqual(2);
  await expect(page.getByRole("button", { name: "Jump to latest" })).toBeHidden();
});

test("scrolled up while a reply streams, the thread stays put and offers Jump to latest", async ({ chat, page }) => {
  await upstream.enqueue({ reply: { kind: "sse", body: anthropicTextReply(TEXT, 120) }, dripMs: 40 });
  await chat.goto();
  await chat.send("Write a long answer");
  await expect(chat.lastAssistant).toContainText("Paragraph 15 ");
  await page.mouse.move(400, 300);
  await page.mouse.wheel(0, -600);
  const jump = page.getByRole("button", { name: "Jump to latest" });
  await expect(jump).toBeVisible();
  const { top } = await threadScroll(page);
  await expect(chat.lastAssistant).toContainText("Paragraph 40 ");
  expect(Math.abs((await threadScroll(page)).top - top)).toBeLessThanOrEqual(2);

  await chat.waitForReplyDone();
  expect(Math.abs((await threadScroll(page)).top - top)).toBeLessThanOrEqual(2);
  await jump.click();
  await expect.poll(async () => (await threadScroll(page)).fromEnd).toBeLessThanOrEqual(2);
  await expect(jump).toBeHidden();
});
