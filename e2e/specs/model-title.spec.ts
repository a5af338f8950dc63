// A conversation is named from its first message at once, then by Kimi (K3.1 Highspeed, low effort)
// once the first reply is complete, unless the person turned that off in Settings. The test upstream
// answers title requests apart from the scripted replies (e2e/test-upstream/titles.ts).
import path from "node:path";
import { expect, test, upstream } from "../support/chat-test";
import { anthropicTextReply } from "../support/scripted-replies";

const promptsOf = async () =>
  (await upstream.titleRequests()).map((request) => {
    const body = request.json as { model: string; messages: { content: { text: string }[] }[] };
    return `${body.model}: ${body.messages[0].content[0].text}`;
  });

test("Kimi names a new conversation after its first reply; turned off, the first message's title stays", async ({ chat, page }) => {
  await upstream.setTitle("Lanterns of Vell Harbor");
  await upstream.enqueue({ reply: { kind: "sse", body: anthropicTextReply("The festival floats a thousand lanterns.") } });
  await chat.goto();
  await chat.send("Tell me about the **lantern festival** in Vell Harbor");
  await expect(chat.conversationLink("Tell me about the lantern festival in Vell Harbor")).toBeVisible();
  await chat.waitForReplyDone();
  await expect(chat.conversationLink("Lanterns of Vell Harbor")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Lanterns of Vell Harbor" })).toBeVisible();
  expect(await promptsOf()).toEqual(["kimi-k3.1-pro-highspeed: Tell me about the **lantern festival** in Vell Harbor"]);
  await page.screenshot({ path: path.join("test-results", "screenshots", "model-title.png") });

  const settings = await chat.openSettings();
  const option = settings.getByRole("checkbox", { name: "Titles written by Kimi" });
  await expect(option).toBeChecked();
  await option.click();
  await chat.closeSettings();

  await chat.newChatButton.click();
  await upstream.enqueue({ reply: { kind: "sse", body: anthropicTextReply("Cod, mostly.") } });
  await chat.send("What do the harbor boats catch?");
  await chat.waitForReplyDone();

  // On again for a third chat: its title request comes after any the second chat would have made.
  await chat.openSettings();
  await option.click();
  await chat.closeSettings();
  await upstream.setTitle("Harbor weather");
  await chat.newChatButton.click();
  await upstream.enqueue({ reply: { kind: "sse", body: anthropicTextReply("Fog most mornings.") } });
  await chat.send("Is it foggy there?");
  await chat.waitForReplyDone();
  await expect(chat.conversationLink("Harbor weather")).toBeVisible();
  expect(await promptsOf()).toEqual([
    "kimi-k3.1-pro-highspeed: Tell me about the **lantern festival** in Vell Harbor",
    "kimi-k3.1-pro-highspeed: Is it foggy there?",
  ]);
  await expect(chat.conversationLink("What do the harbor boats catch?")).toBeVisible();
  await expect(chat.conversationLink("Lanterns of Vell Harbor")).toBeVisible();

  // The preference outlives a reload.
  await page.reload();
  await chat.openSettings();
  await expect(option).toBeChecked();
});
