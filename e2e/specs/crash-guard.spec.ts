// A malformed import must not take the app down: a block typed "__proto__" is skipped like any
// unknown block, and fields of the wrong kind (citations that are not a list, a null search result,
// an error message that is an object) are drawn as well as they can be, each of which once threw
// while drawing. The per-message boundary behind them, for whatever may still throw, is covered by
// components/chat/message/message-error-boundary.test.tsx.
import { expect, test } from "../support/chat-test";
import { exportedNodes, importAndOpen } from "../support/export-file";

const CONVERSATION = "crash-guard-c1";
const TITLE = "Odd import";

const { user, assistant } = exportedNodes(CONVERSATION);

const conversation = {
  id: CONVERSATION,
  title: TITLE,
  messages: [
    user("u1", null, 1, "First question"),
    assistant("a1", "u1", 2, [
      { type: "text", text: "Before the odd block. " },
      { type: "__proto__", payload: 1 },
      { type: "hasOwnProperty", payload: 2 },
      { type: "text", text: "After the odd block." },
    ]),
    user("u2", "a1", 3, "Second question"),
    // Citations that are not a list and a search result that is null: these used to throw while
    // drawing; now the text and the good result show.
    assistant("a2", "u2", 4, [
      { type: "server_tool_use", id: "srv1", name: "web_search", input: { query: "odd results" } },
      { type: "web_search_tool_result", tool_use_id: "srv1", content: [null, { type: "web_search_result", url: "https://kept.example/", title: "Kept result" }] },
      { type: "text", text: "Cited reply with odd citations.", citations: { not: "a list" } },
    ]),
    user("u3", "a2", 5, "Third question"),
    // A failed turn whose stored error message is upstream's error object, not text: its notice once
    // threw (React cannot draw an object); now it shows the object as text.
    assistant("a3", "u3", 6, [{ type: "text", text: "Broken <b>reply</b>" }], {
      status: "error",
      error: { kind: "upstream", message: { type: "overloaded_error", message: "Overloaded" }, retryable: true },
    }),
    user("u4", "a3", 7, "Fourth question"),
    assistant("a4", "u4", 8, [{ type: "text", text: "Still here after the broken one." }]),
  ],
};

test("an imported conversation with odd blocks and fields opens, every message drawn", async ({ chat }, testInfo) => {
  await importAndOpen(chat, testInfo, conversation);

  await expect(chat.userMessages).toHaveCount(4);
  await expect(chat.assistantMessages.first()).toContainText("Before the odd block. After the odd block.");
  await expect(chat.assistantMessages.nth(1)).toContainText("Cited reply with odd citations.");
  await expect(chat.assistantMessages.nth(1).getByRole("link", { name: /Kept result/ })).toBeVisible();
  await expect(chat.lastAssistant).toContainText("Still here after the broken one.");

  const failed = chat.assistantMessages.nth(2);
  // Its text, as text (markup is not drawn as HTML), and upstream's error object as text.
  await expect(failed).toContainText("Broken <b>reply</b>");
  await expect(failed.locator("b")).toHaveCount(0);
  await expect(failed).toContainText('"message":"Overloaded"');
  await expect(chat.page.getByText("This message could not be shown")).toHaveCount(0);

  // The rest of the page still works.
  await chat.composer.fill("Still typing");
  await expect(chat.sendButton).toBeEnabled();
});
