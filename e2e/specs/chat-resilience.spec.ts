// Upstream errors before and during a stream (reloading mid-stream: resumable-replies.spec.ts).
import { P01, expectedText } from "../support/chat-fixtures";
import { expect, test, upstream } from "../support/chat-test";

const RATE_LIMIT_BODY = {
  type: "error",
  error: { type: "rate_limit_error", message: "Rate limit exceeded or insufficient quota" },
  request_id: "req_01ErrRate429xx",
};

test("a 429 with retry-after shows the error inline, how long to wait, and Retry", async ({ chat }) => {
  await upstream.enqueue({ reply: { kind: "json", status: 429, body: RATE_LIMIT_BODY, headers: { "retry-after": "30" } } });
  await chat.goto();
  await chat.send("Tell me about the lantern festival");
  await chat.waitForReplyDone();

  const alert = chat.lastAssistant.getByRole("alert");
  await expect(alert).toContainText("Rate limit exceeded or insufficient quota");
  // A countdown from 30 s: whatever second it shows, it is one of 1..30.
  await expect(alert).toContainText(/try again in ([1-9]|[12]\d|30) seconds?/i);
  const retry = chat.lastAssistant.getByRole("button", { name: "Retry", exact: true });
  await expect(retry).toBeVisible();
  // The app did not retry by itself.
  expect(await upstream.requests()).toHaveLength(1);

  await upstream.enqueue({ reply: { kind: "fixture", name: P01 } });
  await retry.click();
  await chat.waitForReplyDone();
  await expect(chat.lastAssistant).toContainText(expectedText(P01));
  await expect(chat.lastAssistant.getByRole("alert")).toHaveCount(0);
  expect(await upstream.requests()).toHaveLength(2);
});

test("an error event mid-stream keeps the partial text and offers Retry", async ({ chat }) => {
  // After 20 events p01 has streamed "…each one etched with a wish for th".
  await upstream.enqueue({
    reply: { kind: "fixture", name: P01 },
    errorAfterEvents: {
      events: 20,
      error: 'event: error\ndata: {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}\n\n',
    },
  });
  await chat.goto();
  await chat.send("Tell me about the lantern festival");
  await chat.waitForReplyDone();

  await expect(chat.lastAssistant).toContainText(
    "Every autumn, the people of Vell Harbor float thousands of glass-finned lanterns across the bay, each one etched with a wish for th",
  );
  await expect(chat.lastAssistant).not.toContainText("coming tide");
  await expect(chat.lastAssistant.getByRole("alert")).toContainText("Overloaded");
  const retry = chat.lastAssistant.getByRole("button", { name: "Retry", exact: true });
  await expect(retry).toBeVisible();

  await upstream.enqueue({ reply: { kind: "fixture", name: P01 } });
  await retry.click();
  await chat.waitForReplyDone();
  await expect(chat.lastAssistant).toContainText(expectedText(P01));
  await expect(chat.lastAssistant.getByRole("alert")).toHaveCount(0);
});
