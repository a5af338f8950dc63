// What a follow-up sends upstream, and branches from editing and regenerating.
import { P01, P02, expectedMessage, expectedText } from "../support/chat-fixtures";
import { expect, test, upstream, upstreamBodies } from "../support/chat-test";

type Message = { role: string; content: unknown };

test("a follow-up carries the first reply exactly as upstream sent it, thinking signature included", async ({ chat }) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P02 }, chunking: { random: 11 } }, { reply: { kind: "fixture", name: P01 } });
  await chat.goto();
  await chat.ask("How many gears does the Orrin clock have?");
  await chat.ask("And how many tiers?");
  await expect(chat.assistantMessages).toHaveCount(2);

  const bodies = await upstreamBodies("/v1/messages");
  expect(bodies).toHaveLength(2);
  const messages = bodies[1].messages as Message[];
  expect(messages).toHaveLength(3);
  expect(messages[0]).toEqual({ role: "user", content: "How many gears does the Orrin clock have?" });
  // Byte for byte: the thinking text, its signature, and the text, in order.
  expect(messages[1]).toEqual({ role: "assistant", content: expectedMessage(P02).content });
  expect(messages[2]).toEqual({ role: "user", content: "And how many tiers?" });
  // The same settings on both turns.
  expect(bodies[1].model).toBe(bodies[0].model);
  expect(bodies[1].thinking).toEqual(bodies[0].thinking);
});

test("editing a message starts a branch; arrows move between them", async ({ chat }) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P01 } }, { reply: { kind: "fixture", name: P02 } });
  await chat.goto();
  await chat.ask("Tell me about the lantern festival");

  const user = chat.userMessages.first();
  await (await chat.messageAction(user, "Edit")).click();
  const editor = user.getByRole("textbox", { name: "Edit" });
  await expect(editor).toHaveValue("Tell me about the lantern festival");
  await editor.fill("How many gears does the Orrin clock have?");
  await user.getByRole("button", { name: "Save and send", exact: true }).click();
  await chat.waitForReplyDone();

  await expect(chat.userMessages).toHaveCount(1);
  await expect(chat.lastUser).toContainText("How many gears does the Orrin clock have?");
  await expect(chat.lastAssistant).toContainText("The clock holds 45 copper gears");
  await expect(chat.branchPosition(chat.lastUser, 2, 2)).toBeVisible();
  // The edit went upstream without the old branch.
  const bodies = await upstreamBodies("/v1/messages");
  expect(bodies[1].messages).toEqual([{ role: "user", content: "How many gears does the Orrin clock have?" }]);

  const previous = await chat.messageAction(chat.lastUser, "Previous branch");
  await expect(await chat.messageAction(chat.lastUser, "Next branch")).toBeDisabled();
  await previous.click();
  await expect(chat.lastUser).toContainText("Tell me about the lantern festival");
  await expect(chat.branchPosition(chat.lastUser, 1, 2)).toBeVisible();
  await expect(chat.lastAssistant).toContainText(expectedText(P01));
  await expect(await chat.messageAction(chat.lastUser, "Previous branch")).toBeDisabled();

  await (await chat.messageAction(chat.lastUser, "Next branch")).click();
  await expect(chat.lastUser).toContainText("How many gears does the Orrin clock have?");
  await expect(chat.branchPosition(chat.lastUser, 2, 2)).toBeVisible();
  await expect(chat.lastAssistant).toContainText("The clock holds 45 copper gears");
  expect(await upstream.requests()).toHaveLength(2);
});

test("regenerating a reply adds a branch to the reply", async ({ chat }) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P01 } }, { reply: { kind: "fixture", name: P02 } });
  await chat.goto();
  await chat.ask("Tell me something");
  await expect(chat.lastAssistant).toContainText(expectedText(P01));

  await (await chat.messageAction(chat.lastAssistant, "Regenerate")).click();
  await chat.waitForReplyDone();
  await expect(chat.assistantMessages).toHaveCount(1);
  await expect(chat.lastAssistant).toContainText("The clock holds 45 copper gears");
  await expect(chat.branchPosition(chat.lastAssistant, 2, 2)).toBeVisible();
  // The regeneration asked the same question again, without the first answer.
  const bodies = await upstreamBodies("/v1/messages");
  expect(bodies).toHaveLength(2);
  expect(bodies[1].messages).toEqual(bodies[0].messages);

  await (await chat.messageAction(chat.lastAssistant, "Previous branch")).click();
  await expect(chat.branchPosition(chat.lastAssistant, 1, 2)).toBeVisible();
  await expect(chat.lastAssistant).toContainText(expectedText(P01));
  await (await chat.messageAction(chat.lastAssistant, "Next branch")).click();
  await expect(chat.branchPosition(chat.lastAssistant, 2, 2)).toBeVisible();
  await expect(chat.lastAssistant).toContainText("The clock holds 45 copper gears");
  // The user message has a single branch: no arrows there.
  await expect(chat.lastUser.getByRole("button", { name: "Previous branch" })).toHaveCount(0);
});
