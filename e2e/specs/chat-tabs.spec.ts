// Two open tabs of the same browser profile stay in step: what one writes, the other shows.
import { P01, P02, expectedText } from "../support/chat-fixtures";
import { ChatPage } from "../support/chat-page";
import { expect, test, upstream } from "../support/chat-test";

test("a conversation started in one tab appears, and grows, in the other", async ({ chat, context }) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P01 } }, { reply: { kind: "fixture", name: P02 } });
  const other = new ChatPage(await context.newPage());
  await chat.goto();
  await other.goto();

  await chat.ask("Tell me about the lantern festival");
  const link = other.conversationLink("Tell me about the lantern festival");
  await expect(link).toBeVisible();

  await link.click();
  await expect(other.lastAssistant).toContainText(expectedText(P01));

  await chat.ask("And how many gears does the Orrin clock have?");
  await expect(other.assistantMessages).toHaveCount(2);
  await expect(other.lastAssistant).toContainText("45");

  await expect(other.conversations.getByRole("link")).toHaveCount(1);
});
