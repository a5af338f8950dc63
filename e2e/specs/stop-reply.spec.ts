// Stop is a normal end: the stopped reply reads as a finished, shorter one, its Markdown drawn (an
// emphasis left open closed, as while it streamed), with a quiet Stopped note and the usual actions.
import path from "node:path";
import { expect, test, upstream } from "../support/chat-test";
import { anthropicTextReply } from "../support/scripted-replies";

const BOLD = "Lighthouse keepers trimmed the wick every four hours through the night, logging the weather, the passing ships and the oil they burned";
const REPLY = `## Keepers\n\nA short history.\n\n**${BOLD}**, and that was the job.`;

test("a stopped reply is drawn as Markdown with a quiet Stopped note, and can be regenerated", async ({ chat, page }) => {
  // One word a piece, a fifth of a second apart: Stop lands inside the bold sentence.
  await upstream.enqueue({ reply: { kind: "sse", body: anthropicTextReply(REPLY, REPLY.split(" ").length) }, dripMs: 200 });
  await chat.goto();
  await chat.send("Tell me about lighthouse keepers");
  await expect(chat.lastAssistant.getByText("trimmed the wick")).toBeVisible();
  await chat.stopButton.click();
  await chat.waitForReplyDone();

  const reply = chat.lastAssistant;
  await expect(reply.getByRole("heading", { name: "Keepers" })).toBeVisible();
  await expect(reply.locator("strong").first()).toContainText("Lighthouse keepers trimmed the wick");
  await expect(reply).not.toContainText("**");
  await expect(reply.getByRole("note")).toHaveText("Stopped");
  await expect(reply.getByRole("alert")).toHaveCount(0);
  await expect(reply.getByRole("button", { name: "Retry" })).toHaveCount(0);
  await page.screenshot({ path: path.join("test-results", "screenshots", "stopped-reply.png") });

  await upstream.enqueue({ reply: { kind: "sse", body: anthropicTextReply("A whole answer this time.") } });
  await (await chat.messageAction(reply, "Regenerate")).click();
  await expect(chat.lastAssistant).toContainText("A whole answer this time.");
  await chat.waitForReplyDone();
  await expect(chat.lastAssistant.getByRole("note")).toHaveCount(0);
});
