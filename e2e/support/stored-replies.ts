// What the resumable-replies specs read: the assistant turns as the page stored them, and how each
// of upstream's requests ended.
import type { Page } from "@playwright/test";
import { expect, upstream } from "./chat-test";

export interface StoredReply {
  status: string;
  content: unknown;
  resumeId?: string;
  error?: { kind: string };
}

/** The assistant turns as IndexedDB holds them. */
export function storedReplies(page: Page): Promise<StoredReply[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((ok, fail) => {
      const request = indexedDB.open("moonlit");
      request.onsuccess = () => ok(request.result);
      request.onerror = () => fail(request.error);
    });
    const messages = await new Promise<Array<Record<string, unknown>>>((ok, fail) => {
      const request = db.transaction("messages").objectStore("messages").getAll();
      request.onsuccess = () => ok(request.result as Array<Record<string, unknown>>);
      request.onerror = () => fail(request.error);
    });
    db.close();
    return messages
      .filter((message) => message.role === "assistant")
      .map((message) => {
        const turn = message.turn as { message: { content: unknown } };
        return { status: message.status, content: turn.message.content, resumeId: message.resumeId, error: message.error } as StoredReply;
      });
  });
}

/** The one stored reply, once it has ended (the page shows a reply's text before its last write). */
export async function endedReply(page: Page): Promise<StoredReply> {
  await expect.poll(async () => (await storedReplies(page)).map((reply) => reply.status)).not.toEqual(["streaming"]);
  const [reply, ...others] = await storedReplies(page);
  expect(others).toEqual([]);
  return reply;
}

/** How each of upstream's requests ended: "complete", "aborted", or undefined while it runs. */
export async function upstreamEnds(): Promise<Array<string | undefined>> {
  return (await upstream.requests()).filter((request) => request.path === "/v1/messages").map((request) => request.ended);
}
