// Searching conversations through the search index: a seeded history (written straight into the
// page's IndexedDB, as a history from before the index would be), found as one types, with the
// matching words marked; and a conversation deleted in one tab is not found in another.
import type { BrowserContext, Page } from "@playwright/test";
import { withListOrder } from "@/lib/db/list-order";
import type { ConversationRecord } from "@/lib/db/records";
import { DEFAULT_SETTINGS } from "@/lib/db/default-settings";
import type { AssistantNode, MessageNode, UserNode } from "@/lib/protocol/message";
import { seedConversation } from "../bench/browser-seed";
import { expectNoSeriousViolations } from "../support/axe";
import { ChatPage } from "../support/chat-page";
import { expect, test } from "../support/chat-test";

interface Seed {
  conversation: ConversationRecord;
  messages: MessageNode[];
}

const DAY = 86_400_000;

function conversation(id: string, title: string, exchanges: Array<[string, string]>, updatedAt: number): Seed {
  const messages: MessageNode[] = [];
  let parentId: string | null = null;
  exchanges.forEach(([question, answer], i) => {
    const user: UserNode = { id: `${id}-u${i}`, conversationId: id, parentId, createdAt: updatedAt - 1000 + i * 2, role: "user", text: question, attachments: [] };
    const reply: AssistantNode = {
      id: `${id}-a${i}`,
      conversationId: id,
      parentId: user.id,
      createdAt: user.createdAt + 1,
      role: "assistant",
      status: "complete",
      turn: {
        protocol: "anthropic",
        message: {
          id: `msg_${id}_${i}`,
          type: "message",
          role: "assistant",
          model: "kimi-k3.1-pro",
          content: [
            { type: "thinking", thinking: "I should mention the quartermaster here.", signature: "sig" },
            { type: "text", text: answer },
          ],
          stop_reason: "end_turn",
          stop_sequence: null,
          usage: { input_tokens: 10, output_tokens: 10 },
        },
      },
    };
    messages.push(user, reply);
    parentId = reply.id;
  });
  const row: ConversationRecord = {
    id,
    title,
    createdAt: updatedAt - 1000,
    updatedAt,
    pinned: false,
    settings: structuredClone(DEFAULT_SETTINGS),
    activeLeafId: parentId,
    preview: exchanges.at(-1)![1].slice(0, 100),
  };
  return { conversation: row, messages };
}

/** A history of 120 conversations of ten messages, and three that the tests look for. */
function history(): Seed[] {
  const now = Date.now();
  const filler = Array.from({ length: 120 }, (_, i) => seedConversation(`filler-${i}`, 10, now - 30 * DAY - i * DAY));
  return [
    ...filler.map(({ conversation: row, messages }) => ({ conversation: row, messages })),
    conversation(
      "optics",
      "Lighthouse optics",
      [["How does a lighthouse lens work?", "A **Fresnel lens** bends the lamp's light into a _single_ beam; see [its history](https://example.com/fresnel)."]],
      now - 2 * DAY,
    ),
    conversation("keeper", "Keeper's log", [["Write a diary entry for a keeper.", "Dear diary: the Fresnel lens needed polishing again, and the lighthouse stairs are steep."]], now - DAY),
    conversation("moon", "月光的问题", [["请解释一下月光为什么是银色的", "因为月亮反射太阳光，看起来是银白色。"]], now - 3 * DAY),
  ];
}

