// The sidebar (rename, delete with Undo, search) and export / import of everything as a zip.
import { readFile, writeFile } from "node:fs/promises";
import { BlobReader, Uint8ArrayWriter, ZipReader, configure } from "@zip.js/zip.js";
import type { Page } from "@playwright/test";
import { P01, P02, P04, expectedMessage, expectedText } from "../support/chat-fixtures";
import { ChatPage } from "../support/chat-page";
import { appUrl } from "../support/ports";
import { expect, test, upstream } from "../support/chat-test";

async function menu(chat: ChatPage, title: string, item: string): Promise<void> {
  const link = chat.conversationLink(title);
  await link.hover();
  await chat.conversations.getByRole("button", { name: `Actions for ${title}`, exact: true }).click();
  await chat.page.getByRole("menu", { name: `Actions for ${title}` }).getByRole("menuitem", { name: item }).click();
}

test("rename a conversation from its menu", async ({ chat, page }) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P01 } });
  await chat.goto();
  await chat.ask("Tell me about the lantern festival");

  await menu(chat, "Tell me about the lantern festival", "Rename");
  const box = chat.conversations.getByRole("textbox", { name: "Conversation title" });
  await expect(box).toHaveValue("Tell me about the lantern festival");
  await box.fill("Vell Harbor lanterns");
  await box.press("Enter");
  await expect(chat.conversationLink("Vell Harbor lanterns")).toBeVisible();
  await expect(chat.conversationLink("Tell me about the lantern festival")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Vell Harbor lanterns" })).toBeVisible();
  await page.reload();
  await expect(chat.conversationLink("Vell Harbor lanterns")).toBeVisible();
});

