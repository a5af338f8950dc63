// Sending, streaming, stopping, thinking and the max_tokens notice, as a person uses the chat.
import { P01, P02, P06, expectedMessage, expectedText } from "../support/chat-fixtures";
import { expect, test, upstream, upstreamBodies } from "../support/chat-test";

test("Enter sends; the reply streams in and the conversation appears in the sidebar", async ({ chat, page }) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P01 }, dripMs: 40 });
  await chat.goto();
  await expect(chat.sendButton).toBeDisabled();

  await chat.send("Tell me about the lantern festival");
  await expect(chat.userMessages).toHaveCount(1);
  await expect(chat.lastUser).toContainText("Tell me about the lantern festival");
  await expect(chat.assistantMessages).toHaveCount(1);
  // Streaming: the reply is busy and shows a prefix of the text before the end.
  await expect(chat.stopButton).toBeVisible();
  await expect(chat.lastAssistant).toHaveAttribute("aria-busy", "true");
  await expect(chat.lastAssistant).toContainText("Every autumn");

  await chat.waitForReplyDone();
  await expect(chat.lastAssistant).toContainText(expectedText(P01));
  await expect(chat.composer).toHaveValue("");
  await expect(chat.sendButton).toBeVisible();

  const id = await chat.conversationId();
  const link = chat.conversationLink("Tell me about the lantern festival");
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", `/c/${id}`);

  // The request upstream: the prompt as typed, streamed, with the default model.
  const [body] = await upstreamBodies("/v1/messages");
  expect(body.stream).toBe(true);
  expect(body.model).toBe("kimi-k3.1-pro");
  expect(body.messages).toEqual([{ role: "user", content: "Tell me about the lantern festival" }]);

  // The conversation is stored: a reload shows it again.
  await page.reload();
  await expect(chat.assistantMessages).toHaveCount(1);
  await expect(chat.lastAssistant).toContainText(expectedText(P01));
});

test("Shift+Enter makes a new line instead of sending", async ({ chat }) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P01 } });
  await chat.goto();
  await chat.composer.click();
  await chat.composer.pressSequentially("first line");
  await chat.composer.press("Shift+Enter");
  await chat.composer.pressSequentially("second line");
  await expect(chat.composer).toHaveValue("first line\nsecond line");
  await expect(chat.userMessages).toHaveCount(0);
  expect(await upstream.requests()).toHaveLength(0);

  await chat.composer.press("Enter");
  await expect(chat.userMessages).toHaveCount(1);
  await chat.waitForReplyDone();
  const [body] = await upstreamBodies("/v1/messages");
  expect(body.messages).toEqual([{ role: "user", content: "first line\nsecond line" }]);
  // Titled by the first line.
  await expect(chat.conversationLink("first line")).toBeVisible();
});

test.describe("stopping a reply", () => {
  for (const how of ["the Stop button", "Escape"] as const) {
    test(`with ${how}: the partial text stays as a finished, shorter reply, and Regenerate answers again`, async ({ chat }) => {
      // 46 events at 150 ms: about 7 s, so the stop lands mid-way.
      await upstream.enqueue({ reply: { kind: "fixture", name: P01 }, dripMs: 150 });
      await chat.goto();
      await chat.send("Tell me about the lantern festival");
      await expect(chat.lastAssistant).toContainText("Every autumn");
      await expect(chat.stopButton).toBeVisible();

      if (how === "Escape") await chat.page.keyboard.press("Escape");
      else await chat.stopButton.click();

      await expect(chat.stopButton).toBeHidden();
      await expect(chat.sendButton).toBeVisible();
      await expect(chat.lastAssistant).toHaveAttribute("aria-busy", "false");
      const partial = (await chat.lastAssistant.innerText()).trim();
      expect(partial).toContain("Every autumn");
      await expect(chat.lastAssistant).not.toContainText("not a single shard of glass");
      // Stopped on purpose: a quiet note, no warning and no Retry.
      await expect(chat.lastAssistant.getByRole("note")).toHaveText("Stopped");
      await expect(chat.lastAssistant.getByRole("button", { name: "Retry", exact: true })).toHaveCount(0);

      // Regenerate answers again, in place, with the whole reply.
      await upstream.enqueue({ reply: { kind: "fixture", name: P01 } });
      await (await chat.messageAction(chat.lastAssistant, "Regenerate")).click();
      await chat.waitForReplyDone();
      await expect(chat.assistantMessages).toHaveCount(1);
      await expect(chat.lastAssistant).toContainText(expectedText(P01));
      await expect(chat.lastAssistant.getByRole("note")).toHaveCount(0);
    });
  }
});

test("thinking is open while it streams, collapsed after, and opens on click", async ({ chat }) => {
  // p02 streams its thinking first; a slow drip keeps it streaming long enough to look at.
  await upstream.enqueue({ reply: { kind: "fixture", name: P02 }, dripMs: 120 });
  await chat.goto();
  await chat.send("How many gears does the Orrin clock have?");

  const thinking = chat.thinkingButton();
  await expect(thinking).toBeVisible();
  await expect(thinking).toHaveAttribute("aria-expanded", "true");
  await expect(chat.lastAssistant).toContainText("Tier 1 has 3 gears");

  await chat.waitForReplyDone();
  await expect(thinking).toHaveAttribute("aria-expanded", "false");
  await expect(thinking).toHaveAccessibleName(/^Thinking/);
  await expect(chat.lastAssistant).toContainText("The clock holds 45 copper gears in total");
  await expect(chat.lastAssistant.getByText("Cross-check with the geometric series", { exact: false })).toBeHidden();

  await thinking.click();
  await expect(thinking).toHaveAttribute("aria-expanded", "true");
  const thought = String(expectedMessage(P02).content[0].thinking);
  await expect(chat.lastAssistant.getByText("Cross-check with the geometric series", { exact: false })).toBeVisible();
  await expect(chat.lastAssistant).toContainText(thought);

  await thinking.click();
  await expect(thinking).toHaveAttribute("aria-expanded", "false");
});

test("a reply cut by max_tokens offers Continue, which asks upstream to go on", async ({ chat }) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P06 } }, { reply: { kind: "fixture", name: P01 } });
  await chat.goto();
  await chat.send("Tell me about the Copperleaf Railway");
  await chat.waitForReplyDone();
  await expect(chat.lastAssistant).toContainText(expectedText(P06));
  const continueButton = chat.lastAssistant.getByRole("button", { name: "Continue", exact: true });
  await expect(continueButton).toBeVisible();

  await continueButton.click();
  await chat.waitForReplyDone();
  // Continue asks in the thread ("Continue") and the next reply picks up from there.
  await expect(chat.userMessages).toHaveCount(2);
  await expect(chat.assistantMessages).toHaveCount(2);
  await expect(chat.lastAssistant).toContainText(expectedText(P01));
  await expect(chat.lastAssistant.getByRole("button", { name: "Continue", exact: true })).toHaveCount(0);

  const bodies = await upstreamBodies("/v1/messages");
  expect(bodies).toHaveLength(2);
  // The follow-up carries the cut turn exactly as upstream sent it.
  const messages = bodies[1].messages as Array<{ role: string; content: unknown }>;
  expect(messages).toHaveLength(3);
  expect(messages[0]).toEqual({ role: "user", content: "Tell me about the Copperleaf Railway" });
  expect(messages[1]).toEqual({ role: "assistant", content: expectedMessage(P06).content });
  expect(messages[2].role).toBe("user");
});
