// A malformed import must not take the app down: a block typed "__proto__" is skipped like any
// unknown block, and a message that still fails to render shows its stored JSON while the rest of
// the conversation keeps working.
import { writeFile } from "node:fs/promises";
import { expect, test } from "../support/chat-test";

const CONVERSATION = "crash-guard-c1";
const TITLE = "Odd import";

const settings = {
  model: "kimi-k3",
  protocol: "anthropic",
  effort: "high",
  system: "",
  maxTokens: 4096,
  stopSequences: [],
  cacheTtl: "5m",
  webSearch: false,
  webSearchMaxUses: 5,
  tools: [],
  toolChoice: { type: "auto" },
  structuredOutput: null,
};

const user = (id: string, parentId: string | null, createdAt: number, text: string) => ({
  id,
  conversationId: CONVERSATION,
  parentId,
  createdAt,
  role: "user",
  text,
  attachments: [],
});

const assistant = (id: string, parentId: string, createdAt: number, content: unknown[]) => ({
  id,
  conversationId: CONVERSATION,
  parentId,
  createdAt,
  role: "assistant",
  status: "complete",
  turn: {
    protocol: "anthropic",
    message: {
      id: `msg_${id}`,
      type: "message",
      role: "assistant",
      model: "kimi-k3",
      content,
      stop_reason: "end_turn",
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: 10 },
    },
  },
});

const doc = {
  format: "moonlit-export",
  version: 1,
  exportedAt: new Date(0).toISOString(),
  conversations: [{ id: CONVERSATION, title: TITLE, createdAt: 1, updatedAt: 6, pinned: false, settings, activeLeafId: "a3", preview: "" }],
  messages: [
    user("u1", null, 1, "First question"),
    assistant("a1", "u1", 2, [
      { type: "text", text: "Before the odd block. " },
      { type: "__proto__", payload: 1 },
      { type: "hasOwnProperty", payload: 2 },
      { type: "text", text: "After the odd block." },
    ]),
    user("u2", "a1", 3, "Second question"),
    // Citations that are not a list: drawing this reply throws.
    assistant("a2", "u2", 4, [{ type: "text", text: "Broken <b>reply</b>", citations: { not: "a list" } }]),
    user("u3", "a2", 5, "Third question"),
    assistant("a3", "u3", 6, [{ type: "text", text: "Still here after the broken one." }]),
  ],
  attachments: [],
};

test("an imported conversation with odd blocks opens, and a broken message shows its stored JSON", async ({ chat }, testInfo) => {
  const file = testInfo.outputPath("odd-import.json");
  await writeFile(file, JSON.stringify(doc));

  await chat.goto();
  await chat.openSettings();
  await chat.settingsDialog.getByLabel("Import", { exact: true }).setInputFiles(file);
  await expect(chat.settingsDialog).toContainText("Imported 1 conversation.");
  await chat.closeSettings();
  await chat.conversationLink(TITLE).click();
  await expect(chat.page).toHaveURL(new RegExp(`/c/${CONVERSATION}$`));

  await expect(chat.userMessages).toHaveCount(3);
  await expect(chat.assistantMessages.first()).toContainText("Before the odd block. After the odd block.");
  await expect(chat.lastAssistant).toContainText("Still here after the broken one.");

  const note = chat.page.getByRole("note").filter({ hasText: "This message could not be shown" });
  await expect(note).toHaveCount(1);
  const raw = note.locator("pre");
  await expect(raw).toBeHidden();
  await note.getByText("Stored message").click();
  await expect(raw).toBeVisible();
  // The stored JSON, as text: its markup is not drawn as HTML.
  await expect(raw).toContainText('"text": "Broken <b>reply</b>"');
  await expect(note.locator("b")).toHaveCount(0);

  // The rest of the page still works.
  await chat.composer.fill("Still typing");
  await expect(chat.sendButton).toBeEnabled();
});