test("delete a conversation, then Undo brings it back", async ({ chat, page }) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P01 } });
  await chat.goto();
  await chat.ask("Tell me about the lantern festival");
  const id = await chat.conversationId();

  await menu(chat, "Tell me about the lantern festival", "Delete");
  await expect(chat.conversationLink("Tell me about the lantern festival")).toHaveCount(0);
  // Deleting the open conversation leaves it for a new chat.
  await expect(page).toHaveURL(/\/$/);
  const toast = page.getByRole("status").filter({ hasText: "Conversation deleted." });
  await expect(toast).toBeVisible();
  await toast.getByRole("button", { name: "Undo", exact: true }).click();

  const link = chat.conversationLink("Tell me about the lantern festival");
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/c/${id}$`));
  await expect(chat.lastUser).toContainText("Tell me about the lantern festival");
  await expect(chat.lastAssistant).toContainText(expectedText(P01));
});

test("search finds a conversation by the text of its messages", async ({ chat }) => {
  await upstream.enqueue({ reply: { kind: "fixture", name: P01 } }, { reply: { kind: "fixture", name: P02 } });
  await chat.goto();
  await chat.ask("Tell me about the festival");
  await chat.newChatButton.click();
  await expect(chat.userMessages).toHaveCount(0);
  await chat.ask("A question about clocks");
  await expect(chat.conversations.getByRole("link")).toHaveCount(2);

  // Words only in the first reply, not in either title.
  await chat.search.fill("glass-finned lanterns");
  await expect(chat.conversations.getByRole("link")).toHaveCount(1);
  await expect(chat.conversationLink("Tell me about the festival")).toBeVisible();
  // Words only in the second reply.
  await chat.search.fill("copper gears");
  await expect(chat.conversations.getByRole("link")).toHaveCount(1);
  await expect(chat.conversationLink("A question about clocks")).toBeVisible();

  await chat.search.fill("no such words anywhere");
  await expect(chat.conversations.getByRole("link")).toHaveCount(0);
  await expect(chat.conversations).toContainText("No conversations match.");
  await chat.search.fill("");
  await expect(chat.conversations.getByRole("link")).toHaveCount(2);
});

const TITLE = "When does the Tessaly Botanical Archive open?";

configure({ useWebWorkers: false });

/** Entry name to bytes, in the zip's order, with each entry's CRC checked. */
async function unzip(bytes: Uint8Array): Promise<Record<string, Uint8Array>> {
  const reader = new ZipReader(new BlobReader(new Blob([bytes as Uint8Array<ArrayBuffer>])), { checkCrc32: true });
  const entries: Record<string, Uint8Array> = {};
  for (const entry of await reader.getEntries()) if (!entry.directory) entries[entry.filename] = await entry.getData(new Uint8ArrayWriter());
  await reader.close();
  return entries;
}

/** How the export is saved: a download (no save picker) or Chromium's save picker, stubbed to keep the bytes. */
type SaveWay = "download" | "picker";

async function prepareSave(page: Page, way: SaveWay): Promise<void> {
  await page.addInitScript((picker) => {
    const w = window as unknown as Record<string, unknown>;
    if (!picker) {
      delete w.showSaveFilePicker;
      return;
    }
    w.showSaveFilePicker = async (options: { suggestedName: string }) => ({
      createWritable: async () => {
        const parts: BlobPart[] = [];
        return {
          write: async (chunk: BlobPart) => void parts.push(chunk),
          close: async () => void (w.__saved = { name: options.suggestedName, blob: new Blob(parts), writes: parts.length }),
          abort: async () => undefined,
        };
      },
    });
  }, way === "picker");
}

/** Two turns (web search, then thinking), exported with "Export all" as a zip; returns the file's path. */
async function chatAndExport(chat: ChatPage, file: (name: string) => string, way: SaveWay = "download"): Promise<string> {
  await prepareSave(chat.page, way);
  await upstream.enqueue({ reply: { kind: "fixture", name: P04 } }, { reply: { kind: "fixture", name: P02 } });
  await chat.goto();
  await chat.ask(TITLE);
  await chat.ask("How many gears does the Orrin clock have?");

  await chat.openSettings();
  const name = /^moonlit-\d{4}-\d{2}-\d{2}\.zip$/;
  let path: string;
  if (way === "download") {
    const downloading = chat.page.waitForEvent("download");
    await chat.settingsDialog.getByRole("button", { name: "Export all", exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(name);
    path = file(download.suggestedFilename());
    await download.saveAs(path);
  } else {
    await chat.settingsDialog.getByRole("button", { name: "Export all", exact: true }).click();
    await chat.page.waitForFunction(() => "__saved" in window);
    const { name: saveName, writes, bytes } = await chat.page.evaluate(async () => {
      const done = (window as unknown as { __saved: { name: string; blob: Blob; writes: number } }).__saved;
      return { name: done.name, writes: done.writes, bytes: [...new Uint8Array(await done.blob.arrayBuffer())] };
    });
    expect(saveName).toMatch(name);
    // Written into the file as it was made, not handed over at the end.
    expect(writes).toBeGreaterThan(5);
    path = file(saveName);
    await writeFile(path, new Uint8Array(bytes));
  }

  const entries = await unzip(await readFile(path));
  expect(Object.keys(entries)).toEqual(["moonlit-export.json", "conversations/000001.json", "messages/000001.json", "moonlit-export-end.json"]);
  const messages = new TextDecoder().decode(entries["messages/000001.json"]);
  expect(() => JSON.parse(messages)).not.toThrow();
  // The stored turns are in the export verbatim: signatures and encrypted search results.
  const p04 = expectedMessage(P04);
  expect(messages).toContain(String(p04.content.find((block) => block.type === "thinking")!.signature));
  const results = p04.content.find((block) => block.type === "web_search_tool_result")!.content as Array<{ encrypted_content: string }>;
  for (const result of results) expect(messages).toContain(result.encrypted_content);
  expect(messages).toContain(String(expectedMessage(P02).content[0].signature));
  await chat.closeSettings();
  return path;
}

async function importAndCheck(chat: ChatPage, file: string, id: string, screenshot?: string): Promise<void> {
  await chat.openSettings();
  await chat.settingsDialog.getByLabel("Import", { exact: true }).setInputFiles(file);
  await expect(chat.settingsDialog).toContainText("Imported 1 conversation.");
  if (screenshot) {
    const data = chat.settingsDialog.locator("section").filter({ has: chat.page.getByRole("heading", { name: "Data", exact: true }) });
    await data.scrollIntoViewIfNeeded();
    await data.screenshot({ path: screenshot });
  }
  await chat.closeSettings();

  const link = chat.conversationLink(TITLE);
  await expect(link).toBeVisible();
  await link.click();
  await expect(chat.page).toHaveURL(new RegExp(`/c/${id}$`));
  await expect(chat.userMessages).toHaveCount(2);
  await expect(chat.userMessages.first()).toContainText(TITLE);
  await expect(chat.lastUser).toContainText("How many gears does the Orrin clock have?");
  await expect(chat.assistantMessages).toHaveCount(2);
  await expect(chat.assistantMessages.first().getByRole("group", { name: "Web search" })).toBeVisible();
  await expect(chat.assistantMessages.first()).toContainText("the Tessaly Botanical Archive opens to the public on 14 May 2031");
  await expect(chat.lastAssistant).toContainText("The clock holds 45 copper gears");

  // It still works as history: the next turn sends the imported turns verbatim.
  await upstream.reset();
  await upstream.enqueue({ reply: { kind: "fixture", name: P01 } });
  await chat.ask("Thanks!");
  const [body] = (await upstream.requests()).map((request) => request.json as { messages: Array<{ role: string; content: unknown }> });
  expect(body.messages).toHaveLength(5);
  expect(body.messages[1]).toEqual({ role: "assistant", content: expectedMessage(P04).content });
  expect(body.messages[3]).toEqual({ role: "assistant", content: expectedMessage(P02).content });
}

test("export all as a zip into a picked file, delete the conversation, import the file: it is back, message for message", async ({ chat }, testInfo) => {
  const file = await chatAndExport(chat, (name) => testInfo.outputPath(name), "picker");
  const id = await chat.conversationId();

  await menu(chat, TITLE, "Delete");
  await expect(chat.conversationLink(TITLE)).toHaveCount(0);
  await expect(chat.conversations).toContainText("No conversations yet.");

  await importAndCheck(chat, file, id);
});

test("an exported zip, downloaded, imported into another browser profile restores the conversation", async ({ chat, browser }, testInfo) => {
  const file = await chatAndExport(chat, (name) => testInfo.outputPath(name), "download");
  const id = await chat.conversationId();

  const other = await browser.newContext({ baseURL: appUrl, locale: "en-US" });
  try {
    const fresh = new ChatPage(await other.newPage());
    await fresh.goto();
    await expect(fresh.conversations).toContainText("No conversations yet.");
    await importAndCheck(fresh, file, id, testInfo.outputPath("data-after-import.png"));
  } finally {
    await other.close();
  }
});