/** Writes the rows into the app's database once the page has created it (raw IndexedDB, no app code). */
async function seed(page: Page, seeds: Seed[]): Promise<void> {
  await page.evaluate(async (rows) => {
    for (;;) {
      if ((await indexedDB.databases()).some((database) => database.name === "moonlit")) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open("moonlit");
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    await new Promise((resolve, reject) => {
      const tx = db.transaction(["conversations", "messages"], "readwrite");
      for (const { conversation, messages } of rows) {
        tx.objectStore("conversations").put(conversation);
        for (const message of messages) tx.objectStore("messages").put(message);
      }
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, seeds.map((row) => ({ ...row, conversation: withListOrder(row.conversation) })));
}

/** A page opened on a new chat, its history seeded, then reloaded as a returning visitor's. */
async function openWithHistory(chat: ChatPage): Promise<void> {
  await chat.goto();
  await seed(chat.page, history());
  await chat.page.reload();
  await expect(chat.conversationLink("Lighthouse optics")).toBeVisible();
}

async function openSecondTab(context: BrowserContext): Promise<ChatPage> {
  const other = new ChatPage(await context.newPage());
  await other.goto();
  return other;
}

/** The conversations listed; each link's text is its title, then (while searching) its excerpt. */
const links = (chat: ChatPage) => chat.conversations.getByRole("link");

test("search finds titles, messages and replies as one types, with the words marked in a plain excerpt", async ({ chat }) => {
  await openWithHistory(chat);

  await chat.search.fill("fresnel");
  await expect(links(chat)).toHaveCount(2);
  const optics = chat.conversationLink("Lighthouse optics");
  await expect(optics.locator("mark")).toHaveText(["Fresnel"]);
  // The excerpt is the reply's words, not its Markdown, and it describes the link.
  await expect(optics).toHaveAccessibleDescription("A Fresnel lens bends the lamp's light into a single beam; see its history.");
  await expect(chat.conversationLink("Keeper's log").locator("mark")).toHaveText(["Fresnel"]);

  // As one types: the last word is a prefix; a title holding every word comes first.
  await chat.search.fill("lightho");
  await expect(links(chat)).toHaveText([/^Lighthouse optics/, /^Keeper's log/]);
  await expect(optics.locator("mark").first()).toHaveText("Lighthouse");

  await chat.search.fill("银色");
  await expect(links(chat)).toHaveText([/^月光的问题/]);
  await expect(chat.conversationLink("月光的问题").locator("mark")).toHaveText(["银色"]);

  // Thinking is not searched.
  await chat.search.fill("quartermaster");
  await expect(chat.conversations).toContainText("No conversations match.");
  await expect(links(chat)).toHaveCount(0);

  await chat.search.fill("");
  await expect(chat.conversationLink("Keeper's log")).toBeVisible();
  await expect(chat.conversations.locator("mark")).toHaveCount(0);
});

test("a quoted phrase finds its words side by side, and thinking is searched when asked", async ({ chat }) => {
  await openWithHistory(chat);

  // Both hold "lighthouse" and "lens"; only one has them side by side.
  await chat.search.fill("lighthouse lens");
  await expect(links(chat)).toHaveCount(2);
  await chat.search.fill('"lighthouse lens"');
  await expect(links(chat)).toHaveText([/^Lighthouse optics/]);
  await expect(chat.conversationLink("Lighthouse optics").locator("mark")).toHaveText(["lighthouse lens"]);

  // Thinking is searched only with the option, which the next visit keeps; its excerpt says so.
  await chat.search.fill("quartermaster");
  await expect(chat.conversations).toContainText("No conversations match.");
  const thinking = chat.page.getByRole("checkbox", { name: "Include thinking" });
  await expect(thinking).not.toBeChecked();
  await thinking.click();
  await expect(links(chat)).toHaveCount(3);
  const keeper = chat.conversationLink("Keeper's log");
  await expect(keeper).toHaveAccessibleDescription("Thinking: I should mention the quartermaster here.");
  await expect(keeper.locator("mark")).toHaveText(["quartermaster"]);
  await chat.page.screenshot({ path: "test-results/screenshots/search-thinking.png" });
  await expectNoSeriousViolations(chat.page, "search results from thinking");

  await chat.page.reload();
  await chat.search.fill("quartermaster");
  await expect(chat.page.getByRole("checkbox", { name: "Include thinking" })).toBeChecked();
  await expect(links(chat)).toHaveCount(3);
  await chat.search.fill("");
  await expect(chat.page.getByRole("checkbox", { name: "Include thinking" })).toHaveCount(0);
});

test("a conversation deleted in one tab is not found in another", async ({ chat, context }) => {
  await openWithHistory(chat);
  const other = await openSecondTab(context);

  await other.search.fill("fresnel");
  await expect(other.conversationLink("Keeper's log")).toBeVisible();
  await expect(links(other)).toHaveCount(2);

  await chat.search.fill("fresnel");
  await chat.conversationLink("Keeper's log").hover();
  await chat.conversations.getByRole("button", { name: "Actions for Keeper's log", exact: true }).click();
  await chat.page.getByRole("menu", { name: "Actions for Keeper's log" }).getByRole("menuitem", { name: "Delete" }).click();
  await expect(links(chat)).toHaveText([/^Lighthouse optics/]);

  // The other tab's results follow, and a new search there does not find it either.
  await expect(links(other)).toHaveText([/^Lighthouse optics/]);
  await other.search.fill("polishing");
  await expect(other.conversations).toContainText("No conversations match.");
  await other.search.fill("diary");
  await expect(links(other)).toHaveCount(0);
});
