// A Moonlit export file written by a spec, to bring a crafted conversation in through Settings ›
// Import as a person would: stored nodes with odd or heavy content that no upstream would send.
import { writeFile } from "node:fs/promises";
import type { TestInfo } from "@playwright/test";
import { expect } from "@playwright/test";
import type { ChatPage } from "./chat-page";

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

/** Stored nodes of one conversation, each made at `createdAt` under `parentId`. */
export function exportedNodes(conversationId: string) {
  return {
    user: (id: string, parentId: string | null, createdAt: number, text: string) => ({
      id,
      conversationId,
      parentId,
      createdAt,
      role: "user",
      text,
      attachments: [],
    }),
    /** An Anthropic reply holding `content` blocks as stored; `extra` overrides node fields (status, error). */
    assistant: (id: string, parentId: string, createdAt: number, content: unknown[], extra: Record<string, unknown> = {}) => ({
      id,
      conversationId,
      parentId,
      createdAt,
      role: "assistant",
      status: "complete",
      ...extra,
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
    }),
  };
}

export interface ExportedConversation {
  id: string;
  title: string;
  /** Stored nodes, root first; the last is the shown leaf. */
  messages: { id: string; createdAt: number }[];
}

/** The export file (format moonlit-export, version 1) holding one conversation. */
export function exportDocument({ id, title, messages }: ExportedConversation) {
  const last = messages.at(-1);
  return {
    format: "moonlit-export",
    version: 1,
    exportedAt: new Date(0).toISOString(),
    conversations: [{ id, title, createdAt: 1, updatedAt: last?.createdAt ?? 1, pinned: false, settings, activeLeafId: last?.id ?? null, preview: "" }],
    messages,
    attachments: [],
  };
}

/** Imports `doc` through Settings › Import and opens its conversation. */
export async function importAndOpen(chat: ChatPage, testInfo: TestInfo, conversation: ExportedConversation): Promise<void> {
  const file = testInfo.outputPath(`${conversation.id}.json`);
  await writeFile(file, JSON.stringify(exportDocument(conversation)));
  await chat.goto();
  await chat.openSettings();
  await chat.settingsDialog.getByLabel("Import", { exact: true }).setInputFiles(file);
  await expect(chat.settingsDialog).toContainText("Imported 1 conversation.");
  await chat.closeSettings();
  await chat.conversationLink(conversation.title).click();
  await expect(chat.page).toHaveURL(new RegExp(`/c/${conversation.id}$`));
}
