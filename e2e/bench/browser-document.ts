import type { BrowserContext, Page } from "@playwright/test";
import { DOCUMENT_TEXT_TYPE } from "@/lib/db/attachment-types";
import type { UserNode } from "@/lib/protocol/message";
import { LONG_TASK_RECORDER, longTaskShare, longTasks } from "./browser-chromium";
import { seedConversations } from "./browser-open";
import { seedConversation } from "./browser-seed";

// A conversation that holds a book: its first message carries a document of `tokens` estimated
// tokens (about four characters each), and every reply's usage says the whole window is in use.
// Opening it (navigation → last reply painted) and scrolling it from the end to the start are
// timed, with the main thread's long tasks, as a reader pays them.

export interface DocumentFigures {
  tokens: number;
  openMs: number;
  openLongTaskMs: number;
  openLongestTaskMs: number;
  scrollMs: number;
  scrollLongTaskMs: number;
  scrollLongestTaskMs: number;
  scrollLongTasks: number;
}

const MESSAGES = 40;
const WORDS = "The harbour ledger records every ship, its cargo and the tide it came in on. ";

// The document's text is made in the page (a Blob cannot cross from node) and stored as the app stores it.
const STORE_DOCUMENT = `async ({ id, conversationId, name, chars, words, type }) => {
  const text = words.repeat(Math.ceil(chars / words.length)).slice(0, chars);
  const blob = new Blob([text], { type });
  const db = await new Promise((resolve, reject) => {
    const request = indexedDB.open("moonlit");
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    await new Promise((resolve, reject) => {
      const tx = db.transaction(["attachments"], "readwrite");
      tx.objectStore("attachments").put({ id, conversationId, blob, mediaType: type, name, size: blob.size });
      tx.oncomplete = () => resolve(undefined);
      tx.onerror = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}`;

async function painted(page: Page, marker: string, timeoutMs: number): Promise<number> {
  const handle = await page.waitForFunction(
    (m) => {
      const articles = document.querySelectorAll('article[aria-label="Assistant message"]');
      const last = articles[articles.length - 1];
      return last?.textContent?.includes(m) ? performance.now() : 0;
    },
    marker,
    { timeout: timeoutMs, polling: "raf" },
  );
  const at = (await handle.jsonValue()) as number;
  await handle.dispose();
  return at;
}

export async function measureDocumentConversation(context: BrowserContext, baseUrl: string, tokens: number): Promise<DocumentFigures> {
  const seed = seedConversation("bench-document", MESSAGES);
  const chars = tokens * 4;
  const documentId = "bench-document-text";
  const first = seed.messages[0] as UserNode;
  first.attachments = [{ id: documentId, kind: "document", mediaType: DOCUMENT_TEXT_TYPE, name: "harbour-ledger.pdf", size: chars, document: { tokens, pages: Math.ceil(tokens / 700) } }];
  for (const node of seed.messages) {
    if (node.role === "assistant" && node.turn.protocol === "anthropic") node.turn.message.usage = { input_tokens: 1_200, cache_read_input_tokens: tokens, cache_creation_input_tokens: 0, output_tokens: 420 };
  }
  await context.addInitScript({ content: LONG_TASK_RECORDER });
  const seeding = await context.newPage();
  await seedConversations(seeding, baseUrl, [seed]);
  await seeding.evaluate(`(${STORE_DOCUMENT})(${JSON.stringify({ id: documentId, conversationId: seed.conversation.id, name: "harbour-ledger.pdf", chars, words: WORDS, type: DOCUMENT_TEXT_TYPE })})`);
  await seeding.close();

  const page = await context.newPage();
  try {
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto(`${baseUrl}/c/${seed.conversation.id}`, { waitUntil: "commit" });
    const openMs = await painted(page, seed.lastMarker, 60_000);
    const origin = await page.evaluate(() => performance.timeOrigin);
    const openShare = longTaskShare((await longTasks(page)) ?? [], origin, origin + openMs);

    // Scroll to the start a screen at a time, as a reader with a wheel does, until the document's chip shows.
    await page.mouse.move(700, 400);
    const scrollStart = await page.evaluate(() => performance.now());
    for (let step = 0; step < 400; step++) {
      await page.mouse.wheel(0, -800);
      await page.waitForTimeout(16);
      if (await page.getByRole("button", { name: "Open harbour-ledger.pdf", exact: true }).isVisible()) break;
    }
    const scrollEnd = await page.evaluate(() => performance.now());
    const scrollShare = longTaskShare((await longTasks(page)) ?? [], origin + scrollStart, origin + scrollEnd);
    return {
      tokens,
      openMs,
      openLongTaskMs: openShare.totalMs,
      openLongestTaskMs: openShare.longestMs,
      scrollMs: scrollEnd - scrollStart,
      scrollLongTaskMs: scrollShare.totalMs,
      scrollLongestTaskMs: scrollShare.longestMs,
      scrollLongTasks: scrollShare.count,
    };
  } finally {
    await page.close();
  }
}
