// Two open tabs of the same browser profile stay in step: what one writes, the other shows.
import { P01, P02, expectedText } from "../support/chat-fixtures";
import { ChatPage } from "../support/chat-page";
import type { Page } from "@playwright/test";
import { expect, test, upstream } from "../support/chat-test";

/** The stored status of every assistant turn and how many partial batches are kept, read from IndexedDB. */
function storedReplies(page: Page): Promise<{ statuses: string[]; partials: number }> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((ok, fail) => {
      const request = indexedDB.open("moonlit");
      request.onsuccess = () => ok(request.result);
      request.onerror = () => fail(request.error);
    });
    const all = <T>(store: string) =>
      new Promise<T[]>((ok, fail) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => ok(request.result as T[]);
        request.onerror = () => fail(request.error);
      });
    const messages = await all<{ role: string; status: string }>("messages");
    const partials = await all<unknown>("partials");
    db.close();
    return { statuses: messages.filter((m) => m.role === "assistant").map((m) => m.status), partials: partials.length };
  });
}

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

test("opening a second tab leaves the reply the first tab is streaming alone, and it completes", async ({ chat, context }) => {
  // 46 events at 300 ms: about 14 s, so the second tab opens mid-way.
  await upstream.enqueue({ reply: { kind: "fixture", name: P01 }, dripMs: 300 });
  await chat.goto();
  await chat.send("Tell me about the lantern festival");
  const id = await chat.conversationId();
  await expect(chat.lastAssistant).toContainText("across the bay");

  const other = new ChatPage(await context.newPage());
  await other.goto(`/c/${id}`);
  await expect(other.assistantMessages).toHaveCount(1);
  // Time for the second tab's start-up chores, which run beside its first render.
  await other.page.waitForTimeout(1_000);
  // The first tab still streams, and its reply is still "streaming" with its batch kept.
  await expect(chat.stopButton).toBeVisible();
  const during = await storedReplies(other.page);
  expect(during.statuses).toEqual(["streaming"]);
  expect(during.partials).toBe(1);
  await expect(other.lastAssistant.getByText("This reply was interrupted.")).toHaveCount(0);

  await chat.waitForReplyDone();
  await expect(chat.lastAssistant).toContainText(expectedText(P01));
  await expect(other.lastAssistant).toContainText(expectedText(P01));
  await expect(other.lastAssistant.getByText("This reply was interrupted.")).toHaveCount(0);
  expect(await storedReplies(other.page)).toEqual({ statuses: ["complete"], partials: 0 });
});
